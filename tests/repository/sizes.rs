//! Every size that the rustdoc, the README or `docs/` quotes from `size_of` is the
//! type's size: one list of the quotes, each with the file it stands in and the size
//! it names, checked against `size_of` under the features of the build (the figures
//! without `zobrist` by `cargo test --no-default-features`). A type that grows, or a
//! quote edited by hand, fails here.

use core::mem::size_of;
use std::path::Path;

use movegen::{Bitfield, Board, ByteUnion, Game, Move, MoveList, Packed16, SearchPath, Undo};

/// Which builds a figure holds for: with the `zobrist` feature, without it, or both.
#[derive(Clone, Copy, PartialEq)]
enum Build {
    Keyed,
    Unkeyed,
    Any,
}

/// One quote: the file, its words (whitespace and comment markers folded), the figure
/// among them as written, the size it names and the build it holds for.
struct Quote {
    file: &'static str,
    words: &'static str,
    figure: &'static str,
    bytes: usize,
    build: Build,
}

/// Every quote, with its type's size.
fn quotes() -> Vec<Quote> {
    use Build::{Any, Keyed, Unkeyed};
    let board = size_of::<Board>();
    let undo = size_of::<Undo>();
    let game = size_of::<Game>();
    let moves = size_of::<MoveList<Move>>();
    let moves16 = size_of::<MoveList<Packed16>>();
    // `Move` is `ShiftMask`.
    let paths = [
        size_of::<SearchPath<Move>>(),
        size_of::<SearchPath<Packed16>>(),
        size_of::<SearchPath<ByteUnion>>(),
        size_of::<SearchPath<Bitfield>>(),
    ];
    let path = paths[0];
    assert!(
        paths.iter().all(|&p| p == path),
        "{paths:?}: not the same for every encoding"
    );
    #[rustfmt::skip]
    let list = [
        ("src/board.rs", "A chess position: `Copy`, 256 bytes.", "256", board, Keyed),
        ("src/lib.rs", "a position, `Copy`, 256 bytes.", "256", board, Keyed),
        ("README.md", "a `Copy` value of 256 bytes", "256", board, Keyed),
        ("docs/architecture.md", "(`Copy`, 256 bytes, no history)", "256", board, Keyed),
        ("docs/game.md", "(`Copy`, 256 bytes, no history)", "256", board, Keyed),
        ("docs/game.md", "a `Board` is 248 bytes instead of 256", "248", board, Unkeyed),
        ("docs/game.md", "a `Board` is 248 bytes instead of 256", "256", board, Keyed),
        ("docs/game.md", "an `Undo` record 14 bytes instead of 24", "14", undo, Unkeyed),
        ("docs/game.md", "an `Undo` record 14 bytes instead of 24", "24", undo, Keyed),
        ("docs/game.md", "10,776 bytes (`size_of::<Game>()`)", "10,776", game, Keyed),
        ("src/game/history.rs", "10,776 bytes in all", "10,776", game, Keyed),
        ("docs/encodings-instructions.md", "a board is 256 bytes", "256", board, Keyed),
        ("docs/encodings.md", "a board is 256 bytes with them, 248 without", "256", board, Keyed),
        ("docs/encodings.md", "a board is 256 bytes with them, 248 without", "248", board, Unkeyed),
        ("docs/embedded.md", "248 bytes without `zobrist`, 256 with it", "248", board, Unkeyed),
        ("docs/embedded.md", "248 bytes without `zobrist`, 256 with it", "256", board, Keyed),
        ("docs/embedded.md", "one `Board` (248 bytes)", "248", board, Unkeyed),
        ("docs/embedded.md", "(14 bytes without `zobrist`, 24 with it)", "14", undo, Unkeyed),
        ("docs/embedded.md", "(14 bytes without `zobrist`, 24 with it)", "24", undo, Keyed),
        ("docs/embedded.md", "one `MoveList` (1672 bytes", "1672", moves, Any),
        ("docs/embedded.md", "840 with `Packed16`", "840", moves16, Any),
        ("src/game/path.rs", "20,760 bytes whatever the encoding", "20,760", path, Keyed),
    ];
    list.into_iter()
        .map(|(file, words, figure, bytes, build)| Quote {
            file,
            words,
            figure,
            bytes,
            build,
        })
        .collect()
}

/// The text of `file` with comment markers and runs of whitespace folded into spaces.
fn words(file: &str) -> String {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join(file);
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{file}: {e}"));
    let lines = text.lines().map(|line| {
        let line = line.trim();
        ["//!", "///", "//"]
            .iter()
            .find_map(|marker| line.strip_prefix(marker))
            .unwrap_or(line)
    });
    lines
        .collect::<Vec<_>>()
        .join(" ")
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
}

#[test]
fn every_quoted_size_is_the_size() {
    let build = if cfg!(feature = "zobrist") {
        Build::Keyed
    } else {
        Build::Unkeyed
    };
    for quote in quotes() {
        let text = words(quote.file);
        assert!(
            text.contains(quote.words),
            "{}: {:?} is no longer there: update this list with the file",
            quote.file,
            quote.words
        );
        assert!(quote.words.contains(quote.figure), "{}", quote.words);
        if quote.build == Build::Any || quote.build == build {
            let quoted: usize = quote.figure.replace(',', "").parse().unwrap();
            assert_eq!(quoted, quote.bytes, "{}: {:?}", quote.file, quote.words);
        }
    }
}
