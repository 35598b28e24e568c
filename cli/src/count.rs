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
    on_threads(threads, work, || progress.watch(units.len(), &units.done));
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
/// exits the process when a thread panicked.
fn on_threads(threads: usize, work: impl Fn() + Sync, watch: impl FnOnce()) {
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
    buffer.resize_with(entries, SharedPerftEntry::new);
    Ok(buffer)
}
