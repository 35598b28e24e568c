//! Property tests (proptest): positions are reached by random playouts, chosen by
//! proptest, from the start position and every FEN of the perft suites (the Chess960
//! suite included).
//!
//! - Making then unmaking any pseudo-legal move restores the board exactly (equality,
//!   FEN, every square, the Zobrist key, both clocks and the perft(1) count); the key
//!   after a make equals the key from scratch; an illegal make changes nothing; a whole
//!   line unmade in reverse restores every position on the way back.
//! - Every position reached round-trips through FEN (X-FEN and Shredder-FEN in
//!   Chess960).
//! - Every legal move written in SAN reads back as the same move.
//! - The FEN, UCI-move and square parsers never panic on arbitrary strings (arbitrary
//!   unicode, near-UCI text, and suite FENs with characters replaced, inserted or
//!   deleted), and what they accept is consistent: it prints back, parses back to an
//!   equal value, and a parsed move is exactly one of the position's legal moves.

use std::collections::BTreeSet;
use std::sync::LazyLock;

use movegen::{Board, Color, Encoding, Kind, Move, MoveList, Piece, START_FEN, Square, UciMove};
use proptest::prelude::*;
use proptest::test_runner::FileFailurePersistence;
use shakmaty::{CastlingMode, Position};

// The suites, their reader and the seeded generators (the test support crate).
use movegen_testkit as testkit;
use testkit::convert::lenient_position;

/// The start position and every FEN of both suites.
static FENS: LazyLock<Vec<String>> = LazyLock::new(|| {
    let mut fens = vec![START_FEN.to_string()];
    for suite in [testkit::STANDARD, testkit::EDGE_CASES] {
        fens.extend(testkit::epd::fens(suite).into_iter().map(String::from));
    }
    assert_eq!(fens.len(), 1 + 128 + 31);
    fens
});

/// Every FEN of the Chess960 suite.
static FENS_960: LazyLock<Vec<String>> = LazyLock::new(|| {
    let fens: Vec<String> = testkit::epd::fens(testkit::CHESS960)
        .into_iter()
        .map(String::from)
        .collect();
    assert_eq!(fens.len(), 42);
    fens
});

/// The FENs a playout starts from: the standard ones, then the Chess960 ones.
fn start_fen(index: usize) -> &'static str {
    let (standard, chess960) = (&*FENS, &*FENS_960);
    if index < standard.len() {
        &standard[index]
    } else {
        &chess960[(index - standard.len()) % chess960.len()]
    }
}

/// How many FENs [`start_fen`] chooses from.
fn start_fens() -> usize {
    FENS.len() + FENS_960.len()
}

/// Everything observable about a board, to compare before and after.
#[derive(Debug, PartialEq)]
struct Snapshot {
    board: Board,
    fen: String,
    squares: Vec<Piece>,
    key: u64,
    clocks: (u16, u16),
    perft1: u64,
    history: usize,
}

fn snapshot(board: &Board) -> Snapshot {
    Snapshot {
        board: board.clone(),
        fen: board.to_fen().to_string(),
        squares: Square::all().map(|sq| board.piece_at(sq)).collect(),
        key: board.key(),
        clocks: (board.halfmove_clock(), board.fullmove_number()),
        perft1: board.perft(1),
        history: board.history_len(),
    }
}

/// The legal moves, as the pseudo-legal moves whose make succeeds.
fn legal_moves(board: &mut Board) -> Vec<Move> {
    let mut list = MoveList::<Move>::new();
    board.generate(&mut list);
    list.iter()
        .copied()
        .filter(|&mv| {
            let ok = board.make_move(mv).is_ok();
            if ok {
                board.unmake_move(mv);
            }
            ok
        })
        .collect()
}

fn assert_fen_round_trips(board: &Board) -> Result<(), TestCaseError> {
    let fen = board.to_fen();
    prop_assert_eq!(board.to_string(), fen.as_str());
    let back = Board::from_fen(&fen);
    prop_assert_eq!(back.as_ref(), Ok(board), "{}", fen);
    prop_assert_eq!(back.unwrap().to_fen().to_string(), fen.as_str());
    let shredder = board.to_shredder_fen();
    let again = Board::from_fen(&shredder);
    prop_assert_eq!(again.as_ref(), Ok(board), "{}", shredder);
    Ok(())
}

