//! The engine workloads side by side: the same alpha-beta search and the same perft
//! that plays every leaf, for movegen (two encodings, make/unmake and copy-make) and the
//! `chess`, `cozy-chess` and `shakmaty` crates, on the six positions of the
//! chessprogramming wiki's perft page and the fourteen unseen ones, in two tables: keyed
//! (every crate keeps a key and every node's is read into a checksum) and keyless (no
//! key read; chess and cozy-chess keep theirs all the same), as `movegen_peers::keys`
//! says.
//!
//! ```text
//! cargo bench -p movegen-peers --bench search [-- OPTIONS]
//!
//!   --rounds N        timed rounds (default 5); 0 checks and times nothing
//!   --only NAME       this variant alone (repeat it, or NAME,NAME, for several)
//!   --keys K          keyed or keyless alone
//!   --workload W      search or perft alone
//!   --position NAME   this position alone (repeatable; start, kiwipete, unseen-3, ...)
//!   --quick, --test   a smoke run: one round, search depth 2, perft depth 3
//!   --depth D         every workload to depth D (checked as a smoke run is)
//!   --count           no timing and no key compared: each variant's run once, as a
//!                     timed run makes it (for callgrind)
//! ```
//!
//! First every selected variant runs every selected workload once on every selected
//! position, and the outcomes (a search's score, nodes and best move; a perft's leaves)
//! must equal each other and the recorded ones (`CASES`; in a quick run, where the
//! depths are not the recorded ones, the leaves must equal movegen's bulk perft), and in
//! the keyed table every key kept must equal the one from scratch: on a mismatch it
//! prints every variant's outcome and exits with status 1, timing nothing. It prints
//! each keyed variant's checksum of the keys, which every timed run must give again.
//! Then it times the variants in turns: each round runs every variant once on a
//! position (a run repeated, the same number of times for every variant, until the
//! slowest one's check took 0.2 s; the order reversed every other round), and the
//! table shows the median millions of nodes per second (a search's nodes, a perft's
//! leaves) and the fastest movegen variant's ratio to the fastest peer, paired: the
//! median over the rounds of the two's ratio in the same round. Under callgrind, `--count --only NAME --keys K --workload
//! W` counts one run of the variant on every position as a timed run makes it (the keys
//! read, not compared); `peers/engine-instructions.sh` does so at two depths a position.

use std::hint::black_box;
use std::process::ExitCode;
use std::time::Instant;

use movegen_peers::table::{Row, median, paired_ratio, print_header, print_row, print_summary};
use movegen_peers::{
    Agreement, CASES, Case, KeySum, Keys, Outcome, VARIANTS, Variant, Workload, agree,
};

/// A timing's least length: a run shorter than this is repeated within one timing.
const TIMING: f64 = 0.2;

/// What the command line asked for.
struct Options {
    rounds: usize,
    quick: bool,
    /// The search's and the perft's depth, where not the recorded ones.
    depths: Option<(u32, u32)>,
    count: bool,
    variants: Vec<&'static Variant>,
    tables: Vec<Keys>,
    workloads: Vec<Workload>,
    cases: Vec<&'static Case>,
}

/// Reads the command line; an error names what is wrong.
fn options() -> Result<Options, String> {
    let mut rounds = 5;
    let mut quick = false;
    let (mut depths, mut count) = (None, false);
    let (mut only, mut workloads, mut positions) = (Vec::new(), Vec::new(), Vec::new());
    let mut tables = Vec::new();
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        let mut value = || args.next().ok_or(format!("{arg} needs a value"));
        match arg.as_str() {
            "--rounds" => {
                let v = value()?;
                rounds = v
                    .parse()
                    .map_err(|_| format!("--rounds {v:?}: not a count"))?;
            }
            "--only" => only.extend(value()?.split(',').map(str::to_string)),
            "--workload" => {
                let v = value()?;
                workloads.push(Workload::from_name(&v).ok_or(format!(
                    "--workload {v:?}: not one of {}",
                    names(Workload::ALL.iter().map(|w| w.name()))
                ))?);
            }
            "--keys" => {
                let v = value()?;
                tables.push(Keys::from_name(&v).ok_or(format!(
                    "--keys {v:?}: not one of {}",
                    names(Keys::ALL.iter().map(|k| k.name()))
                ))?);
            }
            "--position" => positions.extend(value()?.split(',').map(str::to_string)),
            "--quick" | "--test" => quick = true,
            "--depth" => {
                let v = value()?;
                let d = v
                    .parse()
                    .map_err(|_| format!("--depth {v:?}: not a depth"))?;
                depths = Some((d, d));
            }
            "--count" => count = true,
            // Cargo passes --bench to every bench target.
            "--bench" => {}
            other => return Err(format!("unknown argument {other:?}")),
        }
    }
    if let Some(name) = only
        .iter()
        .find(|name| !VARIANTS.iter().any(|v| v.name == name.as_str()))
    {
        let mut all: Vec<&str> = Vec::new();
        for v in &VARIANTS {
            if !all.contains(&v.name) {
                all.push(v.name);
            }
        }
        return Err(format!("--only {name:?}: not one of {}", all.join(", ")));
    }
    let variants = VARIANTS
        .iter()
        .filter(|v| only.is_empty() || only.iter().any(|name| name == v.name))
        .collect();
    if tables.is_empty() {
        tables = Keys::ALL.to_vec();
    }
    let cases = if positions.is_empty() {
        CASES.iter().collect()
    } else {
        positions
            .iter()
            .map(|name| {
                CASES.iter().find(|c| c.name == name).ok_or(format!(
                    "--position {name:?}: not one of {}",
                    names(CASES.iter().map(|c| c.name))
                ))
            })
            .collect::<Result<_, _>>()?
    };
    if workloads.is_empty() {
        workloads = Workload::ALL.to_vec();
    }
    if quick {
        rounds = rounds.min(1);
        depths = depths.or(Some((2, 3)));
    }
    if count {
        rounds = 0;
    }
    Ok(Options {
        rounds,
        quick,
        depths,
        count,
        variants,
        tables,
        workloads,
        cases,
    })
}

