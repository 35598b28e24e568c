//! `movegen merge DIR_A DIR_B`: two result sets of the same split (the same manifest,
//! the units copied to two folders), counted with different keys, compared unit by
//! unit. A count misled by a collision of one key set is not misled the same way by an
//! independent one, so two counts that agree were misled by neither; a unit whose
//! counts differ is named with both (and counted again, without a table or with a
//! third seed, to tell which is right).

use std::collections::BTreeMap;
use std::process::ExitCode;

use clap::error::ErrorKind;

use crate::merge_set::{Set, error, sum, verify};
use crate::unit_file::{MANIFEST, result_name};

/// Compares the sets `a` and `b`: every unit whose counts differ, or whose result is
/// missing or does not match in either, is named on standard error (exit status 1);
/// when all agree, the key sets and the agreement go to standard error and the total
/// to standard output. Two different splits, or one folder twice, are refused (exit
/// status 2).
pub(crate) fn run(a: &Set, b: &Set, verify_percent: Option<u8>) -> Result<ExitCode, clap::Error> {
    same_split(a, b)?;
    let (shown_a, shown_b) = (a.dir.display(), b.dir.display());
    let mut problems = Vec::new();
    let (mut differ, mut lacking) = (0, 0);
    let mut agreed = Vec::new();
    let mut not_independent = 0;
    for (i, (name, _)) in a.manifest.units.iter().enumerate() {
        match (&a.units[i], &b.units[i]) {
            (Ok(x), Ok(y)) if x.result.nodes != y.result.nodes => {
                differ += 1;
                problems.push(format!(
                    "{}: {} nodes in {shown_a} ({}), {} in {shown_b} ({})",
                    result_name(name),
                    x.result.nodes,
                    x.result.keys_shown(),
                    y.result.nodes,
                    y.result.keys_shown()
                ));
            }
            (Ok(x), Ok(y)) => {
                let independent = match (x.result.keys, y.result.keys) {
                    (Some(p), Some(q)) => p.independent_of(q),
                    _ => false,
                };
                not_independent += usize::from(!independent);
                agreed.push((x.path.clone(), x.result.nodes));
            }
            (x, y) => {
                lacking += 1;
                for (shown, unit) in [(&shown_a, x), (&shown_b, y)] {
                    if let Err(p) = unit {
                        problems.push(format!("{}: {shown}: {}", p.file, p.what));
                    }
                }
            }
        }
    }
    let units = a.manifest.units.len();
    let mut recounted = Vec::new();
    if problems.is_empty()
        && let Some(percent) = verify_percent
    {
        recounted = verify(&agreed, percent)?;
    }
    if !problems.is_empty() || !recounted.is_empty() {
        for problem in problems.iter().chain(&recounted) {
            eprintln!("{problem}");
        }
        let recount = match recounted.len() {
            0 => String::new(),
            n => format!(", {n} differ from a recount"),
        };
        eprintln!(
            "of {units} units, {differ} differ between {shown_a} and {shown_b}, {lacking} lack \
             a result in one or both{recount}: no total"
        );
        return Ok(ExitCode::FAILURE);
    }
    let total = sum(agreed.iter().map(|&(_, nodes)| nodes))?;
    eprintln!("{shown_a}: {}", keys_of(a));
    eprintln!("{shown_b}: {}", keys_of(b));
    eprintln!("both sets agree on all {units} units");
    if not_independent > 0 {
        eprintln!(
            "note: {} had no independent keys in the two sets (the same key set, \
             or one a version 1 result does not record): for those, the agreement does not \
             rule out a collision",
            units_of(not_independent)
        );
    }
    println!("Nodes searched: {total}");
    Ok(ExitCode::SUCCESS)
}

/// The key sets of a set's results: `16 units, keys seed 1`, or each set with its
/// number of units when they are not all the same.
fn keys_of(set: &Set) -> String {
    let mut by_keys: BTreeMap<String, usize> = BTreeMap::new();
    for counted in set.units.iter().flatten() {
        *by_keys.entry(counted.result.keys_shown()).or_default() += 1;
    }
    let units = units_of(set.units.len());
    match by_keys.len() {
        1 => format!(
            "{units}, {}",
            by_keys.keys().next().unwrap_or(&String::new())
        ),
        _ => {
            let each: Vec<String> = by_keys
                .iter()
                .map(|(keys, &n)| format!("{keys} ({})", units_of(n)))
                .collect();
            format!("{units}, {}", each.join(", "))
        }
    }
}

/// `1 unit`, `2 units`.
fn units_of(n: usize) -> String {
    match n {
        1 => "1 unit".into(),
        n => format!("{n} units"),
    }
}

/// Refuses two folders that are not the same split (their manifests differ: each
/// difference named), or the same folder twice.
fn same_split(a: &Set, b: &Set) -> Result<(), clap::Error> {
    let (shown_a, shown_b) = (a.dir.display(), b.dir.display());
    let refuse = |what: String| Err(error(ErrorKind::ValueValidation, what));
    if let (Ok(x), Ok(y)) = (a.dir.canonicalize(), b.dir.canonicalize())
        && x == y
    {
        return refuse(format!(
            "{shown_a} and {shown_b} are the same folder: give two copies of the split, \
             counted with different keys"
        ));
    }
    if a.manifest_text == b.manifest_text {
        return Ok(());
    }
    let (x, y) = (&a.manifest, &b.manifest);
    let mut differences = Vec::new();
    let mut differ = |field: &str, p: String, q: String| {
        if p != q {
            differences.push(format!("{field} {p} in {shown_a}, {q} in {shown_b}"));
        }
    };
    differ("root", x.root.clone(), y.root.clone());
    differ("depth", x.depth.to_string(), y.depth.to_string());
    differ("split", x.split.to_string(), y.split.to_string());
    differ(
        "positions",
        x.positions.to_string(),
        y.positions.to_string(),
    );
    differ("paths", x.paths.to_string(), y.paths.to_string());
    differ(
        "units",
        x.units.len().to_string(),
        y.units.len().to_string(),
    );
    if let Some(((name, p), (other, q))) = x.units.iter().zip(&y.units).find(|(u, v)| u != v) {
        if name == other {
            differ(
                &format!("{name}'s checksum"),
                format!("{p:016x}"),
                format!("{q:016x}"),
            );
        } else {
            differ("unit", name.clone(), other.clone());
        }
    }
    if differences.is_empty() {
        differences.push(format!("the bytes of their {MANIFEST} differ"));
    }
    refuse(format!(
        "{shown_a} and {shown_b} are not the same split: {}",
        differences.join("; ")
    ))
}
