//! Counting on a pool of threads: every count asked for (one position, or every line of
//! an EPD file) is cut into tasks, the positions one or two plies below its root, and
//! the threads take the tasks from one queue, started once for them all, probing and
//! filling one shared table ([`SharedPerftTable`]) when there is one.

use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering::Relaxed};
use std::thread;

use movegen::{Board, Move, MoveList, SharedPerftEntry, SharedPerftTable, Undo};

use crate::progress::Progress;

/// Which generator counts.
#[derive(Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub(crate) enum Mode {
    /// The fully legal generator (the faster)
    Legal,
    /// Pseudo-legal moves, each made with the legality test
    Pseudo,
}

/// One count to make: a position and a depth, cut `split` plies below the root (0: one
/// task; 1: a task per root move; 2: a task per reply to each root move).
pub(crate) struct Job {
    pub(crate) board: Board,
    pub(crate) depth: u32,
    pub(crate) split: u32,
}

/// What a count found: the total and, when it was cut at the root, the count below each
/// root move (in the order of the generator of the mode).
pub(crate) struct Counted {
    pub(crate) total: u64,
    pub(crate) roots: Vec<(Move, u64)>,
}

/// How each task is counted: the generator and the table.
#[derive(Clone, Copy)]
pub(crate) struct Counter<'a> {
    pub(crate) mode: Mode,
    pub(crate) table: Option<SharedPerftTable<'a>>,
}

impl Counter<'_> {
    fn count(&self, board: &Board, depth: u32) -> u64 {
        match (self.mode, &self.table) {
            (Mode::Legal, Some(table)) => board.perft_shared(depth, table),
            (Mode::Legal, None) => board.perft(depth),
            (Mode::Pseudo, _) => board.perft_pseudo(depth),
        }
    }
}

/// The legal moves of `board`, in the order of the mode's generator (the order of
/// `Board::divide` or `Board::divide_pseudo`).
fn moves(board: &Board, mode: Mode) -> MoveList<Move> {
    match mode {
        Mode::Legal => board.legal_moves(),
        Mode::Pseudo => {
            // The pseudo-legal generator's order, the legal ones kept.
            let mut list = board.pseudo_legal_moves();
            list.retain(|&mv| board.is_legal(mv));
            list
        }
    }
}

/// A piece of a count: the job, the slot its count adds to (the root move's, or the
/// job's one slot), and the moves from the job's position to the task's.
struct Task {
    job: usize,
    slot: usize,
    path: [Option<Move>; 2],
}

/// The tasks of every job, the root moves of each and the first slot of each job.
struct Plan {
    tasks: Vec<Task>,
    roots: Vec<Vec<Move>>,
    first_slot: Vec<usize>,
    slots: usize,
}

fn plan(jobs: &[Job], mode: Mode) -> Plan {
    let mut plan = Plan {
        tasks: Vec::new(),
        roots: Vec::new(),
        first_slot: Vec::new(),
        slots: 0,
    };
    for (job, j) in jobs.iter().enumerate() {
        plan.first_slot.push(plan.slots);
        let split = j.split.min(j.depth).min(2);
        if split == 0 {
            plan.roots.push(Vec::new());
            plan.tasks.push(Task {
                job,
                slot: plan.slots,
                path: [None; 2],
            });
            plan.slots += 1;
            continue;
        }
        let roots: Vec<Move> = moves(&j.board, mode).iter().copied().collect();
        for (i, &root) in roots.iter().enumerate() {
            let slot = plan.slots + i;
            if split == 1 {
                plan.tasks.push(Task {
                    job,
                    slot,
                    path: [Some(root), None],
                });
                continue;
            }
            let mut child = j.board;
            if child.make_move(root).is_err() {
                continue; // not reached: the move is legal
            }
            for &reply in moves(&child, mode).iter() {
                plan.tasks.push(Task {
                    job,
                    slot,
                    path: [Some(root), Some(reply)],
                });
            }
        }
        plan.slots += roots.len();
        plan.roots.push(roots);
    }
    plan
}

