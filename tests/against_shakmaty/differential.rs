//! Differential test against [`shakmaty`]: random playouts with a fixed seed from the
//! start position and from every FEN of the perft suites in `tests/data/`. At every
//! ply the set of legal moves (our pseudo-legal moves whose make succeeds, as UCI text)
//! must equal shakmaty's, and the FEN after every legal move must equal shakmaty's.
//!
//! The same from Chess960 start positions (from the standard numbering, 0 to 959) and
//! from every line of the Chess960 suite, with shakmaty in Chess960 mode: castling as
//! king takes rook in UCI, X-FEN compared after every move.
//!
//! The playouts prefer double pawn pushes, promotions, castling, en-passant captures
//! and checking moves (half the time one of those is played when there is one), and
//! the test asserts how many positions right after each kind of move it compared.

use std::time::Instant;

use movegen::{Board, Move, START_FEN};

use movegen_testkit::compare::{same_check, same_legal_moves};
use movegen_testkit::convert::{fen as shakmaty_fen, position as shakmaty_position, to_move};
use movegen_testkit::legal::check_paths;
use movegen_testkit::rng::{Rng, SplitMix64};
use movegen_testkit::{self as testkit, CHESS960, EDGE_CASES, STANDARD};
use shakmaty::{CastlingMode, Chess, Position};

/// Playouts started from each FEN.
const PLAYOUTS_PER_FEN: usize = 16;
/// Plies per playout at most.
const MAX_PLIES: usize = 40;
/// The fewest positions the test must compare.
const MIN_POSITIONS: usize = 10_000;
/// The fewest positions compared right after a move of each kind of [`KINDS`] (en
/// passant is rarer: it needs a double push next to an enemy pawn), and in check.
const MIN_AFTER_KIND: [usize; 5] = [200, 200, 200, 25, 200];

/// What the playouts saw.
#[derive(Default)]
struct Counts {
    /// Positions whose legal move sets were compared.
    positions: usize,
    /// Legal moves compared, each also made and its FEN compared.
    moves: usize,
    /// Positions compared right after a move of each kind of [`KINDS`].
    after_kind: [usize; 5],
    /// Legal moves of each kind of [`KINDS`] compared (each made, its FEN compared).
    legal_of_kind: [usize; 5],
    /// Positions in which the side to move is in check.
    in_check: usize,
    /// Positions with no legal move (checkmate or stalemate).
    no_moves: usize,
    /// Chess960 castling moves compared (made, FEN compared).
    castles_960: usize,
}

/// The kinds of move the playouts seek out, by index.
const KINDS: [&str; 5] = [
    "double pawn push",
    "promotion",
    "castling",
    "en-passant capture",
    "checking move",
];

/// The kinds (indices into [`KINDS`]) of a legal move; `gives_check` is whether the
/// opponent is in check after it.
fn kinds_of(mv: Move, gives_check: bool) -> [bool; 5] {
    [
        mv.is_double_push(),
        mv.is_promotion(),
        mv.is_castle(),
        mv.is_en_passant(),
        gives_check,
    ]
}

/// Compares one position with shakmaty's: the FEN, check and the checkers, the legal
/// moves (by the board's own paths, `check_paths`: the make filter, `is_legal`,
/// `legal_moves`, the legal generator `generate_legal` and its counter `count_legal`,
/// the keys; then against shakmaty's), and the FEN after each legal move. Returns our
/// legal moves with their kinds.
fn compare_position(
    board: &mut Board,
    pos: &Chess,
    mode: CastlingMode,
    counts: &mut Counts,
) -> Vec<(Move, [bool; 5])> {
    let fen = board.to_fen();
    assert_eq!(
        fen.as_str(),
        shakmaty_fen(pos),
        "FEN before comparing moves"
    );
    same_check(board, pos);

    let before = *board;
    let legal = check_paths(board);
    let mut ours = Vec::new();
    for made in &legal.made {
        let kinds = kinds_of(made.mv, made.gives_check);
        for (seen, &is) in counts.legal_of_kind.iter_mut().zip(&kinds) {
            *seen += usize::from(is);
        }
        ours.push((made.mv, kinds));
    }
    let moves: Vec<Move> = ours.iter().map(|&(mv, _)| mv).collect();
    same_legal_moves(board, pos, &moves);

    for m in pos.legal_moves().iter() {
        let uci = m.to_uci(mode).to_string();
        let mv: Move = board
            .parse_move(&uci)
            .unwrap_or_else(|e| panic!("parse_move({uci}) in {fen}: {e}"));
        let undo = board
            .make_move(mv)
            .unwrap_or_else(|e| panic!("make {uci} in {fen}: {e}"));
        let mut after = pos.clone();
        after.play_unchecked(*m);
        assert_eq!(
            board.to_fen().as_str(),
            shakmaty_fen(&after),
            "FEN after {uci} from {fen}"
        );
        board.unmake_move(mv, undo);
        counts.moves += 1;
        counts.castles_960 += usize::from(mode == CastlingMode::Chess960 && mv.is_castle());
    }
    assert_eq!(*board, before, "board after comparing the moves of {fen}");

    counts.positions += 1;
    counts.in_check += usize::from(pos.is_check());
    counts.no_moves += usize::from(ours.is_empty());
    ours
}