/// Names, comma-separated.
fn names<'a>(names: impl Iterator<Item = &'a str>) -> String {
    names.collect::<Vec<_>>().join(", ")
}

/// The depth a workload runs to on a case: the recorded one, or the one asked for.
fn depth(options: &Options, workload: Workload, case: &Case) -> u32 {
    match (options.depths, workload) {
        (None, _) => case.depth(workload),
        (Some((search, _)), Workload::Search) => search,
        (Some((_, perft)), Workload::LeafPerft) => perft,
    }
}

/// What every variant must return: the recorded outcome, or at another depth
/// movegen's bulk perft for a perft and nothing for a search.
fn reference(options: &Options, workload: Workload, case: &Case) -> Option<Outcome> {
    match (options.depths, workload) {
        (None, _) => Some(case.expected(workload)),
        (Some(_), Workload::Search) => None,
        (Some(_), Workload::LeafPerft) => {
            let board = movegen::Board::from_fen(case.fen).expect("valid FEN");
            Some(Outcome::LeafPerft(
                board.perft(depth(options, workload, case)),
            ))
        }
    }
}

/// Runs every variant of `variants` (one table's) once on every case of every workload
/// and checks the outcomes and the keys; returns, per workload and case, what they
/// agreed on.
fn check(
    options: &Options,
    keys: Keys,
    variants: &[&Variant],
) -> Result<Vec<Vec<Agreement>>, String> {
    let mut agreed = Vec::new();
    for &workload in &options.workloads {
        let mut per_case = Vec::new();
        for case in &options.cases {
            let depth = depth(options, workload, case);
            let tap = if options.count {
                keys.timed()
            } else {
                keys.checked()
            };
            let agreement = agree(variants, workload, tap, case.fen, depth)
                .map_err(|mismatch| mismatch.to_string())?;
            if options.count {
                println!(
                    "counted: {} {} depth {depth} nodes {}",
                    workload.name(),
                    case.name,
                    agreement.outcome.nodes()
                );
            }
            if let Some(expected) = reference(options, workload, case)
                && agreement.outcome != expected
            {
                return Err(format!(
                    "{} of {} ({}) to depth {depth}: every variant returned {}, not {expected}",
                    workload.name(),
                    case.name,
                    case.fen,
                    agreement.outcome
                ));
            }
            per_case.push(agreement);
        }
        agreed.push(per_case);
    }
    Ok(agreed)
}

/// What the check saw of each variant's keys, over every case of a workload: the keys
/// compared with the ones from scratch, and the checksums summed.
fn print_keys(workload: Workload, variants: &[&Variant], agreed: &[Agreement]) {
    let mut line = format!("{} keys (kept = from scratch):", workload.name());
    for (i, v) in variants.iter().enumerate() {
        let sum = agreed.iter().fold(KeySum::default(), |sum, a| KeySum {
            checksum: sum.checksum.wrapping_add(a.keys[i].checksum),
            compared: sum.compared + a.keys[i].compared,
            wrong: sum.wrong + a.keys[i].wrong,
        });
        line += &format!(
            " {} {:016x} ({} compared, {} wrong);",
            v.name, sum.checksum, sum.compared, sum.wrong
        );
    }
    println!("{}", line.trim_end_matches(';'));
}

