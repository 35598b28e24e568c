//! `movegen perftree DEPTH FEN [MOVES]`: perftree's script protocol.

use crate::run::{KIWIPETE, START, expect_2, stdout};

#[test]
fn speaks_perftree() {
    let out = stdout(&["perftree", "2", START]);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines[0], "b1a3 20");
    assert_eq!(lines.len(), 22);
    assert_eq!(&lines[20..], ["", "400"]);
    // The moves in one argument (perftree passes an empty one for none).
    assert_eq!(stdout(&["perftree", "2", START, ""]), out);
    let after = stdout(&["perftree", "1", START, "e2e4 e7e5 g1f3"]);
    assert!(
        after.contains("\nb8a6 1\n") && after.ends_with("\n\n29\n"),
        "{after}"
    );
    // Upper-case promotion letters, as perftree's examples write them.
    let promoted = stdout(&["perftree", "1", "7k/P7/8/8/8/8/8/4K3 w - - 0 1", "a7a8Q"]);
    assert!(promoted.ends_with("\n\n2\n"), "{promoted}");
    let kiwi = stdout(&["perftree", "3", KIWIPETE]);
    assert!(kiwi.contains("\ne1g1 2059\n") && kiwi.ends_with("\n\n97862\n"));
}

#[test]
fn bad_input_exits_2() {
    expect_2(
        &["perftree", "x", START],
        &["invalid value 'x' for '<DEPTH>'"],
    );
    expect_2(&["perftree", "2", "not a fen"], &["bad FEN \"not a fen\""]);
    expect_2(&["perftree", "2", ""], &["no FEN"]);
    expect_2(
        &["perftree", "2", START, "e2e4 e2e4"],
        &["move 2 of the list, \"e2e4\""],
    );
    expect_2(
        &["perftree", "2"],
        &["required arguments were not provided", "<FEN>"],
    );
    expect_2(
        &["perftree", "2", START, "e2e4", "extra"],
        &["unexpected argument 'extra'"],
    );
}
