//! The library's front door, a user's first program as written: a move needs no type
//! named, a position is `Copy` and at most 256 bytes, words instead of codes, and a
//! finished game refuses a move with an error.

#[test]
fn the_front_door_program_runs_as_written() -> Result<(), Box<dyn std::error::Error>> {
    use movegen::{Board, Color, File, Kind, Piece, Rank, Square};

    let mut board = Board::default();
    assert_eq!(board.legal_moves().len(), 20);
    let before = board; // a position is Copy
    assert!(core::mem::size_of::<Board>() <= 256);
    let mv = board.parse_move("e2e4")?;
    let _ = board.make_move(mv)?;
    assert_eq!(
        board.piece_at(Square::E4),
        Some(Piece::new(Color::White, Kind::Pawn))
    );
    assert_eq!(board.piece_at(Square::E2), None);
    assert_eq!(
        (Square::E4.file(), Square::E4.rank()),
        (File::E, Rank::Fourth)
    );
    assert_eq!(format!("{:?}", Square::E4), "e4");
    assert_eq!(format!("{mv:?}"), "e2e4");
    board = before;
    for uci in ["f2f3", "e7e5", "g2g4", "d8h4"] {
        let mv = board.parse_move(uci)?;
        let _ = board.make_move(mv)?;
    }
    let outcome = board.outcome().expect("fool's mate");
    assert_eq!(outcome.winner(), Some(Color::Black));
    assert!(board.parse_san("Qh4").is_err()); // the game is over: an error, not a panic
    Ok::<(), Box<dyn std::error::Error>>(())
}

/// A game played through the public API counts every repetition, with no trimming
/// call: the knights shuffle to the fourth occurrence of each position, then a pawn
/// move by each side (which no repetition reaches past), fourteen times over; then they
/// shuffle on to the fifth occurrence, which ends the game by itself.
#[test]
fn a_long_game_counts_every_repetition() -> Result<(), Box<dyn std::error::Error>> {
    use movegen::{Game, Outcome, PlayError};
    let mut game = Game::default();
    let shuffle = ["g1f3", "g8f6", "f3g1", "f6g8"];
    // Every pawn but the f-pawns (f3 and f6 are the knights'), one square, then one more.
    let pawn_pairs = (0..2).flat_map(|step| {
        "abcdegh".chars().map(move |file| {
            let (white, black) = ([2, 3][step], [7, 6][step]);
            [
                format!("{file}{white}{file}{}", white + 1),
                format!("{file}{black}{file}{}", black - 1),
            ]
        })
    });
    let mut plies = 0;
    for pair in pawn_pairs {
        for uci in &pair {
            game.play_uci(uci)?;
        }
        plies += 2;
        assert_eq!(
            game.repetitions(),
            1,
            "ply {plies}: nothing repeats a pawn move"
        );
        for i in 0..12 {
            game.play_uci(shuffle[i % 4])?;
            plies += 1;
            // Each position of the four-ply cycle comes back every fourth ply.
            let expected = if i < 3 { 1 } else { 1 + (i + 1) / 4 } as u32;
            assert_eq!(game.repetitions(), expected, "ply {plies}");
            assert_eq!(game.is_threefold_repetition(), expected >= 3);
            assert!(game.outcome().is_none_or(|outcome| !outcome.is_automatic()));
        }
    }
    for uci in shuffle.iter().cycle().take(4) {
        game.play_uci(uci)?;
    }
    assert_eq!(game.repetitions(), 5);
    assert_eq!(game.outcome(), Some(Outcome::FivefoldRepetition));
    let refused = game.play_uci("g1f3");
    assert_eq!(
        refused,
        Err(PlayError::GameOver(Outcome::FivefoldRepetition))
    );
    assert_eq!(game.len(), 14 * 14 + 4);
    Ok(())
}
