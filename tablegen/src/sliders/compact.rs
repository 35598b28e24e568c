//! The `compact` strategy: slider attacks from the ray tables alone.
//!
//! No slider table is emitted. For each direction the runtime takes the full ray,
//! finds the nearest blocker on it with one bit scan (the lowest set bit for rays that
//! point to higher squares, the highest for the others) and removes the part of the
//! ray behind the blocker, which is the blocker's own ray in the same direction:
//!
//! ```text
//! attacks = RAYS[d][sq] ^ RAYS[d][nearest blocker]    (or RAYS[d][sq] if none)
//! ```
//!
//! This module holds the same algorithm over tablegen's own ray table, so that the
//! tests can prove it against the ray walk for every square and every blocker subset;
//! `between` and `line` are found from the rays in the same way.

use crate::geometry::{self, DIRECTIONS};

/// Whether direction `d` (an index into [`DIRECTIONS`]) points to higher squares.
pub fn points_up(d: usize) -> bool {
    let dir = DIRECTIONS[d];
    dir.dr > 0 || (dir.dr == 0 && dir.df > 0)
}

/// The ray table, as emitted in `RAYS`.
pub fn rays() -> [[u64; 64]; 8] {
    std::array::from_fn(|d| std::array::from_fn(|sq| geometry::ray(d, sq as u8)))
}

/// Attacks along one direction with the given occupancy, by one bit scan.
pub fn ray_attacks(rays: &[[u64; 64]; 8], d: usize, sq: u8, occupied: u64) -> u64 {
    let ray = rays[d][sq as usize];
    let blockers = ray & occupied;
    if blockers == 0 {
        return ray;
    }
    let nearest = if points_up(d) {
        blockers.trailing_zeros()
    } else {
        63 - blockers.leading_zeros()
    };
    ray ^ rays[d][nearest as usize]
}

/// Attacks of a slider moving along `dirs`, from the ray table.
pub fn slider_attacks(rays: &[[u64; 64]; 8], dirs: &[usize], sq: u8, occupied: u64) -> u64 {
    dirs.iter()
        .fold(0, |bb, &d| bb | ray_attacks(rays, d, sq, occupied))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sliders::Slider;

    #[test]
    fn every_blocker_subset_matches_the_reference() {
        let rays = rays();
        for slider in Slider::ALL {
            for sq in 0..64u8 {
                for blockers in geometry::subsets(slider.mask(sq)) {
                    assert_eq!(
                        slider_attacks(&rays, slider.directions(), sq, blockers),
                        slider.attacks(sq, blockers),
                    );
                }
            }
        }
    }

    #[test]
    fn blockers_outside_the_mask_do_not_matter() {
        let rays = rays();
        let mut x = 0x9e37_79b9_7f4a_7c15u64;
        for _ in 0..10_000 {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            let sq = (x >> 58) as u8;
            for slider in Slider::ALL {
                assert_eq!(
                    slider_attacks(&rays, slider.directions(), sq, x),
                    slider.attacks(sq, x)
                );
            }
        }
    }
}
