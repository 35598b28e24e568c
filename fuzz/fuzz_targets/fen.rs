//! FEN text, both ways. For any bytes: reading them as a FEN never panics; when the
//! board accepts them, the FEN it writes reads back to an equal board and is written
//! again as the same text, its Shredder-FEN reads back to an equal board, and its key
//! equals the key from scratch. Shakmaty (in Chess960 mode, which takes every castling
//! form ours does) is stricter in some places and more lenient in others, so acceptance
//! is not compared; where both accept, the positions agree: every square, the side to
//! move, the castling rooks, the en-passant square, the clocks and the checkers.

#![no_main]

use libfuzzer_sys::fuzz_target;
use movegen::{Board, Square};
use shakmaty::fen::Fen;
use shakmaty::{CastlingMode, Chess, Position};

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let Ok(board) = Board::from_fen(text) else {
        return;
    };
    assert_eq!(board.key(), board.compute_key(), "key of {text:?}");

    let fen = board.to_fen();
    let again = Board::from_fen(&fen).unwrap_or_else(|e| panic!("{fen} (from {text:?}): {e}"));
    assert_eq!(again, board, "{fen} read back (from {text:?})");
    assert_eq!(again.to_fen().as_str(), fen.as_str(), "{text:?}");

    let shredder = board.to_shredder_fen();
    let again = Board::from_fen(&shredder).unwrap_or_else(|e| panic!("{shredder}: {e}"));
    assert_eq!(again, board, "{shredder} read back (from {text:?})");
    assert_eq!(again.to_fen().as_str(), fen.as_str(), "{shredder}");

    let Ok(theirs) = Fen::from_ascii(data) else {
        return;
    };
    let Ok(pos) = theirs.into_position::<Chess>(CastlingMode::Chess960) else {
        return;
    };
    for sq in Square::all() {
        let theirs = pos
            .board()
            .piece_at(shakmaty::Square::new(u32::from(sq.to_u8())));
        assert_eq!(
            board.piece_at(sq).and_then(|piece| piece.fen_letter()),
            theirs.map(|piece| piece.char()),
            "{sq} in {text:?}"
        );
    }
    assert_eq!(
        board.side_to_move().letter(),
        pos.turn().char(),
        "side to move in {text:?}"
    );
    let mut rooks: Vec<u32> = board
        .castling_rooks()
        .map(|sq| u32::from(sq.to_u8()))
        .collect();
    rooks.sort_unstable();
    let theirs: Vec<u32> = pos
        .castles()
        .castling_rights()
        .into_iter()
        .map(u32::from)
        .collect();
    assert_eq!(rooks, theirs, "castling rooks of {text:?}");
    assert_eq!(
        board.en_passant().map(|sq| u32::from(sq.to_u8())),
        pos.maybe_ep_square().map(u32::from),
        "en passant in {text:?}"
    );
    assert_eq!(
        u32::from(board.halfmove_clock()),
        pos.halfmoves(),
        "{text:?}"
    );
    assert_eq!(
        u32::from(board.fullmove_number()),
        pos.fullmoves().get(),
        "{text:?}"
    );
    assert_eq!(board.checkers().0, u64::from(pos.checkers()), "{text:?}");
});
