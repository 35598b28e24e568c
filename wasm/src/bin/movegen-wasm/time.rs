//! `movegen-wasm time-browser`: perft of one position (Kiwipete to depth 5 by default)
//! in WebAssembly in headless Chromium against the native build of the same strategy
//! and route, in turns: each round counts natively, then in Node (where `node` is on
//! the `PATH`), then in Chromium, each route `docs/wasm.md` compares; then the medians
//! and their ratios to the native time.
//!
//! The modules are `build`'s (release, LTO, stripped); the native counts are this
//! command built for the host with the same features (`perft`), a process a count. A
//! JIT runs a module's first call while it still optimises its code: Node and Chromium
//! count [`CALLS`] times in one instance, a fresh process each turn, and the first call
//! and the last are two series. Node times them with `wasm/node/perft.js`; Chromium (a
//! new session each turn) opens `page/time.html`, the module inside it, from disk, and
//! a WebDriver script times the module's `perft` with `performance.now()`. Every count
//! is checked: against the published one for Kiwipete, else the first native count.

use std::path::PathBuf;
use std::process::Command;

use movegen_wasm::chess::Game;
use movegen_wasm::driver::{Driver, MISSING};

use crate::KIWIPETE;
use crate::module::{Module, target_dir};
use crate::page;

mod counts;
use counts::{in_chromium, process};

/// The counts a JIT's instance makes in a turn: the first, and the last, optimised.
pub const CALLS: usize = 3;

/// What to time.
pub struct Settings {
    /// `compact` or `magic`.
    pub sliders: &'static str,
    /// The position.
    pub fen: String,
    /// Perft's depth.
    pub depth: u32,
    /// The rounds of turns.
    pub rounds: u32,
}

/// A perft route, with the module `docs/wasm.md` times for it.
struct Route {
    name: &'static str,
    file: &'static str,
    features: &'static str,
    opt_level: &'static str,
}

/// `Board::perft`'s copy-make route at `opt-level` 3, and the page's module (make and
/// unmake, `opt-level = "s"`).
const ROUTES: [Route; 2] = [
    Route {
        name: "copy-make",
        file: "copy-make",
        features: "page,zobrist,copy-make",
        opt_level: "3",
    },
    Route {
        name: "make/unmake",
        file: "make-unmake",
        features: "page,zobrist",
        opt_level: "s",
    },
];

/// Kiwipete's published counts, depth 1 to 6.
const KIWIPETE_COUNTS: [u64; 6] = [48, 2_039, 97_862, 4_085_603, 193_690_690, 8_031_647_685];

/// What a route's counts run: the native command, the module, its page.
struct Built {
    native: PathBuf,
    module: PathBuf,
    page: String,
}

/// One series of times: where, which route, which call of the turn.
struct Series {
    runtime: &'static str,
    route: usize,
    call: &'static str,
    seconds: Vec<f64>,
}

/// Runs the turns and prints the times; an error (exit status 2) where there is no
/// browser, a build fails or a count is wrong.
pub fn run(settings: &Settings) -> Result<(), String> {
    if let Err(e) = Game::from_fen(&settings.fen) {
        return Err(format!("time-browser: bad FEN: {e}"));
    }
    let dir = target_dir().join("time");
    let dir = std::fs::create_dir_all(&dir)
        .and_then(|()| std::fs::canonicalize(&dir))
        .map_err(|e| format!("{}: {e}", dir.display()))?;
    let Some(driver) = Driver::start(dir.join("profile"))? else {
        return Err(format!("time-browser: {MISSING}"));
    };
    let node = Command::new("node")
        .arg("--version")
        .output()
        .ok()
        .filter(|out| out.status.success())
        .map(|out| String::from_utf8_lossy(&out.stdout).trim().to_string());
    let mut built = Vec::new();
    for route in &ROUTES {
        eprintln!("building the {} module and native command", route.name);
        let module = Module {
            sliders: settings.sliders,
            features: route.features.to_string(),
            opt_level: route.opt_level,
        };
        let name = format!("{}-{}", settings.sliders, route.file);
        let wasm = dir.join(format!("{name}.wasm"));
        let bytes = module.build(&wasm)?;
        let native = dir.join(format!("native-{name}"));
        module.build_native(&native)?;
        let html = dir.join(format!("{name}.html"));
        page::write_timing(&html, &std::fs::read(&wasm).map_err(|e| e.to_string())?)?;
        println!(
            "{}: module {} ({bytes} bytes, opt-level {}), native {}",
            route.name,
            wasm.display(),
            route.opt_level,
            native.display()
        );
        let page = format!("file://{}", html.display());
        built.push(Built {
            native,
            module: wasm,
            page,
        });
    }
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .map_err(|e| format!("no async runtime: {e}"))?;
    runtime.block_on(turns(&driver, settings, &built, node))
}

