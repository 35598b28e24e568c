//! Command output quoted in the documentation, checked against the command: the docs
//! cannot go stale. A quote is the first ```` ```text ```` block after the line of a
//! document that holds a marker (the command, or the sentence that introduces it).
//!
//! Used by the position command's tests (`cli/tests/cli/position.rs`) and, by `#[path]`
//! (tablegen never depends on the runtime's crates), by tablegen's command tests
//! (`tablegen/tests/cli/docs.rs`). `std` only.

use std::path::Path;

/// The workspace's root folder, from a package's `CARGO_MANIFEST_DIR`: the folder that
/// holds `Cargo.lock`.
pub fn workspace_root(manifest_dir: &str) -> &Path {
    Path::new(manifest_dir)
        .ancestors()
        .find(|dir| dir.join("Cargo.lock").exists())
        .expect("a folder above the package holds Cargo.lock")
}

/// The text of the first ```` ```text ```` block after the first line of `doc` that
/// contains `marker`, each line ending in a newline; `None` when there is none.
pub fn text_after(doc: &str, marker: &str) -> Option<String> {
    block_after(doc, marker, "text")
}

/// The text of the first fenced block whose info string is `info` (```` ```sh ````:
/// `"sh"`) after the first line of `doc` that contains `marker`, each line ending in a
/// newline; `None` when there is none.
pub fn block_after(doc: &str, marker: &str, info: &str) -> Option<String> {
    let fence = format!("```{info}");
    let mut lines = doc.lines().skip_while(|line| !line.contains(marker));
    lines.next()?;
    let mut lines = lines.skip_while(|line| line.trim() != fence).skip(1);
    let mut out = String::new();
    for line in lines.by_ref() {
        if line.trim() == "```" {
            return Some(out);
        }
        out.push_str(line);
        out.push('\n');
    }
    None
}

/// Fails, saying which document, which quote and what the command prints now, unless
/// the quote after `marker` in the document `path` (relative to the workspace `root`)
/// is `output`.
pub fn assert_quoted(root: &Path, path: &str, marker: &str, output: &str) {
    let doc = std::fs::read_to_string(root.join(path))
        .unwrap_or_else(|e| panic!("cannot read {path}: {e}"));
    let quoted = text_after(&doc, marker)
        .unwrap_or_else(|| panic!("{path}: no ```text block after a line with {marker:?}"));
    assert!(
        quoted == output,
        "{path} is stale: the ```text block after {marker:?} quotes\n{quoted}\nbut the \
         command prints\n{output}\nCopy the command's output into {path}."
    );
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_block_after_the_marker() {
        let doc =
            "intro\n```text\nnot this\n```\nrun `x`:\n\n```sh\nx\n```\n\n```text\na\n b\n```\n";
        assert_eq!(text_after(doc, "run `x`").as_deref(), Some("a\n b\n"));
        assert_eq!(text_after(doc, "missing"), None);
        assert_eq!(text_after("run `x`\n```text\nunclosed\n", "run `x`"), None);
        assert_eq!(block_after(doc, "run `x`", "sh").as_deref(), Some("x\n"));
    }
}
