//! A board, a FEN and a move as shakmaty sees them: the one conversion, for the tests
//! and the fuzz targets that compare with it.

use movegen::{Board, Encoding};
use shakmaty::fen::Fen;
use shakmaty::uci::UciMove;
use shakmaty::{CastlingMode, Chess, EnPassantMode, PositionError};

/// The castling mode in which shakmaty sees `board`: Chess960 (castling written king
/// takes rook) when the board writes it so, standard otherwise.
pub fn castling_mode(board: &Board) -> CastlingMode {
    CastlingMode::from_chess960(board.chess960())
}

/// Shakmaty's position for `fen`, a FEN that both readers must accept (a suite line or
/// a start position). Line 51 of the standard suite has two bishops giving check along
/// one diagonal, which shakmaty calls an impossible check and our board accepts (the
/// suite counts it): that is let through.
pub fn position(fen: &str, mode: CastlingMode) -> Chess {
    let parsed: Fen = fen
        .parse()
        .unwrap_or_else(|e| panic!("shakmaty: {fen}: {e}"));
    parsed
        .into_position(mode)
        .or_else(PositionError::ignore_impossible_check)
        .unwrap_or_else(|e| panic!("shakmaty: {fen}: {e}"))
}

/// Shakmaty's FEN of `pos`. `EnPassantMode::Always` writes the en-passant square after
/// every double pawn push, the convention our board follows (plain FEN, not X-FEN); the
/// default `Legal` mode would write it only when an en-passant capture is legal. With
/// that mode every field compares: placement, side, castling (`KQkq` in standard mode),
/// en passant, halfmove clock and fullmove number.
pub fn fen(pos: &Chess) -> String {
    Fen::from_position(pos, EnPassantMode::Always).to_string()
}

/// Shakmaty's move for `mv`, a legal move of `board`, through the board's UCI text;
/// panics when shakmaty does not find it legal in `pos`, the same position.
pub fn to_move<E: Encoding>(board: &Board, pos: &Chess, mv: E) -> shakmaty::Move {
    let uci = board.to_uci(mv).to_string();
    uci.parse::<UciMove>()
        .unwrap_or_else(|e| panic!("shakmaty cannot read {uci}: {e}"))
        .to_move(pos)
        .unwrap_or_else(|e| panic!("shakmaty: {uci} is not legal in {board}: {e}"))
}

/// Shakmaty's position for `fen` when shakmaty reads one, accepting, as our board
/// does, checks that no game can reach and more material than a game can have: for
/// the property tests' arbitrary boards and the unusual set-ups of the FEN tests.
pub fn lenient_position(fen: &str, mode: CastlingMode) -> Option<Chess> {
    let parsed: Fen = fen.parse().ok()?;
    parsed
        .into_position(mode)
        .or_else(PositionError::ignore_impossible_check)
        .or_else(PositionError::ignore_too_much_material)
        .ok()
}
