//! The list holds every encoding under `src/encoding/`.

use super::*;

/// The encodings defined under `src/encoding/` (each file that says `impl Encoding
/// for`), by file stem, which is also the encoding's name by convention.
fn encoding_files(dir: &Path) -> Vec<String> {
    let mut stems = Vec::new();
    for entry in std::fs::read_dir(dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display())) {
        let path = entry.unwrap().path();
        let source = std::fs::read_to_string(&path).unwrap_or_default();
        if path.extension().is_some_and(|e| e == "rs") && source.contains("impl Encoding for ") {
            let stem = path.file_stem().unwrap().to_str().unwrap().to_string();
            assert!(
                source.contains(&format!("const NAME: &'static str = \"{stem}\";")),
                "{}: an encoding's NAME is its file stem",
                path.display()
            );
            stems.push(stem);
        }
    }
    stems.sort();
    stems
}

/// What is wrong between the encodings defined in `dir` and the list `names`.
fn list_problems(dir: &Path, names: &[&str]) -> Vec<String> {
    let files = encoding_files(dir);
    let mut problems = Vec::new();
    for stem in &files {
        if !names.contains(&stem.as_str()) {
            problems.push(format!(
                "src/encoding/{stem}.rs defines an encoding that is not in ENCODINGS \
                 (add it to the `encodings!` list in src/encoding/list.rs)"
            ));
        }
    }
    for name in names {
        if !files.iter().any(|stem| stem == name) {
            problems.push(format!(
                "ENCODINGS names {name:?}, but no src/encoding/{name}.rs implements Encoding"
            ));
        }
    }
    problems
}

#[test]
fn every_encoding_is_in_the_list() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/encoding");
    assert_eq!(list_problems(&dir, &ENCODINGS), Vec::<String>::new());
    let names: HashSet<_> = ENCODINGS.iter().collect();
    assert_eq!(names.len(), ENCODINGS.len(), "two encodings of one name");
}

/// The check finds an encoding left out of the list, and a name without its file.
#[test]
fn an_encoding_left_out_of_the_list_is_found() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/encoding");
    let mut short = ENCODINGS.to_vec();
    let left_out = short.pop().unwrap();
    short.push("no_such_encoding");
    let problems = list_problems(&dir, &short);
    assert_eq!(problems.len(), 2, "{problems:#?}");
    assert!(problems[0].contains(&format!("src/encoding/{left_out}.rs")));
    assert!(problems[1].contains("\"no_such_encoding\""));
}
