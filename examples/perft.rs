//! Perft with the library: the leaf count of a position's move tree to a depth, the
//! count below each root move, and the same count with a transposition table.
//!
//! ```text
//! cargo run --release --example perft -- [FEN|startpos] [DEPTH]
//! cargo run --release --example perft -- startpos 6
//! ```
//!
//! Copy it into a crate of your own with `movegen` as its dependency. The `movegen`
//! command (`cargo install movegen-cli`) does the same with threads, EPD files and
//! perftree's protocol.

use std::time::Instant;

use movegen::{Board, PerftEntry, PerftTable, START_FEN};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let mut args = std::env::args().skip(1);
    let fen = match args.next() {
        Some(fen) if fen != "startpos" => fen,
        _ => START_FEN.to_string(),
    };
    let depth: u32 = args.next().map_or(Ok(5), |d| d.parse())?;
    let board = Board::from_fen(&fen)?;

    // The count below each root move, in UCI (Chess960 castling as king takes rook).
    let start = Instant::now();
    let total = board.divide(depth, |mv, nodes| {
        println!("{}: {nodes}", board.to_uci(mv));
    });
    println!("\nNodes searched: {total}");
    report("divide", total, start);

    // The same count in one call: the legal generator with bulk counting.
    let start = Instant::now();
    let nodes = board.perft(depth);
    assert_eq!(nodes, total);
    report("perft", nodes, start);

    // With a transposition table over a buffer of ours (64 MiB here): each position's
    // count is remembered by its Zobrist key and depth. The library never allocates.
    let mut buffer = vec![PerftEntry::EMPTY; (64 << 20) / PerftEntry::BYTES];
    let mut table = PerftTable::new(&mut buffer)?;
    let start = Instant::now();
    let hashed = board.perft_hashed(depth, &mut table);
    assert_eq!(hashed, total);
    report("perft_hashed", hashed, start);
    Ok(())
}

/// The time a count took and its speed, on standard error.
fn report(what: &str, nodes: u64, start: Instant) {
    let seconds = start.elapsed().as_secs_f64();
    let mnps = nodes as f64 / seconds.max(1e-9) / 1e6;
    eprintln!("{what}: {seconds:.3} s, {mnps:.1} Mnps");
}
