//! The `tablegen` command, run as a user runs it: its output, its errors and exit
//! statuses, the atomicity of `write`, and that the files it writes compile on their
//! own in a `#![no_std]` crate with no dependencies.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

use tablegen::Sliders;

mod atlas;
mod docs;
mod show;

fn tablegen(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_tablegen"))
        .args(args)
        .output()
        .expect("the tablegen binary runs")
}

fn stdout(out: &Output) -> String {
    String::from_utf8(out.stdout.clone()).unwrap()
}

fn stderr(out: &Output) -> String {
    String::from_utf8(out.stderr.clone()).unwrap()
}

/// A fresh, empty directory under the target directory for one test.
fn scratch(name: &str) -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(name);
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

fn files_in(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    names
}

#[test]
fn write_to_stdout_is_the_library_rendering_for_every_strategy() {
    for s in Sliders::ALL {
        let out = tablegen(&["write", "--sliders", s.name(), "-"]);
        assert!(out.status.success(), "{}", stderr(&out));
        assert_eq!(stdout(&out), tablegen::render(s), "{s}");
    }
    // The default strategy is magic.
    let out = tablegen(&["write", "-"]);
    assert_eq!(stdout(&out), tablegen::render(Sliders::Magic));
}

#[test]
fn write_to_a_file_replaces_it_whole_and_leaves_no_temporary() {
    let dir = scratch("write_file");
    let path = dir.join("tables.rs");
    std::fs::write(&path, "old contents").unwrap();
    let out = tablegen(&["write", "--sliders", "compact", path.to_str().unwrap()]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(
        std::fs::read_to_string(&path).unwrap(),
        tablegen::render(Sliders::Compact)
    );
    assert_eq!(files_in(&dir), ["tables.rs"]);
}

#[test]
fn a_failed_write_creates_and_changes_nothing() {
    let dir = scratch("write_fail");
    // The parent directory does not exist.
    let missing = dir.join("no/such/dir/tables.rs");
    let out = tablegen(&["write", missing.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(1));
    assert!(stderr(&out).contains("cannot write"), "{}", stderr(&out));
    assert!(!missing.exists());
    // The path is a directory.
    let out = tablegen(&["write", dir.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(1));
    assert!(stderr(&out).contains("directory"), "{}", stderr(&out));
    // A bad strategy is a usage error, and the existing file is untouched.
    let path = dir.join("tables.rs");
    std::fs::write(&path, "keep me").unwrap();
    let out = tablegen(&["write", "--sliders", "fancy", path.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(std::fs::read_to_string(&path).unwrap(), "keep me");
    assert_eq!(files_in(&dir), ["tables.rs"]);
}

#[test]
fn sizes_prints_the_ledger() {
    for s in Sliders::ALL {
        let out = tablegen(&["sizes", "--sliders", s.name()]);
        assert!(out.status.success());
        assert_eq!(stdout(&out), tablegen::ledger(s));
    }
    let text = stdout(&tablegen(&["sizes", "--sliders", "compact"]));
    assert!(text.lines().last().unwrap().contains(" 13416 "), "{text}");
    assert!(
        text.lines()
            .any(|l| l.starts_with("ZOBRIST ") && l.ends_with(" 781       6248")),
        "{text}"
    );
}

#[test]
fn bad_arguments_name_the_problem_and_exit_2() {
    let cases: &[(&[&str], &str)] = &[
        (&[], "Usage: tablegen <COMMAND>"),
        (&["frobnicate"], "unrecognized subcommand 'frobnicate'"),
        (
            &["show", "camel", "e4"],
            "invalid value 'camel' for '<TABLE>'",
        ),
        (&["show", "knight", "e9"], "\"e9\" is not a square"),
        (&["show", "knight"], "<SQUARE>"),
        (
            &["show", "knight", "e4", "--color", "black"],
            "--color applies to pawn-attacks and pawn-pushes, not knight",
        ),
        (
            &["show", "king", "e4", "--sliders", "pext"],
            "--occupied and --sliders apply to bishop, rook and queen, not king",
        ),
        (
            &["show", "pawn-attacks", "e4", "--color", "red"],
            "invalid value 'red' for '--color <COLOR>'",
        ),
        (
            &["show", "rook", "e4", "--occupied", "e5,zz"],
            "\"zz\" is not a square",
        ),
        (
            &["show", "rook", "e4", "--occupied"],
            "a value is required for '--occupied",
        ),
        (
            &["sizes", "--sliders", "fancy"],
            "unknown slider strategy \"fancy\" (expected magic, pext or compact)",
        ),
        (&["sizes", "extra"], "unexpected argument 'extra'"),
        (&["write"], "<PATH>"),
        (&["write", "--bogus", "x"], "unexpected argument '--bogus'"),
        (&["write", "a.rs", "b.rs"], "unexpected argument 'b.rs'"),
        (&["magics", "now"], "unexpected argument 'now'"),
        (&["sliders", "now"], "unexpected argument 'now'"),
    ];
    for (args, message) in cases {
        let out = tablegen(args);
        let err = stderr(&out);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {err}");
        assert!(err.contains(message), "{args:?}: {err}");
        assert!(
            err.contains("Usage: tablegen") || err.contains("--help"),
            "{args:?}: {err}"
        );
        assert!(out.stdout.is_empty(), "{args:?}");
    }
}

#[test]
fn misspellings_get_a_suggestion() {
    for (args, tip) in [
        (&["wirte", "-"][..], "a similar subcommand exists: 'write'"),
        (
            &["sizes", "--slider", "pext"],
            "a similar argument exists: '--sliders'",
        ),
    ] {
        let out = tablegen(args);
        let err = stderr(&out);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {err}");
        assert!(err.contains(tip), "{args:?}: {err}");
        assert!(out.stdout.is_empty(), "{args:?}");
    }
}

#[test]
fn every_command_has_help() {
    for (args, usage) in [
        (&["--help"][..], "Usage: tablegen <COMMAND>"),
        (&["help"], "Usage: tablegen <COMMAND>"),
        (&["write", "--help"], "Usage: tablegen write"),
        (&["show", "--help"], "Usage: tablegen show"),
        (&["sizes", "--help"], "Usage: tablegen sizes"),
        (&["magics", "--help"], "Usage: tablegen magics"),
        (&["sliders", "--help"], "Usage: tablegen sliders"),
        (&["help", "write"], "Usage: tablegen write"),
    ] {
        let out = tablegen(args);
        assert!(out.status.success(), "{args:?}");
        assert!(stdout(&out).contains(usage), "{args:?}: {}", stdout(&out));
    }
}

#[test]
fn the_help_offers_every_strategy() {
    for command in ["write", "show", "sizes"] {
        let text = stdout(&tablegen(&[command, "--help"]));
        for s in Sliders::ALL {
            let line = format!("- {}:", s.name());
            assert!(text.contains(&line), "{command}: {s}: {text}");
            assert!(text.contains(s.description()), "{command}: {s}: {text}");
        }
    }
}

#[test]
fn version_prints_the_package_version() {
    let out = tablegen(&["--version"]);
    assert!(out.status.success());
    assert_eq!(
        stdout(&out),
        concat!("tablegen ", env!("CARGO_PKG_VERSION"), "\n")
    );
}

/// A strategy's line of `tablegen sliders`: name, target feature (`-` for none),
/// description, tab-separated.
fn sliders_line(s: Sliders) -> String {
    let needs = s.target_feature().unwrap_or("-");
    format!("{s}\t{needs}\t{}\n", s.description())
}

#[test]
fn sliders_lists_every_strategy_once_a_line() {
    let out = tablegen(&["sliders"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let expected: String = Sliders::ALL.into_iter().map(sliders_line).collect();
    assert_eq!(stdout(&out), expected);
    assert!(
        expected.contains("pext\tbmi2\t") && expected.contains("compact\t-\t"),
        "{expected}"
    );
}

#[test]
fn sliders_default_lists_the_default_strategy_only() {
    let out = tablegen(&["sliders", "--default"]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(stdout(&out), sliders_line(Sliders::default()));
    assert!(stdout(&out).starts_with("magic\t"));
}

/// Compiles a file as the only module of a `#![no_std]` library with no dependencies,
/// warnings denied.
fn compile_no_std(dir: &Path, tables: &str) {
    std::fs::write(dir.join("tables.rs"), tables).unwrap();
    std::fs::write(
        dir.join("lib.rs"),
        "#![no_std]\n#![deny(warnings, missing_docs)]\n//! Vendored tables.\n/// The generated tables.\npub mod tables;\n",
    )
    .unwrap();
    let rustc = std::env::var("RUSTC").unwrap_or_else(|_| "rustc".into());
    let out = Command::new(rustc)
        .current_dir(dir)
        .args([
            "--crate-type=rlib",
            "--edition=2024",
            "--crate-name=vendored",
            "-Copt-level=0",
            "lib.rs",
            "--out-dir",
        ])
        .arg(dir)
        .output()
        .expect("rustc runs");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
}

#[test]
fn compact_and_default_files_compile_alone_in_a_no_std_crate() {
    for s in [Sliders::Compact, Sliders::Magic] {
        let dir = scratch(&format!("no_std_{s}"));
        let out = tablegen(&["write", "--sliders", s.name(), "-"]);
        compile_no_std(&dir, &stdout(&out));
    }
}

#[test]
fn the_committed_compact_tables_are_fresh() {
    let committed = include_str!("../../../generated/compact_tables.rs");
    assert!(
        committed == tablegen::render(Sliders::Compact),
        "generated/compact_tables.rs is stale: run `cargo tablegen write --sliders compact \
         generated/compact_tables.rs` and commit"
    );
}
