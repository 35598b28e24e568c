//! The README's and the guides' code blocks are doctests: every file of `docs/` (and
//! the README) is one item of `src/lib.rs`'s `guides` module, which `cargo test`'s
//! doctests compile and run, and every block says its language, since a block without
//! one is taken for Rust.

use std::fs;
use std::path::Path;

const ROOT: &str = env!("CARGO_MANIFEST_DIR");

/// The markdown files whose blocks must run: the README and every file of `docs/`.
fn guides() -> Vec<String> {
    let mut files = vec!["README.md".to_string()];
    for entry in fs::read_dir(Path::new(ROOT).join("docs")).unwrap() {
        let name = entry.unwrap().file_name().into_string().unwrap();
        if name.ends_with(".md") {
            files.push(format!("docs/{name}"));
        }
    }
    files.sort();
    files
}

#[test]
fn every_guide_is_a_doctest() {
    let lib = fs::read_to_string(Path::new(ROOT).join("src/lib.rs")).unwrap();
    let missing: Vec<String> = guides()
        .into_iter()
        .filter(|file| !lib.contains(&format!("#[doc = include_str!(\"../{file}\")]")))
        .collect();
    assert_eq!(
        missing,
        Vec::<String>::new(),
        "add them to the `guides` module of src/lib.rs"
    );
}

#[test]
fn every_block_names_its_language() {
    let mut unnamed = Vec::new();
    let mut rust = 0;
    for file in guides() {
        let text = fs::read_to_string(Path::new(ROOT).join(&file)).unwrap();
        let mut open = false;
        for (number, line) in text.lines().enumerate() {
            let Some(info) = line.trim_start().strip_prefix("```") else {
                continue;
            };
            if !open && info.trim().is_empty() {
                unnamed.push(format!("{file}:{}", number + 1));
            }
            if !open && info.starts_with("rust") {
                rust += 1;
            }
            open = !open;
        }
        assert!(!open, "{file}: a block is not closed");
    }
    assert_eq!(unnamed, Vec::<String>::new(), "blocks without a language");
    assert!(rust >= 14, "{rust} Rust blocks");
}
