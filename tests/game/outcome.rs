//! The game's state: check, checkmate, stalemate, insufficient material, the fifty-move
//! rule and threefold repetition, on positions whose answer is known. (The differential
//! test compares them with shakmaty's along random playouts.)

use movegen::{Board, Color, Game, Move, Outcome};

fn board(fen: &str) -> Board {
    fen.parse().unwrap()
}

fn play(board: &mut Board, moves: &str) {
    for uci in moves.split_whitespace() {
        let mv: Move = board.parse_move(uci).unwrap();
        let _ = board.make_move(mv).unwrap();
    }
}

fn play_game(game: &mut Game, moves: &str) {
    for uci in moves.split_whitespace() {
        game.play_uci(uci).unwrap();
    }
}

#[test]
fn mate_and_stalemate() {
    let fools = board("rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3");
    assert!(fools.in_check() && fools.is_checkmate() && !fools.is_stalemate());
    assert_eq!(
        fools.outcome(),
        Some(Outcome::Checkmate {
            winner: Color::Black
        })
    );
    let stale = board("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1");
    assert!(!stale.in_check() && stale.is_stalemate() && !stale.is_checkmate());
    assert_eq!(stale.outcome(), Some(Outcome::Stalemate));
    let check = board("R3k3/8/8/8/8/8/8/4K3 b - - 0 1");
    assert!(check.in_check() && !check.is_checkmate());
    assert_eq!(check.outcome(), None);
}

/// Who wins and what is a draw; a legal move exists or not, where the king has no safe
/// step and where only a pinned piece, a pawn, en passant or castling could move.
#[test]
fn winner_draw_and_legal_moves() {
    let fools = board("rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3");
    let outcome = fools.outcome().unwrap();
    assert_eq!(outcome.winner(), Some(Color::Black));
    assert_eq!(fools.side_to_move(), Color::White);
    assert!(!outcome.is_draw());
    for draw in [
        Outcome::Stalemate,
        Outcome::InsufficientMaterial,
        Outcome::FiftyMoves,
        Outcome::ThreefoldRepetition,
    ] {
        assert!(draw.is_draw(), "{draw}");
        assert_eq!(draw.winner(), None, "{draw}");
    }
    let cases = [
        (movegen::START_FEN, true), // no safe king step: the generator answers
        ("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1", false), // stalemate
        ("7k/5Q2/6K1/8/8/8/p7/8 b - - 0 1", true), // only a pawn moves
        ("7k/5Q2/6K1/8/8/8/8/b7 b - - 0 1", true), // only a bishop moves
        (
            "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3",
            false,
        ), // mate
    ];
    for (fen, has) in cases {
        let b = board(fen);
        assert_eq!(b.has_legal_moves(), has, "{fen}");
        assert_eq!(b.count_legal() > 0, has, "{fen}");
    }
    // Where the king is boxed in and en passant or a pinned piece is all there is.
    for fen in [
        "8/8/8/8/k2Pp2Q/8/8/3K4 b - d3 0 1",
        "8/8/8/2k5/3Pp3/8/8/3K3B b - d3 0 1",
        "1k6/1P6/1K6/8/8/8/8/8 b - - 0 1",
    ] {
        let b = board(fen);
        assert_eq!(b.has_legal_moves(), b.count_legal() > 0, "{fen}");
    }
}

#[test]
fn insufficient_material() {
    let dead = [
        "8/8/4k3/8/8/3K4/8/8 w - - 0 1",        // bare kings
        "8/8/4k3/8/8/3KN3/8/8 w - - 0 1",       // a lone knight
        "8/8/4kb2/8/8/3K4/8/8 b - - 0 1",       // a lone bishop
        "8/8/4k3/8/2b5/3K1B2/8/8 w - - 0 1",    // bishops on light squares
        "8/1b6/4k3/8/8/3K1B2/6B1/7B w - - 0 1", // four bishops, light squares
    ];
    for fen in dead {
        let b = board(fen);
        assert!(b.is_insufficient_material(), "{fen}");
        assert_eq!(b.outcome(), Some(Outcome::InsufficientMaterial), "{fen}");
    }
    let alive = [
        movegen::START_FEN,
        "8/8/4k3/8/8/3K4/4P3/8 w - - 0 1",  // a pawn
        "8/8/4k3/8/8/3K4/7R/8 w - - 0 1",   // a rook
        "8/8/4kn2/8/8/3KN3/8/8 w - - 0 1",  // a knight each: a helpmate exists
        "8/8/4k3/8/8/3KNN2/8/8 w - - 0 1",  // two knights
        "8/8/4kb2/8/8/3K1B2/8/8 w - - 0 1", // bishops on both colours
        "8/8/4k3/8/8/3KBN2/8/8 w - - 0 1",  // bishop and knight
    ];
    for fen in alive {
        assert!(!board(fen).is_insufficient_material(), "{fen}");
    }
}

#[test]
fn fifty_moves() {
    let b = board("8/8/4k3/8/8/3K4/8/R7 w - - 99 80");
    assert!(!b.is_fifty_moves());
    let mut b = board("8/8/4k3/8/8/3K4/8/R7 w - - 99 80");
    play(&mut b, "a1a2");
    assert!(b.is_fifty_moves());
    assert_eq!(b.outcome(), Some(Outcome::FiftyMoves));
    // Checkmate on the hundredth halfmove wins over the rule.
    let mut mate = board("6k1/5ppp/8/8/8/8/8/R3K3 w - - 99 80");
    play(&mut mate, "a1a8");
    assert_eq!(mate.halfmove_clock(), 100);
    assert!(!mate.is_fifty_moves());
    assert_eq!(
        mate.outcome(),
        Some(Outcome::Checkmate {
            winner: Color::White
        })
    );
}

#[test]
fn threefold_repetition() {
    let mut g = Game::default();
    play_game(&mut g, "g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1");
    assert!(!g.is_threefold_repetition());
    play_game(&mut g, "f6g8");
    assert!(g.is_threefold_repetition());
    assert_eq!(g.outcome(), Some(Outcome::ThreefoldRepetition));
    // The board alone does not report repetition.
    assert_eq!(g.board().outcome(), None);
    // Taking a move back takes the repetition back.
    let last = g.undo().unwrap();
    assert_eq!(g.board().to_uci(last).to_string(), "f6g8");
    assert!(!g.is_threefold_repetition());

    // A capture or pawn move in between breaks the count: the clock says how far back.
    let mut g = Game::default();
    play_game(&mut g, "g1f3 g8f6 f3g1 f6g8 e2e4 e7e5 g1f3 g8f6 f3g1 f6g8");
    assert!(!g.is_threefold_repetition());
    play_game(&mut g, "g1f3 g8f6 f3g1 f6g8");
    assert!(g.is_threefold_repetition());

    // Castling rights lost make a different position: the king's walk repeats the
    // squares but not the rights.
    let mut g = Game::new(board("4k3/8/8/8/8/8/8/4K2R w K - 0 1"));
    play_game(&mut g, "e1f1 e8f8 f1e1 f8e8 e1f1 e8f8 f1e1 f8e8");
    assert!(
        !g.is_threefold_repetition(),
        "the start had the right to castle"
    );
    play_game(&mut g, "e1f1 e8f8");
    assert!(g.is_threefold_repetition());
}
