//! `Game::is_repetition` over long games: seeded random games of 600 plies with a null
//! move now and then (after which the game starts afresh from the board it left), and
//! of 1,200 plies without (so that the ring fills), a move back to where a piece came
//! from half the time so that positions recur, with nothing ever trimmed: the game
//! remembers its last `GAME_MEMORY` moves in a ring.
//! `is_repetition` and `is_threefold_repetition` are checked at every ply against a slow
//! reference that keeps its own list of the keys since the last capture, pawn move or
//! null move; and a constructed game of more than 1,000 plies keeps repetition detection
//! all along, with the moves it still remembers taken back.

use movegen::{Board, GAME_MEMORY, Game, Kind, Move, MoveList, Outcome, Piece};
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
    /// Plies played with the game's ring full (the oldest move forgotten).
    full: usize,
    restarts: usize,
    nulls: usize,
    /// The most plies between two restarts.
    longest: usize,
}

/// Checks the game's repetition answers against the reference; returns the reference's
/// count of earlier occurrences of the position now.
fn check(game: &Game, keys: &Keys, ply: usize) -> usize {
    let board = game.board();
    let times = keys.times(board.key());
    assert_eq!(game.is_repetition(), times >= 1, "ply {ply}: {board}");
    assert_eq!(
        game.is_threefold_repetition(),
        times >= 2,
        "ply {ply}: {board}"
    );
    assert_eq!(game.repetitions() as usize, times + 1, "ply {ply}: {board}");
    if times >= 2 && board.outcome().is_none() {
        let expected = if times >= 4 {
            Outcome::FivefoldRepetition
        } else {
            Outcome::ThreefoldRepetition
        };
        assert_eq!(game.outcome(), Some(expected));
    }
    times
}

fn is_irreversible(board: &Board, mv: Move) -> bool {
    mv.is_capture() || board.piece_at(mv.from()).and_then(Piece::kind) == Some(Kind::Pawn)
}

fn play_game(seed: u64, plies: usize, with_nulls: bool) -> Seen {
    let mut rng = SplitMix64(seed);
    let mut game = Game::default();
    let mut keys = Keys::default();
    let mut last: [Option<Move>; 2] = [None, None];
    let mut seen = Seen::default();
    let mut since_restart = 0;
    let mut moves = MoveList::<Move>::new();
    while seen.plies < plies {
        let times = check(&game, &keys, seen.plies);
        seen.repetitions += usize::from(times >= 1);
        seen.threefold += usize::from(times >= 2);
        seen.full += usize::from(game.len() == GAME_MEMORY);
        assert!(game.len() <= GAME_MEMORY);

        // A game that is over by itself starts again.
        let board = *game.board();
        if game.outcome().is_some_and(Outcome::is_automatic) {
            game = Game::default();
            keys = Keys::default();
            last = [None, None];
            seen.restarts += 1;
            seen.longest = seen.longest.max(since_restart);
            since_restart = 0;
            continue;
        }

        let side = board.side_to_move() as usize;
        if with_nulls && rng.below(24) == 0 && !board.in_check() {
            // A game has no pass: the one after it starts from the position it leaves.
            let mut passed = board;
            let undo = passed.make_null_move().unwrap();
            assert!(undo.is_null_move());
            game = Game::new(passed);
            keys = Keys::default();
            last = [None, None];
            seen.nulls += 1;
        } else {
            board.generate_legal(&mut moves);
            let back = movegen_testkit::positions::move_back(&moves, last[side])
                .filter(|_| rng.below(2) == 0);
            let mv = back.unwrap_or_else(|| moves[rng.below(moves.len())]);
            let irreversible = is_irreversible(&board, mv);
            game.play(mv).unwrap();
            if irreversible {
                keys = Keys::default();
            } else {
                keys.0.push(board.key());
            }
            last[side] = Some(mv);
        }
        seen.plies += 1;
        since_restart += 1;
    }
    seen.longest = seen.longest.max(since_restart);
    seen
}

#[test]
fn repetition_is_kept_over_long_games_without_trimming() {
    let mut total = Seen::default();
    for seed in 1..=16 {
        // Half the games with passes, half without (so that the ring fills).
        let seen = if seed <= 8 {
            play_game(0x7e9e_a7ed ^ seed, 600, true)
        } else {
            play_game(0x7e9e_a7ed ^ seed, 1_200, false)
        };
        total.plies += seen.plies;
        total.repetitions += seen.repetitions;
        total.threefold += seen.threefold;
        total.full += seen.full;
        total.restarts += seen.restarts;
        total.nulls += seen.nulls;
        total.longest = total.longest.max(seen.longest);
    }
    eprintln!("{total:?}");
    assert!(
        total.repetitions > 500
            && total.threefold > 100
            && total.nulls > 100
            && total.full > 1_000
            && total.longest > 2 * GAME_MEMORY,
        "{total:?}"
    );
}

