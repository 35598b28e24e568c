//! `make_legal`, the make without tests for the legal generator's moves: for every
//! encoding, on every position of the suites and every position one move from each,
//! every legal move made this way leaves the board `make_move` leaves (pieces, rights,
//! clocks, key) and unmakes to the position it started from; a full undo stack is an
//! error with the board unchanged; and a debug build refuses an illegal move.

use movegen::{
    Bitfield, Board, ByteUnion, Encoding, MAX_PLY, MakeError, Move, MoveList, Packed16, ShiftMask,
};
use movegen_testkit::positions;

fn check<E: Encoding>(boards: &[Board]) -> usize {
    let mut made = 0;
    let mut list = MoveList::<E>::new();
    for board in boards {
        board.generate_legal(&mut list);
        for &mv in list.iter() {
            let mut fast = board.clone();
            let mut checked = board.clone();
            assert_eq!(fast.make_legal(mv), Ok(()), "{} in {board}", E::NAME);
            assert_eq!(checked.make_move(mv), Ok(()), "{} in {board}", E::NAME);
            assert_eq!(fast, checked, "{}: {mv:?} in {board}", E::NAME);
            assert_eq!(fast.key(), checked.key());
            assert_eq!(fast.history_len(), board.history_len() + 1);
            fast.unmake_move(mv);
            assert_eq!(&fast, board);
            assert_eq!(fast.key(), board.key());
            made += 1;
        }
    }
    made
}

#[test]
fn every_legal_move_is_made_as_make_move_makes_it() {
    let boards = positions::suites_and_children(1);
    let made = [
        check::<ShiftMask>(&boards),
        check::<Packed16>(&boards),
        check::<Bitfield>(&boards),
        check::<ByteUnion>(&boards),
    ];
    assert!(made.iter().all(|&n| n == made[0]), "{made:?}");
    assert!(made[0] > 50_000, "{} moves", made[0]);
}

#[test]
fn a_full_undo_stack_is_an_error() {
    let mut board = Board::default();
    let shuffle = ["g1f3", "g8f6", "f3g1", "f6g8"];
    let mut last = Move::default();
    for uci in shuffle.iter().cycle().take(MAX_PLY) {
        last = board.parse_move(uci).unwrap();
        assert_eq!(board.make_legal(last), Ok(()));
    }
    assert_eq!(board.history_len(), MAX_PLY);
    let before = board.clone();
    let nf3: Move = board.parse_move("g1f3").unwrap();
    assert_eq!(board.make_legal(nf3), Err(MakeError::HistoryFull));
    assert_eq!(board, before);
    assert_eq!(board.key(), Board::default().key());
    assert_eq!(board.history_len(), MAX_PLY);
    // Room again after a move is taken back.
    board.unmake_move(last);
    assert_eq!(board.history_len(), MAX_PLY - 1);
}

/// A pseudo-legal move that leaves the king in check is caught in a debug build.
#[cfg(debug_assertions)]
#[test]
#[should_panic(expected = "not a legal move")]
fn an_illegal_move_is_asserted_in_debug_builds() {
    let mut pinned: Board = "4k3/5p2/6B1/8/8/8/8/4K3 b - - 0 1".parse().unwrap();
    let mut moves = MoveList::<Move>::new();
    pinned.generate(&mut moves);
    let f6 = *moves.iter().find(|mv| mv.to_string() == "f7f6").unwrap();
    let _ = pinned.make_legal(f6);
}
