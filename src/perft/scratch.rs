//! The last ply but one: each child's moves counted by the leaf counter on a scratch
//! copy of the parent, on which the move is played and then taken back. That writes a
//! few boards where a copy-made child writes the whole position; nothing is looked up
//! or remembered for these children, so none needs its key (in the hashed perft too).
//! A quiet move whose replies can be told without playing it (`replies/`) is not played
//! at all: its count is the null count, taken once, and the change it tells; those whose
//! squares change nothing at all are told as a set, one multiplication for them all.

use super::children::CountChild;
use super::replies::{KingMoves, Replies, Told};
use crate::castling::CastlingRules;
use crate::generate::Pawns;
use crate::play::{Bitboards, Change, Play, Writes};
use crate::position::Position;
use crate::types::{Bitboard, Kind, Piece, Square};

/// The parent with the other side to move and no en-passant square; between two
/// children, the parent's pieces and rights again.
pub(crate) struct Scratch {
    pos: Position,
    /// What the replies depend on, when the parent is not in check.
    replies: Option<Replies>,
    /// The replies with the move passed, once counted.
    null: Option<u64>,
    /// Their king's moves with the move passed, once found.
    king_moves: Option<KingMoves>,
}

impl Scratch {
    /// Ready for the children of `parent`.
    #[inline(always)]
    pub(crate) fn new(parent: &Position, castling: &impl CastlingRules) -> Scratch {
        let mut pos = *parent;
        pos.state.side = parent.state.side.flip();
        pos.state.ep = None;
        Scratch {
            pos,
            replies: Replies::of(parent, castling),
            null: None,
            king_moves: None,
        }
    }
}

impl Scratch {
    /// The replies with the move passed, counted the first time they are asked for.
    #[inline(always)]
    fn null(&mut self, parent: &Position, castling: &impl CastlingRules) -> u64 {
        // Between two children the scratch copy is the parent with the move passed, but
        // for the rights, which each child sets.
        let s = &mut self.pos;
        *self.null.get_or_insert_with(|| {
            s.state.castling = parent.state.castling;
            s.count_legal(castling)
        })
    }

    /// The replies of a child told without playing it.
    #[inline(always)]
    fn told_replies(&mut self, parent: &Position, castling: &impl CastlingRules, t: Told) -> u64 {
        let null = self.null(parent, castling);
        let (replies, king) = (&self.replies, &mut self.king_moves);
        t.replies(null, || {
            *king.get_or_insert_with(|| {
                let replies = replies.as_ref().expect("a told child's parent has replies");
                replies.king_moves(parent, castling)
            })
        })
    }

    /// The leaves below the quiet moves to the squares of `told` (each with the null
    /// count of replies), and the squares of `to` left to count one by one.
    #[inline(always)]
    fn told(
        &mut self,
        parent: &Position,
        castling: &impl CastlingRules,
        to: Bitboard,
        told: Bitboard,
    ) -> (u64, Bitboard) {
        if told.is_empty() {
            return (0, to);
        }
        let null = self.null(parent, castling);
        (null * u64::from(told.count()), to & !told)
    }
}

impl CountChild for Scratch {
    #[inline(always)]
    fn quiet_from(
        &mut self,
        parent: &Position,
        castling: &impl CastlingRules,
        from: Square,
        to: Bitboard,
        piece: Piece,
    ) -> (u64, Bitboard) {
        let told = match &self.replies {
            Some(r) if r.plain_from.has(from) => to & r.plain_to[piece.kind_code() as usize],
            _ => return (0, to),
        };
        self.told(parent, castling, to, told)
    }

    #[inline(always)]
    fn quiet_pushes(
        &mut self,
        parent: &Position,
        castling: &impl CastlingRules,
        to: Bitboard,
        delta: i8,
        pawns: &Pawns,
    ) -> (u64, Bitboard) {
        let told = match &self.replies {
            // Each from `to - delta`: the pushes onto `plain_from` moved by `delta`.
            Some(r) => {
                to & !pawns.last_rank
                    & r.plain_to[Kind::Pawn.code() as usize]
                    & r.plain_from.shift(delta)
            }
            None => return (0, to),
        };
        self.told(parent, castling, to, told)
    }

    // The same parameter list as `quiet_pushes`: the trait's (`children.rs` says why).
    #[inline(always)]
    fn double_pushes(
        &mut self,
        parent: &Position,
        castling: &impl CastlingRules,
        to: Bitboard,
        delta: i8,
        pawns: &Pawns,
    ) -> (u64, Bitboard) {
        let Some(replies) = &self.replies else {
            return (0, to);
        };
        // Those that land beside none of their pawns are quiet moves (told here when
        // they reach nothing of their king's zone, which is rare).
        let (mut gained, mut told) = (0i64, Bitboard::EMPTY);
        for sq in replies.without_en_passant(to) {
            if let Some(t) = replies.change(sq.offset(-delta), sq, pawns.piece)
                && t.reached.is_empty()
            {
                gained += t.gained;
                told |= sq.bb();
            }
        }
        if told.is_empty() {
            return (0, to);
        }
        let null = self.null(parent, castling);
        let nodes = (null * u64::from(told.count())).wrapping_add_signed(gained);
        (nodes, to & !told)
    }

    #[inline(always)]
    fn count(&mut self, parent: &Position, castling: &impl CastlingRules, m: Play) -> u64 {
        // The rule's parts that change what the leaf counter reads: the side to move is
        // the children's already, and the en-passant square is none but after a double
        // push.
        // Quiet moves and captures (promoting or not) whose replies can be told without
        // playing them (`replies/`).
        if m.change == Change::Quiet
            && let Some(replies) = &self.replies
            && let Some(t) = replies.change(m.from, m.to, m.landed)
        {
            return self.told_replies(parent, castling, t);
        }
        // A double push beside one of their pawns: a quiet move, and the en-passant
        // captures it opens.
        if m.change == Change::DoublePush
            && let Some(replies) = &self.replies
            && let Some(t) = replies.change(m.from, m.to, m.landed)
        {
            let captures = replies.en_passants(parent, m.from, m.to);
            return self
                .told_replies(parent, castling, t)
                .wrapping_add_signed(captures);
        }
        if m.change == Change::Capture
            && let Some(replies) = &self.replies
            && let Some(t) = replies.capture_change(m.from, m.to, m.landed)
        {
            return self.told_replies(parent, castling, t);
        }
        let s = &mut self.pos;
        let capture = m.change == Change::Capture;
        let them = m.piece.color().flip();
        if capture {
            Bitboards::<false>.take(s, m.to, them);
        }
        if parent.state.castling != 0 {
            // Otherwise none to lose: the scratch copy has none either.
            s.state.castling = parent.state.castling & m.kept(castling);
        }
        s.move_pieces(castling, &m);
        if m.change == Change::DoublePush {
            s.state.ep = m.en_passant::<Bitboards<false>>(parent);
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
            s.state.ep = None;
        }
        nodes
    }
}
