//! `movegen position`: a FEN, then UCI moves applied to it as the UCI `position`
//! command does, printed as a diagram and these lines:
//!
//! ```text
//! fen: <the FEN>
//! key: <the Polyglot key, 16 lowercase hex digits>
//! check: yes|no
//! outcome: none|checkmate|stalemate|insufficient material|fifty-move rule|threefold repetition
//! moves: <every legal move in SAN, separated by spaces>
//! ```

use std::process::ExitCode;

use clap::error::ErrorKind;
use movegen::{Board, Move, MoveList, Square};

use crate::setup;

/// Shows a position: a diagram, its FEN, key, check, outcome and legal moves
///
/// The FEN (or `startpos`), then UCI moves after the word `moves` applied in order, as
/// the UCI `position` command does. Prints a diagram and the lines `fen:`, `key:`
/// (Polyglot), `check:`, `outcome:` and `moves:` (every legal move in SAN)
#[derive(clap::Args)]
#[command(
    override_usage = "movegen position <FEN>... [moves <MOVE>...]\n       movegen position startpos [moves <MOVE>...]"
)]
pub(crate) struct Args {
    /// The position in FEN (quoted, or its fields as separate words) or `startpos`,
    /// then optionally the word `moves` and UCI moves such as e2e4 or e7e8q
    #[arg(required = true, num_args = 1.., value_name = "FEN")]
    words: Vec<String>,
}

/// The board after the FEN and the moves of `words`.
fn position(words: &[String]) -> Result<Board, String> {
    let (fen, moves) = setup::split_moves(words);
    let mut board = setup::board(fen)?;
    setup::play(&mut board, moves)?;
    Ok(board)
}

/// The board as a diagram: rank 8 first, FEN letters, `.` for an empty square.
fn diagram(board: &Board) -> String {
    let mut out = String::new();
    for rank in (0..8).rev() {
        out.push_str(&format!("{} ", rank + 1));
        for file in 0..8 {
            let piece = board.piece_at(Square::from_coords(file, rank));
            out.push(' ');
            out.push(piece.fen_letter().unwrap_or('.'));
        }
        out.push('\n');
    }
    out.push_str("   a b c d e f g h\n");
    out
}

/// The lines after the diagram: `fen:`, `key:`, `check:`, `outcome:`, `moves:`.
fn report(board: &Board) -> String {
    let mut list = MoveList::<Move>::new();
    board.generate_legal(&mut list);
    let mut moves = String::from("moves:");
    for &mv in list.iter() {
        moves.push(' ');
        moves.push_str(&board.san(mv));
    }
    format!(
        "fen: {board}\nkey: {:016x}\ncheck: {}\noutcome: {}\n{moves}\n",
        board.key(),
        if board.in_check() { "yes" } else { "no" },
        board.outcome().map_or("none", |outcome| outcome.as_str()),
    )
}

/// Runs `movegen position`.
pub(crate) fn run(args: &Args) -> Result<ExitCode, clap::Error> {
    let board = position(&args.words)
        .map_err(|e| crate::usage_error("position", ErrorKind::ValueValidation, e))?;
    print!("{}\n{}", diagram(&board), report(&board));
    Ok(ExitCode::SUCCESS)
}
