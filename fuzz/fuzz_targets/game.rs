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
//!   moves that make takes, and `legal_moves` and `count_legal` agree (these two are
//!   `movegen_testkit::legal::check_paths`, which the differential test runs too);
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
//!   material and outcome, and the same Polyglot key (`movegen_testkit::compare`, which
//!   `tests/against_shakmaty/game.rs` runs too).

#![no_main]

use libfuzzer_sys::fuzz_target;
use movegen::encoding::list::{EncodingVisitor, for_each_encoding};
use movegen::{Board, Encoding, Kind, Move, MoveList, Piece, START_FEN, Square, UciMove};
use movegen_fuzz::Input;
use movegen_testkit::compare::{same_legal_moves, same_state};
use movegen_testkit::convert::{fen as shakmaty_fen, position as shakmaty_position, to_move};
use movegen_testkit::legal::check_paths;
use shakmaty::{CastlingMode, Chess, Position};

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

    for &choice in input.rest().iter().take(MAX_PLIES) {
        let legal = check_position(&mut board, &pos);
        if legal.is_empty() {
            return;
        }
        let mv = legal[usize::from(choice) % legal.len()];
        let m = to_move(&board, &pos, mv);
        match board.make_move(mv) {
            Ok(_) => pos.play_unchecked(m),
            Err(e) => panic!("{mv} in {board}: {e}"),
        }
    }
    check_position(&mut board, &pos);
});

/// Checks `board` (and `pos`, shakmaty's same position) as the module says; returns
/// the legal moves in the legal generator's order.
fn check_position(board: &mut Board, pos: &Chess) -> Vec<Move> {
    let fen = board.to_fen();
    assert_eq!(fen.as_str(), shakmaty_fen(pos), "the games are in step");
    let before = *board;

    // The board's own paths: make and unmake, the keys, the legal generator.
    let generated = check_paths(board).generated;

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

    // Shakmaty: the legal moves, then check, SAN, the game's state and the key.
    same_legal_moves(board, pos, &generated);
    same_state(board, pos);
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
        let mut twin = *board;
        let mut list = MoveList::<E>::default();
        board.generate_legal(&mut list);
        assert_eq!(list.len(), self.reference.len(), "{} in {fen}", E::NAME);
        for (&mv, r) in list.iter().zip(self.reference) {
            let (reference, text) = (r.mv, &r.text);
            let name = E::NAME;
            assert_eq!(view(mv), view(reference), "{name}: {reference} in {fen}");

            // The pieces, from the board.
            let (from, to) = (mv.from(), mv.to());
            let piece = board.piece_at(from).unwrap_or(Piece::EMPTY);
            let captured = if mv.is_en_passant() {
                Piece::new(us.flip(), Kind::Pawn)
            } else if mv.is_castle() {
                Piece::EMPTY
            } else {
                board.piece_at(to).unwrap_or(Piece::EMPTY)
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
            let alone: UciMove = text.parse().expect("UCI text reads");
            let uci = board.to_uci(mv);
            assert_eq!(
                (alone.from, alone.to, alone.promotion),
                (uci.from, uci.to, mv.promotion()),
                "{name}: {text} alone in {fen}"
            );

            // Make and unmake, on the board and in the default encoding on the copy.
            let undo = board
                .make_move(mv)
                .unwrap_or_else(|e| panic!("{name}: {reference} in {fen}: {e}"));
            let twin_undo = twin.make_move(reference).expect("the same move");
            assert_eq!(*board, twin, "{name}: {reference} in {fen}");
            board.unmake_move(mv, undo);
            twin.unmake_move(reference, twin_undo);
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
