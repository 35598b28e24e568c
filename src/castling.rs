//! Castling, in standard chess and in Chess960: the four rights bits, the castling
//! rooks' starting squares and what follows from them (the squares that must be empty,
//! the squares the king passes, the rights a move keeps), generating the moves, and the
//! castling field of FEN in its three forms (`KQkq`, X-FEN, Shredder-FEN).
//!
//! Everything here is computed once, when a FEN is read ([`Castling::new`]), and kept in
//! the [`Board`]: the per-position [`Position`] keeps only the 4-bit rights mask, so that
//! the legal perft's copy per child stays as small as before.
//!
//! A castling move is stored as the king's move: origin the king's square, destination
//! the king's destination (the g- or c-file), special field the king. In Chess960 the
//! two may be the same square (the king already stands on g1); the rook is found from
//! the destination's file and rank.

use core::fmt;

use crate::attacks::Enemy;
use crate::board::{Board, Position};
use crate::fen::FenError;
use crate::generate::sink::Sink;
use crate::types::{Bitboard, Color, Kind, Piece, Square};

/// White may castle king side (towards the h-file).
pub(crate) const WK: u8 = 1;
/// White may castle queen side (towards the a-file).
pub(crate) const WQ: u8 = 2;
/// Black may castle king side.
pub(crate) const BK: u8 = 4;
/// Black may castle queen side.
pub(crate) const BQ: u8 = 8;

/// The rights' bits, by index: the index of a right is the position of its bit.
const BITS: [u8; 4] = [WK, WQ, BK, BQ];

/// The standard FEN letter of each right, in bit order.
const LETTERS: [char; 4] = ['K', 'Q', 'k', 'q'];

/// Where the king lands, per right index (`WK`, `WQ`, `BK`, `BQ` as bits 0 to 3).
const KING_TO: [Square; 4] = [
    Square::from_coords(6, 0),
    Square::from_coords(2, 0),
    Square::from_coords(6, 7),
    Square::from_coords(2, 7),
];

/// Where the rook lands, per right index.
const ROOK_TO: [Square; 4] = [
    Square::from_coords(5, 0),
    Square::from_coords(3, 0),
    Square::from_coords(5, 7),
    Square::from_coords(3, 7),
];

/// The index of the right (0 to 3) of `color` towards the h-file (`long` false) or the
/// a-file.
const fn index(color: Color, long: bool) -> usize {
    color.index() * 2 + long as usize
}

/// The index of the right that puts the king on `king_to` (a g- or c-file square of
/// the first or last rank).
#[inline(always)]
const fn index_of_destination(king_to: Square) -> usize {
    (king_to.rank() as usize / 7) * 2 + (king_to.file() == 2) as usize
}

/// The squares from `a` to `b`, both included, on one rank.
const fn span(a: Square, b: Square) -> Bitboard {
    let (lo, hi) = if a.to_u8() < b.to_u8() {
        (a.to_u8(), b.to_u8())
    } else {
        (b.to_u8(), a.to_u8())
    };
    Bitboard(((1u64 << (hi - lo + 1)) - 1) << lo)
}

/// The castling rooks of a game and what the move generator and make need of them,
/// computed once from the kings' and rooks' starting squares.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) struct Castling {
    /// The rook of each right (indexed as the rights' bits), the corner when the right
    /// was not given.
    rook: [Square; 4],
    /// Per right: the squares that must be empty, apart from the king and that rook
    /// (between the king and its destination and between the rook and its
    /// destination, destinations included).
    empty: [Bitboard; 4],
    /// Per right: the squares the king passes, its destination included and its
    /// origin excluded (that one is the in-check test), none of which may be attacked.
    path: [Bitboard; 4],
    /// Per right: the squares of the back rank beyond the rook, on the side away from
    /// the king (none for a rook in the corner). A rook or queen there may be kept off
    /// the king's path only by the castling rook, which the move takes away.
    beyond: [Bitboard; 4],
    /// `keep[sq]`: the rights kept when a move starts or ends on `sq`.
    keep: [u8; 64],
    /// Whether castling moves are written king-takes-rook (`e1h1`), as Chess960 wants.
    pub(crate) chess960: bool,
}

impl Castling {
    /// Standard chess: kings on e1 and e8, rooks in the corners.
    pub(crate) const STANDARD: Castling = Castling::new(
        [Square::E1, Square::E8],
        [
            Some(Square::H1),
            Some(Square::A1),
            Some(Square::H8),
            Some(Square::A8),
        ],
        false,
    );

