//! UCI text printed by each encoding parses back, through [`Board::parse_move_as`], to
//! the same move, and each encoding's `Display` agrees with [`UciMove`] and with what
//! [`Board::parse_move_as`] reads from the same text.

use super::*;

fn uci_agrees_with_parse_move<E: Encoding>(board: &Board) -> usize {
    let mut list = MoveList::<E>::default();
    board.generate_legal(&mut list);
    for &mv in list.iter() {
        // The board's text: castling as king takes rook in Chess960 mode.
        let text = board.to_uci(mv).to_string();
        assert_eq!(
            board.parse_move_as::<E>(&text),
            Ok(mv),
            "{board}: {} {text}",
            E::NAME
        );
        let uci: UciMove = text.parse().unwrap();
        assert_eq!(uci, board.to_uci(mv));
        assert_eq!(board.find_move_as::<E>(uci), Some(mv), "{board}: {text}");
        if !board.chess960() {
            assert_eq!(text, mv.to_string(), "{board}: standard text");
            assert_eq!(
                (uci.from, uci.to, uci.promotion),
                (mv.from(), mv.to(), mv.promotion())
            );
        }
        // The move's own text (no board) names its squares, read back as `UciMove`
        // (but a Chess960 castling whose king stays has no such text).
        if mv.from() != mv.to() {
            let shown: UciMove = mv.to_string().parse().unwrap();
            assert_eq!(
                (shown.from, shown.to, shown.promotion),
                (mv.from(), mv.to(), mv.promotion())
            );
            assert_eq!(shown.to_string(), mv.to_string());
        }
    }
    list.len()
}

/// The legal moves of a position checked with each encoding, how many each.
struct UciRoundTrips<'b> {
    board: &'b Board,
    moves: Vec<usize>,
}

impl EncodingVisitor for UciRoundTrips<'_> {
    fn visit<E: Encoding>(&mut self) {
        self.moves.push(uci_agrees_with_parse_move::<E>(self.board));
    }
}

#[test]
fn uci_text_round_trips_through_parse_move() {
    let mut moves = vec![0usize; ENCODINGS.len()];
    for mut root in roots() {
        walk(&mut root, 1, &mut |board| {
            let mut each = UciRoundTrips {
                board,
                moves: Vec::new(),
            };
            for_each_encoding(&mut each);
            for (total, n) in moves.iter_mut().zip(each.moves) {
                *total += n;
            }
        });
    }
    assert!(moves.iter().all(|&n| n == moves[0] && n > 0), "{moves:?}");
}

/// Boards on which the texts are read: no castling, so that a move read from text is
/// written back as it was read (in lower case).
fn text_boards() -> [Board; 2] {
    [
        Board::default(),
        "1n2k3/P1P5/8/3pP3/8/8/1p4p1/R3K1N1 w - d6 0 1"
            .parse()
            .unwrap(),
    ]
}

/// Checks `text` with `E`; counts in `read` the text boards that read it as a move.
fn check_text<E: Encoding>(text: &str, read: &mut [usize; 2]) {
    let want = text.parse::<UciMove>();
    if let Ok(w) = want {
        // The move the text names, packed without a board (a quiet move, by a piece
        // that is not a pawn so that no square pair reads as a double push), writes the
        // text back.
        let special = w
            .promotion
            .map_or(Piece::EMPTY, |kind| Piece::new(Color::White, kind));
        let queen = Piece::new(Color::White, Kind::Queen);
        let g = E::pack(w.from, w.to, queen, Piece::EMPTY, special);
        assert_eq!(
            (g.from(), g.to(), g.promotion()),
            (w.from, w.to, w.promotion),
            "{} {text}",
            E::NAME
        );
        // Written back in lower case: `e7e8Q` is read, `e7e8q` written.
        assert_eq!(g.to_string(), text.to_ascii_lowercase(), "{}", E::NAME);
        assert_eq!(w.to_string(), text.to_ascii_lowercase());
        assert!(
            !g.is_capture() && !g.is_castle() && !g.is_en_passant() && !g.is_double_push(),
            "{} {text}: {g:#?} {:?}",
            E::NAME,
            (
                g.is_capture(),
                g.is_castle(),
                g.is_en_passant(),
                g.is_double_push()
            )
        );
    }
    // Read through a board: the text's error, or the legal move it names.
    for (board, read) in text_boards().iter().zip(read) {
        let got = board.parse_move_as::<E>(text);
        *read += usize::from(got.is_ok());
        match (want, got) {
            (Ok(w), Ok(g)) => {
                assert_eq!(
                    (g.from(), g.to(), g.promotion()),
                    (w.from, w.to, w.promotion),
                    "{board}: {text}"
                );
                assert_eq!(board.find_move_as::<E>(w), Some(g));
                assert_eq!(g.to_string(), text.to_ascii_lowercase());
            }
            (Ok(w), Err(g)) => {
                assert_eq!(g, ParseMoveError::Illegal, "{} {text:?}", E::NAME);
                assert_eq!(board.find_move_as::<E>(w), None, "{board}: {text}");
            }
            (Err(w), Err(g)) => assert_eq!(g, w, "{} {text:?}", E::NAME),
            (w, g) => panic!("{} {text:?}: UciMove {w:?}, encoding {g:?}", E::NAME),
        }
    }
}

struct TextAgrees<'t>(&'t str, [usize; 2]);

impl EncodingVisitor for TextAgrees<'_> {
    fn visit<E: Encoding>(&mut self) {
        check_text::<E>(self.0, &mut self.1);
    }
}

#[test]
fn display_and_parse_move_agree_with_uci_move() {
    let mut texts: Vec<String> = Vec::new();
    for from in squares() {
        for to in squares() {
            texts.push(format!("{from}{to}"));
            for p in ['q', 'r', 'b', 'n', 'k', 'x'] {
                texts.push(format!("{from}{to}{p}"));
            }
        }
    }
    texts.extend(
        [
            "", "e2", "e2e", "e2e4e5", "e2 e4", "i2e4", "e0e4", "e2z4", "e2e9", "é2e4", "e7e8Q",
        ]
        .map(String::from),
    );
    let mut errors = Vec::new();
    let mut read = [0; 2];
    for text in &texts {
        let mut each = TextAgrees(text, [0; 2]);
        for_each_encoding(&mut each);
        for (total, n) in read.iter_mut().zip(each.1) {
            *total += n;
        }
        if let Err(e) = text.parse::<UciMove>() {
            errors.push(e);
        }
    }
    // Every way text can be wrong was among the inputs (Illegal needs a board).
    for e in [
        ParseMoveError::Length,
        ParseMoveError::From,
        ParseMoveError::To,
        ParseMoveError::Promotion,
        ParseMoveError::PromotionRank,
        ParseMoveError::SameSquare,
    ] {
        assert!(errors.contains(&e), "{e:?} never produced");
    }
    // Every legal move of the text boards was read from its text, by every encoding.
    for (board, read) in text_boards().iter().zip(read) {
        let legal = board.legal_moves().len();
        assert!(legal >= 20, "{board}");
        assert_eq!(read, legal * ENCODINGS.len(), "{board}");
    }
}
