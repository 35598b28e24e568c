//! The small types of the domain: [`Square`], [`Bitboard`], [`Color`], [`Kind`] and
//! [`Piece`].

mod bitboard;
mod piece;
mod square;

pub use bitboard::{Bitboard, Squares};
pub use piece::{Color, Kind, Piece};
pub use square::{ParseSquareError, Square};
