//! `movegen unit DIR/UNIT [--threads N --hash MB [--keys SEED]]`: counts one unit of a
//! split count and writes its result file atomically, carrying the unit's checksum and
//! the keys its table was probed with.

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use clap::error::ErrorKind;
use movegen::Board;

use crate::count::{Counter, Job, Mode, count_all, table_buffer};
use crate::keys::{self, KeyArgs};
use crate::perft::{MAX_THREADS, hash_size};
use crate::progress::Progress;
use crate::result_file::UnitResult;
use crate::unit_file::{Unit, fnv1a, result_name, temp_name, write_atomic};

/// Counts one unit of a split (`movegen split`) and writes its result beside it
///
/// The count is the sum over the unit's positions of multiplicity × perft(remaining
/// depth); it is written to unit-NNNN.result (a temporary file renamed), with the
/// unit's checksum and the keys of its table (`none`, `polyglot`, `seed N`), and
/// printed as `Nodes searched: N`. Running it again gives the same file
#[derive(clap::Args)]
pub(crate) struct Args {
    /// The unit file (DIR/unit-NNNN.txt)
    unit: PathBuf,

    /// Count on N threads (1 to 256), which share the unit's positions
    #[arg(long, value_name = "N", default_value_t = 1, value_parser = clap::value_parser!(u16).range(1..=MAX_THREADS))]
    threads: u16,

    #[command(flatten)]
    keys: KeyArgs,

    /// Count with a transposition table of MB mebibytes, shared by every thread
    #[arg(long, value_name = "MB", value_parser = hash_size)]
    hash: Option<usize>,
}

/// How many positions one call of the thread pool counts (a unit's boards are made
/// from their FEN a block at a time).
const BLOCK: usize = 1024;

/// A unit's file read and checked: its name, its text's checksum and the unit. Errors
/// name the file (and the line) for `subcommand`, with exit status 2.
pub(crate) fn read_unit(subcommand: &str, path: &Path) -> Result<(String, u64, Unit), clap::Error> {
    let shown = path.display().to_string();
    let bytes = std::fs::read(path).map_err(|e| {
        crate::usage_error(
            subcommand,
            ErrorKind::Io,
            format!("cannot read {shown}: {e}"),
        )
    })?;
    let bad = |what: String| crate::usage_error(subcommand, ErrorKind::ValueValidation, what);
    let text = String::from_utf8(bytes)
        .map_err(|_| bad(format!("{shown}: the file is not UTF-8 text")))?;
    let unit = Unit::read(&shown, &text).map_err(|e| bad(e.to_string()))?;
    let name = file_name(path);
    Ok((name, fnv1a(text.as_bytes()), unit))
}

/// The last component of `path`, as text.
pub(crate) fn file_name(path: &Path) -> String {
    path.file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default()
}

/// The count of `unit`: the sum of multiplicity × perft(remaining) over its positions,
/// or a message when it overflows 64 bits.
pub(crate) fn count_unit(unit: &Unit, threads: usize, counter: Counter) -> Result<u64, String> {
    let split = match (threads, unit.remaining) {
        (1, _) | (_, 0..=2) => 0,
        (_, 3..=4) => 1,
        _ => 2,
    };
    let mut total: u64 = 0;
    for block in unit.positions.chunks(BLOCK) {
        let jobs: Vec<Job> = block
            .iter()
            .map(|(_, fen)| Job {
                // Read and checked with the file.
                board: fen.parse().unwrap_or_else(|_| Board::default()),
                depth: unit.remaining,
                split,
            })
            .collect();
        let counted = count_all(&jobs, threads, counter, &Progress::new("positions"));
        for ((multiplicity, _), counted) in block.iter().zip(counted) {
            total = multiplicity
                .checked_mul(counted.total)
                .and_then(|n| total.checked_add(n))
                .ok_or("the count overflows 64 bits")?;
        }
    }
    Ok(total)
}

/// Runs `movegen unit`.
pub(crate) fn run(args: &Args) -> Result<ExitCode, clap::Error> {
    let (name, checksum, unit) = read_unit("unit", &args.unit)?;
    let dir = match args.unit.parent() {
        Some(p) if !p.as_os_str().is_empty() => p.to_path_buf(),
        _ => PathBuf::from("."),
    };
    let result = result_name(&name);
    let error = |kind, message| crate::usage_error("unit", kind, message);
    // A temporary file of a killed run goes (it is written again below).
    let _ = std::fs::remove_file(dir.join(temp_name(&result)));
    let buffer = match args.hash {
        Some(mb) => table_buffer(mb).map_err(|e| error(ErrorKind::ValueValidation, e))?,
        None => Vec::new(),
    };
    let key_set = args.keys.key_set(args.hash.is_some());
    let zobrist = key_set.zobrist();
    let counter = Counter {
        mode: Mode::Legal,
        table: keys::table(&buffer, zobrist.as_ref()),
    };
    let nodes = count_unit(&unit, usize::from(args.threads), counter)
        .map_err(|e| error(ErrorKind::ValueValidation, format!("{name}: {e}")))?;
    let text = UnitResult {
        unit: name,
        checksum,
        keys: Some(key_set),
        nodes,
    }
    .to_text();
    write_atomic(&dir, &result, &text).map_err(|e| error(ErrorKind::Io, e))?;
    println!("Nodes searched: {nodes}");
    Ok(ExitCode::SUCCESS)
}
