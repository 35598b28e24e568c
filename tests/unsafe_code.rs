//! The code behind every `unsafe` block of the crate, at a size Miri can run:
//! `cargo +nightly miri test --test unsafe_code` (CI does). The full checks (every
//! blocker subset, every suite) are in `tests/tables/` and `tests/encodings/`; here
//! each unsafe path runs on a sample, so that Miri checks that no read is out of bounds
//! or of the wrong type.
//!
//! - `src/tables/magic.rs` and `src/tables/pext.rs`: the slider lookups read their
//!   attack table without a bounds check. Every square, the empty and the full blocker
//!   mask and a seeded sample of subsets, against tablegen's ray walk. (Miri cannot run
//!   `pext`, an x86 intrinsic it does not implement; the `compact` strategy has no
//!   unsafe code.)
//! - `src/encoding/byte_union.rs`: every read of the union. Every field packed and read
//!   back, and the encoding through generation, make/unmake and both perfts, each
//!   checked. Every workload of the encoding benchmark with it is the study's test,
//!   `encodings-study/workloads/tests/unsafe_code.rs`, run by Miri beside this one.
//! - `src/move_list.rs`: the list's slots are left unwritten until pushed, and its
//!   slices cover the written ones. Every way to fill, shorten, read, rewrite, copy and
//!   drain a list, in two encodings, up to a full list of `MAX_MOVES`.

use movegen::tables;
use movegen::{
    Bitboard, Board, ByteUnion, Encoding, Kind, MAX_MOVES, MoveList, Packed16, Piece, Square,
};
use tablegen::geometry::{self, BISHOP_DIRECTIONS, ROOK_DIRECTIONS};

use movegen_testkit::rng::{Rng, XorShift64};

/// Blocker subsets of `mask` to look up: none, all, and `sampled` chosen by `rng`.
fn some_subsets(mask: u64, sampled: usize, rng: &mut XorShift64) -> Vec<u64> {
    let mut subsets = vec![0, mask];
    subsets.extend((0..sampled).map(|_| rng.next_u64() & mask));
    subsets
}

#[test]
fn slider_lookups_read_inside_their_tables() {
    let sampled = if cfg!(miri) { 16 } else { 256 };
    let mut rng = XorShift64(0x9e37_79b9_7f4a_7c15);
    for sq in Square::all() {
        let s = sq.to_u8();
        for blockers in some_subsets(
            geometry::relevant_mask(&ROOK_DIRECTIONS, s),
            sampled,
            &mut rng,
        ) {
            let got = tables::rook_attacks(sq, Bitboard(blockers)).0;
            assert_eq!(got, geometry::rook_attacks(s, blockers), "rook {sq}");
        }
        for blockers in some_subsets(
            geometry::relevant_mask(&BISHOP_DIRECTIONS, s),
            sampled,
            &mut rng,
        ) {
            let got = tables::bishop_attacks(sq, Bitboard(blockers)).0;
            assert_eq!(got, geometry::bishop_attacks(s, blockers), "bishop {sq}");
        }
        // Blockers outside the relevant masks (the edges, the square itself) are ignored.
        let everything = Bitboard(!0);
        assert_eq!(
            tables::queen_attacks(sq, everything).0,
            geometry::rook_attacks(s, !0) | geometry::bishop_attacks(s, !0)
        );
    }
}

#[test]
fn byte_union_fields_read_back() {
    let pieces: Vec<Piece> = [Kind::Pawn, Kind::Knight, Kind::Queen, Kind::King]
        .into_iter()
        .flat_map(|kind| {
            [movegen::Color::White, movegen::Color::Black].map(|c| Piece::new(c, kind))
        })
        .chain([Piece::EMPTY])
        .collect();
    let step = if cfg!(miri) { 13 } else { 1 };
    for from in Square::all().step_by(step) {
        for to in Square::all().step_by(step) {
            for &piece in &pieces {
                for &captured in &pieces {
                    let mv = ByteUnion::pack(from, to, piece, captured, Piece::EMPTY);
                    assert_eq!((mv.from(), mv.to()), (from, to));
                    assert_eq!((mv.piece(), mv.captured()), (Some(piece), Some(captured)));
                    assert_eq!(mv.special(), 0);
                    assert_eq!(mv.is_capture(), !captured.is_empty());
                    let copy = ByteUnion::from_bytes(mv.bytes());
                    assert_eq!((copy, copy.word()), (mv, mv.word()));
                }
            }
        }
    }
}

#[test]
fn byte_union_moves_are_generated_made_and_counted() {
    let kiwipete: Board = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"
        .parse()
        .unwrap();
    let mut board = kiwipete;
    let mut moves = MoveList::<ByteUnion>::default();
    board.generate_pseudo_legal(&mut moves);
    let mut legal = 0;
    for &mv in moves.iter() {
        if let Ok(undo) = board.make_move(mv) {
            legal += 1;
            board.unmake_move(mv, undo);
        }
    }
    assert_eq!(legal, 48);
    assert_eq!(board, kiwipete);
    assert_eq!(kiwipete.perft_pseudo_as::<ByteUnion>(2), 2039);
    assert_eq!(kiwipete.perft_legal_as::<ByteUnion>(2), 2039);
}

/// A list in encoding `E` read every way after every way of writing it: the moves
/// pushed, sorted in place, kept by `retain`, copied, drained by value, cleared and
/// refilled to `MAX_MOVES`.
fn move_list_slots_read_only_written<E: Encoding + core::fmt::Debug>() {
    let board: Board = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"
        .parse()
        .unwrap();
    let mut moves = MoveList::<E>::default();
    assert!(moves.is_empty());
    assert_eq!(format!("{moves:?}"), "[]");
    board.generate_legal(&mut moves);
    assert_eq!(moves.len(), 48);
    let generated: Vec<E> = moves.iter().copied().collect();
    let key = |mv: &E| core::cmp::Reverse((mv.to().to_u8(), mv.from().to_u8(), mv.special()));
    moves.sort_unstable_by_key(key);
    assert!(moves.windows(2).all(|pair| key(&pair[0]) <= key(&pair[1])));
    moves.retain(|mv| mv.is_capture());
    assert_eq!(moves.len(), 8);
    let copy = moves.clone();
    assert_eq!(&copy[..], &moves[..]);
    let mut drained = copy.into_iter();
    assert_eq!(drained.len(), 8);
    let first = drained.next();
    assert_eq!(first, moves.first().copied());
    assert_eq!(drained.clone().count(), 7);
    assert_eq!(drained.collect::<Vec<_>>(), moves[1..].to_vec());
    moves.clear();
    assert!(moves.iter().next().is_none());
    for i in 0..MAX_MOVES {
        moves.push(generated[i % generated.len()]);
    }
    assert_eq!(moves.len(), MAX_MOVES);
    assert_eq!(
        moves[MAX_MOVES - 1],
        generated[(MAX_MOVES - 1) % generated.len()]
    );
    assert_eq!(
        moves.into_iter().filter(|mv| *mv == generated[0]).count(),
        9
    );
}

#[test]
fn move_list_reads_only_the_slots_it_wrote() {
    move_list_slots_read_only_written::<movegen::Move>();
    move_list_slots_read_only_written::<Packed16>();
}
