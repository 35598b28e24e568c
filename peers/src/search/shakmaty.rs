//! The search's rules ([`Rules`]) for shakmaty: `Position::legal_moves` for the legal
//! moves, `Position::capture_moves` for the captures, and copy-make
//! (`Position::play_unchecked` on a clone), the crate's only way to play a move; plain
//! ([`Shakmaty`], no key) or with its Zobrist key kept as an engine keeps it
//! ([`ShakmatyKeyed`]: `Position::update_zobrist_hash` before each move, from scratch
//! where it declines).
//!
//! shakmaty writes castling as the king's and the rook's squares; its key and its text
//! here use the king's destination (`e1g1`), as every crate's do.

use shakmaty::zobrist::Zobrist64;
use shakmaty::{
    Chess, Color, EnPassantMode, File, Move, MoveList, Piece, Position, Role as Kind, Square,
};

use super::negamax::Rules;
use super::{Order, Role, material, order_key, uci};

/// shakmaty's rules for the search, keeping no key.
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
        let (moves, mut order) = generate(pos, captures);
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

    /// No key is kept: computed from scratch (never read in the keyless table).
    fn key(pos: &Chess) -> u64 {
        scratch_key(pos)
    }

    fn scratch_key(pos: &Chess) -> u64 {
        scratch_key(pos)
    }
}

/// A shakmaty position with its key, kept as an engine keeps it.
#[derive(Clone)]
pub struct KeyedChess {
    /// The position.
    pub pos: Chess,
    /// Its key ([`scratch_key`] when made).
    pub key: u64,
}

impl KeyedChess {
    /// `pos` with its key.
    pub fn new(pos: Chess) -> KeyedChess {
        let key = scratch_key(&pos);
        KeyedChess { pos, key }
    }

    /// The position after `mv`, a legal move, with its key: updated from this one's,
    /// or computed from scratch where shakmaty declines to update it.
    #[inline(always)]
    pub fn after(&self, mv: Move) -> KeyedChess {
        let updated = self
            .pos
            .update_zobrist_hash(Zobrist64(self.key), mv, EnPassantMode::Legal);
        let mut pos = self.pos.clone();
        pos.play_unchecked(mv);
        let key = updated.map_or_else(|| scratch_key(&pos), |key| key.0);
        KeyedChess { pos, key }
    }
}

/// shakmaty's rules for the search, its key kept ([`KeyedChess`]).
pub struct ShakmatyKeyed;

impl Rules for ShakmatyKeyed {
    type Position = KeyedChess;
    type Move = Move;

    #[inline(always)]
    fn generate<T>(
        pos: &mut KeyedChess,
        captures: bool,
        then: impl FnOnce(&mut KeyedChess, &[Move], &mut Order) -> T,
    ) -> T {
        let (moves, mut order) = generate(&pos.pos, captures);
        then(pos, &moves, &mut order)
    }

    #[inline(always)]
    fn in_check(pos: &KeyedChess) -> bool {
        Shakmaty::in_check(&pos.pos)
    }

    #[inline(always)]
    fn evaluate(pos: &KeyedChess) -> i32 {
        Shakmaty::evaluate(&pos.pos)
    }

    #[inline(always)]
    fn play<T>(pos: &mut KeyedChess, mv: Move, then: impl FnOnce(&mut KeyedChess) -> T) -> T {
        then(&mut pos.after(mv))
    }

    fn text(root: &KeyedChess, mv: Move) -> String {
        Shakmaty::text(&root.pos, mv)
    }

    #[inline(always)]
    fn key(pos: &KeyedChess) -> u64 {
        pos.key
    }

    fn scratch_key(pos: &KeyedChess) -> u64 {
        scratch_key(&pos.pos)
    }
}

/// shakmaty's key of `pos` from scratch (the legal en-passant square's file hashed, as
/// movegen's key hashes it).
pub fn scratch_key(pos: &Chess) -> u64 {
    pos.zobrist_hash::<Zobrist64>(EnPassantMode::Legal).0
}

/// The legal moves (or the captures) and their order.
#[inline(always)]
fn generate(pos: &Chess, captures: bool) -> (MoveList, Order) {
    let moves = if captures {
        pos.capture_moves()
    } else {
        pos.legal_moves()
    };
    let mut order = Order::new();
    for &mv in &moves {
        order.push(order_key(
            mv.capture().map(role),
            role(mv.role()),
            usize::from(origin(mv)),
            usize::from(destination(mv)),
            mv.promotion().map(role),
        ));
    }
    (moves, order)
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
