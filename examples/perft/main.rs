//! Counts perft from the command line, or checks an EPD suite.
//!
//! ```text
//! cargo run --release --example perft -- [--mode legal|pseudo] [--threads N] [--hash MB] [--divide] FEN DEPTH
//! cargo run --release --example perft -- [--mode legal|pseudo] [--threads N] --epd FILE [--max-depth D]
//! cargo run --release --example perft -- --help
//! ```
//!
//! The node count goes to standard output (`Nodes searched: N`, after one
//! `move: nodes` line per root move with `--divide`); the time taken and the speed to
//! standard error. With `--epd`, every `;Dn count` of every line with `n` at most the
//! maximum depth is checked, one line is printed per failure, then `N passed, M failed`;
//! the exit status is 1 when anything failed. A bad FEN, depth, file or option prints
//! what is wrong and the usage, and exits with status 2 (clap's usage-error status).
//!
//! Two files: this one and the EPD reader (`epd.rs`); it depends on `movegen` and
//! `clap` only.

use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Instant;

use clap::error::ErrorKind;
use clap::{CommandFactory, Parser, ValueEnum};
use movegen::{Board, Move, MoveList, PerftEntry, PerftTable};

mod epd;

/// The most threads `--threads` takes: the work is split by root move, and no position
/// has more than 218 moves.
const MAX_THREADS: i64 = 256;

/// The deepest count, from the command line or an EPD line: far beyond any count that
/// finishes, and within the board's undo stack (`MAX_PLY`), which the pseudo-legal perft
/// overflows (a panic) on a line of moves longer than that.
const MAX_DEPTH: u32 = 64;

/// Counts perft (the leaf nodes of the move tree of a position, to a depth) or checks
/// every count of an EPD suite.
///
/// The count goes to standard output (`Nodes searched: N`), the time and the speed to
/// standard error. With --epd, every `;Dn count` of every line is checked, each failure
/// is printed, then `N passed, M failed`; the exit status is 1 when anything failed.
#[derive(Parser)]
#[command(
    name = "perft",
    version,
    allow_negative_numbers = true,
    override_usage = "perft [--mode <MODE>] [--threads <N>] [--hash <MB>] [--divide] <FEN>... <DEPTH>\n       \
                      perft [--mode <MODE>] [--threads <N>] [--hash <MB>] --epd <FILE> [--max-depth <D>]"
)]
struct Args {
    /// The position, in FEN: quoted, or its fields as separate words
    #[arg(required = true, conflicts_with = "epd")]
    fen: Vec<String>,

    /// The depth to count, 0 to 64
    #[arg(required = true, value_parser = depth, conflicts_with = "epd")]
    depth: Option<u32>,

    /// Which generator counts
    #[arg(long, value_enum, default_value_t = Mode::Legal)]
    mode: Mode,

    /// Print the count below each root move first (`e2e4: 20`), counted by the
    /// generator of `--mode`
    #[arg(long, conflicts_with_all = ["epd", "threads"])]
    divide: bool,

    /// Count on N threads (1 to 256), splitting the work at the root: each thread takes
    /// the next root move and counts below it (the counts are those of one thread). No
    /// position has more than 218 moves, so more threads than 256 could never be busy
    #[arg(long, value_name = "N", default_value_t = 1, value_parser = clap::value_parser!(u16).range(1..=MAX_THREADS))]
    threads: u16,

    /// Count with a transposition table of MB mebibytes (the legal perft only): each
    /// position's count is remembered by its Zobrist key and depth. With --threads, the
    /// table is split between the threads, one part each
    #[arg(long, value_name = "MB", value_parser = hash_size, conflicts_with = "divide")]
    hash: Option<usize>,

    /// Check every `;Dn count` of every line of an EPD file
    #[arg(long, value_name = "FILE")]
    epd: Option<PathBuf>,

    /// With --epd, check only the depths up to D (default: all)
    #[arg(
        long,
        value_name = "D",
        value_parser = depth,
        requires = "epd",
        conflicts_with_all = ["fen", "depth"]
    )]
    max_depth: Option<u32>,
}

#[derive(Clone, Copy, PartialEq, ValueEnum)]
enum Mode {
    /// The fully legal generator (the faster)
    Legal,
    /// Pseudo-legal moves, each made with the legality test
    Pseudo,
}

