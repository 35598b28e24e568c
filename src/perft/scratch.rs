//! The last ply but one: each child's moves counted by the leaf counter on a scratch
//! copy of the parent, on which the move is played and then taken back. That writes a
//! few boards where a copy-made child writes the whole position; nothing is looked up
//! or remembered for these children, so none needs its key (in the hashed perft too).
//! A quiet move that leaves the other side's replies as they are with the move passed
//! is not played at all: its count is the null count, taken once (`replies.rs`).

use super::children::CountChild;
use super::replies::Replies;
use crate::castling::Castling;
use crate::play::{Bitboards, Change, Play, Writes};
use crate::position::Position;

/// The parent with the other side to move and no en-passant square; between two
/// children, the parent's pieces and rights again.
pub(crate) struct Scratch {
    pos: Position,
    /// What the replies depend on, when the parent is not in check.
    replies: Option<Replies>,
    /// The replies with the move passed, once counted.
    null: Option<u64>,
}

impl Scratch {
    /// Ready for the children of `parent`.
    #[inline(always)]
    pub(crate) fn new(parent: &Position, castling: &Castling) -> Scratch {
        let mut pos = *parent;
        pos.side = parent.side.flip();
        pos.ep = None;
        Scratch {
            pos,
            replies: Replies::of(parent, castling),
            null: None,
        }
    }
}

impl CountChild for Scratch {
    #[inline(always)]
    fn count(&mut self, parent: &Position, castling: &Castling, m: Play) -> u64 {
        // The rule's parts that change what the leaf counter reads: the side to move is
        // the children's already, and the en-passant square is none but after a double
        // push.
        if m.change == Change::Quiet
            && m.landed == m.piece
            && let Some(replies) = &self.replies
            && let Some(gained) = replies.change(m.from, m.to, m.piece)
        {
            // Between two children the scratch copy is the parent with the move passed,
            // but for the rights, which each child sets.
            let s = &mut self.pos;
            let null = *self.null.get_or_insert_with(|| {
                s.castling = parent.castling;
                s.count_legal(castling)
            });
            return null.wrapping_add_signed(gained);
        }
        let s = &mut self.pos;
        let capture = m.change == Change::Capture;
        let them = m.piece.color().flip();
        if capture {
            Bitboards::<false>.take(s, m.to, them);
        }
        if parent.castling != 0 {
            // Otherwise none to lose: the scratch copy has none either.
            s.castling = parent.castling & m.kept(castling);
        }
        s.move_pieces(castling, &m);
        if m.change == Change::DoublePush {
            s.ep = m.en_passant::<Bitboards<false>>(parent);
        }
        let nodes = s.count_legal(castling);
        // Taken back: the XOR part played again, what was taken put back from the parent.
        s.move_pieces(castling, &m);
        if capture {
            let theirs = them.index() * 8..them.index() * 8 + 8;
            s.by_piece[theirs.clone()].copy_from_slice(&parent.by_piece[theirs]);
            s.by_color[them.index()] = parent.by_color[them.index()];
        }
        if m.change == Change::DoublePush {
            s.ep = None;
        }
        nodes
    }
}
