//! `movegen perftree DEPTH FEN [MOVES]`: the script protocol of perftree
//! (agausmann/perftree), which runs `SCRIPT DEPTH "FEN" "MOVES"` and reads one
//! `move count` line per root move, a blank line and the total; as `movegen perftree`
//! and as the program `movegen-perftree`.

use std::process::ExitCode;

use clap::error::ErrorKind;
use clap::{CommandFactory, Parser};

use crate::Program;
use crate::count::{Counter, Job, Mode, count_all};
use crate::progress::Progress;
use crate::setup;

/// Counts for perftree: a `move count` line per root move, a blank line, the total
///
/// perftree (agausmann/perftree) runs its program as `PROGRAM DEPTH FEN [MOVES]`, by
/// name and without a shell: `perftree movegen-perftree` (installed with `movegen`)
#[derive(clap::Args)]
#[command(allow_negative_numbers = true)]
pub(crate) struct Args {
    /// The depth, 0 to 64
    depth: String,

    /// The position in FEN (one argument) or `startpos`
    fen: String,

    /// UCI moves to play first, in one argument separated by spaces (may be empty)
    #[arg(default_value = "")]
    moves: String,
}

/// Counts for perftree: a `move count` line per root move, a blank line, the total
// (the program's `--help`; its arguments are `movegen perftree`'s).
#[derive(Parser)]
#[command(name = "movegen-perftree", version)]
struct Standalone {
    #[command(flatten)]
    args: Args,
}

/// An error of the values given to `movegen-perftree`: clap prints it with the
/// program's usage and exits with status 2.
pub(crate) fn usage_error(kind: ErrorKind, message: String) -> clap::Error {
    let mut command = Standalone::command();
    command.build();
    command.error(kind, message)
}

/// Runs the program `movegen-perftree` on the process's arguments.
pub(crate) fn main() -> ExitCode {
    run(&Standalone::parse().args, Program::Perftree).unwrap_or_else(|e| e.exit())
}

/// Runs `movegen perftree` (or `movegen-perftree`: `program`).
pub(crate) fn run(args: &Args, program: Program) -> Result<ExitCode, clap::Error> {
    let invalid =
        |message: String| program.usage_error("perftree", ErrorKind::ValueValidation, message);
    let depth = setup::depth(&args.depth).map_err(invalid)?;
    let words: Vec<String> = movegen::text::words(&args.fen).map(String::from).collect();
    let board = setup::board(&words).map_err(|e| match words.is_empty() {
        true => invalid("no FEN: expected a FEN or `startpos`".into()),
        false => invalid(e),
    })?;
    let moves: Vec<&str> = movegen::text::words(&args.moves).collect();
    let board = *setup::play(board, &moves).map_err(invalid)?.board();
    let job = Job {
        board,
        depth,
        split: 1,
    };
    let counter = Counter {
        mode: Mode::Legal,
        table: None,
    };
    let counted = &count_all(&[job], 1, counter, &Progress::new("root moves"))[0];
    let mut out = String::new();
    for &(mv, nodes) in &counted.roots {
        out.push_str(&format!("{} {nodes}\n", board.to_uci(mv)));
    }
    out.push_str(&format!("\n{}\n", counted.total));
    print!("{out}");
    Ok(ExitCode::SUCCESS)
}