/// Times `workload` on every case in turns with `variants` (one table's), each run's
/// outcome and checksum the check's, printing each row as it is done, and returns the
/// rows.
fn time(
    options: &Options,
    keys: Keys,
    variants: &[&Variant],
    workload: Workload,
    agreed: &[Agreement],
) -> Vec<Row> {
    let mut rows = Vec::new();
    for (case, agreement) in options.cases.iter().zip(agreed) {
        let depth = depth(options, workload, case);
        let runs = if options.quick {
            1
        } else {
            (TIMING / agreement.slowest).ceil().clamp(1.0, 1000.0) as usize
        };
        let expected = &agreement.outcome;
        let prepared: Vec<_> = variants
            .iter()
            .map(|v| (v.prepare)(workload, keys.timed(), case.fen))
            .collect();
        let mut times = vec![Vec::new(); prepared.len()];
        for round in 0..options.rounds {
            // In turns, the order reversed every other round: no variant always first.
            let n = prepared.len();
            for i in (0..n).map(|k| if round % 2 == 1 { n - 1 - k } else { k }) {
                let start = Instant::now();
                for _ in 0..runs {
                    let ran = black_box(prepared[i](black_box(depth)));
                    assert_eq!(
                        &ran.outcome,
                        expected,
                        "{} of {}",
                        workload.name(),
                        case.name
                    );
                    assert_eq!(
                        ran.keys.checksum, agreement.keys[i].checksum,
                        "{}'s keys on {}",
                        variants[i].name, case.name
                    );
                }
                times[i].push(start.elapsed().as_secs_f64());
            }
        }
        let nodes = expected.nodes();
        let mnps: Vec<f64> = times
            .iter()
            .map(|t| (nodes * runs as u64) as f64 / median(&mut t.clone()) / 1e6)
            .collect();
        let ratio = paired_ratio(variants, &mnps, &times);
        rows.push(Row {
            name: case.name,
            depth,
            nodes,
            runs,
            mnps,
            ratio,
        });
        print_row(variants, rows.last().expect("a row"));
    }
    rows
}

fn main() -> ExitCode {
    let options = match options() {
        Ok(options) => options,
        Err(message) => {
            eprintln!("search: {message}");
            return ExitCode::from(2);
        }
    };
    // Every table checked before anything is timed.
    let mut tables = Vec::new();
    for &keys in &options.tables {
        let variants: Vec<&Variant> = options
            .variants
            .iter()
            .copied()
            .filter(|v| v.keys == keys)
            .collect();
        if variants.is_empty() {
            continue;
        }
        let agreed = match check(&options, keys, &variants) {
            Ok(agreed) => agreed,
            Err(message) => {
                eprintln!(
                    "search: refusing to time ({} table): {message}",
                    keys.name()
                );
                return ExitCode::FAILURE;
            }
        };
        println!(
            "checked, {}: {} variants agree on {} positions, {} ({})",
            keys.name(),
            variants.len(),
            options.cases.len(),
            names(options.workloads.iter().map(|w| w.name())),
            match options.depths {
                None => "the recorded depths and outcomes".to_string(),
                Some((search, perft)) => format!("search depth {search}, perft depth {perft}"),
            }
        );
        if keys == Keys::Keyed && !options.count {
            for (&workload, agreed) in options.workloads.iter().zip(&agreed) {
                print_keys(workload, &variants, agreed);
            }
        }
        tables.push((keys, variants, agreed));
    }
    if options.rounds == 0 {
        return ExitCode::SUCCESS;
    }
    for (keys, variants, agreed) in &tables {
        for (&workload, agreed) in options.workloads.iter().zip(agreed) {
            print_header(options.rounds, *keys, variants, workload);
            let rows = time(&options, *keys, variants, workload, agreed);
            print_summary(&rows);
        }
        if *keys == Keys::Keyless && variants.iter().any(|v| v.keeps_key) {
            println!("* keeps its key all the same: the crate cannot drop it");
        }
    }
    println!(
        "CPU: {}, load {}",
        cpu().unwrap_or_default(),
        std::fs::read_to_string("/proc/loadavg")
            .map(|l| l.split_whitespace().take(3).collect::<Vec<_>>().join(" "))
            .unwrap_or_default()
    );
    ExitCode::SUCCESS
}

/// The CPU's model name, from `/proc/cpuinfo`.
fn cpu() -> Option<String> {
    let info = std::fs::read_to_string("/proc/cpuinfo").ok()?;
    let line = info.lines().find(|l| l.starts_with("model name"))?;
    Some(line.split(':').nth(1)?.trim().to_string())
}
