//! The engine workloads do the same work in every variant of both tables (keyed and
//! keyless): the search returns the same score, nodes and best move, and the perft that
//! plays every leaf the known counts, on the six standard positions and the unseen ones
//! at small depths (fast in debug builds), and in the keyed table every key kept is the
//! one from scratch; the recorded outcomes of `CASES` at the benchmark's depths are
//! checked by `benches/search.rs` before it times anything, and by the ignored test
//! below:
//!
//! ```text
//! cargo test --release -p movegen-peers --test agreement -- --ignored
//! ```

use std::collections::HashSet;

use movegen::Board;
use movegen_peers::search::{MATE, Order, SearchResult};
use movegen_peers::{
    Agreement, CASES, Keys, Outcome, POSITIONS, VARIANTS, Variant, Workload, agree_all,
};

/// The chessprogramming wiki's perft counts at depths 1 to 3, in the order of
/// `POSITIONS`.
const WIKI: [[u64; 3]; 6] = [
    [20, 400, 8_902],
    [48, 2_039, 97_862],
    [14, 191, 2_812],
    [6, 264, 9_467],
    [44, 1_486, 62_379],
    [46, 2_079, 89_890],
];

/// What every variant of both tables agrees on (the keyed table's keys checked).
fn agreed(workload: Workload, fen: &str, depth: u32) -> Outcome {
    let [keyed, keyless] = Keys::ALL.map(|keys| match agree_all(keys, workload, fen, depth) {
        Ok(agreement) => agreement,
        Err(mismatch) => panic!("{} table: {mismatch}", keys.name()),
    });
    assert_eq!(keyed.outcome, keyless.outcome, "{fen}");
    keys_checked(&keyed, fen);
    keyed.outcome
}

/// Every keyed variant's keys were compared with the ones from scratch, none wrong;
/// movegen's and shakmaty's keys are one rule's (Polyglot's with the en-passant file
/// only when a capture is legal), so their checksums are equal.
fn keys_checked(keyed: &Agreement, fen: &str) {
    let keyed_variants: Vec<&Variant> = Variant::of(Keys::Keyed).collect();
    for (v, sum) in keyed_variants.iter().zip(&keyed.keys) {
        assert!(
            sum.compared > 0 && sum.wrong == 0,
            "{}: {sum} in {fen}",
            v.name
        );
    }
    let checksum = |name: &str| {
        let i = keyed_variants
            .iter()
            .position(|v| v.name == name)
            .expect(name);
        keyed.keys[i].checksum
    };
    assert_eq!(checksum("movegen"), checksum("shakmaty"), "{fen}");
}

fn search(fen: &str, depth: u32) -> SearchResult {
    match agreed(Workload::Search, fen, depth) {
        Outcome::Search(result) => result,
        other => panic!("a search returned {other}"),
    }
}

fn leaves(fen: &str, depth: u32) -> u64 {
    agreed(Workload::LeafPerft, fen, depth).nodes()
}

#[test]
fn every_variant_searches_alike() {
    for case in &CASES {
        for depth in 1..=3 {
            let result = search(case.fen, depth);
            assert!(result.nodes > 0 && result.best != "0000", "{}", case.name);
        }
    }
}

#[test]
fn every_variant_counts_the_known_leaves() {
    for (case, counts) in CASES.iter().zip(WIKI) {
        for (depth, count) in (1..).zip(counts) {
            assert_eq!(
                leaves(case.fen, depth),
                count,
                "{} depth {depth}",
                case.name
            );
        }
    }
    for case in &CASES[WIKI.len()..] {
        let board = Board::from_fen(case.fen).expect("valid FEN");
        for depth in 1..=3 {
            let bulk = board.perft(depth);
            assert_eq!(leaves(case.fen, depth), bulk, "{} depth {depth}", case.name);
        }
    }
}