    /// The castling of kings on `kings` (white, black) with the rooks `rooks` (one per
    /// right, `None` for a right not given: it is never looked at).
    pub(crate) const fn new(
        kings: [Square; 2],
        rooks: [Option<Square>; 4],
        chess960: bool,
    ) -> Castling {
        let mut castling = Castling {
            rook: [Square::H1, Square::A1, Square::H8, Square::A8],
            empty: [Bitboard::EMPTY; 4],
            path: [Bitboard::EMPTY; 4],
            beyond: [Bitboard::EMPTY; 4],
            keep: [!0; 64],
            chess960,
        };
        let mut i = 0;
        while i < 4 {
            if let Some(rook) = rooks[i] {
                let king = kings[i / 2];
                let (king_to, rook_to) = (KING_TO[i], ROOK_TO[i]);
                let pieces = king.bb().0 | rook.bb().0;
                castling.rook[i] = rook;
                castling.empty[i] =
                    Bitboard((span(king, king_to).0 | span(rook, rook_to).0) & !pieces);
                castling.path[i] =
                    Bitboard((span(king, king_to).0 & !king.bb().0) | king_to.bb().0);
                let rank = Bitboard(0xff << (8 * rook.rank()));
                castling.beyond[i] = if rook.to_u8() > king.to_u8() {
                    Bitboard(rank.0 & !(rook.bb().0 << 1).wrapping_sub(1))
                } else {
                    Bitboard(rank.0 & (rook.bb().0 - 1))
                };
                castling.keep[rook.index()] &= !BITS[i];
                castling.keep[king.index()] &= !(BITS[i / 2 * 2] | BITS[i / 2 * 2 + 1]);
            }
            i += 1;
        }
        castling
    }

    /// The rights kept by a move from `from` to `to`.
    #[inline(always)]
    pub(crate) fn keep(&self, from: Square, to: Square) -> u8 {
        self.keep[from.index()] & self.keep[to.index()]
    }

    /// The rights kept when the king on `king` moves (castling included).
    #[inline(always)]
    pub(crate) fn keep_after_king(&self, king: Square) -> u8 {
        self.keep[king.index()]
    }

    /// The rook's origin and destination when the king castles to `king_to`.
    #[inline(always)]
    pub(crate) fn rook_move(&self, king_to: Square) -> (Square, Square) {
        let i = index_of_destination(king_to);
        (self.rook[i], ROOK_TO[i])
    }

    /// Whether the rights `held` name the same rooks in both.
    pub(crate) fn same_rooks(&self, other: &Castling, held: u8) -> bool {
        (0..4).all(|i| held & BITS[i] == 0 || self.rook[i] == other.rook[i])
    }
}

impl Position {
    /// Castling with its right, the squares between king and rook and their
    /// destinations empty, and the king's start (when `test_start`), path and
    /// destination not attacked, with the castling rook taken off the board (in
    /// Chess960 it may be what shields the king's destination from a rook or queen
    /// further along the rank).
    #[inline(always)]
    pub(crate) fn generate_castling<S: Sink>(
        &self,
        castling: &Castling,
        sink: &mut S,
        us: Color,
        king_sq: Square,
        king: Piece,
        test_start: bool,
    ) {
        let (short, long) = (index(us, false), index(us, true));
        if self.castling & (BITS[short] | BITS[long]) == 0 {
            return;
        }
        let them = us.flip();
        // Cheapest tests first: the right, the empty squares, then the attacks.
        let short_ok =
            self.castling & BITS[short] != 0 && (self.occupied & castling.empty[short]).is_empty();
        let long_ok =
            self.castling & BITS[long] != 0 && (self.occupied & castling.empty[long]).is_empty();
        if !(short_ok || long_ok) || (test_start && self.is_attacked(king_sq, them)) {
            return;
        }
        let enemy = Enemy::of(self, them);
        for (ok, i) in [(short_ok, short), (long_ok, long)] {
            if !ok {
                continue;
            }
            let occupied = self.occupied ^ castling.rook[i].bb();
            if castling.path[i]
                .into_iter()
                .all(|sq| !enemy.attacks(sq, occupied))
            {
                sink.special(king_sq, KING_TO[i], king, Piece::EMPTY, king);
            }
        }
    }

