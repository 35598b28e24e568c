//! SAN: written as the examples of the notation say, read back to the same move for
//! every legal move of every position of the perft suites and along random playouts
//! from them. (The forms read and refused are `san_forms`; the differential test
//! compares the text with shakmaty's.)

use movegen::{Board, Move, MoveList};

use movegen_testkit as testkit;
use testkit::rng::{Rng, SplitMix64};

fn san(fen: &str, uci: &str) -> String {
    let board: Board = fen.parse().unwrap();
    let mv: Move = board.parse_move(uci).unwrap();
    board.san(mv).to_string()
}

const KIWIPETE: &str = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";

#[test]
fn writes_san() {
    let start = movegen::START_FEN;
    assert_eq!(san(start, "e2e4"), "e4");
    assert_eq!(san(start, "g1f3"), "Nf3");
    assert_eq!(san(KIWIPETE, "e1g1"), "O-O");
    assert_eq!(san(KIWIPETE, "e1c1"), "O-O-O");
    assert_eq!(san(KIWIPETE, "d5e6"), "dxe6");
    assert_eq!(san(KIWIPETE, "e5f7"), "Nxf7");
    // Disambiguation by file, by rank, by both.
    let knights = "4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1";
    assert_eq!(san(knights, "b1d2"), "Nbd2");
    assert_eq!(san(knights, "f1d2"), "Nfd2");
    assert_eq!(san(knights, "b1c3"), "Nc3");
    let rooks = "4k3/8/8/R7/8/8/8/R3K3 w - - 0 1";
    assert_eq!(san(rooks, "a1a3"), "R1a3");
    assert_eq!(san(rooks, "a5a3"), "R5a3");
    let queens = "4k3/8/8/8/8/Q7/8/Q1Q1K3 w - - 0 1";
    assert_eq!(san(queens, "a1b2"), "Qa1b2");
    // The a-file does not tell a3 from a1, the third rank does.
    assert_eq!(san(queens, "a3b2"), "Q3b2");
    assert_eq!(san(queens, "c1b2"), "Qcb2");
    // A pinned piece does not count: the knight on e2 cannot go to c3.
    assert_eq!(san("k7/4r3/8/8/8/8/4N3/1N2K3 w - - 0 1", "b1c3"), "Nc3");
    assert_eq!(san("k7/8/8/8/8/8/4N3/1N2K3 w - - 0 1", "b1c3"), "Nbc3");
    // Promotions, en passant, check and mate.
    assert_eq!(san("3r2k1/4P3/8/8/8/8/8/4K3 w - - 0 1", "e7d8q"), "exd8=Q+");
    assert_eq!(san("3r2k1/4P3/8/8/8/8/8/4K3 w - - 0 1", "e7e8n"), "e8=N");
    assert_eq!(
        san("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1", "e5d6"),
        "exd6",
        "en passant"
    );
    assert_eq!(san("6k1/5ppp/8/8/8/8/8/R3K3 w - - 0 1", "a1a8"), "Ra8#");
    assert_eq!(san("4k3/8/8/8/8/8/8/R3K3 w - - 0 1", "a1a8"), "Ra8+");
    assert_eq!(san("r3k3/8/8/8/8/8/8/4K3 b q - 0 1", "e8c8"), "O-O-O");
    assert_eq!(san("4k3/8/8/8/8/8/8/4K2R w K - 0 1", "e1g1"), "O-O");
    assert_eq!(san("5k2/8/8/8/8/8/8/4K2R w K - 0 1", "e1g1"), "O-O+");
}

/// Every legal move written in SAN reads back to itself, also without its `+`/`#` and
/// with `0` for `O`.
fn round_trip(board: &Board) -> usize {
    let mut list = MoveList::<Move>::new();
    board.generate_legal(&mut list);
    for &mv in list.iter() {
        let san = board.san(mv);
        let text = san.as_str();
        assert_eq!(board.parse_san(text), Ok(mv), "{text} in {board}");
        let bare = text.trim_end_matches(['+', '#']);
        assert_eq!(board.parse_san(bare), Ok(mv), "{bare} in {board}");
        let zeros = text.replace('O', "0");
        assert_eq!(board.parse_san(&zeros), Ok(mv), "{zeros} in {board}");
    }
    list.len()
}

#[test]
fn every_legal_move_of_the_suites_round_trips() {
    let mut rng = SplitMix64(0x5a4_5a4);
    let mut fens = vec![movegen::START_FEN];
    fens.extend(testkit::epd::fens(testkit::STANDARD));
    fens.extend(testkit::epd::fens(testkit::EDGE_CASES));
    fens.extend(testkit::epd::fens(testkit::CHESS960));
    let (mut positions, mut moves) = (0, 0);
    for fen in fens {
        let mut board: Board = fen.parse().unwrap();
        moves += round_trip(&board);
        positions += 1;
        for _ in 0..40 {
            let mut list = MoveList::<Move>::new();
            board.generate_legal(&mut list);
            if list.is_empty() {
                break;
            }
            let _ = board.make_move(list[rng.below(list.len())]).unwrap();
            moves += round_trip(&board);
            positions += 1;
        }
    }
    assert!(positions > 5000 && moves > 80_000, "{positions} {moves}");
}

/// A UCI move's length is counted in characters: a letter outside ASCII is one
/// character in the wrong place, not two bytes too many.
#[test]
fn uci_errors_count_characters() {
    use movegen::ParseMoveError;
    let board = Board::default();
    assert_eq!(board.parse_move("é2e4"), Err(ParseMoveError::From));
    assert_eq!(board.parse_move("e2é4"), Err(ParseMoveError::To));
    assert_eq!(board.parse_move("e7e8é"), Err(ParseMoveError::Promotion));
    assert_eq!(board.parse_move("e2e4e5"), Err(ParseMoveError::Length));
}
