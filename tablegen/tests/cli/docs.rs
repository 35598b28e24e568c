//! Every output of the `tablegen` command that the documentation quotes, run and
//! compared: the README's and `docs/tables.md`'s `show knight e4`, this package's README's
//! `show rook` and `sizes --sliders compact`, and the totals of `docs/tables.md`'s size
//! ledgers.

use tablegen::Sliders;

use super::{stderr, stdout, tablegen};

#[path = "../../../testkit/src/quoted.rs"]
mod quoted;

/// What `tablegen ARGS` prints, which must succeed.
fn prints(args: &[&str]) -> String {
    let out = tablegen(args);
    assert!(out.status.success(), "{args:?}: {}", stderr(&out));
    stdout(&out)
}

fn root() -> &'static std::path::Path {
    quoted::workspace_root(env!("CARGO_MANIFEST_DIR"))
}

#[test]
fn the_quoted_show_and_sizes_outputs_are_the_commands() {
    let knight = prints(&["show", "knight", "e4"]);
    for (path, marker, output) in [
        ("README.md", "cargo tablegen show knight e4", &knight),
        ("docs/tables.md", "`show knight e4` prints:", &knight),
        (
            "tablegen/README.md",
            "`cargo tablegen show rook d4 --occupied d6,b4,g4` prints:",
            &prints(&["show", "rook", "d4", "--occupied", "d6,b4,g4"]),
        ),
        (
            "tablegen/README.md",
            "and `cargo tablegen sizes --sliders compact`:",
            &prints(&["sizes", "--sliders", "compact"]),
        ),
    ] {
        quoted::assert_quoted(root(), path, marker, output);
    }
}

/// The `**total**` row of `docs/tables.md` holds each strategy's total as `sizes`
/// prints it: bytes, and KiB to one decimal.
#[test]
fn the_ledger_totals_of_the_tables_guide_are_the_commands() {
    let doc = std::fs::read_to_string(root().join("docs/tables.md")).unwrap();
    let row = (doc.lines())
        .find(|line| line.starts_with("| **total** |"))
        .expect("docs/tables.md has a **total** row");
    for s in Sliders::ALL {
        let ledger = prints(&["sizes", "--sliders", s.name()]);
        let total = ledger.lines().last().expect("a total line");
        let fields: Vec<&str> = total.split_whitespace().collect();
        // total ENTRIES BYTES (N.N KiB)
        let bytes = fields[2];
        let kib = fields[3].trim_start_matches('(');
        let cell = format!("**{bytes} ({kib} KiB)**");
        assert!(
            row.contains(&cell),
            "docs/tables.md's total row is stale for {s}: `cargo tablegen sizes --sliders \
             {s}` ends with {total:?}, so the row should hold {cell}: {row}"
        );
    }
}

/// `docs/embedded.md`'s table of what the freestanding program costs quotes, for each
/// strategy, its ledger less the Zobrist keys (the program does not link them).
#[test]
fn the_embedded_guide_quotes_each_ledger_less_the_keys() {
    let doc = std::fs::read_to_string(root().join("docs/embedded.md")).unwrap();
    for s in Sliders::ALL {
        let ledger = prints(&["sizes", "--sliders", s.name()]);
        let bytes = |prefix: &str| -> u64 {
            let line = (ledger.lines()).find(|l| l.starts_with(prefix)).unwrap();
            let fields: Vec<&str> = line.split_whitespace().collect();
            let at = fields
                .iter()
                .rposition(|f| f.parse::<u64>().is_ok())
                .unwrap();
            fields[at].parse().unwrap()
        };
        let attack_tables = bytes("total ") - bytes("ZOBRIST ");
        let row = format!("| {s} | {attack_tables} |");
        assert!(
            doc.lines().any(|line| line.starts_with(&row)),
            "docs/embedded.md is stale: its row for {s} should start {row:?} (`cargo \
             tablegen sizes --sliders {s}` less ZOBRIST)"
        );
    }
}