/// A game longer than its memory, never trimmed: knights shuffle out and back (each
/// position a third and a fourth time), a pawn move every so often clearing the count. The
/// game's repetition answers agree with the reference at every ply, the ring holds the
/// last `GAME_MEMORY` moves, and those are taken back, every position on the way
/// restored, until none is left.
#[test]
fn a_game_longer_than_its_memory_keeps_repetition() {
    // No position twice within the eight plies.
    let shuffle = [
        "g1f3", "g8f6", "b1c3", "b8c6", "f3g1", "f6g8", "c3b1", "c6b8",
    ];
    // Pawn moves that block no square the knights use (none on the c or f files), one
    // step at a time, no capture and no check.
    let pushes = [
        ("a2a3", "a7a6"),
        ("h2h3", "h7h6"),
        ("a3a4", "a6a5"),
        ("h3h4", "h6h5"),
        ("b2b3", "b7b6"),
        ("g2g3", "g7g6"),
        ("e2e3", "e7e6"),
        ("d2d3", "d7d6"),
        ("b3b4", "b6b5"),
        ("g3g4", "g6g5"),
        ("e3e4", "e6e5"),
        ("d3d4", "d6d5"),
    ];
    /// The game, the reference, each move played with the board before it, and counts.
    #[derive(Default)]
    struct Long {
        game: Game,
        keys: Keys,
        played: Vec<(Move, Board)>,
        repetitions: usize,
        threefold: usize,
        full: usize,
    }
    impl Long {
        fn play(&mut self, uci: &str) {
            let board = *self.game.board();
            let mv = board
                .parse_move(uci)
                .unwrap_or_else(|e| panic!("{uci}: {e}"));
            if is_irreversible(&board, mv) {
                self.keys = Keys::default();
            } else {
                self.keys.0.push(board.key());
            }
            self.played.push((mv, board));
            assert_eq!(self.game.play_uci(uci), Ok(mv));
            let times = check(&self.game, &self.keys, self.played.len());
            self.repetitions += usize::from(times >= 1);
            self.threefold += usize::from(times >= 2);
            self.full += usize::from(self.game.len() == GAME_MEMORY);
            assert_eq!(self.game.len(), self.played.len().min(GAME_MEMORY));
        }
    }
    let mut long = Long::default();
    for &(white, black) in &pushes {
        // Three shuffles: each position a fourth time, not a fifth.
        for _ in 0..3 {
            for uci in shuffle {
                long.play(uci);
            }
        }
        long.play(white);
        long.play(black);
    }
    let Long {
        repetitions,
        threefold,
        full,
        ..
    } = long;
    let plies = long.played.len();
    eprintln!("{plies} plies, {repetitions} repetitions, {threefold} threefold, {full} full");
    assert!(plies > GAME_MEMORY, "{plies} plies");
    assert!(threefold >= 96 && repetitions > threefold, "{threefold}");
    assert!(full > 50, "{full}");
    // The last pawn moves cleared the count; one more shuffle brings it back.
    assert!(!long.game.is_repetition());
    for _ in 0..2 {
        for uci in shuffle {
            long.play(uci);
        }
    }
    let Long {
        mut game,
        mut played,
        ..
    } = long;
    assert!(game.is_threefold_repetition());
    assert_eq!(game.outcome(), Some(Outcome::ThreefoldRepetition));
    let plies = played.len();

    // The moves remembered are the last ones played, taken back in order.
    assert_eq!(game.len(), GAME_MEMORY);
    let remembered: Vec<Move> = played[plies - GAME_MEMORY..]
        .iter()
        .map(|&(mv, _)| mv)
        .collect();
    assert!(game.moves().eq(remembered));
    for (mv, board) in played.drain(plies - GAME_MEMORY..).rev() {
        assert_eq!(game.undo(), Some(mv));
        assert_eq!(game.board(), &board, "{mv}");
        assert_eq!(game.board().key(), board.key());
    }
    assert!(game.is_empty());
    assert_eq!(game.undo(), None, "the older moves are forgotten");
    let (last, board) = played[played.len() - 1];
    let mut after = board;
    let _ = after.make_move(last).unwrap();
    assert_eq!(game.board(), &after);
}

