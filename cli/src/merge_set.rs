//! The results of one folder of a split (`movegen split`, `movegen unit`), read and
//! checked against its manifest, and what both forms of `movegen merge` do with them:
//! add them up and recount a sample. `merge.rs` (one folder) and `merge_two.rs` (two
//! folders compared) sit on top of it.

use std::path::{Path, PathBuf};

use clap::error::ErrorKind;

use crate::count::{Counter, Mode};
use crate::result_file::UnitResult;
use crate::unit::{count_unit, read_unit};
use crate::unit_file::{MANIFEST, Manifest, fnv1a, result_name};

pub(crate) fn error(kind: ErrorKind, message: String) -> clap::Error {
    crate::usage_error("merge", kind, message)
}

/// The text of `path` (a missing file: `None`), or an error naming it.
fn read_text(path: &Path) -> Result<Option<String>, clap::Error> {
    let shown = path.display();
    match std::fs::read(path) {
        Ok(bytes) => String::from_utf8(bytes).map(Some).map_err(|_| {
            error(
                ErrorKind::ValueValidation,
                format!("{shown}: the file is not UTF-8 text"),
            )
        }),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(None),
        Err(e) => Err(error(ErrorKind::Io, format!("cannot read {shown}: {e}"))),
    }
}

/// What is wrong with a unit of a set: the file it is about and what.
pub(crate) struct Problem {
    pub(crate) file: String,
    pub(crate) what: String,
}

/// A unit whose result is there and matches it.
pub(crate) struct Counted {
    /// The unit file.
    pub(crate) path: PathBuf,
    pub(crate) result: UnitResult,
}

/// The results of one folder of a split, read and checked.
pub(crate) struct Set {
    /// The folder, as given.
    pub(crate) dir: PathBuf,
    /// The manifest's bytes, and the manifest.
    pub(crate) manifest_text: String,
    pub(crate) manifest: Manifest,
    /// Every unit the manifest lists, in its order: its result, or what is wrong.
    pub(crate) units: Vec<Result<Counted, Problem>>,
}

/// Reads `dir`'s manifest, checks every unit file it lists against its checksum and
/// reads each unit's result. A file that cannot be read as its format is an error
/// (exit status 2); a missing or mismatched unit or result is the unit's [`Problem`].
pub(crate) fn read_set(dir: &Path) -> Result<Set, clap::Error> {
    let manifest_path = dir.join(MANIFEST);
    let shown = manifest_path.display().to_string();
    let text = read_text(&manifest_path)?
        .ok_or_else(|| error(ErrorKind::Io, format!("{shown}: no such file")))?;
    let bad = |what: String| error(ErrorKind::ValueValidation, what);
    let manifest = Manifest::read(&shown, &text).map_err(|e| bad(e.to_string()))?;
    let mut units = Vec::new();
    for (name, listed) in &manifest.units {
        let problem = |file: &str, what: String| {
            Err(Problem {
                file: file.to_string(),
                what,
            })
        };
        let unit_path = dir.join(name);
        let Some(unit_text) = read_text(&unit_path)? else {
            units.push(problem(name, "the unit file is missing".into()));
            continue;
        };
        let actual = fnv1a(unit_text.as_bytes());
        if actual != *listed {
            units.push(problem(
                name,
                format!(
                    "the unit file's checksum is {actual:016x}, the manifest's {listed:016x} \
                     (the file was changed)"
                ),
            ));
            continue;
        }
        let result = result_name(name);
        let result_path = dir.join(&result);
        let Some(result_text) = read_text(&result_path)? else {
            units.push(problem(
                &result,
                format!("missing (run `movegen unit` on {name})"),
            ));
            continue;
        };
        let shown_result = result_path.display().to_string();
        let read = UnitResult::read(&shown_result, &result_text).map_err(|e| bad(e.to_string()))?;
        if read.unit != *name || read.checksum != actual {
            units.push(problem(
                &result,
                format!(
                    "it is the result of {} with checksum {:016x}, not of {name} with \
                     checksum {actual:016x} (count the unit again)",
                    read.unit, read.checksum
                ),
            ));
            continue;
        }
        units.push(Ok(Counted {
            path: unit_path,
            result: read,
        }));
    }
    Ok(Set {
        dir: dir.to_path_buf(),
        manifest_text: text,
        manifest,
        units,
    })
}

/// The sum of `nodes`, or an error (exit status 2) when it overflows 64 bits.
pub(crate) fn sum(nodes: impl Iterator<Item = u64>) -> Result<u64, clap::Error> {
    let mut total: u64 = 0;
    for n in nodes {
        total = total.checked_add(n).ok_or_else(|| {
            error(
                ErrorKind::ValueValidation,
                "the total overflows 64 bits".into(),
            )
        })?;
    }
    Ok(total)
}

/// The units `--verify P` recounts of `n`: `ceil(n × P / 100)`, at least one, spread
/// evenly over the list.
fn sample(n: usize, percent: u8) -> Vec<usize> {
    let count = (n * usize::from(percent)).div_ceil(100).clamp(1, n.max(1));
    (0..count)
        .map(|i| i * n / count)
        .filter(|&i| i < n)
        .collect()
}
/// Recounts the units `sample` chooses and names each whose count differs from its
/// result.
pub(crate) fn verify(results: &[(PathBuf, u64)], percent: u8) -> Result<Vec<String>, clap::Error> {
    let counter = Counter {
        mode: Mode::Legal,
        table: None,
    };
    let mut problems = Vec::new();
    for i in sample(results.len(), percent) {
        let (path, nodes) = &results[i];
        let (name, _, unit) = read_unit("merge", path)?;
        let recounted = count_unit(&unit, 1, counter)
            .map_err(|e| error(ErrorKind::ValueValidation, format!("{name}: {e}")))?;
        if recounted != *nodes {
            problems.push(format!(
                "{}: {nodes} nodes, but {name} counts {recounted} again",
                result_name(&name)
            ));
        }
        eprintln!("verified {name}: {recounted}");
    }
    Ok(problems)
}
#[cfg(test)]
mod tests {
    use super::sample;

    #[test]
    fn samples() {
        assert_eq!(sample(4, 50), [0, 2]);
        assert_eq!(sample(4, 1), [0]);
        assert_eq!(sample(3, 100), [0, 1, 2]);
        assert_eq!(sample(10, 25), [0, 3, 6]);
        assert!(sample(0, 50).is_empty());
    }
}
