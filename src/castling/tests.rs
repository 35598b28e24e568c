//! The rights a move keeps ([`Castling::keep`]: a test of one bitboard first, the
//! starting squares compared only for a move that touches one), against the rule, for
//! every move's pair of squares and every placement of the castling pieces that
//! Chess960 allows, with every right given and with only some.

use super::{BITS, Castling};
use crate::types::Square;

/// The rule, as sets of squares: a right is lost when the squares a move starts and
/// ends on meet its rook's and its king's.
fn kept_by_rule(castling: &Castling, from: Square, to: Square) -> u8 {
    let touched = from.bb() | to.bb();
    let lost = (0..4).filter(|&i| {
        let starts = castling.rook[i].bb() | castling.king[i / 2].bb();
        (touched & starts).any()
    });
    !lost.fold(0, |rights, i| rights | BITS[i])
}

/// Every placement of a king between its two rooks on the back ranks (black's the
/// mirror of white's), with every right given and with only some: 56 placements in
/// five ways each, each with the rights given.
fn placements() -> impl Iterator<Item = (Castling, u8)> {
    let on = Square::from_coords;
    (1..7).flat_map(move |king| {
        (0..king).flat_map(move |long| {
            (king + 1..8).flat_map(move |short| {
                let kings = [on(king, 0), on(king, 7)];
                let rooks = [on(short, 0), on(long, 0), on(short, 7), on(long, 7)];
                [0b1111, 0b0101, 0b1010, 0b0001, 0b1000].map(|given: u8| {
                    let rook = |i: usize| (given >> i & 1 == 1).then_some(rooks[i]);
                    (
                        Castling::new(kings, core::array::from_fn(rook), true),
                        given,
                    )
                })
            })
        })
    })
}

#[test]
fn every_move_keeps_the_rights_of_the_rule() {
    let mut count = 0;
    // A right not given is never held, so what a move keeps of it is not read.
    for (castling, given) in placements().chain([(Castling::STANDARD, 0b1111)]) {
        count += 1;
        for from in Square::all() {
            for to in Square::all() {
                assert_eq!(
                    castling.keep(from, to) & given,
                    kept_by_rule(&castling, from, to) & given,
                    "{from}{to} with kings {:?} and rooks {:?}",
                    castling.king,
                    castling.rook
                );
            }
        }
    }
    assert_eq!(count, 56 * 5 + 1);
}
