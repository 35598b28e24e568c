//! Perft deeper than the board's undo stack. The perfts that make their moves on the
//! board (`perft_pseudo`, `perft_pseudo_with`, `perft_legal_with`, `divide_pseudo`) can
//! count to `MAX_PLY + 1` (the last ply is counted, not made); deeper, they overflowed the
//! undo stack, an index out of bounds, as soon as a line of the tree was that long: the
//! perft command did so with `--mode pseudo --epd` on an entry `;D300 1` of the start
//! position. They now refuse such a depth at once, with a message.

use std::panic::{self, AssertUnwindSafe};

use movegen::{Board, MAX_PLY, Move};

/// The panic message of `count`, or `None` when it does not panic.
fn panic_message(count: impl FnOnce() -> u64) -> Option<String> {
    let payload = panic::catch_unwind(AssertUnwindSafe(count)).err()?;
    Some(match payload.downcast::<&str>() {
        Ok(message) => message.to_string(),
        Err(payload) => *payload.downcast::<String>().expect("a text message"),
    })
}

#[test]
fn perft_deeper_than_the_undo_stack_is_refused_with_a_message() {
    let board = Board::default();
    let deep = MAX_PLY as u32 + 2;
    let messages = [
        ("perft_pseudo", panic_message(|| board.perft_pseudo(deep))),
        (
            "perft_pseudo_with",
            panic_message(|| board.perft_pseudo_with::<Move>(deep)),
        ),
        (
            "perft_legal_with",
            panic_message(|| board.perft_legal_with::<Move>(deep)),
        ),
        (
            "divide_pseudo",
            panic_message(|| board.divide_pseudo::<Move>(deep, |_, _| {})),
        ),
    ];
    for (name, message) in messages {
        let message = message.unwrap_or_else(|| panic!("{name} counted past the undo stack"));
        assert!(
            message.contains("perft deeper than the undo stack"),
            "{name}: {message}"
        );
    }
}

#[test]
fn perft_to_max_ply_plus_one_is_counted() {
    // Stalemate: nothing to make at any depth, so even this depth finishes, with 0.
    let board: Board = "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1".parse().unwrap();
    let depth = MAX_PLY as u32 + 1;
    assert_eq!(board.perft_pseudo(depth), 0);
    assert_eq!(board.perft_legal_with::<Move>(depth), 0);
    assert_eq!(board.divide_pseudo::<Move>(depth, |_, _| {}), 0);
    assert_eq!(board.perft(depth), 0);
}
