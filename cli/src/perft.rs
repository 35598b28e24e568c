//! `movegen perft`: one count (with `--divide`, `--depths`, played moves), or every
//! count of an EPD file, on a pool of threads with one shared table.

use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::Instant;

use clap::error::ErrorKind;
use movegen::Board;

use crate::count::{Counter, Job, Mode, count_all, table_buffer};
use crate::keys::{self, KeyArgs};
use crate::progress::Progress;
use crate::setup::{self, MAX_DEPTH};

/// The most threads `--threads` takes.
pub(crate) const MAX_THREADS: i64 = 256;

/// Counts perft (the leaves of a position's move tree, to a depth), or checks an EPD file
///
/// The count goes to standard output (`Nodes searched: N`), the time and the speed to
/// standard error. With --epd, every `;Dn count` of every line is checked, each failure
/// is printed, then `N passed, M failed`; the exit status is 1 when anything failed
#[derive(clap::Args)]
#[command(
    allow_negative_numbers = true,
    override_usage = "movegen perft [OPTIONS] <FEN>|startpos <DEPTH> [moves <MOVE>...]\n       \
                      movegen perft [OPTIONS] --epd <FILE> [--max-depth <D>]"
)]
pub(crate) struct Args {
    /// The position in FEN (quoted, or its fields as separate words) or `startpos`, the
    /// depth (0 to 64), then optionally the word `moves` and UCI moves played first
    #[arg(value_name = "FEN DEPTH", conflicts_with = "epd")]
    words: Vec<String>,

    /// Which generator counts
    #[arg(long, value_enum, default_value_t = Mode::Legal)]
    mode: Mode,

    /// Print the count below each root move first (`e2e4: 20`), counted by the
    /// generator of `--mode`
    #[arg(long, conflicts_with = "epd")]
    divide: bool,

    /// Print the count of every depth from 1 to DEPTH, with its time
    #[arg(long, conflicts_with_all = ["epd", "divide"])]
    depths: bool,

    /// Count on N threads (1 to 256), which take the positions two plies below the root
    /// (of every count of an EPD file) from one queue
    #[arg(long, value_name = "N", default_value_t = 1, value_parser = clap::value_parser!(u16).range(1..=MAX_THREADS))]
    threads: u16,

    /// Count with a transposition table of MB mebibytes (the legal perft only), one
    /// table that every thread probes and fills, lock-free: each position's count is
    /// remembered by its Zobrist key and depth
    #[arg(long, value_name = "MB", value_parser = hash_size)]
    hash: Option<usize>,

    #[command(flatten)]
    keys: KeyArgs,

    /// Check every `;Dn count` of every line of an EPD file
    #[arg(long, value_name = "FILE")]
    epd: Option<PathBuf>,

    /// With --epd, check only the depths up to D (default: all)
    #[arg(long, value_name = "D", value_parser = max_depth)]
    max_depth: Option<u32>,
}

/// `--max-depth`: a depth, 0 to [`MAX_DEPTH`].
fn max_depth(text: &str) -> Result<u32, String> {
    match text.parse::<u32>() {
        Ok(d) if d <= MAX_DEPTH => Ok(d),
        _ => Err(format!("expected a whole number from 0 to {MAX_DEPTH}")),
    }
}

