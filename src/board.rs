//! The [`Board`]: bitboards, mailbox, side to move, rights, clocks, and FEN.

use core::fmt;
use core::str::FromStr;

use crate::tables;
use crate::types::{Bitboard, Color, Kind, Piece, Square};

/// The deepest line of moves a board can make before unmaking: the size of its undo
/// stack. [`Board::make_move`] refuses a move when the stack is full;
/// [`Board::clear_history`] empties it for games that go on longer.
pub const MAX_PLY: usize = 256;

/// Castling rights, one bit each.
pub(crate) mod castle {
    /// White may castle king side.
    pub const WK: u8 = 1;
    /// White may castle queen side.
    pub const WQ: u8 = 2;
    /// Black may castle king side.
    pub const BK: u8 = 4;
    /// Black may castle queen side.
    pub const BQ: u8 = 8;
    /// FEN letters, in bit order.
    pub const LETTERS: [(u8, char); 4] = [(WK, 'K'), (WQ, 'Q'), (BK, 'k'), (BQ, 'q')];
}

/// What a move changes that it does not carry itself, kept to unmake it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct Undo {
    pub captured: Piece,
    pub castling: u8,
    pub ep: Option<Square>,
    pub halfmove: u16,
}

/// A chess position with its undo stack.
///
/// Bitboards per piece code and per colour, plus a 64-square mailbox, side to move,
/// castling rights, en-passant square, halfmove clock and fullmove number. Parse one
/// from FEN with [`Board::from_fen`] or [`str::parse`]; `Display` prints the FEN.
///
/// ```
/// use movegen::Board;
/// let board = Board::default();
/// assert_eq!(board.to_string(), "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
/// let kiwipete: Board =
///     "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1".parse().unwrap();
/// assert_eq!(kiwipete.perft(2), 2039);
/// ```
///
/// Equality compares the position only (pieces, side, rights, en-passant square,
/// clocks), not the undo stack.
#[derive(Clone)]
pub struct Board {
    pub(crate) by_piece: [Bitboard; 16],
    pub(crate) by_color: [Bitboard; 2],
    pub(crate) occupied: Bitboard,
    pub(crate) mailbox: [Piece; 64],
    pub(crate) side: Color,
    pub(crate) castling: u8,
    pub(crate) ep: Option<Square>,
    pub(crate) halfmove: u16,
    pub(crate) fullmove: u16,
    pub(crate) history: [Undo; MAX_PLY],
    pub(crate) ply: usize,
}

impl PartialEq for Board {
    fn eq(&self, other: &Board) -> bool {
        self.by_piece == other.by_piece
            && self.by_color == other.by_color
            && self.occupied == other.occupied
            && self.mailbox == other.mailbox
            && self.side == other.side
            && self.castling == other.castling
            && self.ep == other.ep
            && self.halfmove == other.halfmove
            && self.fullmove == other.fullmove
    }
}

impl Eq for Board {}

impl fmt::Debug for Board {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Board(\"{self}\")")
    }
}

/// The FEN of the standard starting position.
pub const START_FEN: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

impl Default for Board {
    /// The standard starting position.
    fn default() -> Board {
        Board::from_fen(START_FEN).expect("the start position is valid")
    }
}

/// Why a FEN string was refused. Each variant names the field and the problem.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FenError {
    /// The FEN has the wrong number of space-separated fields (4 or 6 are accepted).
    FieldCount(usize),
    /// Field 1 (placement) does not have 8 ranks separated by `/`.
    RankCount(usize),
    /// A rank describes more than 8 squares (rank 8 is the first one written).
    RankTooLong {
        /// The rank, 1 to 8.
        rank: u8,
    },
    /// A rank describes fewer than 8 squares.
    RankTooShort {
        /// The rank, 1 to 8.
        rank: u8,
    },
    /// A character in the placement is neither a piece letter nor a digit 1-8.
    UnknownPiece {
        /// The rank, 1 to 8.
        rank: u8,
        /// The character.
        letter: char,
    },
    /// A side has no king.
    MissingKing(Color),
    /// A side has more than one king.
    TooManyKings(Color),
    /// A side has more than 16 pieces or more than 8 pawns.
    TooManyPieces(Color),
    /// A pawn stands on the first or the last rank.
    PawnOnBackRank(Square),
    /// Field 2 (side to move) is not `w` or `b`.
    SideToMove,
    /// Field 3 (castling) has a character other than `KQkq` or `-`, or repeats one.
    CastlingSyntax(char),
    /// A castling right whose king or rook is not on its starting square.
    CastlingWithoutPieces(char),
    /// Field 4 (en passant) is not `-` or a square.
    EnPassantSyntax,
    /// The en-passant square cannot follow a double push by the side that just moved
    /// (wrong rank, squares not empty, or no pawn that made the push).
    EnPassantImpossible(Square),
    /// Field 5 (halfmove clock) is not a number from 0 to 65535.
    HalfmoveClock,
    /// Field 6 (fullmove number) is not a number from 1 to 65535.
    FullmoveNumber,
    /// The side not to move is in check: its king could be taken.
    OpponentInCheck,
}

