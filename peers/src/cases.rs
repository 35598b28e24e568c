//! The positions the engine workloads run on, each with its depths and what every
//! variant must return there: the six positions of the chessprogramming wiki's perft
//! page and the fourteen of `positions/unseen.fen` (positions the perft work was not
//! tuned on). The depths make one run of the slowest variant take roughly 0.05 to 1 s
//! in a release build (the next ply would take 5 to 40 times as long); the benchmark
//! repeats a short run within one timing.
//!
//! The expected outcomes were written from [`crate::agree_all`] at these depths, where
//! every variant agreed; the leaves are also movegen's bulk-counted perft (the six
//! standard counts are the wiki's). `benches/search.rs` checks every variant against
//! them before it times anything.

use crate::POSITIONS;
use crate::search::SearchResult;
use crate::workload::{Outcome, Workload};

/// A position, its depth for each workload and what every variant returns there.
pub struct Case {
    /// The name in the tables: the wiki's name, or `unseen-N` for line `N` of
    /// `positions/unseen.fen`.
    pub name: &'static str,
    /// The position.
    pub fen: &'static str,
    /// The search's depth.
    pub search_depth: u32,
    /// The search's score at that depth.
    pub score: i32,
    /// The search's nodes at that depth.
    pub search_nodes: u64,
    /// The search's best move at that depth (UCI).
    pub best: &'static str,
    /// The leaf perft's depth.
    pub perft_depth: u32,
    /// The leaf perft's count at that depth.
    pub leaves: u64,
}

impl Case {
    /// The depth `workload` runs to.
    pub fn depth(&self, workload: Workload) -> u32 {
        match workload {
            Workload::Search => self.search_depth,
            Workload::LeafPerft => self.perft_depth,
        }
    }

    /// What every variant returns from `workload` at [`Case::depth`].
    pub fn expected(&self, workload: Workload) -> Outcome {
        match workload {
            Workload::Search => Outcome::Search(SearchResult {
                score: self.score,
                nodes: self.search_nodes,
                best: self.best.to_string(),
            }),
            Workload::LeafPerft => Outcome::LeafPerft(self.leaves),
        }
    }
}

/// A row of [`CASES`]: name, FEN, then the search's depth, score, nodes and best move,
/// then the leaf perft's depth and count.
const fn case(
    name: &'static str,
    fen: &'static str,
    (search_depth, score, search_nodes, best): (u32, i32, u64, &'static str),
    (perft_depth, leaves): (u32, u64),
) -> Case {
    Case {
        name,
        fen,
        search_depth,
        score,
        search_nodes,
        best,
        perft_depth,
        leaves,
    }
}

/// The six standard positions (from [`POSITIONS`]), then the unseen ones in the order
/// of `positions/unseen.fen` (a test checks that they are that file's lines).
pub const CASES: [Case; 20] = [
    case(
        "start",
        POSITIONS[0].1,
        (8, 0, 4_078_423, "a2a3"),
        (5, 4_865_609),
    ),
    case(
        "kiwipete",
        POSITIONS[1].1,
        (7, 0, 3_219_791, "e2a6"),
        (4, 4_085_603),
    ),
    case(
        "position3",
        POSITIONS[2].1,
        (9, 0, 2_461_939, "b4f4"),
        (6, 11_030_083),
    ),
    case(
        "position4",
        POSITIONS[3].1,
        (8, -500, 3_259_447, "c4c5"),
        (5, 15_833_292),
    ),
    case(
        "position5",
        POSITIONS[4].1,
        (7, 500, 2_164_793, "d7c8q"),
        (4, 2_103_487),
    ),
    case(
        "position6",
        POSITIONS[5].1,
        (7, 0, 3_712_434, "g5f6"),
        (4, 3_894_594),
    ),
    case(
        "unseen-1",
        "r3k2r/2pb1ppp/2pp1q2/p7/1nP1B3/1P2P3/P2N1PPP/R2QK2R w KQkq a6 0 14",
        (7, 0, 3_520_763, "a2a3"),
        (4, 2_116_250),
    ),
    case(
        "unseen-2",
        "4rrk1/2p1b1p1/p1p3q1/4p3/2P2n1p/1P1NR2P/PB3PP1/3R1QK1 b - - 2 24",
        (7, 0, 1_443_491, "f4d3"),
        (4, 1_690_136),
    ),
    case(
        "unseen-3",
        "r3qbrk/6p1/2b2pPp/p3pP1Q/PpPpP2P/3P1B2/2PB3K/R5R1 w - - 16 42",
        (7, 100, 2_893_926, "a1a2"),
        (5, 27_260_114),
    ),
    case(
        "unseen-4",
        "r1bq1rk1/pp2b1pp/n1pp1n2/3P1p2/2P1p3/2N1P2N/PP2BPPP/R1BQ1RK1 b - - 2 10",
        (7, 0, 1_386_698, "c6d5"),
        (5, 30_091_654),
    ),
    case(
        "unseen-5",
        "2q3r1/1r2pk2/pp3pp1/2pP3p/P1Pb1BbP/1P4Q1/R3NPP1/4R1K1 w - - 2 34",
        (7, 0, 1_683_311, "e2d4"),
        (4, 1_925_048),
    ),
    case(
        "unseen-6",
        "1r2r2k/1b4q1/pp5p/2pPp1p1/P3Pn2/1P1B1Q1P/2R3P1/4BR1K b - - 1 37",
        (7, 0, 6_795_471, "f4d3"),
        (4, 2_052_042),
    ),
    case(
        "unseen-7",
        "r3kbbr/pp1n1p1P/3ppnp1/q5N1/1P1pP3/P1N1B3/2P1QP2/R3KB1R b KQq b3 0 17",
        (7, -200, 2_916_563, "d4d3"),
        (4, 3_491_815),
    ),
    case(
        "unseen-8",
        "1r4k1/4ppb1/2n1b1qp/pB4p1/1n1BP1P1/7P/2PNQPK1/3RN3 w - - 8 29",
        (7, 0, 2_031_848, "d4g7"),
        (4, 2_960_809),
    ),
    case(
        "unseen-9",
        "6k1/1R3p2/6p1/2Bp3p/3P2q1/P7/1P2rQ1K/5R2 b - - 4 44",
        (10, -300, 4_513_294, "e2f2"),
        (5, 22_703_033),
    ),
    case(
        "unseen-10",
        "7r/2p3k1/1p1p1qp1/1P1Bp3/p1P2r1P/P7/4R3/Q4RK1 w - - 0 36",
        (8, 0, 3_967_507, "f1f4"),
        (4, 1_836_677),
    ),
    case(
        "unseen-11",
        "3r3k/2r4p/1p1b3q/p4P2/P2Pp3/1B2P3/3BQ1RP/6K1 w - - 3 87",
        (7, -100, 5_348_571, "d4d5"),
        (4, 2_099_995),
    ),
    case(
        "unseen-12",
        "8/6pk/2b1Rp2/3r4/1R1B2PP/P5K1/8/2r5 b - - 16 42",
        (7, -100, 1_876_529, "c6b5"),
        (4, 1_486_273),
    ),
    case(
        "unseen-13",
        "8/8/1p2k1p1/3p3p/1p1P1P1P/1P2PK2/8/8 w - - 3 54",
        (13, 0, 2_486_592, "e3e4"),
        (8, 15_451_504),
    ),
    case(
        "unseen-14",
        "8/p2B4/PkP5/4p1pK/4Pb1p/5P2/8/8 w - - 29 68",
        (10, -100, 3_249_518, "c6c7"),
        (7, 35_307_264),
    ),
];
