//! A game the input chooses, every position of it checked against the board's own
//! reference paths, every encoding and shakmaty.
//!
//! The input: its first two bytes (little-endian) choose the start: even, the standard
//! start position in standard mode; odd, the Chess960 start position numbered
//! `(n >> 1) % 960` (Scharnagl's numbering, the arrangement from shakmaty's
//! `Board::chess960`), in Chess960 mode for both boards. Each further byte chooses the
//! next move, an index into the legal moves modulo their number; the game stops when
//! the bytes run out, when there is no legal move, or after [`MAX_PLIES`] moves.
//!
//! In every position reached, before the next move:
//!
//! - every pseudo-legal move is made and unmade: `is_legal` says whether `make_move`
//!   takes it, unmake restores the board (`PartialEq`) and its key exactly, and the key
//!   after the move, kept up to date by make, equals the key from scratch;
//! - the legal generator's moves are, as a set and without duplicates, the pseudo-legal
//!   moves that make takes, and `legal_moves` and `count_legal` agree;
//! - every encoding of the list (`for_each_encoding`) generates the same legal moves in
//!   the same order, with the same origin, destination, special field and predicates,
//!   carries the moving and captured pieces the board holds (where it carries them),
//!   packs back from them to the same bits, has UCI text (the board's) that reads back
//!   alone to the same squares and promotion (and, for the default encoding, against
//!   the board to the same move), makes each move to the same board and key as the
//!   default encoding does, and unmakes it to the board before;
//! - against shakmaty in the same castling mode: the same FEN (so the games stay in
//!   step), the same legal moves as UCI text, the same SAN for each (and ours reads
//!   shakmaty's back to the move), the same checkers, checkmate, stalemate, insufficient
//!   material and outcome (mapped below), and the same Polyglot key.

#![no_main]

use std::collections::BTreeSet;

use libfuzzer_sys::fuzz_target;
use movegen::encoding::list::{EncodingVisitor, for_each_encoding};
use movegen::{
    Board, Color, Encoding, Kind, MAX_PLY, MakeError, Move, MoveList, Outcome, Piece, START_FEN,
    Square,
};
use movegen_fuzz::{Input, castling_mode, shakmaty_move, shakmaty_position};
use shakmaty::fen::Fen;
use shakmaty::san::SanPlus;
use shakmaty::zobrist::Zobrist64;
use shakmaty::{CastlingMode, Chess, EnPassantMode, KnownOutcome, Position};

/// The most moves an input plays: enough for castling, promotions and mates to occur,
/// few enough that a run stays near 50 ms under AddressSanitizer (every position is
/// checked in full: about 1 ms each).
const MAX_PLIES: usize = 40;

fuzz_target!(|data: &[u8]| {
    let mut input = Input(data);
    let start = u16::from_le_bytes([input.byte(), input.byte()]);
    let (fen, mode) = if start & 1 == 0 {
        (START_FEN.to_string(), CastlingMode::Standard)
    } else {
        let number = u32::from(start >> 1) % 960;
        let rank = shakmaty::Board::chess960(number);
        (format!("{rank} w KQkq - 0 1"), CastlingMode::Chess960)
    };
    let mut board = Board::from_fen(&fen).unwrap_or_else(|e| panic!("{fen}: {e}"));
    board.set_chess960(mode == CastlingMode::Chess960);
    let mut pos = shakmaty_position(&fen, mode);

    for &choice in input.rest().iter().take(MAX_PLIES.min(MAX_PLY)) {
        let legal = check_position(&mut board, &pos);
        if legal.is_empty() {
            return;
        }
        let mv = legal[usize::from(choice) % legal.len()];
        let m = shakmaty_move(&board, &pos, mv);
        match board.make_move(mv) {
            Ok(()) => pos.play_unchecked(m),
            Err(MakeError::HistoryFull) => return,
            Err(e) => panic!("{mv} in {board}: {e}"),
        }
    }
    check_position(&mut board, &pos);
});

/// A move as a sortable value: origin, destination and special field.
fn sort_key<E: Encoding>(mv: E) -> (u8, u8, u8) {
    (mv.from().to_u8(), mv.to().to_u8(), mv.special())
}

