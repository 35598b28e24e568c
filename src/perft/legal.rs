//! The legal perft: [`Board::perft`] and [`Board::divide`] with copy-make (a child per
//! move, played on a copy of the parent), and [`Board::perft_legal_as`], the same
//! generator with a move list and make/unmake.

use super::children::Children;
use super::copy_make::CopyMake;
use super::memo::{Memo, NoMemo};
use super::scratch::Scratch;
use crate::Move;
use crate::board::Board;
use crate::castling::{CastlingRules, CastlingTable};
use crate::encoding::Encoding;
use crate::generate::sink::Packer;
use crate::move_list::MoveList;
use crate::position::Position;

/// Whether the positions of the last ply but one get a generator of their own, whose
/// children are played on a [`Scratch`] copy. Not on 32-bit Arm, where one more copy of
/// the legal generator does not fit the micro:bit's 64 KiB of flash (`docs/microcontrollers.md`).
const LEAF_PARENTS_APART: bool = !cfg!(target_arch = "arm");

impl Position {
    /// Legal perft to `depth` (at least 1), counting the last ply in bulk and below
    /// each child through `memo`.
    #[inline(always)]
    pub(crate) fn perft_with<M: Memo>(
        &self,
        castling: &impl CastlingRules,
        depth: u32,
        memo: &mut M,
    ) -> u64 {
        // The unit tests check every copy-made child's key against the key from scratch.
        #[cfg(test)]
        if <M::Writes as crate::play::Writes>::KEYED {
            assert_eq!(self.state.key, self.compute_key(castling));
        }
        if depth <= 1 {
            return self.count_legal(castling);
        }
        let key = memo.key(self, castling);
        if let Some(nodes) = memo.probe(key, depth) {
            return nodes;
        }
        let nodes = if depth == 2 && LEAF_PARENTS_APART {
            // The last ply but one: a generator of its own, in which every child goes
            // straight to the leaf counter (no depth to test, no recursion to keep room
            // for, no key to compute).
            self.count_children(castling, &mut Scratch::new(self, castling))
        } else {
            self.count_children(
                castling,
                &mut CopyMake {
                    memo,
                    depth: depth - 1,
                },
            )
        };
        memo.store(key, depth, nodes);
        nodes
    }

    /// The leaves below every child, each counted by `child`.
    #[inline(always)]
    fn count_children<C: super::children::CountChild>(
        &self,
        castling: &impl CastlingRules,
        child: &mut C,
    ) -> u64 {
        let mut children = Children {
            parent: self,
            castling,
            nodes: 0,
            child,
        };
        self.generate_legal_into(castling, &mut children);
        children.nodes
    }
}

impl Board {
    /// Counts the leaf nodes of the legal move tree to `depth` with the fully legal
    /// generator, counting the last ply by population counts (bulk counting). Each
    /// child is a copy of the board's bitboards with the move played on it (copy-make):
    /// no move list, no encoding, nothing unmade.
    ///
    /// ```
    /// use movegen::Board;
    /// assert_eq!(Board::default().perft(3), 8902);
    /// ```
    #[inline]
    pub fn perft(&self, depth: u32) -> u64 {
        match depth {
            0 => 1,
            _ => self
                .pos
                .perft_with(&CastlingTable::new(&self.castling), depth, &mut NoMemo),
        }
    }

    /// Perft with the legal generator and the move encoding `E`: the moves of each
    /// position above the last ply packed into a list and made and unmade on the board;
    /// at depth 1 the legal moves are counted by population counts, without being
    /// generated one by one. ([`Board::perft`] copies a small position for each child
    /// instead, with no list and no encoding, which is faster.)
    ///
    /// ```
    /// use movegen::{Board, Packed16};
    /// assert_eq!(Board::default().perft_legal_as::<Packed16>(3), 8902);
    /// ```
    pub fn perft_legal_as<E: Encoding>(&self, depth: u32) -> u64 {
        let mut board = *self;
        board.perft_legal_inner::<E>(depth)
    }

    fn perft_legal_inner<E: Encoding>(&mut self, depth: u32) -> u64 {
        match depth {
            0 => 1,
            1 => self.count_legal(),
            _ => {
                let mut list = MoveList::<E>::default();
                self.pos.generate_legal_into(
                    &self.castling,
                    &mut Packer {
                        list: &mut list,
                        mailbox: &self.mailbox,
                    },
                );
                let mut nodes = 0;
                for &mv in list.iter() {
                    let undo = self.apply(mv.from(), mv.to(), mv.special());
                    nodes += self.perft_legal_inner::<E>(depth - 1);
                    self.unmake_move(mv, undo);
                }
                nodes
            }
        }
    }

    /// Perft split by root move, with the legal generator of [`Board::perft`]: calls
    /// `each` with every legal move (in the order of [`Board::legal_moves`]) and the
    /// leaf count below it, and returns the total, which equals [`Board::perft`].
    ///
    /// ```
    /// use movegen::Board;
    /// let mut lines = Vec::new();
    /// let total = Board::default().divide(2, |mv, nodes| lines.push(format!("{mv}: {nodes}")));
    /// assert_eq!((lines.len(), total), (20, 400));
    /// assert!(lines.contains(&"e2e4: 20".to_string()));
    /// ```
    pub fn divide(&self, depth: u32, each: impl FnMut(Move, u64)) -> u64 {
        self.divide_in::<Move>(depth, each)
    }

    /// [`Board::divide`] with the moves in the encoding `E`.
    fn divide_in<E: Encoding>(&self, depth: u32, mut each: impl FnMut(E, u64)) -> u64 {
        if depth == 0 {
            return 1;
        }
        let mut total = 0;
        let mut moves = MoveList::<E>::default();
        self.generate_legal(&mut moves);
        let castling = CastlingTable::new(&self.castling);
        for &mv in moves.iter() {
            let mut child = *self;
            let _ = child.apply(mv.from(), mv.to(), mv.special());
            let nodes = match depth {
                1 => 1,
                _ => child.pos.perft_with(&castling, depth - 1, &mut NoMemo),
            };
            each(mv, nodes);
            total += nodes;
        }
        total
    }
}

#[cfg(all(test, feature = "zobrist"))]
mod tests {
    use crate::{Board, PerftEntry, PerftTable};

    /// Copy-make keeps the key when asked for it: the hashed perft checks each child's key
    /// against the key from scratch (in unit tests), here on every position of the
    /// standard and Chess960 suites, with a table too small to answer most probes.
    #[test]
    fn copy_made_children_keep_their_keys() {
        let suite = concat!(
            include_str!("../../tests/data/standard.epd"),
            include_str!("../../tests/data/chess960.epd")
        );
        let mut buffer = [PerftEntry::EMPTY; 64];
        let mut table = PerftTable::new(&mut buffer).expect("64 entries");
        let mut positions = 0;
        for line in suite.lines() {
            let Some(fen) = line
                .split(';')
                .next()
                .filter(|f| !f.trim().is_empty() && !f.starts_with('#'))
            else {
                continue;
            };
            let board: Board = fen.trim().parse().expect("the suite's FENs are valid");
            assert_eq!(board.key(), board.compute_key());
            assert_eq!(board.perft_hashed(3, &mut table), board.perft(3), "{fen}");
            positions += 1;
        }
        assert!(positions >= 160);
    }
}
