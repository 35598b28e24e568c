//! A `no_std`, allocation-free bitboard chess move generator whose attack tables are
//! generated at build time by the [`movegen-tablegen`](https://docs.rs/movegen-tablegen)
//! crate.
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
//! calls). [game.md](https://docs.rs/crate/movegen/latest/source/docs/game.md) is
//! the guide, and [engine.md](https://docs.rs/crate/movegen/latest/source/docs/engine.md)
//! that of what a search asks.
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
//!
//! # Where to start
//!
//! - [`Board`]: a position and its history. Read and write FEN ([`Board::from_fen`],
//!   `parse`, `Display`, [`Board::to_fen`]); generate pseudo-legal or legal moves
//!   ([`Board::generate`], [`Board::generate_legal`]) into a [`MoveList`]; make and
//!   unmake them ([`Board::make_move`], [`Board::unmake_move`]); count
//!   ([`Board::perft`], [`Board::perft_pseudo`], [`Board::divide`]); UCI and SAN text
//!   ([`Board::parse_move`], [`Board::to_uci`], [`Board::san`], [`Board::parse_san`]);
//!   the game's state ([`Board::outcome`]).
//! - [`Move`] and the [`encoding`]s: [`ShiftMask`], [`ByteUnion`], [`Bitfield`],
//!   [`Packed16`], all behind the [`Encoding`] trait; [`UciMove`] is a move as text alone.
//! - The small types, in [`types`]: [`Square`], [`Bitboard`], [`Piece`], [`Color`],
//!   [`Kind`].
//! - [`tables`]: the attack lookups (knight, king, pawn, sliders, rays, between and
//!   line) and [`tables::SLIDERS`], the strategy the build took.
//! - Errors name what is wrong: [`FenError`], [`MakeError`], [`ParseMoveError`],
//!   [`SanError`], [`ParseSquareError`], [`ParsePieceError`].
//!
//! # Features
//!
//! Additive: any combination builds on any target.
//!
//! | feature | default | what it does |
//! |---|---|---|
//! | `magic` | yes | fancy magic bitboards, about 850 KiB of tables |
//! | `pext` | no | BMI2 `pext` indexing of the same tables; on a target without `bmi2` the next strategy is built instead, with a Cargo warning |
//! | `compact` | no | no slider table: 7 KiB of attack tables in all, for microcontrollers |
//! | `zobrist` | yes | Polyglot Zobrist keys: [`Board::key`], threefold repetition, the hashed perft |
//! | `serde` | no | serde's traits as text: a board as FEN, moves as UCI, squares and pieces as names (the one, optional, dependency) |
//!
//! With several strategies on, `pext` wins over `compact`, which wins over `magic`.
//!
//! # Guides
//!
//! In the package's `docs/` folder:
//! [game.md](https://docs.rs/crate/movegen/latest/source/docs/game.md) (keys, books,
//! SAN, the game's state),
//! [engine.md](https://docs.rs/crate/movegen/latest/source/docs/engine.md) (what a
//! search asks),
//! [chess960.md](https://docs.rs/crate/movegen/latest/source/docs/chess960.md),
//! [perft.md](https://docs.rs/crate/movegen/latest/source/docs/perft.md),
//! [encodings.md](https://docs.rs/crate/movegen/latest/source/docs/encodings.md) (which
//! move encoding),
//! [tables.md](https://docs.rs/crate/movegen/latest/source/docs/tables.md) (the slider
//! strategies),
//! [embedded.md](https://docs.rs/crate/movegen/latest/source/docs/embedded.md) (`no_std`,
//! vendoring the tables),
//! [microcontrollers.md](https://docs.rs/crate/movegen/latest/source/docs/microcontrollers.md)
//! (the firmware),
//! [performance.md](https://docs.rs/crate/movegen/latest/source/docs/performance.md) and
//! [architecture.md](https://docs.rs/crate/movegen/latest/source/docs/architecture.md).

#![no_std]
#![cfg_attr(docsrs, feature(doc_cfg))]
#![deny(missing_docs)]

// In the order data flows: the tables and the small types, the position, the
// generators and what they fill, making moves, counting, what a search asks, and the
// game around the moves (text, state, books).
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

mod legality;
mod make;
mod perft;
mod play;

mod fen;
mod game;
mod search;
#[cfg(feature = "serde")]
mod serde_text;

pub use board::{Board, MAX_PLY};
pub use encoding::{Bitfield, ByteUnion, Encoding, MoveType, Packed16, ShiftMask};
pub use fen::{FenError, FenString, START_FEN};
pub use game::builder::BoardBuilder;
pub use game::chess960_start::StartNumberError;
pub use game::outcome::Outcome;
pub use game::polyglot::{BookEntry, BookError, PolyglotBook};
pub use game::san::{San, SanError};
pub use make::MakeError;
pub use move_list::{MAX_MOVES, MoveList};
#[cfg(feature = "zobrist")]
pub use perft::{PerftEntry, PerftTable, PerftTableError};
#[cfg(all(feature = "zobrist", target_has_atomic = "64"))]
pub use perft::{SharedPerftEntry, SharedPerftTable};
pub use search::kinds::MoveKinds;
pub use search::see::{SEE_DEFAULT_VALUES, SEE_VALUES};
pub use types::ParsePieceError;
pub use types::{Bitboard, Color, Kind, ParseMoveError, ParseSquareError, Piece, Square, UciMove};

/// The default move encoding.
pub type Move = ShiftMask;

/// The README and the guides of `docs/`, one item each, so that `cargo test` compiles
/// and runs every Rust block in them as a doctest (with `std`, as every doctest here):
/// a block that is not Rust says what it is (`sh`, `text`, `toml`), and one that
/// cannot run alone says why (`no_run`, `ignore`). `tests/doc_blocks.rs` fails when a
/// file of `docs/` is missing here.
#[cfg(doctest)]
mod guides {
    #[doc = include_str!("../README.md")]
    struct Readme;
    #[doc = include_str!("../docs/architecture.md")]
    struct Architecture;
    #[doc = include_str!("../docs/build.md")]
    struct Build;
    #[doc = include_str!("../docs/chess960.md")]
    struct Chess960;
    #[doc = include_str!("../docs/deep-perft.md")]
    struct DeepPerft;
    #[doc = include_str!("../docs/embedded.md")]
    struct Embedded;
    #[doc = include_str!("../docs/microcontrollers.md")]
    struct Microcontrollers;
    #[doc = include_str!("../docs/encodings.md")]
    struct Encodings;
    #[doc = include_str!("../docs/encodings-instructions.md")]
    struct EncodingsInstructions;
    #[doc = include_str!("../docs/encodings-wall-clock.md")]
    struct EncodingsWallClock;
    #[doc = include_str!("../docs/engine.md")]
    struct Engine;
    #[doc = include_str!("../docs/game.md")]
    struct Game;
    #[doc = include_str!("../docs/fuzzing.md")]
    struct Fuzzing;
    #[doc = include_str!("../docs/performance.md")]
    struct Performance;
    #[doc = include_str!("../docs/perft.md")]
    struct Perft;
    #[doc = include_str!("../docs/tables.md")]
    struct Tables;
    #[doc = include_str!("../docs/wasm.md")]
    struct Wasm;
}