/// Checks `board` (and `pos`, shakmaty's same position) as the module says; returns
/// the legal moves in the legal generator's order.
fn check_position(board: &mut Board, pos: &Chess) -> Vec<Move> {
    let fen = board.to_fen();
    let key = board.key();
    assert_eq!(key, board.compute_key(), "key of {fen}");
    assert_eq!(
        fen.as_str(),
        Fen::from_position(pos, EnPassantMode::Always).to_string(),
        "the games are in step"
    );

    // Make and unmake every pseudo-legal move.
    let before = board.clone();
    let mut pseudo = MoveList::<Move>::new();
    board.generate(&mut pseudo);
    let mut made = Vec::new();
    for &mv in pseudo.iter() {
        let legal = board.is_legal(mv);
        match board.make_move(mv) {
            Ok(()) => {
                assert!(legal, "{mv} made but not legal in {fen}");
                assert_eq!(board.key(), board.compute_key(), "key after {mv} in {fen}");
                made.push(mv);
                board.unmake_move(mv);
            }
            Err(MakeError::Illegal) => assert!(!legal, "{mv} legal but refused in {fen}"),
            Err(MakeError::HistoryFull) => panic!("history full at {}", board.history_len()),
        }
        assert_eq!(*board, before, "make and unmake {mv} in {fen}");
        assert_eq!(board.key(), key, "key after make and unmake {mv} in {fen}");
    }

    // The legal generator against the make filter.
    let mut generated = MoveList::<Move>::new();
    board.generate_legal(&mut generated);
    let generated: Vec<Move> = generated.to_vec();
    let mut sorted: Vec<_> = generated.iter().map(|&mv| sort_key(mv)).collect();
    sorted.sort_unstable();
    sorted.dedup();
    assert_eq!(sorted.len(), generated.len(), "duplicates in {fen}");
    let mut filtered: Vec<_> = made.iter().map(|&mv| sort_key(mv)).collect();
    filtered.sort_unstable();
    assert_eq!(sorted, filtered, "generate_legal against make in {fen}");
    let mut listed = MoveList::<Move>::new();
    board.legal_moves(&mut listed);
    let listed: Vec<Move> = listed.to_vec();
    assert_eq!(listed, made, "legal_moves in {fen}");
    assert_eq!(
        board.count_legal(),
        generated.len() as u64,
        "count_legal in {fen}"
    );

    // Every encoding, against the default one.
    let reference: Vec<Reference> = generated
        .iter()
        .map(|&mv| Reference {
            mv,
            text: board.to_uci(mv).to_string(),
        })
        .collect();
    let mut encodings = Encodings {
        board,
        reference: &reference,
    };
    for_each_encoding(&mut encodings);
    assert_eq!(*board, before, "after every encoding's moves in {fen}");

    // Shakmaty.
    compare_with_shakmaty(board, pos, &reference);
    generated
}

/// A legal move in the default encoding and its UCI text (the board's).
struct Reference {
    mv: Move,
    text: String,
}

/// Checks every encoding's legal moves against the default encoding's, given in the
/// legal generator's order.
struct Encodings<'a> {
    board: &'a mut Board,
    reference: &'a [Reference],
}

impl EncodingVisitor for Encodings<'_> {
    fn visit<E: Encoding>(&mut self) {
        let board = &mut *self.board;
        let fen = board.to_fen();
        let us = board.side_to_move();
        // The same moves in the default encoding, on a copy.
        let mut twin = board.clone();
        let mut list = MoveList::<E>::new();
        board.generate_legal(&mut list);
        assert_eq!(list.len(), self.reference.len(), "{} in {fen}", E::NAME);
        for (&mv, r) in list.iter().zip(self.reference) {
            let (reference, text) = (r.mv, &r.text);
            let name = E::NAME;
            assert_eq!(view(mv), view(reference), "{name}: {reference} in {fen}");

            // The pieces, from the board.
            let (from, to) = (mv.from(), mv.to());
            let piece = board.piece_at(from);
            let captured = if mv.is_en_passant() {
                Piece::new(us.flip(), Kind::Pawn)
            } else if mv.is_castle() {
                Piece::EMPTY
            } else {
                board.piece_at(to)
            };
            let special = match (mv.is_castle(), mv.is_en_passant(), mv.promotion()) {
                (true, _, _) => Piece::new(us, Kind::King),
                (_, true, _) => Piece::new(us, Kind::Pawn),
                (_, _, Some(kind)) => Piece::new(us, kind),
                _ => Piece::EMPTY,
            };
            if let Some(p) = mv.piece() {
                assert_eq!(p, piece, "{name}: moving piece of {reference} in {fen}");
            }
            if let Some(c) = mv.captured() {
                assert_eq!(
                    c, captured,
                    "{name}: captured piece of {reference} in {fen}"
                );
            }
            assert_eq!(mv.is_capture(), !captured.is_empty(), "{name}: {reference}");
            assert_eq!(
                E::pack(from, to, piece, captured, special),
                mv,
                "{name}: {reference} packed again in {fen}"
            );

            // UCI text, the board's (a castling move whose king stays, in Chess960,
            // has no text of its own: `g1g1` is no UCI move), read alone.
            let alone: E = text.parse().expect("UCI text reads");
            let uci = board.to_uci(mv);
            assert_eq!(
                (alone.from(), alone.to(), alone.promotion()),
                (uci.from, uci.to, mv.promotion()),
                "{name}: {text} alone in {fen}"
            );

            // Make and unmake, on the board and in the default encoding on the copy.
            assert_eq!(board.make_move(mv), Ok(()), "{name}: {reference} in {fen}");
            assert_eq!(twin.make_move(reference), Ok(()));
            assert_eq!(*board, twin, "{name}: {reference} in {fen}");
            board.unmake_move(mv);
            twin.unmake_move(reference);
            assert_eq!(*board, twin, "{name}: unmake {reference} in {fen}");
        }
    }
}

