//! `movegen position`: a FEN, then UCI moves applied to it as the UCI `position`
//! command does, printed as a diagram and these lines:
//!
//! ```text
//! fen: <the FEN>
//! key: <the position's key (Board::key), 16 lowercase hex digits>
//! check: yes|no
//! outcome: none|checkmate|stalemate|insufficient material|75-move rule|fivefold repetition|fifty-move rule|threefold repetition
//! moves: <every legal move in SAN, separated by spaces>
//! ```

use std::process::ExitCode;

use clap::error::ErrorKind;
use movegen::{Board, File, Game, Piece, Rank, Square};

use crate::setup;

/// Shows a position: a diagram, its FEN, key, check, outcome and legal moves
///
/// The FEN (or `startpos`), then UCI moves after the word `moves` applied in order, as
/// the UCI `position` command does. Prints a diagram and the lines `fen:`, `key:`
/// (the position's, Polyglot's for a standard position), `check:`, `outcome:` and
/// `moves:` (every legal move in SAN)
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

/// The game after the FEN and the moves of `words`.
fn position(words: &[String]) -> Result<Game, String> {
    let (fen, moves) = setup::split_moves(words);
    let board = setup::board(fen)?;
    setup::play(board, moves)
}

/// The board as a diagram: rank 8 first, FEN letters, `.` for an empty square.
fn diagram(board: &Board) -> String {
    let mut out = String::new();
    for rank in Rank::ALL.into_iter().rev() {
        out.push_str(&format!("{rank} "));
        for file in File::ALL {
            let piece = board.piece_at(Square::at(file, rank));
            out.push(' ');
            out.push(piece.and_then(Piece::fen_letter).unwrap_or('.'));
        }
        out.push('\n');
    }
    out.push_str("   a b c d e f g h\n");
    out
}

/// The lines after the diagram: `fen:`, `key:`, `check:`, `outcome:`, `moves:`.
fn report(game: &Game) -> String {
    let board = game.board();
    let mut moves = String::from("moves:");
    for mv in board.legal_moves() {
        moves.push(' ');
        moves.push_str(&board.san(mv));
    }
    format!(
        "fen: {board}\nkey: {:016x}\ncheck: {}\noutcome: {}\n{moves}\n",
        board.key(),
        if board.in_check() { "yes" } else { "no" },
        game.outcome().map_or("none", |outcome| outcome.as_str()),
    )
}

/// Runs `movegen position`.
pub(crate) fn run(args: &Args) -> Result<ExitCode, clap::Error> {
    let game = position(&args.words)
        .map_err(|e| crate::usage_error("position", ErrorKind::ValueValidation, e))?;
    print!("{}\n{}", diagram(game.board()), report(&game));
    Ok(ExitCode::SUCCESS)
}
