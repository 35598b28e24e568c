//! The small types of the domain: [`Square`], [`Bitboard`], [`Color`], [`Kind`],
//! [`Piece`], and a move as UCI text ([`UciMove`]).

mod bitboard;
mod piece;
mod square;
mod uci_move;

pub use bitboard::{Bitboard, Squares};
pub use piece::{Color, Kind, ParsePieceError, Piece};
pub use square::{ParseSquareError, Square};
pub(crate) use uci_move::write_uci;
pub use uci_move::{ParseMoveError, UciMove};
