//! The search's rules ([`Rules`]) for shakmaty: `Position::legal_moves` for the legal
//! moves, `Position::capture_moves` for the captures, and copy-make
//! (`Position::play_unchecked` on a clone), the crate's only way to play a move.
//!
//! shakmaty writes castling as the king's and the rook's squares; its key and its text
//! here use the king's destination (`e1g1`), as every crate's do.

use shakmaty::{Chess, Color, File, Move, Piece, Position, Role as Kind, Square};

use super::negamax::Rules;
use super::{Order, Role, material, order_key, uci};

/// shakmaty's rules for the search.
pub struct Shakmaty;

impl Rules for Shakmaty {
    type Position = Chess;
    type Move = Move;

    #[inline(always)]
    fn generate<T>(
        pos: &mut Chess,
        captures: bool,
        then: impl FnOnce(&mut Chess, &[Move], &mut Order) -> T,
    ) -> T {
        let moves = if captures {
            pos.capture_moves()
        } else {
            pos.legal_moves()
        };
        let mut order = Order::new();
        ordered(&moves, &mut order);
        then(pos, &moves, &mut order)
    }

    #[inline(always)]
    fn in_check(pos: &Chess) -> bool {
        pos.is_check()
    }

    #[inline(always)]
    fn evaluate(pos: &Chess) -> i32 {
        let board = pos.board();
        let us = pos.turn();
        let count = |color: Color, kind: Kind| board.by_piece(Piece { color, role: kind }).count();
        material(|role| {
            let kind = Kind::ALL[role as usize];
            count(us, kind) as i32 - count(!us, kind) as i32
        })
    }

    #[inline(always)]
    fn play<T>(pos: &mut Chess, mv: Move, then: impl FnOnce(&mut Chess) -> T) -> T {
        let mut child = pos.clone();
        child.play_unchecked(mv);
        then(&mut child)
    }

    fn text(_: &Chess, mv: Move) -> String {
        uci(
            usize::from(origin(mv)),
            usize::from(destination(mv)),
            mv.promotion().map(role),
        )
    }
}

/// The moves' keys into `order`.
#[inline(always)]
fn ordered(moves: &[Move], order: &mut Order) {
    for &mv in moves {
        order.push(order_key(
            mv.capture().map(role),
            role(mv.role()),
            usize::from(origin(mv)),
            usize::from(destination(mv)),
            mv.promotion().map(role),
        ));
    }
}

/// The move's origin (shakmaty's drops have none; standard chess has no drops).
#[inline(always)]
fn origin(mv: Move) -> Square {
    mv.from().expect("no drops in standard chess")
}

/// Where the move's piece lands: the king's destination for castling.
#[inline(always)]
fn destination(mv: Move) -> Square {
    match mv {
        Move::Castle { king, rook } => {
            let file = if rook > king { File::G } else { File::C };
            Square::from_coords(file, king.rank())
        }
        _ => mv.to(),
    }
}

/// The shared kind of the crate's role.
#[inline(always)]
fn role(kind: Kind) -> Role {
    Role::ALL[usize::from(kind) - 1]
}
