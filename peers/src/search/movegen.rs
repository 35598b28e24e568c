//! The search's rules ([`Rules`]) for movegen, in any encoding and either way of
//! playing a move ([`PlayMode`]): the legal moves from `Board::generate_legal`, the
//! captures from `Board::generate_legal_kinds(MoveKinds::Captures, ..)`.

use core::marker::PhantomData;

use movegen::{Bitboard, Board, Encoding, Kind, MoveKinds, MoveList, Piece, Square};

use super::negamax::Rules;
use super::{Order, Role, material, order_key};
use crate::play_mode::PlayMode;

/// movegen's rules for the search: moves in the encoding `E`, played by `P`.
pub struct Movegen<E, P>(PhantomData<(E, P)>);

impl<E: Encoding, P: PlayMode> Rules for Movegen<E, P> {
    type Position = Board;
    type Move = E;

    #[inline(always)]
    fn generate<T>(
        board: &mut Board,
        captures: bool,
        then: impl FnOnce(&mut Board, &[E], &mut Order) -> T,
    ) -> T {
        let mut moves = MoveList::<E>::default();
        if captures {
            board.generate_legal_kinds(MoveKinds::Captures, Bitboard::FULL, &mut moves);
        } else {
            board.generate_legal(&mut moves);
        }
        let mut order = Order::new();
        ordered(board, &moves, &mut order);
        then(board, &moves, &mut order)
    }

    #[inline(always)]
    fn in_check(board: &Board) -> bool {
        board.in_check()
    }

    #[inline(always)]
    fn evaluate(board: &Board) -> i32 {
        let us = board.side_to_move();
        material(|role| {
            let kind = Kind::ALL[role as usize];
            board.pieces(us, kind).count() as i32 - board.pieces(us.flip(), kind).count() as i32
        })
    }

    #[inline(always)]
    fn play<T>(board: &mut Board, mv: E, then: impl FnOnce(&mut Board) -> T) -> T {
        P::play(board, mv, then)
    }

    fn text(_: &Board, mv: E) -> String {
        mv.to_string()
    }

    #[inline(always)]
    fn key(board: &Board) -> u64 {
        board.key()
    }

    fn scratch_key(board: &Board) -> u64 {
        board.compute_key()
    }
}

/// The moves' keys into `order`: victim and attacker from the move where the encoding
/// carries them, from the board's mailbox where it does not (`Packed16`).
#[inline(always)]
fn ordered<E: Encoding>(board: &Board, moves: &MoveList<E>, order: &mut Order) {
    let kind_on = |sq: Square| board.piece_at(sq).and_then(Piece::kind);
    for &mv in moves.iter() {
        let (from, to) = (mv.from(), mv.to());
        let victim = if mv.is_en_passant() {
            Some(Kind::Pawn)
        } else {
            match mv.captured() {
                Some(captured) => captured.kind(),
                None => kind_on(to),
            }
        };
        let attacker = mv.piece_kind().or_else(|| kind_on(from));
        order.push(order_key(
            victim.map(role),
            role(attacker.expect("a piece on the origin")),
            from.index(),
            to.index(),
            mv.promotion().map(role),
        ));
    }
}

/// The shared kind of movegen's.
#[inline(always)]
fn role(kind: Kind) -> Role {
    Role::ALL[kind.index()]
}