    /// The number of castling moves of `us`, who is not in check, given `attacked`:
    /// every square the other side's pieces `enemy` attack with `us`'s king taken off
    /// the board. The same test as [`Position::generate_castling`], with the attacks
    /// read from one set; only a rook or queen beyond the castling rook on its rank
    /// (Chess960 alone: the standard rooks stand in the corners) sends a right back to
    /// the square-by-square test with the rook taken off the board.
    #[inline(always)]
    pub(crate) fn count_castles(
        &self,
        castling: &Castling,
        us: Color,
        attacked: Bitboard,
        enemy: &Enemy,
    ) -> u64 {
        // One right at a time, each a constant index where the counter is compiled per
        // side (a loop over the two measured slower).
        let castles = |i: usize| {
            let possible = self.castling & BITS[i] != 0
                && (self.occupied & castling.empty[i]).is_empty()
                && (castling.path[i] & attacked).is_empty();
            possible
                && ((castling.beyond[i] & enemy.straight).is_empty()
                    || self.path_safe_without_rook(castling, i, us.flip()))
        };
        u64::from(castles(index(us, false))) + u64::from(castles(index(us, true)))
    }

    /// Whether no square of right `i`'s path is attacked by `them` with the castling
    /// rook taken off the board. Rare (Chess960 alone), so kept out of the counter.
    #[cold]
    #[inline(never)]
    fn path_safe_without_rook(&self, castling: &Castling, i: usize, them: Color) -> bool {
        // The other side's pieces gathered again here, so that the counter need not
        // keep them in memory to pass them.
        let enemy = Enemy::of(self, them);
        let occupied = self.occupied ^ castling.rook[i].bb();
        castling.path[i]
            .into_iter()
            .all(|sq| !enemy.attacks(sq, occupied))
    }

    /// Whether `us` may have a castling move here: a right whose squares are empty
    /// (the cheap half of the test, before any attack is looked at).
    #[inline(always)]
    pub(crate) fn may_castle(&self, castling: &Castling, us: Color) -> bool {
        let (short, long) = (index(us, false), index(us, true));
        if self.castling & (BITS[short] | BITS[long]) == 0 {
            // Most positions of a game: one test for both rights.
            return false;
        }
        (self.castling & BITS[short] != 0 && (self.occupied & castling.empty[short]).is_empty())
            || (self.castling & BITS[long] != 0
                && (self.occupied & castling.empty[long]).is_empty())
    }
}

impl Board {
    /// Reads the castling field of a FEN (after the placement): `-`, `KQkq` (the
    /// outermost rook on that side), X-FEN file letters (`A`-`H` white, `a`-`h`
    /// black) for an inner rook, or Shredder-FEN (file letters only). Sets the rights
    /// and the castling rooks, and Chess960 mode when letters are used or the kings and
    /// rooks are not on the standard squares.
    pub(crate) fn parse_castling(&mut self, field: &str) -> Result<(), FenError> {
        self.pos.castling = 0;
        self.castling = Castling::STANDARD;
        if field == "-" {
            return Ok(());
        }
        let mut rooks = [None; 4];
        let mut letters = false;
        for c in field.chars() {
            let color = match c {
                'K' | 'Q' | 'A'..='H' => Color::White,
                'k' | 'q' | 'a'..='h' => Color::Black,
                _ => return Err(FenError::CastlingSyntax(c)),
            };
            let back: u8 = match color {
                Color::White => 0,
                Color::Black => 7,
            };
            let king = self.king(color);
            if king.rank() != back {
                return Err(FenError::CastlingKing(c));
            }
            let on_rank =
                self.pieces(color, Kind::Rook) & (Bitboard::RANK_1 << (8 * u32::from(back)));
            let beyond = |long: bool| {
                let side = Bitboard(if long {
                    king.bb().0 - 1
                } else {
                    !(king.bb().0 << 1).wrapping_sub(1)
                });
                on_rank & side
            };
            let (long, rook) = match c {
                'K' | 'k' => (false, beyond(false).any().then(|| beyond(false).msb())),
                'Q' | 'q' => (true, beyond(true).any().then(|| beyond(true).lsb())),
                _ => {
                    letters = true;
                    let file = c.to_ascii_lowercase() as u8 - b'a';
                    let sq = Square::from_coords(file, back);
                    (file < king.file(), on_rank.has(sq).then_some(sq))
                }
            };
            let i = index(color, long);
            if rooks[i].is_some() {
                return Err(FenError::CastlingSyntax(c));
            }
            rooks[i] = Some(rook.ok_or(FenError::CastlingWithoutPieces(c))?);
            self.pos.castling |= BITS[i];
        }
        let kings = [self.king(Color::White), self.king(Color::Black)];
        let standard = (0..4).all(|i| match rooks[i] {
            None => true,
            Some(rook) => {
                rook == Castling::STANDARD.rook[i]
                    && kings[i / 2] == [Square::E1, Square::E8][i / 2]
            }
        });
        self.castling = Castling::new(kings, rooks, letters || !standard);
        Ok(())
    }

