//! The null move: made and taken back on every position of the suites (and on every
//! child of each), refused in check, and its record never taken for a move's.

use movegen::{Board, Color, MakeError};
use movegen_testkit::positions;

#[test]
fn a_pass_round_trips_and_keeps_the_key() {
    let (mut passed, mut refused) = (0, 0);
    for board in positions::suites_and_children(1) {
        let mut played = board;
        if board.in_check() {
            assert_eq!(played.make_null_move(), Err(MakeError::Illegal), "{board}");
            assert_eq!(played, board);
            refused += 1;
            continue;
        }
        let undo = played.make_null_move().expect("not in check");
        assert!(undo.is_null_move());
        assert_eq!(
            played.side_to_move(),
            board.side_to_move().flip(),
            "{board}"
        );
        assert_eq!(played.en_passant(), None);
        assert_eq!(played.key(), played.compute_key(), "{board}");
        assert_eq!(played.halfmove_clock(), board.halfmove_clock() + 1);
        let fullmove = board.fullmove_number() + u16::from(board.side_to_move() == Color::Black);
        assert_eq!(played.fullmove_number(), fullmove);
        // The pieces did not move, and the rights are kept.
        let fields = |board: &Board| {
            let fen = board.to_string();
            let f: Vec<String> = fen.split(' ').map(str::to_owned).collect();
            (f[0].clone(), f[2].clone())
        };
        assert_eq!(fields(&played), fields(&board), "{board}");
        played.unmake_null_move(undo);
        assert_eq!(played, board, "{board}");
        assert_eq!(played.key(), board.key());
        passed += 1;
    }
    assert!(
        passed > 2500 && refused > 100,
        "{passed} passes, {refused} refused"
    );
}

#[test]
#[should_panic(expected = "the record is of a move, not a pass")]
fn a_move_is_not_taken_back_as_a_pass() {
    let mut board = Board::default();
    let e4 = board.parse_move("e2e4").unwrap();
    let undo = board.make_move(e4).unwrap();
    board.unmake_null_move(undo);
}
