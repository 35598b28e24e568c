//! Checks the vendored lookups against tablegen's slow reference (`tablegen::geometry`:
//! leaper steps and the square-by-square ray walk) for every square and, for the
//! sliders, 2,000 occupancies per square.

use tablegen::geometry::{self, Color};
use vendored::{
    bishop_attacks, king_attacks, knight_attacks, pawn_attacks, queen_attacks, rook_attacks,
};

// The workspace's one copy of the generators: this crate stays free of movegen.
#[path = "../../../testkit/src/rng.rs"]
mod rng;
use rng::{Rng, XorShift64};

/// Sparse to dense boards: the AND of one to four random words.
fn occupancy(rng: &mut XorShift64, i: usize) -> u64 {
    (0..i % 4).fold(rng.next_u64(), |bb, _| bb & rng.next_u64())
}

#[test]
fn leapers_and_pawns_match_the_reference() {
    for sq in 0..64 {
        let s = sq as u8;
        assert_eq!(
            knight_attacks(sq),
            geometry::knight_attacks(s),
            "knight on {sq}"
        );
        assert_eq!(king_attacks(sq), geometry::king_attacks(s), "king on {sq}");
        assert_eq!(
            pawn_attacks(0, sq),
            geometry::pawn_attacks(Color::White, s),
            "white pawn on {sq}"
        );
        assert_eq!(
            pawn_attacks(1, sq),
            geometry::pawn_attacks(Color::Black, s),
            "black pawn on {sq}"
        );
    }
}

#[test]
fn sliders_match_the_ray_walk() {
    let mut rng = XorShift64(0x9e37_79b9_7f4a_7c15);
    for sq in 0..64 {
        let s = sq as u8;
        for i in 0..2000 {
            let occupied = if i == 0 { 0 } else { occupancy(&mut rng, i) };
            let bishop = geometry::bishop_attacks(s, occupied);
            let rook = geometry::rook_attacks(s, occupied);
            assert_eq!(
                bishop_attacks(sq, occupied),
                bishop,
                "bishop on {sq}, occupied {occupied:#018x}"
            );
            assert_eq!(
                rook_attacks(sq, occupied),
                rook,
                "rook on {sq}, occupied {occupied:#018x}"
            );
            assert_eq!(queen_attacks(sq, occupied), bishop | rook);
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
