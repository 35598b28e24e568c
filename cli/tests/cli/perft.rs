//! `movegen perft`: one count, `--divide`, `--depths`, threads and the shared table,
//! EPD files, and bad input.

use crate::run::{KINGS, KIWIPETE, START, expect_2, file, movegen, stdout, suite};

#[test]
fn counts_a_position() {
    assert_eq!(stdout(&["perft", START, "4"]), "Nodes searched: 197281\n");
    assert_eq!(stdout(&["perft", "startpos", "0"]), "Nodes searched: 1\n");
    // The FEN's fields as separate words, and the speed line on stderr.
    let words: Vec<&str> = KIWIPETE.split(' ').collect();
    let out = movegen(&[&["perft"], &words[..], &["3"]].concat());
    assert_eq!(
        String::from_utf8_lossy(&out.stdout),
        "Nodes searched: 97862\n"
    );
    assert!(String::from_utf8_lossy(&out.stderr).contains(" Mnps"));
    // Moves played first, with an upper-case promotion letter.
    assert_eq!(
        stdout(&["perft", "startpos", "2", "moves", "e2e4", "e7e5"]),
        "Nodes searched: 835\n"
    );
    assert_eq!(
        stdout(&[
            "perft",
            "7k/P7/8/8/8/8/8/4K3 w - - 0 1",
            "1",
            "moves",
            "a7a8Q"
        ]),
        "Nodes searched: 2\n"
    );
}

/// Off a terminal (as here), no progress is drawn: standard error holds the speed line
/// alone, standard output the count alone.
#[test]
fn no_progress_off_a_terminal() {
    let out = movegen(&["perft", "--threads", "2", KIWIPETE, "4"]);
    assert_eq!(
        String::from_utf8_lossy(&out.stdout),
        "Nodes searched: 4085603\n"
    );
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.starts_with("time ") && err.ends_with(" Mnps\n"),
        "{err:?}"
    );
    assert_eq!(err.lines().count(), 1, "{err:?}");
}

#[test]
fn every_way_of_counting_gives_the_same_count() {
    let want = "Nodes searched: 4085603\n";
    for options in [
        &[][..],
        &["--threads", "2"],
        &["--threads", "3", "--hash", "1"],
        &["--hash", "4"],
        &["--mode", "pseudo"],
        &["--mode", "pseudo", "--threads", "2"],
    ] {
        let args = [&["perft"], options, &[KIWIPETE, "4"]].concat();
        assert_eq!(stdout(&args), want, "{options:?}");
    }
}

#[test]
fn divide_lists_every_root_move() {
    let plain = stdout(&["perft", "--divide", START, "2"]);
    let lines: Vec<&str> = plain.lines().collect();
    assert_eq!(lines.len(), 20 + 2);
    assert_eq!(lines[0], "b1a3: 20");
    assert!(lines[..20].iter().all(|l| l.ends_with(": 20")));
    assert_eq!(&lines[20..], ["", "Nodes searched: 400"]);
    // With threads and the table: the same lines; in the other mode, the same lines in
    // its generator's order.
    let kiwi = stdout(&["perft", "--divide", KIWIPETE, "3"]);
    assert!(kiwi.contains("e1g1: 2059\n") && kiwi.ends_with("\nNodes searched: 97862\n"));
    let threads = [
        "perft",
        "--divide",
        "--threads",
        "2",
        "--hash",
        "1",
        KIWIPETE,
        "3",
    ];
    assert_eq!(stdout(&threads), kiwi);
    let sorted = |text: &str| {
        let mut lines: Vec<String> = text.lines().map(String::from).collect();
        lines.sort();
        lines
    };
    let pseudo = [
        "perft",
        "--divide",
        "--mode",
        "pseudo",
        "--threads",
        "2",
        KIWIPETE,
        "3",
    ];
    assert_eq!(sorted(&stdout(&pseudo)), sorted(&kiwi));
}

#[test]
fn depths_prints_every_depth() {
    let out = stdout(&[
        "perft",
        "--depths",
        "--threads",
        "2",
        "--hash",
        "1",
        "startpos",
        "4",
    ]);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 5, "{out}");
    for (line, (d, n)) in lines
        .iter()
        .zip([(1, 20), (2, 400), (3, 8902), (4, 197281)])
    {
        assert!(line.starts_with(&format!("depth {d}: {n} (")), "{line}");
        assert!(line.ends_with(" s)"), "{line}");
    }
    assert_eq!(lines[4], "Nodes searched: 197281");
}

#[test]
fn checks_an_epd_file() {
    for options in [
        &[][..],
        &["--threads", "2", "--hash", "2"],
        &["--mode", "pseudo", "--threads", "2"],
    ] {
        let edge = suite("edge-cases.epd");
        let args = [&["perft", "--epd", &edge, "--max-depth", "3"], options].concat();
        let out = stdout(&args);
        assert!(out.ends_with(" passed, 0 failed\n"), "{options:?}: {out}");
    }
    let wrong = file("wrong.epd", &format!("{START} ;D1 20\n{START} ;D1 21\n"));
    let out = movegen(&["perft", "--threads", "2", "--epd", &wrong]);
    assert_eq!(out.status.code(), Some(1));
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        text.contains(":2: ") && text.contains("depth 1: expected 21, got 20\n"),
        "{text}"
    );
    assert!(text.ends_with("1 passed, 1 failed\n"), "{text}");
}

