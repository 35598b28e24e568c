//! Keys, SAN, check, the game's state and perft against an independent implementation,
//! [`shakmaty`], along seeded random playouts from the start position, from every FEN of
//! the perft suites and from random Chess960 starting arrangements (without castling
//! rights: castling from the Chess960 files is the other branch's work, and these
//! positions test the rest of random set-ups). At every ply:
//!
//! - the key equals shakmaty's Polyglot key (`Zobrist64`) with
//!   `EnPassantMode::PseudoLegal`: Polyglot hashes the en-passant file whenever a pawn of
//!   the side to move stands beside the pawn that advanced, legal capture or not, which
//!   is shakmaty's pseudo-legal mode (its `Legal` mode leaves the file out when the only
//!   capturer is pinned, and gives the same key everywhere else; both are counted);
//! - every legal move's SAN equals shakmaty's `SanPlus`, and reads back to the move;
//! - check and the checkers, checkmate, stalemate and insufficient material equal
//!   shakmaty's, and the outcome agrees with shakmaty's `outcome()`: checkmate is
//!   decisive for the side not to move, stalemate and insufficient material are draws.
//!   Shakmaty's outcome leaves out the draws that are claimed (fifty moves, threefold
//!   repetition), which it cannot see without the game, so there ours must be one of
//!   those two or none (these comparisons are `movegen_testkit::compare::same_state`,
//!   which the fuzz target `game` runs too);
//! - every few plies, perft to depth 2 equals shakmaty's (depth 3 at each start).

use movegen::{Board, Move, MoveList, Outcome, START_FEN};

use movegen_testkit::compare::same_state;
use movegen_testkit::convert::{position, to_move};
use movegen_testkit::rng::{Rng, SplitMix64};
use movegen_testkit::{self as testkit, EDGE_CASES, STANDARD};
use shakmaty::zobrist::Zobrist64;
use shakmaty::{CastlingMode, Chess, EnPassantMode, Position};

/// Plies per playout at most.
const MAX_PLIES: usize = 40;

/// A Chess960 starting arrangement from `rng`: bishops on squares of both colours, then
/// the queen and the knights on free squares, then rook, king, rook on the three left,
/// mirrored for black; no castling rights.
fn chess960_fen(rng: &mut SplitMix64) -> String {
    let mut rank = [' '; 8];
    rank[2 * rng.below(4)] = 'B';
    rank[2 * rng.below(4) + 1] = 'B';
    for piece in ['Q', 'N', 'N'] {
        let free: Vec<usize> = (0..8).filter(|&f| rank[f] == ' ').collect();
        rank[free[rng.below(free.len())]] = piece;
    }
    let free: Vec<usize> = (0..8).filter(|&f| rank[f] == ' ').collect();
    for (&f, piece) in free.iter().zip(['R', 'K', 'R']) {
        rank[f] = piece;
    }
    let white: String = rank.iter().collect();
    let black = white.to_lowercase();
    format!("{black}/pppppppp/8/8/8/8/PPPPPPPP/{white} w - - 0 1")
}

#[derive(Default)]
struct Counts {
    positions: usize,
    sans: usize,
    perfts: usize,
    ep_hashed: usize,
    ep_legal_mode_differs: usize,
    checkmates: usize,
    stalemates: usize,
    insufficient: usize,
}

/// The game's state against shakmaty's (`same_state`: check and the checkers,
/// checkmate, stalemate, insufficient material, the outcome, the key, every legal
/// move's SAN both ways), and what the position adds to the counts.
fn compare(board: &Board, pos: &Chess, counts: &mut Counts) {
    counts.sans += same_state(board, pos);
    let key = board.key();
    let no_ep = pos.zobrist_hash::<Zobrist64>(EnPassantMode::Legal).0;
    counts.ep_legal_mode_differs += usize::from(no_ep != key);
    let without_file = pos.zobrist_hash::<Zobrist64>(EnPassantMode::Always).0;
    counts.ep_hashed += usize::from(board.en_passant().is_some() && without_file == key);
    let ours = board.outcome();
    counts.checkmates += usize::from(matches!(ours, Some(Outcome::Checkmate { .. })));
    counts.stalemates += usize::from(ours == Some(Outcome::Stalemate));
    counts.insufficient += usize::from(board.is_insufficient_material());
    counts.positions += 1;
}

fn playout(fen: &str, rng: &mut SplitMix64, counts: &mut Counts) {
    let mut board: Board = fen.parse().unwrap();
    let mut pos = position(fen, CastlingMode::Standard);
    assert_eq!(board.perft(3), shakmaty::perft(&pos, 3), "perft 3 of {fen}");
    for ply in 0..MAX_PLIES {
        compare(&board, &pos, counts);
        if ply % 4 == 1 {
            let fen = board.to_fen();
            assert_eq!(board.perft(2), shakmaty::perft(&pos, 2), "perft 2 of {fen}");
            counts.perfts += 1;
        }
        let mut list = MoveList::<Move>::new();
        board.generate_legal(&mut list);
        if list.is_empty() {
            return;
        }
        let mv = list[rng.below(list.len())];
        let m = to_move(&board, &pos, mv);
        let _ = board.make_move(mv).unwrap();
        pos.play_unchecked(m);
    }
    compare(&board, &pos, counts);
}

#[test]
fn keys_san_state_and_perft_match_shakmaty() {
    let mut rng = SplitMix64(0x00dd_ba11_5eed);
    let mut fens = vec![START_FEN.to_string()];
    for suite in [STANDARD, EDGE_CASES] {
        fens.extend(testkit::epd::fens(suite).into_iter().map(String::from));
    }
    for _ in 0..24 {
        fens.push(chess960_fen(&mut rng));
    }
    let mut counts = Counts::default();
    for fen in &fens {
        for _ in 0..3 {
            playout(fen, &mut rng, &mut counts);
        }
    }
    let c = &counts;
    println!(
        "{} positions, {} SAN, {} perfts; en passant hashed {} times, shakmaty's legal \
         mode differing {} times; {} checkmates, {} stalemates, {} insufficient material",
        c.positions,
        c.sans,
        c.perfts,
        c.ep_hashed,
        c.ep_legal_mode_differs,
        c.checkmates,
        c.stalemates,
        c.insufficient
    );
    assert!(c.positions > 15_000 && c.sans > 300_000 && c.perfts > 3_000);
    assert!(c.ep_hashed > 20, "too few hashed en-passant files");
    assert!(c.checkmates > 0 && c.insufficient > 0);
}
