//! The castling field of FEN in its three forms (`KQkq`, X-FEN, Shredder-FEN): read
//! into the rights and the castling rooks, and written back.

use core::fmt;

use crate::board::Board;
use crate::castling::{BITS, Castling, LETTERS, index};
use crate::fen::FenError;
use crate::types::{Bitboard, CastlingRights, CastlingSide, Color, Kind, Square};

impl Board {
    /// The castling rights left.
    pub fn castling_rights(&self) -> CastlingRights {
        CastlingRights(self.pos.state.castling)
    }

    /// The rook that `color` castles with to `side`, while the right is held.
    ///
    /// ```
    /// use movegen::{Board, CastlingSide, Color, Square};
    /// let board: Board = "1r2k1r1/8/8/8/8/8/8/1R2K1R1 w Kq - 0 1".parse().unwrap();
    /// assert_eq!(board.castling_rook(Color::White, CastlingSide::KingSide), Some(Square::G1));
    /// assert_eq!(board.castling_rook(Color::White, CastlingSide::QueenSide), None);
    /// ```
    pub fn castling_rook(&self, color: Color, side: CastlingSide) -> Option<Square> {
        let i = index(color, side == CastlingSide::QueenSide);
        (self.pos.state.castling & BITS[i] != 0).then_some(self.castling.rook[i])
    }

    /// The castling field of the FEN, as [`Board::to_fen`] writes it: `KQkq` order,
    /// X-FEN letters for an inner rook (`K` for the outermost rook on the king's side,
    /// a file letter such as `G` for an inner one), nothing when there is none.
    pub fn castling_field(&self) -> impl Iterator<Item = char> + '_ {
        self.castling_letters(false)
    }

    /// Reads the castling field of a FEN (after the placement): `-`, `KQkq` (the
    /// outermost rook on that side), X-FEN file letters (`A`-`H` white, `a`-`h`
    /// black) for an inner rook, or Shredder-FEN (file letters only). Sets the rights
    /// and the castling rooks, and Chess960 mode when letters are used or the kings and
    /// rooks are not on the standard squares.
    pub(crate) fn parse_castling(&mut self, field: &str) -> Result<(), FenError> {
        self.pos.state.castling = 0;
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
            if king.rank_index() != back {
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
                    (file < king.file_index(), on_rank.has(sq).then_some(sq))
                }
            };
            let i = index(color, long);
            if rooks[i].is_some() {
                return Err(FenError::CastlingSyntax(c));
            }
            rooks[i] = Some(rook.ok_or(FenError::CastlingWithoutPieces(c))?);
            self.pos.state.castling |= BITS[i];
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
            .filter(|&i| self.pos.state.castling & BITS[i] != 0)
            .map(move |i| {
                let color = if i < 2 { Color::White } else { Color::Black };
                let rook = self.castling.rook[i];
                let file_letter = char::from(b'a' + rook.file_index());
                let file_letter = match color {
                    Color::White => file_letter.to_ascii_uppercase(),
                    Color::Black => file_letter,
                };
                let rank = Bitboard::RANK_1 << (8 * u32::from(rook.rank_index()));
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
        if self.pos.state.castling == 0 {
            return f.write_char('-');
        }
        for c in self.castling_letters(shredder) {
            f.write_char(c)?;
        }
        Ok(())
    }
}
