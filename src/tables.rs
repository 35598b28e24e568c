//! Attack lookups over the tables that `build.rs` generated into `OUT_DIR/tables.rs`.
//!
//! The generated file holds data only; the lookup code for the slider strategy the
//! crate was built with (`magic`, `pext` or `compact`, see the Cargo features) lives
//! here. Every function is a few instructions and is inlined.

use crate::types::{Bitboard, Color, Square};

/// The generated tables, as `build.rs` wrote them (see `cargo tablegen write`).
#[rustfmt::skip]
#[allow(clippy::unreadable_literal, clippy::large_const_arrays)]
pub mod generated {
    include!(concat!(env!("OUT_DIR"), "/tables.rs"));
}

use generated as t;

/// The slider strategy this crate was built with: `"magic"`, `"pext"` or `"compact"`.
pub const SLIDERS: &str = if cfg!(sliders = "pext") {
    "pext"
} else if cfg!(sliders = "compact") {
    "compact"
} else {
    "magic"
};

/// Squares a knight on `sq` attacks.
#[inline(always)]
pub fn knight_attacks(sq: Square) -> Bitboard {
    Bitboard(t::KNIGHT_ATTACKS[sq.index()])
}

/// Squares a king on `sq` attacks.
#[inline(always)]
pub fn king_attacks(sq: Square) -> Bitboard {
    Bitboard(t::KING_ATTACKS[sq.index()])
}

/// Squares a pawn of `color` on `sq` attacks.
#[inline(always)]
pub fn pawn_attacks(color: Color, sq: Square) -> Bitboard {
    Bitboard(t::PAWN_ATTACKS[color.index()][sq.index()])
}

/// The square a pawn of `color` on `sq` reaches with a single push (empty on the last
/// rank).
#[inline(always)]
pub fn pawn_pushes(color: Color, sq: Square) -> Bitboard {
    Bitboard(t::PAWN_PUSHES[color.index()][sq.index()])
}

/// The ray from `sq` to the edge in direction `dir` (0 = N, clockwise to 7 = NW).
#[inline(always)]
pub fn ray(dir: usize, sq: Square) -> Bitboard {
    Bitboard(t::RAYS[dir & 7][sq.index()])
}

/// Squares strictly between `a` and `b` when aligned, else empty.
#[inline(always)]
pub fn between(a: Square, b: Square) -> Bitboard {
    imp::between(a, b)
}

/// The whole line through `a` and `b` (both included) when aligned, else empty.
#[inline(always)]
pub fn line(a: Square, b: Square) -> Bitboard {
    imp::line(a, b)
}

/// Squares a bishop on `sq` attacks, with `occupied` blocking.
#[inline(always)]
pub fn bishop_attacks(sq: Square, occupied: Bitboard) -> Bitboard {
    imp::bishop_attacks(sq, occupied)
}

/// Squares a rook on `sq` attacks, with `occupied` blocking.
#[inline(always)]
pub fn rook_attacks(sq: Square, occupied: Bitboard) -> Bitboard {
    imp::rook_attacks(sq, occupied)
}

/// Squares a queen on `sq` attacks, with `occupied` blocking.
#[inline(always)]
pub fn queen_attacks(sq: Square, occupied: Bitboard) -> Bitboard {
    bishop_attacks(sq, occupied) | rook_attacks(sq, occupied)
}

#[cfg(not(sliders = "compact"))]
mod pairs {
    use super::t;
    use crate::types::{Bitboard, Square};

    #[inline(always)]
    pub fn between(a: Square, b: Square) -> Bitboard {
        Bitboard(t::BETWEEN[a.index()][b.index()])
    }

    #[inline(always)]
    pub fn line(a: Square, b: Square) -> Bitboard {
        Bitboard(t::LINES[t::LINE_INDEX[a.index()][b.index()] as usize])
    }
}

#[cfg(sliders = "magic")]
mod imp {
    pub use super::pairs::{between, line};
    use super::t;
    use crate::types::{Bitboard, Square};

    #[inline(always)]
    fn index(occupied: u64, mask: u64, magic: u64, shift: u8, offset: u32) -> usize {
        offset as usize + ((occupied & mask).wrapping_mul(magic) >> shift) as usize
    }

    #[inline(always)]
    pub fn bishop_attacks(sq: Square, occupied: Bitboard) -> Bitboard {
        let s = sq.index();
        let i = index(
            occupied.0,
            t::BISHOP_MASKS[s],
            t::BISHOP_MAGICS[s],
            t::BISHOP_SHIFTS[s],
            t::BISHOP_OFFSETS[s],
        );
        Bitboard(t::BISHOP_ATTACKS[i])
    }