/// Plays from suite FEN `fen_index` the legal moves picked by `choices` (see [`play`]),
/// stopping early at mate or stalemate. Checks the FEN round trip at every position
/// and returns the board and the moves made.
fn playout(fen_index: usize, choices: &[u16]) -> Result<(Board, Vec<Move>), TestCaseError> {
    let mut board = Board::from_fen(start_fen(fen_index % start_fens())).unwrap();
    let mut line = Vec::new();
    assert_fen_round_trips(&board)?;
    for &choice in choices {
        let Some(mv) = play(&mut board, choice)? else {
            break;
        };
        line.push(mv);
        assert_fen_round_trips(&board)?;
    }
    Ok((board, line))
}

/// Makes the legal move that `choice` picks (taken modulo the number of legal moves)
/// and returns it; `None` at mate or stalemate.
fn play(board: &mut Board, choice: u16) -> Result<Option<Move>, TestCaseError> {
    let moves = legal_moves(board);
    if moves.is_empty() {
        return Ok(None);
    }
    let mv = moves[choice as usize % moves.len()];
    prop_assert_eq!(board.make_move(mv), Ok(()));
    Ok(Some(mv))
}

/// Makes and unmakes `mv` (pseudo-legal in `board`) and checks that nothing changed;
/// an illegal move must be refused without changing anything.
fn check_make_unmake(board: &mut Board, mv: Move) -> Result<(), TestCaseError> {
    let before = snapshot(board);
    let legal = board.is_legal(mv);
    let made = board.make_move(mv).is_ok();
    prop_assert_eq!(made, legal, "{} in {}", mv, before.fen);
    if made {
        prop_assert_eq!(board.history_len(), before.history + 1);
        prop_assert_ne!(board.side_to_move(), before.board.side_to_move());
        prop_assert_eq!(board.key(), board.compute_key(), "{} in {}", mv, before.fen);
        prop_assert!(
            !board.is_attacked(
                board.king(board.side_to_move().flip()),
                board.side_to_move()
            ),
            "{} leaves the mover in check in {}",
            mv,
            before.fen
        );
        assert_fen_round_trips(board)?;
        board.unmake_move(mv);
    }
    let after = snapshot(board);
    prop_assert_eq!(&after, &before, "{} in {}", mv, before.fen);
    Ok(())
}

/// A FEN with edits applied, each `(op, at, c)` with `at` taken modulo the length:
/// op 0 replaces the character at `at` with `c`, 1 inserts `c`, 2 deletes, 3 swaps it
/// with the next one, and 4 replaces it with another of its class (a piece letter with
/// a piece letter, a digit with a digit, chosen by `c`), which keeps the ranks' lengths
/// and so often gives another valid FEN.
fn mutate(fen: &str, edits: &[(u8, usize, char)]) -> String {
    const PIECES: &[u8] = b"PNBRQKpnbrqk";
    const DIGITS: &[u8] = b"12345678";
    let mut chars: Vec<char> = fen.chars().collect();
    for &(op, at, c) in edits {
        let at = at % (chars.len() + 1);
        let pick = |class: &[u8]| char::from(class[c as usize % class.len()]);
        match (op % 5, chars.get(at).copied()) {
            (0, Some(_)) => chars[at] = c,
            (1, _) => chars.insert(at, c),
            (2, Some(_)) => {
                chars.remove(at);
            }
            (3, Some(_)) if at + 1 < chars.len() => chars.swap(at, at + 1),
            (4, Some(old)) if old.is_ascii_alphabetic() => chars[at] = pick(PIECES),
            (4, Some(old)) if old.is_ascii_digit() => chars[at] = pick(DIGITS),
            _ => chars.push(c),
        }
    }
    chars.into_iter().collect()
}