/// Counts every job on `threads` threads, with `counter`, showing `progress` (one unit
/// per root move when there is one job, else one per job).
pub(crate) fn count_all(
    jobs: &[Job],
    threads: usize,
    counter: Counter<'_>,
    progress: &Progress,
) -> Vec<Counted> {
    let plan = plan(jobs, counter.mode);
    let counts: Vec<AtomicU64> = (0..plan.slots).map(|_| AtomicU64::new(0)).collect();
    let units = Units::new(jobs.len(), &plan);
    let next = AtomicUsize::new(0);
    let work = || {
        let mut scratch = Scratch::default();
        while let Some(task) = plan.tasks.get(next.fetch_add(1, Relaxed)) {
            let nodes = scratch.count(jobs, task, counter);
            counts[task.slot].fetch_add(nodes, Relaxed);
            units.task_done(task, progress);
        }
    };
    on_threads(threads, progress.shown(), work, || {
        progress.watch(units.len(), &units.done)
    });
    let counts: Vec<u64> = counts.into_iter().map(AtomicU64::into_inner).collect();
    gather(jobs, &plan, &counts)
}

/// The units of progress and the tasks left in each: a slot's with one job, a job's
/// with more.
struct Units {
    /// Whether a unit is a job (more than one job) or a slot (one job).
    by_job: bool,
    /// The tasks left in each unit.
    left: Vec<AtomicUsize>,
    /// The units with no task left.
    done: AtomicUsize,
}

impl Units {
    fn new(jobs: usize, plan: &Plan) -> Units {
        let by_job = jobs != 1;
        let count = if by_job { jobs } else { plan.slots };
        let mut units = Units {
            by_job,
            left: (0..count).map(|_| AtomicUsize::new(0)).collect(),
            done: AtomicUsize::new(0),
        };
        for task in &plan.tasks {
            units.left[units.unit(task)].fetch_add(1, Relaxed);
        }
        let empty = units.left.iter().filter(|l| l.load(Relaxed) == 0).count();
        units.done = AtomicUsize::new(empty);
        units
    }

    /// The number of units.
    fn len(&self) -> usize {
        self.left.len()
    }

    /// The unit `task` belongs to.
    fn unit(&self, task: &Task) -> usize {
        if self.by_job { task.job } else { task.slot }
    }

    /// Counts `task` as done, and its unit when it was the unit's last (waking
    /// `progress`).
    fn task_done(&self, task: &Task, progress: &Progress) {
        if self.left[self.unit(task)].fetch_sub(1, Relaxed) == 1 {
            self.done.fetch_add(1, Relaxed);
            progress.wake();
        }
    }
}

/// A thread's copy of the position of the job it counts, made again only when the
/// job changes.
#[derive(Default)]
struct Scratch {
    board: Option<(usize, Board)>,
}

impl Scratch {
    /// The leaves below `task`'s position: its moves made on the job's board, counted
    /// with `counter`, and unmade.
    fn count(&mut self, jobs: &[Job], task: &Task, counter: Counter<'_>) -> u64 {
        let job = &jobs[task.job];
        let board = match &mut self.board {
            Some((j, board)) if *j == task.job => board,
            slot => &mut slot.insert((task.job, job.board)).1,
        };
        let made: Vec<(Move, Undo)> = task
            .path
            .iter()
            .flatten()
            .map(|&mv| (mv, board.make_legal(mv)))
            .collect();
        let nodes = counter.count(board, job.depth - made.len() as u32);
        for &(mv, undo) in made.iter().rev() {
            board.unmake_move(mv, undo);
        }
        nodes
    }
}

/// Runs `work` on `threads` threads (at least one) while `watch` runs on this one;
/// exits the process when a thread panicked. One thread with nothing `watched` is this
/// one: starting a thread took 3 ms here, more than a count of a million leaves.
fn on_threads(threads: usize, watched: bool, work: impl Fn() + Sync, watch: impl FnOnce()) {
    if threads <= 1 && !watched {
        work();
        return;
    }
    thread::scope(|scope| {
        let workers: Vec<_> = (0..threads.max(1)).map(|_| scope.spawn(&work)).collect();
        watch();
        for worker in workers {
            if worker.join().is_err() {
                eprintln!("a perft thread panicked");
                std::process::exit(101);
            }
        }
    });
}

