//! The engine parts of the `order` and `search` workloads, written as an engine would
//! use its moves and over `movegen`'s public API only: MVV-LVA scores (the pieces from
//! the move when the encoding carries them, from the board otherwise), a stable sort
//! (of scored pairs for `order`; of the move list itself, in place, for the search),
//! a transposition table of a fixed size in bytes keyed by the board's own Zobrist key,
//! whose entries hold the move in the encoding under test, two killer moves per ply
//! compared by equality, and a fixed-depth alpha-beta (negamax over material) whose
//! moves come in stages: the table's move first (checked with
//! `Board::is_pseudo_legal`, as a stored move may be another position's), then the
//! captures and promotions, then the quiet moves, each stage generated only when the
//! one before it did not cut off; below the last ply, a quiescence search of the
//! captures and promotions that static exchange evaluation does not call losing.
//!
//! `core` only, and every buffer is the caller's, so that the `no_std` firmware runs
//! the same search. The search itself ([`Search`]) needs the `search` feature, which
//! turns on movegen's Zobrist keys.

use movegen::{Bitboard, Board, Color, Encoding, Kind, MoveKinds, MoveList, Piece, Square};

/// A move and its ordering score.
pub type Scored<E> = (u16, E);

/// The MVV-LVA rank of each kind code (0 none, pawn 1, king 2, knight 3, bishop 5,
/// rook 6, queen 7): pawn 1, knight 2, bishop 3, rook 4, queen 5, king 6.
const RANK: [u16; 8] = [0, 1, 6, 2, 0, 3, 4, 5];

/// Material in centipawns by kind code (the king counts nothing).
const VALUE: [i32; 8] = [0, 100, 0, 300, 0, 300, 500, 900];

/// The ordering score of a move: captures by most valuable victim, then least valuable
/// attacker (64 and up), plus 8 per rank of a promoted piece; quiet moves 0.
#[inline(always)]
pub fn mvv_lva(attacker: Piece, victim: Piece, promotion: u8) -> u16 {
    let capture = if victim.is_empty() {
        0
    } else {
        64 + 8 * RANK[victim.kind_code() as usize] - RANK[attacker.kind_code() as usize]
    };
    capture + 8 * RANK[promotion as usize & 7]
}

/// [`mvv_lva`] of `mv` in `board`: the moving and the captured piece from the move
/// where the encoding carries them, otherwise from the board.
#[inline(always)]
pub fn score<E: Encoding>(board: &Board, mv: E) -> u16 {
    let attacker = match mv.piece() {
        Some(piece) => piece,
        None => board.piece_at(mv.from()).unwrap_or(Piece::EMPTY),
    };
    let victim = match mv.captured() {
        Some(captured) => captured,
        None if mv.is_en_passant() => Piece::new(Color::White, Kind::Pawn),
        None => board.piece_at(mv.to()).unwrap_or(Piece::EMPTY),
    };
    let promotion = mv.promotion().map_or(0, Kind::code);
    mvv_lva(attacker, victim, promotion)
}

/// Sorts by score, highest first, keeping the given order among equal scores (an
/// insertion sort: stable, in place, no allocation, quick on move lists).
#[inline(never)]
pub fn sort<E: Copy>(scored: &mut [Scored<E>]) {
    for i in 1..scored.len() {
        let item = scored[i];
        let mut j = i;
        while j > 0 && scored[j - 1].0 < item.0 {
            scored[j] = scored[j - 1];
            j -= 1;
        }
        scored[j] = item;
    }
}

/// Sorts `moves` in place by `order`, highest first, keeping the given order among
/// equal keys: [`sort`] on the moves themselves (through `MoveList`'s mutable slice),
/// each key computed when it is compared. `core` only: the standard library's stable
/// `sort_by_key` needs `alloc`, and `sort_unstable_by_key` would reorder equals.
#[inline(always)]
pub fn sort_moves<E: Copy>(moves: &mut [E], mut order: impl FnMut(E) -> u16) {
    for i in 1..moves.len() {
        let item = moves[i];
        let key = order(item);
        let mut j = i;
        while j > 0 && order(moves[j - 1]) < key {
            moves[j] = moves[j - 1];
            j -= 1;
        }
        moves[j] = item;
    }
}

/// One number for a move that is the same in every encoding: from, to, and the
/// special field's kind code.
#[inline(always)]
pub fn key(from: Square, to: Square, special: u8) -> u32 {
    from.to_u8() as u32 | (to.to_u8() as u32) << 6 | (special as u32) << 12
}

