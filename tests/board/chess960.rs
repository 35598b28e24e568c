//! Chess960 castling, case by case: the rook that shields the king's destination, the
//! king or the rook that does not move, the king landing on its rook's square, UCI text
//! in both forms and modes, X-FEN and Shredder-FEN written back, and every encoding
//! round-tripping the degenerate castling moves.

use movegen::{Bitfield, Board, ByteUnion, Encoding, Move, MoveList, Packed16, ShiftMask};

fn board(fen: &str) -> Board {
    fen.parse().unwrap_or_else(|e| panic!("{fen}: {e}"))
}

/// The castling moves of `board`, from the legal generator and from the pseudo-legal
/// one filtered by make: they must agree, and the leaf counter (which reads the
/// castling paths from one set of attacked squares) must count the same moves.
fn castles(board: &Board) -> Vec<Move> {
    let mut legal = MoveList::<Move>::new();
    board.generate_legal(&mut legal);
    assert_eq!(board.count_legal(), legal.len() as u64, "count of {board}");
    let filtered = board.pseudo_legal_moves();
    let a: Vec<Move> = legal.iter().copied().filter(|m| m.is_castle()).collect();
    let b: Vec<Move> = filtered
        .iter()
        .copied()
        .filter(|&m| m.is_castle() && board.is_legal(m))
        .collect();
    assert_eq!(a, b, "castling moves of both generators in {board}");
    a
}

/// Makes `uci` (a castling move), checks the FEN after it, and that unmake restores
/// the board.
fn castle_to(fen: &str, uci: &str, after: &str) {
    let mut b = board(fen);
    let before = b;
    let mv: Move = b
        .parse_move(uci)
        .unwrap_or_else(|e| panic!("{uci} in {fen}: {e}"));
    assert!(mv.is_castle(), "{uci} is castling in {fen}");
    let undo = b.make_move(mv).unwrap();
    assert_eq!(b.to_string(), after, "after {uci} from {fen}");
    b.unmake_move(mv, undo);
    assert_eq!(b, before);
    assert_eq!(b.to_string(), fen);
}

#[test]
fn a_castling_rook_that_shields_the_destination_forbids_castling() {
    // King c1, castling rook b1, a black rook on a1: castling queen side leaves the
    // king on c1 and the rook on d1, and the a1 rook would give check.
    let b = board("4k3/8/8/8/8/8/8/rRK5 w Q - 0 1");
    assert!(castles(&b).is_empty());
    // Without the black rook it is legal (the king stays on c1).
    let b = board("4k3/8/8/8/8/8/8/1RK5 w Q - 0 1");
    assert_eq!(castles(&b).len(), 1);
    castle_to(
        "4k3/8/8/8/8/8/8/1RK5 w Q - 0 1",
        "c1b1",
        "4k3/8/8/8/8/8/8/2KR4 b - - 1 1",
    );
    // The same on the king side: king f1, rook g1, a black queen on h1.
    assert!(castles(&board("4k3/8/8/8/8/8/8/5KRq w K - 0 1")).is_empty());
}

#[test]
fn the_king_or_the_rook_may_stay_or_swap() {
    // The king already on g1: it stays, the rook goes to f1.
    castle_to(
        "4k3/8/8/8/8/8/8/6KR w K - 0 1",
        "g1h1",
        "4k3/8/8/8/8/8/8/5RK1 b - - 1 1",
    );
    // The rook already on f1: only the king moves.
    castle_to(
        "4k3/8/8/8/8/8/8/4KR2 w K - 0 1",
        "e1f1",
        "4k3/8/8/8/8/8/8/5RK1 b - - 1 1",
    );
    // The king lands on its rook's square.
    castle_to(
        "4k3/8/8/8/8/8/8/1K4R1 w K - 0 1",
        "b1g1",
        "4k3/8/8/8/8/8/8/5RK1 b - - 1 1",
    );
    // Black, queen side, king and rook swapping squares (king d8, rook c8).
    castle_to(
        "2rk4/8/8/8/8/8/8/4K3 b q - 0 1",
        "d8c8",
        "2kr4/8/8/8/8/8/8/4K3 w - - 1 2",
    );
}

