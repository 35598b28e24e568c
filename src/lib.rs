//! A `no_std`, allocation-free bitboard chess move generator whose attack tables are
//! generated at build time by the [`tablegen`](../tablegen/index.html) crate.
//!
//! Load a position from FEN, generate pseudo-legal moves, make them (the legality
//! test is done when a move is made) and unmake them, and count perft:
//!
//! ```
//! use movegen::{Board, Move, MoveList};
//!
//! let mut board: Board = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"
//!     .parse()
//!     .unwrap();
//! assert_eq!(board.perft(3), 97862);
//!
//! let mut moves = MoveList::<Move>::new();
//! board.generate(&mut moves);
//! let legal = moves.iter().filter(|&&mv| {
//!     let ok = board.make_move(mv);
//!     if ok {
//!         board.unmake_move(mv);
//!     }
//!     ok
//! });
//! assert_eq!(legal.count(), 48);
//! ```
//!
//! The generator, make/unmake and perft are generic over the move [`Encoding`]; the
//! default [`Move`] is [`ShiftMask`]. Slider lookups use the strategy chosen by the
//! Cargo features: `magic` (the default), `pext` or `compact` (see [`tables`]).

#![no_std]
#![deny(missing_docs)]

pub mod board;
pub mod encoding;
mod legal;
mod makemove;
mod movegen;
mod sink;
pub mod tables;
pub mod types;

pub use board::{Board, FenError, FenString, MAX_PLY, START_FEN};
pub use encoding::{
    Bitfield, ByteUnion, ENCODINGS, Encoding, EncodingVisitor, MAX_MOVES, MoveList, Packed16,
    ParseMoveError, ShiftMask, UciMove, for_each_encoding,
};
pub use types::{Bitboard, Color, Kind, ParseSquareError, Piece, Square};

/// The default move encoding.
pub type Move = ShiftMask;
