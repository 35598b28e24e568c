//! Any move value against a position: [`Board::is_pseudo_legal`], [`Board::is_legal`]
//! and [`Board::make_move`] for every encoding's width.
//!
//! The input: its first byte picks a position (the start position, then the suites'
//! FENs, by index modulo their number), the second how many legal moves to play from
//! there (0 to 3), the next bytes which, and the next four bytes are the value, read as
//! each encoding reads its bits (`ShiftMask` and `Bitfield` all 32, `ByteUnion` its
//! four bytes, `Packed16` the low 16).
//!
//! For each encoding: `is_pseudo_legal` is true exactly when the value is in
//! `generate`'s list, `is_legal` exactly when it is in `legal_moves`' list; `make_move`
//! makes a legal value (unmade, the board is as it was), refuses a pseudo-legal one
//! that is not legal as `Illegal` and any other value as `NotPseudoLegal`, the board
//! unchanged; `see` and `see_ge` answer every pseudo-legal value alike; `move_type`
//! answers every value, and for a pseudo-legal one agrees with its predicates and its
//! special field. Nothing panics.

#![no_main]

use libfuzzer_sys::fuzz_target;
use movegen::{
    Bitfield, Board, ByteUnion, Encoding, MakeError, MoveList, MoveType, Packed16, ShiftMask,
};
use movegen_fuzz::{Input, suite_fens};

fn check<E: Encoding>(board: &Board, mv: E) {
    let mut list = MoveList::<E>::default();
    board.generate_pseudo_legal(&mut list);
    let pseudo = list.contains(&mv);
    board.generate_legal(&mut list);
    let legal = list.contains(&mv);
    assert_eq!(
        board.is_pseudo_legal(mv),
        pseudo,
        "{} {mv:?} in {board}",
        E::NAME
    );
    assert_eq!(board.is_legal(mv), legal, "{} {mv:?} in {board}", E::NAME);
    let move_type = mv.move_type();
    if pseudo {
        assert_eq!(move_type.special(), mv.special(), "{} {mv:?}", E::NAME);
        assert_eq!(
            move_type.is_capture(),
            mv.is_capture(),
            "{} {mv:?}",
            E::NAME
        );
        assert_eq!(move_type.promotion(), mv.promotion(), "{} {mv:?}", E::NAME);
        assert_eq!(
            move_type == MoveType::Castle,
            mv.is_castle(),
            "{} {mv:?}",
            E::NAME
        );
        assert_eq!(
            move_type == MoveType::DoublePush,
            mv.is_double_push(),
            "{} {mv:?}",
            E::NAME
        );
        // The exchange answers for every generated move, and its two forms agree.
        let value = board.see(mv);
        assert!(board.see_ge(mv, value), "{} {mv:?} in {board}", E::NAME);
        assert!(
            !board.see_ge(mv, value + 1),
            "{} {mv:?} in {board}",
            E::NAME
        );
    }
    let mut played = *board;
    match played.make_move(mv) {
        Ok(undo) => {
            assert!(legal, "{} {mv:?} made in {board}", E::NAME);
            played.unmake_move(mv, undo);
            assert_eq!(played.key(), board.key());
        }
        Err(MakeError::Illegal) => assert!(pseudo && !legal, "{} {mv:?} in {board}", E::NAME),
        Err(MakeError::NotPseudoLegal) => assert!(!pseudo, "{} {mv:?} in {board}", E::NAME),
    }
    assert_eq!(&played, board);
}

fuzz_target!(|data: &[u8]| {
    let mut input = Input(data);
    let fens = suite_fens();
    let fen = fens[usize::from(input.byte()) % fens.len()];
    let mut board = Board::from_fen(fen).unwrap_or_else(|e| panic!("{fen}: {e}"));
    for _ in 0..input.byte() % 4 {
        let list = board.legal_moves();
        if list.is_empty() {
            break;
        }
        let _ = board
            .make_move(list[usize::from(input.byte()) % list.len()])
            .expect("a legal move");
    }
    let bits = u32::from_le_bytes([input.byte(), input.byte(), input.byte(), input.byte()]);
    check(&board, ShiftMask(bits));
    check(&board, Bitfield(bits));
    check(&board, ByteUnion::from_bytes(bits.to_le_bytes()));
    check(&board, Packed16(bits as u16));
});
