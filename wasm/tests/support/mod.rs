//! What the tests share: the `movegen-wasm` command, run as a user runs it, to build
//! the module and write the page into a scratch directory, and the six positions.

#![allow(dead_code)]

use std::path::{Path, PathBuf};
use std::process::Command;

/// The six public positions with the depth counted (3; the start position 4) and the
/// count (the Chess Programming Wiki's; `native_counts_agree` checks them natively).
pub const POSITIONS: [(&str, u32, u64); 6] = [
    (
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        4,
        197_281,
    ),
    (
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        3,
        97_862,
    ),
    ("8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", 3, 2_812),
    (
        "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
        3,
        9_467,
    ),
    (
        "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
        3,
        62_379,
    ),
    (
        "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
        3,
        89_890,
    ),
];

/// An empty scratch directory of this test under the target directory.
pub fn scratch(name: &str) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join(name);
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// Whether the wasm32 target is installed; when not, says that `test` skips.
pub fn have_target(test: &str) -> bool {
    let sysroot = Command::new("rustc").args(["--print", "sysroot"]).output();
    let installed = sysroot.is_ok_and(|out| {
        let root = String::from_utf8_lossy(&out.stdout).trim().to_string();
        Path::new(&root)
            .join("lib/rustlib/wasm32-unknown-unknown")
            .is_dir()
    });
    if !installed {
        eprintln!("{test}: skipped, no wasm32 target (rustup target add wasm32-unknown-unknown)");
    }
    installed
}

/// Runs `movegen-wasm ARGS`; panics with its standard error when it fails.
pub fn movegen_wasm(args: &[&str]) -> String {
    let out = Command::new(env!("CARGO_BIN_EXE_movegen-wasm"))
        .args(args)
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "movegen-wasm {args:?}: {stderr}");
    String::from_utf8_lossy(&out.stdout).into_owned()
}

/// Builds the page's module into `dir` and writes the page beside it; the page.
pub fn write_page(dir: &Path) -> PathBuf {
    let page = dir.join("play.html");
    movegen_wasm(&["page", page.to_str().unwrap()]);
    page
}
