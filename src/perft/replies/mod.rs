//! The other side's replies counted once for many moves: on the last ply but one, when
//! the side to move is not in check, the replies are counted on the parent with the
//! move passed (the *null* count), and a quiet move that touches nothing those replies
//! depend on has exactly that many replies, so its child is neither played nor counted.
//!
//! What the other side's (*their*) legal moves read of the side to move's (*our*)
//! pieces, and so what a quiet move of ours must leave alone (the proof that the
//! counts agree is the unit test below, over random playouts):
//!
//! - their sliders' attack sets, up to and including the first piece on each ray: a
//!   move that lands on none of these squares and leaves none leaves every slider's
//!   moves as they were (knights move the same whatever they take). One that leaves
//!   or lands on such a square lets the sliders that reached it reach further or less
//!   far: they are looked up again and the moves they gain or lose added to the null
//!   count, unless one of them is pinned;
//! - their pawns' pushes (the square in front, and the one beyond from the starting
//!   rank) and their captures (the squares they attack): a move that leaves or lands
//!   on one of these squares has the moves of the pawns that read it counted before
//!   and after (a few shifts), unless one of them is pinned;
//! - their king's *zone*: its square, the squares it may step to (those not held by
//!   their own pieces) and, while they may castle past nothing of theirs, the squares
//!   the castling king crosses (with the squares that must be empty). The king steps
//!   only where we do not attack, castles only through squares we do not attack, and
//!   is in check, or has pieces pinned, when one of our sliders sees its square past
//!   one of their pieces. So a move must not change what the pieces it does not move
//!   attack in the zone, nor any pin: not move one of our pieces that attacks the
//!   zone (a leaper that reaches it, a slider that lines up with it), and not leave or
//!   land on a square between one of our sliders and a zone square it lines up with.
//!   A line from a slider to a zone square stays shut whatever one quiet move does
//!   when a piece of theirs stands on it (a move of ours takes only one of ours off a
//!   line, and a capture leaves its square held) or two of ours do; to the king, unless
//!   one piece of theirs alone stands on it (a pin) or one of ours with at most one of
//!   theirs (moving ours gives check or pins).
//!   What the moved piece reaches from its destination is looked up (`change.rs`):
//!   their king's square (check) or a castling path sends the move to be counted, and
//!   so does a slider with one piece of theirs between it and their king (a pin); the
//!   king's steps it reaches are lost to them where they were safe with the move
//!   passed (those safe steps found once for the parent, when a move first reaches
//!   one: [`Told`]).
//!
//! A quiet move is one onto an empty square that promotes nothing and is not a pawn's
//! double push (which may open an en-passant capture): after it, as with the move
//! passed, they have no en-passant square and every castling right they had.

use crate::castling::{BITS, CastlingRules, index};
use crate::position::Position;
use crate::tables;
use crate::types::{Bitboard, Color, Kind, Square};

mod capture;
mod change;
#[cfg(test)]
mod tests;
mod zone;

pub(crate) use zone::{KingMoves, Told};

/// What a quiet move must leave alone for its replies to be the null count, and how
/// they change when it leaves a square their sliders reach.
pub(crate) struct Replies {
    /// The squares a quiet move may neither leave nor land on, and a capture may not
    /// take on.
    avoid: Bitboard,
    /// Their sliders' reach: a quiet move may leave or land on one of these squares
    /// (their sliders then reach further or less far, which is counted).
    reach: Bitboard,
    /// Their king's zone: the moved piece reaching it from its destination changes
    /// their king's moves.
    zone: Bitboard,
    /// The zone's squares that the moved piece must not reach: their king's, and the
    /// paths of castling moves that a rook or queen beyond the rook may stop (Chess960).
    zone_held: Bitboard,
    /// The parent's occupancy.
    occupied: Bitboard,
    /// Their pieces.
    theirs: Bitboard,
    /// Their bishops and queens, and their rooks and queens.
    their_diag: Bitboard,
    their_straight: Bitboard,
    /// Their pieces pinned to their king by one of ours.
    pinned: Bitboard,
    /// The squares their pawns push to or attack: a quiet move may leave or land on
    /// one (the moves of the pawns that read it are counted again).
    pawn_squares: Bitboard,
    /// Their pawns, and their side.
    their_pawns: Bitboard,
    /// Their pawns' moves with the move passed.
    pawn_moves: u32,
    /// Their knights.
    their_knights: Bitboard,
    them: Color,
    /// Their king's square.
    their_king: Square,
    /// Where a quiet move may leave from with nothing to count again: none of `avoid`,
    /// their sliders' reach or their pawns' squares.
    pub(super) plain_from: Bitboard,
    /// Where a quiet move of each kind of ours (by [`Kind`]'s code) from a square of
    /// `plain_from` may land with its replies exactly the null count: as `plain_from`,
    /// and where that kind reaches no square of the zone, nor lines up with one.
    pub(super) plain_to: [Bitboard; 8],
}