impl fmt::Display for FenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            FenError::FieldCount(n) => write!(
                f,
                "FEN has {n} fields; expected 6 (placement, side, castling, en passant, \
                 halfmove clock, fullmove number) or the first 4"
            ),
            FenError::RankCount(n) => {
                write!(
                    f,
                    "FEN placement has {n} ranks; expected 8 separated by '/'"
                )
            }
            FenError::RankTooLong { rank } => {
                write!(
                    f,
                    "FEN placement: rank {rank} describes more than 8 squares"
                )
            }
            FenError::RankTooShort { rank } => {
                write!(
                    f,
                    "FEN placement: rank {rank} describes fewer than 8 squares"
                )
            }
            FenError::UnknownPiece { rank, letter } => write!(
                f,
                "FEN placement: unknown piece letter {letter:?} on rank {rank} \
                 (expected one of PNBRQKpnbrqk or a digit 1-8)"
            ),
            FenError::MissingKing(c) => write!(f, "FEN placement: {c} has no king"),
            FenError::TooManyKings(c) => write!(f, "FEN placement: {c} has more than one king"),
            FenError::TooManyPieces(c) => write!(
                f,
                "FEN placement: {c} has more than 16 pieces or more than 8 pawns"
            ),
            FenError::PawnOnBackRank(sq) => write!(
                f,
                "FEN placement: pawn on {sq}; pawns cannot stand on the first or last rank"
            ),
            FenError::SideToMove => f.write_str("FEN side to move: expected 'w' or 'b'"),
            FenError::CastlingSyntax(c) => write!(
                f,
                "FEN castling: unexpected or repeated {c:?} (expected '-' or letters of KQkq)"
            ),
            FenError::CastlingWithoutPieces(c) => write!(
                f,
                "FEN castling: right {c:?} needs its king and rook on their starting squares"
            ),
            FenError::EnPassantSyntax => {
                f.write_str("FEN en passant: expected '-' or a square such as e3")
            }
            FenError::EnPassantImpossible(sq) => write!(
                f,
                "FEN en passant: {sq} cannot follow a double pawn push by the side that \
                 just moved"
            ),
            FenError::HalfmoveClock => {
                f.write_str("FEN halfmove clock: expected a number from 0 to 65535")
            }
            FenError::FullmoveNumber => {
                f.write_str("FEN fullmove number: expected a number from 1 to 65535")
            }
            FenError::OpponentInCheck => {
                f.write_str("FEN position: the side not to move is in check")
            }
        }
    }
}

impl core::error::Error for FenError {}

/// The castling rights that survive a move touching `sq` (as origin or destination).
const fn castle_keep_mask(sq: u8) -> u8 {
    match sq {
        0 => !castle::WQ,
        4 => !(castle::WK | castle::WQ),
        7 => !castle::WK,
        56 => !castle::BQ,
        60 => !(castle::BK | castle::BQ),
        63 => !castle::BK,
        _ => !0,
    }
}

/// `CASTLE_KEEP[sq]`: the rights kept when a move starts or ends on `sq`.
pub(crate) const CASTLE_KEEP: [u8; 64] = {
    let mut t = [0u8; 64];
    let mut i = 0;
    while i < 64 {
        t[i] = castle_keep_mask(i as u8);
        i += 1;
    }
    t
};

fn parse_number(field: &str) -> Option<u16> {
    if field.is_empty() || field.len() > 5 || !field.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    field.parse().ok()
}

impl Board {
    fn empty() -> Board {
        Board {
            by_piece: [Bitboard::EMPTY; 16],
            by_color: [Bitboard::EMPTY; 2],
            occupied: Bitboard::EMPTY,
            mailbox: [Piece::EMPTY; 64],
            side: Color::White,
            castling: 0,
            ep: None,
            halfmove: 0,
            fullmove: 1,
            history: [Undo::default(); MAX_PLY],
            ply: 0,
        }
    }

