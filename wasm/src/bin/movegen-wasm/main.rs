//! `movegen-wasm`: builds the WebAssembly module, writes the page that plays on it, and
//! times the module in Chromium against the native build.
//!
//! ```text
//! movegen-wasm build [--sliders compact|magic] [--features LIST] [--opt-level L] [OUT.wasm]
//! movegen-wasm page [--sliders compact|magic] [--module FILE.wasm] OUT.html
//! movegen-wasm perft [--fen FEN] [--depth D]
//! movegen-wasm sizes [--update | --check]
//! movegen-wasm time-browser [--sliders compact|magic] [--rounds N] [--depth D] [--fen FEN]
//! ```
//!
//! `build` runs `cargo build` for `wasm32-unknown-unknown` (release, LTO, stripped)
//! and copies the module to OUT (default `target/wasm/movegen-SLIDERS.wasm`); `page`
//! builds the page's module (or takes `--module`) and writes one HTML file with the
//! module inside it, base64, which works opened from disk. `perft` counts natively,
//! with the strategy and route this command was built with (`time-browser` builds it
//! for each). `sizes` builds every module the docs quote and writes their sizes as one
//! table, `docs/wasm-sizes.md` ([`sizes`]). `time-browser` (the `browser` feature, on by default) times perft in
//! headless Chromium, in Node and natively, in turns ([`time`]). Errors are a message
//! and exit status 2.

mod module;
mod page;
mod sizes;
#[cfg(feature = "browser")]
mod time;

use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Instant;

use module::Module;
use movegen_wasm::chess::Game;

const USAGE: &str = "usage: movegen-wasm build [--sliders compact|magic] [--features LIST] \
                     [--opt-level 0|1|2|3|s|z] [OUT.wasm]\n       \
                     movegen-wasm page [--sliders compact|magic] [--module FILE.wasm] OUT.html\n       \
                     movegen-wasm perft [--fen FEN] [--depth 1-8]\n       \
                     movegen-wasm sizes [--update | --check]\n       \
                     movegen-wasm time-browser [--sliders compact|magic] [--rounds N] \
                     [--depth 1-8] [--fen FEN]";

/// Kiwipete: the position timed by default.
const KIWIPETE: &str = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match run(&args) {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("movegen-wasm: {message}");
            ExitCode::from(2)
        }
    }
}

/// The options and the one path of a command line.
struct Options {
    module: Module,
    given_module: Option<PathBuf>,
    path: Option<PathBuf>,
    fen: String,
    depth: u32,
    rounds: u32,
    /// `sizes --update` or `--check`.
    sizes: sizes::Mode,
    /// The options given, to refuse those the command does not take.
    given: Vec<String>,
}

/// The number `value` of `option`, from `low` to `high`.
fn number(option: &str, value: &str, low: u32, high: u32) -> Result<u32, String> {
    value
        .parse()
        .ok()
        .filter(|n| (low..=high).contains(n))
        .ok_or_else(|| format!("{option} {value:?}: a number from {low} to {high}\n{USAGE}"))
}

fn parse(args: &[String]) -> Result<Options, String> {
    let mut options = Options {
        module: Module::page(),
        given_module: None,
        path: None,
        fen: KIWIPETE.to_string(),
        depth: 5,
        rounds: 5,
        sizes: sizes::Mode::Print,
        given: Vec::new(),
    };
    let mut args = args.iter();
    while let Some(arg) = args.next() {
        let mut value = || {
            args.next()
                .ok_or_else(|| format!("{arg} needs a value\n{USAGE}"))
        };
        match arg.as_str() {
            "--sliders" => options.module.set_sliders(value()?)?,
            "--features" => options.module.features = value()?.clone(),
            "--opt-level" => options.module.set_opt_level(value()?)?,
            "--module" => options.given_module = Some(PathBuf::from(value()?)),
            "--fen" => options.fen = value()?.clone(),
            "--depth" => options.depth = number(arg, value()?, 1, 8)?,
            "--rounds" => options.rounds = number(arg, value()?, 1, 1000)?,
            "--update" => options.sizes = sizes::Mode::Update,
            "--check" => options.sizes = sizes::Mode::Check,
            "-h" | "--help" => return Err(USAGE.to_string()),
            flag if flag.starts_with('-') => return Err(format!("unknown option {flag}\n{USAGE}")),
            path if options.path.is_none() => options.path = Some(PathBuf::from(path)),
            extra => return Err(format!("unexpected argument {extra}\n{USAGE}")),
        }
        if arg.starts_with("--") {
            options.given.push(arg.clone());
        }
    }
    Ok(options)
}

impl Options {
    /// Refuses an option `command` does not take, and a path where it takes none.
    fn only(&self, command: &str, takes: &[&str], path: bool) -> Result<(), String> {
        if let Some(option) = self.given.iter().find(|o| !takes.contains(&o.as_str())) {
            return Err(format!("{command} does not take {option}\n{USAGE}"));
        }
        match &self.path {
            Some(extra) if !path => Err(format!(
                "{command}: unexpected argument {}\n{USAGE}",
                extra.display()
            )),
            _ => Ok(()),
        }
    }
}

fn run(args: &[String]) -> Result<(), String> {
    let Some(command) = args.first() else {
        return Err(USAGE.to_string());
    };
    let options = parse(&args[1..])?;
    match command.as_str() {
        "build" => {
            options.only("build", &["--sliders", "--features", "--opt-level"], true)?;
            let out = options
                .path
                .unwrap_or_else(|| options.module.default_path());
            let bytes = options.module.build(&out)?;
            println!("written: {} ({bytes} bytes)", out.display());
            Ok(())
        }
        "page" => {
            let takes = ["--sliders", "--features", "--opt-level", "--module"];
            options.only("page", &takes, true)?;
            let out = options
                .path
                .ok_or_else(|| format!("page: where to write it?\n{USAGE}"))?;
            let wasm = match options.given_module {
                Some(path) => path,
                None => {
                    let path = options.module.default_path();
                    options.module.build(&path)?;
                    path
                }
            };
            let bytes = std::fs::read(&wasm).map_err(|e| format!("{}: {e}", wasm.display()))?;
            page::write(&out, &bytes, options.module.sliders)?;
            println!(
                "written: {} (a module of {} bytes)",
                out.display(),
                bytes.len()
            );
            Ok(())
        }
        "perft" => {
            options.only("perft", &["--fen", "--depth"], false)?;
            let game = Game::from_fen(&options.fen).map_err(|e| format!("bad FEN: {e}"))?;
            let start = Instant::now();
            let nodes = game.perft(options.depth);
            let ms = start.elapsed().as_secs_f64() * 1e3;
            // As `node wasm/node/perft.js MODULE FEN DEPTH` writes it.
            println!("{nodes} nodes in {ms:.1} ms");
            Ok(())
        }
        "sizes" => {
            options.only("sizes", &["--update", "--check"], false)?;
            if options.given.len() > 1 {
                return Err(format!("sizes: --update or --check, not both\n{USAGE}"));
            }
            sizes::run(options.sizes)
        }
        #[cfg(feature = "browser")]
        "time-browser" => {
            let takes = ["--sliders", "--fen", "--depth", "--rounds"];
            options.only("time-browser", &takes, false)?;
            time::run(&time::Settings {
                sliders: options.module.sliders,
                fen: options.fen,
                depth: options.depth,
                rounds: options.rounds,
            })
        }
        #[cfg(not(feature = "browser"))]
        "time-browser" => Err("time-browser: built without the `browser` feature".into()),
        other => Err(format!("unknown command {other}\n{USAGE}")),
    }
}
