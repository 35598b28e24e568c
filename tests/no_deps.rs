//! Where `#![no_std]` is not proof enough: fails if the runtime crate gains a dependency
//! or reaches for `alloc` or `std`.
//!
//! `#![no_std]` alone does not stop `extern crate alloc;` (which needs an allocator the
//! firmware may not have), nor a dependency that links `std` itself. So this test
//! reads the root `Cargo.toml` (no `[dependencies]` of any kind: build- and
//! dev-dependencies are fine, they never reach the target) and every source file under
//! `src/` (no `alloc` or `std` path outside comments). The freestanding program in
//! `tests/freestanding/`, linked with no standard library and no allocator, is the
//! proof at link time (`.ci/freestanding.sh`).

use std::path::{Path, PathBuf};

const ROOT: &str = env!("CARGO_MANIFEST_DIR");

/// The `[section]` headers of a manifest that declare dependencies of the runtime
/// crate, each with the line numbers (1-based) of its non-empty, non-comment lines.
/// Covers `[dependencies]`, `[dependencies.NAME]` and
/// `[target.'cfg(...)'.dependencies]` (and `.dependencies.NAME`); not dev-, build- or
/// `[workspace.dependencies]`, which the runtime crate does not link.
fn runtime_dependency_sections(manifest: &str) -> Vec<(String, Vec<usize>)> {
    let mut sections: Vec<(String, Vec<usize>)> = Vec::new();
    let mut current: Option<usize> = None;
    for (number, line) in manifest.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        if let Some(header) = line.strip_prefix('[') {
            let name = header
                .trim_start_matches('[')
                .split(']')
                .next()
                .unwrap_or("")
                .trim();
            let runtime = name == "dependencies"
                || name.starts_with("dependencies.")
                || (name.starts_with("target.")
                    && (name.ends_with(".dependencies") || name.contains(".dependencies.")));
            current = runtime.then(|| {
                sections.push((name.to_string(), Vec::new()));
                sections.len() - 1
            });
            continue;
        }
        if let Some(index) = current {
            sections[index].1.push(number + 1);
        }
    }
    sections
}

/// Whether `code` names the path `krate::...` or says `extern crate krate`, as a whole
/// word (so `no_std::` or `my_alloc::` do not count).
fn names_crate(code: &str, krate: &str) -> bool {
    let path = format!("{krate}::");
    let word_before = |at: usize| {
        code[..at]
            .chars()
            .next_back()
            .is_some_and(|c| c.is_alphanumeric() || c == '_')
    };
    code.match_indices(&path).any(|(at, _)| !word_before(at))
        || code
            .split_whitespace()
            .collect::<Vec<_>>()
            .windows(3)
            .any(|w| w[0] == "extern" && w[1] == "crate" && w[2].trim_end_matches(';') == krate)
}

/// The lines of `source` that use `alloc` or `std`, outside `//` comments (doc comments
/// hold examples, which run as doctests with `std`).
fn std_or_alloc_lines(source: &str) -> Vec<(usize, String)> {
    source
        .lines()
        .enumerate()
        .filter_map(|(number, line)| {
            let code = line.split("//").next().unwrap_or("");
            (names_crate(code, "alloc") || names_crate(code, "std"))
                .then(|| (number + 1, line.trim().to_string()))
        })
        .collect()
}

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let entries = std::fs::read_dir(dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display()));
    for entry in entries {
        let path = entry.expect("a directory entry").path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

#[test]
fn the_runtime_crate_has_no_dependencies() {
    let path = Path::new(ROOT).join("Cargo.toml");
    let manifest = std::fs::read_to_string(&path).expect("the root Cargo.toml");
    let offending: Vec<_> = runtime_dependency_sections(&manifest)
        .into_iter()
        .filter(|(_, lines)| !lines.is_empty())
        .collect();
    assert!(
        offending.is_empty(),
        "movegen must stay dependency-free (it runs with no std and no allocator), but \
         {} declares {offending:?} (section, line numbers). Put build-time needs in \
         [build-dependencies] and test-only ones in [dev-dependencies].",
        path.display()
    );
}

#[test]
fn the_runtime_crate_uses_neither_alloc_nor_std() {
    let src = Path::new(ROOT).join("src");
    let mut files = Vec::new();
    rust_files(&src, &mut files);
    files.sort();
    assert!(
        files.len() >= 2,
        "found only {files:?} under {}",
        src.display()
    );
    let mut offending = Vec::new();
    for file in &files {
        let source = std::fs::read_to_string(file).expect("a source file");
        for (line, text) in std_or_alloc_lines(&source) {
            offending.push(format!("{}:{line}: {text}", file.display()));
        }
    }
    assert!(
        offending.is_empty(),
        "movegen must not use `alloc` or `std` (firmware has neither):\n{}",
        offending.join("\n")
    );

    let lib = std::fs::read_to_string(src.join("lib.rs")).expect("src/lib.rs");
    assert!(
        lib.lines().any(|line| line.trim() == "#![no_std]"),
        "src/lib.rs must say `#![no_std]` unconditionally (not under cfg_attr)"
    );
}

/// The checks above catch what they are meant to catch.
#[test]
fn the_checks_catch_violations() {
    let manifest = "\
[package]
name = \"movegen\"

[dependencies]
# nothing yet

[dev-dependencies]
shakmaty = \"0.30\"

[target.'cfg(unix)'.dependencies]
libc = \"0.2\"

[dependencies.heapless]
version = \"0.8\"

[workspace.dependencies]
syn = \"2\"
";
    let sections = runtime_dependency_sections(manifest);
    assert_eq!(
        sections,
        [
            ("dependencies".to_string(), vec![]),
            ("target.'cfg(unix)'.dependencies".to_string(), vec![11]),
            ("dependencies.heapless".to_string(), vec![14]),
        ]
    );

    let source = "\
//! Doc examples may use std::vec::Vec.
extern crate alloc;
use alloc::vec::Vec;
use core::fmt; // not std::fmt
fn f() -> ::std::string::String { todo!() }
mod no_std { pub mod my_alloc {} }
use crate::no_std::my_alloc::X;
";
    let lines: Vec<usize> = std_or_alloc_lines(source)
        .into_iter()
        .map(|(n, _)| n)
        .collect();
    assert_eq!(lines, [2, 3, 5]);
}
