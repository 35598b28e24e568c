//! `--keys SEED` and `movegen merge DIR_A DIR_B`: a count made twice with independent
//! keys, the two result sets compared unit by unit, and a collision forced (keys
//! weakened to a few bits, `--weaken-keys`, hidden) caught by the comparison.

use std::path::Path;

use crate::deep_perft::{folder, split, text, unit_files};
use crate::run::{expect_2, movegen, stdout};

/// A copy of the split in `from` (its manifest and unit files, no result) in a new
/// folder `name`.
fn copy_split(from: &Path, name: &str) -> std::path::PathBuf {
    let to = folder(name);
    for entry in std::fs::read_dir(from).expect("the split") {
        let path = entry.expect("an entry").path();
        if path.extension().is_some_and(|e| e == "txt") {
            let file = path.file_name().expect("a file name");
            std::fs::copy(&path, to.join(file)).expect("copied");
        }
    }
    to
}

/// Counts every unit of `dir` with `options`.
fn count_units(dir: &Path, options: &[&str]) {
    for unit in unit_files(dir) {
        let mut args = vec!["unit", text(&unit)];
        args.extend(options);
        stdout(&args);
    }
}

/// The count a unit's result file records.
fn nodes(dir: &Path, unit: usize) -> u64 {
    let path = dir.join(format!("unit-{unit:04}.result"));
    let result = std::fs::read_to_string(&path).expect("the result");
    let line = result.lines().find_map(|l| l.strip_prefix("nodes: "));
    line.and_then(|n| n.parse().ok()).expect("a count")
}

#[test]
fn counts_with_seeded_keys_equal_perft() {
    let exact = stdout(&["perft", "startpos", "5"]);
    assert_eq!(exact, "Nodes searched: 4865609\n");
    for args in [
        ["--hash", "1", "--keys", "1", "--threads", "1"],
        ["--hash", "1", "--keys", "2", "--threads", "2"],
        [
            "--hash",
            "1",
            "--keys",
            "18446744073709551615",
            "--threads",
            "1",
        ],
    ] {
        let mut args = args.to_vec();
        args.extend(["startpos", "5"]);
        args.insert(0, "perft");
        assert_eq!(stdout(&args), exact, "{args:?}");
    }
}

#[test]
fn two_sets_with_different_seeds_agree() {
    let a = folder("keys-a");
    split("startpos", 5, 3, 4, &a);
    let b = copy_split(&a, "keys-b");
    count_units(&a, &["--hash", "1", "--keys", "1"]);
    count_units(&b, &["--hash", "1", "--keys", "2", "--threads", "2"]);
    let out = movegen(&["merge", text(&a), text(&b)]);
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{err}");
    assert_eq!(
        String::from_utf8_lossy(&out.stdout),
        "Nodes searched: 4865609\n"
    );
    for said in [
        &format!("{}: 4 units, keys seed 1\n", text(&a)),
        &format!("{}: 4 units, keys seed 2\n", text(&b)),
        "both sets agree on all 4 units\n",
    ] {
        assert!(err.contains(said), "no {said:?} in {err}");
    }
    assert!(!err.contains("note:"), "{err}");
    // The one-folder form as before; --verify with two folders.
    assert_eq!(stdout(&["merge", text(&a)]), "Nodes searched: 4865609\n");
    let out = movegen(&["merge", "--verify", "25", text(&a), text(&b)]);
    assert!(out.status.success(), "{out:?}");
    // The same seed in both: they agree, with a note that it proves less.
    count_units(&b, &["--hash", "1", "--keys", "1"]);
    let out = movegen(&["merge", text(&a), text(&b)]);
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{err}");
    assert!(
        err.contains("note: 4 units had no independent keys"),
        "{err}"
    );
}

