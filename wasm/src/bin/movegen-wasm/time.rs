//! `movegen-wasm time-browser`: perft of one position (Kiwipete to depth 5 by default)
//! in WebAssembly in headless Chromium, against the native build of the same strategy
//! and route, in turns: each round counts natively first, then in Node (where `node` is
//! on the `PATH`), then in Chromium, for each route `docs/wasm.md` compares. Then the
//! medians and their ratios to the native time.
//!
//! The modules are those of `build` (release, LTO, stripped); the native counts are
//! this command built for the host with the same features (`perft`). Chromium opens
//! `page/time.html` with the module inside it from disk, afresh for each count, and a
//! WebDriver script times the module's `perft` with `performance.now()`; Node times it
//! with `wasm/node/perft.js`. Every count is checked: against the published count for
//! Kiwipete, else against the first native count.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::{Duration, Instant};

use fantoccini::Client;
use fantoccini::wd::TimeoutConfiguration;
use movegen_wasm::chess::Game;
use movegen_wasm::driver::{Driver, MISSING};

use crate::KIWIPETE;
use crate::module::{Module, target_dir};
use crate::page;

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
        let wasm = dir.join(format!("{}-{}.wasm", settings.sliders, route.file));
        let bytes = module.build(&wasm)?;
        let native = dir.join(format!("native-{}-{}", settings.sliders, route.file));
        module.build_native(&native)?;
        let html = dir.join(format!("{}-{}.html", settings.sliders, route.file));
        page::write_timing(&html, &std::fs::read(&wasm).map_err(|e| e.to_string())?)?;
        println!(
            "{}: module {} ({bytes} bytes, opt-level {}), native {}",
            route.name,
            wasm.display(),
            route.opt_level,
            native.display()
        );
        built.push(Built {
            native,
            module: wasm,
            page: format!(
                "file://{}",
                std::path::absolute(&html).unwrap_or(html).display()
            ),
        });
    }
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .map_err(|e| format!("no async runtime: {e}"))?;
    runtime.block_on(async {
        let client = driver.session().await?;
        let chromium = browser(&client, driver.chromium());
        let result = turns(&client, settings, &built, &chromium, node).await;
        let _ = client.close().await;
        result
    })
}

/// The browser's name and version, from the session's capabilities.
fn browser(client: &Client, driver: &Path) -> String {
    let capability = |name| {
        client
            .capabilities()
            .and_then(|c| c.get(name))
            .and_then(|v| v.as_str())
            .unwrap_or("?")
            .to_string()
    };
    format!(
        "{} {} (headless, {})",
        capability("browserName"),
        capability("browserVersion"),
        driver.display()
    )
}

