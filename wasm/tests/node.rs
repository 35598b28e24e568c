//! The module in Node's WebAssembly runtime: `wasm/node/perft.js` counts the six
//! positions with the page's glue (skipped with a message where there is no `node` or
//! no wasm32 target), the command's errors, and its native `perft`.

mod support;

use std::process::Command;

use support::{POSITIONS, have_target, movegen_wasm, scratch};

#[test]
fn native_counts_agree() {
    for (fen, depth, nodes) in POSITIONS {
        let game = movegen_wasm::chess::Game::from_fen(fen).unwrap_or_else(|_| panic!("{fen}"));
        assert_eq!(game.perft(depth), nodes, "{fen}");
    }
}

#[test]
fn perft_of_the_six_positions_in_node() {
    if !have_target("perft in node") {
        return;
    }
    if Command::new("node").arg("--version").output().is_err() {
        eprintln!("perft in node: skipped, no node on the PATH");
        return;
    }
    let dir = scratch("node");
    let module = dir.join("movegen.wasm");
    let said = movegen_wasm(&[
        "build",
        "--features",
        "page,zobrist",
        module.to_str().unwrap(),
    ]);
    assert!(said.starts_with("written: "), "{said}");
    let script = concat!(env!("CARGO_MANIFEST_DIR"), "/node/perft.js");
    let out = Command::new("node")
        .arg(script)
        .arg(&module)
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{stdout}{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(stdout.contains("6 passed, 0 failed"), "{stdout}");
}

#[test]
fn bad_arguments_are_exit_2_with_a_message() {
    let run = |args: &[&str]| {
        Command::new(env!("CARGO_BIN_EXE_movegen-wasm"))
            .args(args)
            .output()
            .unwrap()
    };
    for (args, message) in [
        (&["build", "--sliders", "pext"][..], "pext needs BMI2"),
        (
            &["build", "--sliders", "fancy"],
            "unknown slider strategy \"fancy\"",
        ),
        (&["build", "--opt-level", "9"], "unknown opt-level \"9\""),
        (&["page"], "page: where to write it?"),
        (&["frobnicate"], "unknown command frobnicate"),
        (
            &["page", "--module", "/no/such.wasm", "x.html"],
            "/no/such.wasm",
        ),
        (
            &["time-browser", "--rounds", "0"],
            "--rounds \"0\": a number",
        ),
        (&["time-browser", "--depth", "9"], "--depth \"9\": a number"),
        (
            &["time-browser", "--fen", "8/8 w"],
            "time-browser: bad FEN: ",
        ),
        (&["time-browser", "x.html"], "unexpected argument x.html"),
        (&["time-browser", "--module", "x"], "does not take --module"),
        (&["build", "--rounds", "3"], "build does not take --rounds"),
        (&["perft", "--fen"], "--fen needs a value"),
        (
            &["sizes", "--update", "--check"],
            "--update or --check, not both",
        ),
        (&["sizes", "--fen", "x"], "sizes does not take --fen"),
        (
            &["sizes", "table.md"],
            "sizes: unexpected argument table.md",
        ),
    ] {
        let out = run(args);
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {stderr}");
        assert!(stderr.contains(message), "{args:?}: {stderr}");
        assert!(!stderr.contains("panicked"), "{args:?}: {stderr}");
    }
}

#[test]
fn time_browser_without_a_browser_is_exit_2_with_a_message() {
    let out = Command::new(env!("CARGO_BIN_EXE_movegen-wasm"))
        .arg("time-browser")
        .env("PATH", "/nonexistent")
        .env_remove("CHROMEDRIVER")
        .env_remove("CHROMIUM")
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{stderr}");
    assert!(
        stderr.contains("time-browser: no chromedriver and Chromium"),
        "{stderr}"
    );
}

#[test]
fn perft_counts_natively() {
    let said = movegen_wasm(&["perft", "--depth", "3"]);
    assert!(said.starts_with("97862 nodes in "), "{said}");
}
