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
//!     let ok = board.make_move(mv).is_ok();
//!     if ok {
//!         board.unmake_move(mv);
//!     }
//!     ok
//! });
//! assert_eq!(legal.count(), 48);
//! ```
//!
//! For playing games: the position's Polyglot Zobrist key ([`Board::key`], the
//! `zobrist` feature, on by default), SAN both ways ([`Board::san`],
//! [`Board::parse_san`]) and the game's state ([`Board::outcome`] and the `is_*`
//! calls). `docs/engine.md` is the guide.
//!
//! ```
//! use movegen::{Board, Move, Outcome};
//!
//! let mut board = Board::default();
//! for san in ["f3", "e5", "g4", "Qh4#"] {
//!     let mv: Move = board.parse_san(san).unwrap();
//!     board.make_move(mv).unwrap();
//! }
//! assert_eq!(board.outcome(), Some(Outcome::Checkmate));
//! assert_eq!(board.key(), board.compute_key());
//! ```
//!
//! The generator, make/unmake and perft are generic over the move [`Encoding`]; the
//! default [`Move`] is [`ShiftMask`]. Slider lookups use the strategy chosen by the
//! Cargo features: `magic` (the default), `pext` or `compact` (see [`tables`]).

#![no_std]
#![deny(missing_docs)]

// In the order data flows: the tables and the small types, the position, the
// generators and what they fill, making moves, and counting.
pub mod tables;
pub mod types;
mod zobrist;

mod castling;
mod position;

mod attacks;
mod board;

pub mod encoding;
mod generate;
mod move_list;
mod uci;

mod legality;
mod make;
mod perft;
mod play;

mod fen;
mod outcome;
mod san;
#[cfg(feature = "serde")]
mod serde_text;

pub use board::{Board, MAX_PLY};
pub use encoding::{Bitfield, ByteUnion, Encoding, Packed16, ShiftMask};
pub use fen::{FenError, FenString, START_FEN};
pub use make::MakeError;
pub use move_list::{MAX_MOVES, MoveList};
pub use outcome::Outcome;
#[cfg(feature = "zobrist")]
pub use perft::{PerftEntry, PerftTable, PerftTableError};
pub use san::{San, SanError};
pub use types::ParsePieceError;
pub use types::{Bitboard, Color, Kind, ParseMoveError, ParseSquareError, Piece, Square, UciMove};

/// The default move encoding.
pub type Move = ShiftMask;
