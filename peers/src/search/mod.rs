//! One engine search written once ([`negamax`], over a crate's [`Rules`]), each crate's
//! rules (movegen, chess, cozy-chess, shakmaty), and what they share so that every one
//! of them visits the same nodes: the piece values, the move order's key, the bounds
//! and the result.
//!
//! Squares are numbered `a1 = 0` to `h8 = 63` in every crate; castling is written and
//! keyed by the king's destination (`e1g1`), as the UCI protocol writes it.

use arrayvec::ArrayVec;

pub mod chess;
pub mod cozy;
pub mod movegen;
pub mod negamax;
pub mod shakmaty;

pub use negamax::{Rules, search};

/// A checkmate's score at the root: mated at ply `p` scores `p - MATE`.
pub const MATE: i32 = 30_000;

/// The root's window, beyond any score.
pub const INFINITY: i32 = 32_000;

/// A piece's kind, the same for every crate: what the material and the move order read.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Role {
    /// A pawn.
    Pawn,
    /// A knight.
    Knight,
    /// A bishop.
    Bishop,
    /// A rook.
    Rook,
    /// A queen.
    Queen,
    /// A king.
    King,
}

impl Role {
    /// Every kind in the order of [`VALUES`] (which matches movegen's `Kind::index`,
    /// chess's `Piece::to_index` and cozy-chess's `Piece`).
    pub const ALL: [Role; 6] = [
        Role::Pawn,
        Role::Knight,
        Role::Bishop,
        Role::Rook,
        Role::Queen,
        Role::King,
    ];

    /// The kinds the material counts: all but the king.
    pub const MATERIAL: [Role; 5] = [
        Role::Pawn,
        Role::Knight,
        Role::Bishop,
        Role::Rook,
        Role::Queen,
    ];

    /// The UCI promotion letter.
    pub fn letter(self) -> char {
        ['p', 'n', 'b', 'r', 'q', 'k'][self as usize]
    }
}

/// The material values, indexed by `Role as usize`: pawn 100, knight 300, bishop 300,
/// rook 500, queen 900 (the king's, 0, is never counted: each side has one).
pub const VALUES: [i32; 6] = [100, 300, 300, 500, 900, 0];

/// The material from the side to move's view: the sum over the kinds of [`VALUES`]
/// times `difference(kind)`, the side to move's count of that kind less the other's.
#[inline(always)]
pub fn material(mut difference: impl FnMut(Role) -> i32) -> i32 {
    Role::MATERIAL
        .iter()
        .map(|&role| VALUES[role as usize] * difference(role))
        .sum()
}

/// The move order's key, smaller first, unique among a position's legal moves:
///
/// 1. the most valuable victim first (by [`VALUES`]; a knight and a bishop alike; en
///    passant takes a pawn; moves that take nothing last);
/// 2. then the least valuable attacker (by [`VALUES`], the king after the queen);
/// 3. then the origin square, ascending;
/// 4. then the destination square (the king's for castling), ascending;
/// 5. then the promotion: none, queen, rook, bishop, knight.
///
/// The key fits in 23 bits: victim (4), attacker (4), from (6), to (6), promotion (3).
#[inline(always)]
pub fn order_key(
    victim: Option<Role>,
    attacker: Role,
    from: usize,
    to: usize,
    promotion: Option<Role>,
) -> u32 {
    let victim = victim.map_or(0, |role| VALUES[role as usize] / 100) as u32;
    let attacker = match attacker {
        Role::King => 10,
        role => (VALUES[role as usize] / 100) as u32,
    };
    let promotion = match promotion {
        None => 0,
        Some(Role::Queen) => 1,
        Some(Role::Rook) => 2,
        Some(Role::Bishop) => 3,
        Some(_) => 4,
    };
    (9 - victim) << 19 | attacker << 15 | (from as u32) << 9 | (to as u32) << 3 | promotion
}

/// The most moves of one position (218 is the most any legal position has).
pub const MAX_MOVES: usize = 256;

/// A node's move order: each move's [`order_key`] beside its index in the crate's own
/// list, picked one at a time ([`Order::pick`]), as engines pick them.
#[derive(Default)]
pub struct Order {
    keys: ArrayVec<u32, MAX_MOVES>,
    /// How many have been picked: `keys[..picked]` in order, the rest not yet.
    picked: usize,
}

impl Order {
    /// An empty order.
    #[inline(always)]
    pub fn new() -> Self {
        Order {
            keys: ArrayVec::new(),
            picked: 0,
        }
    }

    /// Adds the next move of the list (index `len()`) with its key.
    #[inline(always)]
    pub fn push(&mut self, key: u32) {
        let index = self.keys.len() as u32;
        self.keys.push(key << 8 | index);
    }

    /// The number of moves added.
    #[inline(always)]
    pub fn len(&self) -> usize {
        self.keys.len()
    }

    /// Whether no move was added.
    #[inline(always)]
    pub fn is_empty(&self) -> bool {
        self.keys.is_empty()
    }

    /// The index of the move with the smallest key of those not yet picked, or `None`
    /// when every move has been. The first [`Order::SELECTED`] are selected (the smallest
    /// of those left swapped to their front), as engines pick them, so that a node cut
    /// off early pays for no more; a node that goes on past them has the rest sorted
    /// once. The keys are unique (each carries its index), so the moves come in the
    /// order a sort of the whole list would give.
    #[inline(always)]
    pub fn pick(&mut self) -> Option<usize> {
        let left = self.keys.get_mut(self.picked..)?;
        let first = *left.first()?;
        let key = if self.picked < Self::SELECTED {
            let (mut best, mut smallest) = (0, first);
            for (i, &key) in left.iter().enumerate().skip(1) {
                if key < smallest {
                    (best, smallest) = (i, key);
                }
            }
            left.swap(0, best);
            smallest
        } else {
            if self.picked == Self::SELECTED {
                left.sort_unstable();
            }
            left[0]
        };
        self.picked += 1;
        Some((key & 0xff) as usize)
    }

    /// How many moves are selected one at a time before the rest are sorted.
    pub const SELECTED: usize = 2;
}

/// A move as UCI text from its squares (`a1 = 0`) and promotion: `e7e8q`.
pub fn uci(from: usize, to: usize, promotion: Option<Role>) -> String {
    let square = |sq: usize| {
        let file = char::from(b'a' + (sq % 8) as u8);
        let rank = char::from(b'1' + (sq / 8) as u8);
        [file, rank]
    };
    let mut text: String = square(from).into_iter().chain(square(to)).collect();
    text.extend(promotion.map(Role::letter));
    text
}

/// What a search returns, equal for every crate on every position.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct SearchResult {
    /// The root's score from the side to move's view (centipawns; `MATE - p` for a
    /// mate in `p` plies).
    pub score: i32,
    /// The nodes visited (see [`negamax`]).
    pub nodes: u64,
    /// The best move as UCI text (`e1g1` for castling), `0000` when the root has no
    /// legal move.
    pub best: String,
}

impl std::fmt::Display for SearchResult {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "score {} nodes {} best {}",
            self.score, self.nodes, self.best
        )
    }
}
