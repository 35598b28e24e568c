//! A move as UCI text alone: [`UciMove`] (squares and promotion read from `e2e4`,
//! `e7e8q` or `e7e8Q`), [`ParseMoveError`], and the writer every encoding's `Display` calls. Which
//! move of a position the text names is [`Board::parse_move`](crate::Board::parse_move)'s
//! job, in `game/uci.rs`.

use core::fmt;
use core::str::FromStr;

use super::{Kind, Rank, Square};

/// Writes a move as UCI text: `e2e4`, `e7e8q`, castling as the king's move `e1g1` (a
/// move does not know whether its board plays Chess960: [`Board::to_uci`](crate::Board::to_uci) does).
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

/// A move read from UCI text alone: squares and promotion, no pieces. Text does not
/// say what moves or what is taken, so it is not a move a board makes:
/// [`Board::parse_move`](crate::Board::parse_move) finds the position's move it names.
///
/// ```
/// use movegen::{Board, Kind, Square, UciMove};
/// let text: UciMove = "e7e8q".parse().unwrap();
/// assert_eq!((text.from, text.to, text.promotion), (Square::E7, Square::E8, Some(Kind::Queen)));
/// let board: Board = "8/4P3/8/8/8/8/k7/4K3 w - - 0 1".parse().unwrap();
/// assert_eq!(board.find_move(text).map(|mv| mv.to_string()), Some("e7e8q".to_string()));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct UciMove {
    /// Origin.
    pub from: Square,
    /// Destination.
    pub to: Square,
    /// The kind promoted to, if the text names one.
    pub promotion: Option<Kind>,
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
    /// The fifth character is not `q`, `r`, `b` or `n` (in either case).
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
            ParseMoveError::Promotion => {
                "the promotion (character 5) is not q, r, b or n (or Q, R, B, N)"
            }
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
        write_uci(f, self.from, self.to, self.promotion)
    }
}

impl FromStr for UciMove {
    type Err = ParseMoveError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let s = crate::text::trim(s);
        // Characters, not bytes: a letter outside ASCII is one character, in the wrong
        // place.
        if !(4..=5).contains(&s.chars().count()) {
            return Err(ParseMoveError::Length);
        }
        if let Some(at) = s.chars().position(|c| !c.is_ascii()) {
            return Err(match at {
                0 | 1 => ParseMoveError::From,
                2 | 3 => ParseMoveError::To,
                _ => ParseMoveError::Promotion,
            });
        }
        let b = s.as_bytes();
        let from: Square = s[0..2].parse().map_err(|_| ParseMoveError::From)?;
        let to: Square = s[2..4].parse().map_err(|_| ParseMoveError::To)?;
        if from == to {
            return Err(ParseMoveError::SameSquare);
        }
        let promotion = match b.get(4) {
            None => None,
            Some(&c) => {
                // Either case: `e7e8q` as UCI writes it, `e7e8Q` as some tools do.
                let kind = match c.to_ascii_lowercase() {
                    b'q' => Kind::Queen,
                    b'r' => Kind::Rook,
                    b'b' => Kind::Bishop,
                    b'n' => Kind::Knight,
                    _ => return Err(ParseMoveError::Promotion),
                };
                if !matches!(to.rank(), Rank::First | Rank::Eighth) {
                    return Err(ParseMoveError::PromotionRank);
                }
                Some(kind)
            }
        };
        Ok(UciMove {
            from,
            to,
            promotion,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The promotion letter is read in either case (and written in lower case, the
    /// kind's letter).
    #[test]
    fn promotion_letters_in_either_case() {
        for (text, kind) in [
            ("a7b8q", Kind::Queen),
            ("a7b8Q", Kind::Queen),
            ("a7b8R", Kind::Rook),
            ("a7b8B", Kind::Bishop),
            ("a7b8N", Kind::Knight),
        ] {
            let mv: UciMove = text.parse().unwrap();
            assert_eq!(mv.promotion, Some(kind), "{text}");
            assert_eq!(
                kind.letter(),
                text.as_bytes()[4].to_ascii_lowercase() as char
            );
        }
        let black: UciMove = "h2g1N".parse().unwrap();
        assert_eq!(black.promotion, Some(Kind::Knight));
        assert_eq!("a7b8K".parse::<UciMove>(), Err(ParseMoveError::Promotion));
        assert_eq!("a7b8x".parse::<UciMove>(), Err(ParseMoveError::Promotion));
    }
}
