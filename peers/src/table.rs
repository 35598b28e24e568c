//! The engine workloads' tables as the benchmark (`benches/search.rs`) prints them: a
//! row a position, each variant's millions of nodes per second, and the fastest movegen
//! variant's ratio to the fastest peer, paired by round.

use crate::keys::Keys;
use crate::variants::Variant;
use crate::workload::Workload;

/// One row of a table: a position's median speed per variant, and the paired ratio.
pub struct Row {
    /// The position's name.
    pub name: &'static str,
    /// The workload's depth.
    pub depth: u32,
    /// The nodes of one run (a search's nodes, a perft's leaves).
    pub nodes: u64,
    /// The runs in one timing.
    pub runs: usize,
    /// Each variant's median millions of nodes per second, in the table's order.
    pub mnps: Vec<f64>,
    /// The fastest movegen variant's speed over the fastest peer's ([`paired_ratio`]),
    /// when both are selected.
    pub ratio: Option<f64>,
}

/// The median of some seconds.
pub fn median(times: &mut [f64]) -> f64 {
    times.sort_by(f64::total_cmp);
    let n = times.len();
    if n % 2 == 1 {
        times[n / 2]
    } else {
        (times[n / 2 - 1] + times[n / 2]) / 2.0
    }
}

/// The fastest movegen variant's speed over the fastest peer's, paired by round, when
/// both are selected: the two are the variants of the highest median speed (`mnps`) on
/// each side, and the ratio is the median over the rounds of the peer's time over
/// movegen's in the same round (`times[variant][round]`, every timing the same runs).
/// Both ran within a second or two of each other in a round, so a slow period of a
/// shared machine that spans a round slows both and leaves the round's ratio; a
/// variant's median alone would keep it.
pub fn paired_ratio(variants: &[&Variant], mnps: &[f64], times: &[Vec<f64>]) -> Option<f64> {
    let best = |peer: bool| {
        (0..variants.len())
            .filter(|&i| variants[i].peer == peer)
            .reduce(|a, b| if mnps[b] > mnps[a] { b } else { a })
    };
    let (ours, theirs) = (best(false)?, best(true)?);
    let mut ratios: Vec<f64> = times[theirs]
        .iter()
        .zip(&times[ours])
        .map(|(peer, movegen)| peer / movegen)
        .collect();
    (!ratios.is_empty()).then(|| median(&mut ratios))
}

/// The table's header: the variants' names as column titles (with `*` for a variant that
/// keeps a key in the keyless table all the same).
pub fn print_header(rounds: usize, keys: Keys, variants: &[&Variant], workload: Workload) {
    println!();
    println!(
        "{} {}: millions of {} per second, median of {} round{} in turns (best/peer: the median of the rounds' ratios)",
        keys.name(),
        workload.name(),
        match workload {
            Workload::Search => "nodes",
            Workload::LeafPerft => "leaves",
        },
        rounds,
        if rounds == 1 { "" } else { "s" }
    );
    print!(
        "{:<10} {:>3} {:>10} {:>4}",
        "position", "d", "nodes", "runs"
    );
    for v in variants {
        let star = if v.keys == Keys::Keyless && v.keeps_key {
            "*"
        } else {
            ""
        };
        print!(" {:>w$}", format!("{}{star}", v.name), w = width(v));
    }
    println!(" {:>9}", "best/peer");
}

/// A variant's column width.
pub fn width(variant: &Variant) -> usize {
    (variant.name.len() + 1).max(7)
}

/// One line of the table: the case, then each variant's speed, then the ratio.
pub fn print_row(variants: &[&Variant], row: &Row) {
    print!(
        "{:<10} {:>3} {:>10} {:>4}",
        row.name, row.depth, row.nodes, row.runs
    );
    for (v, m) in variants.iter().zip(&row.mnps) {
        print!(" {m:>w$.2}", w = width(v));
    }
    match row.ratio {
        Some(r) => println!(" {r:>9.2}"),
        None => println!(" {:>9}", "-"),
    }
}

/// The ratios' median, lowest and highest over the rows.
pub fn print_summary(rows: &[Row]) {
    let mut ratios: Vec<f64> = rows.iter().filter_map(|r| r.ratio).collect();
    if ratios.is_empty() {
        return;
    }
    let (low, high) = (
        ratios.iter().copied().fold(f64::INFINITY, f64::min),
        ratios.iter().copied().fold(0.0, f64::max),
    );
    println!(
        "fastest movegen / fastest peer: median {:.2} (lowest {low:.2}, highest {high:.2})",
        median(&mut ratios)
    );
}
