//! The FEN, UCI-move and square parsers never panic, and what they accept is
//! consistent.

use super::*;

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
        if piece.and_then(Piece::kind) == Some(Kind::Pawn) {
            prop_assert!(
                sq.rank() != Rank::First && sq.rank() != Rank::Eighth,
                "{}",
                text
            );
        }
        let on_bitboards = piece.is_some_and(|piece| {
            piece
                .kind()
                .is_some_and(|k| board.pieces(piece.color(), k).has(sq))
        });
        prop_assert_eq!(on_bitboards, piece.is_some(), "{} on {}", text, sq);
        prop_assert_eq!(board.occupied().has(sq), piece.is_some());
    }
    let us = board.side_to_move();
    prop_assert!(!board.is_attacked(board.king(us.flip()), us), "{}", text);
    // Each right names a rook of its colour on its back rank, beside its king on the
    // side the letter says (X-FEN: `KQkq` or the rook's file).
    for (right, rook) in board.castling_field().zip(board.castling_rooks()) {
        let color = if right.is_ascii_uppercase() {
            Color::White
        } else {
            Color::Black
        };
        let king = board.king(color);
        prop_assert_eq!(board.piece_at(rook), Some(Piece::new(color, Kind::Rook)));
        prop_assert_eq!(rook.rank(), king.rank());
        prop_assert_eq!(
            king.rank(),
            if color == Color::White {
                Rank::First
            } else {
                Rank::Eighth
            }
        );
        match right.to_ascii_lowercase() {
            'k' => prop_assert!(rook.file() > king.file(), "{}", text),
            'q' => prop_assert!(rook.file() < king.file(), "{}", text),
            file => prop_assert_eq!(rook.file().index() as u32, file as u32 - 'a' as u32),
        }
    }
    prop_assert_eq!(
        board.castling_field().count(),
        board.castling_rooks().count()
    );
    prop_assert_eq!(
        board.castling_rights().count() as usize,
        board.castling_rooks().count()
    );
    if let Some(ep) = board.en_passant() {
        let (rank, pushed) = match us {
            Color::White => (Rank::Sixth, ep.offset(-8)),
            Color::Black => (Rank::Third, ep.offset(8)),
        };
        prop_assert_eq!(ep.rank(), rank, "{}", text);
        prop_assert!(board.piece_at(ep).is_none());
        prop_assert_eq!(
            board.piece_at(pushed),
            Some(Piece::new(us.flip(), Kind::Pawn))
        );
    }
    // Generation, make and unmake work on it, whatever it is.
    let mut board = *board;
    let mut list = MoveList::<Move>::new();
    board.generate_pseudo_legal(&mut list);
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
        Ok(sq) => prop_assert_eq!(sq.to_string(), s.trim_ascii()),
        Err(e) => prop_assert!(!e.to_string().is_empty()),
    }

    match s.parse::<UciMove>() {
        Ok(uci) => {
            let promotion = uci.promotion.map(|k| k.letter().to_string());
            let text = format!("{}{}{}", uci.from, uci.to, promotion.unwrap_or_default());
            // Read without the whitespace around it, as every parser reads.
            prop_assert_eq!(&text, &promotion_in_lower_case(s.trim_ascii()));
            prop_assert_ne!(uci.from, uci.to);
        }
        Err(e) => prop_assert!(!e.to_string().is_empty()),
    }

    // The legal moves as the board writes them (king takes rook in Chess960).
    let legal: BTreeSet<String> = legal_moves(&mut board.clone())
        .iter()
        .map(|&mv| board.to_uci(mv).to_string())
        .collect();
    match board.parse_move(s) {
        Ok(mv) => {
            // Read back as written, or castling written the other way (the king to its
            // square in Chess960, king takes rook in standard chess: both are read).
            let written = board.to_uci(mv).to_string();
            prop_assert!(legal.contains(&written), "{} in {}", s, board);
            prop_assert!(
                written == promotion_in_lower_case(s.trim_ascii()) || mv.is_castle(),
                "{} read as {} in {}",
                s,
                written,
                board
            );
            let mut board = *board;
            let made = board.make_move(mv);
            prop_assert!(made.is_ok(), "{} in {}: {:?}", s, board, made);
        }
        Err(e) => {
            prop_assert!(
                !legal.contains(s.trim_ascii()),
                "{} refused ({}) in {}",
                s,
                e,
                board
            );
        }
    }
    Ok(())
}

/// UCI text as it is written back: the promotion letter (read in either case) in lower
/// case.
fn promotion_in_lower_case(s: &str) -> String {
    match s.char_indices().nth(4) {
        Some((i, c)) => format!("{}{}", &s[..i], c.to_ascii_lowercase()),
        None => s.to_string(),
    }
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
        "[a-h][1-8][a-h][1-8][qrbnQRBN]?",
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
            prop_assert!(board.parse_move(&text).is_ok(), "{} in {}", text, board);
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
