//! `SearchPath`: a search's line in any encoding, with null moves, answers repetition
//! as the game does; and a search on it finds a draw by repetition that material alone
//! scores as lost.

use movegen::{
    Board, ByteUnion, Encoding, Game, Kind, MoveList, PATH_MEMORY, Packed16, PathError, SearchPath,
};
use movegen_testkit::rng::{Rng, SplitMix64};

/// Along seeded random games, a path from the game's start played alongside it counts
/// what the game counts, a path started mid-game from the game (`search_path`) too,
/// and a null move played and taken back changes nothing.
fn follows_the_game<E: Encoding>() {
    for seed in 0..20 {
        let mut rng = SplitMix64(seed);
        let mut game = Game::default();
        let mut path = SearchPath::<E>::new(Board::default());
        let mut moves = MoveList::<E>::default();
        for ply in 0..300 {
            if game.outcome().is_some_and(|o| o.is_automatic()) {
                break;
            }
            let board = *game.board();
            board.generate_legal(&mut moves);
            // Back where the piece came from half the time, so that positions recur.
            let last = game.moves().nth_back(1);
            let back = moves.iter().copied().find(|mv| {
                last.is_some_and(|l| mv.from() == l.to() && mv.to() == l.from()) && !mv.is_capture()
            });
            let mv = back
                .filter(|_| rng.below(2) == 0)
                .unwrap_or_else(|| moves[rng.below(moves.len())]);
            game.play_uci(&board.to_uci(mv).to_string()).unwrap();
            path.play(mv).unwrap();
            assert_eq!(path.board(), game.board(), "ply {ply}");
            assert_eq!(path.repetitions(), game.repetitions(), "ply {ply}");
            let fresh: SearchPath<E> = game.search_path();
            assert_eq!(fresh.repetitions(), game.repetitions(), "ply {ply}");
            assert_eq!(fresh.ply(), 0);
            if path.play_null().is_ok() {
                assert_eq!(path.repetitions(), 1, "nothing repeats across a pass");
                assert!(path.undo());
                assert_eq!(path.repetitions(), game.repetitions());
            }
        }
    }
}

#[test]
fn a_path_counts_what_the_game_counts_in_every_encoding() {
    follows_the_game::<movegen::Move>();
    follows_the_game::<Packed16>();
    follows_the_game::<ByteUnion>();
}

#[test]
fn a_path_refuses_what_it_cannot_play() {
    let mut path: SearchPath = SearchPath::new(Board::default());
    let e5 = Board::from_fen("4k3/8/8/8/8/8/8/4K3 w - - 0 1")
        .unwrap()
        .parse_move("e1e2")
        .unwrap();
    assert!(matches!(path.play(e5), Err(PathError::Make(_))));
    let mut check: SearchPath = SearchPath::new("4k3/8/8/8/8/8/8/4K2r w - - 0 1".parse().unwrap());
    assert!(matches!(check.play_null(), Err(PathError::Make(_))));
    assert!(!check.undo(), "nothing to take back at the root");
    // Full: the knights shuffle until the path holds PATH_MEMORY positions.
    let mut full: SearchPath = SearchPath::new("n3k3/8/8/8/8/8/8/N3K3 w - - 0 1".parse().unwrap());
    let shuffle = ["a1b3", "a8b6", "b3a1", "b6a8"];
    for i in 0..PATH_MEMORY {
        let mv = full.board().parse_move(shuffle[i % 4]).unwrap();
        full.play_legal(mv).unwrap();
    }
    let mv = full.board().parse_move("a1b3").unwrap();
    assert_eq!(full.play(mv), Err(PathError::Full));
    assert_eq!(full.ply(), PATH_MEMORY);
}

/// Material for the side to move, by the values indexed with the kind itself.
fn evaluate(board: &Board) -> i32 {
    const VALUES: [i32; 6] = [100, 320, 330, 500, 950, 0];
    let (us, them) = (board.side_to_move(), board.side_to_move().flip());
    let count = |side, kind| board.pieces(side, kind).count() as i32;
    Kind::ALL
        .into_iter()
        .map(|k| VALUES[k] * (count(us, k) - count(them, k)))
        .sum()
}

/// Negamax without pruning, repetition a draw when `repetition` says so.
fn negamax<E: Encoding>(
    path: &mut SearchPath<E>,
    depth: u32,
    repetition: bool,
) -> (i32, Option<E>) {
    if path.ply() > 0 && repetition && path.is_repetition() {
        return (0, None);
    }
    let board = *path.board();
    if depth == 0 || !board.has_legal_moves() {
        return (evaluate(&board), None);
    }
    let mut moves = MoveList::<E>::default();
    board.generate_legal(&mut moves);
    let mut best = (i32::MIN, None);
    for mv in moves {
        path.play_legal(mv).unwrap();
        let score = -negamax(path, depth - 1, repetition).0;
        path.undo();
        if score > best.0 {
            best = (score, Some(mv));
        }
    }
    best
}

/// A queen down, the knights out and back: going back again repeats a position the
/// game has seen before the search's root. The search finds it (0); without
/// repetition it sees only the queen (-950) and plays anything.
#[test]
fn a_search_on_the_path_finds_the_draw() {
    let mut game = Game::new(
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNB1KBNR w KQkq - 0 1"
            .parse()
            .unwrap(),
    );
    for uci in ["g1f3", "g8f6", "f3g1", "f6g8", "g1f3", "g8f6"] {
        game.play_uci(uci).unwrap();
    }
    let (score, best) = negamax(&mut game.search_path::<Packed16>(), 2, true);
    assert_eq!(
        (score, best.map(|mv| mv.to_string())),
        (0, Some("f3g1".to_string()))
    );
    let (blind, _) = negamax(&mut game.search_path::<Packed16>(), 2, false);
    assert_eq!(blind, -950);
    // From a board alone, the search knows none of the game's positions: no draw.
    let (alone, _) = negamax(&mut SearchPath::<Packed16>::new(*game.board()), 2, true);
    assert_eq!(alone, -950);
}
