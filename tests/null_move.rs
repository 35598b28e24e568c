//! The null move: made and taken back on every position of the suites (and on every
//! child of each), refused in check, and never a bridge for threefold repetition.

use movegen::{Board, Color, MakeError, Move};
use movegen_testkit::positions;

#[test]
fn a_pass_round_trips_and_keeps_the_key() {
    let (mut passed, mut refused) = (0, 0);
    for board in positions::suites_and_children(1) {
        let mut played = board.clone();
        if board.in_check() {
            assert_eq!(played.make_null_move(), Err(MakeError::Illegal), "{board}");
            assert_eq!(played, board);
            assert_eq!(played.history_len(), 0);
            refused += 1;
            continue;
        }
        played.make_null_move().expect("not in check");
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
        assert!(played.unmake_null_move());
        assert_eq!(played, board, "{board}");
        assert_eq!(played.key(), board.key());
        assert_eq!(played.history_len(), 0);
        passed += 1;
    }
    assert!(
        passed > 2500 && refused > 100,
        "{passed} passes, {refused} refused"
    );
}

#[test]
fn only_a_pass_is_taken_back_as_one() {
    let mut board = Board::default();
    assert!(!board.unmake_null_move());
    let e4: Move = board.parse_move("e2e4").unwrap();
    board.make_move(e4).unwrap();
    let after = board.clone();
    assert!(!board.unmake_null_move());
    assert_eq!(board, after);
    assert_eq!(board.history_len(), 1);
}

/// Plays `line` (UCI moves, `0000` for a pass).
fn play(board: &mut Board, line: &str) {
    for uci in line.split_whitespace() {
        if uci == "0000" {
            board.make_null_move().expect("a pass out of check");
        } else {
            let mv: Move = board.parse_move(uci).expect("a legal move");
            board.make_move(mv).unwrap();
        }
    }
}

#[test]
fn a_repetition_is_never_counted_across_a_pass() {
    let shuffle = "g1f3 g8f6 f3g1 f6g8";
    // Control: the start position a third time by moves alone.
    let mut board = Board::default();
    play(&mut board, &format!("{shuffle} {shuffle}"));
    assert!(board.is_threefold_repetition());

    // Twice by moves, then both sides pass: the start position, white to move, a third
    // time, but across the passes.
    let mut board = Board::default();
    play(&mut board, &format!("{shuffle} 0000 0000"));
    assert_eq!(board.key(), Board::default().key());
    assert!(!board.is_threefold_repetition());
    // A pass in the middle of the shuffles: no three occurrences on either side of it.
    let mut board = Board::default();
    play(
        &mut board,
        &format!("{shuffle} g1f3 0000 f3g1 0000 {shuffle}"),
    );
    assert!(!board.is_threefold_repetition());
    // Three occurrences after the passes count.
    let mut board = Board::default();
    play(&mut board, &format!("0000 0000 {shuffle} {shuffle}"));
    assert!(board.is_threefold_repetition());
    // And taken back, the passes leave the history as it was.
    let mut board = Board::default();
    play(&mut board, &format!("{shuffle} 0000"));
    assert!(board.unmake_null_move());
    play(&mut board, shuffle);
    assert!(board.is_threefold_repetition());
}
