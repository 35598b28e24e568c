//! The `serde` feature (`cargo test --features serde --test serde`): every type
//! round-trips through serde_json as the text a person would write (a board as FEN,
//! a move of every encoding and a `UciMove` as UCI, a square as its name, a piece as its
//! FEN letter), and bad text is refused with the message of the type's `FromStr` error.
//! A move of an encoding is written alone but read back through a board (or as a
//! `UciMove`): the encodings are `Serialize` only.
//! A Chess960 castling move whose king stays has no UCI text without its board, and
//! serializing it is an error that says so.

use std::fmt::Display;
use std::str::FromStr;

use movegen::encoding::list::ENCODINGS;
use movegen::{
    Bitfield, Board, ByteUnion, Encoding, MoveList, Packed16, Piece, ShiftMask, Square, UciMove,
};
use movegen_testkit::{epd, suites};
use serde::Serialize;
use serde::de::DeserializeOwned;

/// `value` as JSON is `text` as a JSON string, and reads back as `value` (as `same`
/// compares them).
fn round_trip<T>(value: &T, text: &str) -> T
where
    T: Serialize + DeserializeOwned,
{
    let json = serde_json::to_string(value).expect("serializes");
    assert_eq!(json, serde_json::to_string(text).unwrap());
    serde_json::from_str(&json).unwrap_or_else(|e| panic!("{json}: {e}"))
}

/// `text` is refused by serde_json with the message `FromStr` gives.
fn refused<T>(text: &str)
where
    T: DeserializeOwned + FromStr<Err: Display>,
{
    let expected = text
        .parse::<T>()
        .err()
        .expect("FromStr refuses it")
        .to_string();
    let json = serde_json::to_string(text).unwrap();
    let err = serde_json::from_str::<T>(&json)
        .err()
        .expect("serde refuses it");
    assert!(err.to_string().starts_with(&expected), "{text}: {err}");
}

fn boards() -> Vec<Board> {
    let mut out = Vec::new();
    for suite in suites::ALL {
        for fen in epd::fens(suite.text) {
            out.push(fen.parse().unwrap_or_else(|e| panic!("{fen}: {e}")));
        }
    }
    out
}

#[test]
fn boards_are_their_fen() {
    for board in boards() {
        let fen = board.to_fen();
        let back: Board = round_trip(&board, &fen);
        assert_eq!(
            back.to_shredder_fen().as_str(),
            board.to_shredder_fen().as_str()
        );
    }
    for fen in [
        "",
        "8/8/8/8/8/8/8/8 w - - 0 1",
        "rnbqkbnr/pppppppp w KQkq - 0 1",
    ] {
        refused::<Board>(fen);
    }
}

/// Every pseudo-legal move of every suite position, with encoding `E`: written as its
/// UCI text, which reads back (as a `UciMove`, then through the board for a legal move)
/// to the same move.
fn moves_round_trip<E>()
where
    E: Encoding + Serialize + Display,
{
    for mut board in boards() {
        let mut moves = MoveList::<E>::default();
        board.generate_pseudo_legal(&mut moves);
        for &mv in moves.iter() {
            if mv.from() == mv.to() {
                // Chess960 castling, the king staying: no UCI text without the board.
                let err = serde_json::to_string(&mv).unwrap_err().to_string();
                assert!(err.contains("serialize Board::to_uci's text"), "{err}");
                continue;
            }
            // Moves are no longer deserialized alone: the text is a `UciMove`.
            let back: UciMove = {
                let json = serde_json::to_string(&mv).expect("serializes");
                assert_eq!(json, serde_json::to_string(&mv.to_string()).unwrap());
                serde_json::from_str(&json).unwrap_or_else(|e| panic!("{json}: {e}"))
            };
            assert_eq!(
                (back.from, back.to, back.promotion),
                (mv.from(), mv.to(), mv.promotion()),
                "{} {mv}",
                E::NAME
            );
            if board.is_legal(mv) && !mv.is_castle() {
                assert_eq!(board.find_move_as::<E>(back), Some(mv), "{} {mv}", E::NAME);
            }
            if let Ok(undo) = board.make_move(mv) {
                board.unmake_move(mv, undo);
            }
        }
    }
    for text in ["", "e2", "e2e4qq", "i2e4", "e2i4", "e7e8k", "e2e3q", "e2e2"] {
        refused::<UciMove>(text);
        // And read through a board, the same error.
        assert_eq!(
            Board::default().parse_move_as::<E>(text).err(),
            text.parse::<UciMove>().err(),
            "{text}"
        );
    }
}

/// Every encoding round-trips; the list here is [`ENCODINGS`], or the test fails.
#[test]
fn moves_of_every_encoding_are_uci() {
    macro_rules! each {
        ($($ty:ty),+) => {{
            $(moves_round_trip::<$ty>();)+
            [$(<$ty as Encoding>::NAME),+]
        }};
    }
    let tested = each!(ShiftMask, ByteUnion, Bitfield, Packed16);
    assert_eq!(tested, ENCODINGS, "an encoding is missing from this test");

    let mv: UciMove = round_trip(&"a7b8n".parse::<UciMove>().unwrap(), "a7b8n");
    assert_eq!(mv.to_string(), "a7b8n");
    refused::<UciMove>("a7b8x");
}

#[test]
fn squares_and_pieces_are_their_names() {
    for sq in Square::all() {
        assert_eq!(round_trip(&sq, &sq.to_string()), sq);
    }
    for text in ["", "e", "e9", "i4", "e44", "E4"] {
        refused::<Square>(text);
    }
    let mut pieces = 0;
    for code in 0..16 {
        if let Some(piece) = Piece::from_code(code) {
            assert_eq!(round_trip(&piece, &piece.to_string()), piece);
            pieces += 1;
        }
    }
    assert_eq!(pieces, 13, "twelve pieces and none");
    for text in ["", "x", "NN", "--", "1"] {
        refused::<Piece>(text);
    }
}

/// A value that is not a string is refused, saying what was expected.
#[test]
fn other_types_name_what_was_expected() {
    let err = serde_json::from_str::<Square>("4").unwrap_err().to_string();
    assert!(err.contains("expected a square name, such as e4"), "{err}");
    let err = serde_json::from_str::<Board>("[]").unwrap_err().to_string();
    assert!(err.contains("expected a position in FEN"), "{err}");
}