/// What any accepted FEN must satisfy, checked through the public API.
fn check_accepted_board(board: &Board, text: &str) -> Result<(), TestCaseError> {
    assert_fen_round_trips(board)?;
    for color in [Color::White, Color::Black] {
        prop_assert_eq!(board.pieces(color, Kind::King).count(), 1, "{}", text);
        prop_assert!(board.color(color).count() <= 16, "{}", text);
        prop_assert!(board.pieces(color, Kind::Pawn).count() <= 8, "{}", text);
    }
    for sq in Square::all() {
        let piece = board.piece_at(sq);
        if piece.kind() == Some(Kind::Pawn) {
            prop_assert!(sq.rank() != 0 && sq.rank() != 7, "{}", text);
        }
        let on_bitboards = piece
            .kind()
            .is_some_and(|k| board.pieces(piece.color(), k).has(sq));
        prop_assert_eq!(on_bitboards, !piece.is_empty(), "{} on {}", text, sq);
        prop_assert_eq!(board.occupied().has(sq), !piece.is_empty());
    }
    let us = board.side_to_move();
    prop_assert!(!board.is_attacked(board.king(us.flip()), us), "{}", text);
    // Each right names a rook of its colour on its back rank, beside its king on the
    // side the letter says (X-FEN: `KQkq` or the rook's file).
    for (right, rook) in board.castling_rights().zip(board.castling_rooks()) {
        let color = if right.is_ascii_uppercase() {
            Color::White
        } else {
            Color::Black
        };
        let king = board.king(color);
        prop_assert_eq!(board.piece_at(rook), Piece::new(color, Kind::Rook));
        prop_assert_eq!(rook.rank(), king.rank());
        prop_assert_eq!(king.rank(), if color == Color::White { 0 } else { 7 });
        match right.to_ascii_lowercase() {
            'k' => prop_assert!(rook.file() > king.file(), "{}", text),
            'q' => prop_assert!(rook.file() < king.file(), "{}", text),
            file => prop_assert_eq!(u32::from(rook.file()), file as u32 - 'a' as u32),
        }
    }
    prop_assert_eq!(
        board.castling_rights().count(),
        board.castling_rooks().count()
    );
    if let Some(ep) = board.en_passant() {
        let (rank, pushed) = match us {
            Color::White => (5, ep.offset(-8)),
            Color::Black => (2, ep.offset(8)),
        };
        prop_assert_eq!(ep.rank(), rank, "{}", text);
        prop_assert!(board.piece_at(ep).is_empty());
        prop_assert_eq!(board.piece_at(pushed), Piece::new(us.flip(), Kind::Pawn));
    }
    // Generation, make and unmake work on it, whatever it is.
    let mut board = board.clone();
    let mut list = MoveList::<Move>::new();
    board.generate(&mut list);
    for &mv in list.iter() {
        check_make_unmake(&mut board, mv)?;
    }
    // And its legal moves are shakmaty's, told to accept, as we do, checks that no
    // game can reach and more material than a game can have.
    if let Some(pos) = lenient_position(&board.to_fen(), CastlingMode::Standard) {
        let theirs: BTreeSet<String> = pos
            .legal_moves()
            .iter()
            .map(|m| m.to_uci(CastlingMode::Standard).to_string())
            .collect();
        let ours: BTreeSet<String> = legal_moves(&mut board)
            .iter()
            .map(|m| m.to_string())
            .collect();
        prop_assert_eq!(ours, theirs, "legal moves of {}", board);
    }
    Ok(())
}

/// Checks a string against every parser: none panics, and what is accepted is
/// consistent.
fn check_parsers(board: &Board, s: &str) -> Result<(), TestCaseError> {
    if let Ok(parsed) = Board::from_fen(s) {
        check_accepted_board(&parsed, s)?;
    }
    prop_assert_eq!(s.parse::<Board>().ok(), Board::from_fen(s).ok());

    match s.parse::<Square>() {
        Ok(sq) => prop_assert_eq!(sq.to_string(), s),
        Err(e) => prop_assert!(!e.to_string().is_empty()),
    }

    match s.parse::<UciMove>() {
        Ok(uci) => {
            let promotion = uci.promotion.kind().map(|k| k.letter().to_string());
            let text = format!("{}{}{}", uci.from, uci.to, promotion.unwrap_or_default());
            prop_assert_eq!(&text, s);
            prop_assert_ne!(uci.from, uci.to);
        }
        Err(e) => prop_assert!(!e.to_string().is_empty()),
    }

    // The legal moves as the board writes them (king takes rook in Chess960).
    let legal: BTreeSet<String> = legal_moves(&mut board.clone())
        .iter()
        .map(|&mv| board.to_uci(mv).to_string())
        .collect();
    match board.parse_move::<Move>(s) {
        Ok(mv) => {
            // Read back as written, or castling written the other way (the king to its
            // square in Chess960, king takes rook in standard chess: both are read).
            let written = board.to_uci(mv).to_string();
            prop_assert!(legal.contains(&written), "{} in {}", s, board);
            prop_assert!(
                written == s || mv.is_castle(),
                "{} read as {} in {}",
                s,
                written,
                board
            );
            let mut board = board.clone();
            prop_assert_eq!(board.make_move(mv), Ok(()), "{} in {}", s, board);
        }
        Err(e) => {
            prop_assert!(!legal.contains(s), "{} refused ({}) in {}", s, e, board);
        }
    }
    Ok(())
}

