//! [`Board::parse_move`], which finds the position's move that UCI text names, and
//! [`Board::to_uci`], the text of a position's move (castling in the board's mode). The
//! text alone is [`UciMove`], in `types/uci_move.rs`.

use crate::Move;
use crate::board::Board;
use crate::encoding::Encoding;
use crate::move_list::MoveList;
use crate::types::{ParseMoveError, UciMove};

impl Board {
    /// Reads a UCI move (`e2e4`, `e7e8q`; castling as the king's move `e1g1` or as
    /// king takes rook `e1h1`, in either mode) and returns it as this position's legal
    /// move, with every field its encoding carries. When the king's-move form of a
    /// Chess960 castling is also an ordinary king move (`f1g1` with the king on f1),
    /// it is the ordinary move: write castling king-takes-rook there.
    ///
    /// # Errors
    ///
    /// [`ParseMoveError`] names what is wrong with the text, or
    /// [`ParseMoveError::Illegal`] when it names no legal move of this position.
    ///
    /// ```
    /// use movegen::{Board, ParseMoveError};
    /// let board = Board::default();
    /// assert_eq!(board.parse_move("g1f3").unwrap().to_string(), "g1f3");
    /// assert_eq!(board.parse_move("e2e5"), Err(ParseMoveError::Illegal));
    /// assert_eq!(board.parse_move("e2"), Err(ParseMoveError::Length));
    /// ```
    pub fn parse_move(&self, uci: &str) -> Result<Move, ParseMoveError> {
        self.parse_move_as(uci)
    }

    /// [`Board::parse_move`] in the encoding `E`.
    ///
    /// # Errors
    ///
    /// As [`Board::parse_move`].
    ///
    /// ```
    /// use movegen::{Board, Packed16};
    /// let nf3 = Board::default().parse_move_as::<Packed16>("g1f3").unwrap();
    /// assert_eq!(nf3.to_string(), "g1f3");
    /// ```
    pub fn parse_move_as<E: Encoding>(&self, uci: &str) -> Result<E, ParseMoveError> {
        self.find_move_as(uci.parse()?)
            .ok_or(ParseMoveError::Illegal)
    }

    /// The legal move of this position that `uci` names, if any (see
    /// [`Board::parse_move`] for castling's two forms).
    pub fn find_move(&self, uci: UciMove) -> Option<Move> {
        self.find_move_as(uci)
    }

    /// [`Board::find_move`] in the encoding `E`.
    pub fn find_move_as<E: Encoding>(&self, wanted: UciMove) -> Option<E> {
        let mut list = MoveList::<E>::default();
        self.generate_legal(&mut list);
        let promotion = wanted.promotion;
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
        ordinary.or_else(castle)
    }

    /// The UCI text of `mv`, a move of this position: castling as king takes rook
    /// (`e1h1`) in Chess960 mode ([`Board::chess960`]) and as the king's move (`e1g1`)
    /// otherwise (but king takes rook when the king does not move, which the king's
    /// move could not say).
    ///
    /// ```
    /// use movegen::Board;
    /// let mut board: Board = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1".parse().unwrap();
    /// let castle = board.parse_move("e1g1").unwrap();
    /// assert_eq!(board.to_uci(castle).to_string(), "e1g1");
    /// board.set_chess960(true);
    /// assert_eq!(board.to_uci(castle).to_string(), "e1h1");
    /// assert_eq!(board.parse_move("e1h1"), Ok(castle));
    /// ```
    pub fn to_uci<E: Encoding>(&self, mv: E) -> UciMove {
        let (from, mut to) = (mv.from(), mv.to());
        if mv.is_castle() && (self.chess960() || from == to) {
            to = self.castling_rook_square(to);
        }
        UciMove {
            from,
            to,
            promotion: mv.promotion(),
        }
    }
}
