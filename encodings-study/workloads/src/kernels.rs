//! The timed loops of the encodings benchmark's workloads, generic over the encoding,
//! and the types they read. `core` only, so that the `no_std` firmware runs the same
//! loops; each loop is an `#[inline(never)]` function
//! of its own, so that it is easy to find in a binary's assembly.

use core::hint::black_box;
use core::ops::Range;

use movegen::{Board, Encoding, Kind, MoveList, Piece, Square};

use crate::engine::{self, Scored};

/// A move as the generator describes it: the arguments of [`Encoding::pack`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Fields {
    /// The origin square.
    pub from: Square,
    /// The destination square.
    pub to: Square,
    /// The moving piece.
    pub piece: Piece,
    /// The captured piece, or [`Piece::EMPTY`].
    pub captured: Piece,
    /// The special field (promoted piece, pawn for en passant, king for castling).
    pub special: Piece,
}

/// A position of the set and where its moves are in the move arrays.
pub struct Position {
    /// The position.
    pub board: Board,
    /// Its piece on each square, by square index.
    pub mailbox: [Piece; 64],
    /// Where its moves are in the move arrays.
    pub moves: Range<usize>,
}

/// How many moves capture, castle, take en passant, promote, push two squares, and
/// the sum of the promoted kinds' codes.
pub type PredicateCounts = [u32; 6];

/// One number for a whole move: the sum of these over a move list checks every field.
#[inline(always)]
pub fn word(from: Square, to: Square, piece: Piece, captured: Piece, special: u8) -> u64 {
    from.to_u8() as u64
        | (to.to_u8() as u64) << 6
        | (piece.code() as u64) << 12
        | (captured.code() as u64) << 16
        | (special as u64) << 20
}

/// `pack`: every move packed from its fields into `out`.
#[inline(never)]
pub fn pack_all<E: Encoding>(fields: &[Fields], out: &mut [E]) {
    for (slot, f) in out.iter_mut().zip(fields) {
        *slot = E::pack(f.from, f.to, f.piece, f.captured, f.special);
    }
}

/// `unpack`: every field of every move read back, the pieces from the position's
/// mailbox when the encoding does not carry them; the sum of their [`word`]s.
#[inline(never)]
pub fn unpack_all<E: Encoding>(positions: &[Position], moves: &[E]) -> u64 {
    let mut sum = 0u64;
    for p in positions {
        for &mv in &moves[p.moves.clone()] {
            let (from, to, special) = (mv.from(), mv.to(), mv.special());
            let piece = match mv.piece() {
                Some(piece) => piece,
                None => p.mailbox[from.index()],
            };
            let captured = match mv.captured() {
                Some(captured) => captured,
                None if mv.is_en_passant() => Piece::new(piece.color().flip(), Kind::Pawn),
                None => p.mailbox[to.index()],
            };
            sum += word(from, to, piece, captured, special);
        }
    }
    sum
}

/// `predicates`: how many moves answer each predicate.
#[inline(never)]
pub fn predicates_all<E: Encoding>(moves: &[E]) -> PredicateCounts {
    let mut counts = [0u32; 6];
    for &mv in moves {
        counts[0] += u32::from(mv.is_capture());
        counts[1] += u32::from(mv.is_castle());
        counts[2] += u32::from(mv.is_en_passant());
        counts[3] += u32::from(mv.is_promotion());
        counts[4] += u32::from(mv.is_double_push());
        counts[5] += mv.promotion().map_or(0, |k| u32::from(k.code()));
    }
    counts
}

/// `generate`: every position's moves generated; how many.
#[inline(never)]
pub fn generate_all<E: Encoding>(positions: &[Position], list: &mut MoveList<E>) -> usize {
    let mut total = 0;
    for p in positions {
        p.board.generate_pseudo_legal(list);
        total += list.len();
        black_box(&*list);
    }
    total
}

/// `perft`: the pseudo-legal perft of every board to its depth.
#[inline(never)]
pub fn perft_all<E: Encoding>(boards: &[(Board, u32)]) -> u64 {
    boards
        .iter()
        .map(|(b, depth)| b.perft_pseudo_as::<E>(*depth))
        .sum()
}

/// The leaves below `board` at `depth` (at least 1), one move list per ply.
pub fn make_unmake<E: Encoding>(board: &mut Board, depth: u32, lists: &mut [MoveList<E>]) -> u64 {
    let (list, deeper) = lists.split_first_mut().expect("a move list per ply");
    board.generate_pseudo_legal(list);
    let mut nodes = 0;
    for &mv in list.iter() {
        if let Ok(undo) = board.make_pseudo_legal(mv) {
            nodes += if depth == 1 {
                1
            } else {
                make_unmake(board, depth - 1, deeper)
            };
            board.unmake_move(mv, undo);
        }
    }
    nodes
}

/// `make-unmake`: [`make_unmake`] of every board to its depth.
#[inline(never)]
pub fn make_unmake_all<E: Encoding>(boards: &[(Board, u32)], lists: &mut [MoveList<E>]) -> u64 {
    let mut nodes = 0;
    for (board, depth) in boards {
        nodes += make_unmake(&mut board.clone(), *depth, lists);
    }
    nodes
}

/// A checksum of an ordered list of moves: each move's [`engine::key`] times its place.
pub fn ordered_sum(keys: impl Iterator<Item = u32>) -> u64 {
    keys.zip(1u64..)
        .map(|(key, place)| key as u64 * place)
        .sum()
}

/// `order`: every position's moves scored and sorted; their [`ordered_sum`]s.
#[inline(never)]
pub fn order_all<E: Encoding>(
    positions: &[Position],
    moves: &[E],
    scored: &mut [Scored<E>],
) -> u64 {
    let mut sum = 0;
    for p in positions {
        let moves = &moves[p.moves.clone()];
        let scored = &mut scored[..moves.len()];
        for (slot, &mv) in scored.iter_mut().zip(moves) {
            *slot = (engine::score(&p.board, mv), mv);
        }
        engine::sort(scored);
        sum += ordered_sum(
            scored
                .iter()
                .map(|&(_, mv)| engine::key(mv.from(), mv.to(), mv.special())),
        );
    }
    sum
}
