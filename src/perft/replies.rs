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
//!   one of their pieces. So a move must not change what we attack in the zone, nor
//!   any pin: not move one of our pieces that attacks the zone (a leaper that reaches
//!   it, a slider that lines up with it), not leave or land on a square between one of
//!   our sliders and a zone square it lines up with, and not land where the moved
//!   piece would reach the zone. A line from a slider to a zone square stays shut
//!   whatever one quiet move does when two pieces stand on it (the move takes at most
//!   one off), and to the king when three do (with one piece of theirs left between,
//!   the line would pin it).
//!
//! A quiet move is one onto an empty square that promotes nothing and is not a pawn's
//! double push (which may open an en-passant capture): after it, as with the move
//! passed, they have no en-passant square and every castling right they had.

use crate::castling::{BITS, Castling, index};
use crate::position::Position;
use crate::tables;
use crate::types::{Bitboard, Color, Kind, Piece, Square};

/// What a quiet move must leave alone for its replies to be the null count, and how
/// they change when it leaves a square their sliders reach.
pub(crate) struct Replies {
    /// The squares a quiet move may neither leave nor land on.
    avoid: Bitboard,
    /// Their sliders' reach: a quiet move may leave or land on one of these squares
    /// (their sliders then reach further or less far, which is counted).
    reach: Bitboard,
    /// Their king's zone: where the moved piece must not reach from its destination.
    zone: Bitboard,
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
    them: Color,
    /// Their king's square.
    their_king: Square,
}

/// The moves of `pawns` (of `color`, none of them pinned, no en-passant square) with
/// `occupied` the occupancy and `enemy` the other side's pieces: pushes, double pushes
/// and captures, four for each promotion.
#[inline(always)]
fn pawn_moves(pawns: Bitboard, color: Color, occupied: Bitboard, enemy: Bitboard) -> u32 {
    let (up, double_rank, last_rank): (i8, Bitboard, Bitboard) = match color {
        Color::White => (8, Bitboard::RANK_3, Bitboard::RANK_8),
        Color::Black => (-8, Bitboard::RANK_6, Bitboard::RANK_1),
    };
    let single = pawns.shift(up) & !occupied;
    let double = (single & double_rank).shift(up) & !occupied;
    let left = (pawns & !Bitboard::FILE_A).shift(up - 1) & enemy;
    let right = (pawns & !Bitboard::FILE_H).shift(up + 1) & enemy;
    let promotions =
        (single & last_rank).count() + (left & last_rank).count() + (right & last_rank).count();
    single.count() + double.count() + left.count() + right.count() + 3 * promotions
}

/// How many pieces between a slider and a square of the zone keep the line shut
/// whatever one quiet move does (it takes at most one piece off the line): one more
/// than the move can take off to open it, and to the king one more again, since a line
/// to the king with one of their pieces on it pins that piece.
#[inline(always)]
fn shut(to_king: bool) -> u32 {
    if to_king { 3 } else { 2 }
}

impl Replies {
    /// What the replies of `parent`'s children depend on, when the side to move is not
    /// in check (`None` when it is: then the position with the move passed is not one
    /// the other side could be to move in).
    #[inline(always)]
    pub(crate) fn of(parent: &Position, castling: &Castling) -> Option<Replies> {
        let us = parent.side;
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
        let mut zone = (tables::king_attacks(their_king) & !theirs) | their_king.bb();
        for i in [index(them, false), index(them, true)] {
            if parent.castling & BITS[i] != 0 && (castling.empty[i] & theirs).is_empty() {
                zone |= castling.path[i];
                avoid |= castling.empty[i];
            }
        }
        avoid |= zone;

        // Our pieces that attack the zone, or could once a square between opens.
        let our_queens = parent.pieces(us, Kind::Queen);
        let mut pinned = Bitboard::EMPTY;
        for (sliders, rays) in [
            (
                parent.pieces(us, Kind::Bishop) | our_queens,
                tables::bishop_rays as fn(Square) -> Bitboard,
            ),
            (
                parent.pieces(us, Kind::Rook) | our_queens,
                tables::rook_rays,
            ),
        ] {
            for slider in sliders {
                for sq in rays(slider) & zone {
                    let between = tables::between(slider, sq);
                    let on_line = between & occupied;
                    if on_line.count() < shut(sq == their_king) {
                        avoid |= between | slider.bb();
                    }
                    if sq == their_king && !on_line.several() {
                        pinned |= on_line & theirs;
                    }
                }
            }
        }
        for knight in parent.pieces(us, Kind::Knight) {
            if (tables::knight_attacks(knight) & zone).any() {
                avoid |= knight.bb();
            }
        }
        let our_up = -up;
        // Our pawns that attack a zone square: one step back and one file aside.
        avoid |= parent.pieces(us, Kind::Pawn)
            & ((zone & !Bitboard::FILE_H).shift(1 - our_up)
                | (zone & !Bitboard::FILE_A).shift(-1 - our_up));
        if (tables::king_attacks(our_king) & zone).any() {
            avoid |= our_king.bb();
        }
        Some(Replies {
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
            them,
            their_king,
        })
    }

