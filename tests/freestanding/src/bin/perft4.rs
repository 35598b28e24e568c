//! Perft of the start position to depth 4 in a program with no std, no allocator and no
//! C runtime. Exits with status 0 when the count is 197281, 1 otherwise, after printing
//! `perft 4 = N (sliders STRATEGY)`.
//!
//! `PERFT4_EXPECTED=N` at build time replaces the expected count, so that a test can
//! build it expecting a wrong number and see it exit 1.

#![no_std]
#![no_main]

#[path = "../rt.rs"]
mod rt;

use movegen::Board;

const DEPTH: u32 = 4;
const EXPECTED: u64 = match option_env!("PERFT4_EXPECTED") {
    Some(text) => parse_u64(text),
    None => 197_281,
};

/// A decimal number, at compile time.
const fn parse_u64(text: &str) -> u64 {
    let bytes = text.as_bytes();
    assert!(!bytes.is_empty(), "PERFT4_EXPECTED is empty");
    let mut n = 0u64;
    let mut i = 0;
    while i < bytes.len() {
        assert!(bytes[i].is_ascii_digit(), "PERFT4_EXPECTED is not a number");
        n = n * 10 + (bytes[i] - b'0') as u64;
        i += 1;
    }
    n
}

fn main() -> i32 {
    let nodes = Board::default().perft(DEPTH);
    rt::print(b"perft 4 = ");
    rt::print_u64(nodes);
    rt::print(b" (sliders ");
    rt::print(movegen::tables::SLIDERS.as_bytes());
    rt::print(b")\n");
    if nodes == EXPECTED { 0 } else { 1 }
}
