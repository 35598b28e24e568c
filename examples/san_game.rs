//! Plays a game from SAN: each move read against the position (`Nf3`, `exd5`, `O-O`,
//! `e8=Q+`), played on a `Game` (which remembers the moves, for threefold repetition),
//! and shown in UCI; then the final position, its Polyglot key and the game's state.
//!
//! ```text
//! cargo run --example san_game -- [SAN...]
//! cargo run --example san_game -- e4 e5 Qh5 Nc6 Bc4 Nf6 Qxf7#
//! ```
//!
//! Copy it into a crate of your own with `movegen` as its dependency.

use movegen::Game;

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let mut moves: Vec<String> = std::env::args().skip(1).collect();
    if moves.is_empty() {
        // The scholar's mate.
        moves = ["e4", "e5", "Qh5", "Nc6", "Bc4", "Nf6", "Qxf7#"]
            .map(String::from)
            .into();
    }
    let mut game = Game::default();
    for (ply, san) in moves.iter().enumerate() {
        // parse_san checks the move against the position: an illegal or ambiguous move
        // is an error that says so.
        let board = game.board();
        let mv = board
            .parse_san(san)
            .map_err(|e| format!("move {} ({san}): {e}", ply + 1))?;
        let uci = board.to_uci(mv);
        // Written back, the move is SAN as a program writes it (with `+` or `#`).
        let written = board.san(mv);
        game.play(mv)?;
        let dots = if ply % 2 == 0 { "." } else { "..." };
        println!("{}{dots} {written} ({uci})", ply / 2 + 1);
    }

    let board = game.board();
    println!("fen: {board}");
    println!("key: {:016x}", board.key());
    println!("check: {}", board.in_check());
    println!("legal moves: {}", board.legal_moves().len());
    // The game's outcome: the position's (checkmate, stalemate, material, fifty moves),
    // then threefold repetition over the moves the game remembers.
    match game.outcome() {
        Some(outcome) => println!("outcome: {}", outcome.as_str()),
        None => println!("outcome: none yet"),
    }
    Ok(())
}
