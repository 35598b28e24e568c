//! Standard Algebraic Notation: writing a legal move as SAN ([`Board::san`], a [`San`]
//! held without allocation) and reading one ([`Board::parse_san`], with a [`SanError`]
//! that says what is wrong).
//!
//! Written: the piece letter (none for a pawn), the origin's file, rank or square only
//! when another piece of the same kind could go to the same square (file first, then
//! rank, then both), `x` for a capture (a pawn's capture names its file: `exd5`), the
//! destination, `=Q` for a promotion, `O-O` and `O-O-O` for castling, then `+` for check
//! or `#` for checkmate. Read: the same, and the lenient forms that
//! [`Board::parse_san`] lists.

use core::fmt;

use crate::Move;
use crate::board::Board;
use crate::encoding::Encoding;
use crate::move_list::MoveList;
use crate::types::{Kind, Square};

/// A move in SAN, as [`Board::san`] writes it: at most 7 characters (`Qa1xb2#`,
/// `exd8=Q+`), held without allocation. `Display` and `as_str` give the text.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct San {
    buf: [u8; 8],
    len: u8,
}

impl San {
    fn push(&mut self, c: char) {
        debug_assert!(c.is_ascii() && (self.len as usize) < self.buf.len());
        self.buf[self.len as usize] = c as u8;
        self.len += 1;
    }

    fn push_square(&mut self, sq: Square) {
        self.push(char::from(b'a' + sq.file_index()));
        self.push(char::from(b'1' + sq.rank_index()));
    }

    /// The text, such as `Nbd7` or `O-O+`.
    pub fn as_str(&self) -> &str {
        core::str::from_utf8(&self.buf[..self.len as usize]).unwrap_or("")
    }
}

impl fmt::Display for San {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl fmt::Debug for San {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(self.as_str(), f)
    }
}

impl core::ops::Deref for San {
    type Target = str;

    fn deref(&self) -> &str {
        self.as_str()
    }
}

impl PartialEq<&str> for San {
    fn eq(&self, other: &&str) -> bool {
        self.as_str() == *other
    }
}

/// Why [`Board::parse_san`] read no move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SanError {
    /// The text is not SAN: empty, or not a destination square with what may come
    /// before and after it.
    Malformed,
    /// A capital letter that names no piece: pieces are `P` (a pawn, which may also go
    /// unnamed), `N`, `B`, `R`, `Q` and `K`.
    UnknownPiece(char),
    /// A promotion to what no pawn promotes to: a pawn promotes to `N`, `B`, `R` or `Q`,
    /// in either case.
    Promotion(char),
    /// More than one legal move matches: the origin's file or rank is needed.
    Ambiguous,
    /// Well formed, but no legal move of this position matches.
    Illegal,
}

impl fmt::Display for SanError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SanError::Malformed => f.write_str(
                "malformed SAN: expected a move such as e4, Nf3, exd5, Rae1, e8=Q or O-O",
            ),
            SanError::UnknownPiece(c) => {
                write!(f, "unknown piece '{c}' (pieces are P, N, B, R, Q and K)")
            }
            SanError::Promotion(c) => {
                write!(
                    f,
                    "pawns promote to N, B, R or Q (or n, b, r, q), not '{c}'"
                )
            }
            SanError::Ambiguous => f.write_str(
                "ambiguous: more than one legal move matches (name the origin's file or rank)",
            ),
            SanError::Illegal => f.write_str("no such legal move in this position"),
        }
    }
}

impl core::error::Error for SanError {}

/// The SAN letter of a kind (pawns have none).
fn letter(kind: Kind) -> char {
    kind.letter().to_ascii_uppercase()
}

/// The kind of a SAN piece letter (`P` is read as a pawn too).
fn kind_of(c: u8) -> Option<Kind> {
    Kind::from_letter(char::from(c.to_ascii_lowercase())).filter(|_| c.is_ascii_uppercase())
}

/// Whether a castling move (king from `from` to `to`, the king's destination) goes to
/// the king's side: the king ends on the g-file, which also holds in Chess960.
fn castles_short(to: Square) -> bool {
    to.file_index() >= 4
}

