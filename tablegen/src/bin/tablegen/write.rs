//! `tablegen write`: the table source to a file, atomically, or to standard output.

use std::io::Write;
use std::path::{Path, PathBuf};

use clap::Args;
use tablegen::Sliders;

use crate::sliders_arg::SlidersParser;

#[derive(Args)]
pub struct WriteArgs {
    /// The slider strategy.
    #[arg(long, value_name = "STRATEGY", value_parser = SlidersParser, default_value_t)]
    sliders: Sliders,
    /// Where to write the file; `-` for standard output.
    path: PathBuf,
}

/// Writes the file, or says what could not be written.
pub fn run(args: &WriteArgs) -> Result<(), String> {
    let source = tablegen::render(args.sliders);
    if args.path.as_os_str() == "-" {
        let mut out = std::io::stdout().lock();
        return out
            .write_all(source.as_bytes())
            .and_then(|()| out.flush())
            .map_err(|e| format!("cannot write to standard output: {e}"));
    }
    write_atomically(&args.path, source.as_bytes())
        .map_err(|e| format!("cannot write {}: {e}", args.path.display()))
}

/// Writes `bytes` to a temporary file in `path`'s directory, then renames it over
/// `path`. On any error the temporary file is removed and `path` is untouched.
pub fn write_atomically(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    if path.is_dir() {
        return Err(std::io::Error::other("it is a directory"));
    }
    let file_name = path
        .file_name()
        .ok_or_else(|| std::io::Error::other("the path names no file"))?;
    let dir = match path.parent() {
        Some(p) if !p.as_os_str().is_empty() => p,
        _ => Path::new("."),
    };
    let mut tmp_name = std::ffi::OsString::from(".");
    tmp_name.push(file_name);
    tmp_name.push(format!(".tablegen-{}.tmp", std::process::id()));
    let tmp = dir.join(tmp_name);
    let result = (|| {
        let mut file = std::fs::OpenOptions::new()
            .write(true)
            .create_new(true)
            .open(&tmp)?;
        file.write_all(bytes)?;
        file.sync_all()?;
        drop(file);
        std::fs::rename(&tmp, path)
    })();
    if result.is_err() {
        let _ = std::fs::remove_file(&tmp);
    }
    result
}
