//! Where the run writes (`<target>/encodings/`) and how (pretty JSON).

use std::path::PathBuf;

pub use movegen_report::formats::{compact, pretty};

/// The target directory: the bench binary is `<target>/release/deps/encodings-<hash>`.
pub fn target_dir() -> PathBuf {
    let exe = std::env::current_exe().expect("the bench's path");
    let target = exe
        .ancestors()
        .nth(3)
        .expect("<target>/release/deps/encodings-*");
    target.to_path_buf()
}