/// Arbitrary unicode, control characters and whitespace included.
fn any_text() -> impl Strategy<Value = String> {
    prop_oneof![
        any::<String>(),
        prop::collection::vec(any::<char>(), 0..100).prop_map(String::from_iter),
    ]
}

/// Text close to UCI moves and squares, so that the parsers also accept some of it.
fn near_uci() -> impl Strategy<Value = String> {
    prop_oneof![
        "[a-h][1-8][a-h][1-8][qrbn]?",
        "[a-i][0-9]([a-i][0-9]([qrbnkpQ ]|[a-h])?)?",
        "[a-h1-8qrbnQRBNKx \\-]{0,7}",
    ]
}

/// One to three edits of a FEN (see [`mutate`]).
fn edits() -> impl Strategy<Value = Vec<(u8, usize, char)>> {
    let fen_char = prop_oneof![
        3 => prop::sample::select(vec![
            'p', 'n', 'b', 'r', 'q', 'k', 'P', 'N', 'B', 'R', 'Q', 'K', '0', '1', '2', '3',
            '4', '5', '6', '7', '8', '9', '/', ' ', '-', 'w', 'a', 'c', 'd', 'e', 'f', 'g',
            'h',
        ]),
        1 => any::<char>(),
    ];
    prop::collection::vec((0u8..5, any::<usize>(), fen_char), 1..4)
}

/// Cases per property that makes moves (each walks up to 120 plies).
const MOVE_CASES: u32 = 1500;
/// Cases per parser property.
const PARSER_CASES: u32 = 8000;

/// `cases` cases; a failing case is saved next to this file, in
/// `tests/properties.regressions`, and replayed first on the next run.
fn config(cases: u32) -> ProptestConfig {
    ProptestConfig {
        cases,
        failure_persistence: Some(Box::new(FileFailurePersistence::WithSource("regressions"))),
        ..ProptestConfig::default()
    }
}

proptest! {
    #![proptest_config(config(MOVE_CASES))]

    /// Along a random line: every pseudo-legal move of every position made then unmade
    /// leaves the board as it was; then unmaking the whole line restores each position.
    #[test]
    fn make_then_unmake_restores_the_board(
        fen_index in 0..start_fens(),
        choices in prop::collection::vec(any::<u16>(), 0..40),
    ) {
        let mut board = Board::from_fen(start_fen(fen_index)).unwrap();
        let mut line = Vec::new();
        let mut seen = vec![snapshot(&board)];
        for &choice in &choices {
            let mut list = MoveList::<Move>::new();
            board.generate(&mut list);
            for &mv in list.iter() {
                check_make_unmake(&mut board, mv)?;
            }
            let Some(mv) = play(&mut board, choice)? else {
                break;
            };
            line.push(mv);
            seen.push(snapshot(&board));
        }
        prop_assert_eq!(board.history_len(), line.len());
        while let Some(mv) = line.pop() {
            prop_assert_eq!(&snapshot(&board), &seen[line.len() + 1]);
            board.unmake_move(mv);
        }
        prop_assert_eq!(&snapshot(&board), &seen[0]);
        prop_assert_eq!(board, Board::from_fen(start_fen(fen_index)).unwrap());
    }

    /// A random pseudo-legal move of a random position, the illegal ones included.
    #[test]
    fn random_move_make_unmake(
        fen_index in 0..start_fens(),
        choices in prop::collection::vec(any::<u16>(), 0..80),
        pick in any::<u16>(),
    ) {
        let (mut board, _) = playout(fen_index, &choices)?;
        let mut list = MoveList::<Move>::new();
        board.generate(&mut list);
        if !list.is_empty() {
            let mv = list[pick as usize % list.len()];
            check_make_unmake(&mut board, mv)?;
        }
    }

    /// Every position reached round-trips through FEN (checked inside `playout`).
    #[test]
    fn fen_round_trips(
        fen_index in 0..start_fens(),
        choices in prop::collection::vec(any::<u16>(), 0..120),
    ) {
        let (board, line) = playout(fen_index, &choices)?;
        prop_assert!(line.len() <= choices.len());
        assert_fen_round_trips(&board)?;
    }

    /// Chess960 positions reached from the Chess960 suite round-trip through X-FEN and
    /// Shredder-FEN, and stay in Chess960 mode.
    #[test]
    fn chess960_fen_round_trips(
        fen_index in 0..FENS_960.len(),
        choices in prop::collection::vec(any::<u16>(), 0..120),
    ) {
        let (board, _) = playout(FENS.len() + fen_index, &choices)?;
        assert_fen_round_trips(&board)?;
        let back = Board::from_fen(&board.to_shredder_fen()).unwrap();
        prop_assert_eq!(back.to_fen().to_string(), board.to_fen().to_string());
    }

    /// Every legal move of a position reached, written in SAN, reads back as itself;
    /// so does its SAN without the check sign, and with `0-0` for `O-O`.
    #[test]
    fn san_round_trips(
        fen_index in 0..start_fens(),
        choices in prop::collection::vec(any::<u16>(), 0..60),
    ) {
        let (mut board, _) = playout(fen_index, &choices)?;
        for mv in legal_moves(&mut board) {
            let san = board.san(mv);
            prop_assert_eq!(board.parse_san::<Move>(san.as_str()), Ok(mv), "{} in {}", san.as_str(), board);
            let bare = san.as_str().trim_end_matches(['+', '#']);
            prop_assert_eq!(board.parse_san::<Move>(bare), Ok(mv), "{} in {}", bare, board);
            let zeros = san.as_str().replace('O', "0");
            prop_assert_eq!(board.parse_san::<Move>(&zeros), Ok(mv), "{} in {}", zeros, board);
        }
    }

}

