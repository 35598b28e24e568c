//! BMI2 `pext` slider tables: the relevant blockers are compressed into a dense index.
//!
//! `pext(occupied, MASK[s])` gathers the bits of `occupied` selected by the mask into
//! the low bits of the result, so each square's slice holds exactly
//! `2^popcount(MASK[s])` entries, every one of them used, and no magic numbers are
//! needed. tablegen runs on any host, so it computes `pext` in software here; the
//! runtime uses the instruction.

use super::{Slider, slice_offsets};
use crate::geometry;

/// A complete set of `pext`-indexed lookup tables for one slider.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PextTables {
    /// Relevant-blocker mask per square.
    pub masks: [u64; 64],
    /// Start of each square's slice in `attacks`.
    pub offsets: [u32; 64],
    /// The attack sets, all squares' slices one after another.
    pub attacks: Vec<u64>,
}

/// Software parallel bit extract: the bits of `value` at the set positions of `mask`,
/// packed into the low bits, in order.
pub fn pext(value: u64, mask: u64) -> u64 {
    let mut result = 0;
    let mut out_bit = 0;
    let mut m = mask;
    while m != 0 {
        let lowest = m & m.wrapping_neg();
        if value & lowest != 0 {
            result |= 1 << out_bit;
        }
        out_bit += 1;
        m &= m - 1;
    }
    result
}

/// Builds the `pext` tables of `slider`. Every blocker set is written to the entry
/// `pext` gives it; the builder checks that each entry is written exactly once.
pub fn build(slider: Slider) -> PextTables {
    let masks = slider.masks();
    let (offsets, total) = slice_offsets(&masks);
    let mut attacks = vec![0u64; total];
    let mut written = vec![false; total];
    for sq in 0..64u8 {
        let mask = masks[sq as usize];
        for blockers in geometry::subsets(mask) {
            let i = offsets[sq as usize] as usize + pext(blockers, mask) as usize;
            assert!(!written[i], "pext index written twice");
            written[i] = true;
            attacks[i] = slider.attacks(sq, blockers);
        }
    }
    assert!(written.iter().all(|&w| w), "every pext entry is filled");
    PextTables {
        masks,
        offsets,
        attacks,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn software_pext_by_hand() {
        assert_eq!(pext(0b1011_0110, 0b0110_0110), 0b0111);
        assert_eq!(pext(u64::MAX, 0), 0);
        assert_eq!(pext(u64::MAX, u64::MAX), u64::MAX);
        assert_eq!(pext(1 << 63, 1 << 63 | 1), 0b10);
    }

    #[test]
    fn every_blocker_subset_matches_the_reference() {
        for slider in Slider::ALL {
            let t = build(slider);
            for sq in 0..64u8 {
                let s = sq as usize;
                for blockers in geometry::subsets(t.masks[s]) {
                    let i = t.offsets[s] as usize + pext(blockers, t.masks[s]) as usize;
                    assert_eq!(t.attacks[i], slider.attacks(sq, blockers));
                }
            }
        }
    }
}
