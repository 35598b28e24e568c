//! The positions that must be accepted: every line of the perft suites (line 51 of
//! the standard suite among them), the start position, the clocks' defaults, lenient
//! but valid fields, sixteen pieces a side.

use super::*;

/// Every line of both suites is accepted and written back exactly.
#[test]
fn suites_are_accepted_and_round_trip() {
    let standard = testkit::epd::fens(testkit::STANDARD);
    let edge = testkit::epd::fens(testkit::EDGE_CASES);
    assert_eq!((standard.len(), edge.len()), (128, 31));
    for fen in standard.iter().chain(&edge) {
        let board = Board::from_fen(fen).unwrap_or_else(|e| panic!("{fen}: {e}"));
        assert_eq!(board.to_fen().as_str(), *fen);
        assert_eq!(board.to_string(), *fen);
        assert_eq!(Board::from_fen(&board.to_fen()), Ok(board));
    }
    // The Chess960 suite: Shredder-FEN lines are written back as Shredder-FEN on
    // request, X-FEN lines as they were; either form reads back as the same board.
    for fen in testkit::epd::fens(testkit::CHESS960) {
        let board = Board::from_fen(fen).unwrap_or_else(|e| panic!("{fen}: {e}"));
        assert!(
            board.to_string() == fen || board.to_shredder_fen() == fen,
            "{fen}"
        );
        assert_eq!(Board::from_fen(&board.to_fen()).as_ref(), Ok(&board));
        assert_eq!(Board::from_fen(&board.to_shredder_fen()), Ok(board));
    }
}

/// Line 51 of the standard suite: two white bishops check the black king from both
/// ends of one diagonal, which no game can reach, but it is legal to count.
#[test]
fn two_bishops_checking_on_one_diagonal_is_accepted() {
    let line = testkit::epd::lines(testkit::STANDARD).nth(50).unwrap();
    let fen = line.fen;
    assert_eq!(fen, "B6b/8/8/8/2K5/5k2/8/b6B b - - 0 1");
    let board = Board::from_fen(fen).unwrap();
    let checkers: Vec<String> = board
        .checkers()
        .into_iter()
        .map(|s| s.to_string())
        .collect();
    assert_eq!(checkers, ["h1", "a8"]);
    // `;D1 6` in the suite.
    assert_eq!(board.perft(1), 6);
}

#[test]
fn start_position_round_trips() {
    let board = Board::from_fen(START_FEN).unwrap();
    assert_eq!(board, Board::default());
    assert_eq!(board.to_fen().as_str(), START_FEN);
    assert_eq!(START_FEN.parse::<Board>(), Ok(board));
    assert_eq!(
        board.piece_at(Square::E1),
        Some(Piece::new(Color::White, Kind::King))
    );
    assert_eq!(board.castling_field().collect::<String>(), "KQkq");
    assert_eq!(board.en_passant(), None);
    assert_eq!((board.halfmove_clock(), board.fullmove_number()), (0, 1));
}

#[test]
fn four_fields_default_the_clocks() {
    for (four, six) in [
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -",
            START_FEN,
        ),
        (
            "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3",
            "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1",
        ),
    ] {
        let board = Board::from_fen(four).unwrap();
        assert_eq!((board.halfmove_clock(), board.fullmove_number()), (0, 1));
        assert_eq!(board.to_fen().as_str(), six);
        assert_eq!(Board::from_fen(six), Ok(board));
    }
}

/// Clocks at the ends of their ranges, castling letters in any order and extra
/// whitespace are accepted.
#[test]
fn lenient_but_valid_fields_are_accepted() {
    let board = Board::from_fen("r3k2r/8/8/8/8/8/8/R3K2R w qkQK - 65535 65535").unwrap();
    assert_eq!(board.castling_field().collect::<String>(), "KQkq");
    assert_eq!(
        (board.halfmove_clock(), board.fullmove_number()),
        (65535, 65535)
    );
    assert_eq!(
        board.to_fen().as_str(),
        "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 65535 65535"
    );
    let spaced = Board::from_fen("  k7/8/8/8/8/8/8/K7   b \t -  -  3  7 ").unwrap();
    assert_eq!(spaced.to_fen().as_str(), "k7/8/8/8/8/8/8/K7 b - - 3 7");
}

/// The most pieces a side may have (16: fifteen queens and a king) is accepted, and
/// the pseudo-legal move list, sized for it, holds every move: the legal count
/// matches shakmaty's.
#[test]
fn sixteen_pieces_are_accepted_and_generated() {
    let fen = "QQQQQQQQ/QQQQQQQ1/8/3K4/8/8/pp6/kn6 w - - 0 1";
    let board = Board::from_fen(fen).unwrap();
    assert_eq!(board.color(Color::White).count(), 16);
    assert_eq!(board.to_fen().as_str(), fen);
    assert_eq!(board.perft(1), shakmaty_perft(fen, 1));
    assert_eq!(board.perft(2), shakmaty_perft(fen, 2));
}

/// Shakmaty's perft, accepting more material than a game can have.
fn shakmaty_perft(fen: &str, depth: u32) -> u64 {
    let pos = testkit::convert::lenient_position(fen, shakmaty::CastlingMode::Standard);
    shakmaty::perft(&pos.expect("shakmaty reads it"), depth)
}
