//! Where the benchmarks saved their data, found the way they find it, and where the
//! report writes.

use std::env;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

use serde::Deserialize;

/// The workspace's root: the report crate is `encodings-study/report/` in it.
pub fn workspace() -> PathBuf {
    let report = Path::new(env!("CARGO_MANIFEST_DIR"));
    report.ancestors().nth(2).unwrap_or(report).to_path_buf()
}

/// Where the benchmarks saved their data, and where the report goes.
pub struct Sources {
    /// The paired wall clock's: `<target>/encodings`.
    pub encodings: PathBuf,
    /// Gungraun's home: `$GUNGRAUN_HOME`, else `<target>/gungraun`.
    pub gungraun: PathBuf,
    /// Where `.ci/mcu.sh` keeps the firmware's output: `firmware/target/mcu`.
    pub mcu: PathBuf,
    /// The committed layout study, `encodings-study/bench/layout_spread.json`.
    pub committed_study: PathBuf,
    /// criterion's report of `encodings_criterion`: `<target>/criterion/report/index.html`.
    pub criterion: PathBuf,
    /// The page: `<target>/encodings/report/index.html`.
    pub page: PathBuf,
}

impl Sources {
    /// The homes the benchmarks use, found the way they find them.
    pub fn find() -> Sources {
        Sources::under(&target_dir())
    }

    /// The homes under the target directory `target`.
    pub fn under(target: &Path) -> Sources {
        Sources {
            encodings: target.join("encodings"),
            gungraun: env::var_os("GUNGRAUN_HOME").map_or(target.join("gungraun"), PathBuf::from),
            mcu: workspace().join("firmware/target/mcu"),
            committed_study: crate::formats::committed_study(),
            criterion: target.join("criterion/report/index.html"),
            page: target.join("encodings/report/index.html"),
        }
    }
}

/// The target directory: `$CARGO_TARGET_DIR`, else what `cargo metadata` reports
/// (which honours `build.target-dir`), else `target` in the workspace.
pub fn target_dir() -> PathBuf {
    if let Some(target) = env::var_os("CARGO_TARGET_DIR") {
        return PathBuf::from(target);
    }
    metadata_target_dir().unwrap_or_else(|| workspace().join("target"))
}

/// What the report reads of `cargo metadata`.
#[derive(Deserialize)]
struct Metadata {
    target_directory: PathBuf,
}

fn metadata_target_dir() -> Option<PathBuf> {
    let cargo = env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
    let output = Command::new(cargo)
        .args([
            "metadata",
            "--format-version",
            "1",
            "--no-deps",
            "--offline",
        ])
        .current_dir(workspace())
        .stderr(Stdio::null())
        .output()
        .ok()?;
    if !output.status.success() {
        return None;
    }
    let metadata: Metadata = serde_json::from_slice(&output.stdout).ok()?;
    Some(metadata.target_directory)
}