impl Board {
    /// Writes `mv`, a legal move of this position, in SAN, with `+` or `#` when it
    /// gives check or mate.
    ///
    /// ```
    /// use movegen::Board;
    /// let board: Board = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"
    ///     .parse()
    ///     .unwrap();
    /// let san = |uci| board.san(board.parse_move(uci).unwrap()).to_string();
    /// assert_eq!(san("e1g1"), "O-O");
    /// assert_eq!(san("e5f7"), "Nxf7");
    /// assert_eq!(san("d5e6"), "dxe6");
    /// assert_eq!(san("c3b1"), "Nb1");
    /// assert_eq!(san("e2a6"), "Bxa6");
    /// assert_eq!(san("f3f6"), "Qxf6");
    /// ```
    pub fn san<E: Encoding>(&self, mv: E) -> San {
        let mut san = San {
            buf: [0; 8],
            len: 0,
        };
        let (from, to) = (mv.from(), mv.to());
        if mv.is_castle() {
            for c in if castles_short(to) { "O-O" } else { "O-O-O" }.chars() {
                san.push(c);
            }
        } else {
            let kind = self.piece_on(from).kind().unwrap_or(Kind::Pawn);
            let capture = mv.is_en_passant() || !self.piece_on(to).is_empty();
            if kind == Kind::Pawn {
                if capture {
                    san.push(char::from(b'a' + from.file_index()));
                }
            } else {
                san.push(letter(kind));
                if kind != Kind::King {
                    self.disambiguate(&mut san, kind, from, to);
                }
            }
            if capture {
                san.push('x');
            }
            san.push_square(to);
            if let Some(promoted) = mv.promotion() {
                san.push('=');
                san.push(letter(promoted));
            }
        }
        let mut after = *self;
        let _ = after.apply(mv.from(), mv.to(), mv.special());
        if after.in_check() {
            san.push(if after.count_legal() == 0 { '#' } else { '+' });
        }
        san
    }

    /// Adds the origin's file, rank or both when another `kind` could also go to `to`.
    fn disambiguate(&self, san: &mut San, kind: Kind, from: Square, to: Square) {
        let mut list = MoveList::<crate::Move>::new();
        self.generate_legal(&mut list);
        let (mut others, mut same_file, mut same_rank) = (false, false, false);
        for mv in list.iter() {
            let other = mv.from();
            if mv.to() == to && other != from && self.piece_on(other).kind() == Some(kind) {
                others = true;
                same_file |= other.file_index() == from.file_index();
                same_rank |= other.rank_index() == from.rank_index();
            }
        }
        if !others {
            return;
        }
        if !same_file {
            san.push(char::from(b'a' + from.file_index()));
        } else if !same_rank {
            san.push(char::from(b'1' + from.rank_index()));
        } else {
            san.push_square(from);
        }
    }

    /// Reads a move in SAN and returns it as this position's legal move. Lenient, as
    /// PGN from the wild wants; besides SAN as [`Board::san`] writes it, it accepts
    /// exactly these forms:
    ///
    /// - whitespace around the text, by the crate's one rule ([`crate::text`]);
    /// - after the move, any run of `+`, `#`, `!` and `?` (a missing, extra or wrong
    ///   check sign, annotations: `e4!?`, `Nf3#+`);
    /// - castling as `0-0`, `o-o`, `0-0-0` or `o-o-o`;
    /// - a promotion without `=` (`e8Q`), and its letter in lower case (`e8=q`, `e8q`;
    ///   `e8=b` and `e8b` are a bishop: after the destination's rank a letter can only
    ///   be a promotion, never a file);
    /// - a capture without `x` (`ed5`);
    /// - a pawn written with `P` (`Pe4`), and an origin's file, rank or square named
    ///   where it is not needed (`Ngf3`, `N1f3`, `Ng1f3`, `e2e4`).
    ///
    /// Anything else is an error, and so is a move that fits the text but is not
    /// legal here.
    ///
    /// # Errors
    ///
    /// [`SanError`] names what is wrong: text that is no SAN, a move that is not legal
    /// here (every move, once the game is over), or one that fits several.
    ///
    /// ```
    /// use movegen::{Board, SanError};
    /// let board = Board::default();
    /// let nf3 = board.parse_san("Nf3").unwrap();
    /// assert_eq!(nf3.to_string(), "g1f3");
    /// assert_eq!(board.parse_san("e4+").unwrap().to_string(), "e2e4");
    /// assert_eq!(board.parse_san("Nd4"), Err(SanError::Illegal));
    /// assert_eq!(board.parse_san("Xe4"), Err(SanError::UnknownPiece('X')));
    /// assert_eq!(board.parse_san("e9"), Err(SanError::Malformed));
    /// let two_knights: Board = "4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1".parse().unwrap();
    /// assert_eq!(two_knights.parse_san("Nd2"), Err(SanError::Ambiguous));
    /// assert!(two_knights.parse_san("Nbd2").is_ok());
    /// ```
    pub fn parse_san(&self, text: &str) -> Result<Move, SanError> {
        self.parse_san_as(text)
    }

