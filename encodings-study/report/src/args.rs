//! The report's command line: `--strict`, `--update-docs`, `--add PATH...`.

use std::path::PathBuf;

/// What the command line asked for.
#[derive(Debug, Default)]
pub struct Options {
    /// `--strict`: exit 2 when a measure is missing (CI).
    pub strict: bool,
    /// `--update-docs`: also write the chart to `docs/encodings.svg`.
    pub update_docs: bool,
    /// `--add PATH...`: other runs' `verdicts.json`, shown beside this run's.
    pub add: Vec<PathBuf>,
}

/// The usage line, for errors.
pub const USAGE: &str = "--strict, --update-docs, --add PATH...";

/// Parses the arguments after the program's name (cargo's `--bench` is ignored).
pub fn parse(args: impl IntoIterator<Item = String>) -> Result<Options, String> {
    let mut options = Options::default();
    let mut adding = false;
    for arg in args {
        match arg.as_str() {
            "--bench" => adding = false,
            "--strict" => (options.strict, adding) = (true, false),
            "--update-docs" => (options.update_docs, adding) = (true, false),
            "--add" => adding = true,
            flag if flag.starts_with('-') => {
                return Err(format!("unknown argument {flag} ({USAGE})"));
            }
            path if adding => options.add.push(PathBuf::from(path)),
            other => return Err(format!("unexpected {other} ({USAGE})")),
        }
    }
    if adding && options.add.is_empty() {
        return Err("--add needs the path of a verdicts.json".into());
    }
    Ok(options)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn strings(args: &[&str]) -> Vec<String> {
        args.iter().map(|s| s.to_string()).collect()
    }

    #[test]
    fn add_takes_every_path_up_to_the_next_flag() {
        let o = parse(strings(&[
            "--bench", "--add", "a.json", "b.json", "--strict",
        ]))
        .unwrap();
        assert_eq!(o.add, [PathBuf::from("a.json"), PathBuf::from("b.json")]);
        assert!(o.strict && !o.update_docs);
        assert!(parse(strings(&["--add"])).is_err());
        assert!(
            parse(strings(&["--frobnicate"]))
                .unwrap_err()
                .contains("--frobnicate")
        );
        assert!(parse(strings(&["stray"])).is_err());
    }
}
