//! `make_legal`, the make without tests for the legal generator's moves: for every
//! encoding, on every position of the suites and every position one move from each,
//! every legal move made this way leaves the board `make_move` leaves (pieces, rights,
//! clocks, key) and unmakes to the position it started from; and a debug build refuses
//! an illegal move.

use movegen::{Bitfield, Board, ByteUnion, Encoding, MoveList, Packed16, ShiftMask};
use movegen_testkit::positions;

fn check<E: Encoding>(boards: &[Board]) -> usize {
    let mut made = 0;
    let mut list = MoveList::<E>::default();
    for board in boards {
        board.generate_legal(&mut list);
        for &mv in list.iter() {
            let mut fast = *board;
            let mut checked = *board;
            let undo = fast.make_legal(mv);
            let checked_undo = checked.make_move(mv);
            assert_eq!(checked_undo, Ok(undo), "{} in {board}", E::NAME);
            assert_eq!(fast, checked, "{}: {mv:?} in {board}", E::NAME);
            assert_eq!(fast.key(), checked.key());
            fast.unmake_move(mv, undo);
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

/// A pseudo-legal move that leaves the king in check is caught in a debug build.
#[cfg(debug_assertions)]
#[test]
#[should_panic(expected = "not a legal move")]
fn an_illegal_move_is_asserted_in_debug_builds() {
    let mut pinned: Board = "4k3/5p2/6B1/8/8/8/8/4K3 b - - 0 1".parse().unwrap();
    let moves = pinned.pseudo_legal_moves();
    let f6 = *moves.iter().find(|mv| mv.to_string() == "f7f6").unwrap();
    let _ = pinned.make_legal(f6);
}

/// The clocks at their limit: make stops them at 65,535, and unmake puts back what the
/// move found, to the last halfmove and fullmove.
#[test]
fn unmake_puts_back_clocks_at_their_limit() {
    let start: Board = "4k3/8/8/8/8/8/8/R3K3 b Q - 65535 65535".parse().unwrap();
    let mut board = start;
    let mut line = Vec::new();
    for uci in ["e8d7", "a1a2", "d7e8"] {
        let mv = board.parse_move(uci).unwrap();
        line.push((mv, board.make_move(mv).unwrap()));
        assert_eq!(board.halfmove_clock(), 65_535, "after {uci}");
        assert_eq!(board.fullmove_number(), 65_535, "after {uci}");
    }
    for &(mv, undo) in line.iter().rev() {
        board.unmake_move(mv, undo);
    }
    assert_eq!(board, start);
    assert_eq!(board.to_string(), "4k3/8/8/8/8/8/8/R3K3 b Q - 65535 65535");
}

/// `make_legal_keyless` leaves everything `make_legal` leaves but the key, which stays
/// the position's before the move, two plies deep (a keyless make on a keyless make's
/// board); unmake puts back the board whole, key included.
#[test]
fn a_keyless_make_is_make_legal_but_the_key() {
    let mut made = 0;
    let mut list = MoveList::<Packed16>::default();
    let mut replies = MoveList::<Packed16>::default();
    for board in positions::suites_and_children(7) {
        board.generate_legal(&mut list);
        for &mv in list.iter() {
            let mut keyless = board;
            let undo = keyless.make_legal_keyless(mv);
            let keyed = board.after(mv);
            assert_eq!(keyless.to_string(), keyed.to_string(), "{mv} in {board}");
            assert_eq!(keyless.key(), board.key());
            keyless.generate_legal(&mut replies);
            for &reply in replies.iter() {
                let before = keyless;
                let reply_undo = keyless.make_legal_keyless(reply);
                assert_eq!(keyless.to_string(), keyed.after(reply).to_string());
                keyless.unmake_move(reply, reply_undo);
                assert_eq!(keyless, before);
                made += 1;
            }
            keyless.unmake_move(mv, undo);
            assert_eq!(keyless, board);
            assert_eq!(keyless.key(), board.key());
        }
    }
    assert!(made > 10_000, "{made} replies");
}
