//! The program of issue 42, as written: a move needs no type named, a position is
//! `Copy` and at most 256 bytes, words instead of codes, and a finished game refuses a
//! move with an error.

#[test]
fn the_front_door_program_runs_as_written() -> Result<(), Box<dyn std::error::Error>> {
    use movegen::{Board, Color, File, Kind, Piece, Rank, Square};

    let mut board = Board::default();
    assert_eq!(board.legal_moves().len(), 20);
    let before = board; // a position is Copy
    assert!(core::mem::size_of::<Board>() <= 256);
    let mv = board.parse_move("e2e4")?;
    board.make_move(mv)?;
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
        board.make_move(mv)?;
    }
    let outcome = board.outcome().expect("fool's mate");
    assert_eq!(outcome.winner(), Some(Color::Black));
    assert!(board.parse_san("Qh4").is_err()); // the game is over: an error, not a panic
    Ok::<(), Box<dyn std::error::Error>>(())
}

/// A game of 1,000 plies played through the public API keeps threefold repetition
/// with no trimming call: the knights shuffle, with a pawn move by each side now and
/// then (which no repetition reaches past), then shuffle on to the end.
#[test]
fn a_thousand_plies_keep_repetition() -> Result<(), Box<dyn std::error::Error>> {
    use movegen::Game;
    let mut game = Game::default();
    let shuffle = ["g1f3", "g8f6", "f3g1", "f6g8"];
    let mut pawns = [
        "a2a3", "a7a6", "b2b3", "b7b6", "c2c3", "c7c6", "d2d3", "d7d6",
    ]
    .chunks(2);
    let (mut plies, mut since_pawns, mut threefolds) = (0, 0, 0);
    while plies < 1_000 {
        if since_pawns == 36
            && let Some(pair) = pawns.next()
        {
            for uci in pair {
                game.play_uci(uci)?;
            }
            plies += 2;
            since_pawns = 0;
            assert!(
                !game.is_repetition(),
                "ply {plies}: nothing repeats a pawn move"
            );
            continue;
        }
        game.play_uci(shuffle[since_pawns % 4])?;
        plies += 1;
        since_pawns += 1;
        // Every position of the four-ply cycle is there a third time from the eighth
        // ply after the pawn moves on.
        let expected = since_pawns >= 8;
        assert_eq!(game.is_threefold_repetition(), expected, "ply {plies}");
        threefolds += usize::from(expected);
    }
    assert_eq!(game.len(), movegen::GAME_MEMORY);
    assert!(threefolds > 200, "{threefolds}");
    Ok(())
}