/// The rounds of turns, then the medians.
async fn turns(
    client: &Client,
    settings: &Settings,
    built: &[Built],
    chromium: &str,
    node: Option<String>,
) -> Result<(), String> {
    let script = TimeoutConfiguration::new(Some(Duration::from_secs(3600)), None, None);
    client
        .update_timeouts(script)
        .await
        .map_err(|e| format!("WebDriver timeouts: {e}"))?;
    println!("{}", machine());
    println!("browser: {chromium}");
    match &node {
        Some(version) => println!("node: {version}"),
        None => println!("node: not on the PATH, its turns skipped"),
    }
    let (fen, depth) = (settings.fen.as_str(), settings.depth);
    let published = KIWIPETE_COUNTS.get(depth as usize - 1).copied();
    let mut expected = published.filter(|_| fen == KIWIPETE);
    println!("perft {depth} of {fen}, {} rounds", settings.rounds);
    // The series, in turn order: native, Node, Chromium, each for every route.
    let runtimes: &[&str] = if node.is_some() {
        &["native", "node", "chromium"]
    } else {
        &["native", "chromium"]
    };
    let mut times = vec![Vec::new(); runtimes.len() * ROUTES.len()];
    for round in 1..=settings.rounds {
        let mut line = format!("round {round}:");
        for (r, runtime) in runtimes.iter().enumerate() {
            for (b, (route, build)) in ROUTES.iter().zip(built).enumerate() {
                let (nodes, ms) = match *runtime {
                    "native" => process(
                        Command::new(&build.native)
                            .args(["perft", "--fen", fen, "--depth"])
                            .arg(depth.to_string()),
                    )?,
                    "node" => process(
                        Command::new("node")
                            .arg(concat!(env!("CARGO_MANIFEST_DIR"), "/node/perft.js"))
                            .arg(&build.module)
                            .args([fen, &depth.to_string()]),
                    )?,
                    _ => in_chromium(client, &build.page, fen, depth).await?,
                };
                let reference = *expected.get_or_insert(nodes);
                if nodes != reference {
                    return Err(format!(
                        "{runtime} {} counted {nodes}, not {reference}",
                        route.name
                    ));
                }
                line.push_str(&format!(" {runtime} {} {:.3} s,", route.name, ms / 1e3));
                times[r * ROUTES.len() + b].push(ms / 1e3);
            }
        }
        println!("{}", line.trim_end_matches(','));
    }
    println!("{}", machine());
    println!(
        "medians and fastest of {} rounds ({} nodes each); time / native's, of the \
         medians (of the fastest):",
        settings.rounds,
        expected.unwrap_or(0)
    );
    println!(
        "runtime   route         median   fastest   / native, same route   / native copy-make"
    );
    let stats = |series: &[f64]| {
        let fastest = series.iter().copied().fold(f64::INFINITY, f64::min);
        (median(series), fastest)
    };
    for (r, runtime) in runtimes.iter().enumerate() {
        for (b, route) in ROUTES.iter().enumerate() {
            let (m, f) = stats(&times[r * ROUTES.len() + b]);
            let (same_m, same_f) = stats(&times[b]);
            let (copy_m, copy_f) = stats(&times[0]);
            println!(
                "{runtime:<9} {:<12} {m:>6.3} s  {f:>6.3} s   {:>20}   {:>17}",
                route.name,
                format!("{:.2} ({:.2})", m / same_m, f / same_f),
                format!("{:.2} ({:.2})", m / copy_m, f / copy_f),
            );
        }
    }
    Ok(())
}

/// Counts with the module in Chromium: opens `page` afresh, waits for the module and
/// times its `perft` from a script; the count and the milliseconds.
async fn in_chromium(
    client: &Client,
    page: &str,
    fen: &str,
    depth: u32,
) -> Result<(u64, f64), String> {
    let failed = |e: fantoccini::error::CmdError| format!("chromium: {e}");
    client.goto(page).await.map_err(failed)?;
    let start = Instant::now();
    loop {
        let ready = client
            .execute("return document.body.dataset.ready || ''", vec![])
            .await
            .map_err(failed)?;
        match ready.as_str() {
            Some("yes") => break,
            Some(error) if !error.is_empty() => return Err(format!("chromium: {error}")),
            _ if start.elapsed() > Duration::from_secs(60) => {
                return Err("chromium: the module was not ready within 60 s".into());
            }
            _ => tokio::time::sleep(Duration::from_millis(20)).await,
        }
    }
    let answer = client
        .execute(
            "const [fen, depth] = arguments;\n\
             const error = window.engine.loadFen(fen);\n\
             if (error) return { error };\n\
             const start = performance.now();\n\
             const nodes = window.engine.perft(depth);\n\
             const ms = performance.now() - start;\n\
             return { nodes: nodes.toString(), ms };",
            vec![fen.into(), depth.into()],
        )
        .await
        .map_err(failed)?;
    let nodes = answer["nodes"].as_str().and_then(|n| n.parse().ok());
    match (nodes, answer["ms"].as_f64()) {
        (Some(nodes), Some(ms)) => Ok((nodes, ms)),
        _ => Err(format!("chromium answered {answer}")),
    }
}

/// Runs a command that writes `N nodes in T ms`; the count and the milliseconds.
fn process(command: &mut Command) -> Result<(u64, f64), String> {
    let name = command.get_program().to_string_lossy().into_owned();
    let out = command
        .output()
        .map_err(|e| format!("cannot run {name}: {e}"))?;
    let stdout = String::from_utf8_lossy(&out.stdout);
    let words: Vec<&str> = stdout.split_whitespace().collect();
    match (out.status.success(), words.as_slice()) {
        (true, [nodes, "nodes", "in", ms, "ms"]) => match (nodes.parse(), ms.parse()) {
            (Ok(nodes), Ok(ms)) => Ok((nodes, ms)),
            _ => Err(format!("{name} wrote {stdout:?}")),
        },
        _ => Err(format!(
            "{name} ({}): {}{}",
            out.status,
            stdout.trim(),
            String::from_utf8_lossy(&out.stderr).trim()
        )),
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
