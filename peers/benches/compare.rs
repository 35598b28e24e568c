//! Side by side: perft of the six positions of the chessprogramming wiki's perft page,
//! for movegen (both modes) and the `chess`, `cozy-chess` and `shakmaty` crates.
//!
//! ```text
//! cargo bench -p movegen-peers --bench compare [-- --runs N]
//! ```
//!
//! Each generator counts each position `N` times (default 3) in turns, so that a
//! passing load on the machine hits them all alike; the table shows the nodes, the
//! median millions of nodes per second of each, and movegen's ratio to the fastest
//! peer. Every count is checked against the reference.

use std::time::Instant;

use movegen_peers::{GENERATORS, POSITIONS};

fn main() {
    let mut runs = 3usize;
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--runs" => {
                runs = match args.next().and_then(|v| v.parse().ok()) {
                    Some(n) if n > 0 => n,
                    _ => {
                        eprintln!("compare: --runs needs a positive whole number");
                        std::process::exit(2);
                    }
                }
            }
            // Cargo passes --bench to every bench target.
            "--bench" => {}
            other => {
                eprintln!("compare: unknown argument {other:?} (expected --runs N)");
                std::process::exit(2);
            }
        }
    }

    print!("{:<10} {:>3} {:>11}", "position", "d", "nodes");
    for g in &GENERATORS {
        print!(" {:>14}", g.name);
    }
    println!(" {:>12} {:>13}", "legal/peer", "pseudo/peer");

    for (name, fen, depth, expected) in POSITIONS {
        let perfts: Vec<_> = GENERATORS.iter().map(|g| (g.prepare)(fen)).collect();
        let mut times: Vec<Vec<f64>> = vec![Vec::new(); GENERATORS.len()];
        for _ in 0..runs {
            for (i, perft) in perfts.iter().enumerate() {
                let start = Instant::now();
                let nodes = perft(depth);
                times[i].push(start.elapsed().as_secs_f64());
                assert_eq!(nodes, expected, "{} on {name}", GENERATORS[i].name);
            }
        }
        let mnps: Vec<f64> = times
            .iter_mut()
            .map(|t| {
                t.sort_by(f64::total_cmp);
                expected as f64 / t[t.len() / 2] / 1e6
            })
            .collect();
        let best_peer = GENERATORS
            .iter()
            .zip(&mnps)
            .filter(|(g, _)| g.peer)
            .map(|(_, &m)| m)
            .fold(0.0, f64::max);
        print!("{name:<10} {depth:>3} {expected:>11}");
        for m in &mnps {
            print!(" {m:>14.1}");
        }
        println!(
            " {:>12.2} {:>13.2}",
            mnps[0] / best_peer,
            mnps[1] / best_peer
        );
    }
    println!("(millions of nodes per second, median of {runs} runs; ratios to the fastest peer)");
}
