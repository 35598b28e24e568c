//! Where `#![no_std]` is not proof enough: fails if the runtime crate gains a dependency
//! that a default build links, or reaches for `alloc` or `std`.
//!
//! `#![no_std]` alone does not stop `extern crate alloc;` (which needs an allocator the
//! firmware may not have), nor a dependency that links `std` itself. So this test
//! reads the root `Cargo.toml` (every `[dependencies]` entry of any kind is optional and
//! enabled by no default feature, as `serde` is; build- and dev-dependencies are fine,
//! they never reach the target) and every source file under
//! `src/` (no `alloc` or `std` path outside comments). The freestanding program in
//! `tests/freestanding/`, linked with no standard library and no allocator, is the
//! proof at link time (`.ci/freestanding.sh`).

use std::path::{Path, PathBuf};

const ROOT: &str = env!("CARGO_MANIFEST_DIR");

/// The `[section]` headers of a manifest that declare dependencies of the runtime
/// crate, each with the line numbers (1-based) of its non-empty, non-comment lines.
/// Inline tables only: a dependency written over several lines is refused.
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

/// The runtime dependencies that a default build links, or that are not plainly
/// optional: `(section, line number)` of each. A dependency is fine when it is declared
/// `optional = true` on its line (or in its own `[dependencies.NAME]` section) and no
/// feature reachable from `default` names it (`dep:NAME`, `NAME` or `NAME/feature`;
/// `NAME?/feature` does not turn it on).
fn non_optional_dependencies(manifest: &str) -> Vec<(String, usize)> {
    let lines: Vec<&str> = manifest.lines().collect();
    let on = default_features(manifest);
    let mut out = Vec::new();
    for (section, numbers) in runtime_dependency_sections(manifest) {
        let own_section = section.split_once("dependencies.").map(|(_, name)| name);
        let entries: Vec<(String, bool, usize)> = match own_section {
            Some(name) => {
                let optional = (numbers.iter()).any(|&n| is_optional(lines[n - 1]));
                vec![(
                    name.trim().to_string(),
                    optional,
                    numbers.first().copied().unwrap_or(0),
                )]
            }
            None => (numbers.iter())
                .map(|&n| {
                    let line = lines[n - 1];
                    let name = line.split('=').next().unwrap_or("").trim();
                    (name.to_string(), line.contains('{') && is_optional(line), n)
                })
                .collect(),
        };
        for (name, optional, number) in entries {
            let by_default = on.iter().any(|f| {
                f == &name
                    || f.strip_prefix("dep:") == Some(name.as_str())
                    || f.split_once('/').is_some_and(|(dep, _)| dep == name)
            });
            if !optional || by_default {
                out.push((section.clone(), number));
            }
        }
    }
    out
}

/// Whether a manifest line says `optional = true`.
fn is_optional(line: &str) -> bool {
    let squeezed: String = line.chars().filter(|c| !c.is_whitespace()).collect();
    squeezed.contains("optional=true")
}

/// Every entry of every feature reachable from `default` in the `[features]` section
/// (arrays over one line or several), `default` itself left out.
fn default_features(manifest: &str) -> Vec<String> {
    let mut features: Vec<(String, Vec<String>)> = Vec::new();
    let mut in_features = false;
    let mut pending = String::new();
    for line in manifest
        .lines()
        .map(|l| l.split('#').next().unwrap_or("").trim())
    {
        if line.starts_with('[') && pending.is_empty() {
            in_features = line == "[features]";
            continue;
        }
        if !in_features || line.is_empty() {
            continue;
        }
        pending.push_str(line);
        if !pending.contains(']') {
            continue;
        }
        let (name, list) = pending.split_once('=').unwrap_or(("", ""));
        let entries = (list
            .trim()
            .trim_start_matches('[')
            .trim_end_matches(']')
            .split(','))
        .map(|e| e.trim().trim_matches('"').to_string())
        .filter(|e| !e.is_empty())
        .collect();
        features.push((name.trim().to_string(), entries));
        pending.clear();
    }
    let mut on = vec!["default".to_string()];
    let mut next = 0;
    while next < on.len() {
        let enabled = features.iter().find(|(name, _)| *name == on[next]);
        for entry in enabled.map(|(_, e)| e.clone()).unwrap_or_default() {
            if !on.contains(&entry) {
                on.push(entry);
            }
        }
        next += 1;
    }
    on.remove(0);
    on
}

#[test]
fn the_runtime_crate_has_no_dependency_a_default_build_links() {
    let path = Path::new(ROOT).join("Cargo.toml");
    let manifest = std::fs::read_to_string(&path).expect("the root Cargo.toml");
    let offending = non_optional_dependencies(&manifest);
    assert!(
        offending.is_empty(),
        "movegen must stay dependency-free by default (it runs with no std and no \
         allocator), but {} declares {offending:?} (section, line number) without \
         `optional = true`, or a default feature turns it on. Put build-time needs in \
         [build-dependencies], test-only ones in [dev-dependencies], and an integration \
         (as serde) behind a feature that is off by default.",
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

[features]
default = [\"std\"]
std = [
    \"dep:heapless\",
]
serde = [\"dep:serde\"]

[dependencies]
# nothing yet
serde = { version = \"1\", optional = true }

[dev-dependencies]
shakmaty = \"0.30\"

[target.'cfg(unix)'.dependencies]
libc = \"0.2\"

[dependencies.heapless]
version = \"0.8\"
optional = true

[workspace.dependencies]
syn = \"2\"
";
    let sections = runtime_dependency_sections(manifest);
    assert_eq!(
        sections,
        [
            ("dependencies".to_string(), vec![13]),
            ("target.'cfg(unix)'.dependencies".to_string(), vec![19]),
            ("dependencies.heapless".to_string(), vec![22, 23]),
        ]
    );
    assert_eq!(default_features(manifest), ["std", "dep:heapless"]);
    // serde is optional and off by default; libc is not optional; heapless is, but the
    // default feature `std` turns it on.
    assert_eq!(
        non_optional_dependencies(manifest),
        [
            ("target.'cfg(unix)'.dependencies".to_string(), 19),
            ("dependencies.heapless".to_string(), 22),
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
