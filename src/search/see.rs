//! Static exchange evaluation: what a move wins or loses on its destination square when
//! both sides then capture there, each with its least valuable piece, and each may
//! stop when capturing on would lose. Sliders behind a capturing piece join in (x-rays);
//! pins are ignored, as engines do.

use crate::board::Board;
use crate::encoding::Encoding;
use crate::tables;
use crate::types::{Bitboard, Color, Kind, Square};

/// The piece values of the exchange, in centipawns, indexed by [`Kind::index`]: pawn
/// 100, knight and bishop 300, rook 500, queen 900, king 0 (never taken). What
/// [`Board::see`] and [`Board::see_ge`] use; [`Board::see_with`] and
/// [`Board::see_ge_with`] take an engine's own table in the same order.
///
/// ```
/// use movegen::{Kind, SEE_VALUES};
/// let mut values = SEE_VALUES;
/// values[Kind::Knight.index()] = 320; // knights a little over three pawns
/// assert_eq!(values[..2], [100, 320]);
/// ```
pub const SEE_VALUES: [i32; 6] = [100, 300, 300, 500, 900, 0];

/// `values` (pawn, knight, bishop, rook, queen, king) indexed by [`Kind`]'s code, as
/// [`SEE_VALUES`] is: 0 for the codes of no piece, and for the king, which is never
/// taken.
#[inline(always)]
const fn by_code(values: &[i32; 6]) -> [i32; 8] {
    let mut by = [0; 8];
    by[Kind::Pawn.code() as usize] = values[0];
    by[Kind::Knight.code() as usize] = values[1];
    by[Kind::Bishop.code() as usize] = values[2];
    by[Kind::Rook.code() as usize] = values[3];
    by[Kind::Queen.code() as usize] = values[4];
    by
}

/// The kinds in the order a side captures with them: the least valuable first, the
/// order of [`Kind::ALL`].
const CAPTURE_ORDER: [Kind; 6] = Kind::ALL;

impl Board {
    /// Whether the static exchange on `mv`'s destination gains at least `threshold`
    /// (in the units of [`SEE_VALUES`]) for the side to move: `see_ge(mv, 0)` says the
    /// move loses no material in the exchange. Castling, en passant and promotions are
    /// taken as an exchange worth 0. `mv` is a move of this position.
    ///
    /// ```
    /// use movegen::{Board, Move};
    /// // The rook takes a pawn defended by a pawn: +100, then -500.
    /// let board: Board = "4k3/8/2p5/3p4/8/8/3R4/4K3 w - - 0 1".parse().unwrap();
    /// let rxd5: Move = board.parse_move("d2d5").unwrap();
    /// assert!(!board.see_ge(rxd5, 0));
    /// assert!(board.see_ge(rxd5, -400));
    /// assert_eq!(board.see(rxd5), -400);
    /// ```
    #[inline]
    pub fn see_ge<E: Encoding>(&self, mv: E, threshold: i32) -> bool {
        self.see_ge_with(mv, threshold, &SEE_VALUES)
    }

    /// [`Board::see_ge`] with an engine's own piece values: `values` are the pawn's,
    /// knight's, bishop's, rook's, queen's and king's, in that order (an engine's
    /// table of six, as it is). The king's is never read: the king is never taken. The
    /// sides still capture with the pawn first, then the knight, bishop, rook, queen
    /// and king, so values that grow in that order (equals allowed) give the least
    /// valuable attacker; `see_ge(mv, t)` is `see_ge_with(mv, t, &[100, 300, 300,
    /// 500, 900, 0])` ([`SEE_VALUES`]).
    ///
    /// ```
    /// use movegen::{Board, Move};
    /// // The bishop takes a knight defended by a pawn: even with the default values,
    /// // ten short where the bishop is worth ten more.
    /// let board: Board = "4k3/8/2p5/3n4/8/8/6B1/4K3 w - - 0 1".parse().unwrap();
    /// let bxd5: Move = board.parse_move("g2d5").unwrap();
    /// let values = [100, 320, 330, 500, 950, 0];
    /// assert!(board.see_ge(bxd5, 0));
    /// assert!(!board.see_ge_with(bxd5, 0, &values));
    /// assert!(board.see_ge_with(bxd5, -10, &values));
    /// ```
    pub fn see_ge_with<E: Encoding>(&self, mv: E, threshold: i32, values: &[i32; 6]) -> bool {
        let value = by_code(values);
        if mv.is_castle() || mv.is_en_passant() || mv.is_promotion() {
            return 0 >= threshold;
        }
        let (from, to) = (mv.from(), mv.to());
        let mut swap = value[self.piece_on(to).kind_code() as usize] - threshold;
        if swap < 0 {
            return false;
        }
        swap = value[self.piece_on(from).kind_code() as usize] - swap;
        if swap <= 0 {
            return true;
        }
        let mut occupied = self.pos.occupied ^ from.bb() ^ to.bb();
        let mut attackers = self.all_attackers(to, occupied);
        let mut side = self.pos.state.side;
        let mut result = true;
        loop {
            side = side.flip();
            attackers &= occupied;
            let ours = attackers & self.color(side);
            if ours.is_empty() {
                break;
            }
            result = !result;
            let Some((kind, square)) = self.least_valuable(ours, side) else {
                break;
            };
            if kind == Kind::King {
                // The king takes only when nothing takes it back, a slider behind it
                // included.
                let behind = self.xrays(to, occupied ^ square.bb(), kind) & occupied;
                return if ((attackers | behind) & !self.color(side)).any() {
                    !result
                } else {
                    result
                };
            }
            swap = value[kind.code() as usize] - swap;
            if swap < i32::from(result) {
                break;
            }
            occupied ^= square.bb();
            attackers |= self.xrays(to, occupied, kind);
        }
        result
    }