    pub(crate) fn put(&mut self, sq: Square, piece: Piece) {
        let bb = sq.bb();
        self.by_piece[piece.code() as usize] |= bb;
        self.by_color[piece.color().index()] |= bb;
        self.occupied |= bb;
        self.mailbox[sq.index()] = piece;
    }

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
    pub fn from_fen(fen: &str) -> Result<Board, FenError> {
        let mut fields = [""; 6];
        let mut count = 0;
        for field in fen.split_ascii_whitespace() {
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

        board.side = match fields[1] {
            "w" => Color::White,
            "b" => Color::Black,
            _ => return Err(FenError::SideToMove),
        };

        if fields[2] != "-" {
            for c in fields[2].chars() {
                let bit = castle::LETTERS
                    .iter()
                    .find(|&&(_, l)| l == c)
                    .map(|&(b, _)| b)
                    .ok_or(FenError::CastlingSyntax(c))?;
                if board.castling & bit != 0 {
                    return Err(FenError::CastlingSyntax(c));
                }
                let (color, king_sq, rook_sq) = match c {
                    'K' => (Color::White, Square::E1, Square::H1),
                    'Q' => (Color::White, Square::E1, Square::A1),
                    'k' => (Color::Black, Square::E8, Square::H8),
                    _ => (Color::Black, Square::E8, Square::A8),
                };
                if board.piece_at(king_sq) != Piece::new(color, Kind::King)
                    || board.piece_at(rook_sq) != Piece::new(color, Kind::Rook)
                {
                    return Err(FenError::CastlingWithoutPieces(c));
                }
                board.castling |= bit;
            }
        }

        board.ep = match fields[3] {
            "-" => None,
            s => {
                let sq: Square = s.parse().map_err(|_| FenError::EnPassantSyntax)?;
                board.check_en_passant(sq)?;
                Some(sq)
            }
        };

        if count == 6 {
            board.halfmove = parse_number(fields[4]).ok_or(FenError::HalfmoveClock)?;
            board.fullmove = parse_number(fields[5])
                .filter(|&n| n >= 1)
                .ok_or(FenError::FullmoveNumber)?;
        }

        let them = board.side.flip();
        if board.is_attacked(board.king(them), board.side) {
            return Err(FenError::OpponentInCheck);
        }
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
            if self.by_color[color.index()].count() > 16
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
        let mover = self.side.flip();
        let (rank, pawn_delta) = match mover {
            Color::White => (2, 8),
            Color::Black => (5, -8),
        };
        let origin = sq.offset(-pawn_delta);
        let ok = sq.rank() == rank
            && self.piece_at(sq).is_empty()
            && self.piece_at(origin).is_empty()
            && self.piece_at(sq.offset(pawn_delta)) == Piece::new(mover, Kind::Pawn);
        if ok {
            Ok(())
        } else {
            Err(FenError::EnPassantImpossible(sq))
        }
    }

    /// The position as FEN.
    pub fn to_fen(&self) -> FenString {
        let mut out = FenString::default();
        fmt::write(&mut out, format_args!("{self}")).expect("a FEN fits in 96 bytes");
        out
    }

    /// The piece on `sq` ([`Piece::EMPTY`] if none).
    #[inline(always)]
    pub fn piece_at(&self, sq: Square) -> Piece {
        self.mailbox[sq.index()]
    }

    /// The squares holding `color`'s pieces of `kind`.
    #[inline(always)]
    pub fn pieces(&self, color: Color, kind: Kind) -> Bitboard {
        self.by_piece[Piece::new(color, kind).code() as usize]
    }

    /// The squares holding `color`'s pieces.
    #[inline(always)]
    pub fn color(&self, color: Color) -> Bitboard {
        self.by_color[color.index()]
    }

    /// Every occupied square.
    #[inline(always)]
    pub fn occupied(&self) -> Bitboard {
        self.occupied
    }

    /// The side to move.
    #[inline(always)]
    pub fn side_to_move(&self) -> Color {
        self.side
    }

    /// The en-passant target square, if the last move was a double pawn push.
    pub fn en_passant(&self) -> Option<Square> {
        self.ep
    }

    /// The castling rights as FEN letters in `KQkq` order, or `-`.
    pub fn castling_rights(&self) -> impl Iterator<Item = char> + '_ {
        castle::LETTERS
            .iter()
            .filter(|&&(bit, _)| self.castling & bit != 0)
            .map(|&(_, c)| c)
    }

    /// Halfmoves since the last capture or pawn move.
    pub fn halfmove_clock(&self) -> u16 {
        self.halfmove
    }

    /// The fullmove number, starting at 1 and increased after each black move.
    pub fn fullmove_number(&self) -> u16 {
        self.fullmove
    }

    /// The square of `color`'s king.
    #[inline(always)]
    pub fn king(&self, color: Color) -> Square {
        self.pieces(color, Kind::King).lsb()
    }

