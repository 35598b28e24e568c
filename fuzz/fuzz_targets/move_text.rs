//! Move text against a position: UCI ([`Board::parse_move`]) and SAN
//! ([`Board::parse_san`]).
//!
//! The input: its first byte picks a position (the start position, then the suites'
//! FENs, by index modulo their number), the second how many legal moves to play from
//! there (0 to 3), the next bytes which (each an index into the legal moves, modulo
//! their number), and the rest, when it is UTF-8, is the text.
//!
//! Neither reader panics. A move read is one of the position's legal moves, and its text
//! written back (`to_uci`, `san`) reads to the same move. A UCI error is the error of
//! the text alone ([`UciMove`]'s), or `Illegal` when the text is well formed. Where
//! shakmaty also reads the text to a move (it is stricter and more lenient in other
//! places, so acceptance is not compared), it is the same move, and its SAN is ours.

#![no_main]

use libfuzzer_sys::fuzz_target;
use movegen::{Board, Move, MoveList, ParseMoveError, UciMove};
use movegen_fuzz::{Input, suite_fens};
use movegen_testkit::convert::{
    castling_mode, position as shakmaty_position, to_move as shakmaty_move,
};
use shakmaty::Position;
use shakmaty::san::SanPlus;

fuzz_target!(|data: &[u8]| {
    let mut input = Input(data);
    let fens = suite_fens();
    let fen = fens[usize::from(input.byte()) % fens.len()];
    let mut board = Board::from_fen(fen).unwrap_or_else(|e| panic!("{fen}: {e}"));
    let mut pos = shakmaty_position(fen, castling_mode(&board));
    for _ in 0..input.byte() % 4 {
        let mut list = MoveList::<Move>::new();
        board.generate_legal(&mut list);
        if list.is_empty() {
            break;
        }
        let mv = list[usize::from(input.byte()) % list.len()];
        let m = shakmaty_move(&board, &pos, mv);
        let _ = board.make_move(mv).expect("a legal move is made");
        pos.play_unchecked(m);
    }
    let Ok(text) = std::str::from_utf8(input.rest()) else {
        return;
    };
    let mut legal = MoveList::<Move>::new();
    board.generate_legal(&mut legal);

    let uci = board.parse_move(text);
    match (uci, text.parse::<UciMove>()) {
        (Ok(mv), Ok(_)) => {
            assert!(
                legal.contains(&mv),
                "{text:?} in {board}: {mv} is not legal"
            );
            let written = board.to_uci(mv).to_string();
            assert_eq!(board.parse_move(&written), Ok(mv), "{written} in {board}");
        }
        (Ok(mv), Err(e)) => panic!("{text:?} in {board}: {mv}, but as text alone {e:?}"),
        (Err(e), Ok(_)) => assert_eq!(e, ParseMoveError::Illegal, "{text:?} in {board}"),
        (Err(e), Err(alone)) => assert_eq!(e, alone, "{text:?} in {board}"),
    }
    let theirs = shakmaty::uci::UciMove::from_ascii(text.as_bytes())
        .ok()
        .and_then(|m| m.to_move(&pos).ok());
    if let (Ok(mv), Some(m)) = (uci, theirs) {
        assert_eq!(shakmaty_move(&board, &pos, mv), m, "{text:?} in {board}");
    }

    let san = board.parse_san(text);
    if let Ok(mv) = san {
        assert!(
            legal.contains(&mv),
            "{text:?} in {board}: {mv} is not legal"
        );
        let written = board.san(mv);
        assert_eq!(board.parse_san(&written), Ok(mv), "{written} in {board}");
        let m = shakmaty_move(&board, &pos, mv);
        assert_eq!(
            written.as_str(),
            SanPlus::from_move(pos.clone(), m).to_string(),
            "SAN of {mv} in {board}"
        );
    }
    let theirs = SanPlus::from_ascii(text.as_bytes())
        .ok()
        .and_then(|san| san.san.to_move(&pos).ok());
    if let (Ok(mv), Some(m)) = (san, theirs) {
        assert_eq!(shakmaty_move(&board, &pos, mv), m, "{text:?} in {board}");
    }
});