    #[inline(always)]
    pub fn rook_attacks(sq: Square, occupied: Bitboard) -> Bitboard {
        let s = sq.index();
        let i = index(
            occupied.0,
            t::ROOK_MASKS[s],
            t::ROOK_MAGICS[s],
            t::ROOK_SHIFTS[s],
            t::ROOK_OFFSETS[s],
        );
        Bitboard(t::ROOK_ATTACKS[i])
    }
}

#[cfg(sliders = "pext")]
mod imp {
    pub use super::pairs::{between, line};
    use super::t;
    use crate::types::{Bitboard, Square};
    use core::arch::x86_64::_pext_u64;

    #[inline(always)]
    fn pext(occupied: u64, mask: u64) -> usize {
        // SAFETY: build.rs refuses the `pext` strategy unless the target enables bmi2,
        // so the instruction exists on every machine this code is built for.
        unsafe { _pext_u64(occupied, mask) as usize }
    }

    #[inline(always)]
    pub fn bishop_attacks(sq: Square, occupied: Bitboard) -> Bitboard {
        let s = sq.index();
        let i = t::BISHOP_OFFSETS[s] as usize + pext(occupied.0, t::BISHOP_MASKS[s]);
        Bitboard(t::BISHOP_ATTACKS[i])
    }

    #[inline(always)]
    pub fn rook_attacks(sq: Square, occupied: Bitboard) -> Bitboard {
        let s = sq.index();
        let i = t::ROOK_OFFSETS[s] as usize + pext(occupied.0, t::ROOK_MASKS[s]);
        Bitboard(t::ROOK_ATTACKS[i])
    }
}

#[cfg(sliders = "compact")]
mod imp {
    //! Slider attacks from the ray tables: one bit scan per direction finds the nearest
    //! blocker, and the blocker's own ray is cut away. Between and line come from the
    //! rays too, once the direction from one square to the other is known.
    use super::t;
    use crate::types::{Bitboard, Square};

    /// Attacks along a ray that points to higher squares (N, NE, E, NW).
    #[inline(always)]
    fn up(dir: usize, sq: usize, occupied: u64) -> u64 {
        let ray = t::RAYS[dir][sq];
        let blockers = ray & occupied;
        if blockers == 0 {
            ray
        } else {
            ray ^ t::RAYS[dir][blockers.trailing_zeros() as usize]
        }
    }

    /// Attacks along a ray that points to lower squares (SE, S, SW, W).
    #[inline(always)]
    fn down(dir: usize, sq: usize, occupied: u64) -> u64 {
        let ray = t::RAYS[dir][sq];
        let blockers = ray & occupied;
        if blockers == 0 {
            ray
        } else {
            ray ^ t::RAYS[dir][63 - blockers.leading_zeros() as usize]
        }
    }

    #[inline(always)]
    pub fn bishop_attacks(sq: Square, occupied: Bitboard) -> Bitboard {
        let (s, o) = (sq.index(), occupied.0);
        Bitboard(up(1, s, o) | down(3, s, o) | down(5, s, o) | up(7, s, o))
    }

    #[inline(always)]
    pub fn rook_attacks(sq: Square, occupied: Bitboard) -> Bitboard {
        let (s, o) = (sq.index(), occupied.0);
        Bitboard(up(0, s, o) | up(2, s, o) | down(4, s, o) | down(6, s, o))
    }

    /// The direction (0 = N, clockwise) from `a` to `b`, if they are aligned.
    #[inline(always)]
    fn direction(a: Square, b: Square) -> Option<usize> {
        let df = b.file() as i8 - a.file() as i8;
        let dr = b.rank() as i8 - a.rank() as i8;
        match (df.signum(), dr.signum()) {
            (0, 0) => None,
            (0, 1) => Some(0),
            (0, _) => Some(4),
            (1, 0) => Some(2),
            (_, 0) => Some(6),
            (sf, sr) if df.abs() == dr.abs() => Some(match (sf, sr) {
                (1, 1) => 1,
                (1, _) => 3,
                (_, -1) => 5,
                _ => 7,
            }),
            _ => None,
        }
    }

    #[inline(always)]
    pub fn between(a: Square, b: Square) -> Bitboard {
        match direction(a, b) {
            Some(d) => Bitboard(t::RAYS[d][a.index()] & t::RAYS[(d + 4) & 7][b.index()]),
            None => Bitboard(0),
        }
    }

    #[inline(always)]
    pub fn line(a: Square, b: Square) -> Bitboard {
        match direction(a, b) {
            Some(d) => {
                Bitboard(t::RAYS[d][a.index()] | t::RAYS[(d + 4) & 7][a.index()] | (1 << a.index()))
            }
            None => Bitboard(0),
        }
    }
}
