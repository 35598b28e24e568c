//! `movegen position FEN|startpos [moves M...]`: the diagram and the lines, and bad
//! input.

use crate::run::{expect_2, stdout};

/// The lines after the diagram.
fn lines(words: &str) -> String {
    let args: Vec<&str> = ["position"]
        .into_iter()
        .chain(words.split_whitespace())
        .collect();
    let out = stdout(&args);
    let (diagram, lines) = out
        .split_once("\n\n")
        .expect("a blank line after the diagram");
    assert_eq!(diagram.lines().count(), 9, "{diagram}");
    assert!(diagram.ends_with("   a b c d e f g h"), "{diagram}");
    lines.to_string()
}

#[test]
fn prints_the_diagram_and_lines() {
    let out = stdout(&["position", "startpos", "moves", "e2e4"]);
    assert!(
        out.starts_with("8  r n b q k b n r\n7  p p p p p p p p\n"),
        "{out}"
    );
    assert!(out.contains("\n4  . . . . P . . .\n"), "{out}");
    let out =
        lines("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 moves e2e4 d7d5 e4e5 f7f5");
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(
        lines[0],
        "fen: rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3"
    );
    assert_eq!(lines[1], "key: 22a48b5a8e47ff78"); // Polyglot's example
    assert_eq!(lines[2], "check: no");
    assert_eq!(lines[3], "outcome: none");
    assert!(lines[4].starts_with("moves: Ke2 Na3 Nc3 "), "{}", lines[4]);
    assert!(lines[4].contains(" Qh5+ ") && lines[4].ends_with(" exf6"));
    assert_eq!(lines[4].split(' ').count(), 1 + 31);
    assert_eq!(lines.len(), 5);
}

#[test]
fn tells_the_outcome() {
    assert!(lines("startpos").contains("key: 463b96181691fc9c\n"));
    let mate = lines("startpos moves f2f3 e7e5 g2g4 d8h4");
    assert!(
        mate.ends_with("check: yes\noutcome: checkmate\nmoves:\n"),
        "{mate}"
    );
    let stale = lines("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1");
    assert!(stale.contains("check: no\noutcome: stalemate\nmoves:\n"));
    assert!(lines("8/8/4k3/8/8/3K4/8/8 w - - 0 1").contains("outcome: insufficient material\n"));
    assert!(lines("8/8/4k3/8/8/3K4/8/R7 w - - 100 80").contains("outcome: fifty-move rule\n"));
    let three = lines("startpos moves g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1 f6g8");
    assert!(three.contains("outcome: threefold repetition\n"));
    // `moves` with no move is the position itself; promotions in either case.
    assert_eq!(lines("startpos moves"), lines("startpos"));
    assert_eq!(
        lines("7k/P7/8/8/8/8/8/4K3 w - - 0 1 moves a7a8Q"),
        lines("7k/P7/8/8/8/8/8/4K3 w - - 0 1 moves a7a8q")
    );
}

#[test]
fn bad_input_exits_2() {
    let position = |words: &str| -> Vec<String> {
        ["position"]
            .into_iter()
            .chain(words.split_whitespace())
            .map(String::from)
            .collect()
    };
    let expect = |words: &str, said: &[&str]| {
        let args = position(words);
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        expect_2(&args, said);
    };
    expect(
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX w KQkq - 0 1",
        &["bad FEN", "unknown piece letter 'X'"],
    );
    expect(
        "startpos moves e2e4 e7e5 e1e3",
        &["move 3 of the list, \"e1e3\"", "not a legal move"],
    );
    expect("startpos moves e2e4 xx", &["move 2 of the list, \"xx\""]);
    expect("moves e2e4", &["no FEN before `moves`"]);
    // Chess960 castling fields that do not match the rooks.
    expect(
        "bqnbrkrn/pppppppp/8/8/8/8/PPPPPPPP/BQNBRKRN w Cg - 0 1",
        &["bad FEN", "castling"],
    );
    expect(
        "bqnbrkrn/pppppppp/8/8/8/8/PPPPPPPP/BQNBRKRN w Ha - 0 1",
        &["bad FEN", "castling"],
    );
    expect("startpos moves e1g1", &["move 1 of the list, \"e1g1\""]);
    // Moves after a checkmate are not legal.
    expect(
        "startpos moves f2f3 e7e5 g2g4 d8h4 e2e4",
        &["move 5 of the list"],
    );
    expect("", &["required arguments were not provided"]);
    expect(
        "--frobnicate startpos",
        &["unexpected argument '--frobnicate'"],
    );
}

/// The outputs that README.md and docs/game.md quote are the command's.
#[test]
fn the_quoted_outputs_are_the_commands() {
    use movegen_testkit::quoted;
    let root = quoted::workspace_root(env!("CARGO_MANIFEST_DIR"));
    let readme = "movegen position startpos moves e2e4 e7e5 g1f3";
    let report = lines("startpos moves e2e4 e7e5 g1f3");
    quoted::assert_quoted(root, "README.md", readme, &report);
    let game = "above prints (the position of Polyglot's fifth example):";
    let board = stdout(&[
        "position", "startpos", "moves", "e2e4", "d7d5", "e4e5", "f7f5",
    ]);
    quoted::assert_quoted(root, "docs/game.md", game, &board);
    // The error's block quotes its command on its first line, `$ movegen ...`.
    let doc = std::fs::read_to_string(root.join("docs/game.md")).unwrap();
    let block = quoted::text_after(&doc, "status 2 (never a panic):").unwrap();
    let (command, quoted_error) = block.split_once('\n').unwrap();
    let words: Vec<&str> = command.split_whitespace().skip(2).collect();
    let out = crate::run::movegen(&words);
    assert_eq!(out.status.code(), Some(2), "{command}");
    let error = String::from_utf8_lossy(&out.stderr);
    assert_eq!(
        quoted_error,
        format!("{}\n", error.lines().next().unwrap()),
        "docs/game.md is stale: the error of `{command}` is {error}"
    );
}
