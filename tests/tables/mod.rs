//! The tables this build uses: `build.rs` wrote exactly what the `tablegen` command
//! writes for the same strategy, and every runtime lookup agrees with tablegen's slow
//! reference (the ray walk) on every square and every relevant blocker subset.

use movegen::tables::{self, SLIDERS};
use movegen::{Bitboard, Color, Square};
use tablegen::geometry::{self, BISHOP_DIRECTIONS, ROOK_DIRECTIONS};

// The suites, their reader and the seeded generators (the test support crate).
use movegen_testkit::rng::{Rng, XorShift64};

fn squares() -> impl Iterator<Item = Square> {
    Square::all()
}

#[test]
fn build_script_output_is_what_tablegen_write_produces() {
    let written = include_str!(concat!(env!("OUT_DIR"), "/tables.rs"));
    let sliders: tablegen::Sliders = SLIDERS.parse().unwrap();
    assert_eq!(
        written,
        tablegen::render(sliders),
        "OUT_DIR/tables.rs differs from `cargo tablegen write --sliders {SLIDERS}`"
    );
}

#[test]
fn leaper_and_pawn_lookups_match_the_reference() {
    for sq in squares() {
        let s = sq.to_u8();
        assert_eq!(tables::knight_attacks(sq).0, geometry::knight_attacks(s));
        assert_eq!(tables::king_attacks(sq).0, geometry::king_attacks(s));
        for (c, gc) in [
            (Color::White, geometry::Color::White),
            (Color::Black, geometry::Color::Black),
        ] {
            assert_eq!(tables::pawn_attacks(c, sq).0, geometry::pawn_attacks(gc, s));
            assert_eq!(tables::pawn_pushes(c, sq).0, geometry::pawn_pushes(gc, s));
        }
        for d in 0..8 {
            assert_eq!(tables::ray(d, sq).0, geometry::ray(d, s));
        }
    }
}

#[test]
fn between_and_line_match_the_reference_for_every_pair() {
    for a in squares() {
        for b in squares() {
            let (x, y) = (a.to_u8(), b.to_u8());
            assert_eq!(tables::between(a, b).0, geometry::between(x, y), "{a} {b}");
            assert_eq!(tables::line(a, b).0, geometry::line(x, y), "{a} {b}");
        }
    }
}

#[test]
fn slider_lookups_match_the_reference_for_every_blocker_subset() {
    for sq in squares() {
        let s = sq.to_u8();
        for blockers in geometry::subsets(geometry::relevant_mask(&ROOK_DIRECTIONS, s)) {
            let got = tables::rook_attacks(sq, Bitboard(blockers)).0;
            assert_eq!(
                got,
                geometry::rook_attacks(s, blockers),
                "rook {sq} {SLIDERS}"
            );
        }
        for blockers in geometry::subsets(geometry::relevant_mask(&BISHOP_DIRECTIONS, s)) {
            let got = tables::bishop_attacks(sq, Bitboard(blockers)).0;
            assert_eq!(
                got,
                geometry::bishop_attacks(s, blockers),
                "bishop {sq} {SLIDERS}"
            );
        }
    }
}

#[test]
fn blockers_outside_the_masks_are_ignored() {
    let mut rng = XorShift64(0x2545_f491_4f6c_dd1d);
    for _ in 0..20_000 {
        let x = rng.next_u64();
        let sq = Square::from_index((x >> 58) as u8);
        let s = sq.to_u8();
        assert_eq!(
            tables::rook_attacks(sq, Bitboard(x)).0,
            geometry::rook_attacks(s, x)
        );
        assert_eq!(
            tables::bishop_attacks(sq, Bitboard(x)).0,
            geometry::bishop_attacks(s, x)
        );
        assert_eq!(
            tables::queen_attacks(sq, Bitboard(x)).0,
            geometry::rook_attacks(s, x) | geometry::bishop_attacks(s, x)
        );
    }
}

#[test]
fn bitboard_display_is_the_tablegen_diagram() {
    for sq in squares() {
        let bb =
            tables::knight_attacks(sq) | tables::rook_attacks(sq, Bitboard(0x0042_0000_2400_8100));
        assert_eq!(bb.to_string(), geometry::diagram(bb.0));
    }
}
