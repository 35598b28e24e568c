//! The small types of the domain: [`Square`], [`File`], [`Rank`], [`Bitboard`], [`Color`], [`Kind`],
//! [`Piece`], and a move as UCI text ([`UciMove`]).

mod bitboard;
mod castling_rights;
mod file_rank;
mod piece;
mod square;
mod uci_move;

pub use bitboard::{Bitboard, Squares};
pub use castling_rights::{CastlingRights, CastlingSide};
pub use file_rank::{File, Rank};
pub(crate) use piece::code;
pub use piece::{Color, Kind, ParsePieceError, Piece};
pub use square::{ParseSquareError, Square};
pub(crate) use uci_move::write_uci;
pub use uci_move::{ParseMoveError, UciMove};
