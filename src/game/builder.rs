//! A position built piece by piece ([`BoardBuilder`]) and checked as the FEN reader
//! checks one: the builder writes the FEN of what it was given and reads it, so that it
//! refuses exactly what the FEN reader refuses, with the same [`FenError`].

use core::fmt::Write;

use crate::board::Board;
use crate::fen::{FenError, FenString};
use crate::types::{Color, File, Kind, Piece, Square};

/// A position set up square by square, then checked and made a [`Board`] by
/// [`BoardBuilder::build`]. Starts empty, white to move, no castling right, no
/// en-passant square, clocks `0 1`.
///
/// ```
/// use movegen::{BoardBuilder, Color, FenError, File, Kind, Piece, Square};
/// let mut builder = BoardBuilder::new();
/// builder
///     .piece(Square::E1, Piece::new(Color::White, Kind::King))
///     .piece(Square::H1, Piece::new(Color::White, Kind::Rook))
///     .piece(Square::E8, Piece::new(Color::Black, Kind::King))
///     .castling_rook(Color::White, File::H)
///     .side_to_move(Color::Black);
/// assert_eq!(builder.build().unwrap().to_string(), "4k3/8/8/8/8/8/8/4K2R b K - 0 1");
/// builder.piece(Square::E8, Piece::EMPTY);
/// assert_eq!(builder.build().unwrap_err(), FenError::MissingKing(Color::Black));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BoardBuilder {
    squares: [Piece; 64],
    side: Color,
    /// The castling rights: each a colour and the file of the rook it names (room for
    /// one more than the four a position can hold, which the FEN reader then refuses;
    /// later ones replace it, and the FEN stays within [`FenString`]'s 96 bytes).
    rooks: [Option<(Color, u8)>; 5],
    ep: Option<Square>,
    halfmove: u16,
    fullmove: u16,
}

impl Default for BoardBuilder {
    fn default() -> BoardBuilder {
        BoardBuilder::new()
    }
}

impl BoardBuilder {
    /// An empty board, white to move, no right, no en-passant square, clocks `0 1`.
    pub const fn new() -> BoardBuilder {
        BoardBuilder {
            squares: [Piece::EMPTY; 64],
            side: Color::White,
            rooks: [None; 5],
            ep: None,
            halfmove: 0,
            fullmove: 1,
        }
    }

    /// A builder holding `board`'s position, to change and build again.
    pub fn from_board(board: &Board) -> BoardBuilder {
        let mut builder = BoardBuilder::new();
        for (i, square) in builder.squares.iter_mut().enumerate() {
            *square = board.piece_on(Square::from_index(i as u8));
        }
        for (slot, rook) in builder.rooks.iter_mut().zip(board.castling_rooks()) {
            let color = if rook.rank_index() == 0 {
                Color::White
            } else {
                Color::Black
            };
            *slot = Some((color, rook.file_index()));
        }
        builder.side = board.side_to_move();
        builder.ep = board.en_passant();
        builder.halfmove = board.halfmove_clock();
        builder.fullmove = board.fullmove_number();
        builder
    }

    /// Puts `piece` on `sq` ([`Piece::EMPTY`] clears it).
    pub fn piece(&mut self, sq: Square, piece: Piece) -> &mut BoardBuilder {
        self.squares[sq.index()] = piece;
        self
    }

    /// Sets the side to move.
    pub fn side_to_move(&mut self, side: Color) -> &mut BoardBuilder {
        self.side = side;
        self
    }

    /// Gives `color` the castling right of the rook on `file` of its back rank: towards that rook's side of the king. Standard chess names the
    /// corners; Chess960 any file. A right given twice, or a fifth, is the FEN
    /// reader's [`FenError::CastlingSyntax`] when built.
    pub fn castling_rook(&mut self, color: Color, file: File) -> &mut BoardBuilder {
        let last = self.rooks.len() - 1;
        let slot = self.rooks.iter().position(Option::is_none).unwrap_or(last);
        self.rooks[slot] = Some((color, file as u8));
        self
    }

