//! The report's page from a run's files: every encoding's verdict from `verdicts.json`,
//! another machine's verdicts beside them with the differing pair marked, a workload
//! whose control strayed shown undecided with what to do, the errors
//! (a malformed or missing file, an unwritable page: named, and no page written), and
//! the page in a real browser (headless Chromium, skipped with a message where there is
//! none): the DOM after loading holds every verdict, and a screenshot is not blank.

use std::fs;
use std::path::{Path, PathBuf};

use movegen_browser::{Chromium, file_url, not_blank};
use movegen_report::args::Options;
use movegen_report::formats::instructions::SUMMARIES;
use movegen_report::sources::Sources;
use movegen_workloads::encodings::{BASELINE, CONTROL, ENCODINGS};
use movegen_workloads::workload::WORKLOADS;
use serde_json::{Value, json};

/// A fresh directory for one test, as the target directory of a run.
fn scratch(name: &str) -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(name);
    let _ = fs::remove_dir_all(&dir);
    fs::create_dir_all(dir.join("encodings")).unwrap();
    dir
}

/// The verdict the fixture's file gives a pair: each of the three, in turn; the control
/// "same", but on the first workload, where it strays.
fn written(w: usize, e: usize) -> &'static str {
    match (ENCODINGS[e] == CONTROL, w) {
        (true, 0) => "slower",
        (true, _) => "same",
        (false, _) => ["same", "slower", "faster"][(w + e) % 3],
    }
}

/// The verdict the page shows: the file's, or on the first workload, where the control
/// strayed, "undecided (the control strayed)" for every other encoding.
fn verdict_of(w: usize, e: usize) -> &'static str {
    match (ENCODINGS[e] == CONTROL, w) {
        (false, 0) => "undecided (the control strayed)",
        _ => written(w, e),
    }
}

/// The verdicts of every pair, as a run writes them.
fn verdicts() -> Vec<Value> {
    let mut out = Vec::new();
    for (w, workload) in WORKLOADS.iter().enumerate() {
        for (e, encoding) in ENCODINGS.iter().enumerate() {
            let verdict = if *encoding == BASELINE {
                "same"
            } else {
                written(w, e)
            };
            let ratio = match verdict {
                "slower" => 1.1,
                "faster" => 0.9,
                _ => 1.0,
            };
            out.push(json!({
                "workload": workload, "encoding": encoding, "ratio": ratio,
                "low": ratio - 0.02, "high": ratio + 0.02, "verdict": verdict,
                "layout_spread": 0.01, "by_layout": false,
            }));
        }
    }
    out
}

/// Writes a run's three files under `target/encodings/`.
fn write_run(target: &Path) {
    let dir = target.join("encodings");
    let file = json!({
        "cpu": "Test CPU (family 1, model 2)",
        "machine": {"name": "Test CPU", "family": "1", "model": "2"},
        "commit": "abcdef0", "date": "2026-11-27", "mode": "quick run",
        "layout": "no layout study of this CPU", "verdicts": verdicts(),
    });
    fs::write(dir.join("verdicts.json"), file.to_string()).unwrap();
    let workloads: Vec<Value> = (WORKLOADS.iter())
        .map(|w| json!({"workload": w, "baseline_ns": 100.0, "floor": 1.02}))
        .collect();
    let run = json!({
        "mode": "quick run", "load_before": "0.1", "load_after": "0.2",
        "cpu": "Test CPU (family 1, model 2)", "workloads": workloads,
    });
    fs::write(dir.join("run.json"), run.to_string()).unwrap();
    let slices: Vec<Value> = (WORKLOADS.iter())
        .flat_map(|w| {
            ENCODINGS.iter().map(move |e| {
                json!({"workload": w, "encoding": e, "estimates": [1.0, 1.01],
                       "slices": [[0.98, 1.0, 1.02, 1.01], [0.99, 1.03, 1.0, 1.0]]})
            })
        })
        .collect();
    fs::write(dir.join("slices.json"), Value::Array(slices).to_string()).unwrap();
}

/// gungraun's summaries of the instruction bench under `home`: the pair numbered `n`
/// counts `1000 + n` instructions.
fn write_instructions(home: &Path) {
    let dir = home.join(SUMMARIES);
    for n in 0..WORKLOADS.len() * ENCODINGS.len() {
        let case = dir.join(format!("run.cases_{n}"));
        fs::create_dir_all(&case).unwrap();
        let ir = json!({"values": {"new": 1000 + n}});
        let summary = json!({"profiles": [
            {"tool": "Callgrind", "data": {"total": {"metrics": {"Ir": ir}}}}
        ]});
        fs::write(case.join("summary.json"), summary.to_string()).unwrap();
    }
}

/// Another machine's file, in the older bare form, with one verdict changed.
fn other_machine(dir: &Path) -> PathBuf {
    let mut list = verdicts();
    let changed = (list.iter_mut())
        .find(|v| {
            v["encoding"] != BASELINE
                && v["encoding"] != CONTROL
                && v["workload"] != WORKLOADS[0]
                && v["verdict"] == "same"
        })
        .unwrap();
    changed["verdict"] = json!("slower");
    let path = dir.join("other-verdicts.json");
    fs::write(&path, Value::Array(list).to_string()).unwrap();
    path
}

