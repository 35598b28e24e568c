//! Checks the vendored lookups against step-by-step references written from the rules
//! alone, for every square and, for the sliders, 2,000 occupancies per square.

use vendored::{
    bishop_attacks, king_attacks, knight_attacks, pawn_attacks, queen_attacks, rook_attacks,
};

/// Squares reached from `sq` by each `(file, rank)` step, once (`slide` false) or until
/// the edge or the first occupied square, included (`slide` true).
fn walk(sq: usize, steps: &[(i32, i32)], occupied: u64, slide: bool) -> u64 {
    let mut attacks = 0;
    for &(df, dr) in steps {
        let (mut f, mut r) = ((sq % 8) as i32, (sq / 8) as i32);
        loop {
            f += df;
            r += dr;
            if !(0..8).contains(&f) || !(0..8).contains(&r) {
                break;
            }
            let bit = 1u64 << (r * 8 + f);
            attacks |= bit;
            if !slide || occupied & bit != 0 {
                break;
            }
        }
    }
    attacks
}

const KNIGHT: [(i32, i32); 8] = [
    (1, 2),
    (2, 1),
    (2, -1),
    (1, -2),
    (-1, -2),
    (-2, -1),
    (-2, 1),
    (-1, 2),
];
const KING: [(i32, i32); 8] = [
    (0, 1),
    (1, 1),
    (1, 0),
    (1, -1),
    (0, -1),
    (-1, -1),
    (-1, 0),
    (-1, 1),
];
const BISHOP: [(i32, i32); 4] = [(1, 1), (1, -1), (-1, -1), (-1, 1)];
const ROOK: [(i32, i32); 4] = [(0, 1), (1, 0), (0, -1), (-1, 0)];

/// A fixed-seed xorshift64 generator: the same occupancies on every run.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    /// Sparse to dense boards: the AND of one to four random words.
    fn occupancy(&mut self, i: usize) -> u64 {
        (0..i % 4).fold(self.next(), |bb, _| bb & self.next())
    }
}

#[test]
fn leapers_and_pawns_match_the_steps() {
    for sq in 0..64 {
        assert_eq!(
            knight_attacks(sq),
            walk(sq, &KNIGHT, 0, false),
            "knight on {sq}"
        );
        assert_eq!(king_attacks(sq), walk(sq, &KING, 0, false), "king on {sq}");
        assert_eq!(
            pawn_attacks(0, sq),
            walk(sq, &[(-1, 1), (1, 1)], 0, false),
            "white pawn on {sq}"
        );
        assert_eq!(
            pawn_attacks(1, sq),
            walk(sq, &[(-1, -1), (1, -1)], 0, false),
            "black pawn on {sq}"
        );
    }
}

#[test]
fn sliders_match_the_ray_walk() {
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    for sq in 0..64 {
        for i in 0..2000 {
            let occupied = if i == 0 { 0 } else { rng.occupancy(i) };
            assert_eq!(
                bishop_attacks(sq, occupied),
                walk(sq, &BISHOP, occupied, true),
                "bishop on {sq}, occupied {occupied:#018x}"
            );
            assert_eq!(
                rook_attacks(sq, occupied),
                walk(sq, &ROOK, occupied, true),
                "rook on {sq}, occupied {occupied:#018x}"
            );
            assert_eq!(
                queen_attacks(sq, occupied),
                walk(sq, &BISHOP, occupied, true) | walk(sq, &ROOK, occupied, true)
            );
        }
    }
}

#[test]
fn known_values() {
    // A rook on a1 of an empty board: the a-file and the first rank, a1 itself excluded.
    assert_eq!(rook_attacks(0, 0), 0x0101_0101_0101_01fe);
    // A bishop on d4 (27) blocked on f6 (45) and b2 (9): c3, b2, e5, f6, c5, b6, a7, e3,
    // f2, g1.
    let expected = [18, 9, 36, 45, 34, 41, 48, 20, 13, 6]
        .iter()
        .fold(0u64, |bb, &s| bb | 1 << s);
    assert_eq!(bishop_attacks(27, 1 << 45 | 1 << 9), expected);
    // The white pawn on e2 attacks d3 and f3; a black one on a7, only b6.
    assert_eq!(pawn_attacks(0, 12), 1 << 19 | 1 << 21);
    assert_eq!(pawn_attacks(1, 48), 1 << 41);
}
