//! The game the page plays: a position read from FEN, the moves played from it, and
//! what the page asks of them. This is the only module that calls `movegen`, with its
//! simplest calls (FEN in and out, the legal moves, UCI and SAN, make, perft, divide,
//! the outcome), so that a change of the crate's interface is a change here alone.
//!
//! Undo replays the moves from the position read, rather than keep the board's undo
//! records: one copy of the root and a list of moves.

use core::fmt::{self, Write};

use movegen::{Board, Move, MoveList, ParseMoveError, UciMove};

/// The most moves a game keeps.
pub const MAX_GAME_PLIES: usize = 256;

/// A position read from FEN and the moves played from it.
pub struct Game {
    /// The position as read (undo replays the moves from it).
    #[cfg_attr(not(feature = "page"), allow(dead_code))]
    root: Board,
    /// The position now.
    board: Board,
    /// The moves played from `root`, `played` of them.
    moves: [Move; MAX_GAME_PLIES],
    played: usize,
}

impl Game {
    /// The game from `fen`, or the FEN parser's message.
    pub fn from_fen(fen: &str) -> Result<Game, impl fmt::Display + use<>> {
        let root = Board::from_fen(fen)?;
        Ok::<_, movegen::FenError>(Game {
            board: root,
            root,
            moves: [Move::default(); MAX_GAME_PLIES],
            played: 0,
        })
    }

    /// Writes the position's FEN.
    pub fn fen(&self, out: &mut impl Write) -> fmt::Result {
        write!(out, "{}", self.board.to_fen())
    }

    /// The number of legal moves.
    pub fn count_moves(&self) -> usize {
        self.legal().len()
    }

    /// Writes every legal move, one a line: its UCI, and with the `page` feature a
    /// space and its SAN.
    pub fn moves(&self, out: &mut impl Write) -> fmt::Result {
        for &mv in self.legal().iter() {
            write!(out, "{}", self.board.to_uci(mv))?;
            #[cfg(feature = "page")]
            write!(out, " {}", self.board.san(mv))?;
            writeln!(out)?;
        }
        Ok(())
    }

    /// Plays the legal move that `uci` names, or writes why not and returns `Err`.
    pub fn play(&mut self, uci: &str, why: &mut impl Write) -> Result<(), fmt::Error> {
        if self.played == MAX_GAME_PLIES {
            write!(
                why,
                "the game is full: {MAX_GAME_PLIES} moves; undo or load a FEN"
            )?;
            return Err(fmt::Error);
        }
        // The legal move whose UCI is the text's (a search of the legal moves: the
        // parser of `Board::parse_move` would link the pseudo-legal generator too).
        let found = uci.parse::<UciMove>().and_then(|wanted| {
            let legal = self.legal();
            let found = legal.iter().find(|&&mv| self.board.to_uci(mv) == wanted);
            found.copied().ok_or(ParseMoveError::Illegal)
        });
        let mv = match found {
            Ok(mv) => mv,
            Err(e) => {
                write!(why, "{uci}: {e}")?;
                return Err(fmt::Error);
            }
        };
        let _ = self.board.make_legal(mv);
        self.moves[self.played] = mv;
        self.played += 1;
        Ok(())
    }

    /// Takes the last move back; `false` when there is none.
    #[cfg(feature = "page")]
    pub fn undo(&mut self) -> bool {
        if self.played == 0 {
            return false;
        }
        self.played -= 1;
        self.board = self.root;
        for &mv in &self.moves[..self.played] {
            // Each was legal here before.
            let _ = self.board.make_legal(mv);
        }
        true
    }

    /// The moves played since the FEN was read.
    pub fn played(&self) -> usize {
        self.played
    }

    #[cfg(feature = "page")]
    /// Writes the state: the outcome with the result (`checkmate, white wins`), or who
    /// is to move and whether in check (`black to move, in check`).
    pub fn status(&self, out: &mut impl Write) -> fmt::Result {
        let mover = self.board.side_to_move();
        match self.board.outcome() {
            Some(movegen::Outcome::Checkmate { winner }) => {
                write!(out, "checkmate, {winner} wins")
            }
            Some(outcome) => write!(out, "{}, a draw", outcome.as_str()),
            None if self.board.in_check() => write!(out, "{mover} to move, in check"),
            None => write!(out, "{mover} to move"),
        }
    }

    /// Perft: the leaf nodes of the legal move tree to `depth`.
    pub fn perft(&self, depth: u32) -> u64 {
        if cfg!(feature = "copy-make") {
            self.board.perft(depth)
        } else {
            self.board.perft_legal_as::<Move>(depth)
        }
    }

    #[cfg(feature = "page")]
    /// Writes the count below each legal move, one a line (`e2e4: 20`), and returns
    /// their total. Depth 0 counts the position itself and writes nothing.
    pub fn divide(&self, depth: u32, out: &mut impl Write) -> u64 {
        if depth == 0 {
            return 1;
        }
        let mut result = Ok(());
        let mut line = |mv, nodes| {
            if result.is_ok() {
                result = writeln!(out, "{}: {nodes}", self.board.to_uci(mv));
            }
        };
        if cfg!(feature = "copy-make") {
            return self.board.divide(depth, line);
        }
        let mut total = 0;
        for &mv in self.legal().iter() {
            let mut child = self.board;
            let _ = child.make_legal(mv);
            let nodes = child.perft_legal_as::<Move>(depth - 1);
            line(mv, nodes);
            total += nodes;
        }
        total
    }

    /// The legal moves.
    fn legal(&self) -> MoveList<Move> {
        let mut list = MoveList::new();
        self.board.generate_legal(&mut list);
        list
    }
}
