//! The `movegen` command (`movegen-cli`) as a library: every command's module, called by
//! two thin programs, `movegen` (`src/main.rs`, [`movegen()`]) and `movegen-perftree`
//! (`src/perftree_main.rs`, [`movegen_perftree()`]), so that both run the same code.
//! `cargo install movegen-cli`, then `movegen --help`. The EPD reader of `perft --epd`
//! is the `movegen-epd` crate.

#![deny(missing_docs)]

use std::process::ExitCode;

use clap::error::ErrorKind;

mod command;
mod count;
mod keys;
mod merge;
mod merge_set;
mod merge_two;
mod perft;
mod perftree;
mod position;
mod progress;
mod result_file;
mod setup;
mod split;
mod unit;
mod unit_file;

/// Runs the `movegen` command on the process's arguments; its exit status.
pub fn movegen() -> ExitCode {
    command::main()
}

/// Runs `movegen-perftree DEPTH FEN [MOVES]` (`movegen perftree` as a program of its
/// own) on the process's arguments; its exit status.
pub fn movegen_perftree() -> ExitCode {
    perftree::main()
}

/// The program running, whose usage an error of the values given is shown with.
#[derive(Clone, Copy)]
pub(crate) enum Program {
    /// `movegen` and its subcommands.
    Movegen,
    /// `movegen-perftree`.
    Perftree,
}

impl Program {
    /// An error of the values given to `subcommand` (of `movegen`): clap prints it with
    /// the program's (or the subcommand's) usage and exits with status 2.
    pub(crate) fn usage_error(
        self,
        subcommand: &str,
        kind: ErrorKind,
        message: String,
    ) -> clap::Error {
        match self {
            Program::Movegen => command::usage_error(subcommand, kind, message),
            Program::Perftree => perftree::usage_error(kind, message),
        }
    }
}

/// An error of the values given to `subcommand` of `movegen`: clap prints it with the
/// subcommand's usage and exits with status 2.
pub(crate) fn usage_error(subcommand: &str, kind: ErrorKind, message: String) -> clap::Error {
    Program::Movegen.usage_error(subcommand, kind, message)
}
