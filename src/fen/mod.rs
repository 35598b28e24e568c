//! FEN: reading a position ([`Board::from_fen`], `str::parse`), with an error that
//! names the field and the problem ([`FenError`]), and writing one ([`Board::to_fen`],
//! `Display`) without allocation ([`FenString`]).

use core::fmt;
use core::str::FromStr;

mod castling;
mod error;

pub use error::FenError;

use crate::board::Board;
use crate::types::{Color, Kind, Piece, Square};

/// The FEN of the standard starting position.
pub const START_FEN: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

impl Default for Board {
    /// The standard starting position.
    fn default() -> Board {
        Board::from_fen(START_FEN).expect("the start position is valid")
    }
}

fn parse_number(field: &str) -> Option<u16> {
    if field.is_empty() || field.len() > 5 || !field.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    field.parse().ok()
}

impl Board {
    /// Parses a FEN string. Six fields are expected; the last two (clocks) may be left
    /// out, as in EPD, and then default to `0 1`.
    ///
    /// ```
    /// use movegen::{Board, FenError};
    /// assert!(Board::from_fen("8/8/8/8/8/8/8/K6k w - - 0 1").is_ok());
    /// assert_eq!(
    ///     Board::from_fen("8/8/8/8/8/8/8/K6k w - - 0"),
    ///     Err(FenError::FieldCount(5))
    /// );
    /// let err = Board::from_fen("8/8/8/8/8/8/8/K6x w - - 0 1").unwrap_err();
    /// assert_eq!(err.to_string(), "FEN placement: unknown piece letter 'x' on rank 1 \
    ///     (expected one of PNBRQKpnbrqk or a digit 1-8)");
    /// ```
    ///
    /// # Errors
    ///
    /// A [`FenError`] that names the field and what is wrong with it.
    pub fn from_fen(fen: &str) -> Result<Board, FenError> {
        let mut fields = [""; 6];
        let mut count = 0;
        for field in crate::text::words(fen) {
            if count < 6 {
                fields[count] = field;
            }
            count += 1;
        }
        if count != 4 && count != 6 {
            return Err(FenError::FieldCount(count));
        }
        let mut board = Board::empty();
        board.parse_placement(fields[0])?;

        board.pos.state.side = match fields[1] {
            "w" => Color::White,
            "b" => Color::Black,
            _ => return Err(FenError::SideToMove),
        };

        board.parse_castling(fields[2])?;

        board.pos.state.ep = match fields[3] {
            "-" => None,
            s => {
                let sq: Square = s.parse().map_err(|_| FenError::EnPassantSyntax)?;
                board.check_en_passant(sq)?;
                Some(sq)
            }
        };

        if count == 6 {
            board.pos.state.halfmove = parse_number(fields[4]).ok_or(FenError::HalfmoveClock)?;
            board.pos.state.fullmove = parse_number(fields[5])
                .filter(|&n| n >= 1)
                .ok_or(FenError::FullmoveNumber)?;
        }

        let them = board.pos.state.side.flip();
        if board.is_attacked(board.king(them), board.pos.state.side) {
            return Err(FenError::OpponentInCheck);
        }
        board.pos.state.key = board.pos.compute_key(&board.castling);
        Ok(board)
    }

    fn parse_placement(&mut self, placement: &str) -> Result<(), FenError> {
        let ranks = placement.split('/').count();
        if ranks != 8 {
            return Err(FenError::RankCount(ranks));
        }
        for (i, row) in placement.split('/').enumerate() {
            let rank = 7 - i as u8;
            let mut file = 0u8;
            for c in row.chars() {
                if let Some(d) = c.to_digit(10).filter(|d| (1..=8).contains(d)) {
                    file += d as u8;
                    if file > 8 {
                        return Err(FenError::RankTooLong { rank: rank + 1 });
                    }
                    continue;
                }
                let piece = Piece::from_fen_letter(c).ok_or(FenError::UnknownPiece {
                    rank: rank + 1,
                    letter: c,
                })?;
                if file >= 8 {
                    return Err(FenError::RankTooLong { rank: rank + 1 });
                }
                let sq = Square::from_coords(file, rank);
                if piece.kind() == Some(Kind::Pawn) && (rank == 0 || rank == 7) {
                    return Err(FenError::PawnOnBackRank(sq));
                }
                self.put(sq, piece);
                file += 1;
            }
            if file < 8 {
                return Err(FenError::RankTooShort { rank: rank + 1 });
            }
        }
        for color in [Color::White, Color::Black] {
            let kings = self.pieces(color, Kind::King).count();
            if kings == 0 {
                return Err(FenError::MissingKing(color));
            }
            if kings > 1 {
                return Err(FenError::TooManyKings(color));
            }
            if self.pos.by_color[color.index()].count() > 16
                || self.pieces(color, Kind::Pawn).count() > 8
            {
                return Err(FenError::TooManyPieces(color));
            }
        }
        Ok(())
    }