/// Keys weakened to their top 10 bits (1,024 keys in all) make positions of a unit
/// collide in its table, and the unit's count comes out wrong; the set counted with a
/// whole seed is exact. `movegen merge a b` names every unit whose counts differ, with
/// both counts, and only those, and gives no total.
#[test]
fn a_forced_collision_is_caught_by_merge() {
    let a = folder("collide-a");
    split("startpos", 4, 2, 8, &a);
    let b = copy_split(&a, "collide-b");
    count_units(&a, &["--hash", "1", "--keys", "1"]);
    count_units(&b, &["--hash", "1", "--keys", "2", "--weaken-keys", "10"]);
    // The good set is exact.
    assert_eq!(stdout(&["merge", text(&a)]), "Nodes searched: 197281\n");
    let differing: Vec<usize> = (0..8).filter(|&u| nodes(&a, u) != nodes(&b, u)).collect();
    assert!(!differing.is_empty(), "10-bit keys should have collided");
    let out = movegen(&["merge", text(&a), text(&b)]);
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{err}");
    assert!(out.stdout.is_empty(), "no total");
    let named: Vec<&str> = err.lines().filter(|l| l.starts_with("unit-")).collect();
    assert_eq!(named.len(), differing.len(), "{err}");
    for (line, &unit) in named.iter().zip(&differing) {
        let expected = format!(
            "unit-{unit:04}.result: {} nodes in {} (keys seed 1), {} in {} (keys seed 2 \
             weakened to 10 bits)",
            nodes(&a, unit),
            text(&a),
            nodes(&b, unit),
            text(&b)
        );
        assert_eq!(*line, expected);
    }
    let summary = format!("of 8 units, {} differ between", differing.len());
    assert!(err.contains(&summary), "{err}");
}

#[test]
fn merge_two_names_what_is_missing_and_refuses_other_splits() {
    let a = folder("two-a");
    split("startpos", 3, 2, 3, &a);
    let b = copy_split(&a, "two-b");
    count_units(&a, &["--hash", "1", "--keys", "3"]);
    count_units(&b, &[]);
    std::fs::remove_file(b.join("unit-0001.result")).expect("removed");
    let out = movegen(&["merge", text(&a), text(&b)]);
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{err}");
    let missing = format!(
        "unit-0001.result: {}: missing (run `movegen unit` on",
        text(&b)
    );
    assert!(err.contains(&missing), "{err}");
    assert!(err.contains("of 3 units, 0 differ between"), "{err}");
    assert!(err.contains("1 lack a result"), "{err}");
    // A version 1 result (written before the keys were recorded) is read.
    let result = b.join("unit-0000.result");
    let v2 = std::fs::read_to_string(&result).expect("the result");
    let v1 = v2
        .replace("result v2", "result v1")
        .replace("keys: none\n", "");
    std::fs::write(&result, v1).expect("writable");
    stdout(&["unit", text(&b.join("unit-0001.txt"))]);
    let out = movegen(&["merge", text(&a), text(&b)]);
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{err}");
    assert!(
        err.contains("keys unrecorded (a version 1 result) (1 unit)"),
        "{err}"
    );
    assert!(
        err.contains("note: 1 unit had no independent keys"),
        "{err}"
    );
    // Another split, the same folder twice, a missing folder, a bad key line.
    let other = folder("two-other");
    split("startpos", 4, 2, 3, &other);
    expect_2(
        &["merge", text(&a), text(&other)],
        &[
            "are not the same split",
            "depth 3 in",
            "unit-0000.txt's checksum",
        ],
    );
    expect_2(&["merge", text(&a), text(&a)], &["the same folder"]);
    let nowhere = a.join("nowhere");
    expect_2(
        &["merge", text(&a), text(&nowhere)],
        &["manifest.txt: no such file"],
    );
    std::fs::write(&result, v2.replace("keys: none", "keys: seed x")).expect("writable");
    expect_2(
        &["merge", text(&a), text(&b)],
        &["unit-0000.result:4: bad key set \"seed x\""],
    );
    expect_2(
        &["merge", text(&a), text(&b), text(&other)],
        &["unexpected value"],
    );
}

#[test]
fn bad_keys_exit_2() {
    let expected = "expected a whole number from 0 to 18446744073709551615";
    for bad in ["abc", "18446744073709551616", "-1", "+1", "1.5", ""] {
        expect_2(
            &["perft", "--hash", "1", "--keys", bad, "startpos", "2"],
            &[
                &format!("invalid value '{bad}' for '--keys <SEED>'"),
                expected,
            ],
        );
    }
    expect_2(&["perft", "--keys", "1", "startpos", "2"], &["--hash <MB>"]);
    let dir = folder("bad-keys");
    split("startpos", 2, 1, 1, &dir);
    let unit = dir.join("unit-0000.txt");
    expect_2(
        &["unit", "--keys", "-1", "--hash", "1", text(&unit)],
        &["invalid value '-1' for '--keys <SEED>'", expected],
    );
    expect_2(&["unit", "--keys", "1", text(&unit)], &["--hash <MB>"]);
    expect_2(
        &["unit", "--weaken-keys", "8", "--hash", "1", text(&unit)],
        &["--keys <SEED>"],
    );
    assert!(!dir.join("unit-0000.result").exists());
}
