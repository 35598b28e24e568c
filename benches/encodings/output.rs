//! Where the run writes (`<target>/encodings/`) and how (pretty JSON).

use std::path::PathBuf;

use serde::Serialize;

/// The target directory: the bench binary is `<target>/release/deps/encodings-<hash>`.
pub fn target_dir() -> PathBuf {
    let exe = std::env::current_exe().expect("the bench's path");
    let target = exe
        .ancestors()
        .nth(3)
        .expect("<target>/release/deps/encodings-*");
    target.to_path_buf()
}

/// JSON on one line, ending in a newline: for the slices, which nobody reads by eye.
pub fn compact(value: &impl Serialize) -> String {
    serde_json::to_string(value).expect("plain data") + "\n"
}

/// Pretty JSON, ending in a newline.
pub fn pretty(value: &impl Serialize) -> String {
    serde_json::to_string_pretty(value).expect("plain data") + "\n"
}
