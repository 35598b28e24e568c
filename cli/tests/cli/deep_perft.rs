//! `movegen split`, `movegen unit` and `movegen merge`: a count cut into units, run one by
//! one (and by GNU parallel when it is installed), merged, and checked.

use std::path::{Path, PathBuf};
use std::process::Command;

use crate::run::{KIWIPETE, START, expect_2, movegen, stdout};

/// An empty folder under the target directory, for one test.
pub fn folder(name: &str) -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR"))
        .join("deep-perft")
        .join(name);
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("the target directory is writable");
    dir
}

pub fn text(path: &Path) -> &str {
    path.to_str().expect("a UTF-8 path")
}

/// The unit files of `dir`, in order.
pub fn unit_files(dir: &Path) -> Vec<PathBuf> {
    let mut units: Vec<PathBuf> = std::fs::read_dir(dir)
        .expect("the folder")
        .map(|e| e.expect("an entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "txt") && text(p).contains("unit-"))
        .collect();
    units.sort();
    units
}

/// Splits `fen` at `depth`, `at` plies below the root, into `n` units in `dir`, and
/// returns what split printed.
pub fn split(fen: &str, depth: u32, at: u32, n: u32, dir: &Path) -> String {
    let (depth, at, n) = (depth.to_string(), at.to_string(), n.to_string());
    stdout(&[
        "split",
        fen,
        &depth,
        "--at",
        &at,
        "--units",
        &n,
        "--out",
        text(dir),
    ])
}

/// Splits, counts every unit, merges: the merged total.
fn split_count_merge(name: &str, fen: &str, depth: u32, at: u32, n: u32) -> String {
    let dir = folder(name);
    split(fen, depth, at, n, &dir);
    let units = unit_files(&dir);
    assert_eq!(units.len(), n as usize);
    for unit in &units {
        stdout(&["unit", text(unit)]);
    }
    stdout(&["merge", text(&dir)])
}

/// OEIS A083276: the distinct positions 3 and 4 plies from the start, and the paths to
/// them (perft 3 and 4).
#[test]
fn distinct_positions_from_the_start() {
    let dir = folder("oeis");
    assert_eq!(
        split("startpos", 3, 3, 2, &dir),
        "distinct positions: 5362\npaths: 8902\n"
    );
    let dir = folder("oeis-4");
    assert_eq!(
        split("startpos", 4, 4, 3, &dir),
        "distinct positions: 72078\npaths: 197281\n"
    );
}

/// OEIS A083276 at ply 5: 822,518. About 30 s in a debug build (the FEN of every one
/// of 4.9 million leaves is written and hashed by unoptimised code): run it with
/// `cargo test -p movegen-cli --release -- --ignored`.
#[test]
#[ignore = "about 30 s in a debug build"]
fn distinct_positions_at_ply_5() {
    let dir = folder("oeis-5");
    assert_eq!(
        split("startpos", 5, 5, 4, &dir),
        "distinct positions: 822518\npaths: 4865609\n"
    );
}

#[test]
fn merged_counts_equal_perft() {
    let start = split_count_merge("start", "startpos", 5, 3, 4);
    assert_eq!(start, "Nodes searched: 4865609\n");
    assert_eq!(start, stdout(&["perft", "startpos", "5"]));
    // Chess960 (the first line of tests/data/chess960.epd, Shredder-FEN, D4 326672).
    let chess960 = "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9";
    assert_eq!(
        split_count_merge("chess960", chess960, 4, 2, 3),
        "Nodes searched: 326672\n"
    );
    assert_eq!(
        split_count_merge("kiwipete", KIWIPETE, 4, 2, 5),
        "Nodes searched: 4085603\n"
    );
    // Cut at the root and at the leaves.
    assert_eq!(
        split_count_merge("at-0", START, 3, 0, 2),
        "Nodes searched: 8902\n"
    );
    assert_eq!(
        split_count_merge("at-leaves", START, 3, 3, 2),
        "Nodes searched: 8902\n"
    );
}

#[test]
fn files_are_deterministic_and_results_idempotent() {
    let (a, b) = (folder("same-a"), folder("same-b"));
    split(KIWIPETE, 3, 2, 3, &a);
    split(KIWIPETE, 3, 2, 3, &b);
    for name in [
        "manifest.txt",
        "unit-0000.txt",
        "unit-0001.txt",
        "unit-0002.txt",
    ] {
        let read = |d: &Path| std::fs::read(d.join(name)).expect(name);
        assert_eq!(read(&a), read(&b), "{name}");
    }
    let unit = a.join("unit-0001.txt");
    let result = a.join("unit-0001.result");
    let read = || std::fs::read_to_string(&result).expect("the result");
    stdout(&["unit", text(&unit)]);
    let first = read();
    // A temporary file left by a killed run goes.
    std::fs::write(a.join(".unit-0001.out.tmp"), "half").expect("writable");
    stdout(&["unit", text(&unit)]);
    assert_eq!(read(), first);
    assert!(!a.join(".unit-0001.out.tmp").exists());
    assert!(first.starts_with("# movegen result v2\nunit: unit-0001.txt\nchecksum: "));
    // With a table on two threads: the same count, the keys recorded.
    stdout(&["unit", "--threads", "2", "--hash", "1", text(&unit)]);
    assert_eq!(read(), first.replace("keys: none", "keys: polyglot"));
    stdout(&["unit", "--hash", "1", "--keys", "9", text(&unit)]);
    assert_eq!(read(), first.replace("keys: none", "keys: seed 9"));
}

#[test]
fn merge_names_what_is_missing_or_changed() {
    let dir = folder("broken");
    split("startpos", 4, 2, 4, &dir);
    let units = unit_files(&dir);
    for unit in &units[1..] {
        stdout(&["unit", text(unit)]);
    }
    let failed = |said: &[&str]| {
        let out = movegen(&["merge", text(&dir)]);
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(1), "{err}");
        assert!(out.stdout.is_empty());
        for s in said {
            assert!(err.contains(s), "no {s:?} in {err}");
        }
    };
    failed(&["unit-0000.result: missing"]);
    stdout(&["unit", text(&units[0])]);
    assert_eq!(stdout(&["merge", text(&dir)]), "Nodes searched: 197281\n");
    assert_eq!(
        stdout(&["merge", "--verify", "50", text(&dir)]),
        "Nodes searched: 197281\n"
    );
    // One byte of a unit changed (a multiplicity): the unit no longer matches.
    let mut bytes = std::fs::read(&units[2]).expect("the unit");
    let at = bytes.len() - 60;
    bytes[at] = if bytes[at] == b'/' { b'1' } else { b'/' };
    std::fs::write(&units[2], bytes).expect("writable");
    failed(&["unit-0002.txt", "checksum", "the manifest's"]);
    // A result that does not match what --verify counts again.
    let dir = folder("wrong-result");
    split("startpos", 3, 1, 2, &dir);
    let units = unit_files(&dir);
    for unit in &units {
        stdout(&["unit", text(unit)]);
    }
    let result = dir.join("unit-0000.result");
    let edited = std::fs::read_to_string(&result)
        .expect("the result")
        .replace("nodes: ", "nodes: 1");
    std::fs::write(&result, edited).expect("writable");
    let out = movegen(&["merge", "--verify", "100", text(&dir)]);
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{err}");
    assert!(err.contains("unit-0000.result"), "{err}");
}

#[test]
fn bad_files_exit_2() {
    let dir = folder("bad");
    split("startpos", 3, 2, 2, &dir);
    let unit = dir.join("unit-0001.txt");
    let whole = std::fs::read_to_string(&unit).expect("the unit");
    // Cut in the middle of a line, then at the end of one.
    std::fs::write(&unit, &whole[..whole.len() - 20]).expect("writable");
    let lines = whole.lines().count();
    expect_2(
        &["unit", text(&unit)],
        &["unit-0001.txt:", &format!(":{lines}: the line is cut")],
    );
    let cut = whole.len() - whole.lines().last().expect("a line").len() - 1;
    std::fs::write(&unit, &whole[..cut]).expect("writable");
    expect_2(
        &["unit", text(&unit)],
        &[
            &format!("unit-0001.txt:{lines}: the file ends after"),
            "truncated",
        ],
    );
    std::fs::write(&unit, whole.replace("depth: 3", "depth: three")).expect("writable");
    expect_2(&["unit", text(&unit)], &["unit-0001.txt:3:", "\"three\""]);
    std::fs::write(&unit, "").expect("writable");
    expect_2(&["unit", text(&unit)], &["unit-0001.txt:1: empty file"]);
    expect_2(&["unit", text(&dir.join("nothing.txt"))], &["cannot read"]);
    // A bad result and a bad manifest, for merge.
    stdout(&["unit", text(&dir.join("unit-0000.txt"))]);
    std::fs::write(&unit, &whole).expect("writable");
    std::fs::write(
        dir.join("unit-0001.result"),
        "# movegen result v1\nunit: x\n",
    )
    .expect("writable");
    expect_2(
        &["merge", text(&dir)],
        &["unit-0001.result:3: the file ends before `checksum:`"],
    );
    let manifest = dir.join("manifest.txt");
    let listed = std::fs::read_to_string(&manifest).expect("the manifest");
    std::fs::write(&manifest, listed.replace("units: 2", "units: 3")).expect("writable");
    expect_2(
        &["merge", text(&dir)],
        &["manifest.txt:10:", "2 of 3 units"],
    );
    expect_2(
        &["merge", text(&folder("empty"))],
        &["manifest.txt: no such file"],
    );
    // A split over an earlier one, and options out of range.
    expect_2(
        &[
            "split",
            "startpos",
            "3",
            "--at",
            "2",
            "--units",
            "2",
            "--out",
            text(&dir),
        ],
        &["holds a split already", "--force"],
    );
    stdout(&[
        "split",
        "startpos",
        "3",
        "--at",
        "2",
        "--units",
        "2",
        "--out",
        text(&dir),
        "--force",
    ]);
    assert!(!dir.join("unit-0000.result").exists());
    expect_2(
        &[
            "split",
            "startpos",
            "2",
            "--at",
            "3",
            "--units",
            "2",
            "--out",
            text(&dir),
        ],
        &["--at 3 is deeper than the depth, 2"],
    );
    expect_2(
        &[
            "split",
            "startpos",
            "2",
            "--at",
            "1",
            "--units",
            "0",
            "--out",
            text(&dir),
        ],
        &["--units"],
    );
    expect_2(&["merge", "--verify", "0", text(&dir)], &["--verify"]);
}

/// The units run by GNU parallel with a job log, as docs/deep-perft.md shows, stopped
/// part way and resumed (`--resume`), when it is installed (`.ci/run` installs it).
#[test]
fn gnu_parallel_runs_the_units() {
    if Command::new("sh")
        .args(["-c", "command -v parallel"])
        .output()
        .map_or(true, |o| !o.status.success())
    {
        println!("skipped: GNU parallel is not installed (`command -v parallel` failed)");
        return;
    }
    let dir = folder("parallel");
    split("startpos", 5, 3, 4, &dir);
    let units = unit_files(&dir);
    let joblog = dir.join("joblog");
    let parallel = |units: &[PathBuf]| {
        let mut command = Command::new("parallel");
        command.args(["--will-cite", "-j", "2", "--joblog"]);
        command.arg(&joblog);
        command.args(["--resume", env!("CARGO_BIN_EXE_movegen"), "unit", ":::"]);
        command.args(units);
        assert!(command.status().expect("parallel runs").success());
    };
    // A run stopped after two units (as a killed one would be): merge names the rest.
    parallel(&units[..2]);
    let out = movegen(&["merge", text(&dir)]);
    assert_eq!(out.status.code(), Some(1), "{out:?}");
    // Resumed from its job log: only the units it had not run, then the total.
    parallel(&units);
    let runs = std::fs::read_to_string(&joblog).unwrap().lines().count() - 1;
    assert_eq!(runs, units.len(), "each unit run once");
    assert_eq!(stdout(&["merge", text(&dir)]), "Nodes searched: 4865609\n");
}

/// docs/deep-perft.md quotes a split's output, a unit's first lines, a manifest and a
/// result: each is what the command writes.
#[test]
fn the_quoted_files_are_the_commands() {
    use movegen_testkit::quoted;
    let root = quoted::workspace_root(env!("CARGO_MANIFEST_DIR"));
    let doc = "docs/deep-perft.md";
    let dir = folder("quoted");
    let printed = stdout(&[
        "split",
        "startpos",
        "4",
        "--at",
        "4",
        "--units",
        "8",
        "--out",
        text(&dir),
    ]);
    let command = "$ movegen split startpos 4 --at 4 --units 8 --out run\n";
    quoted::assert_quoted(root, doc, "(perft K):", &format!("{command}{printed}"));
    let dir = folder("quoted-5");
    split("startpos", 5, 3, 4, &dir);
    stdout(&["unit", text(&dir.join("unit-0000.txt"))]);
    let read = |name: &str| std::fs::read_to_string(dir.join(name)).expect(name);
    let manifest = read("manifest.txt");
    quoted::assert_quoted(root, doc, "in the form of `sha256sum`", &manifest);
    quoted::assert_quoted(root, doc, "A result:", &read("unit-0000.result"));
    let unit = read("unit-0001.txt");
    let head: String = unit.lines().take(10).map(|l| format!("{l}\n")).collect();
    let marker = "unit file's bytes, in 16 hex digits. A unit:";
    quoted::assert_quoted(root, doc, marker, &format!("{head}...\n"));
}

/// The Slurm batch files that the docs show are the ones `.ci/slurm.sh` submits:
/// `docs/deep-perft/perft.sbatch` and `perft-twice.sbatch`.
#[test]
fn the_quoted_batch_files_are_the_files() {
    use movegen_testkit::quoted;
    let root = quoted::workspace_root(env!("CARGO_MANIFEST_DIR"));
    for (doc, name) in [
        ("docs/deep-perft.md", "perft.sbatch"),
        ("docs/deep-perft-twice.md", "perft-twice.sbatch"),
    ] {
        let path = format!("docs/deep-perft/{name}");
        let file = std::fs::read_to_string(root.join(&path)).expect(name);
        let text = std::fs::read_to_string(root.join(doc)).expect(doc);
        let marker = format!("The batch file, [`{path}`]");
        let quoted = quoted::block_after(&text, &marker, "sh")
            .unwrap_or_else(|| panic!("{doc}: no ```sh block after {marker:?}"));
        assert!(
            quoted == file,
            "{doc} quotes\n{quoted}\nbut {path} is\n{file}\nCopy {path} into the doc."
        );
    }
}
