//! What the fuzz targets share: the input read a byte at a time ([`Input`]), the
//! positions of the suites ([`suite_fens`]), and shakmaty's view of a board and of its
//! moves ([`shakmaty_position`], [`castling_mode`], [`shakmaty_move`]).

use std::sync::OnceLock;

use movegen::{Board, Encoding, START_FEN};
use movegen_workloads::{CHESS960, EDGE_CASES, STANDARD, epd};
use shakmaty::fen::Fen;
use shakmaty::uci::UciMove;
use shakmaty::{CastlingMode, Chess, PositionError};

/// The fuzzer's bytes, taken from the front one at a time; 0 once they run out, so that
/// every input, however short, means something.
pub struct Input<'a>(pub &'a [u8]);

impl<'a> Input<'a> {
    /// The next byte (0 when none is left).
    pub fn byte(&mut self) -> u8 {
        match self.0.split_first() {
            Some((&b, rest)) => {
                self.0 = rest;
                b
            }
            None => 0,
        }
    }

    /// The bytes not taken yet.
    pub fn rest(self) -> &'a [u8] {
        self.0
    }
}

/// The standard start position, then every FEN of the three suites (standard, edge
/// cases, Chess960) in order: the positions a target can pick by index.
pub fn suite_fens() -> &'static [&'static str] {
    static FENS: OnceLock<Vec<&'static str>> = OnceLock::new();
    FENS.get_or_init(|| {
        let mut fens = vec![START_FEN];
        for suite in [STANDARD, EDGE_CASES, CHESS960] {
            fens.extend(epd::fens(suite));
        }
        fens
    })
}

/// The castling mode in which shakmaty sees `board`: Chess960 (castling written king
/// takes rook) when the board writes it so, standard otherwise.
pub fn castling_mode(board: &Board) -> CastlingMode {
    CastlingMode::from_chess960(board.chess960())
}

/// Shakmaty's position for `fen`, a FEN that both readers must accept (a suite line or
/// a start position). Line 51 of the standard suite has two checkers on one diagonal,
/// which shakmaty calls an impossible check and our board accepts: that is let through.
pub fn shakmaty_position(fen: &str, mode: CastlingMode) -> Chess {
    let parsed: Fen = fen
        .parse()
        .unwrap_or_else(|e| panic!("shakmaty: {fen}: {e}"));
    parsed
        .into_position(mode)
        .or_else(PositionError::ignore_impossible_check)
        .unwrap_or_else(|e| panic!("shakmaty: {fen}: {e}"))
}

/// Shakmaty's move for `mv`, a legal move of `board`, through the board's UCI text;
/// panics when shakmaty does not find it legal in `pos`, the same position.
pub fn shakmaty_move<E: Encoding>(board: &Board, pos: &Chess, mv: E) -> shakmaty::Move {
    let uci = board.to_uci(mv).to_string();
    uci.parse::<UciMove>()
        .unwrap_or_else(|e| panic!("shakmaty cannot read {uci}: {e}"))
        .to_move(pos)
        .unwrap_or_else(|e| panic!("shakmaty: {uci} is not legal in {board}: {e}"))
}
