//! Fancy magic bitboards: one multiply-and-shift per lookup.
//!
//! For a slider on square `s`, the relevant blockers `occupied & MASK[s]` are
//! multiplied by `MAGIC[s]` and shifted right by `SHIFT[s] = 64 - popcount(MASK[s])`,
//! giving an index below `2^popcount(MASK[s])` into the square's own slice of the
//! attack table, which starts at `OFFSET[s]`. A magic number is good when no two
//! blocker sets with different attack sets land on the same index (a *destructive*
//! collision); two sets with the same attacks may share an entry (a *constructive*
//! collision).
//!
//! The numbers are not searched for at build time. [`find_magics`] searches once,
//! from a fixed seed, and `cargo tablegen magics` prints the result as the source of
//! `magic_numbers.rs` (beside this file), which is committed; a test proves that the
//! search still reproduces the committed numbers.

use super::magic_numbers::{BISHOP_MAGICS, ROOK_MAGICS};
use super::{Slider, slice_offsets};
use crate::geometry;

impl Slider {
    /// The committed magic numbers of this slider.
    pub fn magics(self) -> &'static [u64; 64] {
        match self {
            Slider::Rook => &ROOK_MAGICS,
            Slider::Bishop => &BISHOP_MAGICS,
        }
    }
}

/// A complete set of lookup tables for one slider, indexed by magic multiplication.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MagicTables {
    /// Relevant-blocker mask per square.
    pub masks: [u64; 64],
    /// Magic multiplier per square.
    pub magics: [u64; 64],
    /// Right shift per square: `64 - popcount(mask)`.
    pub shifts: [u8; 64],
    /// Start of each square's slice in `attacks`.
    pub offsets: [u32; 64],
    /// The attack sets, all squares' slices one after another; every entry is
    /// reached by at least one blocker set.
    pub attacks: Vec<u64>,
}

/// Why a magic table could not be built.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MagicError {
    /// Two blocker sets with different attacks map to the same entry.
    DestructiveCollision {
        /// The square whose magic failed.
        square: u8,
        /// The two blocker sets.
        blockers: (u64, u64),
    },
    /// Constructive collisions left entries of the square's slice that no blocker set
    /// reaches (they would hold nothing).
    Unfilled {
        /// The square whose magic leaves gaps.
        square: u8,
        /// How many entries no blocker set reaches.
        empty: usize,
    },
}

impl std::fmt::Display for MagicError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            MagicError::DestructiveCollision { square, blockers } => write!(
                f,
                "destructive magic collision on {}: blockers {:#x} and {:#x} share an entry",
                geometry::square_name(*square),
                blockers.0,
                blockers.1
            ),
            MagicError::Unfilled { square, empty } => write!(
                f,
                "magic for {} leaves {empty} entries that no blocker set reaches",
                geometry::square_name(*square)
            ),
        }
    }
}

impl std::error::Error for MagicError {}

/// The index of a blocker set in a square's slice.
pub const fn magic_index(occupied: u64, mask: u64, magic: u64, shift: u8) -> usize {
    ((occupied & mask).wrapping_mul(magic) >> shift) as usize
}

/// Fills one square's slice with `magic`, or reports the first destructive collision,
/// or the entries left unfilled.
///
/// `slice` must have `1 << popcount(mask)` entries; `owner` records which blocker set
/// wrote each entry (so that the error can name both).
fn fill_square(
    slider: Slider,
    sq: u8,
    magic: u64,
    slice: &mut [u64],
    owner: &mut [Option<u64>],
) -> Result<(), MagicError> {
    let mask = slider.mask(sq);
    let shift = 64 - mask.count_ones() as u8;
    owner.fill(None);
    for blockers in geometry::subsets(mask) {
        let attacks = slider.attacks(sq, blockers);
        let i = magic_index(blockers, mask, magic, shift);
        match owner[i] {
            None => {
                owner[i] = Some(blockers);
                slice[i] = attacks;
            }
            Some(_) if slice[i] == attacks => {}
            Some(first) => {
                return Err(MagicError::DestructiveCollision {
                    square: sq,
                    blockers: (first, blockers),
                });
            }
        }
    }
    Ok(())
}

/// Builds the tables of `slider` from the given magic numbers, checking every entry:
/// no destructive collision, every entry of every slice filled, every blocker set of
/// every square in its own square's slice, and the slices tiling the table exactly.
pub fn build(slider: Slider, magics: &[u64; 64]) -> Result<MagicTables, MagicError> {
    let masks = slider.masks();
    let shifts: [u8; 64] = std::array::from_fn(|sq| 64 - masks[sq].count_ones() as u8);
    let (offsets, total) = slice_offsets(&masks);
    let mut attacks = vec![0u64; total];
    let mut owner = vec![None; 1 << 12];
    for sq in 0..64u8 {
        let start = offsets[sq as usize] as usize;
        let len = 1 << masks[sq as usize].count_ones();
        let slice = &mut attacks[start..start + len];
        fill_square(slider, sq, magics[sq as usize], slice, &mut owner[..len])?;
    }
    Ok(MagicTables {
        masks,
        magics: *magics,
        shifts,
        offsets,
        attacks,
    })
}

