//! The reference for the vendored lookups: a sliding piece's attacks found by stepping
//! square by square, as the rules say, with no table.

/// The (file, rank) step of each direction, in the vendored crate's order: 0 = N,
/// 1 = NE, 2 = E, 3 = SE, 4 = S, 5 = SW, 6 = W, 7 = NW.
const STEPS: [(i8, i8); 8] = [
    (0, 1),
    (1, 1),
    (1, 0),
    (1, -1),
    (0, -1),
    (-1, -1),
    (-1, 0),
    (-1, 1),
];

/// The squares a slider on `sq` reaches in direction `dir`: every square up to the
/// edge or to the first occupied one, which is included.
pub fn ray(dir: usize, sq: usize, occupied: u64) -> u64 {
    let (df, dr) = STEPS[dir];
    let (mut file, mut rank) = ((sq % 8) as i8, (sq / 8) as i8);
    let mut attacks = 0;
    loop {
        file += df;
        rank += dr;
        if !(0..8).contains(&file) || !(0..8).contains(&rank) {
            return attacks;
        }
        let bit = 1u64 << (rank * 8 + file);
        attacks |= bit;
        if occupied & bit != 0 {
            return attacks;
        }
    }
}
