//! The game's state from the position alone: checkmate, stalemate, the dead positions
//! of insufficient material, and the fifty- and 75-move rules, one by one and as an
//! [`Outcome`] (repetition is the [`Game`](crate::Game)'s, in `game/repetition.rs`).

use core::fmt;

use crate::board::Board;
use crate::types::{Bitboard, Color, Kind};

/// The light squares (b1, a2, ...): a bishop on one of them never reaches a dark one.
const LIGHT_SQUARES: Bitboard = Bitboard(0x55aa_55aa_55aa_55aa);

/// How a game has ended, or may be ended: [`Board::outcome`] (from the position alone)
/// and [`Game::outcome`](crate::Game::outcome) (with the repetitions). Some end the
/// game by themselves, others are draws a player may claim ([`Outcome::is_automatic`]).

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Outcome {
    /// The side to move is in check and has no legal move: `winner`, the other side,
    /// wins.
    Checkmate {
        /// The side that gave mate.
        winner: Color,
    },
    /// The side to move is not in check and has no legal move: a draw.
    Stalemate,
    /// Neither side has the material to checkmate, whatever is played: a draw (see
    /// [`Board::is_insufficient_material`] for the positions recognised).
    InsufficientMaterial,
    /// A hundred halfmoves without a capture or a pawn move: a draw may be claimed
    /// (FIDE's Article 9.3).
    FiftyMoves,
    /// A hundred and fifty halfmoves without a capture or a pawn move, the last not
    /// giving checkmate: a draw, by itself (Article 9.6.2).
    SeventyFiveMoves,
    /// The position has occurred three times: a draw may be claimed (Article 9.2; known
    /// to a [`Game`](crate::Game), which keeps the moves, not to a board).
    ThreefoldRepetition,
    /// The position has occurred five times: a draw, by itself (Article 9.6.1; known to
    /// a [`Game`](crate::Game)).
    FivefoldRepetition,
}

impl Outcome {
    /// The words the position command prints: `checkmate`, `stalemate`,
    /// `insufficient material`, `fifty-move rule`, `75-move rule`, `threefold
    /// repetition`, `fivefold repetition`.
    pub const fn as_str(self) -> &'static str {
        match self {
            Outcome::Checkmate { .. } => "checkmate",
            Outcome::Stalemate => "stalemate",
            Outcome::InsufficientMaterial => "insufficient material",
            Outcome::FiftyMoves => "fifty-move rule",
            Outcome::SeventyFiveMoves => "75-move rule",
            Outcome::ThreefoldRepetition => "threefold repetition",
            Outcome::FivefoldRepetition => "fivefold repetition",
        }
    }

    /// Whether the outcome ends the game by itself: checkmate, stalemate, insufficient
    /// material (a dead position), the 75-move rule and fivefold repetition. The
    /// others, the fifty-move rule and threefold repetition, are draws a player may
    /// claim: the game goes on until one does. A [`Game`](crate::Game) refuses moves
    /// after an automatic outcome.
    ///
    /// ```
    /// use movegen::Outcome;
    /// assert!(Outcome::FivefoldRepetition.is_automatic() && Outcome::Stalemate.is_automatic());
    /// assert!(!Outcome::ThreefoldRepetition.is_automatic() && !Outcome::FiftyMoves.is_automatic());
    /// ```
    pub const fn is_automatic(self) -> bool {
        !matches!(self, Outcome::FiftyMoves | Outcome::ThreefoldRepetition)
    }

    /// Who wins: the side that gave checkmate, nobody after a draw.
    ///
    /// ```
    /// use movegen::{Board, Color, Outcome};
    /// let mate: Board = "7k/6Q1/6K1/8/8/8/8/8 b - - 0 1".parse().unwrap();
    /// assert_eq!(mate.outcome().unwrap().winner(), Some(Color::White));
    /// assert_eq!(Outcome::Stalemate.winner(), None);
    /// ```
    pub const fn winner(self) -> Option<Color> {
        match self {
            Outcome::Checkmate { winner } => Some(winner),
            _ => None,
        }
    }

    /// Whether the outcome is a draw: every outcome but checkmate (stalemate,
    /// insufficient material, the 75-move rule and fivefold repetition, and the
    /// fifty-move rule and threefold repetition, which a player may claim).
    ///
    /// ```
    /// use movegen::Outcome;
    /// assert!(Outcome::Stalemate.is_draw() && Outcome::FiftyMoves.is_draw());
    /// ```
    pub const fn is_draw(self) -> bool {
        !matches!(self, Outcome::Checkmate { .. })
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
        self.pos.state.halfmove >= 100 && !self.is_checkmate()
    }

    /// Whether the 75-move rule has drawn the game: a hundred and fifty halfmoves or
    /// more without a capture or a pawn move ([`Board::halfmove_clock`] at least 150),
    /// unless the last of them gave checkmate, which wins over it.
    ///
    /// ```
    /// use movegen::Board;
    /// let board: Board = "8/8/4k3/8/8/3K4/8/R7 w - - 150 80".parse().unwrap();
    /// assert!(board.is_seventy_five_moves() && board.is_fifty_moves());
    /// ```
    pub fn is_seventy_five_moves(&self) -> bool {
        self.pos.state.halfmove >= 150 && !self.is_checkmate()
    }

    /// How the game stands, as far as the position tells: `None` while it goes on,
    /// else the first that applies of checkmate, stalemate, insufficient material, the
    /// 75-move rule and the fifty-move rule (so checkmate wins over both move rules).
    /// All but the last end the game by themselves; the fifty-move rule is a draw that
    /// a player may claim, reported as soon as it can be. Repetition needs the game's
    /// moves: [`Game::outcome`](crate::Game::outcome).
    ///
    /// ```
    /// use movegen::{Board, Color, Outcome};
    /// assert_eq!(Board::default().outcome(), None);
    /// let mate: Board = "7k/6Q1/6K1/8/8/8/8/8 b - - 0 1".parse().unwrap();
    /// assert_eq!(mate.outcome(), Some(Outcome::Checkmate { winner: Color::White }));
    /// ```
    pub fn outcome(&self) -> Option<Outcome> {
        if !self.has_legal_moves() {
            return Some(if self.in_check() {
                Outcome::Checkmate {
                    winner: self.side_to_move().flip(),
                }
            } else {
                Outcome::Stalemate
            });
        }
        if self.is_insufficient_material() {
            Some(Outcome::InsufficientMaterial)
        } else if self.pos.state.halfmove >= 150 {
            Some(Outcome::SeventyFiveMoves)
        } else if self.pos.state.halfmove >= 100 {
            Some(Outcome::FiftyMoves)
        } else {
            None
        }
    }
}
