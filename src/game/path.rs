//! [`SearchPath`]: the line a search is on, from its root, with the game's positions
//! before the root, for repetition at every node in any encoding, with null moves, and
//! no allocation.

use super::history::{GAME_MEMORY, Game};
use crate::Move;
use crate::board::{Board, Undo};
use crate::encoding::Encoding;
use crate::make::MakeError;

/// How many positions a [`SearchPath`] holds: those of the game it starts from that
/// repetition may look back to (150 at most in a game that may go on), and the plies
/// played on it, 362 or more.
pub const PATH_MEMORY: usize = 512;

/// One position of the path: the key of the position before the ply, the ply's move
/// and undo record (none for the game's plies before the root), and where repetition
/// stopped looking before it (a null move moves that).
#[derive(Clone, Copy, Debug, Default)]
struct Step<E> {
    key_before: u64,
    mv: E,
    undo: Undo,
    barrier_before: u16,
}

/// The line a search is on: a [`Board`] with the moves (of any encoding) and null moves
/// played on it from the search's root, each taken back in turn, and the keys of the
/// positions before it, so that [`SearchPath::is_repetition`] answers at every node in
/// O(plies since the last capture or pawn move), with no allocation (a fixed array of
/// [`PATH_MEMORY`] positions: 20,760 bytes whatever the encoding, with the `zobrist`
/// feature).
///
/// A [`Game`] gives one that knows the game's positions ([`Game::search_path`]). A null
/// move cuts the line for repetition: no position before it counts again (a pass is not
/// a move that can repeat a position).
///
/// ```
/// use movegen::{Game, Packed16, SearchPath};
/// let mut game = Game::default();
/// for uci in ["g1f3", "g8f6", "f3g1"] {
///     game.play_uci(uci).unwrap();
/// }
/// let mut path: SearchPath<Packed16> = game.search_path();
/// let back = path.board().parse_move_as::<Packed16>("f6g8").unwrap();
/// path.play(back).unwrap();
/// assert!(path.is_repetition()); // the start position, before the root
/// path.undo();
/// assert!(!path.is_repetition());
/// ```
#[derive(Clone, Debug)]
pub struct SearchPath<E: Encoding = Move> {
    board: Board,
    steps: [Step<E>; PATH_MEMORY],
    /// How many steps are held.
    len: usize,
    /// How many of them are the game's, before the root (not taken back).
    root: usize,
    /// The first step repetition looks at: the one after the last null move.
    barrier: usize,
}

/// Why [`SearchPath::play`] or [`SearchPath::play_null`] played nothing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PathError {
    /// The move is not legal here ([`MakeError`]), or a null move in check.
    Make(MakeError),
    /// The path holds [`PATH_MEMORY`] positions already.
    Full,
}

impl core::fmt::Display for PathError {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self {
            PathError::Make(e) => write!(f, "move refused: {e}"),
            PathError::Full => write!(f, "the search path holds {PATH_MEMORY} positions"),
        }
    }
}

impl core::error::Error for PathError {}

impl<E: Encoding> SearchPath<E> {
    /// A path from `board`, with no position before it.
    pub fn new(board: Board) -> SearchPath<E> {
        SearchPath {
            board,
            steps: [Step::default(); PATH_MEMORY],
            len: 0,
            root: 0,
            barrier: 0,
        }
    }

    /// The position now.
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// How many plies (moves and null moves) were played from the root and not taken
    /// back.
    pub fn ply(&self) -> usize {
        self.len - self.root
    }

    /// Plays `mv`, checked as [`Board::make_move`] checks it.
    ///
    /// # Errors
    ///
    /// [`PathError::Make`] for a move that is not legal here, [`PathError::Full`] when
    /// the path is full; the path is left as it was.
    pub fn play(&mut self, mv: E) -> Result<(), PathError> {
        if !self.board.is_legal(mv) {
            return Err(PathError::Make(if self.board.is_pseudo_legal(mv) {
                MakeError::Illegal
            } else {
                MakeError::NotPseudoLegal
            }));
        }
        self.play_legal(mv)
    }

    /// Plays `mv`, a legal move of the position (from its generator), untested as
    /// [`Board::make_legal`] (debug builds assert it).
    ///
    /// # Errors
    ///
    /// [`PathError::Full`] when the path is full; the path is left as it was.
    #[inline]
    pub fn play_legal(&mut self, mv: E) -> Result<(), PathError> {
        let key_before = self.board.key();
        let slot = self.steps.get_mut(self.len).ok_or(PathError::Full)?;
        let undo = self.board.make_legal(mv);
        *slot = Step {
            key_before,
            mv,
            undo,
            barrier_before: self.barrier as u16,
        };
        self.len += 1;
        Ok(())
    }

    /// Passes ([`Board::make_null_move`]): no position before it counts for repetition
    /// until it is taken back.
    ///
    /// # Errors
    ///
    /// [`PathError::Make`] with [`MakeError::Illegal`] in check, [`PathError::Full`]
    /// when the path is full; the path is left as it was.
    pub fn play_null(&mut self) -> Result<(), PathError> {
        let key_before = self.board.key();
        if self.len == PATH_MEMORY {
            return Err(PathError::Full);
        }
        let undo = self.board.make_null_move().map_err(PathError::Make)?;
        self.steps[self.len] = Step {
            key_before,
            mv: E::default(),
            undo,
            barrier_before: self.barrier as u16,
        };
        self.len += 1;
        self.barrier = self.len;
        Ok(())
    }

    /// Takes back the last move or null move played from the root; `false` at the root.
    pub fn undo(&mut self) -> bool {
        if self.len == self.root {
            return false;
        }
        self.len -= 1;
        let step = self.steps[self.len];
        if step.undo.is_null_move() {
            self.board.unmake_null_move(step.undo);
        } else {
            self.board.unmake_move(step.mv, step.undo);
        }
        self.barrier = usize::from(step.barrier_before);
        true
    }

    /// How many times the position now has occurred on the path and in the game before
    /// its root (1 the first time), as [`Game::repetitions`] counts: the positions
    /// since the last capture, pawn move or null move, every second one.
    pub fn repetitions(&self) -> u32 {
        let key = self.board.key();
        let window = (self.len - self.barrier).min(usize::from(self.board.halfmove_clock()));
        let mut seen = 1;
        for back in (2..=window).step_by(2) {
            seen += u32::from(self.steps[self.len - back].key_before == key);
        }
        seen
    }

    /// Whether the position now has occurred before ([`SearchPath::repetitions`] at
    /// least 2): what a search scores as a draw.
    pub fn is_repetition(&self) -> bool {
        self.repetitions() >= 2
    }
}

impl Game {
    /// A [`SearchPath`] from the position now, in the encoding `E`, that knows the
    /// game's positions since the last capture or pawn move (those it remembers), so
    /// that a search sees a repetition of the game's positions too.
    pub fn search_path<E: Encoding>(&self) -> SearchPath<E> {
        let mut path = SearchPath::new(*self.board());
        let back = self
            .len
            .min(usize::from(self.board().halfmove_clock()))
            .min(GAME_MEMORY);
        for i in self.len - back..self.len {
            path.steps[path.len].key_before =
                self.played[(self.first + i) % GAME_MEMORY].key_before;
            path.len += 1;
        }
        path.root = path.len;
        path
    }
}
