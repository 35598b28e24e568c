//! [`Board::parse_move`], which finds the position's move that UCI text names, and
//! [`Board::to_uci`], the text of a position's move (castling in the board's mode). The
//! text alone is [`UciMove`], in `types/uci_move.rs`.

use crate::board::Board;
use crate::encoding::Encoding;
use crate::move_list::MoveList;
use crate::types::{ParseMoveError, Piece, UciMove};

impl Board {
    /// Reads a UCI move (`e2e4`, `e7e8q`; castling as the king's move `e1g1` or as
    /// king takes rook `e1h1`, in either mode) and returns it as this position's legal
    /// move, with every field its encoding carries. When the king's-move form of a
    /// Chess960 castling is also an ordinary king move (`f1g1` with the king on f1),
    /// it is the ordinary move: write castling king-takes-rook there.
    ///
    /// ```
    /// use movegen::{Board, Move, ParseMoveError};
    /// let board = Board::default();
    /// assert!(board.parse_move::<Move>("g1f3").is_ok());
    /// assert_eq!(board.parse_move::<Move>("e2e5"), Err(ParseMoveError::Illegal));
    /// assert_eq!(board.parse_move::<Move>("e2"), Err(ParseMoveError::Length));
    /// ```
    pub fn parse_move<E: Encoding>(&self, uci: &str) -> Result<E, ParseMoveError> {
        let wanted: UciMove = uci.parse()?;
        let mut list = MoveList::<E>::new();
        self.legal_moves(&mut list);
        let promotion = wanted.promotion.kind();
        let ordinary = list.iter().copied().find(|mv| {
            !mv.is_castle()
                && mv.from() == wanted.from
                && mv.to() == wanted.to
                && mv.promotion() == promotion
        });
        let castle = || {
            list.iter().copied().find(|mv| {
                mv.is_castle()
                    && promotion.is_none()
                    && mv.from() == wanted.from
                    && (mv.to() == wanted.to || self.castling_rook_square(mv.to()) == wanted.to)
            })
        };
        ordinary.or_else(castle).ok_or(ParseMoveError::Illegal)
    }

    /// The UCI text of `mv`, a move of this position: castling as king takes rook
    /// (`e1h1`) in Chess960 mode ([`Board::chess960`]) and as the king's move (`e1g1`)
    /// otherwise (but king takes rook when the king does not move, which the king's
    /// move could not say).
    ///
    /// ```
    /// use movegen::{Board, Move};
    /// let mut board: Board = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1".parse().unwrap();
    /// let castle: Move = board.parse_move("e1g1").unwrap();
    /// assert_eq!(board.to_uci(castle).to_string(), "e1g1");
    /// board.set_chess960(true);
    /// assert_eq!(board.to_uci(castle).to_string(), "e1h1");
    /// assert_eq!(board.parse_move::<Move>("e1h1"), Ok(castle));
    /// ```
    pub fn to_uci<E: Encoding>(&self, mv: E) -> UciMove {
        let (from, mut to) = (mv.from(), mv.to());
        if mv.is_castle() && (self.chess960() || from == to) {
            to = self.castling_rook_square(to);
        }
        let promotion = match mv.promotion() {
            Some(kind) => Piece::new(self.side_to_move(), kind),
            None => Piece::EMPTY,
        };
        UciMove {
            from,
            to,
            promotion,
        }
    }
}