/// A table size from the command line, in MiB: at least 1, and no more than the
/// machine's memory (`MemTotal` of `/proc/meminfo`, where there is one).
pub(crate) fn hash_size(text: &str) -> Result<usize, String> {
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

fn error(kind: ErrorKind, message: String) -> clap::Error {
    crate::usage_error("perft", kind, message)
}

/// The seconds since `start`, and the millions of nodes per second.
fn speed(nodes: u64, start: Instant) -> (f64, f64) {
    let seconds = start.elapsed().as_secs_f64();
    (seconds, mnps(nodes, seconds))
}

/// The millions of nodes per second of `nodes` counted in `seconds`.
fn mnps(nodes: u64, seconds: f64) -> f64 {
    nodes as f64 / seconds.max(1e-9) / 1e6
}

/// `--depths`' summary of its counts (each depth's nodes and seconds, in turn): the
/// seconds of all, and the speed of the last depth over its own time (not over the
/// time of every depth, which would understate it).
fn depths_speed(counts: &[(u64, f64)]) -> (f64, f64) {
    let seconds = counts.iter().map(|&(_, s)| s).sum();
    let speed = counts.last().map_or(0.0, |&(nodes, s)| mnps(nodes, s));
    (seconds, speed)
}

/// Runs `movegen perft`.
pub(crate) fn run(args: &Args) -> Result<ExitCode, clap::Error> {
    // Everything is read and checked before the table is made and anything counted.
    if args.max_depth.is_some() && args.epd.is_none() {
        return Err(error(
            ErrorKind::MissingRequiredArgument,
            "--max-depth <D> needs --epd <FILE>".into(),
        ));
    }
    let single = match &args.epd {
        Some(_) => None,
        None => Some(setup::position("perft", &args.words, " (or --epd <FILE>)")?),
    };
    let lines = match &args.epd {
        Some(file) => Some(read_epd(file)?),
        None => None,
    };
    let buffer = match args.hash {
        Some(_) if args.mode == Mode::Pseudo => {
            return Err(error(
                ErrorKind::ArgumentConflict,
                "--hash counts with the legal generator: it cannot be used with --mode pseudo"
                    .into(),
            ));
        }
        Some(mb) => table_buffer(mb).map_err(|e| error(ErrorKind::ValueValidation, e))?,
        None => Vec::new(),
    };
    let zobrist = args.keys.key_set(args.hash.is_some()).zobrist();
    let counter = Counter {
        mode: args.mode,
        table: keys::table(&buffer, zobrist.as_ref()),
    };
    let threads = usize::from(args.threads);
    Ok(match (single, lines) {
        (Some((board, depth)), _) if args.depths => depths(&board, depth, threads, counter),
        (Some((board, depth)), _) => one(&board, depth, args.divide, threads, counter),
        (None, Some((name, lines))) => {
            let max = args.max_depth.unwrap_or(u32::MAX);
            check(&name, lines, max, threads, counter)
        }
        (None, None) => ExitCode::SUCCESS,
    })
}

/// How far below the root a count on `threads` threads is cut: two plies when several
/// threads share it (every thread busy to the end), one otherwise (for the progress and
/// `--divide`).
fn split(threads: usize) -> u32 {
    if threads > 1 { 2 } else { 1 }
}

/// One count: `--divide`'s lines, then `Nodes searched: N`.
fn one(board: &Board, depth: u32, divide: bool, threads: usize, counter: Counter) -> ExitCode {
    let start = Instant::now();
    let job = Job {
        board: *board,
        depth,
        split: split(threads),
    };
    let counted = count_all(&[job], threads, counter, &Progress::new("root moves"));
    let (seconds, mnps) = speed(counted[0].total, start);
    let mut out = String::new();
    if divide {
        for &(mv, nodes) in &counted[0].roots {
            out.push_str(&format!("{}: {nodes}\n", board.to_uci(mv)));
        }
        out.push('\n');
    }
    out.push_str(&format!("Nodes searched: {}\n", counted[0].total));
    print!("{out}");
    eprintln!("time {seconds:.3} s, {mnps:.1} Mnps");
    ExitCode::SUCCESS
}

/// `--depths`: every depth from 1 to `depth` in turn, with the same table.
fn depths(board: &Board, depth: u32, threads: usize, counter: Counter) -> ExitCode {
    let mut nodes = if depth == 0 { 1 } else { 0 };
    let mut counts = Vec::new();
    for d in 1..=depth {
        let at = Instant::now();
        let job = Job {
            board: *board,
            depth: d,
            split: split(threads),
        };
        nodes = count_all(&[job], threads, counter, &Progress::new("root moves"))[0].total;
        let seconds = at.elapsed().as_secs_f64();
        println!("depth {d}: {nodes} ({seconds:.3} s)");
        counts.push((nodes, seconds));
    }
    let (seconds, mnps) = depths_speed(&counts);
    println!("Nodes searched: {nodes}");
    eprintln!("time {seconds:.3} s, {mnps:.1} Mnps");
    ExitCode::SUCCESS
}

/// One line of an EPD file, read and checked: its number, FEN, board and counts.
struct EpdLine {
    number: usize,
    fen: String,
    board: Board,
    counts: Vec<(u32, u64)>,
}

/// Every line of an EPD file, each checked (a bad FEN, an entry that is not `Dn count`,
/// a depth over [`MAX_DEPTH`]: an error naming the file and line).
fn read_epd(file: &Path) -> Result<(String, Vec<EpdLine>), clap::Error> {
    let name = file.display().to_string();
    let text = std::fs::read_to_string(file)
        .map_err(|e| error(ErrorKind::Io, format!("cannot read {name}: {e}")))?;
    let mut lines = Vec::new();
    for line in movegen_epd::lines(&text) {
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
        lines.push(EpdLine {
            number,
            fen: fen.to_string(),
            board,
            counts,
        });
    }
    Ok((name, lines))
}

/// `--epd`: every count up to `max_depth` of every line, on one pool of threads; each
/// failure printed, then `N passed, M failed`.
fn check(
    name: &str,
    lines: Vec<EpdLine>,
    max_depth: u32,
    threads: usize,
    counter: Counter,
) -> ExitCode {
    let start = Instant::now();
    let mut wanted = Vec::new();
    let mut jobs = Vec::new();
    for line in &lines {
        for &(depth, expected) in line.counts.iter().filter(|&&(d, _)| d <= max_depth) {
            // Small counts whole, larger ones cut so that the threads share them.
            let split = match (threads, depth) {
                (1, _) | (_, 0..=2) => 0,
                (_, 3..=4) => 1,
                _ => 2,
            };
            wanted.push((line, depth, expected));
            jobs.push(Job {
                board: line.board,
                depth,
                split,
            });
        }
    }
    let counted = count_all(&jobs, threads, counter, &Progress::new("counts"));
    let (mut passed, mut failed, mut nodes) = (0u32, 0u32, 0u64);
    let mut out = String::new();
    for ((line, depth, expected), got) in wanted.into_iter().zip(counted) {
        let got = got.total;
        nodes += got;
        if got == expected {
            passed += 1;
        } else {
            failed += 1;
            out.push_str(&format!(
                "{name}:{}: {} depth {depth}: expected {expected}, got {got}\n",
                line.number, line.fen
            ));
        }
    }
    let (seconds, mnps) = speed(nodes, start);
    println!("{out}{passed} passed, {failed} failed");
    eprintln!("{nodes} nodes in {seconds:.1} s, {mnps:.1} Mnps");
    if failed == 0 {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}

#[cfg(test)]
mod tests {
    use super::depths_speed;

    #[test]
    fn depths_speed_is_the_last_depths_own() {
        // 20 and 400 nodes in a second each, then 8,902 in 2 s: 4,451 nodes a second,
        // not 8,902 over the 4 s of all three.
        let (seconds, mnps) = depths_speed(&[(20, 1.0), (400, 1.0), (8902, 2.0)]);
        assert_eq!(seconds, 4.0);
        assert_eq!(mnps, 4451.0 / 1e6);
        assert_eq!(depths_speed(&[]), (0.0, 0.0));
    }
}