proptest! {
    #![proptest_config(config(PARSER_CASES))]

    /// Arbitrary strings, read as a FEN, a square and a UCI move (also against a
    /// random position).
    #[test]
    fn parsers_never_panic_on_arbitrary_text(
        s in any_text(),
        fen_index in 0..start_fens(),
        choices in prop::collection::vec(any::<u16>(), 0..20),
    ) {
        let (board, _) = playout(fen_index, &choices)?;
        check_parsers(&board, &s)?;
    }

    /// Near-UCI text against a random position: `parse_move` accepts exactly the legal
    /// moves.
    #[test]
    fn move_parser_accepts_exactly_the_legal_moves(
        s in near_uci(),
        fen_index in 0..start_fens(),
        choices in prop::collection::vec(any::<u16>(), 0..40),
        pick in any::<u16>(),
    ) {
        let (mut board, _) = playout(fen_index, &choices)?;
        check_parsers(&board, &s)?;
        let moves = legal_moves(&mut board);
        if !moves.is_empty() {
            // The board writes the UCI text (a move alone cannot: in Chess960 castling
            // is written king takes rook).
            let text = board.to_uci(moves[pick as usize % moves.len()]).to_string();
            prop_assert!(board.parse_move::<Move>(&text).is_ok(), "{} in {}", text, board);
            check_parsers(&board, &text)?;
        }
    }

    /// Suite FENs (or positions reached from them) with a few characters replaced,
    /// inserted, deleted or swapped.
    #[test]
    fn mutated_fens_never_panic(
        fen_index in 0..start_fens(),
        choices in prop::collection::vec(any::<u16>(), 0..20),
        edits in edits(),
    ) {
        let (board, _) = playout(fen_index, &choices)?;
        let text = mutate(&board.to_fen(), &edits);
        check_parsers(&board, &text)?;
    }

    /// Suite FENs (or positions reached from them) with characters swapped or replaced
    /// by one of their class: more of these are accepted, and every accepted one is
    /// checked (see `check_accepted_board`).
    #[test]
    fn fens_with_pieces_changed_never_panic(
        fen_index in 0..start_fens(),
        choices in prop::collection::vec(any::<u16>(), 0..20),
        edits in prop::collection::vec((3u8..5, any::<usize>(), any::<char>()), 1..3),
    ) {
        let (board, _) = playout(fen_index, &choices)?;
        let text = mutate(&board.to_fen(), &edits);
        check_parsers(&board, &text)?;
    }
}
