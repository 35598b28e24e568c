//! A file as the benchmark writes it (these types, through [`pretty`] or [`compact`])
//! is read back by the report's readers as what was written.

use std::fs;
use std::path::PathBuf;

use serde_json::json;

use super::*;
use crate::wall_clock::read_json;
use crate::{layout, slices, verdicts_file};

/// A fresh directory for one test.
fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("movegen-formats-{}-{name}", std::process::id()));
    let _ = fs::remove_dir_all(&dir);
    fs::create_dir_all(&dir).unwrap();
    dir
}

fn row(workload: &str, encoding: &str, verdict: Verdict) -> Row {
    Row {
        workload: workload.into(),
        encoding: encoding.into(),
        ratio: 1.0625,
        low: 1.03125,
        high: 1.09375,
        verdict,
        layout_spread: 0.015625,
        by_layout: verdict == Verdict::Same,
    }
}

#[test]
fn the_verdicts_the_bench_writes_are_the_verdicts_the_report_reads() {
    let cpu = Cpu {
        name: "Test CPU".into(),
        family: "25".into(),
        model: "17".into(),
    };
    let file = VerdictsFile {
        about: About {
            cpu: cpu.describe(),
            machine: Some(cpu),
            commit: "abcdef0".into(),
            date: "2026-11-27".into(),
            mode: "quick run".into(),
            layout: "no layout study".into(),
        },
        verdicts: vec![
            row("pack", "packed16", Verdict::Slower),
            row("pack", "control", Verdict::Same),
            row("legal", "packed32", Verdict::Faster),
        ],
    };
    let path = scratch("verdicts").join("verdicts.json");
    fs::write(&path, pretty(&file)).unwrap();
    let run = verdicts_file::read(&path).unwrap_or_else(|e| panic!("{}", e.message()));
    assert_eq!(run.machine.as_ref(), Some(&file.about));
    assert_eq!(run.verdicts, file.verdicts);
    assert_eq!(
        run.label(),
        "Test CPU (family 25, model 17), abcdef0, 2026-11-27"
    );
    // The whole file reads back as the one type, too.
    let again: VerdictsFile = read_json(&path).map_err(|e| e.0).unwrap();
    assert_eq!(again, file);
}

#[test]
fn the_slices_and_the_run_read_back() {
    let dir = scratch("slices");
    let pairs = vec![PairSlices {
        workload: "pack".into(),
        encoding: "packed16".into(),
        estimates: vec![1.0, 1.01],
        slices: vec![vec![0.98, 1.0], vec![1.02, 1.0]],
    }];
    fs::write(dir.join("slices.json"), compact(&pairs)).unwrap();
    let read = slices::read(&dir.join("slices.json"))
        .map_err(|e| e.0)
        .unwrap();
    assert_eq!(read, pairs);

    let run = RunFile {
        mode: "quick run".into(),
        started_unix: 1_800_000_000,
        load_before: "0.10 0.20 0.30".into(),
        load_after: "0.40 0.50 0.60".into(),
        cpu: "Test CPU (family 25, model 17)".into(),
        layout_spreads: None,
        layout: Some("no layout study".into()),
        workloads: vec![WorkloadRun {
            workload: "pack".into(),
            element: "move".into(),
            baseline_ns: 1.5,
            floor: 1.02,
            rounds: 60,
            iterations_per_slice: 3,
            seconds: 2.0,
        }],
    };
    fs::write(dir.join("run.json"), pretty(&run)).unwrap();
    let read: RunFile = read_json(&dir.join("run.json")).map_err(|e| e.0).unwrap();
    assert_eq!(read, run);
}

