//! Attack lookups over the tables that `build.rs` generated into `OUT_DIR/tables.rs`.
//!
//! The generated file holds data only. The lookup code for the slider strategy the
//! crate was built with (the Cargo features `magic`, `pext` and `compact`; build.rs
//! picks one and sets the `sliders` cfg) is one file each beside this one, chosen
//! below; between and line come from their own tables where the strategy has them
//! (build.rs sets the `pair_tables` cfg from tablegen's choice), and from the strategy
//! otherwise. Every function is a few instructions and is inlined.

use crate::types::{Bitboard, Color, Square};

/// The generated tables, as `build.rs` wrote them (see `cargo tablegen write`): not
/// public, since which tables there are depends on the slider strategy; the functions
/// below are the same under every feature set.
#[rustfmt::skip]
#[allow(clippy::unreadable_literal, clippy::large_const_arrays, dead_code, unreachable_pub)]
pub(crate) mod generated {
    include!(concat!(env!("OUT_DIR"), "/tables.rs"));
}

use generated as t;

/// The slider strategy this crate was built with, as the generated file states it:
/// `"magic"`, `"pext"` or `"compact"`.
pub use generated::SLIDERS;

// The one place that chooses the strategy's lookup code.
#[cfg_attr(sliders = "magic", path = "magic.rs")]
#[cfg_attr(sliders = "pext", path = "pext.rs")]
#[cfg_attr(sliders = "compact", path = "compact.rs")]
mod strategy;

#[cfg(pair_tables)]
mod pairs;
#[cfg(pair_tables)]
use pairs as lines;
#[cfg(not(pair_tables))]
use strategy as lines;

/// Squares a knight on `sq` attacks.
///
/// ```
/// use movegen::{Square, tables};
/// let e4: Square = "e4".parse().unwrap();
/// assert_eq!(tables::knight_attacks(e4).count(), 8);
/// ```
#[inline]
pub fn knight_attacks(sq: Square) -> Bitboard {
    Bitboard(t::KNIGHT_ATTACKS[sq.index()])
}

/// Squares a king on `sq` attacks.
#[inline]
pub fn king_attacks(sq: Square) -> Bitboard {
    Bitboard(t::KING_ATTACKS[sq.index()])
}

/// Squares a pawn of `color` on `sq` attacks.
#[inline]
pub fn pawn_attacks(color: Color, sq: Square) -> Bitboard {
    Bitboard(t::PAWN_ATTACKS[color.index()][sq.index()])
}

/// The square a pawn of `color` on `sq` reaches with a single push (empty on the last
/// rank).
#[inline]
pub fn pawn_pushes(color: Color, sq: Square) -> Bitboard {
    Bitboard(t::PAWN_PUSHES[color.index()][sq.index()])
}

/// The ray from `sq` to the edge in direction `dir` (0 = N, clockwise to 7 = NW).
#[inline]
pub fn ray(dir: usize, sq: Square) -> Bitboard {
    Bitboard(t::RAYS[dir & 7][sq.index()])
}

/// Squares strictly between `a` and `b` when aligned, else empty.
///
/// ```
/// use movegen::{Square, tables};
/// let sq = |s: &str| s.parse::<Square>().unwrap();
/// assert_eq!(tables::between(sq("a1"), sq("d4")), sq("b2").bb() | sq("c3").bb());
/// assert!(tables::between(sq("a1"), sq("b3")).is_empty());
/// ```
#[inline]
pub fn between(a: Square, b: Square) -> Bitboard {
    lines::between(a, b)
}

/// The whole line through `a` and `b` (both included) when aligned, else empty.
#[inline]
pub fn line(a: Square, b: Square) -> Bitboard {
    lines::line(a, b)
}

/// Squares a bishop on `sq` attacks, with `occupied` blocking.
#[inline]
pub fn bishop_attacks(sq: Square, occupied: Bitboard) -> Bitboard {
    strategy::bishop_attacks(sq, occupied)
}

/// Squares a rook on `sq` attacks, with `occupied` blocking.
///
/// The squares in `occupied` that the rook reaches are included (the first blocker on
/// each ray), whoever's pieces they are.
///
/// ```
/// use movegen::{Bitboard, Square, tables};
/// let sq = |s: &str| s.parse::<Square>().unwrap();
/// let blockers = sq("d6").bb() | sq("b4").bb() | sq("g4").bb();
/// assert_eq!(tables::rook_attacks(sq("d4"), blockers), Bitboard(0x0000_0808_7608_0808));
/// ```
#[inline]
pub fn rook_attacks(sq: Square, occupied: Bitboard) -> Bitboard {
    strategy::rook_attacks(sq, occupied)
}

/// Squares a bishop on `sq` attacks on an empty board: whether a piece stands on one
/// of its diagonals at all.
///
/// ```
/// use movegen::{Bitboard, Square, tables};
/// let d4: Square = "d4".parse().unwrap();
/// assert_eq!(tables::bishop_rays(d4), tables::bishop_attacks(d4, Bitboard::EMPTY));
/// ```
#[inline]
pub fn bishop_rays(sq: Square) -> Bitboard {
    // `pext` keeps them beside each square's mask (one load); the other strategies
    // look them up with no blockers (magic: one load too).
    #[cfg(sliders = "pext")]
    return strategy::bishop_rays(sq);
    #[cfg(not(sliders = "pext"))]
    bishop_attacks(sq, Bitboard::EMPTY)
}

/// Squares a rook on `sq` attacks on an empty board.
#[inline]
pub fn rook_rays(sq: Square) -> Bitboard {
    #[cfg(sliders = "pext")]
    return strategy::rook_rays(sq);
    #[cfg(not(sliders = "pext"))]
    rook_attacks(sq, Bitboard::EMPTY)
}

/// Squares a queen on `sq` attacks, with `occupied` blocking.
#[inline]
pub fn queen_attacks(sq: Square, occupied: Bitboard) -> Bitboard {
    bishop_attacks(sq, occupied) | rook_attacks(sq, occupied)
}
