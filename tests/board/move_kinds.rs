//! Generation by kind: for every position of the suites and every position one move
//! from each, with both generators and every encoding's default, the two kinds of each
//! complementary pair are disjoint and together the whole list, each kind is what it says,
//! and the moves to each square, over the 64 squares, are the whole list again.

use std::collections::HashSet;

use movegen::{Bitboard, Board, Move, MoveKinds, MoveList, Square};
use movegen_testkit::positions;

/// The moves of `list` as a set (each at most once).
fn set(list: &MoveList<Move>) -> HashSet<Move> {
    let set: HashSet<Move> = list.iter().copied().collect();
    assert_eq!(set.len(), list.len(), "a move twice");
    set
}

fn check(board: &Board, legal: bool) {
    let generate = |kinds, to, list: &mut MoveList<Move>| {
        if legal {
            board.generate_legal_kinds(kinds, to, list)
        } else {
            board.generate_kinds(kinds, to, list)
        }
    };
    let mut list = MoveList::<Move>::new();
    if legal {
        board.generate_legal(&mut list);
    } else {
        board.generate_pseudo_legal(&mut list);
    }
    let all = set(&list);
    generate(MoveKinds::All, Bitboard::FULL, &mut list);
    assert_eq!(set(&list), all, "{board}");

    // Each kind of a complementary pair holds what the table says, and the two are
    // disjoint and together the whole list.
    for kind in KINDS {
        generate(kind, Bitboard::FULL, &mut list);
        let these = set(&list);
        assert_eq!(
            these,
            filtered(&all, kind, Bitboard::FULL),
            "{kind:?} {board}"
        );
        let Some(other) = kind.complement() else {
            continue;
        };
        generate(other, Bitboard::FULL, &mut list);
        let others = set(&list);
        assert!(these.is_disjoint(&others), "{kind:?} {board}");
        assert_eq!(&these | &others, all, "{kind:?} {board}");
    }

    let mut to_each = HashSet::new();
    for sq in (0..64).map(Square::from_index) {
        generate(MoveKinds::All, sq.bb(), &mut list);
        for &mv in list.iter() {
            assert_eq!(mv.to(), sq);
            assert!(to_each.insert(mv));
        }
    }
    assert_eq!(to_each, all, "{board}");
    // A mask and a kind together.
    let half = Bitboard(0x0f0f_0f0f_0f0f_0f0f);
    generate(MoveKinds::Noisy, half, &mut list);
    assert_eq!(
        set(&list),
        filtered(&all, MoveKinds::Noisy, half),
        "{board}"
    );
}

#[test]
fn kinds_and_squares_partition_both_generators() {
    let boards = positions::suites_and_children(1);
    assert!(boards.len() > 3000);
    for board in &boards {
        check(board, false);
        check(board, true);
    }
}

/// Every kind, each once (the match below fails to compile when one is missing).
const KINDS: [MoveKinds; 5] = [
    MoveKinds::All,
    MoveKinds::Captures,
    MoveKinds::Quiets,
    MoveKinds::Noisy,
    MoveKinds::Calm,
];

/// The moves of `kind` among `all`, to squares of `to`: the full list filtered by the
/// table of `MoveKinds`' rustdoc, which is what generation by kind produced before it
/// restricted the targets at the source.
fn filtered(all: &HashSet<Move>, kinds: MoveKinds, to: Bitboard) -> HashSet<Move> {
    let wanted = |mv: &Move| {
        let wanted = match kinds {
            MoveKinds::All => true,
            MoveKinds::Captures => mv.is_capture(),
            MoveKinds::Quiets => !mv.is_capture(),
            MoveKinds::Noisy => mv.is_capture() || mv.is_promotion(),
            MoveKinds::Calm => !mv.is_capture() && !mv.is_promotion(),
        };
        assert_eq!(kinds.holds(*mv), wanted, "{kinds:?} {mv}");
        wanted
    };
    all.iter()
        .copied()
        .filter(|mv| wanted(mv) && to.has(mv.to()))
        .collect()
}

#[test]
fn every_kind_is_the_full_list_filtered() {
    let masks = [
        Bitboard::FULL,
        Bitboard::EMPTY,
        Bitboard(0x0f0f_0f0f_0f0f_0f0f),
        Bitboard::RANK_1 | Bitboard::RANK_8,
    ];
    let mut list = MoveList::<Move>::new();
    for board in &positions::suites_and_children(1) {
        for legal in [false, true] {
            if legal {
                board.generate_legal(&mut list);
            } else {
                board.generate_pseudo_legal(&mut list);
            }
            let all = set(&list);
            for kind in KINDS {
                for to in masks {
                    if legal {
                        board.generate_legal_kinds(kind, to, &mut list);
                    } else {
                        board.generate_kinds(kind, to, &mut list);
                    }
                    assert_eq!(set(&list), filtered(&all, kind, to), "{kind:?} {board}");
                }
            }
        }
    }
}

/// The positions, where 0.3's `Captures` then `Quiets` missed every quiet
/// promotion: each pair of kinds, one then the other, is every legal move.
#[test]
fn each_pair_one_then_the_other_is_every_move() {
    for fen in [
        "8/P7/8/8/8/1b6/8/K1k5 w - - 0 1",
        "8/4P3/8/8/8/8/k7/7K w - - 0 1",
    ] {
        let board: Board = fen.parse().unwrap();
        let all = set(&board.legal_moves());
        assert!(all.iter().any(|mv| mv.is_promotion()), "{fen}");
        for (first, then) in [
            (MoveKinds::Captures, MoveKinds::Quiets),
            (MoveKinds::Noisy, MoveKinds::Calm),
        ] {
            let mut list = MoveList::<Move>::new();
            board.generate_legal_kinds(first, Bitboard::FULL, &mut list);
            let mut moves = set(&list);
            board.generate_legal_kinds(then, Bitboard::FULL, &mut list);
            moves.extend(set(&list));
            assert_eq!(moves, all, "{first:?} then {then:?} in {fen}");
        }
    }
}
