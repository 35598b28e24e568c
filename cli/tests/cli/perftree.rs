//! `movegen perftree DEPTH FEN [MOVES]`: perftree's script protocol.

use crate::run::{KIWIPETE, START, expect_2, movegen_perftree, stdout};

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

/// `movegen-perftree`, the program perftree runs by name, answers as `movegen perftree`.
#[test]
fn movegen_perftree_is_movegen_perftree() {
    for args in [
        &["3", KIWIPETE][..],
        &["1", START, "e2e4 e7e5 g1f3"],
        &["2", START, ""],
    ] {
        let out = movegen_perftree(args);
        assert!(out.status.success(), "{args:?}");
        let together = [&["perftree"][..], args].concat();
        assert_eq!(String::from_utf8_lossy(&out.stdout), stdout(&together));
    }
    let out = movegen_perftree(&["x", START]);
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("invalid value 'x' for '<DEPTH>'"), "{err}");
    assert!(out.stdout.is_empty() && !err.contains("panicked"));
}

/// The FEN and the moves are read by the one whitespace rule (`movegen::text`), with
/// the list every reader is tested with: any whitespace around and between the words
/// is a separator, and what only looks like whitespace is text (refused).
#[test]
fn reads_its_arguments_by_the_one_whitespace_rule() {
    use movegen_testkit::whitespace::{AROUND, BETWEEN, NOT_SPACE};
    let plain = stdout(&["perftree", "1", START, "e2e4 e7e5"]);
    for (around, between) in AROUND.iter().zip(BETWEEN.iter().cycle()) {
        let fen = format!("{around}{}{around}", START.replace(' ', between));
        let moves = format!("{around}e2e4{between}e7e5{around}");
        assert_eq!(
            stdout(&["perftree", "1", &fen, &moves]),
            plain,
            "{around:?} {between:?}"
        );
    }
    for c in NOT_SPACE {
        expect_2(&["perftree", "1", &START.replace(' ', c)], &["bad FEN"]);
        expect_2(
            &["perftree", "1", START, &format!("e2e4{c}e7e5")],
            &["move 1 of the list"],
        );
    }
}