/// Everything a move says about itself through the trait.
type View = ((Square, Square, u8, Option<Kind>), (bool, bool, bool), bool);

/// The [`View`] of a move.
fn view<E: Encoding>(mv: E) -> View {
    (
        (mv.from(), mv.to(), mv.special(), mv.promotion()),
        (mv.is_castle(), mv.is_en_passant(), mv.is_promotion()),
        mv.is_double_push(),
    )
}

/// Legal moves, SAN, check, the game's state and the key against shakmaty's.
fn compare_with_shakmaty(board: &Board, pos: &Chess, legal: &[Reference]) {
    let fen = board.to_fen();
    let mode = castling_mode(board);
    let ours: BTreeSet<&str> = legal.iter().map(|r| r.text.as_str()).collect();
    let theirs: Vec<String> = pos
        .legal_moves()
        .iter()
        .map(|m| m.to_uci(mode).to_string())
        .collect();
    let theirs: BTreeSet<&str> = theirs.iter().map(String::as_str).collect();
    assert_eq!(ours, theirs, "legal moves of {fen}");
    for &Reference { mv, .. } in legal {
        let m = shakmaty_move(board, pos, mv);
        let theirs = SanPlus::from_move(pos.clone(), m).to_string();
        assert_eq!(board.san(mv).as_str(), theirs, "SAN of {mv} in {fen}");
        assert_eq!(board.parse_san(&theirs), Ok(mv), "{theirs} in {fen}");
    }

    assert_eq!(
        board.checkers().0,
        u64::from(pos.checkers()),
        "checkers in {fen}"
    );
    assert_eq!(board.in_check(), pos.is_check(), "check in {fen}");
    assert_eq!(
        board.is_checkmate(),
        pos.is_checkmate(),
        "checkmate in {fen}"
    );
    assert_eq!(
        board.is_stalemate(),
        pos.is_stalemate(),
        "stalemate in {fen}"
    );
    // Insufficient material: both say "no pawn, rook or queen, and at most one minor
    // piece, or bishops only, all on squares of one colour". Ours is that rule as
    // written (src/outcome.rs); shakmaty's asks it of each side and needs both: a side
    // with a pawn, rook or queen can mate; with a knight, only when it has nothing more
    // and the other side has only its king (and queens, already excluded); with
    // bishops, only when every bishop on the board stands on one colour and there is
    // no knight or pawn; a bare king, always. Put together, the same positions, so the
    // two are compared as they are.
    assert_eq!(
        board.is_insufficient_material(),
        pos.is_insufficient_material(),
        "insufficient material in {fen}"
    );
    // The outcome: shakmaty knows checkmate (decisive, the side not to move wins),
    // stalemate and insufficient material (draws), in that order as ours; the draws a
    // player claims (fifty moves, threefold repetition) need the game's history, which
    // shakmaty's position does not keep: there it says unknown.
    let expected = match board.outcome() {
        Some(Outcome::Checkmate) => Some(KnownOutcome::Decisive {
            winner: match board.side_to_move() {
                Color::White => shakmaty::Color::Black,
                Color::Black => shakmaty::Color::White,
            },
        }),
        Some(Outcome::Stalemate | Outcome::InsufficientMaterial) => Some(KnownOutcome::Draw),
        Some(Outcome::FiftyMoves | Outcome::ThreefoldRepetition) | None => None,
    };
    assert_eq!(pos.outcome().known(), expected, "outcome of {fen}");
    // Polyglot hashes the en-passant file when a pawn of the side to move stands
    // beside the pawn that advanced, legal capture or not: shakmaty's pseudo-legal
    // mode (its legal mode leaves the file out when the only capturer is pinned).
    assert_eq!(
        board.key(),
        pos.zobrist_hash::<Zobrist64>(EnPassantMode::PseudoLegal).0,
        "key of {fen}"
    );
}
