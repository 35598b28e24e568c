//! The game's state: checkmate, stalemate, the dead positions of insufficient material,
//! the fifty-move rule and threefold repetition, one by one and as an [`Outcome`].

use core::fmt;

use crate::board::Board;
use crate::types::{Bitboard, Color, Kind};

/// The light squares (b1, a2, ...): a bishop on one of them never reaches a dark one.
const LIGHT_SQUARES: Bitboard = Bitboard(0x55aa_55aa_55aa_55aa);

/// How a game has ended, or may be ended, in the position on the board
/// ([`Board::outcome`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Outcome {
    /// The side to move is in check and has no legal move: the other side wins.
    Checkmate,
    /// The side to move is not in check and has no legal move: a draw.
    Stalemate,
    /// Neither side has the material to checkmate, whatever is played: a draw (see
    /// [`Board::is_insufficient_material`] for the positions recognised).
    InsufficientMaterial,
    /// A hundred halfmoves without a capture or a pawn move: a draw may be claimed.
    FiftyMoves,
    /// The position has occurred three times: a draw may be claimed. (Known from the
    /// keys: never reported without the `zobrist` feature.)
    ThreefoldRepetition,
}

impl Outcome {
    /// The words the position command prints: `checkmate`, `stalemate`,
    /// `insufficient material`, `fifty-move rule`, `threefold repetition`.
    pub const fn as_str(self) -> &'static str {
        match self {
            Outcome::Checkmate => "checkmate",
            Outcome::Stalemate => "stalemate",
            Outcome::InsufficientMaterial => "insufficient material",
            Outcome::FiftyMoves => "fifty-move rule",
            Outcome::ThreefoldRepetition => "threefold repetition",
        }
    }

    /// Who wins, given the side to move in the position the outcome is of: the other
    /// side after [`Outcome::Checkmate`], nobody after a draw. (The outcome itself
    /// does not say whose move it was: [`Board::side_to_move`] does.)
    ///
    /// ```
    /// use movegen::{Board, Color, Outcome};
    /// let mate: Board = "7k/6Q1/6K1/8/8/8/8/8 b - - 0 1".parse().unwrap();
    /// let outcome = mate.outcome().unwrap();
    /// assert_eq!(outcome.winner(mate.side_to_move()), Some(Color::White));
    /// assert_eq!(Outcome::Stalemate.winner(Color::Black), None);
    /// ```
    pub const fn winner(self, side_to_move: Color) -> Option<Color> {
        match self {
            Outcome::Checkmate => Some(side_to_move.flip()),
            _ => None,
        }
    }

    /// Whether the outcome is a draw: every outcome but [`Outcome::Checkmate`]
    /// (stalemate, insufficient material, and the fifty-move rule and threefold
    /// repetition, which a player may claim).
    ///
    /// ```
    /// use movegen::Outcome;
    /// assert!(Outcome::Stalemate.is_draw() && Outcome::FiftyMoves.is_draw());
    /// assert!(!Outcome::Checkmate.is_draw());
    /// ```
    pub const fn is_draw(self) -> bool {
        !matches!(self, Outcome::Checkmate)
    }
}

impl fmt::Display for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl Board {
    /// Whether the side to move is checkmated: in check, with no legal move.
    ///
    /// ```
    /// use movegen::Board;
    /// // Fool's mate.
    /// let board: Board = "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3"
    ///     .parse()
    ///     .unwrap();
    /// assert!(board.is_checkmate());
    /// assert!(!Board::default().is_checkmate());
    /// ```
    pub fn is_checkmate(&self) -> bool {
        self.in_check() && !self.has_legal_moves()
    }

    /// Whether the side to move is stalemated: not in check, with no legal move.
    ///
    /// ```
    /// use movegen::Board;
    /// let board: Board = "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1".parse().unwrap();
    /// assert!(board.is_stalemate());
    /// ```
    pub fn is_stalemate(&self) -> bool {
        !self.in_check() && !self.has_legal_moves()
    }

    /// Whether neither side can ever checkmate, whatever is played. Recognises the dead
    /// positions every engine knows, with no pawn, rook or queen on the board: bare
    /// kings; a single knight or bishop in all; bishops only (of either side, any
    /// number), all on squares of one colour. Other dead positions (blocked pawns, for
    /// one) are not recognised, and a position with a knight on each side, or bishops
    /// on both colours, is not dead: a side could help the other to mate.
    ///
    /// ```
    /// use movegen::Board;
    /// let bare: Board = "8/8/4k3/8/8/3K4/8/8 w - - 0 1".parse().unwrap();
    /// assert!(bare.is_insufficient_material());
    /// let bishops: Board = "8/8/4k3/8/2b5/3K1B2/8/8 w - - 0 1".parse().unwrap();
    /// assert!(bishops.is_insufficient_material()); // both on light squares
    /// assert!(!Board::default().is_insufficient_material());
    /// ```
    pub fn is_insufficient_material(&self) -> bool {
        let of_kind = |kind| self.pieces(Color::White, kind) | self.pieces(Color::Black, kind);
        if (of_kind(Kind::Pawn) | of_kind(Kind::Rook) | of_kind(Kind::Queen)).any() {
            return false;
        }
        let knights = of_kind(Kind::Knight);
        let bishops = of_kind(Kind::Bishop);
        let minors = knights | bishops;
        if minors.is_empty() || !minors.several() {
            return true;
        }
        knights.is_empty()
            && ((bishops & LIGHT_SQUARES).is_empty() || (bishops & !LIGHT_SQUARES).is_empty())
    }

