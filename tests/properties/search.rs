//! What a search adds: generation by kind partitions the moves along random playouts,
//! a line of moves and null moves unwinds to every position on the way, and the cheap
//! test for a legal move agrees with the count at every position of a playout.

use std::collections::HashSet;

use movegen::{Bitboard, MoveKinds, Outcome};

use super::*;

/// The moves of `board` of `kinds` to `to`, by either generator, as a set.
fn kinds(board: &Board, legal: bool, kinds: MoveKinds, to: Bitboard) -> HashSet<Move> {
    let mut list = MoveList::<Move>::new();
    if legal {
        board.generate_legal_kinds(kinds, to, &mut list);
    } else {
        board.generate_kinds(kinds, to, &mut list);
    }
    list.iter().copied().collect()
}

proptest! {
    #![proptest_config(config(MOVE_CASES))]

    /// The two kinds of every complementary pair that `MoveKinds` documents are
    /// disjoint and together every move (`legal_moves()` for the legal generator),
    /// `Captures` is what takes a piece, and a random destination mask keeps exactly
    /// the moves to it, for both generators.
    #[test]
    fn kinds_partition_the_moves(
        fen_index in 0..start_fens(),
        choices in prop::collection::vec(any::<u16>(), 0..60),
        mask in any::<u64>(),
    ) {
        let (board, _) = playout(fen_index, &choices)?;
        let legal_moves: HashSet<Move> = board.legal_moves().iter().copied().collect();
        for legal in [false, true] {
            let all = kinds(&board, legal, MoveKinds::All, Bitboard::FULL);
            if legal {
                prop_assert_eq!(&all, &legal_moves);
            }
            let every = [
                MoveKinds::All,
                MoveKinds::Captures,
                MoveKinds::Quiets,
                MoveKinds::Noisy,
                MoveKinds::Calm,
            ];
            for kind in every {
                let Some(other) = kind.complement() else {
                    continue;
                };
                prop_assert_eq!(other.complement(), Some(kind));
                let these = kinds(&board, legal, kind, Bitboard::FULL);
                let others = kinds(&board, legal, other, Bitboard::FULL);
                prop_assert!(these.is_disjoint(&others), "{:?} {}", kind, board);
                prop_assert_eq!(&(&these | &others), &all, "{:?} {}", kind, board);
            }
            let captures = kinds(&board, legal, MoveKinds::Captures, Bitboard::FULL);
            prop_assert!(all.iter().all(|mv| mv.is_capture() == captures.contains(mv)));
            let to: HashSet<Move> =
                all.iter().copied().filter(|mv| Bitboard(mask).has(mv.to())).collect();
            prop_assert_eq!(kinds(&board, legal, MoveKinds::All, Bitboard(mask)), to);
        }
    }

    /// A random line of moves and passes (a pass where the side to move is not in
    /// check): every key equals the key from scratch, and unwinding the line restores
    /// each position on the way back.
    #[test]
    fn null_moves_unwind(
        fen_index in 0..start_fens(),
        steps in prop::collection::vec((any::<bool>(), any::<u16>()), 0..40),
    ) {
        let mut board = Board::from_fen(start_fen(fen_index)).unwrap();
        // Each step: the move (`None` for a pass) and the record its make returned.
        let mut line: Vec<(Option<Move>, Undo)> = Vec::new();
        let mut seen = vec![snapshot(&board)];
        for &(pass, choice) in &steps {
            if pass && !board.in_check() {
                let undo = board.make_null_move();
                prop_assert!(undo.is_ok(), "{}: {:?}", board, undo);
                line.push((None, undo.unwrap()));
            } else {
                let Some((mv, undo)) = play(&mut board, choice)? else {
                    break;
                };
                line.push((Some(mv), undo));
            }
            prop_assert_eq!(board.key(), board.compute_key(), "{}", board);
            seen.push(snapshot(&board));
        }
        while let Some((step, undo)) = line.pop() {
            prop_assert_eq!(&snapshot(&board), &seen[line.len() + 1]);
            match step {
                None => {
                    prop_assert!(undo.is_null_move());
                    board.unmake_null_move(undo);
                }
                Some(mv) => {
                    prop_assert!(!undo.is_null_move());
                    board.unmake_move(mv, undo);
                }
            }
        }
        prop_assert_eq!(&snapshot(&board), &seen[0]);
    }

    /// At every position of a random playout (to mate or stalemate when it comes),
    /// `has_legal_moves` is `count_legal() > 0`, and the outcome's mate and stalemate
    /// follow it.
    #[test]
    fn has_legal_moves_is_a_count_above_zero(
        fen_index in 0..start_fens(),
        choices in prop::collection::vec(any::<u16>(), 0..120),
    ) {
        let mut board = Board::from_fen(start_fen(fen_index)).unwrap();
        for &choice in choices.iter().chain([&0]) {
            let has = board.has_legal_moves();
            prop_assert_eq!(has, board.count_legal() > 0, "{}", board);
            let none = match board.outcome() {
                Some(Outcome::Checkmate { .. }) => Some(true),
                Some(Outcome::Stalemate) => Some(false),
                _ => None,
            };
            prop_assert_eq!(none.is_some(), !has, "{}", board);
            prop_assert_eq!(board.is_checkmate(), none == Some(true), "{}", board);
            prop_assert_eq!(board.is_stalemate(), none == Some(false), "{}", board);
            if play(&mut board, choice)?.is_none() {
                break;
            }
        }
    }
}
