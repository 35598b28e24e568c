//! `is_pseudo_legal` and `is_legal` on any move value, for every encoding: on every
//! position of the suites and every position one move from each, true exactly for the
//! generated moves (and the legal ones), against the moves of every other position,
//! every generated move with one bit flipped, and random values.

use std::collections::HashSet;
use std::hash::Hash;

use movegen::{Bitfield, Board, ByteUnion, Encoding, MoveList, Packed16, ShiftMask};
use movegen_testkit::positions;
use movegen_testkit::rng::{Rng, SplitMix64};

/// Checks one encoding, whose values are made from 32 random bits by `value` and whose
/// bits are `bits` (to flip one).
fn check<E: Encoding + Hash>(boards: &[Board], value: impl Fn(u32) -> E, bits: impl Fn(E) -> u32) {
    let mut pool: Vec<E> = Vec::new();
    let mut generated: Vec<(HashSet<E>, HashSet<E>)> = Vec::new();
    for board in boards {
        let mut list = MoveList::<E>::default();
        board.generate_pseudo_legal(&mut list);
        let all: HashSet<E> = list.iter().copied().collect();
        // The legal ones: the pseudo-legal moves whose make succeeds.
        let legal: HashSet<E> = all
            .iter()
            .copied()
            .filter(|&mv| {
                let mut made = *board;
                made.make_move(mv).is_ok()
            })
            .collect();
        pool.extend(all.iter().copied());
        generated.push((all, legal));
    }
    let mut rng = SplitMix64(0x005e_ed0f_ca11);
    let (mut yes, mut no) = (0usize, 0usize);
    for (board, (all, legal)) in boards.iter().zip(&generated) {
        let mut candidates: Vec<E> = all.iter().copied().collect();
        // Other positions' moves, one bit flipped, random values.
        for _ in 0..40 {
            candidates.push(pool[rng.below(pool.len())]);
            let mv = pool[rng.below(pool.len())];
            candidates.push(value(bits(mv) ^ (1 << rng.below(32))));
            candidates.push(value(rng.next_u64() as u32));
        }
        for mv in candidates {
            let want = all.contains(&mv);
            assert_eq!(
                board.is_pseudo_legal(mv),
                want,
                "{} {mv:?} in {board}",
                E::NAME
            );
            assert_eq!(
                board.is_legal(mv),
                legal.contains(&mv),
                "{} {mv:?} in {board}",
                E::NAME
            );
            if want { yes += 1 } else { no += 1 }
        }
    }
    assert!(
        yes > 25_000 && no > 100_000,
        "{}: {yes} true, {no} false",
        E::NAME
    );
}

#[test]
fn shift_mask() {
    check(&positions::suites_and_children(3), ShiftMask, |mv| mv.0);
}

#[test]
fn bitfield() {
    check(&positions::suites_and_children(3), Bitfield, |mv| mv.0);
}

#[test]
fn packed16() {
    check(
        &positions::suites_and_children(3),
        |bits| Packed16(bits as u16),
        |mv| u32::from(mv.0),
    );
}

#[test]
fn byte_union() {
    check(
        &positions::suites_and_children(3),
        |bits| ByteUnion::from_bytes(bits.to_le_bytes()),
        |mv| u32::from_le_bytes(mv.bytes()),
    );
}
