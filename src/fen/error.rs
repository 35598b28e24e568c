//! [`FenError`]: why a FEN string was refused, naming the field and the problem.

use core::fmt;

use crate::types::{Color, Square};

/// Why a FEN string was refused. Each variant names the field and the problem.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FenError {
    /// The FEN has the wrong number of space-separated fields (4 or 6 are accepted).
    FieldCount(usize),
    /// Field 1 (placement) does not have 8 ranks separated by `/`.
    RankCount(usize),
    /// A rank describes more than 8 squares (rank 8 is the first one written).
    RankTooLong {
        /// The rank, 1 to 8.
        rank: u8,
    },
    /// A rank describes fewer than 8 squares.
    RankTooShort {
        /// The rank, 1 to 8.
        rank: u8,
    },
    /// A character in the placement is neither a piece letter nor a digit 1-8.
    UnknownPiece {
        /// The rank, 1 to 8.
        rank: u8,
        /// The character.
        letter: char,
    },
    /// A side has no king.
    MissingKing(Color),
    /// A side has more than one king.
    TooManyKings(Color),
    /// A side has more than 16 pieces or more than 8 pawns.
    TooManyPieces(Color),
    /// A pawn stands on the first or the last rank.
    PawnOnBackRank(Square),
    /// Field 2 (side to move) is not `w` or `b`.
    SideToMove,
    /// Field 3 (castling) has a character other than `KQkq`, the file letters `A`-`H`
    /// and `a`-`h`, or `-`, or names one right twice.
    CastlingSyntax(char),
    /// A castling right with no rook of its colour on its side of the king on the back
    /// rank (for `KQkq`), or none on the file the letter names.
    CastlingWithoutPieces(char),
    /// A castling right of a side whose king is not on its back rank.
    CastlingKing(char),
    /// Field 4 (en passant) is not `-` or a square.
    EnPassantSyntax,
    /// The en-passant square cannot follow a double push by the side that just moved
    /// (wrong rank, squares not empty, or no pawn that made the push).
    EnPassantImpossible(Square),
    /// Field 5 (halfmove clock) is not a number from 0 to 65535.
    HalfmoveClock,
    /// Field 6 (fullmove number) is not a number from 1 to 65535.
    FullmoveNumber,
    /// The side not to move is in check: its king could be taken.
    OpponentInCheck,
}

impl fmt::Display for FenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            FenError::FieldCount(n) => write!(
                f,
                "FEN has {n} fields; expected 6 (placement, side, castling, en passant, \
                 halfmove clock, fullmove number) or the first 4"
            ),
            FenError::RankCount(n) => {
                write!(
                    f,
                    "FEN placement has {n} ranks; expected 8 separated by '/'"
                )
            }
            FenError::RankTooLong { rank } => {
                write!(
                    f,
                    "FEN placement: rank {rank} describes more than 8 squares"
                )
            }
            FenError::RankTooShort { rank } => {
                write!(
                    f,
                    "FEN placement: rank {rank} describes fewer than 8 squares"
                )
            }
            FenError::UnknownPiece { rank, letter } => write!(
                f,
                "FEN placement: unknown piece letter {letter:?} on rank {rank} \
                 (expected one of PNBRQKpnbrqk or a digit 1-8)"
            ),
            FenError::MissingKing(c) => write!(f, "FEN placement: {c} has no king"),
            FenError::TooManyKings(c) => write!(f, "FEN placement: {c} has more than one king"),
            FenError::TooManyPieces(c) => write!(
                f,
                "FEN placement: {c} has more than 16 pieces or more than 8 pawns"
            ),
            FenError::PawnOnBackRank(sq) => write!(
                f,
                "FEN placement: pawn on {sq}; pawns cannot stand on the first or last rank"
            ),
            FenError::SideToMove => f.write_str("FEN side to move: expected 'w' or 'b'"),
            FenError::CastlingSyntax(c) => write!(
                f,
                "FEN castling: unexpected or repeated {c:?} (expected '-', letters of KQkq \
                 or file letters A-H, a-h, each right once)"
            ),
            FenError::CastlingWithoutPieces(c) => write!(
                f,
                "FEN castling: right {c:?} needs its king and rook: no rook of its colour \
                 on that side of the king on the back rank, or on the file named"
            ),
            FenError::CastlingKing(c) => write!(
                f,
                "FEN castling: right {c:?} needs its king on its back rank"
            ),
            FenError::EnPassantSyntax => {
                f.write_str("FEN en passant: expected '-' or a square such as e3")
            }
            FenError::EnPassantImpossible(sq) => write!(
                f,
                "FEN en passant: {sq} cannot follow a double pawn push by the side that \
                 just moved"
            ),
            FenError::HalfmoveClock => {
                f.write_str("FEN halfmove clock: expected a number from 0 to 65535")
            }
            FenError::FullmoveNumber => {
                f.write_str("FEN fullmove number: expected a number from 1 to 65535")
            }
            FenError::OpponentInCheck => {
                f.write_str("FEN position: the side not to move is in check")
            }
        }
    }
}

impl core::error::Error for FenError {}