    /// The en-passant square must be on the third rank of the side that just moved,
    /// empty, with the square it passed empty and the pushed pawn in front of it.
    fn check_en_passant(&self, sq: Square) -> Result<(), FenError> {
        let mover = self.pos.state.side.flip();
        let (rank, pawn_delta) = match mover {
            Color::White => (2, 8),
            Color::Black => (5, -8),
        };
        let origin = sq.offset(-pawn_delta);
        let ok = sq.rank_index() == rank
            && self.piece_on(sq).is_empty()
            && self.piece_on(origin).is_empty()
            && self.piece_on(sq.offset(pawn_delta)) == Piece::new(mover, Kind::Pawn);
        if ok {
            Ok(())
        } else {
            Err(FenError::EnPassantImpossible(sq))
        }
    }

    /// The position as FEN, the castling field in X-FEN (`KQkq`, or a file letter for
    /// a Chess960 rook that is not the outermost on its side): the same text as
    /// `Display`.
    ///
    /// # Panics
    ///
    /// Never: a FEN has at most 92 bytes, and the string 96.
    pub fn to_fen(&self) -> FenString {
        let mut out = FenString::default();
        fmt::write(&mut out, format_args!("{self}")).expect("a FEN fits in 96 bytes");
        out
    }

    /// The position as Shredder-FEN: the castling field names each castling rook by its
    /// file (`HAha` for the standard start position).
    ///
    /// ```
    /// use movegen::Board;
    /// assert_eq!(
    ///     Board::default().to_shredder_fen(),
    ///     "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1"
    /// );
    /// ```
    ///
    /// # Panics
    ///
    /// Never: a FEN has at most 92 bytes, and the string 96.
    pub fn to_shredder_fen(&self) -> FenString {
        let mut out = FenString::default();
        fmt::write(
            &mut out,
            format_args!(
                "{}",
                Fen {
                    board: self,
                    shredder: true
                }
            ),
        )
        .expect("a FEN fits in 96 bytes");
        out
    }
}

impl FromStr for Board {
    type Err = FenError;

    fn from_str(s: &str) -> Result<Board, FenError> {
        Board::from_fen(s)
    }
}

impl fmt::Display for Board {
    /// Writes the position as FEN (X-FEN castling, see [`Board::to_fen`]).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        Fen {
            board: self,
            shredder: false,
        }
        .fmt(f)
    }
}

/// A board written as FEN, its castling field in X-FEN or in Shredder-FEN.
struct Fen<'a> {
    board: &'a Board,
    shredder: bool,
}

impl fmt::Display for Fen<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use fmt::Write;
        let board = self.board;
        for rank in (0..8).rev() {
            let mut empty = 0;
            for file in 0..8 {
                match board.piece_on(Square::from_coords(file, rank)).fen_letter() {
                    None => empty += 1,
                    Some(c) => {
                        if empty > 0 {
                            f.write_char(char::from(b'0' + empty))?;
                            empty = 0;
                        }
                        f.write_char(c)?;
                    }
                }
            }
            if empty > 0 {
                f.write_char(char::from(b'0' + empty))?;
            }
            if rank > 0 {
                f.write_char('/')?;
            }
        }
        write!(f, " {} ", board.pos.state.side.letter())?;
        board.write_castling(f, self.shredder)?;
        match board.pos.state.ep {
            Some(sq) => write!(f, " {sq}")?,
            None => f.write_str(" -")?,
        }
        write!(
            f,
            " {} {}",
            board.pos.state.halfmove, board.pos.state.fullmove
        )
    }
}

/// A FEN held without allocation (at most 96 bytes; the longest FEN is about 90).
#[derive(Clone, Copy)]
pub struct FenString {
    buf: [u8; 96],
    len: usize,
}

impl Default for FenString {
    fn default() -> Self {
        FenString {
            buf: [0; 96],
            len: 0,
        }
    }
}

impl FenString {
    /// The text.
    pub fn as_str(&self) -> &str {
        core::str::from_utf8(&self.buf[..self.len]).unwrap_or("")
    }
}

impl fmt::Write for FenString {
    fn write_str(&mut self, s: &str) -> fmt::Result {
        let end = self.len + s.len();
        if end > self.buf.len() {
            return Err(fmt::Error);
        }
        self.buf[self.len..end].copy_from_slice(s.as_bytes());
        self.len = end;
        Ok(())
    }
}

impl core::ops::Deref for FenString {
    type Target = str;

    fn deref(&self) -> &str {
        self.as_str()
    }
}

impl fmt::Display for FenString {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl fmt::Debug for FenString {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(self.as_str(), f)
    }
}

impl PartialEq<&str> for FenString {
    fn eq(&self, other: &&str) -> bool {
        self.as_str() == *other
    }
}
