//! Making then unmaking restores the board; every position reached round-trips
//! through FEN; every legal move round-trips through SAN.

use super::*;

proptest! {
    #![proptest_config(config(MOVE_CASES))]

    /// Along a random line: every pseudo-legal move of every position made then unmade
    /// leaves the board as it was; then unmaking the whole line restores each position.
    #[test]
    fn make_then_unmake_restores_the_board(
        fen_index in 0..start_fens(),
        choices in prop::collection::vec(any::<u16>(), 0..40),
    ) {
        let mut board = Board::from_fen(start_fen(fen_index)).unwrap();
        let mut line = Vec::new();
        let mut seen = vec![snapshot(&board)];
        for &choice in &choices {
            let mut list = MoveList::<Move>::new();
            board.generate_pseudo_legal(&mut list);
            for &mv in list.iter() {
                check_make_unmake(&mut board, mv)?;
            }
            let Some(made) = play(&mut board, choice)? else {
                break;
            };
            line.push(made);
            seen.push(snapshot(&board));
        }
        prop_assert_eq!(seen.len(), line.len() + 1);
        while let Some((mv, undo)) = line.pop() {
            prop_assert_eq!(&snapshot(&board), &seen[line.len() + 1]);
            board.unmake_move(mv, undo);
        }
        prop_assert_eq!(&snapshot(&board), &seen[0]);
        prop_assert_eq!(board, Board::from_fen(start_fen(fen_index)).unwrap());
    }

    /// A random pseudo-legal move of a random position, the illegal ones included.
    #[test]
    fn random_move_make_unmake(
        fen_index in 0..start_fens(),
        choices in prop::collection::vec(any::<u16>(), 0..80),
        pick in any::<u16>(),
    ) {
        let (mut board, _) = playout(fen_index, &choices)?;
        let mut list = MoveList::<Move>::new();
        board.generate_pseudo_legal(&mut list);
        if !list.is_empty() {
            let mv = list[pick as usize % list.len()];
            check_make_unmake(&mut board, mv)?;
        }
    }

    /// Every position reached round-trips through FEN (checked inside `playout`).
    #[test]
    fn fen_round_trips(
        fen_index in 0..start_fens(),
        choices in prop::collection::vec(any::<u16>(), 0..120),
    ) {
        let (board, line) = playout(fen_index, &choices)?;
        prop_assert!(line.len() <= choices.len());
        assert_fen_round_trips(&board)?;
    }

    /// Chess960 positions reached from the Chess960 suite round-trip through X-FEN and
    /// Shredder-FEN, and stay in Chess960 mode.
    #[test]
    fn chess960_fen_round_trips(
        fen_index in 0..FENS_960.len(),
        choices in prop::collection::vec(any::<u16>(), 0..120),
    ) {
        let (board, _) = playout(FENS.len() + fen_index, &choices)?;
        assert_fen_round_trips(&board)?;
        let back = Board::from_fen(&board.to_shredder_fen()).unwrap();
        prop_assert_eq!(back.to_fen().to_string(), board.to_fen().to_string());
    }

    /// Every legal move of a position reached, written in SAN, reads back as itself;
    /// so does its SAN without the check sign, and with `0-0` for `O-O`.
    #[test]
    fn san_round_trips(
        fen_index in 0..start_fens(),
        choices in prop::collection::vec(any::<u16>(), 0..60),
    ) {
        let (mut board, _) = playout(fen_index, &choices)?;
        for mv in legal_moves(&mut board) {
            let san = board.san(mv);
            prop_assert_eq!(board.parse_san(san.as_str()), Ok(mv), "{} in {}", san.as_str(), board);
            let bare = san.as_str().trim_end_matches(['+', '#']);
            prop_assert_eq!(board.parse_san(bare), Ok(mv), "{} in {}", bare, board);
            let zeros = san.as_str().replace('O', "0");
            prop_assert_eq!(board.parse_san(&zeros), Ok(mv), "{} in {}", zeros, board);
        }
    }

}
