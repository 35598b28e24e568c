//! UCI move text: [`UciMove`] (squares and promotion read from `e2e4` or `e7e8q`),
//! [`ParseMoveError`], and [`Board::parse_move`], which finds the position's move that
//! the text names.

use core::fmt;
use core::str::FromStr;

use crate::board::Board;
use crate::encoding::Encoding;
use crate::move_list::MoveList;
use crate::types::{Color, Kind, Piece, Square};

/// Writes a move as UCI text: `e2e4`, `e7e8q`, castling as the king's move `e1g1` (a
/// move does not know whether its board plays Chess960: [`Board::to_uci`] does).
pub(crate) fn write_uci(
    f: &mut fmt::Formatter<'_>,
    from: Square,
    to: Square,
    promotion: Option<Kind>,
) -> fmt::Result {
    write!(f, "{from}{to}")?;
    if let Some(kind) = promotion {
        fmt::Write::write_char(f, kind.letter())?;
    }
    Ok(())
}

/// A move read from UCI text alone: squares and promotion, no pieces.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct UciMove {
    /// Origin.
    pub from: Square,
    /// Destination.
    pub to: Square,
    /// Promoted piece (coloured by the destination rank: rank 8 white, rank 1 black).
    pub promotion: Piece,
}

/// Why a string is not a move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ParseMoveError {
    /// Not four or five characters.
    Length,
    /// The first two characters are not a square.
    From,
    /// Characters three and four are not a square.
    To,
    /// The fifth character is not `q`, `r`, `b` or `n`.
    Promotion,
    /// A promotion whose destination is not on the first or last rank.
    PromotionRank,
    /// Origin and destination are the same square.
    SameSquare,
    /// Well formed, but not a legal move in the position it was read against.
    Illegal,
}

impl fmt::Display for ParseMoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            ParseMoveError::Length => "a UCI move has 4 or 5 characters, such as e2e4 or e7e8q",
            ParseMoveError::From => "the origin (characters 1-2) is not a square a1-h8",
            ParseMoveError::To => "the destination (characters 3-4) is not a square a1-h8",
            ParseMoveError::Promotion => "the promotion (character 5) is not q, r, b or n",
            ParseMoveError::PromotionRank => "a promotion must end on the first or last rank",
            ParseMoveError::SameSquare => "origin and destination are the same square",
            ParseMoveError::Illegal => "not a legal move in this position",
        })
    }
}

impl core::error::Error for ParseMoveError {}

impl fmt::Display for UciMove {
    /// The UCI text: `e2e4`, `e7e8q`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_uci(f, self.from, self.to, self.promotion.kind())
    }
}

impl FromStr for UciMove {
    type Err = ParseMoveError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let b = s.as_bytes();
        if !(4..=5).contains(&b.len()) || !s.is_ascii() {
            return Err(ParseMoveError::Length);
        }
        let from: Square = s[0..2].parse().map_err(|_| ParseMoveError::From)?;
        let to: Square = s[2..4].parse().map_err(|_| ParseMoveError::To)?;
        if from == to {
            return Err(ParseMoveError::SameSquare);
        }
        let promotion = match b.get(4) {
            None => Piece::EMPTY,
            Some(&c) => {
                let kind = match c {
                    b'q' => Kind::Queen,
                    b'r' => Kind::Rook,
                    b'b' => Kind::Bishop,
                    b'n' => Kind::Knight,
                    _ => return Err(ParseMoveError::Promotion),
                };
                let color = match to.rank() {
                    7 => Color::White,
                    0 => Color::Black,
                    _ => return Err(ParseMoveError::PromotionRank),
                };
                Piece::new(color, kind)
            }
        };
        Ok(UciMove {
            from,
            to,
            promotion,
        })
    }
}

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
