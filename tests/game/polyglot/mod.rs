//! The Polyglot book reader: a book written here in the documented format (every legal
//! move of every standard-suite position, with weights) read back move for move, the
//! errors of bad bytes, and the same book read by python-chess's `chess.polyglot`
//! (`reference.py`; skipped, and said so, where Python or python-chess is missing).

use std::collections::BTreeMap;
use std::process::Command;

use movegen::{Board, BookEntry, BookError, Encoding, Move, PolyglotBook};
use movegen_testkit::{epd, suites};

/// Polyglot's move field of `mv`, a move of `board`: castling as the king taking its rook.
fn raw_move(board: &Board, mv: Move) -> u16 {
    let mut to = mv.to();
    if mv.is_castle() {
        to = board
            .castling_rooks()
            .find(|rook| {
                rook.rank() == to.rank()
                    && (rook.file() > mv.from().file()) == (to.file() > mv.from().file())
            })
            .unwrap();
    }
    let promotion = match mv.promotion() {
        None => 0,
        Some(kind) => 1 + "nbrq".find(kind.letter()).unwrap() as u16,
    };
    (promotion << 12) | (u16::from(mv.from().to_u8()) << 6) | u16::from(to.to_u8())
}

/// Each position's entries as the book should give them: the move, its weight and learn.
type Expected = BTreeMap<u64, Vec<(Move, u16, u32)>>;

/// The standard suite's positions and the book of all their legal moves: each position's
/// entries with weights 1, 2, 3, ... and learn fields, sorted by key (stable).
fn book() -> (Vec<Board>, Vec<u8>, Expected) {
    let mut boards: Vec<Board> = epd::fens(suites::STANDARD)
        .iter()
        .map(|fen| fen.parse().unwrap())
        .collect();
    boards.push(Board::default());
    boards.dedup_by_key(|board| board.polyglot_key());
    let mut entries = Vec::new();
    let mut expected = Expected::new();
    for board in &boards {
        let moves = board.legal_moves();
        for (i, &mv) in moves.iter().enumerate() {
            let (weight, learn) = (1 + i as u16, 0x0101_0000 * i as u32);
            entries.push(BookEntry {
                key: board.polyglot_key(),
                raw_move: raw_move(board, mv),
                weight,
                learn,
            });
            expected
                .entry(board.polyglot_key())
                .or_default()
                .push((mv, weight, learn));
        }
    }
    entries.sort_by_key(|entry| entry.key);
    let mut bytes = Vec::new();
    for entry in &entries {
        bytes.extend_from_slice(&entry.key.to_be_bytes());
        bytes.extend_from_slice(&entry.raw_move.to_be_bytes());
        bytes.extend_from_slice(&entry.weight.to_be_bytes());
        bytes.extend_from_slice(&entry.learn.to_be_bytes());
    }
    (boards, bytes, expected)
}

#[test]
fn every_entry_reads_back_as_its_move() {
    let (boards, bytes, expected) = book();
    let book = PolyglotBook::new(&bytes).unwrap();
    assert_eq!(book.len() * 16, bytes.len());
    let mut castles = 0;
    for board in &boards {
        let found: Vec<(Move, u16, u32)> = book
            .entries(board.polyglot_key())
            .map(|entry| (entry.to_move(board).unwrap(), entry.weight, entry.learn))
            .collect();
        assert_eq!(found, expected[&board.polyglot_key()], "{board}");
        castles += found.iter().filter(|(mv, _, _)| mv.is_castle()).count();
    }
    assert!(castles > 0, "no castling move in the book");
    assert_eq!(book.entries(0x1234_5678).count(), 0);
    // Past the end, however far: `None`, never a wrapped index.
    let last = book.len() - 1;
    assert_eq!(
        book.entry(last).map(|e| e.key),
        book.entries(book.entry(last).unwrap().key)
            .last()
            .map(|e| e.key)
    );
    for i in [
        book.len(),
        book.len() + 1,
        usize::MAX / 16,
        usize::MAX / 16 + 1,
        usize::MAX,
    ] {
        assert_eq!(book.entry(i), None, "entry({i})");
    }
}

#[test]
fn bad_books_and_moves_are_errors() {
    assert_eq!(
        PolyglotBook::new(&[0; 17]).unwrap_err(),
        BookError::Length(17)
    );
    let mut unsorted = [0u8; 32];
    unsorted[0] = 1;
    assert_eq!(
        PolyglotBook::new(&unsorted).unwrap_err(),
        BookError::Unsorted(1)
    );
    assert!(PolyglotBook::new(&[]).unwrap().is_empty());
    let board = Board::default();
    for raw in [0x0000u16, 0x031c | 0x5000, 0x0fff, 0x071c] {
        let entry = BookEntry {
            key: board.polyglot_key(),
            raw_move: raw,
            weight: 1,
            learn: 0,
        };
        assert_eq!(entry.to_move(&board), Err(BookError::Move(raw)), "{raw:#x}");
    }
    assert!(BookError::Move(7).to_string().contains("0x0007"));
}

#[test]
fn python_chess_reads_the_same_book() {
    let python_chess = Command::new("python3")
        .args(["-c", "import chess.polyglot"])
        .output();
    if !python_chess.is_ok_and(|out| out.status.success()) {
        eprintln!("skipped: python3 with python-chess (pip install chess) is not here");
        return;
    }
    let (boards, bytes, _) = book();
    let dir = env!("CARGO_TARGET_TMPDIR");
    let (book_path, fens_path) = (format!("{dir}/book.bin"), format!("{dir}/book-fens.txt"));
    std::fs::write(&book_path, &bytes).unwrap();
    let fens: Vec<String> = boards.iter().map(Board::to_string).collect();
    std::fs::write(&fens_path, fens.join("\n")).unwrap();
    let script = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/game/polyglot/reference.py"
    );
    let out = Command::new("python3")
        .args([script, &book_path, &fens_path])
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let theirs = String::from_utf8(out.stdout).unwrap();
    let book = PolyglotBook::new(&bytes).unwrap();
    let mut ours = String::new();
    for board in &boards {
        for entry in book.entries(board.polyglot_key()) {
            let mv: Move = entry.to_move(board).unwrap();
            ours += &format!(
                "{board}|{} {} {}\n",
                board.to_uci(mv),
                entry.weight,
                entry.learn
            );
        }
    }
    assert_eq!(theirs, ours);
    assert!(ours.lines().count() > 500);
}
