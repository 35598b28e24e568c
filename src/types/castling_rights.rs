//! [`CastlingRights`]: which of the four castlings a position still allows, and
//! [`CastlingSide`].

use core::fmt;

use super::Color;

/// A side of the board to castle to: towards the h-file or the a-file.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum CastlingSide {
    /// Towards the h-file (`O-O`): the king lands on g1 or g8.
    KingSide,
    /// Towards the a-file (`O-O-O`): the king lands on c1 or c8.
    QueenSide,
}

impl CastlingSide {
    /// Both sides, king side first.
    pub const ALL: [CastlingSide; 2] = [CastlingSide::KingSide, CastlingSide::QueenSide];
}

/// The castling rights of a position: for each colour and side, whether castling is
/// still allowed (the king and that rook have not moved). `Debug` writes them as FEN
/// does in standard chess: `KQkq`, `Kq`, `-`.
///
/// ```
/// use movegen::{Board, CastlingSide, Color};
/// let board: Board = "r3k2r/8/8/8/8/8/8/R3K2R w Kq - 0 1".parse().unwrap();
/// let rights = board.castling_rights();
/// assert!(rights.has(Color::White, CastlingSide::KingSide));
/// assert!(!rights.has(Color::White, CastlingSide::QueenSide));
/// assert_eq!(format!("{rights:?}"), "Kq");
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct CastlingRights(pub(crate) u8);

impl CastlingRights {
    /// No castling right.
    pub const NONE: CastlingRights = CastlingRights(0);
    /// All four.
    pub const ALL: CastlingRights = CastlingRights(15);

    /// The bit of one right (white king side 1, queen side 2, black 4 and 8).
    const fn bit(color: Color, side: CastlingSide) -> u8 {
        1 << (color as u8 * 2 + side as u8)
    }

    /// Whether `color` may still castle to `side`.
    pub const fn has(self, color: Color, side: CastlingSide) -> bool {
        self.0 & Self::bit(color, side) != 0
    }

    /// These rights with `color`'s to `side` added.
    #[must_use]
    pub const fn with(self, color: Color, side: CastlingSide) -> CastlingRights {
        CastlingRights(self.0 | Self::bit(color, side))
    }

    /// Whether no right is left.
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// How many rights are left, 0 to 4.
    pub const fn count(self) -> u32 {
        self.0.count_ones()
    }
}

/// `KQkq` as standard FEN writes them, `-` for none.
impl fmt::Debug for CastlingRights {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.is_empty() {
            return f.write_str("-");
        }
        for (i, letter) in ['K', 'Q', 'k', 'q'].into_iter().enumerate() {
            if self.0 & (1 << i) != 0 {
                fmt::Write::write_char(f, letter)?;
            }
        }
        Ok(())
    }
}
