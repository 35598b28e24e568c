//! The search's rules ([`Rules`]) for the `chess` crate: `MoveGen::new_legal` for the
//! legal moves, the same with its iterator masked to the other side's pieces and the
//! en-passant square for the captures, and copy-make (`Board::make_move_new`), the
//! crate's only way to play a move.

use arrayvec::ArrayVec;
use chess::{BitBoard, Board, ChessMove, EMPTY, MoveGen, Piece};

use super::negamax::Rules;
use super::{MAX_MOVES, Order, Role, material, order_key, uci};

/// The `chess` crate's rules for the search.
pub struct Chess;

impl Rules for Chess {
    type Position = Board;
    type Move = ChessMove;

    /// The moves of `MoveGen::new_legal`; with `captures`, its iterator masked to
    /// `targets` and only the moves that take a piece kept.
    #[inline(always)]
    fn generate<T>(
        board: &mut Board,
        captures: bool,
        then: impl FnOnce(&mut Board, &[ChessMove], &mut Order) -> T,
    ) -> T {
        let mut generator = MoveGen::new_legal(board);
        if captures {
            generator.set_iterator_mask(targets(board));
        }
        // The pieces read from a copy that the generator's calls cannot reach, so that
        // the compiler keeps them in registers (it cannot tell that those calls leave
        // `board`, held by `&mut`, alone).
        let pieces = *board;
        let (mut moves, mut order) = (ArrayVec::<_, MAX_MOVES>::new(), Order::new());
        for mv in generator {
            let (from, to) = (mv.get_source(), mv.get_dest());
            let attacker = pieces.piece_on(from).expect("a piece on the origin");
            let victim = match pieces.piece_on(to) {
                None if attacker == Piece::Pawn && from.get_file() != to.get_file() => {
                    Some(Piece::Pawn)
                }
                victim => victim,
            };
            if captures && victim.is_none() {
                continue;
            }
            order.push(order_key(
                victim.map(role),
                role(attacker),
                from.to_index(),
                to.to_index(),
                mv.get_promotion().map(role),
            ));
            moves.push(mv);
        }
        then(board, &moves, &mut order)
    }

    #[inline(always)]
    fn in_check(board: &Board) -> bool {
        *board.checkers() != EMPTY
    }

    #[inline(always)]
    fn evaluate(board: &Board) -> i32 {
        let us = *board.color_combined(board.side_to_move());
        let them = *board.color_combined(!board.side_to_move());
        material(|role| {
            let pieces = *board.pieces(chess::ALL_PIECES[role as usize]);
            (pieces & us).popcnt() as i32 - (pieces & them).popcnt() as i32
        })
    }

    #[inline(always)]
    fn play<T>(board: &mut Board, mv: ChessMove, then: impl FnOnce(&mut Board) -> T) -> T {
        then(&mut board.make_move_new(mv))
    }

    fn text(_: &Board, mv: ChessMove) -> String {
        uci(
            mv.get_source().to_index(),
            mv.get_dest().to_index(),
            mv.get_promotion().map(role),
        )
    }

    #[inline(always)]
    fn key(board: &Board) -> u64 {
        board.get_hash()
    }

    fn scratch_key(board: &Board) -> u64 {
        scratch_key(board)
    }
}

/// The crate's key computed anew: its only way is a board read from the FEN.
pub fn scratch_key(board: &Board) -> u64 {
    let fen = board.to_string();
    fen.parse::<Board>().expect("its own FEN").get_hash()
}

/// What a capture lands on: the other side's pieces, and the en-passant square (the
/// crate names the pawn that may be taken; the capture lands one square beyond it).
/// Other pieces' quiet moves to that square are dropped by `generate`.
#[inline(always)]
fn targets(board: &Board) -> BitBoard {
    let us = board.side_to_move();
    let ep = board
        .en_passant()
        .map_or(EMPTY, |pawn| BitBoard::from_square(pawn.uforward(us)));
    *board.color_combined(!us) | ep
}

/// The shared kind of the crate's piece.
#[inline(always)]
fn role(piece: Piece) -> Role {
    Role::ALL[piece.to_index()]
}
