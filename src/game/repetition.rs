//! What a [`Game`] tells from its history: how often its position has occurred, and the
//! outcome by every rule, those of the position alone ([`Board::outcome`]) and the
//! repetitions.

use super::history::{GAME_MEMORY, Game};
use crate::board::Board;
use crate::game::outcome::Outcome;

impl Game {
    /// How many times the position now has occurred in the game, this time included: 1
    /// the first time. Positions are the same when their keys are ([`Board::key`]: the
    /// same pieces on the same squares, the same side to move, the same castling rights
    /// with the same rooks, the same legal en-passant capture), FIDE's Article 9.2.2.
    ///
    /// Only positions since the last capture or pawn move can recur (the halfmove
    /// clock, [`Board::halfmove_clock`], says how far back that was), and those are
    /// looked at, every second one: at most 150 in a game that may go on, since the
    /// 75-move rule ends it at 150. So the count is exact whenever the game remembers
    /// them, which it does in every game played forward from [`Game::new`] (it
    /// remembers [`GAME_MEMORY`] plies). Not counted: positions before the game's
    /// start (a FEN has no history), and after taking moves back past
    /// [`Game::forgotten`] ones, positions older than the oldest remembered.
    ///
    /// ```
    /// use movegen::Game;
    /// let mut game = Game::default();
    /// assert_eq!(game.repetitions(), 1);
    /// for uci in ["g1f3", "g8f6", "f3g1", "f6g8"] {
    ///     game.play_uci(uci).unwrap();
    /// }
    /// assert_eq!(game.repetitions(), 2);
    /// ```
    pub fn repetitions(&self) -> u32 {
        let key = self.board().key();
        let window = self.len.min(usize::from(self.board().halfmove_clock()));
        let mut seen = 1;
        // `back` plies ago: the same side moves every second ply.
        for back in (2..=window).step_by(2) {
            let played = &self.played[(self.first + self.len - back) % GAME_MEMORY];
            seen += u32::from(played.key_before == key);
        }
        seen
    }

    /// Whether the position now has occurred before in the game ([`Game::repetitions`]
    /// at least 2): what a search scores as a draw.
    pub fn is_repetition(&self) -> bool {
        self.repetitions() >= 2
    }

    /// Whether the position now has occurred three times or more: a draw that a player
    /// may claim ([`Outcome::ThreefoldRepetition`]).
    pub fn is_threefold_repetition(&self) -> bool {
        self.repetitions() >= 3
    }

    /// Whether the position now has occurred five times or more: the game is drawn by
    /// itself ([`Outcome::FivefoldRepetition`], FIDE's Article 9.6.1).
    pub fn is_fivefold_repetition(&self) -> bool {
        self.repetitions() >= 5
    }

    /// How the game stands: `None` while it goes on, else the first that applies of
    /// the outcomes that end it by themselves ([`Outcome::is_automatic`]: those of
    /// [`Board::outcome`], then fivefold repetition), then of the draws a player may
    /// claim (the fifty-move rule, then threefold repetition).
    ///
    /// ```
    /// use movegen::{Board, Game, Outcome};
    /// let mut game = Game::new("8/8/4k3/8/8/3K4/8/R7 w - - 149 120".parse::<Board>().unwrap());
    /// assert_eq!(game.outcome(), Some(Outcome::FiftyMoves));
    /// game.play_uci("a1a2").unwrap();
    /// assert_eq!(game.outcome(), Some(Outcome::SeventyFiveMoves));
    /// assert!(game.play_uci("e6e5").is_err()); // the game is over
    /// ```
    pub fn outcome(&self) -> Option<Outcome> {
        let board: &Board = self.board();
        let by_board = board.outcome();
        if by_board.is_some_and(Outcome::is_automatic) {
            return by_board;
        }
        let repetitions = self.repetitions();
        if repetitions >= 5 {
            Some(Outcome::FivefoldRepetition)
        } else if by_board.is_some() {
            by_board
        } else if repetitions >= 3 {
            Some(Outcome::ThreefoldRepetition)
        } else {
            None
        }
    }
}
