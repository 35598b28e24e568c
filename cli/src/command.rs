//! The `movegen` command's arguments and subcommands: perft and positions from the
//! command line.
//!
//! ```text
//! movegen perft [--mode legal|pseudo] [--divide] [--threads N] [--hash MB [--keys SEED]] [--depths] FEN|startpos DEPTH [moves M...]
//! movegen perft [--mode legal|pseudo] [--threads N] [--hash MB [--keys SEED]] --epd FILE [--max-depth D]
//! movegen perftree DEPTH FEN [MOVES]
//! movegen position FEN|startpos [moves M...]
//! movegen split FEN|startpos DEPTH --at K --units N --out DIR [--force]
//! movegen unit DIR/unit-NNNN.txt [--threads N] [--hash MB [--keys SEED]]
//! movegen merge DIR [DIR_B] [--verify P]
//! ```
//!
//! Bad input (a FEN, a depth, a move, a file, an option) prints what is wrong and exits
//! with status 2 (clap's usage-error status); a failed count of an EPD file, a merge
//! with a unit's result missing or wrong, and two result sets that disagree, exit 1.

use std::process::ExitCode;

use clap::error::ErrorKind;
use clap::{CommandFactory, Parser, Subcommand};

use crate::{Program, merge, perft, perftree, position, split, unit};

/// Counts perft (the leaf nodes of the move tree of a position, to a depth), checks EPD
/// suites, answers perftree, and shows positions.
#[derive(Parser)]
#[command(name = "movegen", version, propagate_version = true)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    Perft(perft::Args),
    Perftree(perftree::Args),
    Position(position::Args),
    Split(split::Args),
    Unit(unit::Args),
    Merge(merge::Args),
}

/// An error of the values given to `subcommand`: clap prints it with the subcommand's
/// usage and exits with status 2.
pub(crate) fn usage_error(subcommand: &str, kind: ErrorKind, message: String) -> clap::Error {
    let mut command = Cli::command();
    command.build();
    match command.find_subcommand_mut(subcommand) {
        Some(sub) => sub.error(kind, message),
        None => command.error(kind, message),
    }
}

/// Runs the command on the process's arguments.
pub(crate) fn main() -> ExitCode {
    let result = match Cli::parse().command {
        Command::Perft(args) => perft::run(&args),
        Command::Perftree(args) => perftree::run(&args, Program::Movegen),
        Command::Position(args) => position::run(&args),
        Command::Split(args) => split::run(&args),
        Command::Unit(args) => unit::run(&args),
        Command::Merge(args) => merge::run(&args),
    };
    result.unwrap_or_else(|e| e.exit())
}
