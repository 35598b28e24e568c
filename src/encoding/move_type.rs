//! [`MoveType`]: what a move does beyond carrying a piece from one square to another,
//! as a type rather than a code (the code is the special field of
//! [`Encoding::special`](super::Encoding::special), kept for compatibility).

use super::{SPECIAL_CASTLE, SPECIAL_EN_PASSANT};
use crate::types::Kind;

/// What a move does beyond carrying a piece from one square to another: the answer of
/// [`Encoding::move_type`](super::Encoding::move_type) for any encoding, and what the
/// generators hand their special moves over with.
///
/// Not to be confused with [`Kind`], a piece's kind, or
/// [`MoveKinds`](crate::MoveKinds), the filter of generation by kind.
///
/// ```
/// use movegen::{Board, Encoding, Kind, MoveType};
/// let board: Board = "r3k2r/1P6/8/3pP3/8/8/8/R3K2R w KQkq d6 0 1".parse().unwrap();
/// let of = |uci: &str| board.parse_move(uci).unwrap().move_type();
/// assert_eq!(of("a1a7"), MoveType::Quiet);
/// assert_eq!(of("a1a8"), MoveType::Capture);
/// assert_eq!(of("e5d6"), MoveType::EnPassant);
/// assert_eq!(of("e1g1"), MoveType::Castle);
/// assert_eq!(of("b7a8n"), MoveType::Promotion { piece: Kind::Knight, capture: true });
/// assert!(of("b7b8q").is_promotion() && !of("b7b8q").is_capture());
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MoveType {
    /// A move that takes nothing and is none of the others.
    Quiet,
    /// A pawn's two-square advance (it may leave an en-passant square).
    DoublePush,
    /// A move that takes the piece on its destination (not a promotion).
    Capture,
    /// A pawn taking a pawn en passant.
    EnPassant,
    /// Castling: the king's move, its destination the king's square after it.
    Castle,
    /// A pawn reaching the last rank and becoming `piece`, taking on the way or not.
    Promotion {
        /// The kind the pawn becomes: a knight, bishop, rook or queen.
        piece: Kind,
        /// Whether it takes the piece on its destination.
        capture: bool,
    },
}

impl MoveType {
    /// The type of a move whose special field's kind code is `special` (as
    /// [`Encoding::special`](super::Encoding::special) answers), which takes a piece
    /// when `capture` and advances a pawn two squares when `double_push`; `None` when
    /// the code names no kind a move's special field can hold.
    ///
    /// ```
    /// use movegen::{Kind, MoveType};
    /// assert_eq!(MoveType::from_special(0, false, true), Some(MoveType::DoublePush));
    /// assert_eq!(
    ///     MoveType::from_special(Kind::Queen.code(), true, false),
    ///     Some(MoveType::Promotion { piece: Kind::Queen, capture: true })
    /// );
    /// assert_eq!(MoveType::from_special(4, false, false), None);
    /// ```
    #[inline(always)]
    pub const fn from_special(special: u8, capture: bool, double_push: bool) -> Option<MoveType> {
        Some(match special {
            0 if capture => MoveType::Capture,
            0 if double_push => MoveType::DoublePush,
            0 => MoveType::Quiet,
            SPECIAL_EN_PASSANT => MoveType::EnPassant,
            SPECIAL_CASTLE => MoveType::Castle,
            code => match Kind::from_code(code) {
                Some(piece) => MoveType::Promotion { piece, capture },
                None => return None,
            },
        })
    }

    /// The kind code of the special field for this type: 0 for a quiet move, a double
    /// push or a capture, [`SPECIAL_EN_PASSANT`], [`SPECIAL_CASTLE`], or the promoted
    /// kind's code.
    ///
    /// ```
    /// use movegen::encoding::SPECIAL_CASTLE;
    /// use movegen::{Kind, MoveType};
    /// assert_eq!(MoveType::Castle.special(), SPECIAL_CASTLE);
    /// assert_eq!(MoveType::Promotion { piece: Kind::Rook, capture: false }.special(), Kind::Rook.code());
    /// assert_eq!(MoveType::Capture.special(), 0);
    /// ```
    #[inline(always)]
    pub const fn special(self) -> u8 {
        match self {
            MoveType::Quiet | MoveType::DoublePush | MoveType::Capture => 0,
            MoveType::EnPassant => SPECIAL_EN_PASSANT,
            MoveType::Castle => SPECIAL_CASTLE,
            MoveType::Promotion { piece, .. } => piece.code(),
        }
    }

    /// Whether the move takes a piece (en passant included).
    #[inline(always)]
    pub const fn is_capture(self) -> bool {
        matches!(
            self,
            MoveType::Capture | MoveType::EnPassant | MoveType::Promotion { capture: true, .. }
        )
    }

    /// Whether the move promotes a pawn.
    #[inline(always)]
    pub const fn is_promotion(self) -> bool {
        matches!(self, MoveType::Promotion { .. })
    }

    /// The kind promoted to, if the move promotes.
    #[inline(always)]
    pub const fn promotion(self) -> Option<Kind> {
        match self {
            MoveType::Promotion { piece, .. } => Some(piece),
            _ => None,
        }
    }

    /// Whether the move is one of the special moves whose special field is not 0: en
    /// passant, castling or a promotion (what static exchange evaluation leaves out).
    #[inline(always)]
    pub const fn is_special(self) -> bool {
        matches!(
            self,
            MoveType::EnPassant | MoveType::Castle | MoveType::Promotion { .. }
        )
    }
}
