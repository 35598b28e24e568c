//! [`Game`]: a board with the moves played on it, in a fixed ring of records (no
//! allocation, no trimming call), for taking moves back and for the rules that need the
//! game's history (repetition, in `game/repetition.rs`).

use crate::Move;
use crate::board::{Board, Undo};
use crate::game::outcome::Outcome;
use crate::make::MakeError;

/// How many of the last moves (plies) a [`Game`] remembers: more than any repetition
/// the rules let a game reach back to. No position recurs across a capture or a pawn
/// move, and the 75-move rule ends a game 150 plies after the last one, so a game that
/// may go on never needs more than its last 150 positions to count a repetition.
pub const GAME_MEMORY: usize = 256;

/// One move a game remembers: the move, its undo record and the position's key
/// ([`Board::key`]) before it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(super) struct Played {
    pub(super) mv: Move,
    undo: Undo,
    pub(super) key_before: u64,
}

/// A game: a [`Board`] with the moves played on it, under the rules that need its
/// history. It counts repetitions ([`Game::repetitions`]), tells the outcome by every
/// rule ([`Game::outcome`]: checkmate, stalemate, insufficient material, the fifty- and
/// 75-move rules, threefold and fivefold repetition), refuses to go on after a game
/// has ended by itself ([`Outcome::is_automatic`]) and takes moves back
/// ([`Game::undo`]).
///
/// It remembers the last [`GAME_MEMORY`] moves (plies) in a ring, older ones forgotten
/// as new ones are played, with no allocation: 10,776 bytes in all (with the `zobrist`
/// feature), two boards and 256 records. What that means for each question is said
/// where it is asked: repetition is exact in every game the rules let go on
/// ([`Game::repetitions`]); a move can be taken back while it is remembered
/// ([`Game::undo`]); [`Game::root`] and
/// [`Game::moves`] give the remembered part of the game, and [`Game::forgotten`] how
/// many moves came before it.
///
/// ```
/// use movegen::{Game, Outcome};
/// let mut game = Game::default();
/// for _ in 0..2 {
///     for uci in ["g1f3", "g8f6", "f3g1", "f6g8"] {
///         game.play_uci(uci).unwrap();
///     }
/// }
/// assert_eq!(game.repetitions(), 3);
/// assert_eq!(game.outcome(), Some(Outcome::ThreefoldRepetition)); // a draw to claim
/// game.undo();
/// assert_eq!(game.outcome(), None);
/// assert_eq!(game.board().to_string(), "rnbqkb1r/pppppppp/5n2/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 7 4");
/// ```
#[derive(Clone, Debug)]
pub struct Game {
    board: Board,
    /// The position before the oldest remembered move.
    root: Board,
    pub(super) played: [Played; GAME_MEMORY],
    /// Where the oldest remembered move is in `played`.
    pub(super) first: usize,
    /// How many moves are remembered.
    pub(super) len: usize,
    /// How many moves were played before the oldest remembered one.
    forgotten: u64,
}

impl Default for Game {
    /// A game from the standard starting position.
    fn default() -> Game {
        Game::new(Board::default())
    }
}

impl PartialEq for Game {
    /// Two games are equal when they remember the same moves from the same position,
    /// after as many forgotten ones.
    fn eq(&self, other: &Game) -> bool {
        self.root == other.root
            && self.forgotten == other.forgotten
            && self.len == other.len
            && self.moves().eq(other.moves())
    }
}

impl Eq for Game {}

impl Game {
    /// A game that starts from `board`. Nothing is known of the moves before it (a FEN
    /// carries no history): its positions count for repetition from here on.
    pub fn new(board: Board) -> Game {
        Game {
            board,
            root: board,
            played: [Played::default(); GAME_MEMORY],
            first: 0,
            len: 0,
            forgotten: 0,
        }
    }

    /// The position now.
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// The position before the oldest remembered move: the one the game started from
    /// while no move is forgotten ([`Game::forgotten`] is 0). Playing
    /// [`Game::moves`] on it gives [`Game::board`].
    ///
    /// ```
    /// use movegen::{Board, Game};
    /// let mut game = Game::default();
    /// game.play_san("e4").unwrap();
    /// assert_eq!(game.root(), &Board::default());
    /// ```
    pub fn root(&self) -> &Board {
        &self.root
    }

    /// How many moves (plies) were played before the oldest remembered one: 0 until
    /// more than [`GAME_MEMORY`] are played.
    pub fn forgotten(&self) -> u64 {
        self.forgotten
    }

