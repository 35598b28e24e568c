//! The game the page plays: a position read from FEN, the moves played from it, and
//! what the page asks of them. This module and `standing` (the `page` feature) are the
//! only ones that call `movegen`, with its simplest calls (FEN in and out, the legal
//! moves, UCI and SAN, [`movegen::Game`], perft, divide), so that a change of the
//! crate's interface is a change here alone.
//!
//! With the `page` feature the moves are played on a [`movegen::Game`], which knows
//! repetition and takes moves back, for games of any length. Without it (the core
//! module, which must stay small) they are made on a bare [`Board`], and a game cannot
//! be taken back.

use core::fmt::{self, Write};

use movegen::{Board, Move, MoveList};

/// A position read from FEN and the moves played from it.
pub struct Game {
    /// The game, whose position now is `game.board()`.
    #[cfg(feature = "page")]
    game: movegen::Game,
    /// The position now.
    #[cfg(not(feature = "page"))]
    board: Board,
    /// The plies played since the FEN was read (the game remembers only the last
    /// [`movegen::GAME_MEMORY`] of them).
    played: usize,
}

impl Game {
    /// The game from `fen`, or the FEN parser's message.
    pub fn from_fen(fen: &str) -> Result<Game, impl fmt::Display + use<>> {
        let board = Board::from_fen(fen)?;
        Ok::<_, movegen::FenError>(Game {
            #[cfg(feature = "page")]
            game: movegen::Game::new(board),
            #[cfg(not(feature = "page"))]
            board,
            played: 0,
        })
    }

    /// The position now.
    pub fn board(&self) -> &Board {
        #[cfg(feature = "page")]
        return self.game.board();
        #[cfg(not(feature = "page"))]
        return &self.board;
    }

    /// The game, with the moves it remembers.
    #[cfg(feature = "page")]
    pub fn game(&self) -> &movegen::Game {
        &self.game
    }

    /// Writes the position's FEN.
    pub fn fen(&self, out: &mut impl Write) -> fmt::Result {
        write!(out, "{}", self.board().to_fen())
    }

    /// The number of moves that may be played: the legal moves, none once the game
    /// is over.
    pub fn count_moves(&self) -> usize {
        self.legal().len()
    }

    /// Writes every move that may be played, one a line: its UCI, and with the `page`
    /// feature a space and its SAN, and for castling a space and the square of the
    /// rook (the king may be put there to castle, the Chess960 way).
    pub fn moves(&self, out: &mut impl Write) -> fmt::Result {
        let board = self.board();
        #[cfg(feature = "page")]
        let chess960 = {
            let mut copy = *board;
            copy.set_chess960(true);
            copy
        };
        for &mv in self.legal().iter() {
            write!(out, "{}", board.to_uci(mv))?;
            #[cfg(feature = "page")]
            {
                write!(out, " {}", board.san(mv))?;
                if movegen::Encoding::is_castle(mv) {
                    write!(out, " {}", chess960.to_uci(mv).to)?;
                }
            }
            writeln!(out)?;
        }
        Ok(())
    }

    /// Plays the legal move that `uci` names (castling either as the king's move or
    /// as the king onto its rook), or writes why not and returns `Err`.
    pub fn play(&mut self, uci: &str, why: &mut impl Write) -> Result<(), fmt::Error> {
        match self.make(uci) {
            Ok(()) => {
                self.played += 1;
                Ok(())
            }
            Err(e) => {
                write!(why, "{uci}: {e}")?;
                Err(fmt::Error)
            }
        }
    }

    /// Plays `uci` on the game: refused once the game is over.
    #[cfg(feature = "page")]
    fn make(&mut self, uci: &str) -> Result<(), impl fmt::Display + use<>> {
        crate::standing::play(&mut self.game, uci)
    }

    /// Makes the legal move whose UCI is `uci` on the board (a search of the legal
    /// moves: the parser of `Board::parse_move` would link the pseudo-legal
    /// generator too).
    #[cfg(not(feature = "page"))]
    fn make(&mut self, uci: &str) -> Result<(), movegen::ParseMoveError> {
        let wanted = uci.parse::<movegen::UciMove>()?;
        let legal = self.legal();
        let found = legal.iter().find(|&&mv| self.board.to_uci(mv) == wanted);
        let mv = *found.ok_or(movegen::ParseMoveError::Illegal)?;
        let _ = self.board.make_legal(mv);
        Ok(())
    }

    /// Takes the last move back; `false` when there is none the game remembers (none
    /// played, or more than [`movegen::GAME_MEMORY`] taken back: the page then reads
    /// the FEN again and replays the moves before).
    #[cfg(feature = "page")]
    pub fn undo(&mut self) -> bool {
        let undone = self.game.undo().is_some();
        if undone {
            self.played -= 1;
        }
        undone
    }

    /// The plies played since the FEN was read.
    pub fn played(&self) -> usize {
        self.played
    }

    #[cfg(feature = "page")]
    /// Writes the state in a sentence: the outcome with the result (`checkmate,
    /// white wins`), or who is to move, whether in check and the draw that may be
    /// claimed (`black to move, in check`).
    pub fn status(&self, out: &mut impl Write) -> fmt::Result {
        crate::standing::Standing::of(&self.game).sentence(self.board(), out)
    }

    #[cfg(feature = "page")]
    /// Writes the state as `name: value` lines, for the page's script
    /// ([`Standing::lines`](crate::standing::Standing::lines)).
    pub fn state(&self, out: &mut impl Write) -> fmt::Result {
        let standing = crate::standing::Standing::of(&self.game);
        standing.lines(&self.game, out)?;
        writeln!(out, "plies: {}", self.played)
    }

    /// Perft: the leaf nodes of the legal move tree to `depth`, from the position
    /// (whether or not the game is over).
    pub fn perft(&self, depth: u32) -> u64 {
        if cfg!(feature = "copy-make") {
            self.board().perft(depth)
        } else {
            self.board().perft_legal_as::<Move>(depth)
        }
    }

    #[cfg(feature = "page")]
    /// Writes the count below each legal move, one a line (`e2e4: 20`), and returns
    /// their total. Depth 0 counts the position itself and writes nothing.
    pub fn divide(&self, depth: u32, out: &mut impl Write) -> u64 {
        if depth == 0 {
            return 1;
        }
        let board = self.board();
        let mut result = Ok(());
        let mut line = |mv, nodes| {
            if result.is_ok() {
                result = writeln!(out, "{}: {nodes}", board.to_uci(mv));
            }
        };
        if cfg!(feature = "copy-make") {
            return board.divide(depth, line);
        }
        let mut legal = MoveList::<Move>::new();
        board.generate_legal(&mut legal);
        let mut total = 0;
        for &mv in legal.iter() {
            let mut child = *board;
            let _ = child.make_legal(mv);
            let nodes = child.perft_legal_as::<Move>(depth - 1);
            line(mv, nodes);
            total += nodes;
        }
        total
    }

    /// The moves that may be played: the legal moves, none once the game is over.
    fn legal(&self) -> MoveList<Move> {
        let mut list = MoveList::new();
        #[cfg(feature = "page")]
        if crate::standing::Standing::of(&self.game).is_over() {
            return list;
        }
        self.board().generate_legal(&mut list);
        list
    }
}