    /// Takes every castling right away.
    pub fn no_castling(&mut self) -> &mut BoardBuilder {
        self.rooks = [None; 5];
        self
    }

    /// Sets the en-passant square (the square a pawn passed with a double push), or
    /// none.
    pub fn en_passant(&mut self, sq: Option<Square>) -> &mut BoardBuilder {
        self.ep = sq;
        self
    }

    /// Sets the halfmove clock (halfmoves since the last capture or pawn move).
    pub fn halfmove_clock(&mut self, halfmove: u16) -> &mut BoardBuilder {
        self.halfmove = halfmove;
        self
    }

    /// Sets the fullmove number (1 and up).
    pub fn fullmove_number(&mut self, fullmove: u16) -> &mut BoardBuilder {
        self.fullmove = fullmove;
        self
    }

    /// The position as a [`Board`], or the [`FenError`] the FEN reader gives for it.
    ///
    /// # Errors
    ///
    /// The [`FenError`] the FEN reader gives for the position (a missing king, pawns on
    /// a back rank, a castling right without its rook...).
    pub fn build(&self) -> Result<Board, FenError> {
        self.fen().parse()
    }

    /// The FEN of what the builder holds (castling as X-FEN: `KQkq` for the outermost
    /// rook of a side, the file letter for another).
    ///
    /// # Panics
    ///
    /// Never: a FEN has at most 92 bytes, and the string 96.
    pub fn fen(&self) -> FenString {
        let mut fen = FenString::default();
        self.write_fen(&mut fen).expect("a FEN fits in 96 bytes");
        fen
    }

    fn write_fen(&self, f: &mut FenString) -> core::fmt::Result {
        for rank in (0..8).rev() {
            let mut empty = 0;
            for file in 0..8 {
                let piece = self.squares[rank * 8 + file];
                match piece.kind() {
                    None => empty += 1,
                    Some(kind) => {
                        if empty > 0 {
                            write!(f, "{empty}")?;
                            empty = 0;
                        }
                        let letter = kind.letter();
                        f.write_char(match piece.color() {
                            Color::White => letter.to_ascii_uppercase(),
                            Color::Black => letter,
                        })?;
                    }
                }
            }
            if empty > 0 {
                write!(f, "{empty}")?;
            }
            if rank > 0 {
                f.write_char('/')?;
            }
        }
        f.write_str(if self.side == Color::White {
            " w "
        } else {
            " b "
        })?;
        let mut any = false;
        for (color, file) in self.rooks.iter().flatten() {
            f.write_char(self.castling_letter(*color, *file))?;
            any = true;
        }
        if !any {
            f.write_char('-')?;
        }
        match self.ep {
            Some(sq) => write!(f, " {sq}")?,
            None => f.write_str(" -")?,
        }
        write!(f, " {} {}", self.halfmove, self.fullmove)
    }

    /// The X-FEN letter of `color`'s right of the rook on `file`.
    fn castling_letter(&self, color: Color, file: u8) -> char {
        let rank = if color == Color::White { 0 } else { 7 };
        let at = |f: u8| self.squares[rank * 8 + usize::from(f)];
        let king = (0..8).find(|&f| at(f) == Piece::new(color, Kind::King));
        let rook = Piece::new(color, Kind::Rook);
        let letter = match king {
            Some(king) if at(file) == rook && file != king => {
                let outer = if file > king { file + 1..8 } else { 0..file };
                match (outer.into_iter().any(|f| at(f) == rook), file > king) {
                    (false, true) => 'K',
                    (false, false) => 'Q',
                    (true, _) => char::from(b'A' + file),
                }
            }
            _ => char::from(b'A' + file),
        };
        match color {
            Color::White => letter,
            Color::Black => letter.to_ascii_lowercase(),
        }
    }
}