    /// How many more replies they have after `piece` (ours) goes quietly from `from` to
    /// `to` than with the move passed, when that can be told without playing it: the
    /// move is quiet (onto an empty square, no promotion, no double push) and leaves
    /// their king's zone and every pin as they were; what it changes of their sliders'
    /// and pawns' moves is counted (`None` when a piece whose moves change is pinned).
    #[inline(always)]
    pub(crate) fn change(&self, from: Square, to: Square, piece: Piece) -> Option<i64> {
        let moved = from.bb() | to.bb();
        if (moved & self.avoid).any() || !self.spares_zone(from, to, piece) {
            return None;
        }
        let mut gained = 0;
        if (moved & self.reach).any() {
            gained += self.opened(from, to)?;
        }
        if ((from.bb() | to.bb()) & self.pawn_squares).any() {
            gained += self.pawns_change(from, to)?;
        }
        Some(gained)
    }

    /// How many more moves their pawns have when `from` is left and `to` taken (one of
    /// them a square their pawns push to or attack): the moves of every pawn that reads
    /// either square, counted before and after; `None` when one of them is pinned.
    #[inline(never)]
    fn pawns_change(&self, from: Square, to: Square) -> Option<i64> {
        let up: i8 = match self.them {
            Color::White => 8,
            Color::Black => -8,
        };
        let us = self.them.flip();
        let mut pawns = Bitboard::EMPTY;
        for sq in [from, to] {
            // Those that take on it (where a pawn of ours on it would take), push onto
            // it, or push two onto it.
            pawns |= tables::pawn_attacks(us, sq) | sq.bb().shift(-up) | sq.bb().shift(-2 * up);
        }
        pawns &= self.their_pawns;
        if (pawns & self.pinned).any() {
            return None;
        }
        let ours = self.occupied & !self.theirs;
        let moved = from.bb() | to.bb();
        let before = pawn_moves(pawns, self.them, self.occupied, ours);
        let after = pawn_moves(pawns, self.them, self.occupied ^ moved, ours ^ moved);
        Some(i64::from(after) - i64::from(before))
    }

    /// The moves their sliders gain when `from` is left and `to` taken (one of them in
    /// their reach): each slider that reached either is looked up again; `None` when
    /// one of them is pinned.
    #[inline(never)]
    fn opened(&self, from: Square, to: Square) -> Option<i64> {
        let after = self.occupied ^ from.bb() ^ to.bb();
        let mut gained = 0i64;
        for (sliders, lookup, rays) in [
            (
                self.their_diag,
                tables::bishop_attacks as fn(Square, Bitboard) -> Bitboard,
                tables::bishop_rays as fn(Square) -> Bitboard,
            ),
            (self.their_straight, tables::rook_attacks, tables::rook_rays),
        ] {
            for slider in sliders & (rays(from) | rays(to)) {
                let before = lookup(slider, self.occupied);
                if !(before.has(from) || before.has(to)) {
                    continue;
                }
                if self.pinned.has(slider) {
                    return None;
                }
                let now = lookup(slider, after);
                gained += i64::from((now & !self.theirs).count())
                    - i64::from((before & !self.theirs).count());
            }
        }
        Some(gained)
    }

    /// Whether the moved piece leaves the zone as it was from its destination: a leaper
    /// reaches none of it, and each line from a slider to it stays shut by the pieces
    /// between, as they stand after the move (one fewer suffices: the move is made).
    #[inline(always)]
    fn spares_zone(&self, from: Square, to: Square, piece: Piece) -> bool {
        let lines = match piece.kind() {
            Some(Kind::Knight) => return (tables::knight_attacks(to) & self.zone).is_empty(),
            Some(Kind::King) => return (tables::king_attacks(to) & self.zone).is_empty(),
            Some(Kind::Pawn) => {
                return (tables::pawn_attacks(piece.color(), to) & self.zone).is_empty();
            }
            Some(Kind::Bishop) => tables::bishop_rays(to),
            Some(Kind::Rook) => tables::rook_rays(to),
            Some(Kind::Queen) => tables::bishop_rays(to) | tables::rook_rays(to),
            None => return false,
        };
        let occupied = self.occupied ^ from.bb() ^ to.bb();
        (lines & self.zone).into_iter().all(|sq| {
            (tables::between(to, sq) & occupied).count() + 1 >= shut(sq == self.their_king)
        })
    }
}

