//! `is_repetition` and `trim_history` over long games: seeded random games of 600 plies
//! (a move back to where a piece came from half the time, so that positions recur; a
//! null move now and then), the undo stack trimmed whenever it is full (twice or so a
//! game) and sometimes before, `is_repetition` and `is_threefold_repetition` checked at every ply against a
//! slow reference that keeps its own list of the keys since the last capture, pawn move
//! or null move.

use movegen::{Board, Encoding, Kind, MAX_PLY, Move, MoveList};
use movegen_testkit::rng::{Rng, SplitMix64};

/// The reference: the keys of the positions since the last irreversible move (or null
/// move), the current one left out.
#[derive(Default)]
struct Keys(Vec<u64>);

impl Keys {
    fn times(&self, key: u64) -> usize {
        self.0.iter().filter(|&&k| k == key).count()
    }
}

/// What one game saw.
#[derive(Default, Debug)]
struct Seen {
    plies: usize,
    repetitions: usize,
    threefold: usize,
    trims: usize,
    full: usize,
    restarts: usize,
    nulls: usize,
}

/// The move back to where this side's last move came from, if it is a legal quiet move.
fn move_back(moves: &MoveList<Move>, last: Option<Move>) -> Option<Move> {
    let last = last?;
    moves
        .iter()
        .copied()
        .find(|mv| mv.from() == last.to() && mv.to() == last.from() && !mv.is_capture())
}

fn play_game(seed: u64, plies: usize) -> Seen {
    let mut rng = SplitMix64(seed);
    let mut board = Board::default();
    let mut keys = Keys::default();
    let mut last: [Option<Move>; 2] = [None, None];
    let mut seen = Seen::default();
    let mut moves = MoveList::<Move>::new();
    while seen.plies < plies {
        let key = board.key();
        let times = keys.times(key);
        assert_eq!(
            board.is_repetition(),
            times >= 1,
            "ply {}: {board}",
            seen.plies
        );
        assert_eq!(board.is_threefold_repetition(), times >= 2, "{board}");
        seen.repetitions += usize::from(times >= 1);
        seen.threefold += usize::from(times >= 2);

        let full = board.history_len() == MAX_PLY;
        if full || rng.below(300) == 0 {
            let before = board.history_len();
            seen.full += usize::from(full);
            board.trim_history();
            let kept = board.history_len();
            assert_eq!(kept, before.min(usize::from(board.halfmove_clock())));
            assert!(kept < MAX_PLY, "{board}");
            assert_eq!(board.is_repetition(), times >= 1, "after a trim: {board}");
            assert_eq!(board.is_threefold_repetition(), times >= 2);
            seen.trims += usize::from(kept < before);
        }
        // A game that is over (or that FIDE's 75-move rule would end) starts again.
        if !board.has_legal_moves()
            || board.is_insufficient_material()
            || board.halfmove_clock() >= 150
        {
            board = Board::default();
            keys = Keys::default();
            last = [None, None];
            seen.restarts += 1;
            continue;
        }

        let side = board.side_to_move() as usize;
        if rng.below(24) == 0 && !board.in_check() {
            board.make_null_move().unwrap();
            keys = Keys::default();
            last = [None, None];
            seen.nulls += 1;
        } else {
            board.generate_legal(&mut moves);
            let back = move_back(&moves, last[side]).filter(|_| rng.below(2) == 0);
            let mv = back.unwrap_or_else(|| moves[rng.below(moves.len())]);
            let irreversible =
                mv.is_capture() || board.piece_at(mv.from()).kind() == Some(Kind::Pawn);
            board.make_legal(mv).unwrap();
            if irreversible {
                keys = Keys::default();
            } else {
                keys.0.push(key);
            }
            last[side] = Some(mv);
        }
        seen.plies += 1;
    }
    seen
}

#[test]
fn repetition_is_kept_over_long_games_with_a_trimmed_history() {
    let mut total = Seen::default();
    for seed in 1..=16 {
        let seen = play_game(0x7e9e_a7ed ^ seed, 600);
        total.plies += seen.plies;
        total.repetitions += seen.repetitions;
        total.threefold += seen.threefold;
        total.trims += seen.trims;
        total.full += seen.full;
        total.restarts += seen.restarts;
        total.nulls += seen.nulls;
    }
    eprintln!("{total:?}");
    assert!(
        total.repetitions > 500 && total.threefold > 100 && total.full > 12 && total.nulls > 100,
        "{total:?}"
    );
}

/// A trimmed history still unmakes the moves it kept, and judges repetition as it did
/// before the trim.
#[test]
fn a_trimmed_history_unmakes_what_it_kept() {
    fn play(board: &mut Board, made: &mut Vec<(Move, Board)>, uci: &str) {
        let mv: Move = board.parse_move(uci).unwrap();
        made.push((mv, board.clone()));
        board.make_move(mv).unwrap();
    }
    let mut board = Board::default();
    let mut made = Vec::new();
    for uci in ["e2e4", "e7e5", "g1f3", "g8f6", "f3g1", "f6g8", "g1f3"] {
        play(&mut board, &mut made, uci);
    }
    assert!(board.is_repetition() && !board.is_threefold_repetition());
    board.trim_history();
    // The five moves since the last pawn move.
    assert_eq!(board.history_len(), 5);
    assert!(board.is_repetition() && !board.is_threefold_repetition());
    for uci in ["g8f6", "f3g1", "f6g8"] {
        play(&mut board, &mut made, uci);
    }
    assert!(board.is_threefold_repetition());
    // Unmade back to the last pawn move, every position on the way restored.
    for (mv, before) in made.drain(2..).rev() {
        board.unmake_move(mv);
        assert_eq!(board, before);
        assert_eq!(board.key(), before.key());
    }
    assert_eq!(board.history_len(), 0);
    let after_e5 = board.clone();
    board.unmake_move(made[1].0);
    assert_eq!(board, after_e5, "the trimmed moves are not unmade");
}