/// A depth from the command line: 0 to [`MAX_DEPTH`].
fn depth(text: &str) -> Result<u32, String> {
    match text.parse::<u32>() {
        Ok(d) if d <= MAX_DEPTH => Ok(d),
        _ => Err(format!("expected a whole number from 0 to {MAX_DEPTH}")),
    }
}

/// A table size from the command line, in MiB: at least 1, and no more than the
/// machine's memory (`MemTotal` of `/proc/meminfo`, where there is one).
fn hash_size(text: &str) -> Result<usize, String> {
    let mb: usize = match text.parse() {
        Ok(mb) if mb >= 1 => mb,
        _ => return Err("expected a size in MiB, a whole number from 1 up".into()),
    };
    if let Some(total) = memory_mib()
        && mb > total
    {
        return Err(format!("this machine has {total} MiB of memory"));
    }
    mb.checked_mul(1 << 20)
        .map(|_| mb)
        .ok_or_else(|| "too large for this machine's addresses".into())
}

/// The machine's memory in MiB, from `/proc/meminfo` (Linux); `None` elsewhere.
fn memory_mib() -> Option<usize> {
    let info = std::fs::read_to_string("/proc/meminfo").ok()?;
    let line = info.lines().find(|l| l.starts_with("MemTotal:"))?;
    let kib: usize = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(kib / 1024)
}

/// A buffer of `bytes` for a perft table, or a message when it cannot be had.
fn table_buffer(bytes: usize) -> Result<Vec<PerftEntry>, clap::Error> {
    let entries = (bytes / PerftEntry::BYTES).max(2);
    let mut buffer = Vec::new();
    buffer.try_reserve_exact(entries).map_err(|_| {
        error(
            ErrorKind::ValueValidation,
            format!("cannot allocate a {} MiB perft table", bytes >> 20),
        )
    })?;
    buffer.resize(entries, PerftEntry::EMPTY);
    Ok(buffer)
}

/// The seconds since `start`, and the millions of nodes per second.
fn speed(nodes: u64, start: Instant) -> (f64, f64) {
    let seconds = start.elapsed().as_secs_f64();
    (seconds, nodes as f64 / seconds.max(1e-9) / 1e6)
}

fn perft(board: &Board, depth: u32, mode: Mode, table: Option<&mut PerftTable>) -> u64 {
    match (mode, table) {
        (Mode::Legal, Some(table)) => board.perft_hashed(depth, table),
        (Mode::Legal, None) => board.perft(depth),
        (Mode::Pseudo, _) => board.perft_pseudo(depth),
    }
}

/// Perft on `threads` threads, split at the root: the threads take the root moves in
/// turn, each making its move on its own copy of the board and counting below it, with
/// its own table when `tables` has one per thread (none: no table).
fn perft_on(threads: u16, tables: &mut [PerftTable], board: &Board, depth: u32, mode: Mode) -> u64 {
    if threads == 1 || depth < 2 {
        return perft(board, depth, mode, tables.first_mut());
    }
    let mut moves = MoveList::<Move>::new();
    match mode {
        Mode::Legal => board.generate_legal(&mut moves),
        Mode::Pseudo => board.legal_moves(&mut moves),
    }
    let next = AtomicUsize::new(0);
    let count_some = |mut table: Option<&mut PerftTable>| {
        let mut nodes = 0;
        while let Some(&mv) = moves.get(next.fetch_add(1, Ordering::Relaxed)) {
            let mut child = board.clone();
            assert_eq!(child.make_move(mv), Ok(()), "{mv} is legal");
            nodes += perft(&child, depth - 1, mode, table.as_deref_mut());
        }
        nodes
    };
    let mut tables = tables.iter_mut();
    std::thread::scope(|scope| {
        let workers: Vec<_> = (0..threads)
            .map(|_| {
                let table = tables.next();
                scope.spawn(move || count_some(table))
            })
            .collect();
        workers
            .into_iter()
            .map(|worker| worker.join().expect("a perft thread panicked"))
            .sum()
    })
}

