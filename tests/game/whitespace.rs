//! One whitespace rule for every reader (`movegen::text`), tested with one list of
//! inputs (`movegen_testkit::whitespace`): FEN, SAN, UCI (the board's, `UciMove`'s and a
//! game's), squares, pieces and the EPD reader read the same thing with any whitespace
//! of the list around their text (and between a FEN's or an EPD entry's fields), and
//! refuse each character of the list that only looks like whitespace. (The `movegen`
//! command's text arguments: `cli/tests/cli/perftree.rs`.)

use movegen::{Board, Game, Piece, Square, UciMove};
use movegen_testkit::epd;
use movegen_testkit::whitespace::{AROUND, BETWEEN, NOT_SPACE};

const FEN: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

/// What every reader makes of its text put through `around` (each result as text, or
/// `Err` with the error).
fn read_all(around: &dyn Fn(&str) -> String) -> Vec<Result<String, String>> {
    fn show<T: std::fmt::Display, E: std::fmt::Display>(r: Result<T, E>) -> Result<String, String> {
        r.map(|v| v.to_string()).map_err(|e| e.to_string())
    }
    let board = Board::default();
    let mut game = Game::default();
    let epd_text = around(&format!("{FEN} ;D1 20"));
    let epd_line = epd::lines(&epd_text).next().ok_or("no line".to_string());
    vec![
        show(Board::from_fen(&around(FEN))),
        show(board.parse_san(&around("Nf3"))),
        show(board.parse_move(&around("e2e4"))),
        show(around("e7e8q").parse::<UciMove>()),
        show(game.play_uci(&around("e2e4"))),
        show(game.play_san(&around("e5"))),
        show(around("e4").parse::<Square>()),
        show(around("N").parse::<Piece>()),
        epd_line.and_then(|line| {
            let entries: Result<Vec<_>, _> = line.entries().collect();
            let entries = entries.map_err(str::to_string)?;
            show(line.fen.parse::<Board>()).map(|fen| format!("{fen} {entries:?}"))
        }),
    ]
}

#[test]
fn whitespace_around_any_text_is_ignored() {
    let plain = read_all(&|text| text.to_string());
    assert!(plain.iter().all(Result::is_ok), "{plain:?}");
    for space in AROUND {
        for (before, after) in [(*space, ""), ("", *space), (*space, *space)] {
            let read = read_all(&|text| format!("{before}{text}{after}"));
            assert_eq!(read, plain, "{before:?} ... {after:?}");
        }
    }
}

#[test]
fn what_only_looks_like_whitespace_is_refused() {
    for c in NOT_SPACE {
        for before in [true, false] {
            let wrap = |text: &str| match before {
                true => format!("{c}{text}"),
                false => format!("{text}{c}"),
            };
            for (i, read) in read_all(&wrap).into_iter().enumerate() {
                assert!(read.is_err(), "reader {i} read {read:?} with {c:?}");
            }
        }
    }
}

#[test]
fn any_run_of_whitespace_separates_fields() {
    for space in BETWEEN {
        let fen = FEN.replace(' ', space);
        assert_eq!(Board::from_fen(&fen), Ok(Board::default()), "{space:?}");
        let line = format!("{fen}{space};D1{space}20{space};D2{space}400{space}");
        let read = epd::lines(&line).next().unwrap();
        assert_eq!(read.fen.parse::<Board>(), Ok(Board::default()), "{space:?}");
        assert_eq!(read.counts(), [(1, 20), (2, 400)], "{space:?}");
    }
    for c in NOT_SPACE {
        assert!(Board::from_fen(&FEN.replace(' ', c)).is_err(), "{c:?}");
        let line = format!("{FEN} ;D1{c}20");
        let entry = epd::lines(&line).next().unwrap().entries().next().unwrap();
        assert!(entry.is_err(), "{c:?}");
    }
}
