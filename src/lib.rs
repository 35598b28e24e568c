//! A `no_std`, allocation-free bitboard chess move generator whose attack tables are
//! generated at build time by the [`movegen-tablegen`](https://docs.rs/movegen-tablegen)
//! crate.
//!
//! Load a position from FEN, list its legal moves, make and unmake them, read and write
//! them as UCI and SAN, and count perft, with no type to name:
//!
//! ```
//! use movegen::Board;
//!
//! let mut board: Board = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"
//!     .parse()?;
//! assert_eq!(board.perft(3), 97862);
//! assert_eq!(board.legal_moves().len(), 48);
//!
//! let castle = board.parse_move("e1g1")?;
//! assert_eq!(board.san(castle).as_str(), "O-O");
//! let undo = board.make_move(castle)?; // the record that takes the move back
//! let before = board; // a position is Copy
//! board.unmake_move(castle, undo);
//! assert_ne!(board, before);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! A [`Game`] keeps a board with its moves, for repetition and for taking moves back:
//! the position's key ([`Board::key`], its identity; [`Board::polyglot_key`] for
//! books), SAN both ways
//! ([`Board::san`], [`Board::parse_san`]) and the game's state ([`Game::outcome`],
//! [`Board::outcome`]). [`guides::game`] is the guide, and [`guides::engine`] that of
//! what a search asks.
//!
//! ```
//! use movegen::{Color, Game};
//!
//! let mut game = Game::default();
//! for san in ["f3", "e5", "g4", "Qh4#"] {
//!     game.play_san(san)?;
//! }
//! assert_eq!(game.outcome().and_then(|outcome| outcome.winner()), Some(Color::Black));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! The generator, make/unmake and perft are generic over the move [`Encoding`]; the
//! default [`Move`] is [`ShiftMask`]. The methods that return moves use [`Move`]; each
//! has a twin for any encoding, spelled one of two ways: `generate_*` fills a
//! [`MoveList`] of the list's encoding ([`Board::generate_legal`]), and `*_as::<E>`
//! names it ([`Board::parse_move_as`], [`Board::perft_legal_as`]). Methods that take a
//! move take any encoding. Slider lookups use the strategy chosen by the
//! Cargo features: `magic` (the default), `pext` or `compact` (see [`tables`]).
//!
//! # Where to start
//!
//! - [`Board`]: a position, `Copy`, 256 bytes. Read and write FEN ([`Board::from_fen`],
//!   `parse`, `Display`, [`Board::to_fen`]); the legal or pseudo-legal moves
//!   ([`Board::legal_moves`], [`Board::pseudo_legal_moves`]); make and unmake them
//!   ([`Board::make_move`] returns the [`Undo`] record [`Board::unmake_move`] takes);
//!   count ([`Board::perft`], [`Board::perft_pseudo`], [`Board::divide`]); UCI and SAN
//!   text ([`Board::parse_move`], [`Board::to_uci`], [`Board::san`],
//!   [`Board::parse_san`]); the state ([`Board::outcome`]).
//! - [`Game`]: a board with the moves played, for repetition and taking back.
//! - [`Move`] and the [`encoding`]s: [`ShiftMask`], [`ByteUnion`], [`Bitfield`],
//!   [`Packed16`], all behind the [`Encoding`] trait; [`UciMove`] is a move as text alone.
//! - The small types, in [`types`]: [`Square`], [`File`], [`Rank`], [`Bitboard`],
//!   [`Piece`], [`Color`], [`Kind`], [`CastlingRights`].
//! - [`tables`]: the attack lookups (knight, king, pawn, sliders, rays, between and
//!   line) and [`tables::SLIDERS`], the strategy the build took.
//! - Errors name what is wrong: [`FenError`], [`MakeError`], [`ParseMoveError`],
//!   [`SanError`], [`ParseSquareError`], [`ParsePieceError`]. Every reader of text
//!   takes whitespace by one rule, [`text`]'s.
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
//! | `zobrist` | yes | Zobrist keys kept by every move: [`Board::key`] and [`Board::polyglot_key`] in O(1), repetition, the hashed perft |
//! | `serde` | no | serde's traits as text: a board as FEN, moves as UCI, squares and pieces as names (the one, optional, dependency) |
//!
//! With several strategies on, `pext` wins over `compact`, which wins over `magic`.
//!
//! # Guides
//!
//! The guides of the repository's `docs/` folder are the modules of [`guides`]:
//! [`guides::game`] (keys, books, SAN, the game's state), [`guides::engine`] (what a
//! search asks), [`guides::chess960`], [`guides::perft`], [`guides::encodings`] (which
//! move encoding), [`guides::tables`] (the slider strategies), [`guides::embedded`]
//! (`no_std`, vendoring the tables), [`guides::microcontrollers`], [`guides::wasm`],
//! [`guides::performance`] (its earlier runs: [`guides::performance_2026_11_28`] and
//! [`guides::performance_history`]) and
//! [`guides::architecture`].

