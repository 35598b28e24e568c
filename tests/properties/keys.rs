//! The position's key is its identity: two positions reached along random playouts,
//! and made to differ only in what decides the moves (the side to move, an en-passant
//! square, the rook a castling right names), have the same key exactly when they are
//! the same position by FIDE's rules as shakmaty tells them apart (its board, side to
//! move, castling rooks and legal en-passant square), and the clocks never matter.

use movegen::{CastlingSide, Color, Kind, Piece, Square};
use shakmaty::{CastlingMode, EnPassantMode, Position as _};

use super::*;

/// What FIDE compares, as shakmaty sees `board`; `None` where shakmaty refuses it.
fn identity(
    board: &Board,
) -> Option<(
    shakmaty::Board,
    shakmaty::Color,
    shakmaty::Bitboard,
    Option<shakmaty::Square>,
)> {
    let mode = CastlingMode::from_chess960(board.chess960());
    let pos = lenient_position(&board.to_shredder_fen(), mode)?;
    Some((
        pos.board().clone(),
        pos.turn(),
        pos.castles().castling_rights(),
        pos.ep_square(EnPassantMode::Legal),
    ))
}

/// `a` and `b` have the same key exactly when they are the same position.
fn same_key_iff_same_position(a: &Board, b: &Board) -> Result<(), TestCaseError> {
    let (Some(ia), Some(ib)) = (identity(a), identity(b)) else {
        return Ok(());
    };
    prop_assert_eq!(a.key() == b.key(), ia == ib, "{} and {}", a, b);
    prop_assert_eq!(a.key(), a.compute_key());
    Ok(())
}

/// The FEN of `board` with fields replaced: `(index, text)` pairs, fields from 0.
fn with_fields(board: &Board, fields: &[(usize, &str)]) -> Option<Board> {
    let mut parts: Vec<String> = board
        .to_shredder_fen()
        .split(' ')
        .map(String::from)
        .collect();
    for &(i, text) in fields {
        parts[i] = text.to_string();
    }
    parts.join(" ").parse().ok()
}

/// A back rank of `color` with its king on file `king` (1 to 6) and two rooks on one
/// side of it, on the files `rooks`, and pawns before them: each right the FEN names
/// (Shredder-FEN letters) castles with its own rook.
fn two_rooks(king: usize, rooks: [usize; 2], rights: &str, side: &str) -> Option<Board> {
    let mut rank = ['1'; 8];
    rank[king] = 'K';
    for f in rooks {
        rank[f] = 'R';
    }
    let white: String = rank.iter().collect();
    let black = white.to_lowercase();
    format!("{black}/pppppppp/8/8/8/8/PPPPPPPP/{white} {side} {rights} - 0 1")
        .parse()
        .ok()
}

proptest! {
    #![proptest_config(config(MOVE_CASES))]

    /// The side to move, an en-passant square, the clocks: along a playout, the
    /// position with each changed has the same key exactly when it is the same
    /// position.
    #[test]
    fn side_en_passant_and_clocks(
        fen_index in 0..start_fens(),
        choices in prop::collection::vec(any::<u16>(), 0..50),
        clocks in (0u16..150, 1u16..500),
    ) {
        let (board, _) = playout(fen_index, &choices)?;
        let other_side = match board.side_to_move() {
            Color::White => "b",
            Color::Black => "w",
        };
        let variants = [
            with_fields(&board, &[(1, other_side), (3, "-")]),
            with_fields(&board, &[(3, "-")]),
            with_fields(&board, &[(4, &clocks.0.to_string()), (5, &clocks.1.to_string())]),
        ];
        for variant in variants.iter().flatten() {
            same_key_iff_same_position(&board, variant)?;
        }
        prop_assert_eq!(&variants[2].unwrap().key(), &board.key(), "clocks");
    }

    /// Positions just after a double push, where a pawn beside may or may not take:
    /// the en-passant square is in the key when a capture is legal.
    #[test]
    fn en_passant_after_a_double_push(
        fen_index in 0..start_fens(),
        choices in prop::collection::vec(any::<u16>(), 0..50),
    ) {
        let (mut board, _) = playout(fen_index, &choices)?;
        let pushes: Vec<Move> = legal_moves(&mut board)
            .into_iter()
            .filter(|&mv| {
                board.piece_at(mv.from()).and_then(Piece::kind) == Some(Kind::Pawn)
                    && mv.from().index().abs_diff(mv.to().index()) == 16
            })
            .collect();
        for mv in pushes {
            let mut after = board;
            after.make_move(mv).unwrap();
            if let Some(no_ep) = with_fields(&after, &[(3, "-")]) {
                same_key_iff_same_position(&after, &no_ep)?;
            }
        }
    }

    /// Two rooks on one side of the king: the same pieces, the same rights as Polyglot
    /// counts them, but each position's right castles with another rook. Different
    /// keys, and the same key when the rights name the same rooks.
    #[test]
    fn the_rook_a_right_names(
        king in 1usize..7,
        picks in (any::<bool>(), any::<u8>(), any::<u8>()),
        black in any::<bool>(),
    ) {
        let (short, a, b) = picks;
        // The side with room for two rooks (the other when this one has none).
        let short = if short { king <= 5 } else { king < 2 };
        let files: Vec<usize> = if short {
            (king + 1..8).collect()
        } else {
            (0..king).collect()
        };
        let i = usize::from(a) % files.len();
        let j = (i + 1 + usize::from(b) % (files.len() - 1)) % files.len();
        let rooks = [files[i], files[j]];
        let letter = |f: usize| char::from(b'A' + f as u8).to_string();
        let letters = if black { letter(rooks[0]).to_lowercase() } else { letter(rooks[0]) };
        let others = if black { letter(rooks[1]).to_lowercase() } else { letter(rooks[1]) };
        let side = if black { "b" } else { "w" };
        let (Some(x), Some(y)) = (
            two_rooks(king, rooks, &letters, side),
            two_rooks(king, rooks, &others, side),
        ) else {
            return Err(TestCaseError::fail("a back rank the FEN reader refused"));
        };
        let color = if black { Color::Black } else { Color::White };
        let castling_side = if short { CastlingSide::KingSide } else { CastlingSide::QueenSide };
        prop_assert!(x.castling_rights().has(color, castling_side));
        prop_assert_eq!(x.polyglot_key(), y.polyglot_key());
        same_key_iff_same_position(&x, &y)?;
        prop_assert_ne!(x.key(), y.key());
        let rook = |b: &Board| b.castling_rooks().next().map(Square::file);
        prop_assert_ne!(rook(&x), rook(&y));
    }
}
