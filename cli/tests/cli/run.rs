//! Running the built `movegen` binary.

use std::path::PathBuf;
use std::process::{Command, Output};

/// The start position.
pub const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
/// Two bare kings.
pub const KINGS: &str = "8/8/8/8/8/8/8/K6k w - - 0 1";
/// Kiwipete.
pub const KIWIPETE: &str = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";

/// Runs `movegen ARGS`.
pub fn movegen(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_movegen"))
        .args(args)
        .output()
        .expect("the movegen binary runs")
}

/// Runs `movegen-perftree ARGS`, the perftree protocol alone.
pub fn movegen_perftree(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_movegen-perftree"))
        .args(args)
        .output()
        .expect("the movegen-perftree binary runs")
}

/// The standard output of `movegen ARGS`, which must succeed with nothing on standard
/// error but the speed line.
pub fn stdout(args: &[&str]) -> String {
    let out = movegen(args);
    let text = String::from_utf8(out.stdout).expect("UTF-8");
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        out.status.success(),
        "movegen {args:?}: {:?}\n{err}",
        out.status
    );
    assert!(!err.contains("panicked"), "{err}");
    text
}

/// `movegen ARGS` exits with status 2, writes nothing to standard output, and says
/// every one of `said` on standard error.
pub fn expect_2(args: &[&str], said: &[&str]) {
    let out = movegen(args);
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "movegen {args:?}: {err}");
    assert!(out.stdout.is_empty(), "movegen {args:?} wrote to stdout");
    assert!(!err.contains("panicked"), "movegen {args:?}: {err}");
    for s in said {
        assert!(err.contains(s), "movegen {args:?}: no {s:?} in: {err}");
    }
}

/// A file under the target directory with `text`, for the EPD tests.
pub fn file(name: &str, text: &str) -> String {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR"));
    let path = dir.join(name);
    std::fs::write(&path, text).expect("the target directory is writable");
    path.to_str().expect("a UTF-8 path").to_string()
}

/// A suite of the repository (`tests/data/NAME`).
pub fn suite(name: &str) -> String {
    format!("{}/../tests/data/{name}", env!("CARGO_MANIFEST_DIR"))
}
