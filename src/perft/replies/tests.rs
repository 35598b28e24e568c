//! The proof that a told count is the count of the move made, one by one or as a set:
//! a property test over random playouts.

use super::{Replies, Told};
use crate::Board;
use crate::Move;
use crate::encoding::MoveType;
use crate::move_list::MoveList;
use crate::position::Position;
use crate::types::Piece;

/// A small seeded generator (xorshift64*): the playouts are the same every run.
struct Rng(u64);

impl Rng {
    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        (self.0.wrapping_mul(0x2545_f491_4f6c_dd1d) >> 33) as usize % n
    }
}

/// The position with the move passed: the other side to move, no en-passant square.
fn passed(pos: &Position) -> Position {
    let mut null = *pos;
    null.state.side = pos.state.side.flip();
    null.state.ep = None;
    null
}

/// Every quiet move that [`Replies::change`] tells, and every capture that
/// [`Replies::capture_change`] tells, has, made on the board, exactly
/// the null count of replies and the change it tells: over random playouts from every
/// position of the standard and Chess960 suites (both sides to move, checks, pins,
/// en passant and castling met on the way). Many quiet moves are let through. And
/// the perft's two plies, which reuse the count, agree with the children made.
#[test]
fn a_reused_count_is_the_count_of_the_move_made() {
    let suite = concat!(
        include_str!("../../../tests/data/standard.epd"),
        include_str!("../../../tests/data/chess960.epd")
    );
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    let (mut quiet, mut reused, mut opened, mut plains, mut positions) =
        (0u64, 0u64, 0u64, 0u64, 0u64);
    let (mut captures, mut captures_told, mut reaching) = (0u64, 0u64, 0u64);
    let mut passants = 0u64;
    for line in suite.lines() {
        let Some(fen) = line
            .split(';')
            .next()
            .map(str::trim)
            .filter(|f| !f.is_empty() && !f.starts_with('#'))
        else {
            continue;
        };
        let start: Board = fen.parse().expect("the suite's FENs are valid");
        for _ in 0..6 {
            let mut board = start;
            for _ in 0..40 {
                let mut moves = MoveList::<Move>::new();
                board.generate_legal(&mut moves);
                if moves.is_empty() {
                    break;
                }
                positions += 1;
                let replies = Replies::of(&board.pos, &board.castling);
                assert_eq!(replies.is_none(), board.in_check(), "{board}");
                if let Some(replies) = replies {
                    let null = passed(&board.pos).count_legal(&board.castling);
                    let king = || replies.king_moves(&board.pos, &board.castling);
                    for &mv in moves.iter() {
                        let mover = board.piece_on(mv.from());
                        // What lands on `to`: the piece, or the one a pawn becomes.
                        let (piece, takes, double) = match mv.move_type() {
                            MoveType::Quiet => (mover, false, false),
                            MoveType::DoublePush => (mover, false, true),
                            MoveType::Capture => (mover, true, false),
                            MoveType::Promotion { piece, capture } => {
                                (Piece::new(mover.color(), piece), capture, false)
                            }
                            MoveType::EnPassant | MoveType::Castle => continue,
                        };
                        let made = || {
                            let mut child = board;
                            let _ = child.make_move(mv).unwrap();
                            child.count_legal() as i64
                        };
                        if takes || double {
                            let told = if takes {
                                captures += 1;
                                replies.capture_change(mv.from(), mv.to(), piece)
                            } else {
                                // Beside one of their pawns, with the en-passant captures
                                // it opens.
                                let beside = replies.without_en_passant(mv.to().bb()).is_empty();
                                replies.change(mv.from(), mv.to(), piece).map(|t| {
                                    let captures =
                                        replies.en_passants(&board.pos, mv.from(), mv.to());
                                    passants += u64::from(beside);
                                    Told {
                                        gained: t.gained + captures,
                                        ..t
                                    }
                                })
                            };
                            if let Some(t) = told {
                                captures_told += u64::from(takes);
                                reaching += u64::from(t.reached.any());
                                assert_eq!(
                                    made(),
                                    t.replies(null, king) as i64,
                                    "{mv} in {board}: the replies are not the null count and {t:?}"
                                );
                            }
                            continue;
                        }
                        quiet += 1;
                        let plain = replies.plain_from.has(mv.from())
                            && replies.plain_to[piece.kind_code() as usize].has(mv.to());
                        plains += u64::from(plain);
                        let told = replies.change(mv.from(), mv.to(), piece);
                        // A move told as a set is told one by one too, with no change.
                        assert!(
                            !plain || told == Some(Told::NONE),
                            "{mv} in {board}: {told:?}"
                        );
                        if let Some(t) = told {
                            reused += 1;
                            opened += u64::from(t.gained != 0);
                            reaching += u64::from(t.reached.any());
                            assert_eq!(
                                made(),
                                t.replies(null, king) as i64,
                                "{mv} in {board}: the replies are not the null count and {t:?}"
                            );
                        }
                    }
                }
                // And as the perft uses it, on the scratch copy: each child's count,
                // made or reused, adds up to the children's counts made on the board.
                let made: u64 = moves
                    .iter()
                    .map(|&mv| {
                        let mut child = board;
                        let _ = child.make_move(mv).unwrap();
                        child.count_legal()
                    })
                    .sum();
                assert_eq!(board.perft(2), made, "{board}");
                let mv = moves[rng.below(moves.len())];
                let _ = board.make_move(mv).unwrap();
            }
        }
    }
    assert!(positions > 10_000, "{positions} positions");
    // 371,075 of 595,824 quiet moves told, and 23,024 of 42,147 captures
    // (2026-11-27): the test is not a vacuous one.
    assert!(reused * 3 > quiet, "{reused} of {quiet} quiet moves told");
    assert!(opened > 1000, "{opened} changes told");
    // Moves that reach their king's zone (and take some of its moves away) told too,
    // and double pushes beside their pawns, with the en-passant captures they open.
    assert!(
        reaching > 1000,
        "{reaching} moves reaching their king's zone told"
    );
    assert!(
        passants > 100,
        "{passants} double pushes beside their pawns told"
    );
    assert!(plains * 4 > quiet, "{plains} of {quiet} told as a set");
    assert!(
        captures_told * 4 > captures,
        "{captures_told} of {captures} captures told"
    );
}
