//! Shows a position: a FEN, then UCI moves applied to it as the UCI `position` command
//! does, printed as a diagram and these lines:
//!
//! ```text
//! fen: <the FEN>
//! key: <the Polyglot key, 16 lowercase hex digits>
//! check: yes|no
//! outcome: none|checkmate|stalemate|insufficient material|fifty-move rule|threefold repetition
//! moves: <every legal move in SAN, separated by spaces>
//! ```
//!
//! ```text
//! cargo run --release --example position -- "FEN" [moves M1 M2 ...]
//! cargo run --release --example position -- startpos moves e2e4 e7e5
//! ```
//!
//! A bad FEN, or a move that is not legal where it is played (named, with its place in
//! the list), prints what is wrong and exits with status 2; so does a bad option.

use std::process::ExitCode;

use clap::error::ErrorKind;
use clap::{CommandFactory, Parser};
use movegen::{Board, MakeError, Move, MoveList, Square};

/// Shows a position: the FEN (or `startpos`), then UCI moves after the word `moves`
/// applied in order, as the UCI `position` command does. Prints a diagram and the
/// lines `fen:`, `key:` (Polyglot), `check:`, `outcome:` and `moves:` (every legal move
/// in SAN).
#[derive(Parser)]
#[command(
    name = "position",
    version,
    override_usage = "position <FEN>... [moves <MOVE>...]\n       position startpos [moves <MOVE>...]"
)]
struct Args {
    /// The position in FEN (quoted, or its fields as separate words) or `startpos`,
    /// then optionally the word `moves` and UCI moves such as e2e4 or e7e8q
    #[arg(required = true, num_args = 1.., value_name = "FEN")]
    words: Vec<String>,
}

/// A usage error: clap prints it and exits with status 2.
fn error(message: String) -> clap::Error {
    Args::command().error(ErrorKind::ValueValidation, message)
}

/// The board after the FEN and the moves of `words`.
fn position(words: &[String]) -> Result<Board, clap::Error> {
    let split = words.iter().position(|w| w == "moves");
    let (fen_words, moves) = match split {
        Some(i) => (&words[..i], &words[i + 1..]),
        None => (words, &words[words.len()..]),
    };
    let fen = match fen_words {
        [one] if one == "startpos" => movegen::START_FEN.to_string(),
        [] => return Err(error("no FEN before `moves`".into())),
        _ => fen_words.join(" "),
    };
    let mut board: Board = fen
        .parse()
        .map_err(|e| error(format!("bad FEN {fen:?}: {e}")))?;
    for (i, uci) in moves.iter().enumerate() {
        let before = board.to_fen();
        let mv: Move = board.parse_move(uci).map_err(|e| {
            error(format!(
                "move {} of the list, {uci:?}, cannot be played in {before}: {e}",
                i + 1
            ))
        })?;
        if board.make_move(mv) == Err(MakeError::HistoryFull) {
            // A long game: forget the oldest moves (threefold repetition then sees only
            // the moves made after this one).
            board.clear_history();
            board
                .make_move(mv)
                .map_err(|e| error(format!("move {} of the list, {uci}: {e}", i + 1)))?;
        }
    }
    Ok(board)
}

/// The board as a diagram: rank 8 first, FEN letters, `.` for an empty square.
fn diagram(board: &Board) -> String {
    let mut out = String::new();
    for rank in (0..8).rev() {
        out.push_str(&format!("{} ", rank + 1));
        for file in 0..8 {
            let piece = board.piece_at(Square::from_coords(file, rank));
            out.push(' ');
            out.push(piece.fen_letter().unwrap_or('.'));
        }
        out.push('\n');
    }
    out.push_str("   a b c d e f g h\n");
    out
}

/// The lines after the diagram: `fen:`, `key:`, `check:`, `outcome:`, `moves:`.
fn report(board: &Board) -> String {
    let mut list = MoveList::<Move>::new();
    board.generate_legal(&mut list);
    let mut moves = String::from("moves:");
    for &mv in list.iter() {
        moves.push(' ');
        moves.push_str(&board.san(mv));
    }
    format!(
        "fen: {board}\nkey: {:016x}\ncheck: {}\noutcome: {}\n{moves}\n",
        board.key(),
        if board.in_check() { "yes" } else { "no" },
        board.outcome().map_or("none", |outcome| outcome.as_str()),
    )
}

fn main() -> ExitCode {
    let args = Args::parse();
    let board = position(&args.words).unwrap_or_else(|e| e.exit());
    print!("{}\n{}", diagram(&board), report(&board));
    ExitCode::SUCCESS
}

// Run by `cargo test` (`test = true` for this example in Cargo.toml).
#[cfg(test)]
mod tests {
    use super::*;