/// What each job found, from the count of every slot.
fn gather(jobs: &[Job], plan: &Plan, counts: &[u64]) -> Vec<Counted> {
    jobs.iter()
        .enumerate()
        .map(|(job, j)| {
            let first = plan.first_slot[job];
            let roots = &plan.roots[job];
            if roots.is_empty() && j.split.min(j.depth) > 0 {
                return Counted {
                    total: 0,
                    roots: Vec::new(),
                };
            }
            if roots.is_empty() {
                return Counted {
                    total: counts[first],
                    roots: Vec::new(),
                };
            }
            let roots: Vec<(Move, u64)> = roots
                .iter()
                .enumerate()
                .map(|(i, &mv)| (mv, counts[first + i]))
                .collect();
            Counted {
                total: roots.iter().map(|&(_, n)| n).sum(),
                roots,
            }
        })
        .collect()
}

/// A buffer of about `mb` MiB for a [`SharedPerftTable`], or a message when it cannot be
/// had.
pub(crate) fn table_buffer(mb: usize) -> Result<Vec<SharedPerftEntry>, String> {
    let entries = ((mb << 20) / SharedPerftEntry::BYTES).max(2);
    let mut buffer = Vec::new();
    buffer
        .try_reserve_exact(entries)
        .map_err(|_| format!("cannot allocate a {mb} MiB perft table"))?;
    huge_pages(&buffer);
    buffer.resize_with(entries, SharedPerftEntry::new);
    Ok(buffer)
}

/// Asks Linux to back the table's reserved memory with huge pages (2 MiB) before it is
/// first written: a probe lands anywhere in the table, and with 4 KiB pages nearly every
/// one misses the TLB (Kiwipete depth 6 with `--hash 512`: 1.2 to 1.4 times as fast on
/// one thread, and two threads 1.85 to 2.09 times one instead of 1.58 to 1.90; Zen 3,
/// 2026-11-27, docs/performance.md). Advice only: where the kernel declines, nothing
/// changes. Not under Miri, which runs no system call.
#[cfg(all(target_os = "linux", not(miri)))]
fn huge_pages(buffer: &Vec<SharedPerftEntry>) {
    let bytes = buffer.capacity() * SharedPerftEntry::BYTES;
    let Some((start, len)) = whole_pages(buffer.as_ptr() as usize, bytes, 4096) else {
        return;
    };
    // SAFETY: madvise only advises the kernel about this process's own mapping: the
    // range is whole pages inside `buffer`'s reservation (`whole_pages`), which
    // outlives the call, and MADV_HUGEPAGE changes no byte of it. A refusal is ignored.
    unsafe {
        libc::madvise(start as *mut libc::c_void, len, libc::MADV_HUGEPAGE);
    }
}

/// Elsewhere the table keeps the system's pages.
#[cfg(not(all(target_os = "linux", not(miri))))]
fn huge_pages(_buffer: &Vec<SharedPerftEntry>) {}

/// The whole pages of `page` bytes inside `bytes` bytes from `start`: their first
/// address and length, or `None` when there is none.
fn whole_pages(start: usize, bytes: usize, page: usize) -> Option<(usize, usize)> {
    let first = start.checked_next_multiple_of(page)?;
    let len = start.checked_add(bytes)?.checked_sub(first)? / page * page;
    (len > 0).then_some((first, len))
}

#[cfg(test)]
mod tests {
    use super::whole_pages;

    #[test]
    fn the_advice_stays_inside_the_table() {
        assert_eq!(whole_pages(4096, 8192, 4096), Some((4096, 8192)));
        assert_eq!(whole_pages(4100, 8192, 4096), Some((8192, 4096)));
        assert_eq!(whole_pages(4100, 4000, 4096), None);
        assert_eq!(whole_pages(0, 0, 4096), None);
        assert_eq!(whole_pages(usize::MAX - 10, 5, 4096), None);
        for (start, bytes) in [(1usize, 1 << 20), (12_345, 3 << 21), (1 << 30, 4097)] {
            if let Some((first, len)) = whole_pages(start, bytes, 4096) {
                assert!(first >= start && first + len <= start + bytes);
                assert_eq!((first % 4096, len % 4096), (0, 0));
            }
        }
    }
}
