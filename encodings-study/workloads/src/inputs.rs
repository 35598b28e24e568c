//! The inputs of the encodings benchmark, the same for every workload and encoding.
//!
//! The moves are real: every pseudo-legal move of a fixed set of positions, the lines of
//! `tests/data/standard.epd` and `tests/data/edge-cases.epd` and, for each line, the
//! position at the end of a random walk of up to twelve legal moves from it, chosen by
//! a seeded xorshift64*. Perft runs on three positions of the standard suite, and so
//! does the make-unmake walk, a ply shallower; the search runs on every twentieth
//! position of the set.
//!
//! [`Inputs::small`] is the same recipe at a size Miri can run: every twelfth line,
//! the trees a ply or two deep, one search of depth 2.

use movegen::{Board, Color, Encoding, Kind, Move, MoveList, Piece, Square};

use std::vec::Vec;

use movegen_testkit::rng::{Rng, XorShift64Star};
use movegen_testkit::{EDGE_CASES, STANDARD, epd};

use crate::kernels::{Fields, Position};

/// The seed of the random walks.
const SEED: u64 = 0x2545_f491_4f6c_dd1d;

/// The longest random walk from a suite line.
const MAX_WALK: u32 = 12;

/// Perft positions (a FEN prefix of a `standard.epd` line) and depths.
const PERFT: [(&str, u32); 3] = [
    ("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w", 5),
    (
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w",
        4,
    ),
    ("8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w", 5),
];

/// Make-unmake positions (as [`PERFT`]) and depths: a ply less, since every leaf is
/// made and unmade.
const MAKE_UNMAKE: [(&str, u32); 3] = [(PERFT[0].0, 4), (PERFT[1].0, 3), (PERFT[2].0, 4)];

/// The benchmark's inputs; [`Inputs::small`] takes a part of each.
const BENCH: Recipe = Recipe {
    line_stride: 1,
    perft: &PERFT,
    make_unmake: &MAKE_UNMAKE,
    search_stride: 20,
    search_depth: 6,
};

/// [`Inputs::small`]: what Miri can run in seconds.
const SMALL: Recipe = Recipe {
    line_stride: 12,
    // Position 3's line starts at depth 4: the first two positions only.
    perft: &[(PERFT[0].0, 3), (PERFT[1].0, 2)],
    make_unmake: &[(PERFT[0].0, 2), (PERFT[1].0, 1)],
    search_stride: 20,
    search_depth: 2,
};

/// How much of everything the inputs take.
struct Recipe {
    /// Every how many suite lines the set takes one.
    line_stride: usize,
    /// Perft positions and depths.
    perft: &'static [(&'static str, u32)],
    /// Make-unmake positions and depths.
    make_unmake: &'static [(&'static str, u32)],
    /// Every how many positions of the set the search takes one.
    search_stride: usize,
    /// The search's depth in plies.
    search_depth: u32,
}

/// The inputs shared by every workload and encoding.
pub struct Inputs {
    /// The positions of the set: the suites' lines and their random walks.
    pub positions: Vec<Position>,
    /// Every pseudo-legal move of every position, position by position, in the order
    /// the generator produces them.
    pub fields: Vec<Fields>,
    /// The perft positions and depths, and their count.
    pub perft: Trees,
    /// The make-unmake positions and depths, and their count.
    pub make_unmake: Trees,
    /// The search's positions and depth.
    pub search: Vec<(Board, u32)>,
}

/// Every `stride`-th line of the suites, as a board (only those are parsed: Miri's
/// inputs take every twelfth).
fn suite_boards(stride: usize) -> Vec<Board> {
    [STANDARD, EDGE_CASES]
        .into_iter()
        .flat_map(epd::fens)
        .step_by(stride)
        .map(|fen| fen.parse().unwrap_or_else(|e| panic!("{fen}: {e}")))
        .collect()
}