    /// Plays `mv`, a move of the position now (checked as [`Board::make_move`] checks
    /// it), and returns it. The oldest remembered move is forgotten when
    /// [`GAME_MEMORY`] are remembered.
    ///
    /// # Errors
    ///
    /// [`PlayError::GameOver`] when the game has ended by itself (an outcome that
    /// [`Outcome::is_automatic`]: checkmate, stalemate, insufficient material, the
    /// 75-move rule, fivefold repetition); else as [`Board::make_move`]:
    /// [`PlayError::Make`] with [`MakeError::NotPseudoLegal`] or
    /// [`MakeError::Illegal`]. The game is left as it was.
    ///
    /// ```
    /// use movegen::{Game, Outcome, PlayError};
    /// let mut game = Game::default();
    /// for san in ["f3", "e5", "g4", "Qh4#"] {
    ///     game.play_san(san).unwrap();
    /// }
    /// let over = game.play_uci("a2a3");
    /// assert!(matches!(over, Err(PlayError::GameOver(Outcome::Checkmate { .. }))));
    /// ```
    pub fn play(&mut self, mv: Move) -> Result<Move, PlayError> {
        self.not_over()?;
        let key_before = self.board.key();
        let undo = self.board.make_move(mv).map_err(PlayError::Make)?;
        let slot = (self.first + self.len) % GAME_MEMORY;
        if self.len == GAME_MEMORY {
            // The oldest is forgotten: the root steps past it.
            let oldest = self.played[slot];
            self.root = self.root.after(oldest.mv);
            self.first = (self.first + 1) % GAME_MEMORY;
            self.forgotten += 1;
        } else {
            self.len += 1;
        }
        self.played[slot] = Played {
            mv,
            undo,
            key_before,
        };
        Ok(mv)
    }

    /// [`PlayError::GameOver`] when the game has ended by itself.
    fn not_over(&self) -> Result<(), PlayError> {
        match self.outcome().filter(|outcome| outcome.is_automatic()) {
            Some(end) => Err(PlayError::GameOver(end)),
            None => Ok(()),
        }
    }

    /// Plays the move that UCI text names, and returns it.
    ///
    /// # Errors
    ///
    /// [`PlayError::GameOver`] as [`Game::play`], else [`PlayError::Uci`] when the text
    /// names no legal move of the position (as [`Board::parse_move`] says).
    pub fn play_uci(&mut self, uci: &str) -> Result<Move, PlayError> {
        self.not_over()?;
        let mv = self.board.parse_move(uci).map_err(PlayError::Uci)?;
        self.play(mv)
    }

    /// Plays the move that SAN text names, and returns it.
    ///
    /// # Errors
    ///
    /// [`PlayError::GameOver`] as [`Game::play`], else [`PlayError::San`] when the text
    /// names no legal move of the position (as [`Board::parse_san`] says).
    pub fn play_san(&mut self, san: &str) -> Result<Move, PlayError> {
        self.not_over()?;
        let mv = self.board.parse_san(san).map_err(PlayError::San)?;
        self.play(mv)
    }

    /// Takes back the last move remembered and returns it; `None` when none is left
    /// (none played, or all the others forgotten: [`Game::forgotten`]). Taking back
    /// forgets nothing more: a position reached by undoing counts its repetitions among
    /// the positions still remembered ([`Game::repetitions`]).
    pub fn undo(&mut self) -> Option<Move> {
        if self.len == 0 {
            return None;
        }
        self.len -= 1;
        let last = self.played[(self.first + self.len) % GAME_MEMORY];
        self.board.unmake_move(last.mv, last.undo);
        Some(last.mv)
    }

    /// How many moves are remembered (at most [`GAME_MEMORY`]).
    pub fn len(&self) -> usize {
        self.len
    }

    /// Whether no move is remembered.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The moves remembered, the oldest first: those played from [`Game::root`].
    pub fn moves(&self) -> impl DoubleEndedIterator<Item = Move> + '_ {
        (0..self.len).map(|i| self.played[(self.first + i) % GAME_MEMORY].mv)
    }
}

/// Why [`Game::play`], [`Game::play_uci`] or [`Game::play_san`] played nothing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PlayError {
    /// The UCI text names no legal move.
    Uci(crate::ParseMoveError),
    /// The SAN text names no legal move.
    San(crate::SanError),
    /// The move is not a legal move of the position.
    Make(MakeError),
    /// The game has ended by itself: no move may be played.
    GameOver(Outcome),
}

impl core::fmt::Display for PlayError {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self {
            PlayError::Uci(e) => write!(f, "UCI move: {e}"),
            PlayError::San(e) => write!(f, "SAN move: {e}"),
            PlayError::Make(e) => write!(f, "move refused: {e}"),
            PlayError::GameOver(outcome) => write!(f, "the game is over ({outcome})"),
        }
    }
}

impl core::error::Error for PlayError {}
