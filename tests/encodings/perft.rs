//! Perft with each encoding gives the suites' reference counts.

use super::*;

fn max_nodes() -> u64 {
    std::env::var("PERFT_MAX_NODES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(1_000_000)
}

fn perft_suites_with<E: Encoding>() {
    let budget = max_nodes();
    let mut checked = 0;
    for line in suite_lines() {
        let board: Board = line.fen.parse().unwrap();
        for (depth, expected) in line.counts() {
            if expected > budget && depth > 1 {
                continue;
            }
            assert_eq!(
                board.perft_pseudo_as::<E>(depth),
                expected,
                "pseudo {} {} depth {depth}",
                E::NAME,
                line.fen
            );
            assert_eq!(
                board.perft_legal_as::<E>(depth),
                expected,
                "legal {} {} depth {depth}",
                E::NAME,
                line.fen
            );
            checked += 1;
        }
    }
    assert!(checked >= 128 + 31, "every line checked at least once");
}

struct PerftSuites(Jobs);

impl EncodingVisitor for PerftSuites {
    fn visit<E: Encoding>(&mut self) {
        self.0.push((E::NAME, perft_suites_with::<E>));
    }
}

#[test]
fn perft_with_every_encoding() {
    let mut jobs = PerftSuites(Vec::new());
    for_each_encoding(&mut jobs);
    in_parallel(jobs.0);
}
