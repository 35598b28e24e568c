//! Building the module: `cargo build` of this package's library for
//! `wasm32-unknown-unknown` with the release profile (fat LTO, one codegen unit,
//! `panic = "abort"`), stripped, at the chosen `opt-level`, in a target directory of
//! its own (`wasm/` of the workspace's target directory: `$CARGO_TARGET_DIR`, else
//! `target/`), so that it never waits on, or rebuilds, the workspace's.

use std::path::{Path, PathBuf};
use std::process::Command;

/// The target of the module.
pub const TARGET: &str = "wasm32-unknown-unknown";

/// What to build.
pub struct Module {
    /// `compact` or `magic`.
    pub sliders: &'static str,
    /// The package's other features, comma-separated (`page,zobrist`).
    pub features: String,
    /// The profile's `opt-level`.
    pub opt_level: &'static str,
}

impl Module {
    /// The page's module: `compact`, with the page's exports and the Zobrist keys, at
    /// `opt-level = "s"`.
    pub fn page() -> Module {
        Module {
            sliders: "compact",
            features: "page,zobrist".to_string(),
            opt_level: "s",
        }
    }

    /// Sets the slider strategy.
    pub fn set_sliders(&mut self, name: &str) -> Result<(), String> {
        self.sliders = match name {
            "compact" => "compact",
            "magic" => "magic",
            "pext" => {
                return Err("pext needs BMI2, which WebAssembly has not: compact or magic".into());
            }
            other => {
                return Err(format!(
                    "unknown slider strategy {other:?}: compact or magic"
                ));
            }
        };
        Ok(())
    }

    /// Sets the `opt-level`.
    pub fn set_opt_level(&mut self, level: &str) -> Result<(), String> {
        self.opt_level = ["0", "1", "2", "3", "s", "z"]
            .into_iter()
            .find(|l| *l == level)
            .ok_or_else(|| format!("unknown opt-level {level:?}: 0, 1, 2, 3, s or z"))?;
        Ok(())
    }

    /// `movegen-SLIDERS.wasm` in [`target_dir`].
    pub fn default_path(&self) -> PathBuf {
        target_dir().join(format!("movegen-{}.wasm", self.sliders))
    }

    /// The features of the build: the strategy's, then the others.
    fn all_features(&self) -> String {
        if self.features.is_empty() {
            self.sliders.to_string()
        } else {
            format!("{},{}", self.sliders, self.features)
        }
    }

    /// Builds the module and copies it to `out`; its size in bytes.
    pub fn build(&self, out: &Path) -> Result<u64, String> {
        let opt_level = match self.opt_level {
            "s" | "z" => format!("profile.release.opt-level=\"{}\"", self.opt_level),
            digit => format!("profile.release.opt-level={digit}"),
        };
        cargo_build(&[
            "--lib",
            "--target",
            TARGET,
            "--features",
            &self.all_features(),
            "--config",
            &opt_level,
            "--config",
            "profile.release.strip=true",
        ])
        .map_err(|status| {
            format!(
                "cargo build for {TARGET} failed ({status}); is the target installed? \
                 rustup target add {TARGET}"
            )
        })?;
        copy(
            &target_dir().join(TARGET).join("release/movegen_wasm.wasm"),
            out,
        )
    }

    /// Builds this command natively with the same strategy and features, for the host
    /// (the release profile at its own `opt-level`, 3), and copies it to `out`: its
    /// `perft` counts with the module's route, natively.
    #[cfg(feature = "browser")]
    pub fn build_native(&self, out: &Path) -> Result<u64, String> {
        cargo_build(&["--bin", "movegen-wasm", "--features", &self.all_features()])
            .map_err(|status| format!("cargo build of the native command failed ({status})"))?;
        let name = format!("movegen-wasm{}", std::env::consts::EXE_SUFFIX);
        copy(&target_dir().join("release").join(name), out)
    }
}

/// Runs `cargo build --quiet --release -p movegen-wasm --no-default-features ARGS` in
/// the workspace, into [`target_dir`], without `RUSTFLAGS`; its status when it fails.
fn cargo_build(args: &[&str]) -> Result<(), String> {
    let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
    let status = Command::new(cargo)
        .current_dir(workspace())
        .env("CARGO_TARGET_DIR", target_dir())
        .env_remove("RUSTFLAGS")
        .args(["build", "--quiet", "--release", "-p", "movegen-wasm"])
        .arg("--no-default-features")
        .args(args)
        .status()
        .map_err(|e| format!("cannot run cargo: {e}"))?;
    if status.success() {
        Ok(())
    } else {
        Err(status.to_string())
    }
}

/// Copies `built` to `out`, making its directory; the bytes copied.
fn copy(built: &Path, out: &Path) -> Result<u64, String> {
    if let Some(dir) = out.parent().filter(|d| !d.as_os_str().is_empty()) {
        std::fs::create_dir_all(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    }
    std::fs::copy(built, out).map_err(|e| format!("cannot write {}: {e}", out.display()))
}

/// The workspace's root (this package's parent).
pub fn workspace() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

/// Where the modules are built (and the native commands `time-browser` runs): `wasm/`
/// of `$CARGO_TARGET_DIR` (from the current directory, as cargo reads it), else of the
/// workspace's `target/`.
pub fn target_dir() -> PathBuf {
    let target = std::env::var_os("CARGO_TARGET_DIR")
        .filter(|dir| !dir.is_empty())
        .map(PathBuf::from)
        .map(|dir| std::path::absolute(&dir).unwrap_or(dir))
        .unwrap_or_else(|| workspace().join("target"));
    target.join("wasm")
}
