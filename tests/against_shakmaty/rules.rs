//! The rules that need a position's identity, against shakmaty, along long seeded games
//! played with a [`Game`] and taken back now and then: at every ply (after a move or an
//! undo) the repetition count, counted again here from shakmaty's positions of the
//! whole line (the same pieces on the same squares, side to move, castling rooks and
//! legal en-passant square: FIDE's Article 9.2.2, with no key and no window), and the
//! outcome by every rule (shakmaty's checkmate, stalemate and insufficient material,
//! the clocks, the count) equal the game's; the key and the board equal shakmaty's.
//!
//! The games start from the standard position, from Chess960 starts with castling rights
//! (rooks on every file over the starts drawn), and from positions just after a double
//! push beside a pinned pawn (the en-passant square named, no capture legal) or not.
//! A move back to where the piece came from half the time makes positions recur; an
//! automatic end (fivefold repetition, the 75-move rule, mate) is taken back a few plies
//! and the game goes on, so each game runs past 1,000 plies.
//!
//! `RULES_GAMES` sets the number of games (default 12, a few seconds; the long run of
//! `docs/fuzzing.md` takes thousands) and `RULES_SEED` the first seed.

use movegen::{Board, Color, Game, Kind, Move, MoveList, Outcome, Piece};
use movegen_testkit::compare::same_state;
use movegen_testkit::convert::{castling_mode, position, to_move};
use movegen_testkit::rng::{Rng, SplitMix64};
use shakmaty::{Chess, EnPassantMode, Position};

/// Positions just after a double push beside a pawn that may not take en passant
/// (pinned along the rank of the two pawns, or along a diagonal), or that may (the
/// push gives check, the capture takes the checker): the en-passant square is named
/// either way, and only a legal capture makes it part of the position's identity.
pub const EN_PASSANT_STARTS: [&str; 6] = [
    "6nk/8/8/KPp4r/8/8/8/6N1 w - c6 0 2",
    "6n1/8/8/8/kpP4R/8/8/6NK b - c3 0 1",
    "7k/8/8/8/3pP3/8/1B6/4K1N1 b - e3 0 1",
    "4k1n1/1b6/8/3Pp3/8/8/8/7K w - e6 0 2",
    "8/8/8/2k5/3Pp3/8/8/4K3 b - d3 0 1",
    "rnbqkbnr/ppp1pppp/8/8/3pP3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 3",
];

/// The number of games and the first seed, from the environment or the defaults.
pub fn games_and_seed() -> (u64, u64) {
    let var = |name, default| {
        std::env::var(name)
            .ok()
            .and_then(|v| v.parse().ok())
            .unwrap_or(default)
    };
    (var("RULES_GAMES", 12), var("RULES_SEED", 0x0a11_b1e5))
}

/// The start of game `n`: the standard position, a Chess960 start, or one of
/// [`EN_PASSANT_STARTS`].
pub fn start(n: u64, rng: &mut SplitMix64) -> Board {
    match n % 3 {
        0 => Board::default(),
        1 => Board::chess960_start(rng.below(960) as u32).unwrap(),
        _ => EN_PASSANT_STARTS[rng.below(EN_PASSANT_STARTS.len())]
            .parse()
            .unwrap(),
    }
}

/// What FIDE compares to tell two positions apart, as shakmaty sees them.
#[derive(PartialEq, Eq)]
struct Identity(
    shakmaty::Board,
    shakmaty::Color,
    shakmaty::Bitboard,
    Option<shakmaty::Square>,
);

fn identity(pos: &Chess) -> Identity {
    Identity(
        pos.board().clone(),
        pos.turn(),
        pos.castles().castling_rights(),
        pos.ep_square(EnPassantMode::Legal),
    )
}

/// The outcome by every rule, from shakmaty's position, its clock and `count`, the
/// repetitions counted here: what ends the game by itself first, then the claims.
fn expected_outcome(pos: &Chess, count: usize) -> Option<Outcome> {
    if pos.is_checkmate() {
        let winner = match pos.turn() {
            shakmaty::Color::White => Color::Black,
            shakmaty::Color::Black => Color::White,
        };
        return Some(Outcome::Checkmate { winner });
    }
    let halfmoves = pos.halfmoves();
    if pos.is_stalemate() {
        Some(Outcome::Stalemate)
    } else if pos.is_insufficient_material() {
        Some(Outcome::InsufficientMaterial)
    } else if halfmoves >= 150 {
        Some(Outcome::SeventyFiveMoves)
    } else if count >= 5 {
        Some(Outcome::FivefoldRepetition)
    } else if halfmoves >= 100 {
        Some(Outcome::FiftyMoves)
    } else if count >= 3 {
        Some(Outcome::ThreefoldRepetition)
    } else {
        None
    }
}

