//! Zobrist keys: the Polyglot book format's example positions give its keys, and the
//! key kept up to date by make and unmake equals the key from scratch along random
//! games (copy-make's children are checked against the key from scratch by the unit
//! test `perft::tests::copy_made_children_keep_their_keys`). Keys made from a seed
//! (`ZobristKeys`) are SplitMix64's numbers and follow Polyglot's rules: they tell the
//! same positions apart as Polyglot's keys do.

use std::collections::HashMap;

use movegen::{Board, Move, MoveList, ZobristKeys};

use movegen_testkit as testkit;
use testkit::rng::{Rng, SplitMix64};

/// The example positions of the Polyglot book format specification: the moves from the
/// start position, the FEN reached and the key the specification gives.
const POLYGLOT: [(&str, &str, u64); 9] = [
    (
        "",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        0x463b96181691fc9c,
    ),
    (
        "e2e4",
        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1",
        0x823c9b50fd114196,
    ),
    (
        "e2e4 d7d5",
        "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 2",
        0x0756b94461c50fb0,
    ),
    (
        "e2e4 d7d5 e4e5",
        "rnbqkbnr/ppp1pppp/8/3pP3/8/8/PPPP1PPP/RNBQKBNR b KQkq - 0 2",
        0x662fafb965db29d4,
    ),
    (
        "e2e4 d7d5 e4e5 f7f5",
        "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
        0x22a48b5a8e47ff78,
    ),
    (
        "e2e4 d7d5 e4e5 f7f5 e1e2",
        "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPPKPPP/RNBQ1BNR b kq - 1 3",
        0x652a607ca3f242c1,
    ),
    (
        "e2e4 d7d5 e4e5 f7f5 e1e2 e8f7",
        "rnbq1bnr/ppp1pkpp/8/3pPp2/8/8/PPPPKPPP/RNBQ1BNR w - - 2 4",
        0x00fdd303c946bdd9,
    ),
    (
        "a2a4 b7b5 h2h4 b5b4 c2c4",
        "rnbqkbnr/p1pppppp/8/8/PpP4P/8/1P1PPPP1/RNBQKBNR b KQkq c3 0 3",
        0x3c8123ea7b067637,
    ),
    (
        "a2a4 b7b5 h2h4 b5b4 c2c4 b4c3 a1a3",
        "rnbqkbnr/p1pppppp/8/8/P6P/R1p5/1P1PPPP1/1NBQKBNR b Kkq - 1 4",
        0x5c3f9b829b279560,
    ),
];

#[test]
fn polyglot_example_positions_have_the_specified_keys() {
    for (moves, fen, key) in POLYGLOT {
        let mut board = Board::default();
        for uci in moves.split_whitespace() {
            let mv: Move = board.parse_move(uci).unwrap();
            board.make_move(mv).unwrap();
        }
        assert_eq!(board.to_string(), fen, "after {moves:?}");
        assert_eq!(board.polyglot_key(), key, "Polyglot's key after {moves:?}");
        // Every en-passant file hashed here is a legal capture's: the same key.
        assert_eq!(board.key(), key, "incremental key after {moves:?}");
        assert_eq!(board.compute_key(), key, "key from scratch after {moves:?}");
        let parsed: Board = fen.parse().unwrap();
        assert_eq!(parsed.key(), key, "key of the FEN {fen}");
        assert_eq!(
            tablegen::zobrist::reference_key(fen),
            Some(key),
            "tablegen's reference key of {fen}"
        );
    }
}

