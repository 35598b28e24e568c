//! `movegen-perftree DEPTH FEN [MOVES]`: `movegen perftree` as a program of its own, so
//! that perftree (agausmann/perftree), which runs its program by name without a shell,
//! takes it as it is: `perftree movegen-perftree` (the library's
//! [`movegen_perftree`](movegen_cli::movegen_perftree)).

use std::process::ExitCode;

fn main() -> ExitCode {
    movegen_cli::movegen_perftree()
}
