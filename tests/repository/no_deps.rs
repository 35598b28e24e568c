//! Where `#![no_std]` is not proof enough: fails if the runtime crate gains a dependency
//! that a default build links, or reaches for `alloc` or `std`.
//!
//! `#![no_std]` alone does not stop `extern crate alloc;` (which needs an allocator the
//! firmware may not have), nor a dependency that links `std` itself. So this test
//! reads the root package as cargo sees it (`cargo metadata`: every normal dependency,
//! of any target, is optional and enabled by no default feature, as `serde` is; build-
//! and dev-dependencies are fine, they never reach the target) and every source file
//! under `src/` (no `alloc` or `std` path outside comments). The freestanding program in
//! `tests/freestanding/`, linked with no standard library and no allocator, is the
//! proof at link time (`.ci/freestanding.sh`).

use std::path::{Path, PathBuf};
use std::process::Command;

use serde_json::Value;

const ROOT: &str = env!("CARGO_MANIFEST_DIR");

/// The package `movegen` as `cargo metadata --format-version 1 --no-deps` describes it.
fn root_package() -> Value {
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
    let output = Command::new(cargo)
        .args([
            "metadata",
            "--format-version",
            "1",
            "--no-deps",
            "--offline",
        ])
        .arg("--manifest-path")
        .arg(Path::new(ROOT).join("Cargo.toml"))
        .output()
        .expect("cargo metadata runs");
    assert!(
        output.status.success(),
        "cargo metadata failed: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    let metadata: Value = serde_json::from_slice(&output.stdout).expect("cargo metadata's JSON");
    let packages = metadata["packages"].as_array().expect("a list of packages");
    (packages.iter())
        .find(|p| p["name"] == "movegen")
        .cloned()
        .expect("the package movegen")
}

/// Every feature reachable from `default` in `package`'s features, `default` itself
/// left out.
fn default_features(package: &Value) -> Vec<String> {
    let features = &package["features"];
    let mut on = vec!["default".to_string()];
    let mut next = 0;
    while next < on.len() {
        let enabled = features[on[next].as_str()].as_array().cloned();
        for entry in enabled.unwrap_or_default() {
            let entry = entry.as_str().expect("a feature's entry").to_string();
            if !on.contains(&entry) {
                on.push(entry);
            }
        }
        next += 1;
    }
    on.remove(0);
    on
}

/// The normal (runtime) dependencies of `package` that a default build links, or that
/// are not optional: `(name, target)` of each (`target` null for every target). A
/// dependency is fine when it is `optional` and no feature reachable from `default`
/// names it (`dep:NAME`, `NAME` or `NAME/feature`; `NAME?/feature` does not turn it on).
/// Build- and dev-dependencies never reach the target.
fn non_optional_dependencies(package: &Value) -> Vec<(String, String)> {
    let on = default_features(package);
    let dependencies = package["dependencies"]
        .as_array()
        .expect("a list of dependencies");
    (dependencies.iter())
        .filter(|d| d["kind"].is_null())
        .filter_map(|d| {
            let name = (d["rename"].as_str())
                .or(d["name"].as_str())
                .expect("a dependency's name");
            let by_default = on.iter().any(|f| {
                f == name
                    || f.strip_prefix("dep:") == Some(name)
                    || f.split_once('/').is_some_and(|(dep, _)| dep == name)
            });
            let optional = d["optional"].as_bool() == Some(true);
            (!optional || by_default).then(|| (name.to_string(), d["target"].to_string()))
        })
        .collect()
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
fn the_runtime_crate_has_no_dependency_a_default_build_links() {
    let offending = non_optional_dependencies(&root_package());
    assert!(
        offending.is_empty(),
        "movegen must stay dependency-free by default (it runs with no std and no \
         allocator), but {}/Cargo.toml declares {offending:?} (name, target) without \
         `optional = true`, or a default feature turns it on. Put build-time needs in \
         [build-dependencies], test-only ones in [dev-dependencies], and an integration \
         (as serde) behind a feature that is off by default.",
        ROOT
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
    // A package as `cargo metadata` gives it (the fields read): serde is optional and
    // off by default; libc is not optional; heapless is, but the default feature `std`
    // turns it on; tracing's feature is asked with `?`, which does not turn it on;
    // shakmaty and cc are a dev- and a build-dependency.
    let package: Value = serde_json::from_str(
        r#"{
            "name": "movegen",
            "features": {
                "default": ["std"],
                "std": ["dep:heapless", "tracing?/std"],
                "serde": ["dep:serde"]
            },
            "dependencies": [
                {"name": "serde", "kind": null, "optional": true, "target": null, "rename": null},
                {"name": "shakmaty", "kind": "dev", "optional": false, "target": null, "rename": null},
                {"name": "cc", "kind": "build", "optional": false, "target": null, "rename": null},
                {"name": "libc", "kind": null, "optional": false, "target": "cfg(unix)", "rename": null},
                {"name": "heapless", "kind": null, "optional": true, "target": null, "rename": null},
                {"name": "tracing", "kind": null, "optional": true, "target": null, "rename": null}
            ]
        }"#,
    )
    .expect("JSON");
    assert_eq!(
        default_features(&package),
        ["std", "dep:heapless", "tracing?/std"]
    );
    assert_eq!(
        non_optional_dependencies(&package),
        [
            ("libc".to_string(), "\"cfg(unix)\"".to_string()),
            ("heapless".to_string(), "null".to_string()),
        ]
    );
    // The real package is found, with serde among its dependencies.
    let root = root_package();
    assert!(
        root["dependencies"]
            .as_array()
            .unwrap()
            .iter()
            .any(|d| d["name"] == "serde")
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
