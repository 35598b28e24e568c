//! [`Game`]: a board with the moves played on it, for threefold repetition and for
//! taking moves back, in a fixed ring of records (no allocation, no trimming call).

use crate::Move;
use crate::board::{Board, Undo};
use crate::game::outcome::Outcome;
use crate::make::MakeError;

/// How many of the last moves a [`Game`] remembers: enough for every repetition the
/// rules can count (none reaches back past the last capture or pawn move, and the
/// 75-move rule ends a game 150 plies after one), and for taking back as many moves.
pub const GAME_MEMORY: usize = 256;

/// One move a game remembers: the move, its undo record and the key before it.
#[derive(Clone, Copy, Debug, Default)]
struct Played {
    mv: Move,
    undo: Undo,
    key_before: u64,
}

/// A game: a [`Board`] with the moves played on it. It answers threefold repetition
/// ([`Game::outcome`], [`Game::is_threefold_repetition`]) and takes moves back
/// ([`Game::undo`]), for games of any length: the last [`GAME_MEMORY`] moves are kept
/// in a ring, older ones forgotten as new ones are played, with no call to make and
/// no allocation.
///
/// ```
/// use movegen::{Game, Outcome};
/// let mut game = Game::default();
/// for _ in 0..2 {
///     for uci in ["g1f3", "g8f6", "f3g1", "f6g8"] {
///         game.play_uci(uci).unwrap();
///     }
/// }
/// assert_eq!(game.outcome(), Some(Outcome::ThreefoldRepetition));
/// game.undo();
/// assert_eq!(game.outcome(), None);
/// assert_eq!(game.board().to_string(), "rnbqkb1r/pppppppp/5n2/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 7 4");
/// ```
#[derive(Clone, Debug)]
pub struct Game {
    board: Board,
    played: [Played; GAME_MEMORY],
    /// Where the oldest remembered move is in `played`.
    first: usize,
    /// How many moves are remembered.
    len: usize,
}

impl Default for Game {
    /// A game from the standard starting position.
    fn default() -> Game {
        Game::new(Board::default())
    }
}

impl Game {
    /// A game that starts from `board`.
    pub fn new(board: Board) -> Game {
        Game {
            board,
            played: [Played::default(); GAME_MEMORY],
            first: 0,
            len: 0,
        }
    }

    /// The position now.
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// Plays `mv`, a move of the position now (checked as [`Board::make_move`] checks
    /// it). The oldest remembered move is forgotten when [`GAME_MEMORY`] are.
    ///
    /// # Errors
    ///
    /// As [`Board::make_move`]: [`MakeError::NotPseudoLegal`] or
    /// [`MakeError::Illegal`], the game left as it was.
    pub fn play(&mut self, mv: Move) -> Result<(), MakeError> {
        let key_before = self.board.key();
        let undo = self.board.make_move(mv)?;
        let slot = (self.first + self.len) % GAME_MEMORY;
        self.played[slot] = Played {
            mv,
            undo,
            key_before,
        };
        if self.len == GAME_MEMORY {
            self.first = (self.first + 1) % GAME_MEMORY;
        } else {
            self.len += 1;
        }
        Ok(())
    }

    /// Plays the move that UCI text names, and returns it.
    ///
    /// # Errors
    ///
    /// [`PlayError::Uci`] when the text names no legal move of the position (as
    /// [`Board::parse_move`] says).
    pub fn play_uci(&mut self, uci: &str) -> Result<Move, PlayError> {
        let mv = self.board.parse_move(uci).map_err(PlayError::Uci)?;
        self.play(mv).map_err(PlayError::Make)?;
        Ok(mv)
    }

    /// Plays the move that SAN text names, and returns it.
    ///
    /// # Errors
    ///
    /// [`PlayError::San`] when the text names no legal move of the position (as
    /// [`Board::parse_san`] says).
    pub fn play_san(&mut self, san: &str) -> Result<Move, PlayError> {
        let mv = self.board.parse_san(san).map_err(PlayError::San)?;
        self.play(mv).map_err(PlayError::Make)?;
        Ok(mv)
    }

    /// Takes back the last move remembered and returns it; `None` when none is left
    /// (none played, or all forgotten).
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

    /// The moves remembered, the oldest first.
    pub fn moves(&self) -> impl DoubleEndedIterator<Item = Move> + '_ {
        (0..self.len).map(|i| self.played[(self.first + i) % GAME_MEMORY].mv)
    }

    /// Whether the position now occurred at least `times` times (this one included),
    /// with the same side to move, castling rights and en-passant file as the keys
    /// tell them apart, since the last capture or pawn move (the halfmove clock: no
    /// earlier position can recur). Two positions with the same 64-bit key are taken
    /// to be the same.
    fn occurred(&self, times: u32) -> bool {
        let key = self.board.key();
        let window = self.len.min(usize::from(self.board.halfmove_clock()));
        let mut seen = 1;
        // `back` plies ago: the same side moves every second ply.
        for back in (2..=window).step_by(2) {
            let played = &self.played[(self.first + self.len - back) % GAME_MEMORY];
            if played.key_before == key {
                seen += 1;
                if seen >= times {
                    return true;
                }
            }
        }
        false
    }

    /// Whether the position now has occurred before in the game (once is enough):
    /// what a search scores as a draw.
    pub fn is_repetition(&self) -> bool {
        self.occurred(2)
    }

    /// Whether the position now has occurred three times: a draw may be claimed.
    pub fn is_threefold_repetition(&self) -> bool {
        self.occurred(3)
    }

    /// How the game stands: [`Board::outcome`], then threefold repetition.
    pub fn outcome(&self) -> Option<Outcome> {
        self.board.outcome().or_else(|| {
            self.is_threefold_repetition()
                .then_some(Outcome::ThreefoldRepetition)
        })
    }
}

/// Why [`Game::play_uci`] or [`Game::play_san`] played nothing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PlayError {
    /// The UCI text names no legal move.
    Uci(crate::ParseMoveError),
    /// The SAN text names no legal move.
    San(crate::SanError),
    /// The move was refused (not reached for a move read from text).
    Make(MakeError),
}

impl core::fmt::Display for PlayError {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self {
            PlayError::Uci(e) => write!(f, "UCI move: {e}"),
            PlayError::San(e) => write!(f, "SAN move: {e}"),
            PlayError::Make(e) => write!(f, "move refused: {e}"),
        }
    }
}

impl core::error::Error for PlayError {}