    fn run(words: &str) -> Result<String, String> {
        let words: Vec<String> = words.split_whitespace().map(String::from).collect();
        position(&words)
            .map(|board| report(&board))
            .map_err(|e| e.to_string())
    }

    #[test]
    fn prints_the_lines() {
        let out = run(
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 moves e2e4 d7d5 e4e5 f7f5",
        )
        .unwrap();
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

        let start = run("startpos").unwrap();
        assert!(start.contains("key: 463b96181691fc9c\n"));
        let mate = run("startpos moves f2f3 e7e5 g2g4 d8h4").unwrap();
        assert!(
            mate.ends_with("check: yes\noutcome: checkmate\nmoves:\n"),
            "{mate}"
        );
        let stale = run("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1").unwrap();
        assert!(stale.contains("check: no\noutcome: stalemate\nmoves:\n"));
        let bare = run("8/8/4k3/8/8/3K4/8/8 w - - 0 1").unwrap();
        assert!(bare.contains("outcome: insufficient material\n"));
        let fifty = run("8/8/4k3/8/8/3K4/8/R7 w - - 100 80").unwrap();
        assert!(fifty.contains("outcome: fifty-move rule\n"));
        let three = run("startpos moves g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1 f6g8").unwrap();
        assert!(three.contains("outcome: threefold repetition\n"));
    }

    #[test]
    fn errors_name_what_is_wrong() {
        let bad_fen = run("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX w KQkq - 0 1").unwrap_err();
        assert!(
            bad_fen.contains("bad FEN") && bad_fen.contains("'X'"),
            "{bad_fen}"
        );
        let illegal = run("startpos moves e2e4 e7e5 e1e3").unwrap_err();
        assert!(
            illegal.contains("move 3 of the list, \"e1e3\""),
            "{illegal}"
        );
        assert!(illegal.contains("not a legal move"), "{illegal}");
        let garbled = run("startpos moves e2e4 xx").unwrap_err();
        assert!(garbled.contains("move 2 of the list, \"xx\""), "{garbled}");
        assert!(
            run("moves e2e4")
                .unwrap_err()
                .contains("no FEN before `moves`")
        );
        // Chess960 castling fields that do not match the rooks: no rook on the c-file
        // (X-FEN), no rook on the h-file (Shredder-FEN).
        let no_rook = run("bqnbrkrn/pppppppp/8/8/8/8/PPPPPPPP/BQNBRKRN w Cg - 0 1").unwrap_err();
        assert!(
            no_rook.contains("bad FEN") && no_rook.contains("castling"),
            "{no_rook}"
        );
        let shredder = run("bqnbrkrn/pppppppp/8/8/8/8/PPPPPPPP/BQNBRKRN w Ha - 0 1").unwrap_err();
        assert!(
            shredder.contains("bad FEN") && shredder.contains("castling"),
            "{shredder}"
        );
        // An illegal castle in the list, named with its place.
        let castle = run("startpos moves e1g1").unwrap_err();
        assert!(castle.contains("move 1 of the list, \"e1g1\""), "{castle}");
        // Moves after a checkmate are not legal.
        let after_mate = run("startpos moves f2f3 e7e5 g2g4 d8h4 e2e4").unwrap_err();
        assert!(after_mate.contains("move 5 of the list"), "{after_mate}");
        // `moves` with no move is the position itself.
        assert_eq!(run("startpos moves"), run("startpos"));
    }

    /// The outputs that README.md and docs/engine.md quote are the command's.
    #[test]
    fn the_quoted_outputs_are_the_commands() {
        use movegen_testkit::quoted;
        let root = quoted::workspace_root(env!("CARGO_MANIFEST_DIR"));
        let shown = |words: &str| {
            let words: Vec<String> = words.split_whitespace().map(String::from).collect();
            let board = position(&words).unwrap();
            format!("{}\n{}", diagram(&board), report(&board))
        };
        let readme = "--example position -- startpos moves e2e4 e7e5 g1f3";
        let report = run("startpos moves e2e4 e7e5 g1f3").unwrap();
        quoted::assert_quoted(root, "README.md", readme, &report);
        let engine = "above prints (the position of Polyglot's fifth example):";
        let board = shown("startpos moves e2e4 d7d5 e4e5 f7f5");
        quoted::assert_quoted(root, "docs/engine.md", engine, &board);
        // The error's block quotes its command on its first line, `$ cargo run ...`.
        let doc = std::fs::read_to_string(root.join("docs/engine.md")).unwrap();
        let block = quoted::text_after(&doc, "status 2 (never a panic):").unwrap();
        let (command, quoted_error) = block.split_once('\n').unwrap();
        let words = command.split_once("--example position -- ").unwrap().1;
        let error = run(words).unwrap_err();
        assert_eq!(
            quoted_error,
            format!("{}\n", error.lines().next().unwrap()),
            "docs/engine.md is stale: the error of `{words}` is {error}"
        );
    }
}