/// One table across a file of every suite, standard chess and Chess960 mixed, with the
/// pair of positions that differ only in which rook a castling right names: each
/// line's count is its own, on one thread and on two sharing the table.
#[test]
fn one_table_across_a_mixed_file() {
    let mut mixed = String::from(
        "2kr3r/8/8/8/8/8/8/4K1RR b K - 0 1 ;D1 24 ;D2 352 ;D3 8461\n\
         2kr3r/8/8/8/8/8/8/4K1RR b G - 0 1 ;D1 24 ;D2 368 ;D3 8924\n",
    );
    for name in ["chess960.epd", "standard.epd", "edge-cases.epd"] {
        mixed += &std::fs::read_to_string(suite(name)).unwrap();
    }
    let mixed = file("mixed.epd", &mixed);
    for options in [
        &["--hash", "1"][..],
        &["--hash", "1", "--threads", "2"],
        &["--hash", "1", "--keys", "99"],
    ] {
        let args = [&["perft", "--epd", &mixed, "--max-depth", "3"], options].concat();
        let out = stdout(&args);
        assert!(out.ends_with(" passed, 0 failed\n"), "{options:?}: {out}");
    }
}

#[test]
fn help_and_version() {
    assert!(stdout(&["perft", "--help"]).contains("Usage: movegen perft"));
    assert!(stdout(&["--help"]).contains("perftree"));
    let version = stdout(&["--version"]);
    assert!(version.starts_with("movegen ") && version.trim_end().split(' ').count() == 2);
}

#[test]
fn bad_input_exits_2() {
    let bad_fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX w KQkq - 0 1";
    expect_2(&["perft", bad_fen, "3"], &["unknown piece letter 'X'"]);
    expect_2(&["perft", KINGS, "x"], &["invalid value 'x' for '<DEPTH>'"]);
    expect_2(
        &["perft", KINGS, "65"],
        &["invalid value '65' for '<DEPTH>'"],
    );
    expect_2(
        &["perft", KINGS, "-1"],
        &["invalid value '-1' for '<DEPTH>'"],
    );
    expect_2(
        &["perft", "--epd", "/nonexistent/suite.epd"],
        &["cannot read /nonexistent/suite.epd"],
    );
    expect_2(
        &["perft", "--mode", "fast", KINGS, "2"],
        &["invalid value 'fast' for '--mode <MODE>'"],
    );
    expect_2(
        &["perft", "--threads", "0", KINGS, "2"],
        &["invalid value '0' for '--threads <N>'"],
    );
    expect_2(
        &["perft", "--threads", "1000", KINGS, "2"],
        &["1000 is not in 1..=256"],
    );
    expect_2(
        &["perft", "--hash", "0", KINGS, "2"],
        &["invalid value '0' for '--hash <MB>'"],
    );
    expect_2(
        &["perft", "--hash", "1000000000", KINGS, "2"],
        &["MiB of memory"],
    );
    expect_2(
        &["perft", "--hash", "16", "--mode", "pseudo", KINGS, "2"],
        &["cannot be used with --mode pseudo"],
    );
    expect_2(
        &["perft", "--depths", "--divide", KINGS, "2"],
        &["cannot be used with"],
    );
    expect_2(
        &["perft", "--frobnicate"],
        &["unexpected argument '--frobnicate'"],
    );
    expect_2(
        &["perft", "--divid", KINGS, "2"],
        &["a similar argument exists: '--divide'"],
    );
    expect_2(
        &["perft"],
        &["required arguments were not provided", "<FEN>", "<DEPTH>"],
    );
    expect_2(&["perft", KINGS], &["<DEPTH> after the FEN"]);
    expect_2(&["perft", "3"], &["<FEN> before the depth"]);
    expect_2(
        &["perft", "--max-depth", "2", KINGS, "2"],
        &["--epd <FILE>"],
    );
    expect_2(
        &["perft", "--epd", &suite("standard.epd"), KINGS, "2"],
        &["cannot be used with"],
    );
    expect_2(
        &["perft", "startpos", "2", "moves", "e2e4", "e2e4"],
        &["move 2 of the list, \"e2e4\"", "not a legal move"],
    );
    expect_2(
        &["perft", "startpos", "2", "moves", "a7a8K"],
        &["move 1 of the list, \"a7a8K\""],
    );
    // Chess960 castling rights that name no rook: X-FEN (c-file) and Shredder-FEN (h-file).
    expect_2(
        &[
            "perft",
            "bqnbrkrn/pppppppp/8/8/8/8/PPPPPPPP/BQNBRKRN w Cg - 0 1",
            "2",
        ],
        &["castling"],
    );
    expect_2(
        &[
            "perft",
            "bqnbrkrn/pppppppp/8/8/8/8/PPPPPPPP/BQNBRKRN w Ha - 0 1",
            "2",
        ],
        &["castling"],
    );
}

#[test]
fn bad_epd_files_exit_2_before_counting() {
    let bad = file("bad.epd", "not a fen ;D1 20\n");
    expect_2(
        &["perft", "--epd", &bad],
        &[&format!("{bad}:1: bad FEN \"not a fen\"")],
    );
    // A bad line is reported before any line is counted: the first line here is not
    // counted (it would take minutes).
    let deep = file(
        "deep.epd",
        &format!("{START} ;D7 3195901860\n{KINGS} ;D99 5\n"),
    );
    expect_2(
        &["perft", "--epd", &deep],
        &[&format!("{deep}:2: depth 99 of \"D99 5\" is more than 64")],
    );
    let count = file("count.epd", &format!("{KINGS} ;D2 abc\n"));
    expect_2(
        &["perft", "--epd", &count],
        &[&format!("{count}:1: bad count \"D2 abc\"")],
    );
    // A count deeper than the undo stack: refused, never counted.
    let deep300 = file("deep300.epd", &format!("{START} ;D1 20 ;D300 1\n"));
    expect_2(
        &["perft", "--mode", "pseudo", "--epd", &deep300],
        &[&format!(
            "{deep300}:1: depth 300 of \"D300 1\" is more than 64"
        )],
    );
}