    /// Whether the fifty-move rule lets a draw be claimed: a hundred halfmoves or more
    /// without a capture or a pawn move ([`Board::halfmove_clock`] at least 100), unless
    /// the last of them gave checkmate, which ends the game first.
    ///
    /// ```
    /// use movegen::Board;
    /// let board: Board = "8/8/4k3/8/8/3K4/8/R7 w - - 100 80".parse().unwrap();
    /// assert!(board.is_fifty_moves());
    /// ```
    pub fn is_fifty_moves(&self) -> bool {
        self.halfmove >= 100 && !self.is_checkmate()
    }

    /// Whether the position has occurred at least three times, with the same side to
    /// move, the same castling rights and the same en-passant file, as [`Board::key`]
    /// tells them apart: the current key is counted among the keys of the positions
    /// before each move made (the undo stack keeps them), as far back as the last capture
    /// or pawn move (the halfmove clock), since no earlier position can recur. Only the
    /// moves made on this board count: not the game before its FEN, nor moves forgotten
    /// by [`Board::clear_history`] ([`Board::trim_history`] forgets none that count). Two positions with the same key are taken to be the
    /// same (a 64-bit key makes a false match most unlikely).
    ///
    /// ```
    /// use movegen::{Board, Move};
    /// let mut board = Board::default();
    /// for uci in ["g1f3", "g8f6", "f3g1", "f6g8", "g1f3", "g8f6", "f3g1"] {
    ///     let mv: Move = board.parse_move(uci).unwrap();
    ///     board.make_move(mv).unwrap();
    ///     assert!(!board.is_threefold_repetition());
    /// }
    /// let mv: Move = board.parse_move("f6g8").unwrap();
    /// board.make_move(mv).unwrap();
    /// assert!(board.is_threefold_repetition()); // the start position, a third time
    /// ```
    #[cfg(feature = "zobrist")]
    #[cfg_attr(docsrs, doc(cfg(feature = "zobrist")))]
    pub fn is_threefold_repetition(&self) -> bool {
        self.occurred(3)
    }

    /// Whether the position occurred before: its key is among the keys of the
    /// positions since the last capture or pawn move (and since the last null move),
    /// as [`Board::is_threefold_repetition`] finds them, once is enough. What a search
    /// scores as a draw (a side that can repeat once can repeat again). Only the moves
    /// made on this board count, as for threefold repetition; [`Board::trim_history`]
    /// keeps every one that can count.
    ///
    /// ```
    /// use movegen::{Board, Move};
    /// let mut board = Board::default();
    /// for uci in ["g1f3", "g8f6", "f3g1"] {
    ///     let mv: Move = board.parse_move(uci).unwrap();
    ///     board.make_move(mv).unwrap();
    ///     assert!(!board.is_repetition());
    /// }
    /// let mv: Move = board.parse_move("f6g8").unwrap();
    /// board.make_move(mv).unwrap();
    /// assert!(board.is_repetition()); // the start position again
    /// assert!(!board.is_threefold_repetition());
    /// ```
    #[cfg(feature = "zobrist")]
    #[cfg_attr(docsrs, doc(cfg(feature = "zobrist")))]
    pub fn is_repetition(&self) -> bool {
        self.occurred(2)
    }

    /// Whether the position's key occurred `times` times (this one included) with the
    /// same side to move, since the last capture or pawn move and the last null move.
    #[cfg(feature = "zobrist")]
    fn occurred(&self, times: u32) -> bool {
        let key = self.pos.key;
        let window = self.ply.min(usize::from(self.halfmove));
        // `history[ply - n].key` is the key n plies ago; the same side moves every 2.
        let mut seen = 1;
        let mut back = 2;
        while back <= window {
            // A null move ends what can repeat: the positions before it were reached by
            // a pass, not by moves.
            let moves = &self.history[self.ply - back..self.ply - back + 2];
            if moves.iter().any(crate::board::Undo::is_null_move) {
                return false;
            }
            if self.history[self.ply - back].key == key {
                seen += 1;
                if seen >= times {
                    return true;
                }
            }
            back += 2;
        }
        false
    }

    /// How the game stands: `None` while it goes on, else the first that applies of
    /// checkmate, stalemate, insufficient material, the fifty-move rule and threefold
    /// repetition (so checkmate wins over the fifty-move rule). The last two are draws
    /// that a player may claim (FIDE ends the game by itself only at 75 moves or a
    /// fivefold repetition); they are reported as soon as they can be claimed.
    ///
    /// ```
    /// use movegen::{Board, Outcome};
    /// assert_eq!(Board::default().outcome(), None);
    /// let mate: Board = "7k/6Q1/6K1/8/8/8/8/8 b - - 0 1".parse().unwrap();
    /// assert_eq!(mate.outcome(), Some(Outcome::Checkmate));
    /// ```
    pub fn outcome(&self) -> Option<Outcome> {
        if !self.has_legal_moves() {
            return Some(if self.in_check() {
                Outcome::Checkmate
            } else {
                Outcome::Stalemate
            });
        }
        if self.is_insufficient_material() {
            Some(Outcome::InsufficientMaterial)
        } else if self.halfmove >= 100 {
            Some(Outcome::FiftyMoves)
        } else if self.repeated_three_times() {
            Some(Outcome::ThreefoldRepetition)
        } else {
            None
        }
    }

    /// Threefold repetition where the keys say it, never without them.
    fn repeated_three_times(&self) -> bool {
        #[cfg(feature = "zobrist")]
        return self.is_threefold_repetition();
        #[cfg(not(feature = "zobrist"))]
        false
    }
}