/// The seed of the magic search whose results are committed in `magic_numbers.rs`.
pub const SEED: u64 = 0x6d6f_7665_6765_6e21; // "movegen!"

/// A small xorshift64* generator: deterministic, so the search is reproducible.
struct XorShift(u64);

impl XorShift {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }

    /// A random number with few bits set: good magics tend to be sparse.
    fn sparse(&mut self) -> u64 {
        self.next() & self.next() & self.next()
    }
}

/// Searches for a magic number for every square of `slider`, from `seed`: random
/// sparse candidates, tried in order, the first that fills its slice without a
/// destructive collision kept.
/// Deterministic for a given seed. Takes well under a second optimised.
pub fn find_magics(slider: Slider, seed: u64) -> [u64; 64] {
    let mut rng = XorShift(seed);
    let mut slice = vec![0u64; 1 << 12];
    let mut owner = vec![None; 1 << 12];
    std::array::from_fn(|sq| {
        let sq = sq as u8;
        let mask = slider.mask(sq);
        let len = 1 << mask.count_ones();
        loop {
            let magic = rng.sparse();
            // Cheap filter: a usable magic spreads the mask into the top byte.
            if (mask.wrapping_mul(magic) >> 56).count_ones() < 6 {
                continue;
            }
            if fill_square(slider, sq, magic, &mut slice[..len], &mut owner[..len]).is_ok() {
                break magic;
            }
        }
    })
}

/// Where the committed magic numbers live, from the workspace root.
pub const MAGIC_NUMBERS_PATH: &str = "tablegen/src/sliders/magic_numbers.rs";

/// Renders the source of [`MAGIC_NUMBERS_PATH`] for the given magics.
pub fn magic_numbers_source(rook: &[u64; 64], bishop: &[u64; 64]) -> String {
    let mut out = format!(
        "//! Magic numbers for the fancy magic slider tables.\n\
         //!\n\
         //! \x40generated by `cargo tablegen magics > {MAGIC_NUMBERS_PATH}`:\n\
         //! found by `magic::find_magics` from `magic::SEED` (random sparse candidates, the\n\
         //! first one per square without a destructive collision). Do not edit by hand; a\n\
         //! test checks that the search still reproduces these numbers.\n"
    );
    for (slider, magics) in Slider::ALL.into_iter().zip([rook, bishop]) {
        out.push_str(&format!(
            "\n/// {} magic numbers, indexed by square (A1 = 0, H8 = 63).\n\
             pub const {}_MAGICS: [u64; 64] = [\n",
            slider.title(),
            slider.upper()
        ));
        for m in magics {
            out.push_str(&format!("    {},\n", geometry::hex(*m, 16)));
        }
        out.push_str("];\n");
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn committed_magics_have_no_destructive_collision_and_match_the_reference() {
        for slider in Slider::ALL {
            let t = build(slider, slider.magics()).expect("committed magics are valid");
            let expected_len: usize = t.masks.iter().map(|m| 1usize << m.count_ones()).sum();
            assert_eq!(t.attacks.len(), expected_len);
            for sq in 0..64u8 {
                let s = sq as usize;
                let len = 1usize << t.masks[s].count_ones();
                assert!(t.offsets[s] as usize + len <= t.attacks.len());
                for blockers in geometry::subsets(t.masks[s]) {
                    let i = magic_index(blockers, t.masks[s], t.magics[s], t.shifts[s]);
                    assert!(i < len, "index out of the square's slice");
                    let got = t.attacks[t.offsets[s] as usize + i];
                    assert_eq!(got, slider.attacks(sq, blockers));
                }
            }
        }
    }

    #[test]
    fn a_bad_magic_is_refused_with_both_blocker_sets_named() {
        let mut magics = *Slider::Rook.magics();
        magics[0] = 1; // far too few bits reach the top of the product
        let err = build(Slider::Rook, &magics).unwrap_err();
        let MagicError::DestructiveCollision { square, blockers } = err.clone() else {
            panic!("expected a destructive collision, got {err}");
        };
        assert_eq!(square, 0);
        assert_ne!(
            Slider::Rook.attacks(0, blockers.0),
            Slider::Rook.attacks(0, blockers.1)
        );
        assert!(err.to_string().contains("a1"));
    }

    #[test]
    fn the_committed_file_is_what_magics_prints() {
        assert!(
            magic_numbers_source(Slider::Rook.magics(), Slider::Bishop.magics())
                == include_str!("magic_numbers.rs"),
            "run `cargo tablegen magics > {MAGIC_NUMBERS_PATH}` and commit"
        );
    }

    #[test]
    fn the_search_reproduces_the_committed_numbers() {
        assert_eq!(&find_magics(Slider::Bishop, SEED), Slider::Bishop.magics());
        assert_eq!(&find_magics(Slider::Rook, SEED), Slider::Rook.magics());
    }
}
