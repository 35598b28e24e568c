//! `movegen`: perft and positions from the command line (the library's
//! [`movegen`](movegen_cli::movegen)).
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

fn main() -> ExitCode {
    movegen_cli::movegen()
}