/// The buffers of `--hash`, one per thread (none without it): the table is split
/// between the threads so that none waits for another.
fn table_buffers(args: &Args) -> Result<Vec<Vec<PerftEntry>>, clap::Error> {
    let Some(mb) = args.hash else {
        return Ok(Vec::new());
    };
    if args.mode == Mode::Pseudo {
        return Err(error(
            ErrorKind::ArgumentConflict,
            "--hash counts with the legal generator: it cannot be used with --mode pseudo".into(),
        ));
    }
    let threads = usize::from(args.threads);
    (0..threads)
        .map(|_| table_buffer((mb << 20) / threads))
        .collect()
}

/// An error of the command line's values: clap prints it with the usage and exits with
/// status 2.
fn error(kind: ErrorKind, message: String) -> clap::Error {
    Args::command().error(kind, message)
}

fn main() -> ExitCode {
    let args = Args::parse();
    let result = table_buffers(&args).and_then(|mut buffers| {
        let mut tables: Vec<PerftTable> = buffers
            .iter_mut()
            .map(|buffer| PerftTable::new(buffer).expect("a buffer has at least 2 entries"))
            .collect();
        match &args.epd {
            Some(file) => check_epd(file, args.max_depth.unwrap_or(u32::MAX), &args, &mut tables),
            None => count(
                &args.fen.join(" "),
                args.depth.unwrap_or(0),
                &args,
                &mut tables,
            ),
        }
    });
    result.unwrap_or_else(|e| e.exit())
}

fn count(
    fen: &str,
    depth: u32,
    args: &Args,
    tables: &mut [PerftTable],
) -> Result<ExitCode, clap::Error> {
    let board: Board = fen
        .parse()
        .map_err(|e| error(ErrorKind::ValueValidation, format!("bad FEN {fen:?}: {e}")))?;
    let start = Instant::now();
    let nodes = if args.divide {
        let line = |mv: Move, n| println!("{}: {n}", board.to_uci(mv));
        let nodes = match args.mode {
            Mode::Legal => board.divide(depth, line),
            Mode::Pseudo => board.divide_pseudo(depth, line),
        };
        println!();
        nodes
    } else {
        perft_on(args.threads, tables, &board, depth, args.mode)
    };
    let (seconds, mnps) = speed(nodes, start);
    println!("Nodes searched: {nodes}");
    eprintln!("time {seconds:.3} s, {mnps:.1} Mnps");
    Ok(ExitCode::SUCCESS)
}

fn check_epd(
    file: &Path,
    max_depth: u32,
    args: &Args,
    tables: &mut [PerftTable],
) -> Result<ExitCode, clap::Error> {
    let name = file.display();
    let text = std::fs::read_to_string(file)
        .map_err(|e| error(ErrorKind::Io, format!("cannot read {name}: {e}")))?;
    // Every line is read and checked before anything is counted, so that a bad line
    // is reported at once, not after the lines before it have been counted.
    let mut lines = Vec::new();
    for line in epd::lines(&text) {
        let (number, fen) = (line.number, line.fen);
        let invalid = |what: String| {
            error(
                ErrorKind::ValueValidation,
                format!("{name}:{number}: {what}"),
            )
        };
        let board: Board = fen
            .parse()
            .map_err(|e| invalid(format!("bad FEN {fen:?}: {e}")))?;
        let mut counts = Vec::new();
        for entry in line.entries() {
            let (depth, expected) =
                entry.map_err(|bad| invalid(format!("bad count {bad:?}: expected `Dn count`")))?;
            if depth > MAX_DEPTH {
                return Err(invalid(format!(
                    "depth {depth} of \"D{depth} {expected}\" is more than {MAX_DEPTH}"
                )));
            }
            counts.push((depth, expected));
        }
        lines.push((number, fen, board, counts));
    }
    let start = Instant::now();
    let (mut passed, mut failed) = (0u32, 0u32);
    let mut nodes = 0u64;
    for (number, fen, board, counts) in lines {
        for (depth, expected) in counts {
            if depth > max_depth {
                continue;
            }
            let got = perft_on(args.threads, tables, &board, depth, args.mode);
            nodes += got;
            if got == expected {
                passed += 1;
            } else {
                failed += 1;
                println!("{name}:{number}: {fen} depth {depth}: expected {expected}, got {got}");
            }
        }
    }
    let (seconds, mnps) = speed(nodes, start);
    println!("{passed} passed, {failed} failed");
    eprintln!("{nodes} nodes in {seconds:.1} s, {mnps:.1} Mnps");
    Ok(if failed == 0 {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    })
}
