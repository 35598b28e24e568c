//! Every variant of the text parsers' errors (SAN, UCI, squares, pieces) says what is
//! wrong, and where it lists what is allowed, the list is exactly what is read: each
//! letter it names is accepted there, and every other letter refused. A new variant
//! fails to compile here until it has its check.

use movegen::{Board, ParseMoveError, ParsePieceError, ParseSquareError, Piece, SanError};
use movegen::{Square, UciMove};

/// The letters that stand alone as words in `text` (`"N, B or Q"`: N, B and Q).
fn letters(text: &str) -> Vec<char> {
    text.split(|c: char| !c.is_ascii_alphanumeric())
        .filter(|word| word.len() == 1 && word.as_bytes()[0].is_ascii_alphabetic())
        .map(|word| char::from(word.as_bytes()[0]))
        .collect()
}

/// Every ASCII letter.
fn every_letter() -> impl Iterator<Item = char> {
    ('a'..='z').chain('A'..='Z')
}

/// Checks that the letters `message` names are exactly those of `among` that `accepts`
/// takes.
fn names_what_is_allowed(
    message: &str,
    among: impl Iterator<Item = char>,
    accepts: impl Fn(char) -> bool,
) {
    let named = letters(message);
    assert!(!named.is_empty(), "{message}");
    for c in among {
        assert_eq!(named.contains(&c), accepts(c), "{c:?}: {message}");
    }
}

#[test]
fn every_san_error_names_what_is_allowed() {
    let start = Board::default();
    let promote: Board = "1r2k3/P1P5/8/8/8/8/8/4K3 w - - 0 1".parse().unwrap();
    for err in [
        SanError::Malformed,
        SanError::UnknownPiece('X'),
        SanError::Promotion('K'),
        SanError::Ambiguous,
        SanError::Illegal,
    ] {
        let message = err.to_string();
        match err {
            SanError::Malformed => {
                for example in ["e4", "Nf3", "O-O"] {
                    assert!(message.contains(example), "{message}");
                }
            }
            SanError::UnknownPiece(c) => {
                assert!(message.contains(&format!("'{c}'")), "{message}");
                // The list after the parenthesis: a capital letter that starts a move
                // is a piece's (`O` is castling's).
                let list = message.split_once('(').unwrap().1;
                names_what_is_allowed(list, 'A'..='Z', |p| {
                    !matches!(
                        start.parse_san(&format!("{p}e4")),
                        Err(SanError::UnknownPiece(_) | SanError::Malformed)
                    )
                });
            }
            SanError::Promotion(c) => {
                assert!(message.contains(&format!("not '{c}'")), "{message}");
                let list = message.split_once(", not").unwrap().0;
                names_what_is_allowed(list, every_letter(), |p| {
                    promote.parse_san(&format!("c8={p}")).is_ok()
                });
            }
            SanError::Ambiguous => assert!(message.contains("origin's file or rank")),
            SanError::Illegal => assert!(message.contains("no such legal move")),
        }
    }
}

#[test]
fn every_uci_error_names_what_is_allowed() {
    let board = Board::default();
    let refused = |text: &str| text.parse::<UciMove>().err();
    for (text, err) in [
        ("e2e", ParseMoveError::Length),
        ("i2e4", ParseMoveError::From),
        ("e2e9", ParseMoveError::To),
        ("e7e8x", ParseMoveError::Promotion),
        ("e6e7q", ParseMoveError::PromotionRank),
        ("e2e2", ParseMoveError::SameSquare),
        ("e2e5", ParseMoveError::Illegal),
    ] {
        assert_eq!(board.parse_move(text), Err(err), "{text}");
        let message = err.to_string();
        match err {
            ParseMoveError::Length => {
                assert!(message.contains("4 or 5 characters"), "{message}");
                assert_eq!(refused("e7e8qq"), Some(err));
            }
            ParseMoveError::From => {
                assert!(message.contains("origin") && message.contains("not a square a1-h8"));
            }
            ParseMoveError::To => {
                assert!(message.contains("destination") && message.contains("a1-h8"));
            }
            ParseMoveError::Promotion => {
                let list = message.split_once("is not").unwrap().1;
                names_what_is_allowed(list, every_letter(), |p| {
                    refused(&format!("e7e8{p}")).is_none()
                });
            }
            ParseMoveError::PromotionRank => {
                assert!(message.contains("first or last rank"), "{message}");
            }
            ParseMoveError::SameSquare => assert!(message.contains("same square"), "{message}"),
            ParseMoveError::Illegal => assert!(message.contains("not a legal move"), "{message}"),
        }
    }
}

#[test]
fn square_and_piece_errors_name_what_is_allowed() {
    let err: ParseSquareError = "i9".parse::<Square>().unwrap_err();
    let message = err.to_string();
    assert!(message.contains("a file a-h then a rank 1-8"), "{message}");
    let err: ParsePieceError = "x".parse::<Piece>().unwrap_err();
    let message = err.to_string();
    let list = message.split_once(':').unwrap().1;
    // The FEN letters, each a piece; `-` is no piece.
    names_what_is_allowed(list, every_letter(), |c| {
        c.to_string().parse::<Piece>().is_ok()
    });
    assert!("-".parse::<Piece>().is_ok() && message.contains("or -"));
}
