//! One position against shakmaty's: check and the checkers ([`same_check`]), the legal
//! moves ([`same_legal_moves`]), and the game's state ([`same_state`]): SAN, checkmate,
//! stalemate, insufficient material, the outcome and the keys (the position's and
//! Polyglot's).

use std::collections::BTreeSet;

use movegen::{Board, CastlingSide, Color, Move, Outcome};
use shakmaty::san::SanPlus;
use shakmaty::zobrist::Zobrist64;
use shakmaty::{Chess, EnPassantMode, KnownOutcome, Position};

use crate::convert::castling_mode;

/// The checkers and whether the side to move is in check equal shakmaty's.
pub fn same_check(board: &Board, pos: &Chess) {
    let fen = board.to_fen();
    assert_eq!(
        board.checkers().0,
        u64::from(pos.checkers()),
        "checkers in {fen}"
    );
    assert_eq!(board.in_check(), pos.is_check(), "check in {fen}");
}

/// `ours`, the legal moves of `board`, are as UCI text (the board's) without duplicates
/// shakmaty's legal moves of `pos`, the same position, in the board's castling mode;
/// when not, the panic names the moves missing and those in excess.
pub fn same_legal_moves(board: &Board, pos: &Chess, ours: &[Move]) {
    let fen = board.to_fen();
    let mode = castling_mode(board);
    let our_set: BTreeSet<String> = ours
        .iter()
        .map(|&mv| board.to_uci(mv).to_string())
        .collect();
    assert_eq!(our_set.len(), ours.len(), "duplicate legal moves in {fen}");
    let their_set: BTreeSet<String> = (pos.legal_moves().iter())
        .map(|m| m.to_uci(mode).to_string())
        .collect();
    if our_set != their_set {
        let missing: Vec<_> = their_set.difference(&our_set).collect();
        let extra: Vec<_> = our_set.difference(&their_set).collect();
        panic!("legal moves differ in {fen}: missing {missing:?}, extra {extra:?}");
    }
}

/// The castling rooks' part of `board`'s key, by the rule its documentation gives
/// (`ZobristKeys::rooks` of seed 960, `[right][file]`), from the rights and rooks that
/// the board names.
fn rooks_key(board: &Board) -> u64 {
    let rooks = *movegen::ZobristKeys::from_seed(960).rooks();
    let rights = board.castling_rights();
    let held = [Color::White, Color::Black]
        .map(|color| CastlingSide::ALL.map(|side| rights.has(color, side)))
        .concat();
    let mut squares = board.castling_rooks();
    let mut key = 0;
    for (right, held) in held.into_iter().enumerate() {
        if held {
            let rook = squares.next().expect("a rook for each right held");
            key ^= rooks[right][rook.file().index()];
        }
    }
    key
}

/// The game's state of `board` equals shakmaty's of `pos`, the same position: check
/// and the checkers, checkmate, stalemate, insufficient material, the outcome, the key
/// and the SAN of every legal move (ours equals shakmaty's `SanPlus`, and reads
/// shakmaty's back to the move). Returns the number of moves whose SAN was compared.
pub fn same_state(board: &Board, pos: &Chess) -> usize {
    let fen = board.to_fen();
    same_check(board, pos);
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
    // written (src/game/outcome.rs); shakmaty's asks it of each side and needs both: a side
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
    // stalemate and insufficient material (draws), in that order as ours; the move
    // rules it leaves to the caller, and repetition needs the game's history, which
    // shakmaty's position does not keep: there it says unknown.
    let expected = match board.outcome() {
        Some(Outcome::Checkmate { winner }) => Some(KnownOutcome::Decisive {
            winner: match winner {
                Color::White => shakmaty::Color::White,
                Color::Black => shakmaty::Color::Black,
            },
        }),
        Some(Outcome::Stalemate | Outcome::InsufficientMaterial) => Some(KnownOutcome::Draw),
        Some(
            Outcome::FiftyMoves
            | Outcome::SeventyFiveMoves
            | Outcome::ThreefoldRepetition
            | Outcome::FivefoldRepetition,
        )
        | None => None,
    };
    assert_eq!(pos.outcome().known(), expected, "outcome of {fen}");
    // Polyglot hashes the en-passant file when a pawn of the side to move stands
    // beside the pawn that advanced, legal capture or not: shakmaty's pseudo-legal
    // mode. The position's key hashes it when a capture is legal: shakmaty's legal
    // mode, with the castling rooks' keys added.
    assert_eq!(
        board.polyglot_key(),
        pos.zobrist_hash::<Zobrist64>(EnPassantMode::PseudoLegal).0,
        "Polyglot key of {fen}"
    );
    assert_eq!(
        board.key(),
        pos.zobrist_hash::<Zobrist64>(EnPassantMode::Legal).0 ^ rooks_key(board),
        "key of {fen}"
    );

    let mode = castling_mode(board);
    let mut sans = 0;
    for m in pos.legal_moves() {
        let uci = m.to_uci(mode).to_string();
        let mv = board
            .parse_move(&uci)
            .unwrap_or_else(|e| panic!("parse_move({uci}) in {fen}: {e}"));
        let theirs = SanPlus::from_move(pos.clone(), m).to_string();
        assert_eq!(board.san(mv).as_str(), theirs, "SAN of {uci} in {fen}");
        assert_eq!(board.parse_san(&theirs), Ok(mv), "{theirs} in {fen}");
        sans += 1;
    }
    sans
}