/// What a stored score is: exact, at least (a cut-off), at most (no move raised alpha).
#[cfg(feature = "search")]
const EXACT: u32 = 0;
#[cfg(feature = "search")]
const LOWER: u32 = 1;
#[cfg(feature = "search")]
const UPPER: u32 = 2;

/// A transposition-table entry: a lock (the hash's top 24 bits, the depth and the
/// bound in the low byte), the score and the best move in the encoding under test.
/// Eight bytes with a 16-bit move, twelve with a 32-bit one.
#[cfg(feature = "search")]
#[derive(Clone, Copy, Default)]
pub struct Entry<E> {
    lock: u32,
    score: i16,
    mv: E,
}

#[cfg(feature = "search")]
impl<E> Entry<E> {
    /// The entries a table of `bytes` holds.
    pub const fn per(bytes: usize) -> usize {
        bytes / size_of::<Entry<E>>()
    }
}

/// The lock of `hash` at `depth` (1 to 63) with `bound`.
#[cfg(feature = "search")]
#[inline(always)]
fn lock(hash: u64, depth: u32, bound: u32) -> u32 {
    ((hash >> 32) as u32 & !0xff) | depth << 2 | bound
}

/// The deepest search the killer buffers hold.
pub const MAX_DEPTH: usize = 8;

/// The quiescence search's plies below the last: beyond them a position is scored as
/// it stands. A search to depth `d` needs `d + QUIESCENCE_PLIES` [`Ply`] buffers.
pub const QUIESCENCE_PLIES: usize = 6;

/// The score of a side that is mated (the same at every ply, so that a stored score
/// does not depend on the path to its position).
pub const MATE: i32 = 30_000;

/// The stages of a node's moves.
#[cfg(feature = "search")]
#[derive(Clone, Copy, PartialEq, Eq)]
enum Stage {
    /// The transposition table's move.
    Table,
    /// Captures and promotions, by MVV-LVA.
    Captures,
    /// The other moves, the killers first.
    Quiets,
}

/// A fixed-depth alpha-beta search with the encoding `E`.
#[cfg(feature = "search")]
pub struct Search<'a, E> {
    /// The position searched, made and unmade in place.
    pub board: Board,
    /// The transposition table, cleared before each search.
    pub table: &'a mut [Entry<E>],
    /// Two killer moves per ply.
    pub killers: [[E; 2]; MAX_DEPTH],
    /// Nodes visited (every call of `negamax`).
    pub nodes: u64,
}

/// A ply's move list, sorted in place.
pub type Ply<E> = MoveList<E>;

/// A ply's buffers, empty.
pub fn ply<E: Encoding>() -> Ply<E> {
    MoveList::default()
}

/// What a search found at the root: the score (centipawns, for the side to move), the
/// best move (as [`key`]), and how many nodes it visited.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Found {
    /// The root's score.
    pub score: i32,
    /// The root's best move, as [`key`].
    pub best: u32,
    /// The nodes visited.
    pub nodes: u64,
}

/// Material for the side to move, in centipawns.
pub fn material(board: &Board) -> i32 {
    let us = board.side_to_move();
    let mut total = 0;
    for kind in [
        Kind::Pawn,
        Kind::Knight,
        Kind::Bishop,
        Kind::Rook,
        Kind::Queen,
    ] {
        let value = VALUE[kind.code() as usize];
        total += value * board.pieces(us, kind).count() as i32;
        total -= value * board.pieces(us.flip(), kind).count() as i32;
    }
    total
}

