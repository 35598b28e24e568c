//! `movegen`: perft and positions from the command line (the library's
//! [`movegen`](movegen_cli::movegen)).
//!
//! ```text
//! movegen perft [--mode legal|pseudo] [--divide] [--threads N] [--hash MB] [--depths] FEN|startpos DEPTH [moves M...]
//! movegen perft [--mode legal|pseudo] [--threads N] [--hash MB] --epd FILE [--max-depth D]
//! movegen perftree DEPTH FEN [MOVES]
//! movegen position FEN|startpos [moves M...]
//! movegen split FEN|startpos DEPTH --at K --units N --out DIR [--force]
//! movegen unit DIR/unit-NNNN.txt [--threads N] [--hash MB]
//! movegen merge DIR [--verify P]
//! ```
//!
//! Bad input (a FEN, a depth, a move, a file, an option) prints what is wrong and exits
//! with status 2 (clap's usage-error status); a failed count of an EPD file, and a merge
//! with a unit's result missing or wrong, exit 1.

use std::process::ExitCode;

fn main() -> ExitCode {
    movegen_cli::movegen()
}