/// One playout of at most [`MAX_PLIES`] plies from `fen`, comparing every position.
fn playout(fen: &str, mode: CastlingMode, rng: &mut SplitMix64, counts: &mut Counts) {
    let mut board = Board::from_fen(fen).unwrap_or_else(|e| panic!("{fen}: {e}"));
    board.set_chess960(mode == CastlingMode::Chess960);
    let mut pos = shakmaty_position(fen, mode);
    for _ in 0..MAX_PLIES {
        let moves = compare_position(&mut board, &pos, mode, counts);
        if moves.is_empty() {
            return;
        }
        // Half the time, pick one of the kinds present, then a move of that kind, so
        // that rare kinds (castling, en passant) are played as often as checks.
        let present: Vec<usize> = (0..KINDS.len())
            .filter(|&k| moves.iter().any(|m| m.1[k]))
            .collect();
        let mv = if !present.is_empty() && rng.below(2) == 0 {
            let kind = present[rng.below(present.len())];
            let of_kind: Vec<Move> = moves.iter().filter(|m| m.1[kind]).map(|m| m.0).collect();
            of_kind[rng.below(of_kind.len())]
        } else {
            moves[rng.below(moves.len())].0
        };

        let m = to_move(&board, &pos, mv);
        let _ = board
            .make_move(mv)
            .unwrap_or_else(|e| panic!("make {mv}: {e}"));
        pos.play_unchecked(m);

        let kinds = kinds_of(mv, board.in_check());
        for (seen, &is) in counts.after_kind.iter_mut().zip(&kinds) {
            *seen += usize::from(is);
        }
    }
    // The last position reached is compared too.
    compare_position(&mut board, &pos, mode, counts);
}

#[test]
fn legal_moves_and_fens_match_shakmaty() {
    let start = Instant::now();
    let mut fens = vec![START_FEN.to_string()];
    for suite in [STANDARD, EDGE_CASES] {
        fens.extend(testkit::epd::fens(suite).into_iter().map(String::from));
    }
    assert_eq!(fens.len(), 1 + 128 + 31);

    let mut rng = SplitMix64(0x5eed_0000_c0ff_ee00);
    let mut counts = Counts::default();
    for fen in &fens {
        for _ in 0..PLAYOUTS_PER_FEN {
            playout(fen, CastlingMode::Standard, &mut rng, &mut counts);
        }
    }

    // Chess960: start positions by number (0, the standard 518, 959 and a few more
    // drawn from the seeded generator), and every line of the Chess960 suite.
    assert_eq!(
        chess960_start(518),
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
    );
    let mut fens_960: Vec<String> = [0, 518, 959]
        .into_iter()
        .chain((0..9).map(|_| rng.below(960)))
        .map(chess960_start)
        .collect();
    fens_960.extend(testkit::epd::fens(CHESS960).into_iter().map(String::from));
    assert_eq!(fens_960.len(), 12 + 42);
    for fen in &fens_960 {
        for _ in 0..PLAYOUTS_PER_FEN {
            playout(fen, CastlingMode::Chess960, &mut rng, &mut counts);
        }
    }
    println!(
        "{} positions and {} legal moves compared in {:.2?}; {} in check, {} without a legal move",
        counts.positions,
        counts.moves,
        start.elapsed(),
        counts.in_check,
        counts.no_moves
    );
    for ((kind, after), legal) in KINDS
        .iter()
        .zip(counts.after_kind)
        .zip(counts.legal_of_kind)
    {
        println!("{kind}: {after} positions right after one, {legal} compared as legal moves");
    }

    assert!(
        counts.positions >= MIN_POSITIONS,
        "{} positions",
        counts.positions
    );
    for ((kind, &n), &min) in KINDS.iter().zip(&counts.after_kind).zip(&MIN_AFTER_KIND) {
        assert!(
            n >= min,
            "only {n} positions right after a move of kind {kind:?}"
        );
    }
    assert!(counts.in_check >= 200, "{} in check", counts.in_check);
    println!("{} Chess960 castling moves compared", counts.castles_960);
    assert!(
        counts.castles_960 >= 500,
        "{} Chess960 castles",
        counts.castles_960
    );
    assert!(counts.no_moves > 0, "no mate or stalemate reached");
}

/// The Chess960 start position numbered `n` (0 to 959) in the standard numbering
/// (Scharnagl's): `n % 4` places the light-squared bishop, the next base-4 digit the
/// dark-squared one, then a base-6 digit the queen on the empty squares, then one of
/// ten knight placements, and the rook, king and rook fill the rest in that order.
fn chess960_start(n: usize) -> String {
    let mut rank = [' '; 8];
    let mut n = n;
    rank[2 * (n % 4) + 1] = 'b';
    n /= 4;
    rank[2 * (n % 4)] = 'b';
    n /= 4;
    let empty = |rank: &[char; 8]| -> Vec<usize> { (0..8).filter(|&f| rank[f] == ' ').collect() };
    rank[empty(&rank)[n % 6]] = 'q';
    n /= 6;
    const KNIGHTS: [(usize, usize); 10] = [
        (0, 1),
        (0, 2),
        (0, 3),
        (0, 4),
        (1, 2),
        (1, 3),
        (1, 4),
        (2, 3),
        (2, 4),
        (3, 4),
    ];
    let (a, b) = KNIGHTS[n];
    let free = empty(&rank);
    rank[free[a]] = 'n';
    rank[free[b]] = 'n';
    for (sq, piece) in empty(&rank).into_iter().zip(['r', 'k', 'r']) {
        rank[sq] = piece;
    }
    let black: String = rank.iter().collect();
    let white = black.to_uppercase();
    format!("{black}/pppppppp/8/8/8/8/PPPPPPPP/{white} w KQkq - 0 1")
}