#[cfg(feature = "search")]
impl<E: Encoding> Search<'_, E> {
    /// Searches `self.board` to `depth` from a cleared table, with a [`Ply`] of
    /// buffers for each ply and each quiescence ply (`depth` + [`QUIESCENCE_PLIES`]
    /// of them).
    pub fn root(&mut self, depth: u32, plies: &mut [Ply<E>]) -> Found {
        self.table.fill(Entry::default());
        self.killers = [[E::default(); 2]; MAX_DEPTH];
        self.nodes = 0;
        let mut best = E::default();
        let score = self.negamax(plies, depth, 0, -MATE - 1, MATE + 1, &mut best);
        Found {
            score,
            best: key(best.from(), best.to(), best.special()),
            nodes: self.nodes,
        }
    }

    /// The score of `self.board` searched to `depth` within `alpha..beta` (fail-hard);
    /// the best move in `best`.
    fn negamax(
        &mut self,
        plies: &mut [Ply<E>],
        depth: u32,
        ply: usize,
        mut alpha: i32,
        beta: i32,
        best: &mut E,
    ) -> i32 {
        self.nodes += 1;
        if depth == 0 {
            return self.quiesce(plies, QUIESCENCE_PLIES, alpha, beta);
        }
        // The board's own Zobrist key (Polyglot's), kept up to date by make and unmake.
        let hash = self.board.polyglot_key();
        let slot = (((hash as u32 as u64) * self.table.len() as u64) >> 32) as usize;
        let entry = self.table[slot];
        let mut hash_move = None;
        if entry.lock & !0xff == (hash >> 32) as u32 & !0xff {
            hash_move = Some(entry.mv);
            let score = i32::from(entry.score);
            if entry.lock >> 2 & 0x3f == depth {
                match entry.lock & 3 {
                    EXACT => return score,
                    LOWER if score >= beta => return beta,
                    UPPER if score <= alpha => return alpha,
                    _ => {}
                }
            }
        }

        let (list, deeper) = plies.split_first_mut().expect("a ply's buffers");
        let killers = self.killers[ply];
        let mut bound = UPPER;
        let mut legal = false;
        let mut best_here = E::default();
        let mut reply = E::default();
        // The table's move, then the captures and promotions, then the quiet moves.
        for stage in [Stage::Table, Stage::Captures, Stage::Quiets] {
            match stage {
                Stage::Table => {
                    list.clear();
                    if let Some(mv) = hash_move
                        && self.board.is_pseudo_legal(mv)
                    {
                        list.push(mv);
                    }
                }
                Stage::Captures => {
                    self.board
                        .generate_kinds(MoveKinds::Noisy, Bitboard::FULL, list);
                    list.retain(|&mv| Some(mv) != hash_move);
                    let board = &self.board;
                    sort_moves(list, |mv| score(board, mv));
                }
                Stage::Quiets => {
                    self.board
                        .generate_kinds(MoveKinds::Calm, Bitboard::FULL, list);
                    list.retain(|&mv| Some(mv) != hash_move);
                    sort_moves(list, |mv| {
                        if mv == killers[0] {
                            2
                        } else if mv == killers[1] {
                            1
                        } else {
                            0
                        }
                    });
                }
            }
            for &mv in list.iter() {
                let Ok(undo) = self.board.make_pseudo_legal(mv) else {
                    continue;
                };
                legal = true;
                let score = -self.negamax(deeper, depth - 1, ply + 1, -beta, -alpha, &mut reply);
                self.board.unmake_move(mv, undo);
                if score >= beta {
                    if !mv.is_capture() && !mv.is_promotion() && mv != self.killers[ply][0] {
                        self.killers[ply] = [mv, self.killers[ply][0]];
                    }
                    self.store(slot, hash, depth, LOWER, beta, mv);
                    *best = mv;
                    return beta;
                }
                if score > alpha {
                    alpha = score;
                    bound = EXACT;
                    best_here = mv;
                }
            }
        }
        if !legal {
            return if self.board.in_check() { -MATE } else { 0 };
        }
        self.store(slot, hash, depth, bound, alpha, best_here);
        *best = best_here;
        alpha
    }

    /// The quiescence search: the score as the position stands, or better by the
    /// captures and promotions that static exchange evaluation does not call losing
    /// (`Board::see_ge(mv, 0)`), `plies` more at most (fail-hard).
    fn quiesce(&mut self, plies: &mut [Ply<E>], left: usize, mut alpha: i32, beta: i32) -> i32 {
        if left < QUIESCENCE_PLIES {
            // The last ply's call was counted by `negamax`.
            self.nodes += 1;
        }
        let stand = material(&self.board);
        if stand >= beta {
            return beta;
        }
        alpha = alpha.max(stand);
        if left == 0 {
            return alpha;
        }
        let (list, deeper) = plies.split_first_mut().expect("a ply's buffers");
        self.board
            .generate_kinds(MoveKinds::Noisy, Bitboard::FULL, list);
        let board = &self.board;
        sort_moves(list, |mv| score(board, mv));
        for &mv in list.iter() {
            if !self.board.see_ge(mv, 0) {
                continue;
            }
            let Ok(undo) = self.board.make_pseudo_legal(mv) else {
                continue;
            };
            let score = -self.quiesce(deeper, left - 1, -beta, -alpha);
            self.board.unmake_move(mv, undo);
            if score >= beta {
                return beta;
            }
            alpha = alpha.max(score);
        }
        alpha
    }

    #[inline(always)]
    fn store(&mut self, slot: usize, hash: u64, depth: u32, bound: u32, score: i32, mv: E) {
        self.table[slot] = Entry {
            lock: lock(hash, depth, bound),
            score: score as i16,
            mv,
        };
    }
}