/// What the games saw, summed.
#[derive(Default, Debug)]
pub struct Seen {
    pub plies: usize,
    pub undos: usize,
    pub repeated: usize,
    pub threefold: usize,
    pub fivefold: usize,
    pub seventy_five: usize,
    pub pinned_en_passant: usize,
    pub forgotten: usize,
    /// The longest line, in plies.
    pub longest: usize,
}

/// One game of `plies` plies at least, checked at every ply.
struct Line {
    game: Game,
    /// Shakmaty's position of every ply of the line, the start first.
    line: Vec<Chess>,
}

impl Line {
    /// The repetitions of the last position, counted over the whole line.
    fn count(&self) -> usize {
        let now = identity(self.line.last().unwrap());
        self.line.iter().filter(|pos| identity(pos) == now).count()
    }

    fn check(&self, seen: &mut Seen, full: bool) {
        let board = self.game.board();
        let pos = self.line.last().unwrap();
        let fen = board.to_fen();
        let count = self.count();
        let ours = self.game.repetitions() as usize;
        // Exact while the game remembers every position since the last capture or pawn
        // move; after taking back past forgotten moves, it can only count fewer.
        if self.game.len() >= usize::from(board.halfmove_clock()) {
            assert_eq!(ours, count, "repetitions of {fen}");
            assert_eq!(self.game.outcome(), expected_outcome(pos, count), "{fen}");
        } else {
            assert!(ours <= count, "repetitions of {fen}");
            seen.forgotten += 1;
        }
        assert_eq!(movegen_testkit::convert::fen(pos), fen.as_str());
        if full {
            same_state(board, pos);
        }
        seen.longest = seen.longest.max(self.line.len() - 1);
        seen.repeated += usize::from(count >= 2);
        seen.threefold += usize::from(count >= 3);
        seen.fivefold += usize::from(count >= 5);
        seen.seventy_five += usize::from(board.halfmove_clock() >= 150);
        seen.pinned_en_passant += usize::from(
            board.en_passant().is_some()
                && pos.ep_square(EnPassantMode::PseudoLegal).is_some()
                && pos.ep_square(EnPassantMode::Legal).is_none(),
        );
    }

    fn undo(&mut self, seen: &mut Seen) -> bool {
        if self.game.undo().is_none() {
            return false;
        }
        self.line.pop();
        seen.undos += 1;
        true
    }
}

/// Plays game `seed` for `plies` plies (moves and undos), checking every ply.
pub fn play(seed: u64, plies: usize, seen: &mut Seen) {
    let mut rng = SplitMix64(seed);
    let board = start(seed, &mut rng);
    let mode = castling_mode(&board);
    let mut line = Line {
        game: Game::new(board),
        line: vec![position(&board.to_fen(), mode)],
    };
    let mut moves = MoveList::<Move>::new();
    for ply in 0..plies {
        line.check(seen, ply % 64 == 0);
        seen.plies += 1;
        let ended = line.game.outcome().is_some_and(Outcome::is_automatic);
        if ended || rng.below(50) == 0 {
            // Back a few plies, then on; now and then back to the oldest move the game
            // remembers, past which positions are forgotten.
            let back = if rng.below(20) == 0 {
                256
            } else {
                1 + rng.below(4)
            };
            for _ in 0..back {
                line.undo(seen);
            }
            continue;
        }
        let board = *line.game.board();
        board.generate_legal(&mut moves);
        let back = line.game.moves().nth_back(1);
        // Late in the count of the move rules, a capture or a pawn move if there is one,
        // so that the line grows past the game's memory.
        let late = usize::from(board.halfmove_clock()) > 90 + rng.below(60);
        let irreversible = moves.iter().copied().find(|&mv| {
            late && (mv.is_capture()
                || board.piece_at(mv.from()).and_then(Piece::kind) == Some(Kind::Pawn))
        });
        let mv = irreversible
            .or_else(|| {
                movegen_testkit::positions::move_back(&moves, back).filter(|_| rng.below(2) == 0)
            })
            .unwrap_or_else(|| moves[rng.below(moves.len())]);
        let m = to_move(&board, line.line.last().unwrap(), mv);
        assert_eq!(line.game.play(mv), Ok(mv), "{board}");
        let mut next = line.line.last().unwrap().clone();
        next.play_unchecked(m);
        line.line.push(next);
    }
}

#[test]
fn repetitions_and_outcomes_match_a_count_of_shakmaty_positions() {
    let (games, first) = games_and_seed();
    let mut seen = Seen::default();
    for seed in first..first + games {
        play(seed, 1_200, &mut seen);
    }
    println!("{seen:?}");
    let s = &seen;
    assert!(s.plies >= 1_200 * games as usize && s.undos > s.plies / 20);
    assert!(
        s.repeated > s.plies / 10 && s.threefold > 0 && s.fivefold > 0,
        "{s:?}"
    );
    assert!(
        s.pinned_en_passant > 0 && s.seventy_five > 0 && s.forgotten > 0,
        "{s:?}"
    );
}