    /// `by`'s pieces that attack `sq`, with `occupied` as the blockers.
    #[inline(always)]
    pub fn attackers(&self, sq: Square, by: Color, occupied: Bitboard) -> Bitboard {
        let diag = self.pieces(by, Kind::Bishop) | self.pieces(by, Kind::Queen);
        let straight = self.pieces(by, Kind::Rook) | self.pieces(by, Kind::Queen);
        (tables::knight_attacks(sq) & self.pieces(by, Kind::Knight))
            | (tables::king_attacks(sq) & self.pieces(by, Kind::King))
            | (tables::pawn_attacks(by.flip(), sq) & self.pieces(by, Kind::Pawn))
            | (tables::bishop_attacks(sq, occupied) & diag)
            | (tables::rook_attacks(sq, occupied) & straight)
    }

    /// Whether `by` attacks `sq` in the current position.
    #[inline(always)]
    pub fn is_attacked(&self, sq: Square, by: Color) -> bool {
        Enemy::of(self, by).attacks(sq, self.occupied)
    }

    /// The pieces giving check to the side to move.
    #[inline(always)]
    pub fn checkers(&self) -> Bitboard {
        self.attackers(self.king(self.side), self.side.flip(), self.occupied)
    }

    /// Whether the side to move is in check.
    pub fn in_check(&self) -> bool {
        self.checkers().any()
    }

    /// Forgets the undo information of every move made so far, keeping the position:
    /// for games longer than [`MAX_PLY`] moves that are never taken back.
    pub fn clear_history(&mut self) {
        self.ply = 0;
    }

    /// How many made moves can still be unmade.
    pub fn history_len(&self) -> usize {
        self.ply
    }
}

impl FromStr for Board {
    type Err = FenError;

    fn from_str(s: &str) -> Result<Board, FenError> {
        Board::from_fen(s)
    }
}

impl fmt::Display for Board {
    /// Writes the position as FEN.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use fmt::Write;
        for rank in (0..8).rev() {
            let mut empty = 0;
            for file in 0..8 {
                match self.piece_at(Square::from_coords(file, rank)).fen_letter() {
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
        write!(f, " {} ", self.side.letter())?;
        if self.castling == 0 {
            f.write_char('-')?;
        }
        for c in self.castling_rights() {
            f.write_char(c)?;
        }
        match self.ep {
            Some(sq) => write!(f, " {sq}")?,
            None => f.write_str(" -")?,
        }
        write!(f, " {} {}", self.halfmove, self.fullmove)
    }
}

/// The pieces of one side, grouped the way attack tests want them.
#[derive(Clone, Copy)]
pub(crate) struct Enemy {
    pub(crate) all: Bitboard,
    pub(crate) knights: Bitboard,
    pub(crate) pawns: Bitboard,
    pub(crate) king: Bitboard,
    /// Bishops and queens.
    pub(crate) diag: Bitboard,
    /// Rooks and queens.
    pub(crate) straight: Bitboard,
    /// The colour whose pawns would be attacked (the other side).
    prey: Color,
}

impl Enemy {
    /// The pieces of `by` in `board`.
    #[inline(always)]
    pub(crate) fn of(board: &Board, by: Color) -> Enemy {
        let queens = board.pieces(by, Kind::Queen);
        Enemy {
            all: board.by_color[by.index()],
            knights: board.pieces(by, Kind::Knight),
            pawns: board.pieces(by, Kind::Pawn),
            king: board.pieces(by, Kind::King),
            diag: board.pieces(by, Kind::Bishop) | queens,
            straight: board.pieces(by, Kind::Rook) | queens,
            prey: by.flip(),
        }
    }

    /// Whether these pieces attack `sq` with `occupied` as the blockers, cheapest
    /// tests first.
    #[inline(always)]
    pub(crate) fn attacks(&self, sq: Square, occupied: Bitboard) -> bool {
        (tables::knight_attacks(sq) & self.knights).any()
            || (tables::pawn_attacks(self.prey, sq) & self.pawns).any()
            || (tables::king_attacks(sq) & self.king).any()
            || (tables::bishop_attacks(sq, occupied) & self.diag).any()
            || (tables::rook_attacks(sq, occupied) & self.straight).any()
    }

    /// X-rays from `king` through these pieces' sliders: the sliders that give check
    /// (nothing between), and the pieces of `own` pinned to the king (the only piece
    /// between it and a slider).
    #[inline(always)]
    pub(crate) fn slider_checks_and_pins(
        &self,
        king: Square,
        occupied: Bitboard,
        own: Bitboard,
    ) -> (Bitboard, Bitboard) {
        let snipers = (tables::bishop_attacks(king, self.all) & self.diag)
            | (tables::rook_attacks(king, self.all) & self.straight);
        let mut checkers = Bitboard::EMPTY;
        let mut pinned = Bitboard::EMPTY;
        for sniper in snipers {
            let blockers = tables::between(king, sniper) & occupied;
            if blockers.is_empty() {
                checkers |= sniper.bb();
            } else if !blockers.several() {
                pinned |= blockers & own;
            }
        }
        (checkers, pinned)
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