/// The text of the element whose id is `id`.
fn text_of<'h>(html: &'h str, id: &str) -> Option<&'h str> {
    let at = html.find(&format!("id=\"{id}\""))?;
    let rest = &html[at..];
    Some(&rest[rest.find('>')? + 1..rest.find('<')?])
}

fn every_verdict_is_shown(html: &str) {
    for (w, workload) in WORKLOADS.iter().enumerate() {
        for (e, encoding) in ENCODINGS.iter().enumerate() {
            if *encoding == BASELINE {
                continue;
            }
            let id = format!("v-{workload}-{encoding}");
            assert_eq!(text_of(html, &id), Some(verdict_of(w, e)), "{id}");
        }
    }
}

#[test]
fn the_page_shows_every_verdict_and_marks_what_differs_between_machines() {
    let target = scratch("page");
    write_run(&target);
    let mut sources = Sources::under(&target);
    sources.gungraun = target.join("gungraun");
    write_instructions(&sources.gungraun);
    let options = Options {
        add: vec![other_machine(&target)],
        ..Options::default()
    };
    movegen_report::run(&options, &sources).unwrap();
    let html = fs::read_to_string(&sources.page).unwrap();
    every_verdict_is_shown(&html);
    // The first workload's control strayed: the page says so, and what to do.
    let strayed = format!(
        "in {}: every other verdict there is undecided",
        WORKLOADS[0]
    );
    assert!(html.contains(&strayed) && html.contains("more rounds (--long)"));
    assert!(html.contains("Test CPU (family 1, model 2), abcdef0, 2026-11-27"));
    assert!(html.contains("other-verdicts.json (no machine named)"));
    assert_eq!(html.matches("class=\"differs\"").count(), 1);
    assert!(html.contains("1 of ") && html.contains(" pairs differ"));
    // Nothing fetched from elsewhere, and no file beside the page.
    assert!(!html.contains("src=\"http"));
    let names: Vec<_> = fs::read_dir(sources.page.parent().unwrap())
        .unwrap()
        .collect();
    assert_eq!(names.len(), 1);
    // The instruction counts: their table and chart, beside the wall clock's.
    let at = html
        .find("<h3>x86-64, instructions (callgrind)</h3>")
        .unwrap();
    let section = &html[at..];
    let section = &section[..section[4..]
        .find("<h3>")
        .map_or(section.len(), |end| end + 4)];
    assert!(
        section.contains("<table") && section.contains("<svg"),
        "{section}"
    );
    assert!(!section.contains("Not measured"));
    // The run's CPU has no layout study: the page says so.
    assert!(html.contains("id=\"no-study\""));

    let Some(chromium) = Chromium::find("the report in a browser") else {
        return;
    };
    let dom = chromium.dump_dom(&file_url(&sources.page, "")).unwrap();
    every_verdict_is_shown(&dom);
    let png = target.join("report.png");
    chromium
        .screenshot(&file_url(&sources.page, ""), &png, 1200, 900)
        .unwrap();
    not_blank(&png, 0.05, 16).unwrap();
}

#[test]
fn bad_files_and_paths_are_named_and_leave_no_page() {
    let target = scratch("page_errors");
    write_run(&target);
    let sources = Sources::under(&target);
    let missing = target.join("nowhere/verdicts.json");
    let options = Options {
        add: vec![missing.clone()],
        ..Options::default()
    };
    let e = movegen_report::run(&options, &sources).unwrap_err();
    assert!(
        e.contains("cannot read") && e.contains("nowhere/verdicts.json"),
        "{e}"
    );

    let cut = target.join("cut.json");
    fs::write(&cut, "[{\"workload\": \"pack\",").unwrap();
    let options = Options {
        add: vec![cut],
        ..Options::default()
    };
    let e = movegen_report::run(&options, &sources).unwrap_err();
    assert!(e.contains("cut.json") && e.contains("not JSON"), "{e}");

    fs::write(target.join("encodings/verdicts.json"), "{\"cpu\": 3}").unwrap();
    let e = movegen_report::run(&Options::default(), &sources).unwrap_err();
    assert!(e.contains("verdicts.json"), "{e}");
    assert!(!sources.page.exists());

    write_run(&target);
    let mut sources = Sources::under(&target);
    sources.page = target.join("encodings/verdicts.json/index.html");
    let e = movegen_report::run(&Options::default(), &sources).unwrap_err();
    assert!(e.contains("cannot write"), "{e}");
}

#[test]
fn without_any_run_the_page_names_the_commands_that_make_each_part() {
    let target = scratch("page_empty");
    let sources = Sources::under(&target);
    movegen_report::run(&Options::default(), &sources).unwrap();
    let html = fs::read_to_string(&sources.page).unwrap();
    assert!(html.contains("No verdicts: cannot read"), "{html}");
    assert!(html.contains("<code>cargo bench --bench encodings</code>"));
    assert!(html.contains("<code>cargo bench --bench encodings_criterion</code>"));
    assert!(html.contains("missing"));
}