/// Along random games from the start and from every suite position, the key after each
/// make equals the key from scratch and tablegen's reference, and each unmake restores
/// the key before the move.
#[test]
fn incremental_key_equals_key_from_scratch_along_random_games() {
    let mut rng = SplitMix64(0x5eed_2b1d);
    let mut fens = vec![movegen::START_FEN];
    fens.extend(testkit::epd::fens(testkit::STANDARD));
    fens.extend(testkit::epd::fens(testkit::EDGE_CASES));
    // Chess960: castling with the king or the rook staying, or the king landing on its
    // rook's square, hashed by its own make path.
    fens.extend(testkit::epd::fens(testkit::CHESS960));
    let mut checked = 0;
    for fen in fens {
        for _ in 0..4 {
            let mut board: Board = fen.parse().unwrap();
            let mut played = Vec::new();
            let mut keys = vec![board.key()];
            for _ in 0..60 {
                let mut list = MoveList::<Move>::new();
                board.generate_legal(&mut list);
                if list.is_empty() {
                    break;
                }
                let mv = list[rng.below(list.len())];
                let undo = board.make_move(mv).unwrap();
                assert_eq!(board.key(), board.compute_key(), "{board} after {mv}");
                if !board.chess960() {
                    let fen = board.to_string();
                    assert_eq!(
                        Some(board.polyglot_key()),
                        tablegen::zobrist::reference_key(&fen)
                    );
                }
                played.push((mv, undo));
                keys.push(board.key());
                checked += 1;
            }
            while let Some((mv, undo)) = played.pop() {
                keys.pop();
                board.unmake_move(mv, undo);
                assert_eq!(Some(&board.key()), keys.last());
            }
        }
    }
    assert!(checked > 10_000, "{checked}");
}

/// `ZobristKeys::from_seed` gives the numbers of the testkit's SplitMix64, the
/// independent copy of the generator.
#[test]
fn seeded_keys_are_splitmix64s_numbers() {
    for seed in [0, 1, 0xdead_beef, u64::MAX] {
        let mut rng = SplitMix64(seed);
        let expected: Vec<u64> = (0..781).map(|_| rng.next_u64()).collect();
        assert_eq!(
            ZobristKeys::from_seed(seed).keys()[..],
            expected[..],
            "seed {seed}"
        );
    }
}

/// Every position 0 to 3 plies below the suites' positions (and 4 below the start):
/// two positions have the same seeded key exactly when they have the same Polyglot
/// key, so the seeded keys follow Polyglot's rules (pieces, rights, the en-passant
/// file only when a pawn can take, the turn) and collide nowhere here.
#[test]
fn seeded_keys_tell_apart_the_positions_polyglots_do() {
    let keys = ZobristKeys::from_seed(0x5eed);
    let mut seeded: HashMap<u64, u64> = HashMap::new();
    let mut polyglot: HashMap<u64, u64> = HashMap::new();
    let mut visit = |board: &Board| {
        let (p, s) = (board.compute_key(), board.compute_key_with(&keys));
        assert_eq!(*seeded.entry(p).or_insert(s), s, "{board}");
        assert_eq!(*polyglot.entry(s).or_insert(p), p, "{board}");
    };
    fn walk(board: &Board, plies: u32, visit: &mut impl FnMut(&Board)) {
        visit(board);
        if plies == 0 {
            return;
        }
        for &mv in board.legal_moves().iter() {
            let mut child = *board;
            child.make_move(mv).unwrap();
            walk(&child, plies - 1, visit);
        }
    }
    walk(&Board::default(), 4, &mut visit);
    let mut fens: Vec<&str> = POLYGLOT.iter().map(|&(_, fen, _)| fen).collect();
    fens.extend(testkit::epd::fens(testkit::EDGE_CASES).into_iter().take(30));
    fens.extend(testkit::epd::fens(testkit::CHESS960).into_iter().take(10));
    for fen in fens {
        walk(&fen.parse().unwrap(), 2, &mut visit);
    }
    assert!(seeded.len() > 70_000, "{} positions", seeded.len());
    // An en-passant square no pawn can take at is not hashed; one it can take at is.
    let key = |fen: &str| fen.parse::<Board>().unwrap().compute_key_with(&keys);
    let e4 = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq";
    assert_eq!(key(&format!("{e4} e3 0 1")), key(&format!("{e4} - 0 1")));
    let f5 = "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq";
    assert_ne!(key(&format!("{f5} f6 0 3")), key(&format!("{f5} - 0 3")));
}