/// Taking moves back restores every position and the repetition answers.
#[test]
fn undo_takes_back_the_positions_and_the_repetitions() {
    let mut game = Game::default();
    let mut made: Vec<(Move, Board)> = Vec::new();
    let play = |game: &mut Game, made: &mut Vec<(Move, Board)>, uci: &str| {
        let board = *game.board();
        let mv = game.play_uci(uci).unwrap();
        made.push((mv, board));
    };
    for uci in ["e2e4", "e7e5", "g1f3", "g8f6", "f3g1", "f6g8", "g1f3"] {
        play(&mut game, &mut made, uci);
    }
    assert!(game.is_repetition() && !game.is_threefold_repetition());
    assert_eq!(game.len(), 7);
    for uci in ["g8f6", "f3g1", "f6g8"] {
        play(&mut game, &mut made, uci);
    }
    assert!(game.is_threefold_repetition());
    // Taken back to the start, every position on the way restored.
    let mut after = made.len();
    for (mv, board) in made.into_iter().rev() {
        assert_eq!(game.undo(), Some(mv));
        assert_eq!(game.board(), &board);
        assert_eq!(game.board().key(), board.key());
        after -= 1;
        assert_eq!(game.len(), after);
        if after == 9 {
            assert!(game.is_repetition() && !game.is_threefold_repetition());
        }
    }
    assert_eq!(game.undo(), None);
    assert_eq!(game.board(), &Board::default());
}

/// A position whose en-passant square no capture can use (the pawn beside is pinned
/// along the rank) is the position without it: FIDE's Article 9.2.2 compares the
/// possible moves, and the key holds the square only when a capture is legal.
#[test]
fn a_pinned_pawn_beside_a_double_push_changes_nothing() {
    let mut game = Game::new("6nk/2p5/8/KP5r/8/8/8/6N1 b - - 0 1".parse().unwrap());
    for uci in ["c7c5", "g1f3", "g8f6", "f3g1", "f6g8"] {
        game.play_uci(uci).unwrap();
    }
    assert_eq!(game.board().en_passant(), None);
    assert_eq!(
        game.repetitions(),
        2,
        "c6 named after c7c5, no capture legal"
    );
    for uci in ["g1f3", "g8f6", "f3g1", "f6g8"] {
        game.play_uci(uci).unwrap();
    }
    assert_eq!(game.repetitions(), 3);
    assert_eq!(game.outcome(), Some(Outcome::ThreefoldRepetition));
    // The same with a legal capture: the first position is another one.
    let mut game = Game::new("6nk/2p5/8/1P5r/8/8/8/K5N1 b - - 0 1".parse().unwrap());
    for uci in ["c7c5", "g1f3", "g8f6", "f3g1", "f6g8"] {
        game.play_uci(uci).unwrap();
    }
    assert_eq!(game.repetitions(), 1, "bxc6 was legal after c7c5");
}

/// The clocks: the fifty-move rule may be claimed, the 75-move rule ends the game, a
/// checkmate on the 150th halfmove wins over it, and the game refuses moves after.
#[test]
fn the_move_rules() {
    let mut game = Game::new("8/8/4k3/8/8/3K4/8/R7 w - - 99 80".parse().unwrap());
    assert_eq!(game.outcome(), None);
    game.play_uci("a1a2").unwrap();
    assert_eq!(game.outcome(), Some(Outcome::FiftyMoves));
    assert!(!Outcome::FiftyMoves.is_automatic());
    let mut game = Game::new("8/8/4k3/8/8/3K4/8/R7 w - - 149 80".parse().unwrap());
    game.play_uci("a1a2").unwrap();
    assert_eq!(game.outcome(), Some(Outcome::SeventyFiveMoves));
    let refused = game.play_uci("e6e5");
    assert_eq!(
        refused,
        Err(movegen::PlayError::GameOver(Outcome::SeventyFiveMoves))
    );
    assert_eq!(
        refused.unwrap_err().to_string(),
        "the game is over (75-move rule)"
    );
    // Mate with the 150th halfmove: checkmate, not a draw.
    let mut game = Game::new("7k/8/6K1/8/8/8/8/R7 w - - 149 90".parse().unwrap());
    game.play_uci("a1a8").unwrap();
    assert_eq!(game.board().halfmove_clock(), 150);
    assert!(matches!(game.outcome(), Some(Outcome::Checkmate { .. })));
}
