//! Generation by kind: for every position of the suites and every position one move
//! from each, with both generators and every encoding's default, the captures and the
//! quiet moves are disjoint and together the whole list, each kind is what it says,
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

    generate(MoveKinds::Noisy, Bitboard::FULL, &mut list);
    let captures = set(&list);
    for mv in &captures {
        assert!(mv.is_capture() || mv.is_promotion(), "{mv} in {board}");
    }
    // The captures alone: the noisy moves but the quiet promotions.
    generate(MoveKinds::Captures, Bitboard::FULL, &mut list);
    let only: HashSet<Move> = captures
        .iter()
        .copied()
        .filter(|mv| mv.is_capture())
        .collect();
    assert_eq!(set(&list), only, "{board}");
    generate(MoveKinds::Quiets, Bitboard::FULL, &mut list);
    let quiets = set(&list);
    for mv in &quiets {
        assert!(!mv.is_capture() && !mv.is_promotion(), "{mv} in {board}");
    }
    assert!(captures.is_disjoint(&quiets));
    assert_eq!(&captures | &quiets, all, "{board}");

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
    let expected: HashSet<Move> = captures
        .iter()
        .copied()
        .filter(|mv| half.has(mv.to()))
        .collect();
    assert_eq!(set(&list), expected, "{board}");
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

/// The moves of `kind` among `all`, to squares of `to`: the full list filtered, which
/// is what generation by kind produced before it restricted the targets at the source.
fn filtered(all: &HashSet<Move>, kinds: MoveKinds, to: Bitboard) -> HashSet<Move> {
    let wanted = |mv: &Move| match kinds {
        MoveKinds::All => true,
        MoveKinds::Captures => mv.is_capture(),
        MoveKinds::Noisy => mv.is_capture() || mv.is_promotion(),
        MoveKinds::Quiets => !mv.is_capture() && !mv.is_promotion(),
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
    let kinds = [
        MoveKinds::All,
        MoveKinds::Captures,
        MoveKinds::Noisy,
        MoveKinds::Quiets,
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
            for kind in kinds {
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