/// The rounds of turns, then the medians.
async fn turns(
    driver: &Driver,
    settings: &Settings,
    built: &[Built],
    node: Option<String>,
) -> Result<(), String> {
    println!("{}", machine());
    let (fen, depth) = (settings.fen.as_str(), settings.depth);
    let published = KIWIPETE_COUNTS.get(depth as usize - 1).copied();
    let mut expected = published.filter(|_| fen == KIWIPETE);
    println!("perft {depth} of {fen}, {} rounds", settings.rounds);
    let runtimes = ["native", "node", "chromium"];
    let runtimes = runtimes
        .into_iter()
        .filter(|r| *r != "node" || node.is_some());
    let mut series: Vec<Series> = runtimes
        .flat_map(|runtime| {
            let calls: &[_] = match runtime {
                "native" => &["1"],
                _ => &["first", "last"],
            };
            (0..ROUTES.len()).flat_map(move |route| {
                calls.iter().map(move |&call| Series {
                    runtime,
                    route,
                    call,
                    seconds: Vec::new(),
                })
            })
        })
        .collect();
    let mut browser = String::new();
    for round in 1..=settings.rounds {
        let mut line = format!("round {round}:");
        let mut next = 0;
        while next < series.len() {
            let (runtime, route) = (series[next].runtime, series[next].route);
            let build = &built[route];
            let d = &depth.to_string();
            let counts = match runtime {
                "native" => process(
                    Command::new(&build.native).args(["perft", "--fen", fen, "--depth", d]),
                )?,
                "node" => process(
                    Command::new("node")
                        .arg(concat!(env!("CARGO_MANIFEST_DIR"), "/node/perft.js"))
                        .arg(&build.module)
                        .args([fen, d, &CALLS.to_string()]),
                )?,
                _ => in_chromium(driver, &mut browser, &build.page, fen, depth).await?,
            };
            for &(nodes, _) in &counts {
                let reference = *expected.get_or_insert(nodes);
                if nodes != reference {
                    let name = ROUTES[route].name;
                    return Err(format!("{runtime} {name} counted {nodes}, not {reference}"));
                }
            }
            let seconds: Vec<f64> = counts.iter().map(|&(_, ms)| ms / 1e3).collect();
            let times: Vec<String> = seconds.iter().map(|s| format!("{s:.3}")).collect();
            // The first call, and for a JIT the last in the next series.
            series[next].seconds.push(seconds[0]);
            if series[next].call == "first" {
                next += 1;
                series[next].seconds.push(seconds[seconds.len() - 1]);
            }
            line.push_str(&format!(
                " {runtime} {} {} s;",
                ROUTES[route].name,
                times.join("/")
            ));
            next += 1;
        }
        println!("{}", line.trim_end_matches(';'));
    }
    summary(
        &series,
        settings.rounds,
        expected.unwrap_or(0),
        &browser,
        node,
    );
    Ok(())
}

/// The medians (and the fastest) of each series, and their ratios to the native
/// time's of the same route and of the copy-make route.
fn summary(series: &[Series], rounds: u32, nodes: u64, browser: &str, node: Option<String>) {
    println!("{}", machine());
    println!("browser: {browser}");
    println!(
        "node: {}",
        node.as_deref().unwrap_or("not on the PATH, skipped")
    );
    println!(
        "medians (fastest) of {rounds} rounds, {nodes} nodes a count; a JIT's first call \
         of {CALLS} and its last:"
    );
    println!(
        "runtime   route         call      median    fastest   / native, same route   / native copy-make"
    );
    let stats = |s: &Series| {
        let fastest = s.seconds.iter().copied().fold(f64::INFINITY, f64::min);
        (median(&s.seconds), fastest)
    };
    // The native series come first, one a route.
    let (copy_m, copy_f) = stats(&series[0]);
    for s in series {
        let (m, f) = stats(s);
        let (same_m, same_f) = stats(&series[s.route]);
        println!(
            "{:<9} {:<12}  {:<6} {m:>7.3} s  {f:>7.3} s   {:>20}   {:>17}",
            s.runtime,
            ROUTES[s.route].name,
            s.call,
            format!("{:.2} ({:.2})", m / same_m, f / same_f),
            format!("{:.2} ({:.2})", m / copy_m, f / copy_f),
        );
    }
}

/// The median of `times`.
fn median(times: &[f64]) -> f64 {
    let mut sorted = times.to_vec();
    sorted.sort_by(f64::total_cmp);
    let n = sorted.len();
    if n == 0 {
        f64::NAN
    } else if n % 2 == 1 {
        sorted[n / 2]
    } else {
        (sorted[n / 2 - 1] + sorted[n / 2]) / 2.0
    }
}

/// The processor (its name, family and model) and the load now (Linux's `/proc`;
/// blank elsewhere).
fn machine() -> String {
    let cpu = std::fs::read_to_string("/proc/cpuinfo").unwrap_or_default();
    let field = |name: &str| {
        cpu.lines()
            .find_map(|l| l.split_once(':').filter(|(key, _)| key.trim() == name))
            .map_or("?", |(_, value)| value.trim())
    };
    let load = std::fs::read_to_string("/proc/loadavg").unwrap_or_default();
    let load: Vec<&str> = load.split_whitespace().take(3).collect();
    format!(
        "cpu: {} (family {}, model {}); load: {}",
        field("model name"),
        field("cpu family"),
        field("model"),
        load.join(" ")
    )
}