#[test]
fn the_layout_study_reads_back_and_the_committed_one_reads() {
    let dir = scratch("layouts");
    let row = row("pack", "packed16", Verdict::Slower);
    let run = LayoutRun {
        layout: "shuffle-1".into(),
        flags: "-Z shuffle".into(),
        cpu: "Test CPU".into(),
        mode: "quick run".into(),
        pairs: vec![row.clone()],
    };
    fs::write(dir.join("shuffle-1.json"), pretty(&run)).unwrap();
    let read: LayoutRun = read_json(&dir.join("shuffle-1.json"))
        .map_err(|e| e.0)
        .unwrap();
    assert_eq!(read, run);

    let study = Spreads {
        cpu: "Test CPU".into(),
        mode: "quick run".into(),
        layouts: vec![
            ("as-built".into(), String::new()),
            ("shuffle-1".into(), "-Z shuffle".into()),
        ],
        pairs: vec![PairSpread {
            workload: "pack".into(),
            encoding: "packed16".into(),
            ratios: vec![1.05, 1.07],
            verdicts: vec![Verdict::Slower, Verdict::Same],
            spread: 0.01,
        }],
    };
    let local = dir.join("layouts.json");
    fs::write(&local, pretty(&study)).unwrap();
    let committed = super::committed_study();
    let found = layout::find(&committed, &local);
    assert_eq!(found.len(), 2, "this machine's study and the committed one");
    assert_eq!(found[0].2, study);
    assert_eq!(study.spread("pack", "packed16"), Some(0.01));
    assert!(!found[1].2.pairs.is_empty());
}

#[test]
fn the_instruction_summaries_are_numbered_and_read_as_the_bench_names_them() {
    for case_number in 0..12 {
        let (w, e) = instructions::pair(case_number, 5);
        assert_eq!(instructions::case(w, e, 5), case_number);
    }
    assert_eq!(instructions::pair(7, 5), (1, 2));
    let summaries = PathBuf::from("home").join(instructions::SUMMARIES);
    assert_eq!(
        instructions::summary_path(&summaries, 7),
        PathBuf::from(
            "home/movegen-encodings-bench/encodings_instructions/encodings/run.cases_7/summary.json"
        )
    );
    let summary = json!({"profiles": [
        {"tool": "DHAT", "data": {}},
        {"tool": "Callgrind", "data": {"total": {"metrics": {"Ir": {"values": {"new": 1234}}}}}}
    ]});
    assert_eq!(instructions::instructions(&summary), Some(1234));
    assert_eq!(instructions::instructions(&json!({"profiles": []})), None);
}

/// A control that strays (the search's `control` slower beyond the 1% resolution):
/// every other verdict of that workload reads "undecided (the control strayed)", the
/// control keeps its own, another workload's verdicts stand, and the run's last words
/// name the workload and what to do.
#[test]
fn a_straying_control_leaves_its_workload_undecided() {
    let control = "control";
    let mut rows = vec![
        row("search", "control", Verdict::Slower),
        row("search", "packed16", Verdict::Faster),
        row("search", "bitfield", Verdict::Same),
        row("perft", "control", Verdict::Same),
        row("perft", "packed16", Verdict::Slower),
    ];
    let strayed = settle(&mut rows, control);
    assert_eq!(strayed, ["search"]);
    let words: Vec<String> = rows.iter().map(|r| r.verdict.to_string()).collect();
    assert_eq!(
        words,
        [
            "slower",
            "undecided (the control strayed)",
            "undecided (the control strayed)",
            "same",
            "slower",
        ]
    );
    assert!(
        rows.iter()
            .all(|r| r.verdict != Verdict::Undecided || !r.by_layout)
    );
    let note = strayed_note(&strayed, control).unwrap();
    for words in [
        "in search",
        "undecided (the control strayed)",
        "a quieter machine",
        "more rounds (--long)",
        "this CPU's layout study (encodings-study/bench/layouts.sh)",
    ] {
        assert!(note.contains(words), "{words:?} not in {note:?}");
    }
    // A run whose control held says nothing of it.
    assert_eq!(strayed_note(&[], control), None);
    // The file writes the verdict as one word and reads it back.
    let json = serde_json::to_string(&Verdict::Undecided).unwrap();
    assert_eq!(json, "\"undecided\"");
    assert_eq!(
        serde_json::from_str::<Verdict>(&json).unwrap(),
        Verdict::Undecided
    );
}