#[test]
fn mate_stalemate_and_castling_score_alike() {
    // Mate in one by castling long: the text is the king's move in every crate.
    let castle = search("8/8/8/8/8/8/1R6/R3K2k w Q - 0 1", 2);
    assert_eq!((castle.score, castle.best.as_str()), (MATE - 1, "e1c1"));
    // The back-rank mate.
    let back_rank = search("6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1", 2);
    assert_eq!(
        (back_rank.score, back_rank.best.as_str()),
        (MATE - 1, "a1a8")
    );
    // Mated and stalemated at the root: no move, one node.
    let mated = "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3";
    let stalemate = "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1";
    for (fen, score) in [(mated, -MATE), (stalemate, 0)] {
        let expected = SearchResult {
            score,
            nodes: 1,
            best: "0000".into(),
        };
        assert_eq!(search(fen, 3), expected, "{fen}");
    }
}

#[test]
fn the_recorded_leaves_are_movegen_bulk_perft() {
    // Depth 8 takes more than a test thread's 2 MiB of stack in a debug build (not in
    // release, where 256 KiB is enough).
    let bulk = std::thread::Builder::new()
        .stack_size(32 << 20)
        .spawn(|| {
            CASES.map(|case| {
                let board = Board::from_fen(case.fen).expect("valid FEN");
                board.perft(case.perft_depth)
            })
        })
        .expect("a thread")
        .join()
        .expect("no panic");
    for (case, bulk) in CASES.iter().zip(bulk) {
        assert_eq!(bulk, case.leaves, "{}", case.name);
    }
    for (case, (name, fen, depth, count)) in CASES.iter().zip(POSITIONS) {
        assert_eq!((case.name, case.fen), (name, fen));
        if case.perft_depth == depth {
            assert_eq!(case.leaves, count, "{name}");
        }
    }
}

#[test]
fn the_unseen_cases_are_the_file() {
    let file: Vec<&str> = include_str!("../positions/unseen.fen")
        .lines()
        .filter(|line| !line.is_empty() && !line.starts_with('#'))
        .collect();
    let unseen = &CASES[POSITIONS.len()..];
    assert_eq!(unseen.iter().map(|c| c.fen).collect::<Vec<_>>(), file);
    for (i, case) in unseen.iter().enumerate() {
        assert_eq!(case.name, format!("unseen-{}", i + 1));
    }
}

#[test]
fn the_variants_are_named_once_a_table_movegen_first() {
    for keys in Keys::ALL {
        let table: Vec<&Variant> = Variant::of(keys).collect();
        let names: HashSet<&str> = table.iter().map(|v| v.name).collect();
        assert_eq!(names.len(), table.len());
        let peers = table.iter().position(|v| v.peer).expect("a peer");
        assert!(table[..peers].iter().all(|v| v.name.starts_with("movegen")));
        assert!(table[peers..].iter().all(|v| v.peer));
        // Only a peer that cannot drop its key keeps one in the keyless table.
        assert!(table.iter().all(|v| !v.keeps_key || v.peer));
    }
    assert_eq!(
        VARIANTS.len(),
        Keys::ALL.map(|k| Variant::of(k).count()).iter().sum()
    );
}

#[test]
fn moves_are_picked_in_the_order_a_sort_gives() {
    // Keys in a scrambled order, more than are selected one at a time.
    let keys: Vec<u32> = (0..40u32).map(|i| (i * 7919) % 97).collect();
    let mut order = Order::new();
    for &key in &keys {
        order.push(key);
    }
    let picked: Vec<usize> = std::iter::from_fn(|| order.pick()).collect();
    let mut sorted: Vec<usize> = (0..keys.len()).collect();
    sorted.sort_by_key(|&i| (keys[i], i));
    assert_eq!(picked, sorted);
}

#[test]
#[ignore = "minutes in a debug build: run with --release"]
fn the_recorded_outcomes_at_the_benchmark_depths() {
    for case in &CASES {
        for workload in Workload::ALL {
            let depth = case.depth(workload);
            assert_eq!(
                agreed(workload, case.fen, depth),
                case.expected(workload),
                "{} of {}",
                workload.name(),
                case.name
            );
        }
    }
}
