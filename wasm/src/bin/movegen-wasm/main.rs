//! `movegen-wasm`: builds the WebAssembly module and writes the page that plays on it.
//!
//! ```text
//! movegen-wasm build [--sliders compact|magic] [--features LIST] [--opt-level L] [OUT.wasm]
//! movegen-wasm page [--sliders compact|magic] [--module FILE.wasm] OUT.html
//! ```
//!
//! `build` runs `cargo build` for `wasm32-unknown-unknown` (release, LTO, stripped)
//! and copies the module to OUT (default `target/wasm/movegen-SLIDERS.wasm`); `page`
//! builds the page's module (or takes `--module`) and writes one HTML file with the
//! module inside it, base64, which works opened from disk. Errors are a message and
//! exit status 2.

mod module;
mod page;

use std::path::PathBuf;
use std::process::ExitCode;

use module::Module;

const USAGE: &str = "usage: movegen-wasm build [--sliders compact|magic] [--features LIST] \
                     [--opt-level 0|1|2|3|s|z] [OUT.wasm]\n       \
                     movegen-wasm page [--sliders compact|magic] [--module FILE.wasm] OUT.html";

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
}

fn parse(args: &[String]) -> Result<Options, String> {
    let mut options = Options {
        module: Module::page(),
        given_module: None,
        path: None,
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
            "-h" | "--help" => return Err(USAGE.to_string()),
            flag if flag.starts_with('-') => return Err(format!("unknown option {flag}\n{USAGE}")),
            path if options.path.is_none() => options.path = Some(PathBuf::from(path)),
            extra => return Err(format!("unexpected argument {extra}\n{USAGE}")),
        }
    }
    Ok(options)
}

fn run(args: &[String]) -> Result<(), String> {
    let Some(command) = args.first() else {
        return Err(USAGE.to_string());
    };
    let options = parse(&args[1..])?;
    match command.as_str() {
        "build" => {
            let out = options
                .path
                .unwrap_or_else(|| options.module.default_path());
            let bytes = options.module.build(&out)?;
            println!("written: {} ({bytes} bytes)", out.display());
            Ok(())
        }
        "page" => {
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
        other => Err(format!("unknown command {other}\n{USAGE}")),
    }
}
