//! The last ply but one: each child's moves counted by the leaf counter on a scratch
//! copy of the parent, on which the move is played and then taken back. That writes a
//! few boards where a copy-made child writes the whole position; nothing is looked up
//! or remembered for these children, so none needs its key (in the hashed perft too).

use super::children::CountChild;
use crate::castling::Castling;
use crate::play::{Bitboards, Change, Play, play};
use crate::position::Position;

/// The parent with the other side to move and no en-passant square; between two
/// children, the parent's pieces and rights again.
pub(crate) struct Scratch {
    pos: Position,
}

impl Scratch {
    /// Ready for the children of `parent`.
    #[inline(always)]
    pub(crate) fn new(parent: &Position) -> Scratch {
        let mut pos = *parent;
        pos.side = parent.side.flip();
        pos.ep = None;
        Scratch { pos }
    }
}

impl CountChild for Scratch {
    #[inline(always)]
    fn count(&mut self, parent: &Position, castling: &Castling, m: Play) -> u64 {
        let s = &mut self.pos;
        play(s, castling, m, &mut Bitboards::<false>);
        let nodes = s.count_legal(castling);
        // Taken back: the XOR part played again, what was taken put back from the parent.
        s.move_pieces(castling, &m);
        if m.change == Change::Capture {
            let them = m.piece.color().flip().index();
            let theirs = them * 8..them * 8 + 8;
            s.by_piece[theirs.clone()].copy_from_slice(&parent.by_piece[theirs]);
            s.by_color[them] = parent.by_color[them];
        }
        s.castling = parent.castling;
        if m.change == Change::DoublePush {
            s.ep = None;
        }
        nodes
    }
}
