//! A `MoveList` is sorted, swapped and rewritten in place through its mutable slice, on
//! every position of the suites and a quarter of the positions one move from each: the
//! same moves come out as from a sorted copy, and the list's length and its other calls
//! (`push`, `retain`, iteration) see the moves where the slice put them.

use std::cmp::Reverse;

use movegen::{Board, Move, MoveList};
use movegen_testkit::positions;

/// An engine's ordering key: captures first, the best exchange first.
fn order(board: &Board, mv: Move) -> Reverse<(bool, i32)> {
    Reverse((mv.is_capture(), board.see(mv)))
}

#[test]
fn sorted_in_place_as_a_copy_is_sorted() {
    let mut checked = 0;
    for board in positions::suites_and_children(4) {
        let mut list = MoveList::<Move>::new();
        board.generate_pseudo_legal(&mut list);
        let mut copy: Vec<Move> = list.to_vec();
        copy.sort_by_key(|&mv| order(&board, mv));
        list.sort_by_key(|&mv| order(&board, mv));
        assert_eq!(&list[..], &copy[..], "{board}");
        assert_eq!(list.iter().count(), copy.len());
        assert_eq!((&list).into_iter().copied().collect::<Vec<_>>(), copy);

        // An unstable sort (what `core` offers) by a total order gives the same list.
        let mut unstable = MoveList::<Move>::new();
        board.generate_pseudo_legal(&mut unstable);
        unstable.sort_unstable_by_key(|&mv| (order(&board, mv), mv.0));
        copy.sort_by_key(|&mv| (order(&board, mv), mv.0));
        assert_eq!(&unstable[..], &copy[..], "{board}");

        if list.len() >= 2 {
            let (first, last) = (list[0], list[list.len() - 1]);
            let end = list.len() - 1;
            list.swap(0, end);
            assert_eq!((list[0], list[end]), (last, first));
            list.reverse();
            assert_eq!(list[0], first);
        }
        // Rewritten in place, then kept and pushed to as a list.
        for mv in list.iter_mut() {
            *mv = Move::default();
        }
        assert!(list.iter().all(|&mv| mv == Move::default()));
        let len = list.len();
        list.push(copy[0]);
        assert_eq!((list.len(), list[len]), (len + 1, copy[0]));
        list.retain(|&mv| mv != Move::default());
        assert_eq!(&list[..], &copy[..1]);
        checked += 1;
    }
    assert!(checked > 1000, "{checked} positions");
}

#[test]
fn an_empty_list_derefs_to_an_empty_slice() {
    let mut list = MoveList::<Move>::new();
    list.sort_unstable_by_key(|mv| mv.0);
    assert!(list.is_empty() && list.iter_mut().next().is_none());
    let mate: Board = "7k/6Q1/6K1/8/8/8/8/8 b - - 0 1".parse().unwrap();
    mate.generate_legal(&mut list);
    list.sort_by_key(|mv| mv.to());
    assert_eq!(list.len(), 0);
}

/// A push past the capacity, which only a caller's own pushes reach, panics with a
/// message that says so (`MoveList::push`'s `# Panics`).
#[test]
#[should_panic(expected = "MoveList::push: the list is full (416 moves, MAX_MOVES)")]
fn a_push_past_the_capacity_says_the_list_is_full() {
    let mut list = MoveList::new();
    let mv = Board::default().legal_moves()[0];
    for _ in 0..=movegen::MAX_MOVES {
        list.push(mv);
    }
}
