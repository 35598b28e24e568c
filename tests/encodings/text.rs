//! UCI text printed by each encoding parses back, through [`Board::parse_move`], to
//! the same move, and `FromStr` agrees with [`UciMove`].

use super::*;

fn uci_agrees_with_parse_move<E: Encoding>(board: &Board) -> usize {
    let mut list = MoveList::<E>::new();
    board.legal_moves(&mut list);
    for &mv in list.iter() {
        // The board's text: castling as king takes rook in Chess960 mode.
        let text = board.to_uci(mv).to_string();
        assert_eq!(
            board.parse_move::<E>(&text),
            Ok(mv),
            "{board}: {} {text}",
            E::NAME
        );
        let uci: UciMove = text.parse().unwrap();
        assert_eq!(uci, board.to_uci(mv));
        if !board.chess960() {
            assert_eq!(text, mv.to_string(), "{board}: standard text");
            assert_eq!(
                (uci.from, uci.to, uci.promotion.kind()),
                (mv.from(), mv.to(), mv.promotion())
            );
        }
        // Text alone (no board) gives the squares it names.
        let parsed: E = text.parse().unwrap();
        assert_eq!(
            (parsed.from(), parsed.to(), parsed.promotion()),
            (uci.from, uci.to, mv.promotion())
        );
        assert_eq!(parsed.to_string(), text);
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

fn check_from_str<E: Encoding>(text: &str) {
    let want = text.parse::<UciMove>();
    let got = text.parse::<E>();
    match (want, got) {
        (Ok(w), Ok(g)) => {
            assert_eq!(
                (g.from(), g.to(), g.promotion()),
                (w.from, w.to, w.promotion.kind()),
                "{text}"
            );
            // Written back in lower case: `e7e8Q` is read, `e7e8q` written.
            assert_eq!(g.to_string(), text.to_ascii_lowercase());
            assert!(!g.is_capture() && !g.is_castle() && !g.is_en_passant() && !g.is_double_push());
        }
        (Err(w), Err(g)) => assert_eq!(g, w, "{} {text:?}", E::NAME),
        (w, g) => panic!("{} {text:?}: UciMove {w:?}, encoding {g:?}", E::NAME),
    }
}

struct FromStrAgrees<'t>(&'t str);

impl EncodingVisitor for FromStrAgrees<'_> {
    fn visit<E: Encoding>(&mut self) {
        check_from_str::<E>(self.0);
    }
}

#[test]
fn from_str_agrees_with_uci_move() {
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
            "", "e2", "e2e", "e2e4e5", "e2e4 ", "i2e4", "e0e4", "e2z4", "e2e9", "é2e4", "e7e8Q",
        ]
        .map(String::from),
    );
    let mut errors = Vec::new();
    for text in &texts {
        for_each_encoding(&mut FromStrAgrees(text));
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
}
