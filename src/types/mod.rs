//! The small types of the domain: [`Square`], [`File`], [`Rank`], [`Bitboard`], [`Color`], [`Kind`],
//! [`Piece`], and a move as UCI text ([`UciMove`]).

mod bitboard;
mod castling_rights;
mod file_rank;
mod kind;
mod piece;
mod square;
mod uci_move;

pub use bitboard::{Bitboard, Squares};
pub use castling_rights::{CastlingRights, CastlingSide};
pub use file_rank::{File, Rank};
pub use kind::Kind;
pub(crate) use kind::code;
pub use piece::{Color, ParsePieceError, Piece};
pub use square::{ParseSquareError, Square};
pub(crate) use uci_move::write_uci;
pub use uci_move::{ParseMoveError, UciMove};
