//! The workloads of the encodings benchmark (this crate, `movegen-workloads`):
//! each runs once with every encoding of the benchmark's list (the library's and the
//! control) and checks what it computed, the list of workloads holds every workload, and
//! the benchmark's list of encodings is the library's plus the control.

use std::collections::BTreeSet;
use std::marker::PhantomData;

use movegen::Encoding;
use movegen::encoding::list::{self, EncodingVisitor};
use movegen_workloads::encodings::{BASELINE, CONTROL, ENCODINGS, for_each_encoding};
use movegen_workloads::engine::Found;
use movegen_workloads::inputs::Inputs;
use movegen_workloads::workload::{
    Scratch, Search, WORKLOAD_TYPES, WORKLOADS, Workload, WorkloadVisitor, for_each_workload,
};

/// Runs every workload with every encoding, as the benchmark does once per iteration,
/// and records which ran.
struct RunAll<'i> {
    inputs: &'i Inputs,
    ran: Vec<(&'static str, &'static str)>,
}

impl WorkloadVisitor for RunAll<'_> {
    fn visit<W: Workload>(&mut self) {
        assert!(W::elements(self.inputs) > 0, "{}: no elements", W::NAME);
        for_each_encoding(&mut RunOne::<W> {
            all: self,
            workload: PhantomData,
        });
    }
}

struct RunOne<'a, 'i, W> {
    all: &'a mut RunAll<'i>,
    workload: PhantomData<W>,
}

impl<W: Workload> EncodingVisitor for RunOne<'_, '_, W> {
    fn visit<E: Encoding>(&mut self) {
        let inputs = self.all.inputs;
        let mut scratch = Scratch::<E>::new(inputs);
        let output = W::run::<E>(inputs, &mut scratch);
        W::check::<E>(inputs, &scratch, output);
        self.all.ran.push((W::NAME, E::NAME));
    }
}

#[test]
fn every_workload_checks_out_with_every_encoding() {
    let inputs = Inputs::new();
    // The sizes the README's encodings section gives.
    assert_eq!(inputs.positions.len(), 318, "positions");
    assert_eq!(inputs.fields.len(), 4_510, "moves");
    assert_eq!(inputs.perft.nodes, 9_625_836, "perft leaf nodes");
    assert_eq!(inputs.make_unmake.nodes, 338_381, "make-unmake leaf nodes");
    assert_eq!(inputs.search.len(), 16, "search positions");
    let mut all = RunAll {
        inputs: &inputs,
        ran: Vec::new(),
    };
    for_each_workload(&mut all);
    let expected: Vec<_> = WORKLOADS
        .iter()
        .flat_map(|&w| ENCODINGS.iter().map(move |&e| (w, e)))
        .collect();
    assert_eq!(all.ran, expected);
}

/// The types that `source` implements [`Workload`] (or `Tree`) for.
fn implemented(source: &str) -> BTreeSet<&str> {
    source
        .lines()
        .filter_map(|line| {
            let line = line.trim();
            (line.strip_prefix("impl Workload for "))
                .or_else(|| line.strip_prefix("impl Tree for "))
        })
        .map(|rest| rest.split([' ', '{']).next().unwrap())
        .collect()
}

/// Finds the workloads left out of the list; `source` is the text of the workloads
/// module.
fn missing_from_the_list<'s>(source: &'s str, list: &[&str]) -> Vec<&'s str> {
    implemented(source)
        .into_iter()
        .filter(|ty| !list.contains(ty))
        .collect()
}

#[test]
fn every_workload_is_in_the_list() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/src/workload.rs");
    let source = std::fs::read_to_string(path).unwrap();
    assert_eq!(
        missing_from_the_list(&source, &WORKLOAD_TYPES),
        Vec::<&str>::new(),
        "{path}: workloads missing from the list (`with_workloads!` in src/list.rs)"
    );
    let names: BTreeSet<_> = WORKLOADS.iter().collect();
    assert_eq!(names.len(), WORKLOADS.len(), "two workloads of one name");
}

/// The check finds a workload left out of the list.
#[test]
fn a_workload_left_out_of_the_list_is_found() {
    let source = "impl Workload for Pack {}\nimpl Workload for Search {\nimpl Tree for Perft {";
    assert_eq!(
        missing_from_the_list(source, &["Pack"]),
        ["Perft", "Search"]
    );
}

/// Each encoding's search results, with what may make them differ: the entries of
/// its transposition table and whether its moves carry the moving piece (killers are
/// compared by equality).
struct Searches<'i> {
    inputs: &'i Inputs,
    found: Vec<((usize, bool), &'static str, Vec<Found>)>,
}

impl EncodingVisitor for Searches<'_> {
    fn visit<E: Encoding>(&mut self) {
        let mut scratch = Scratch::<E>::new(self.inputs);
        let found = Search::run::<E>(self.inputs, &mut scratch);
        Search::check::<E>(self.inputs, &scratch, found.clone());
        let class = (scratch.table.len(), scratch.moves[0].piece().is_some());
        self.found.push((class, E::NAME, found));
    }
}

/// Every encoding finds the same scores and best moves (each run's check), and
/// encodings with as many table entries whose moves carry the same fields visit
/// exactly the same nodes.
#[test]
fn search_node_counts_differ_only_by_design() {
    let inputs = Inputs::new();
    let mut searches = Searches {
        inputs: &inputs,
        found: Vec::new(),
    };
    for_each_encoding(&mut searches);
    for (class, name, found) in &searches.found {
        let nodes: Vec<u64> = found.iter().map(|f| f.nodes).collect();
        let total: u64 = nodes.iter().sum();
        eprintln!("{name}: {} table entries, {total} nodes", class.0);
        for (other_class, other, other_found) in &searches.found {
            if other_class == class {
                let other_nodes: Vec<u64> = other_found.iter().map(|f| f.nodes).collect();
                assert_eq!(nodes, other_nodes, "search nodes: {name} and {other}");
            }
        }
    }
}

/// The benchmark's encodings are the library's, in its order, and then the control;
/// the baseline of every ratio is among them.
#[test]
fn the_bench_list_is_the_library_list_and_the_control() {
    assert_eq!(ENCODINGS[..list::ENCODINGS.len()], list::ENCODINGS);
    assert_eq!(ENCODINGS[list::ENCODINGS.len()..], [CONTROL]);
    assert_eq!(ENCODINGS[0], BASELINE);
}