#![no_std]
#![cfg_attr(docsrs, feature(doc_cfg))]
#![deny(missing_docs)]
#![warn(clippy::missing_errors_doc, clippy::missing_panics_doc)]

// In the order data flows: the tables and the small types, the position, the
// generators and what they fill, making moves, counting, what a search asks, and the
// game around the moves (text, state, books).
pub mod tables;
pub mod text;
pub mod types;
mod zobrist;

mod castling;
mod position;

mod attacks;
mod board;
mod key;

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

pub use board::{Board, Undo};
pub use encoding::{Bitfield, ByteUnion, Encoding, MoveType, Packed16, ShiftMask};
pub use fen::{FenError, FenString, START_FEN};
pub use game::builder::BoardBuilder;
pub use game::chess960_start::StartNumberError;
pub use game::history::{GAME_MEMORY, Game, PlayError};
pub use game::outcome::Outcome;
pub use game::path::{PATH_MEMORY, PathError, SearchPath};
pub use game::polyglot::{BookEntry, BookError, PolyglotBook};
pub use game::san::{San, SanError};
pub use make::MakeError;
pub use move_list::{MAX_MOVES, MoveList, MoveListIntoIter};
pub use perft::{PerftEntry, PerftTable, PerftTableError};
#[cfg(target_has_atomic = "64")]
pub use perft::{SharedPerftEntry, SharedPerftTable};
pub use search::kinds::MoveKinds;
pub use search::see::SEE_VALUES;
pub use types::ParsePieceError;
pub use types::{
    Bitboard, CastlingRights, CastlingSide, Color, File, Kind, ParseMoveError, ParseSquareError,
    Piece, Rank, Square, UciMove,
};
pub use zobrist::ZobristKeys;

/// The default move encoding.
pub type Move = ShiftMask;

/// The guides of `docs/`, one module each, shown on docs.rs with the API. `cargo
/// test` compiles and runs every Rust block in them (and in the README) as a doctest
/// (with `std`, as every doctest here): a block that is not Rust says what it is (`sh`,
/// `text`, `toml`), and one that cannot run alone says why (`no_run`, `ignore`).
/// `tests/repository/doc_blocks.rs` fails when a file of `docs/` is missing here.
#[allow(
    rustdoc::broken_intra_doc_links,
    rustdoc::bare_urls,
    rustdoc::invalid_html_tags
)]
pub mod guides {
    #[doc = include_str!("../docs/architecture.md")]
    pub mod architecture {}
    #[doc = include_str!("../docs/build.md")]
    pub mod build {}
    #[doc = include_str!("../docs/chess960.md")]
    pub mod chess960 {}
    #[doc = include_str!("../docs/deep-perft.md")]
    pub mod deep_perft {}
    #[doc = include_str!("../docs/deep-perft-twice.md")]
    pub mod deep_perft_twice {}
    #[doc = include_str!("../docs/embedded.md")]
    pub mod embedded {}
    #[doc = include_str!("../docs/microcontrollers.md")]
    pub mod microcontrollers {}
    #[doc = include_str!("../docs/encodings.md")]
    pub mod encodings {}
    #[doc = include_str!("../docs/encodings-instructions.md")]
    pub mod encodings_instructions {}
    #[doc = include_str!("../docs/encodings-wall-clock.md")]
    pub mod encodings_wall_clock {}
    #[doc = include_str!("../docs/engine.md")]
    pub mod engine {}
    #[doc = include_str!("../docs/game.md")]
    pub mod game {}
    #[doc = include_str!("../docs/fuzzing.md")]
    pub mod fuzzing {}
    #[doc = include_str!("../docs/performance.md")]
    pub mod performance {}
    #[doc = include_str!("../docs/performance-history.md")]
    pub mod performance_history {}
    #[doc = include_str!("../docs/performance-2026-11-28.md")]
    pub mod performance_2026_11_28 {}
    #[doc = include_str!("../docs/perft.md")]
    pub mod perft {}
    #[doc = include_str!("../docs/tables.md")]
    pub mod tables {}
    #[doc = include_str!("../docs/wasm.md")]
    pub mod wasm {}
    /// The README: the crate's front page.
    #[cfg(doctest)]
    #[doc = include_str!("../README.md")]
    struct Readme;
}