#[cfg(test)]
mod tests {
    use super::Replies;
    use crate::Board;
    use crate::Move;
    use crate::encoding::Encoding;
    use crate::move_list::MoveList;
    use crate::position::Position;
    use crate::types::Kind;

    /// A small seeded generator (xorshift64*): the playouts are the same every run.
    struct Rng(u64);

    impl Rng {
        fn below(&mut self, n: usize) -> usize {
            self.0 ^= self.0 >> 12;
            self.0 ^= self.0 << 25;
            self.0 ^= self.0 >> 27;
            (self.0.wrapping_mul(0x2545_f491_4f6c_dd1d) >> 33) as usize % n
        }
    }

    /// The position with the move passed: the other side to move, no en-passant square.
    fn passed(pos: &Position) -> Position {
        let mut null = *pos;
        null.side = pos.side.flip();
        null.ep = None;
        null
    }

    /// Every quiet move that [`Replies::change`] tells has, made on the board, exactly
    /// the null count of replies and the change it tells: over random playouts from every
    /// position of the standard and Chess960 suites (both sides to move, checks, pins,
    /// en passant and castling met on the way). Many quiet moves are let through. And
    /// the perft's two plies, which reuse the count, agree with the children made.
    #[test]
    fn a_reused_count_is_the_count_of_the_move_made() {
        let suite = concat!(
            include_str!("../../tests/data/standard.epd"),
            include_str!("../../tests/data/chess960.epd")
        );
        let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
        let (mut quiet, mut reused, mut opened, mut positions) = (0u64, 0u64, 0u64, 0u64);
        for line in suite.lines() {
            let Some(fen) = line
                .split(';')
                .next()
                .map(str::trim)
                .filter(|f| !f.is_empty() && !f.starts_with('#'))
            else {
                continue;
            };
            let start: Board = fen.parse().expect("the suite's FENs are valid");
            for _ in 0..6 {
                let mut board = start.clone();
                board.clear_history();
                for _ in 0..40 {
                    let mut moves = MoveList::<Move>::new();
                    board.generate_legal(&mut moves);
                    if moves.is_empty() {
                        break;
                    }
                    positions += 1;
                    let replies = Replies::of(&board.pos, &board.castling);
                    assert_eq!(replies.is_none(), board.in_check(), "{board}");
                    if let Some(replies) = replies {
                        let null = passed(&board.pos).count_legal(&board.castling);
                        for &mv in moves.iter() {
                            let piece = board.piece_at(mv.from());
                            let double = piece.kind() == Some(Kind::Pawn)
                                && mv.from().rank().abs_diff(mv.to().rank()) == 2;
                            if mv.special() != 0 || !board.piece_at(mv.to()).is_empty() || double {
                                continue;
                            }
                            quiet += 1;
                            if let Some(gained) = replies.change(mv.from(), mv.to(), piece) {
                                reused += 1;
                                opened += u64::from(gained != 0);
                                let mut child = board.clone();
                                child.make_move(mv).unwrap();
                                assert_eq!(
                                    child.count_legal() as i64,
                                    null as i64 + gained,
                                    "{mv} in {board}: the replies are not the null count and {gained}"
                                );
                            }
                        }
                    }
                    // And as the perft uses it, on the scratch copy: each child's count,
                    // made or reused, adds up to the children's counts made on the board.
                    let made: u64 = moves
                        .iter()
                        .map(|&mv| {
                            let mut child = board.clone();
                            child.make_move(mv).unwrap();
                            child.count_legal()
                        })
                        .sum();
                    assert_eq!(board.perft(2), made, "{board}");
                    let mv = moves[rng.below(moves.len())];
                    board.make_move(mv).unwrap();
                }
            }
        }
        assert!(positions > 10_000, "{positions} positions");
        // 300,246 of 595,824 told, 7,995 of them with a change (2026-11-27): the test
        // is not a vacuous one.
        assert!(reused * 3 > quiet, "{reused} of {quiet} quiet moves told");
        assert!(opened > 1000, "{opened} changes told");
    }
}