    /// The castling field's letter of each right held: X-FEN (`KQkq` when the rook is
    /// the outermost on its side, its file letter otherwise) or Shredder-FEN (file
    /// letters only).
    pub(crate) fn castling_letters(&self, shredder: bool) -> impl Iterator<Item = char> + '_ {
        (0..4)
            .filter(|&i| self.pos.castling & BITS[i] != 0)
            .map(move |i| {
                let color = if i < 2 { Color::White } else { Color::Black };
                let rook = self.castling.rook[i];
                let file_letter = char::from(b'a' + rook.file());
                let file_letter = match color {
                    Color::White => file_letter.to_ascii_uppercase(),
                    Color::Black => file_letter,
                };
                let rank = Bitboard::RANK_1 << (8 * u32::from(rook.rank()));
                let rooks = self.pieces(color, Kind::Rook) & rank;
                let outer = Bitboard(if i % 2 == 1 {
                    rook.bb().0 - 1
                } else {
                    !(rook.bb().0 << 1).wrapping_sub(1)
                });
                if shredder || (rooks & outer).any() {
                    file_letter
                } else {
                    LETTERS[i]
                }
            })
    }

    /// Writes the castling field (`-` when no right is held).
    pub(crate) fn write_castling(&self, f: &mut fmt::Formatter<'_>, shredder: bool) -> fmt::Result {
        use fmt::Write;
        if self.pos.castling == 0 {
            return f.write_char('-');
        }
        for c in self.castling_letters(shredder) {
            f.write_char(c)?;
        }
        Ok(())
    }

    /// The rook square a castling move to `king_to` takes the rook from: the square
    /// UCI names in Chess960 (king takes rook, `e1h1`).
    pub(crate) fn castling_rook_square(&self, king_to: Square) -> Square {
        self.castling.rook_move(king_to).0
    }

    /// The rooks the castling rights name, in the order of
    /// [`Board::castling_rights`] (white's king side, white's queen side, then
    /// black's).
    ///
    /// ```
    /// use movegen::{Board, Square};
    /// let board: Board = "1r2k1r1/8/8/8/8/8/8/1R2K1R1 w Kq - 0 1".parse().unwrap();
    /// let rooks: Vec<String> = board.castling_rooks().map(|sq| sq.to_string()).collect();
    /// assert_eq!(rooks, ["g1", "b8"]);
    /// ```
    pub fn castling_rooks(&self) -> impl Iterator<Item = Square> + '_ {
        (0..4)
            .filter(|&i| self.pos.castling & BITS[i] != 0)
            .map(|i| self.castling.rook[i])
    }

    /// Whether castling moves are written king-takes-rook (`e1h1`), as in Chess960,
    /// rather than as the king's move (`e1g1`). Reading a FEN sets it when the
    /// castling field uses file letters (X-FEN for an inner rook, Shredder-FEN) or
    /// when a castling king or rook stands elsewhere than in standard chess.
    /// [`Board::parse_move`] reads both forms either way.
    ///
    /// ```
    /// use movegen::Board;
    /// assert!(!Board::default().chess960());
    /// let c960: Board = "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9"
    ///     .parse()
    ///     .unwrap();
    /// assert!(c960.chess960());
    /// assert_eq!(c960.to_string(), "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w KQkq - 2 9");
    /// assert_eq!(c960.to_shredder_fen(), "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9");
    /// ```
    pub fn chess960(&self) -> bool {
        self.castling.chess960
    }

    /// Chooses how castling moves are written: king-takes-rook (`e1h1`, Chess960) or
    /// the king's move (`e1g1`, standard chess). Nothing else changes: the castling
    /// rooks are those the FEN named.
    pub fn set_chess960(&mut self, chess960: bool) {
        self.castling.chess960 = chess960;
    }
}
