//! How a game stands, as the page shows it (the `page` feature): play goes on, a draw
//! may be claimed (threefold repetition, the fifty-move rule), or the game is over by
//! itself (checkmate, stalemate, insufficient material, fivefold repetition, the
//! 75-move rule). What `movegen` answers about the game's end is asked here, in
//! [`Standing::of`], [`repetitions`] and [`play`], and nowhere else.

use core::fmt::{self, Write};

use movegen::{Board, Color, Game, Outcome};

/// How a game stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Standing {
    /// Play goes on.
    Playing,
    /// Play goes on, and the side to move may claim a draw.
    Claimable(Outcome),
    /// The game is over: no move may be played.
    Over(Outcome),
}

impl Standing {
    /// How `game` stands: an outcome that ends the game by itself first, else a draw
    /// that may be claimed ([`Game::outcome`]).
    pub fn of(game: &Game) -> Standing {
        match game.outcome() {
            None => Standing::Playing,
            Some(outcome) if outcome.is_automatic() => Standing::Over(outcome),
            Some(outcome) => Standing::Claimable(outcome),
        }
    }

    /// Whether the game is over.
    pub fn is_over(self) -> bool {
        matches!(self, Standing::Over(_))
    }

    /// The outcome, over or claimable.
    fn outcome(self) -> Option<Outcome> {
        match self {
            Standing::Playing => None,
            Standing::Claimable(outcome) | Standing::Over(outcome) => Some(outcome),
        }
    }

    /// Writes it in a sentence: `checkmate, white wins`, `stalemate, a draw`, `white
    /// to move`, `black to move, in check`, `white to move; threefold repetition: a
    /// draw may be claimed`.
    pub fn sentence(self, board: &Board, out: &mut impl Write) -> fmt::Result {
        let mover = board.side_to_move();
        match self {
            Standing::Over(Outcome::Checkmate { winner }) => {
                return write!(out, "checkmate, {winner} wins");
            }
            Standing::Over(outcome) => return write!(out, "{}, a draw", outcome.as_str()),
            Standing::Playing | Standing::Claimable(_) => write!(out, "{mover} to move")?,
        }
        if board.in_check() {
            write!(out, ", in check")?;
        }
        if let Standing::Claimable(outcome) = self {
            write!(out, "; {}: a draw may be claimed", outcome.as_str())?;
        }
        Ok(())
    }

    /// Writes it as `name: value` lines, for the page's script:
    ///
    /// ```text
    /// status: white to move, in check     (the sentence)
    /// end: over | claim | -               (over by itself, a draw to claim, neither)
    /// outcome: checkmate | threefold repetition | ... | -
    /// result: 1-0 | 0-1 | 1/2-1/2 | *     (* while play goes on)
    /// check: e1 | -                       (the king in check)
    /// repetitions: 1                      (times the position has occurred)
    /// ```
    pub fn lines(self, game: &Game, out: &mut impl Write) -> fmt::Result {
        let board = game.board();
        write!(out, "status: ")?;
        self.sentence(board, out)?;
        let end = match self {
            Standing::Playing => "-",
            Standing::Claimable(_) => "claim",
            Standing::Over(_) => "over",
        };
        writeln!(out, "\nend: {end}")?;
        let outcome = self.outcome().map_or("-", Outcome::as_str);
        writeln!(out, "outcome: {outcome}")?;
        let result = match self {
            Standing::Over(outcome) => match outcome.winner() {
                Some(Color::White) => "1-0",
                Some(Color::Black) => "0-1",
                None => "1/2-1/2",
            },
            _ => "*",
        };
        writeln!(out, "result: {result}")?;
        if board.in_check() {
            writeln!(out, "check: {}", board.king(board.side_to_move()))?;
        } else {
            writeln!(out, "check: -")?;
        }
        writeln!(out, "repetitions: {}", repetitions(game))
    }
}

/// The times the position now has occurred in the game, this one included (1 the
/// first time).
pub fn repetitions(game: &Game) -> u32 {
    game.repetitions()
}

/// Plays the move that UCI text names: [`movegen::PlayError::GameOver`] once the game
/// is over.
pub fn play(game: &mut Game, uci: &str) -> Result<(), movegen::PlayError> {
    game.play_uci(uci).map(drop)
}