fn random_walk(board: &Board, rng: &mut impl Rng) -> Board {
    let mut board = *board;
    let plies = 1 + rng.below(MAX_WALK as usize);
    for _ in 0..plies {
        // The legal moves in the pseudo-legal generator's order, as the walks were
        // first drawn from.
        let list: Vec<Move> = board
            .pseudo_legal_moves()
            .into_iter()
            .filter(|&mv| board.is_legal(mv))
            .collect();
        if list.is_empty() {
            break;
        }
        let mv = list[rng.below(list.len())];
        assert!(board.make_move(mv).is_ok());
    }
    board
}

/// Positions to count to a depth, and the suite's count for all of them together.
pub struct Trees {
    /// Each position and its depth.
    pub boards: Vec<(Board, u32)>,
    /// The suite's leaf count, all positions together.
    pub nodes: u64,
}

/// The [`Trees`] of positions (a FEN prefix of a `standard.epd` line) and depths.
fn counted(list: &[(&str, u32)]) -> Trees {
    let mut boards = Vec::new();
    let mut nodes = 0;
    for &(prefix, depth) in list {
        let line = epd::lines(STANDARD)
            .find(|l| l.fen.starts_with(prefix))
            .expect("a standard.epd line");
        boards.push((line.fen.parse().unwrap(), depth));
        nodes += line.count(depth).expect("a count at this depth");
    }
    Trees { boards, nodes }
}

impl Default for Inputs {
    fn default() -> Inputs {
        Inputs::new()
    }
}

impl Inputs {
    /// Builds the inputs (a second or so: the suites' boards, their random walks and
    /// moves) and checks their variety.
    pub fn new() -> Inputs {
        Inputs::from_recipe(&BENCH)
    }

    /// The same kinds of input, a fraction of the size: every twelfth suite line (28
    /// positions with their walks), perft and make-unmake a ply or two deep, one search
    /// of depth 2. For Miri (`tests/unsafe_code.rs`).
    pub fn small() -> Inputs {
        Inputs::from_recipe(&SMALL)
    }

    fn from_recipe(recipe: &Recipe) -> Inputs {
        let mut rng = XorShift64Star(SEED);
        let mut positions = Vec::new();
        let mut fields = Vec::new();
        for root in suite_boards(recipe.line_stride) {
            let walked = random_walk(&root, &mut rng);
            for board in [root, walked] {
                let list = board.pseudo_legal_moves();
                let start = fields.len();
                fields.extend(list.iter().map(|mv| Fields {
                    from: mv.from(),
                    to: mv.to(),
                    piece: mv.piece().unwrap(),
                    captured: mv.captured().unwrap(),
                    special: Piece::from_code(mv.special_bits()).unwrap(),
                }));
                let mut mailbox = [Piece::EMPTY; 64];
                for sq in Square::all() {
                    mailbox[sq.index()] = board.piece_at(sq).unwrap_or(Piece::EMPTY);
                }
                positions.push(Position {
                    board,
                    mailbox,
                    moves: start..fields.len(),
                });
            }
        }
        let search = (positions.iter().step_by(recipe.search_stride))
            .map(|p| (p.board, recipe.search_depth))
            .collect();
        let inputs = Inputs {
            positions,
            fields,
            perft: counted(recipe.perft),
            make_unmake: counted(recipe.make_unmake),
            search,
        };
        inputs.check_variety();
        inputs
    }

    /// Every kind of move and both sides to move are among the inputs.
    fn check_variety(&self) {
        assert!(
            self.fields
                .iter()
                .any(|f| f.special.kind() == Some(Kind::Pawn)),
            "en passant among the inputs"
        );
        assert!(
            self.fields
                .iter()
                .any(|f| f.special.kind() == Some(Kind::King)),
            "castling among the inputs"
        );
        assert!(
            self.positions
                .iter()
                .any(|p| p.board.side_to_move() == Color::Black),
            "both sides to move"
        );
    }

    /// The moves as `E`, as the generator produces them.
    pub fn moves<E: Encoding>(&self) -> Vec<E> {
        let mut moves = Vec::with_capacity(self.fields.len());
        let mut list = MoveList::<E>::default();
        for p in &self.positions {
            p.board.generate_pseudo_legal(&mut list);
            moves.extend_from_slice(&list);
        }
        assert_eq!(
            moves.len(),
            self.fields.len(),
            "{}: generated moves",
            E::NAME
        );
        moves
    }
}