impl Replies {
    /// What the replies of `parent`'s children depend on, when the side to move is not
    /// in check (`None` when it is: then the position with the move passed is not one
    /// the other side could be to move in).
    #[inline(always)]
    pub(crate) fn of(parent: &Position, castling: &impl CastlingRules) -> Option<Replies> {
        let us = parent.state.side;
        let them = us.flip();
        let occupied = parent.occupied;
        let their_king = parent.king(them);
        let our_king = parent.king(us);

        // Their pieces' reach: their sliders' attack sets, their pawns' pushes and
        // captures.
        let their_queens = parent.pieces(them, Kind::Queen);
        let their_diag = parent.pieces(them, Kind::Bishop) | their_queens;
        let their_straight = parent.pieces(them, Kind::Rook) | their_queens;
        let mut reach = Bitboard::EMPTY;
        for from in their_diag {
            reach |= tables::bishop_attacks(from, occupied);
        }
        for from in their_straight {
            reach |= tables::rook_attacks(from, occupied);
        }
        let their_pawns = parent.pieces(them, Kind::Pawn);
        let (up, double_rank): (i8, Bitboard) = match them {
            Color::White => (8, Bitboard::RANK_3),
            Color::Black => (-8, Bitboard::RANK_6),
        };
        let single = their_pawns.shift(up);
        let pawn_attacks = (their_pawns & !Bitboard::FILE_A).shift(up - 1)
            | (their_pawns & !Bitboard::FILE_H).shift(up + 1);
        // Is our king attacked? Then no null count: the caller's moves are evasions.
        let their_knights = parent.pieces(them, Kind::Knight);
        if (reach | pawn_attacks).has(our_king)
            || (tables::knight_attacks(our_king) & their_knights).any()
        {
            return None;
        }
        let pawn_squares = single | (single & double_rank & !occupied).shift(up) | pawn_attacks;
        let mut avoid = Bitboard::EMPTY;

        // Their king's zone: its square and the steps not onto their own pieces (which
        // a quiet move of ours leaves where they are), and the castling paths while they
        // may castle and no piece of theirs stands in the way.
        let theirs = parent.by_color[them.index()];
        let steps = tables::king_attacks(their_king) & !theirs;
        let (mut zone_held, mut paths) = (their_king.bb(), Bitboard::EMPTY);
        let mut rights_rooks = Bitboard::EMPTY;
        for i in [index(them, false), index(them, true)] {
            if parent.state.castling & BITS[i] != 0 {
                rights_rooks |= castling.rook(i).bb();
                if (castling.empty(i) & theirs).is_empty() {
                    avoid |= castling.empty(i);
                    if castling.beyond(i).is_empty() {
                        paths |= castling.path(i);
                    } else {
                        // Chess960, a rook or queen may stand beyond the rook: not told.
                        zone_held |= castling.path(i);
                    }
                }
            }
        }
        let zone = steps | zone_held | paths;
        avoid |= zone;

        // Where each kind of ours would reach the zone from: leapers by their tables,
        // sliders by their lines on an empty board. (Each relation is its own mirror:
        // the squares a knight on the zone reaches are those from which it reaches
        // the zone, and so for the king and the lines.)
        let (mut knight_reach, mut king_reach) = (Bitboard::EMPTY, Bitboard::EMPTY);
        let (mut diag_lines, mut straight_lines) = (Bitboard::EMPTY, Bitboard::EMPTY);
        for sq in zone {
            knight_reach |= tables::knight_attacks(sq);
            king_reach |= tables::king_attacks(sq);
            diag_lines |= tables::bishop_rays(sq);
            straight_lines |= tables::rook_rays(sq);
        }

        // Our pieces that attack the zone, or could once a square between opens: the
        // sliders on its lines, each line looked at, and the leapers that reach it.
        let our_queens = parent.pieces(us, Kind::Queen);
        let mut pinned = Bitboard::EMPTY;
        for (sliders, rays) in [
            (
                (parent.pieces(us, Kind::Bishop) | our_queens) & diag_lines,
                tables::bishop_rays as fn(Square) -> Bitboard,
            ),
            (
                (parent.pieces(us, Kind::Rook) | our_queens) & straight_lines,
                tables::rook_rays,
            ),
        ] {
            for slider in sliders {
                for sq in rays(slider) & zone {
                    let between = tables::between(slider, sq);
                    let on_line = between & occupied;
                    if sq == their_king {
                        let (ours_on, theirs_on) = (on_line & !theirs, on_line & theirs);
                        if ours_on.is_empty() && !theirs_on.several() {
                            // A pin (or a check): moving the slider, or landing
                            // between, ends it.
                            pinned |= theirs_on;
                            avoid |= between | slider.bb();
                        } else if !ours_on.several() && !theirs_on.several() {
                            // One of ours, and at most one of theirs: moving ours gives
                            // check or pins. (With two of ours, or of theirs, nothing
                            // one move of ours does opens the line.)
                            avoid |= ours_on;
                        }
                    } else if on_line.is_empty() {
                        // It attacks the square: moving it, or landing between, changes that.
                        avoid |= between | slider.bb();
                    } else if (on_line & theirs).is_empty() && !on_line.several() {
                        // Shut by one piece of ours alone: moving that piece opens it.
                        avoid |= on_line;
                    }
                }
            }
        }
        let our_up = -up;
        // Our knights and king that reach the zone, and our pawns that attack a square
        // of it (one step back and one file aside).
        avoid |= (parent.pieces(us, Kind::Knight) & knight_reach)
            | (our_king.bb() & king_reach)
            | (parent.pieces(us, Kind::Pawn)
                & ((zone & !Bitboard::FILE_H).shift(1 - our_up)
                    | (zone & !Bitboard::FILE_A).shift(-1 - our_up)));
        let pawn_reach = (zone & !Bitboard::FILE_H).shift(1 - our_up)
            | (zone & !Bitboard::FILE_A).shift(-1 - our_up);
        let plain_from = !(avoid | reach | pawn_squares);
        let mut plain_to = [Bitboard::EMPTY; 8];
        for (kind, reach) in [
            (Kind::Pawn, pawn_reach),
            (Kind::Knight, knight_reach),
            (Kind::King, king_reach),
            (Kind::Bishop, diag_lines),
            (Kind::Rook, straight_lines),
            (Kind::Queen, diag_lines | straight_lines),
        ] {
            plain_to[kind.code() as usize] = plain_from & !reach;
        }
        // And for a capture (`capture.rs`): their pieces beside their king, pinned, or
        // castling rooks that keep a right. (No quiet move leaves or lands on one.)
        avoid |= (tables::king_attacks(their_king) & theirs) | pinned | rights_rooks;
        Some(Replies {
            their_knights,
            zone_held,
            plain_from,
            plain_to,
            avoid,
            reach,
            zone,
            occupied,
            theirs,
            their_diag,
            their_straight,
            pinned,
            pawn_squares,
            their_pawns,
            pawn_moves: change::pawn_moves(them, their_pawns, occupied, occupied & !theirs),
            them,
            their_king,
        })
    }
}
