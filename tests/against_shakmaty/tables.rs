//! Perft tables shared across hundreds of positions, against shakmaty's perft: a
//! [`PerftTable`], a [`SharedPerftTable`] and a table keyed by a seeded set, each small
//! enough that entries are replaced all along, count every position of a mixed list
//! (standard chess, Chess960 starts with their castling rights, positions after a
//! double push beside a pinned pawn, and pairs that differ only in which rook a
//! castling right names) at depths 1 to 3, in turn, without being emptied. A table
//! that took two of those positions for one (a key without the castling rooks, say)
//! gives one of them the other's count.

use movegen::{
    Board, Move, MoveList, PerftEntry, PerftTable, SharedPerftEntry, SharedPerftTable, ZobristKeys,
};
use movegen_testkit::convert::{castling_mode, position};
use movegen_testkit::rng::{Rng, SplitMix64};

use super::rules::{EN_PASSANT_STARTS, start};

/// Pairs of positions that differ only in the rook a castling right names: the same
/// pieces, the same rights as Polyglot counts them.
const ROOK_PAIRS: [[&str; 2]; 4] = [
    [
        "2kr3r/8/8/8/8/8/8/4K1RR b K - 0 1",
        "2kr3r/8/8/8/8/8/8/4K1RR b G - 0 1",
    ],
    [
        "r3k2r/8/8/8/8/8/8/RR2K3 w A - 0 1",
        "r3k2r/8/8/8/8/8/8/RR2K3 w B - 0 1",
    ],
    [
        "rr2k3/8/8/8/8/8/8/4K2R b Ka - 0 1",
        "rr2k3/8/8/8/8/8/8/4K2R b Kb - 0 1",
    ],
    [
        "4k3/8/8/8/8/8/8/1R1RK1RR w BG - 0 1",
        "4k3/8/8/8/8/8/8/1R1RK1RR w DH - 0 1",
    ],
];

/// The positions: the rook pairs, the en-passant starts, and the positions of short
/// seeded playouts from the starts of `rules.rs`, every third ply.
fn positions() -> Vec<Board> {
    let mut boards: Vec<Board> = ROOK_PAIRS
        .iter()
        .flatten()
        .chain(&EN_PASSANT_STARTS)
        .map(|fen| fen.parse().unwrap())
        .collect();
    let mut rng = SplitMix64(0x0007_ab1e);
    let mut moves = MoveList::<Move>::new();
    for n in 0..60 {
        let mut board = start(n, &mut rng);
        for ply in 0..15 {
            if ply % 3 == 0 {
                boards.push(board);
            }
            board.generate_legal(&mut moves);
            if moves.is_empty() {
                break;
            }
            board.make_move(moves[rng.below(moves.len())]).unwrap();
        }
    }
    boards
}

#[test]
fn tables_shared_across_hundreds_of_positions_count_as_shakmaty() {
    let boards = positions();
    assert!(boards.len() > 300, "{}", boards.len());
    let mut entries = vec![PerftEntry::EMPTY; 1 << 10];
    let mut table = PerftTable::new(&mut entries).unwrap();
    let keys = ZobristKeys::from_seed(99);
    let mut seeded_entries = vec![PerftEntry::EMPTY; 1 << 10];
    let mut seeded = PerftTable::with_keys(&mut seeded_entries, &keys).unwrap();
    let shared_entries: Vec<SharedPerftEntry> =
        (0..1 << 10).map(|_| SharedPerftEntry::new()).collect();
    let shared = SharedPerftTable::new(&shared_entries).unwrap();
    let mut chess960 = 0;
    for depth in 1..=3 {
        for board in &boards {
            let fen = board.to_fen();
            chess960 += usize::from(board.chess960());
            let expected = shakmaty::perft(&position(&fen, castling_mode(board)), depth);
            assert_eq!(
                board.perft_hashed(depth, &mut table),
                expected,
                "{fen} depth {depth}"
            );
            assert_eq!(
                board.perft_hashed(depth, &mut seeded),
                expected,
                "{fen} depth {depth}, seeded"
            );
            assert_eq!(
                board.perft_shared(depth, &shared),
                expected,
                "{fen} depth {depth}, shared"
            );
        }
    }
    assert!(chess960 > 100, "{chess960}");
}

/// The pairs apart: each counted after the other through one table, as the EPD file
/// of two lines that a key without the castling rooks got wrong.
#[test]
fn positions_that_differ_in_their_castling_rook_share_no_entry() {
    for [a, b] in ROOK_PAIRS {
        let (a, b): (Board, Board) = (a.parse().unwrap(), b.parse().unwrap());
        assert_eq!(a.polyglot_key(), b.polyglot_key(), "{a} {b}");
        assert_ne!(a.key(), b.key(), "{a} {b}");
        assert_ne!(a.perft(2), b.perft(2), "{a} {b}: a pair that tells nothing");
        let mut entries = [PerftEntry::EMPTY; 64];
        let mut table = PerftTable::new(&mut entries).unwrap();
        for board in [a, b, a, b] {
            assert_eq!(board.perft_hashed(3, &mut table), board.perft(3), "{board}");
        }
    }
}
