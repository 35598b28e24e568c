//! Reading a run's `verdicts.json`: today an object that names the CPU, the commit and
//! the date around the list of verdicts; before, the bare list, which is still read
//! (its machine then unknown); the file's types are [`crate::formats`]
//! ([`VerdictsFile`](crate::formats::VerdictsFile): [`About`] and the [`Row`]s). A file
//! that is missing is "missing", one that is not
//! what the benchmark writes is "malformed", each naming the file and what is wrong.

use std::fs;
use std::path::{Path, PathBuf};

use serde_json::Value;

use movegen_workloads::encodings::CONTROL;

use crate::formats::{About, Row, settle};

/// A run's verdicts, and its machine where the file names it.
#[derive(Clone, Debug)]
pub struct Run {
    /// The file read.
    pub path: PathBuf,
    /// `None` for a file of the bare list (before runs named their machine).
    pub machine: Option<About>,
    /// Every pair's verdict, settled by the control ([`settle`]: a file written before
    /// that rule reads as one written after it).
    pub verdicts: Vec<Row>,
    /// The workloads where the control was not "same" (their verdicts undecided).
    pub strayed: Vec<String>,
}

impl Run {
    /// How the run is named in a column: CPU, commit and date, or the file.
    pub fn label(&self) -> String {
        match &self.machine {
            Some(m) => format!("{}, {}, {}", m.cpu, m.commit, m.date),
            None => format!("{} (no machine named)", self.path.display()),
        }
    }

    /// The verdict of `workload` with `encoding`.
    pub fn find(&self, workload: &str, encoding: &str) -> Option<&Row> {
        (self.verdicts.iter()).find(|v| v.workload == workload && v.encoding == encoding)
    }
}

/// Why a file could not be read.
#[derive(Debug)]
pub enum ReadError {
    /// It is not there (or cannot be opened).
    Missing(String),
    /// It is there but not a run's verdicts.
    Malformed(String),
}

impl ReadError {
    /// The message, naming the file.
    pub fn message(&self) -> &str {
        match self {
            ReadError::Missing(m) | ReadError::Malformed(m) => m,
        }
    }
}

/// Reads the `verdicts.json` at `path`.
pub fn read(path: &Path) -> Result<Run, ReadError> {
    let shown = path.display();
    let text = fs::read_to_string(path)
        .map_err(|e| ReadError::Missing(format!("cannot read {shown}: {e}")))?;
    let malformed = |what: String| ReadError::Malformed(format!("{shown}: {what}"));
    let value: Value =
        serde_json::from_str(&text).map_err(|e| malformed(format!("not JSON: {e}")))?;
    let (machine, list) = match value {
        Value::Array(_) => (None, value),
        Value::Object(mut object) => {
            let list = (object.remove("verdicts"))
                .ok_or_else(|| malformed("no \"verdicts\" list".into()))?;
            let about: About = serde_json::from_value(Value::Object(object))
                .map_err(|e| malformed(format!("its machine: {e}")))?;
            (Some(about), list)
        }
        _ => {
            return Err(malformed(
                "neither a list of verdicts nor a run's object".into(),
            ));
        }
    };
    let mut verdicts: Vec<Row> =
        serde_json::from_value(list).map_err(|e| malformed(format!("its verdicts: {e}")))?;
    if verdicts.is_empty() {
        return Err(malformed("no verdicts".into()));
    }
    let strayed = settle(&mut verdicts, CONTROL);
    Ok(Run {
        path: path.to_path_buf(),
        machine,
        verdicts,
        strayed,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn file(name: &str, text: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("movegen-report-{}", std::process::id()));
        fs::create_dir_all(&dir).unwrap();
        let path = dir.join(name);
        fs::write(&path, text).unwrap();
        path
    }

    const ROW: &str = r#"{"workload":"pack","encoding":"packed16","ratio":1.1,"low":1.0,"high":1.2,"verdict":"same"}"#;

    #[test]
    fn both_forms_read_and_bad_ones_are_named() {
        let bare = read(&file("bare.json", &format!("[{ROW}]"))).unwrap();
        assert!(bare.machine.is_none() && bare.verdicts.len() == 1);
        let object = format!(
            r#"{{"cpu":"X (family 1, model 2)","commit":"abc","date":"2026-11-27","verdicts":[{ROW}]}}"#
        );
        let run = read(&file("object.json", &object)).unwrap();
        assert_eq!(run.label(), "X (family 1, model 2), abc, 2026-11-27");
        for (name, text, says) in [
            ("cut.json", "[{\"workload\":", "not JSON"),
            ("number.json", "3", "neither"),
            ("empty.json", "[]", "no verdicts"),
            (
                "odd.json",
                &format!("[{}]", ROW.replace("\"same\"", "\"sideways\"")),
                "sideways",
            ),
            (
                "nolist.json",
                r#"{"cpu":"X","commit":"a","date":"d"}"#,
                "no \"verdicts\"",
            ),
        ] {
            match read(&file(name, text)) {
                Err(ReadError::Malformed(m)) => {
                    assert!(m.contains(name) && m.contains(says), "{m}")
                }
                _ => panic!("{name} read"),
            }
        }
        assert!(matches!(
            read(Path::new("/no/such/verdicts.json")),
            Err(ReadError::Missing(_))
        ));
    }
}
