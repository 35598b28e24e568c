//! EPD text as the perft command reads it (`movegen perft --epd`): the lines of the text
//! through its reader ([`epd::lines`], `movegen_epd`, which `movegen-testkit`
//! re-exports), each line's FEN read as a board, and every `;Dn
//! count` entry through [`Line::entries`](epd::Line::entries), which returns a bad
//! entry's text where [`Line::counts`](epd::Line::counts) would panic; the perft command
//! turns both errors into a message and exit status 2.
//!
//! Nothing panics. Each line's FEN holds no `;` and no surrounding whitespace (by the
//! one rule, `movegen::text`), and the line numbers grow. A line whose FEN reads,
//! written again from its FEN and its good entries, reads back to the same. On its board (at most four boards an input), the
//! three ways the perft command counts agree at depths 1 and 2: the legal generator,
//! the pseudo-legal one made with the legality test (`--mode pseudo`) and the legal one
//! through a transposition table (`--hash`, here of 64 entries), and so do
//! [`Board::divide`] and [`Board::count_legal`].

#![no_main]

use std::fmt::Write;

use libfuzzer_sys::fuzz_target;
use movegen::{Board, PerftEntry, PerftTable};
use movegen_testkit::epd;

/// The most boards counted an input, to keep every run short.
const MAX_BOARDS: usize = 4;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let mut boards = 0;
    let mut last_number = 0;
    for line in epd::lines(text) {
        assert!(line.number > last_number, "line numbers grow");
        last_number = line.number;
        assert!(!line.fen.contains(';') && movegen::text::trim(line.fen) == line.fen);
        let entries: Vec<Result<(u32, u64), &str>> = line.entries().collect();
        let Ok(board) = line.fen.parse::<Board>() else {
            continue;
        };

        let mut written = line.fen.to_string();
        for &(depth, nodes) in entries.iter().flatten() {
            write!(written, " ;D{depth} {nodes}").expect("a String takes it");
        }
        let again: Vec<epd::Line> = epd::lines(&written).collect();
        assert_eq!(again.len(), 1, "{written:?}");
        assert_eq!(again[0].fen, line.fen);
        let good: Vec<_> = entries.iter().filter_map(|e| e.ok()).collect();
        let read: Vec<_> = again[0].entries().map(|e| e.expect("good")).collect();
        assert_eq!(read, good, "{written:?}");

        if boards == MAX_BOARDS {
            continue;
        }
        boards += 1;
        let mut buffer = [PerftEntry::EMPTY; 64];
        let mut table = PerftTable::new(&mut buffer).expect("64 entries");
        for depth in 1..=2 {
            let legal = board.perft(depth);
            assert_eq!(board.perft_pseudo(depth), legal, "pseudo {depth}: {board}");
            assert_eq!(
                board.perft_hashed(depth, &mut table),
                legal,
                "hashed {depth}: {board}"
            );
            assert_eq!(
                board.divide(depth, |_, _| {}),
                legal,
                "divide {depth}: {board}"
            );
        }
        assert_eq!(board.count_legal(), board.perft(1), "{board}");
    }
});