    /// The value of the static exchange on `mv`'s destination for the side to move, in
    /// the units of [`SEE_VALUES`]: what it takes, less what it then loses when both
    /// sides capture on with their least valuable piece and stop when that pays. 0 for
    /// castling, en passant and promotions. `mv` is a move of this position, legal or
    /// only pseudo-legal (as [`Board::generate_pseudo_legal`] lists them): a king's move is worth
    /// what it takes, since the king is never taken, even onto an attacked square.
    ///
    /// ```
    /// use movegen::Board;
    /// // The king steps onto a pawn defended by a pawn: pseudo-legal, worth the pawn.
    /// let board: Board = "4k3/8/2p5/3p4/4K3/8/8/8 w - - 0 1".parse().unwrap();
    /// // parse_move refuses it (it is illegal): the pseudo-legal generator has it.
    /// let moves = board.pseudo_legal_moves();
    /// let kxd5 = *moves.iter().find(|mv| mv.to_string() == "e4d5").unwrap();
    /// assert_eq!(board.see(kxd5), 100);
    /// assert!(board.see_ge(kxd5, 100) && !board.see_ge(kxd5, 101));
    /// ```
    #[inline]
    pub fn see<E: Encoding>(&self, mv: E) -> i32 {
        self.see_with(mv, &SEE_VALUES)
    }

    /// [`Board::see`] with an engine's own piece values, in the order and with the
    /// caveats of [`Board::see_ge_with`] (pawn, knight, bishop, rook, queen, king; the
    /// king's never read); `see(mv)` is `see_with(mv, &[100, 300, 300, 500, 900, 0])`.
    ///
    /// ```
    /// use movegen::{Board, Move};
    /// // The bishop takes a knight defended by a pawn.
    /// let board: Board = "4k3/8/2p5/3n4/8/8/6B1/4K3 w - - 0 1".parse().unwrap();
    /// let bxd5: Move = board.parse_move("g2d5").unwrap();
    /// assert_eq!(board.see(bxd5), 0);
    /// assert_eq!(board.see_with(bxd5, &[100, 320, 330, 500, 950, 20_000]), -10);
    /// ```
    pub fn see_with<E: Encoding>(&self, mv: E, values: &[i32; 6]) -> i32 {
        let value = by_code(values);
        if mv.is_castle() || mv.is_en_passant() || mv.is_promotion() {
            return 0;
        }
        let (from, to) = (mv.from(), mv.to());
        // gains[d]: the material balance after the d-th capture, for the side making it.
        let mut gains = [0i32; 32];
        let mut depth: usize = 0;
        gains[0] = value[self.piece_on(to).kind_code() as usize];
        let mut on_square = value[self.piece_on(from).kind_code() as usize];
        let mut on_square_kind = self.piece_on(from).kind_code();
        let mut occupied = self.pos.occupied ^ from.bb();
        let mut attackers = self.all_attackers(to, occupied);
        let mut side = self.pos.state.side;
        loop {
            side = side.flip();
            attackers &= occupied;
            let ours = attackers & self.color(side);
            let Some((kind, square)) = self.least_valuable(ours, side) else {
                break;
            };
            if on_square_kind == Kind::King.code() {
                // The king is never taken. A king that took on a defended square later in
                // the exchange could not have: that capture is undone. A king whose own
                // move steps into attack (a pseudo-legal move that make refuses) keeps
                // what it took: the exchange ends there.
                depth = depth.saturating_sub(1);
                break;
            }
            depth += 1;
            gains[depth] = on_square - gains[depth - 1];
            on_square = value[kind.code() as usize];
            on_square_kind = kind.code();
            occupied ^= square.bb();
            attackers |= self.xrays(to, occupied, kind);
        }
        // A side only captures when it does not lose by it.
        while depth > 0 {
            gains[depth - 1] = -(-gains[depth - 1]).max(gains[depth]);
            depth -= 1;
        }
        gains[0]
    }

    /// Every piece of both sides that attacks `sq` with `occupied` as the blockers.
    fn all_attackers(&self, sq: Square, occupied: Bitboard) -> Bitboard {
        (self.attackers(sq, Color::White, occupied) | self.attackers(sq, Color::Black, occupied))
            & occupied
    }

    /// The least valuable of `side`'s pieces in `pieces`, and its square.
    fn least_valuable(&self, pieces: Bitboard, side: Color) -> Option<(Kind, Square)> {
        CAPTURE_ORDER.into_iter().find_map(|kind| {
            let these = pieces & self.pieces(side, kind);
            these.any().then(|| (kind, these.lsb()))
        })
    }

    /// The sliders that a capture by `kind` uncovers on `to`: behind a pawn, bishop or
    /// queen along the diagonals, behind a rook or queen along the ranks and files, and
    /// behind the king along either (it stands next to `to` in any direction).
    fn xrays(&self, to: Square, occupied: Bitboard, kind: Kind) -> Bitboard {
        let queens =
            self.pieces(Color::White, Kind::Queen) | self.pieces(Color::Black, Kind::Queen);
        let mut uncovered = Bitboard::EMPTY;
        if matches!(kind, Kind::Pawn | Kind::Bishop | Kind::Queen | Kind::King) {
            let bishops =
                self.pieces(Color::White, Kind::Bishop) | self.pieces(Color::Black, Kind::Bishop);
            uncovered |= tables::bishop_attacks(to, occupied) & (bishops | queens);
        }
        if matches!(kind, Kind::Rook | Kind::Queen | Kind::King) {
            let rooks =
                self.pieces(Color::White, Kind::Rook) | self.pieces(Color::Black, Kind::Rook);
            uncovered |= tables::rook_attacks(to, occupied) & (rooks | queens);
        }
        uncovered
    }
}
