//! `movegen-perftree DEPTH FEN [MOVES]`: `movegen perftree` as a program of its own, so
//! that perftree (agausmann/perftree), which runs its program by name without a shell,
//! takes it as it is: `perftree movegen-perftree`.

use std::process::ExitCode;

use clap::error::ErrorKind;
use clap::{CommandFactory, Parser};

// The `movegen` command's modules, of which this program uses the perftree part.
#[allow(dead_code)]
mod count;
#[allow(dead_code)]
mod perftree;
#[allow(dead_code)]
mod progress;
#[allow(dead_code)]
mod setup;

/// Counts for perftree: a `move count` line per root move, a blank line, the total
#[derive(Parser)]
#[command(name = "movegen-perftree", version)]
struct Cli {
    #[command(flatten)]
    args: perftree::Args,
}

/// An error of the values given: clap prints it with the usage and exits with status 2.
pub(crate) fn usage_error(_subcommand: &str, kind: ErrorKind, message: String) -> clap::Error {
    let mut command = Cli::command();
    command.build();
    command.error(kind, message)
}

fn main() -> ExitCode {
    perftree::run(&Cli::parse().args).unwrap_or_else(|e| e.exit())
}