    /// [`Board::parse_san`] in the encoding `E`.
    ///
    /// # Errors
    ///
    /// As [`Board::parse_san`].
    pub fn parse_san_as<E: Encoding>(&self, text: &str) -> Result<E, SanError> {
        let text = crate::text::trim(text)
            .trim_end_matches(['+', '#', '!', '?'])
            .as_bytes();
        let mut list = MoveList::<E>::default();
        self.generate_legal(&mut list);

        if let Some(short) = match text {
            b"O-O" | b"0-0" | b"o-o" => Some(true),
            b"O-O-O" | b"0-0-0" | b"o-o-o" => Some(false),
            _ => None,
        } {
            let mut found = list
                .iter()
                .filter(|mv| mv.is_castle() && castles_short(mv.to()) == short);
            return match (found.next(), found.next()) {
                (Some(&mv), None) => Ok(mv),
                (Some(_), Some(_)) => Err(SanError::Ambiguous),
                (None, _) => Err(SanError::Illegal),
            };
        }

        // The piece letter, if any.
        let (kind, mut rest) = match text.first() {
            None | Some(b'O' | b'0') => return Err(SanError::Malformed),
            Some(&c) if c.is_ascii_uppercase() => (
                kind_of(c).ok_or(SanError::UnknownPiece(char::from(c)))?,
                &text[1..],
            ),
            Some(_) => (Kind::Pawn, text),
        };
        // The promotion, with or without `=`: a letter after the destination's rank
        // (where no file can stand, so `b` is a bishop) or after `=`.
        let mut promotion = None;
        if let Some((&c, head)) = rest.split_last()
            && c.is_ascii_alphabetic()
            && head
                .last()
                .is_some_and(|p| *p == b'=' || p.is_ascii_digit())
        {
            if kind != Kind::Pawn {
                return Err(SanError::Malformed);
            }
            let promoted = Kind::from_letter(char::from(c.to_ascii_lowercase()))
                .filter(|k| !matches!(k, Kind::Pawn | Kind::King))
                .ok_or(SanError::Promotion(char::from(c)))?;
            promotion = Some(promoted);
            rest = head.strip_suffix(b"=").unwrap_or(head);
        }
        // The destination: the last two characters.
        if rest.len() < 2 {
            return Err(SanError::Malformed);
        }
        let (head, dest) = rest.split_at(rest.len() - 2);
        let to = square(dest).ok_or(SanError::Malformed)?;
        // What comes between: the origin's file, rank or square, then `x`.
        let (head, capture) = match head.strip_suffix(b"x") {
            Some(head) => (head, true),
            None => (head, false),
        };
        let (file, rank) = match head {
            [] => (None, None),
            [f @ b'a'..=b'h'] => (Some(f - b'a'), None),
            [r @ b'1'..=b'8'] => (None, Some(r - b'1')),
            [f @ b'a'..=b'h', r @ b'1'..=b'8'] => (Some(f - b'a'), Some(r - b'1')),
            _ => return Err(SanError::Malformed),
        };

        let mut found = list.iter().filter(|mv| {
            let from = mv.from();
            !mv.is_castle()
                && mv.to() == to
                && self.piece_on(from).kind() == Some(kind)
                && mv.promotion() == promotion
                && file.is_none_or(|f| from.file_index() == f)
                && rank.is_none_or(|r| from.rank_index() == r)
                && (!capture || mv.is_en_passant() || !self.piece_on(to).is_empty())
        });
        match (found.next(), found.next()) {
            (Some(&mv), None) => Ok(mv),
            (Some(_), Some(_)) => Err(SanError::Ambiguous),
            (None, _) => Err(SanError::Illegal),
        }
    }
}

/// The square of two bytes such as `e4`.
fn square(text: &[u8]) -> Option<Square> {
    match text {
        [f @ b'a'..=b'h', r @ b'1'..=b'8'] => Some(Square::from_coords(f - b'a', r - b'1')),
        _ => None,
    }
}
