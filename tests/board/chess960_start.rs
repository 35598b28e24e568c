//! The 960 start positions by number: Scharnagl's first, last and standard ones, every
//! number a different valid start, and perft equal to shakmaty's in Chess960 mode.

use std::collections::HashSet;

use movegen::{Board, Color, Kind, StartNumberError};
use movegen_testkit::convert;
use shakmaty::{CastlingMode, perft};

#[test]
fn scharnagl_numbers() {
    assert_eq!(Board::chess960_start(518).unwrap(), Board::default());
    assert!(Board::chess960_start(518).unwrap().chess960());
    let fen = |n| Board::chess960_start(n).unwrap().to_string();
    assert_eq!(
        fen(0),
        "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1"
    );
    assert_eq!(
        fen(959),
        "rkrnnqbb/pppppppp/8/8/8/8/PPPPPPPP/RKRNNQBB w KQkq - 0 1"
    );
    for n in [960, 1000, u32::MAX] {
        let error = Board::chess960_start(n).unwrap_err();
        assert_eq!(error, StartNumberError(n));
        assert!(error.to_string().contains("0 to 959"), "{error}");
    }
}

#[test]
fn every_number_is_a_different_valid_start() {
    let mut seen = HashSet::new();
    for n in 0..960 {
        let board = Board::chess960_start(n).unwrap();
        let fen = board.to_string();
        assert!(seen.insert(fen.clone()), "{n} repeats {fen}");
        assert_eq!(board.key(), board.compute_key());
        for color in [Color::White, Color::Black] {
            let files = |kind| {
                board
                    .pieces(color, kind)
                    .into_iter()
                    .map(|sq| sq.file())
                    .collect::<Vec<_>>()
            };
            let (bishops, rooks, king) =
                (files(Kind::Bishop), files(Kind::Rook), files(Kind::King));
            assert_eq!(bishops.len(), 2);
            assert_ne!(
                bishops[0].index() % 2,
                bishops[1].index() % 2,
                "{n}: bishops on one colour"
            );
            assert!(
                rooks[0] < king[0] && king[0] < rooks[1],
                "{n}: king not between rooks"
            );
            assert_eq!(board.castling_rights().count(), 4);
        }
        // Black mirrors white.
        let ranks: Vec<&str> = fen.split(['/', ' ']).collect();
        assert_eq!(ranks[0].to_ascii_uppercase(), ranks[7], "{n}");
        let pos = convert::position(&fen, CastlingMode::Chess960);
        assert_eq!(board.perft(3), perft(&pos, 3), "{n}: {fen}");
    }
}
