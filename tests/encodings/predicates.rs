//! For every pseudo-legal move of every position of the public suites and of every
//! position up to two plies below them, the encodings agree on every field and
//! predicate, and the predicates agree with what the board says the move is.

use super::*;

/// Everything a move says about itself, read through the trait.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct View {
    from: Square,
    to: Square,
    special: u8,
    promotion: Option<Kind>,
    capture: bool,
    castle: bool,
    en_passant: bool,
    is_promotion: bool,
    double_push: bool,
    move_type: MoveType,
}

impl View {
    fn of<E: Encoding>(mv: E) -> View {
        View {
            from: mv.from(),
            to: mv.to(),
            special: mv.special(),
            promotion: mv.promotion(),
            capture: mv.is_capture(),
            castle: mv.is_castle(),
            en_passant: mv.is_en_passant(),
            is_promotion: mv.is_promotion(),
            double_push: mv.is_double_push(),
            move_type: mv.move_type(),
        }
    }
}

/// What one move says through the trait: everything, and the pieces it carries.
type Generated = (View, Option<Piece>, Option<Piece>);

/// The moves of a position as each encoding sees them, in the order of [`ENCODINGS`].
struct GenerateAll<'b> {
    board: &'b Board,
    moves: Vec<(&'static str, bool, Vec<Generated>)>,
}

impl EncodingVisitor for GenerateAll<'_> {
    fn visit<E: Encoding>(&mut self) {
        let mut list = MoveList::<E>::default();
        self.board.generate_pseudo_legal(&mut list);
        let moves = list
            .iter()
            .map(|&mv| (View::of(mv), mv.piece(), mv.captured()))
            .collect();
        self.moves.push((E::NAME, carries_pieces::<E>(), moves));
    }
}

/// What the board says a pseudo-legal move from `from` to `to` is: the moving and
/// captured pieces and each predicate, worked out from the position alone.
fn oracle(board: &Board, view: &View) -> (Piece, Piece, View) {
    let (from, to) = (view.from, view.to);
    let piece = board
        .piece_at(from)
        .unwrap_or_else(|| panic!("{board}: {from}{to} moves from an empty square"));
    let us = board.side_to_move();
    assert_eq!(
        piece.color(),
        us,
        "{board}: {from}{to} moves the side to move's piece"
    );
    let kind = piece.kind();
    let pawn = kind == Some(Kind::Pawn);
    let en_passant = pawn && from.file() != to.file() && board.en_passant() == Some(to);
    // Castling: a king move of two or more files, onto its own square or its own rook
    // (Chess960). A one-file step onto an empty square is castling too in Chess960
    // (king f1, rook h1), and then the squares alone cannot tell: the move says.
    let target = board.piece_at(to);
    let castle = kind == Some(Kind::King)
        && (from.file().index().abs_diff(to.file().index()) >= 2
            || target.is_some_and(|target| target.color() == us)
            || (target.is_none() && view.castle));
    let captured = if en_passant {
        Piece::new(us.flip(), Kind::Pawn)
    } else if castle {
        Piece::EMPTY
    } else {
        target.unwrap_or(Piece::EMPTY)
    };
    let is_promotion = pawn && matches!(to.rank(), Rank::First | Rank::Eighth);
    let promotion = if is_promotion { view.promotion } else { None };
    let special = match (castle, en_passant, promotion) {
        (true, _, _) => Kind::King.code(),
        (_, true, _) => Kind::Pawn.code(),
        (_, _, Some(k)) => k.code(),
        _ => 0,
    };
    let double_push = pawn && from.rank().index().abs_diff(to.rank().index()) == 2;
    let capture = !captured.is_empty();
    let move_type = match promotion {
        _ if castle => MoveType::Castle,
        _ if en_passant => MoveType::EnPassant,
        Some(piece) => MoveType::Promotion { piece, capture },
        None if capture => MoveType::Capture,
        None if double_push => MoveType::DoublePush,
        None => MoveType::Quiet,
    };
    assert_eq!(move_type.special(), special, "{board}: {from}{to}");
    assert_eq!(move_type.is_capture(), capture, "{board}: {from}{to}");
    let expected = View {
        from,
        to,
        special,
        promotion,
        capture,
        castle,
        en_passant,
        is_promotion,
        double_push,
        move_type,
    };
    (piece, captured, expected)
}

#[test]
fn predicates_agree_across_encodings_and_with_the_board() {
    // How many moves of each sort were checked, so the test shows it saw them all.
    let mut seen = [0u64; 7];
    let mut positions = 0u64;
    for mut root in roots() {
        walk(&mut root, 2, &mut |board| {
            positions += 1;
            let mut all = GenerateAll {
                board,
                moves: Vec::new(),
            };
            for_each_encoding(&mut all);
            // The first encoding's moves, checked against the board; every other
            // encoding's, against the first's.
            let (_, _, first) = &all.moves[0];
            for (name, _, moves) in &all.moves {
                assert_eq!(moves.len(), first.len(), "{board}: {name}");
            }
            let mut promotions = HashSet::new();
            for (i, &(view, _, _)) in first.iter().enumerate() {
                let (piece, captured, expected) = oracle(board, &view);
                assert_eq!(view, expected, "{board}");
                for (name, carries, moves) in &all.moves {
                    let (piece, captured) = match carries {
                        true => (Some(piece), Some(captured)),
                        false => (None, None),
                    };
                    assert_eq!(moves[i], (view, piece, captured), "{board}: {name}");
                }
                if view.is_promotion {
                    assert!(
                        promotions.insert((view.from, view.to, view.promotion)),
                        "{board}: duplicate {view:?}"
                    );
                }
                for (count, hit) in seen.iter_mut().zip([
                    true,
                    view.capture,
                    view.castle,
                    view.en_passant,
                    view.is_promotion,
                    view.is_promotion && view.capture,
                    view.double_push,
                ]) {
                    *count += u64::from(hit);
                }
            }
            // A pawn reaching the last rank is generated once per promoted kind.
            assert_eq!(promotions.len() % 4, 0, "{board}");
        });
    }
    assert!(
        positions > roots().len() as u64 * 20,
        "the walk went two plies deep"
    );
    for (what, count) in [
        "moves",
        "captures",
        "castlings",
        "en passant",
        "promotions",
        "promotion captures",
        "double pushes",
    ]
    .iter()
    .zip(seen)
    {
        assert!(count > 0, "no {what} among the moves checked");
    }
}