#[test]
fn uci_castling_text_in_both_forms() {
    let kiwipete = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
    let mut b = board(kiwipete);
    assert!(!b.chess960());
    let short: Move = b.parse_move("e1g1").unwrap();
    assert_eq!(b.parse_move("e1h1"), Ok(short));
    assert_eq!(b.to_uci(short).to_string(), "e1g1");
    b.set_chess960(true);
    assert_eq!(b.to_uci(short).to_string(), "e1h1");
    assert_eq!(b.parse_move("e1g1"), Ok(short));
    let long: Move = b.parse_move("e1a1").unwrap();
    assert_eq!(b.to_uci(long).to_string(), "e1a1");

    // King f1, rook h1: f1g1 is the king's step, f1h1 castles.
    let b = board("4k3/8/8/8/8/8/8/5K1R w K - 0 1");
    assert!(b.chess960());
    let step: Move = b.parse_move("f1g1").unwrap();
    assert!(!step.is_castle());
    let castle: Move = b.parse_move("f1h1").unwrap();
    assert!(castle.is_castle());
    assert_eq!(b.to_uci(castle).to_string(), "f1h1");

    // A king that does not move is written king-takes-rook in both modes.
    let mut b = board("4k3/8/8/8/8/8/8/6KR w K - 0 1");
    let castle = castles(&b)[0];
    assert_eq!(b.to_uci(castle).to_string(), "g1h1");
    b.set_chess960(false);
    assert_eq!(b.to_uci(castle).to_string(), "g1h1");
}

#[test]
fn fen_castling_forms() {
    // Chess960 is set by file letters, or by kings and rooks off the standard squares.
    assert!(!board("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1").chess960());
    assert!(board("r3k2r/8/8/8/8/8/8/R3K2R w HAha - 0 1").chess960());
    assert!(board("1r2k1r1/8/8/8/8/8/8/1R2K1R1 w KQkq - 0 1").chess960());
    // Shredder-FEN in, X-FEN out; and back.
    let b = board("r3k2r/8/8/8/8/8/8/R3K2R w HAha - 0 1");
    assert_eq!(b.to_string(), "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    assert_eq!(b.to_shredder_fen(), "r3k2r/8/8/8/8/8/8/R3K2R w HAha - 0 1");
    assert_eq!(b, board("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"));
    // An inner rook is named by its file in X-FEN, the outer one by K or Q.
    let b = board("r1r1k2r/8/8/8/8/8/8/R1R1K2R w HChc - 0 1");
    assert_eq!(b.to_string(), "r1r1k2r/8/8/8/8/8/8/R1R1K2R w KCkc - 0 1");
    assert_eq!(b.castling_field().collect::<String>(), "KCkc");
    let b = board("r1r1k2r/8/8/8/8/8/8/R1R1K2R w KQkq - 0 1");
    assert_eq!(
        b.to_shredder_fen(),
        "r1r1k2r/8/8/8/8/8/8/R1R1K2R w HAha - 0 1"
    );
    // Different rooks, different positions.
    assert_ne!(
        board("r1r1k2r/8/8/8/8/8/8/R1R1K2R w Q - 0 1"),
        board("r1r1k2r/8/8/8/8/8/8/R1R1K2R w C - 0 1")
    );
}

/// Packs the castling moves of `fen` with `E` and checks every field survives.
fn round_trip<E: Encoding>(fen: &str) {
    let b = board(fen);
    let mut list = MoveList::<E>::default();
    b.generate_legal(&mut list);
    let mut seen = 0;
    for &mv in list.iter().filter(|m| m.is_castle()) {
        let again: E = b.parse_move_as(&b.to_uci(mv).to_string()).unwrap();
        assert_eq!(again, mv, "{} {fen}", E::NAME);
        assert!(!mv.is_capture() && !mv.is_promotion() && !mv.is_en_passant());
        assert!(!mv.is_double_push());
        let mut made = b;
        let undo = made.make_move(mv).unwrap();
        made.unmake_move(mv, undo);
        assert_eq!(made, b);
        seen += 1;
    }
    assert!(seen > 0, "{} castles in {fen}", E::NAME);
}

#[test]
fn every_encoding_keeps_the_degenerate_castling_moves() {
    for fen in [
        "4k3/8/8/8/8/8/8/6KR w K - 0 1",        // the king stays (from == to)
        "4k3/8/8/8/8/8/8/2K4R w K - 0 1",       // the king does not pass its rook
        "4k3/8/8/8/8/8/8/RRK5 w B - 0 1",       // queen side, inner rook: the king stays on c1
        "4k3/8/8/8/8/8/8/4KR2 w K - 0 1",       // the rook stays
        "4k3/8/8/8/8/8/8/1K4R1 w K - 0 1",      // the king lands on the rook
        "rk5r/8/8/8/8/8/8/R5KR b KQkq - 0 1",   // black, both sides
        "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", // standard
    ] {
        round_trip::<ShiftMask>(fen);
        round_trip::<ByteUnion>(fen);
        round_trip::<Bitfield>(fen);
        round_trip::<Packed16>(fen);
    }
}
