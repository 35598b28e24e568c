//! `movegen merge DIR [DIR_B] [--verify P]`: checks that every unit of a split has its
//! result, for the unit file as it is, and prints the total; `--verify` recounts a
//! sample. With two folders (two result sets of the same split, counted with different
//! keys), compares them unit by unit (`merge_two.rs`). Both read the folders with
//! `merge_set.rs`.

use std::path::PathBuf;
use std::process::ExitCode;

use crate::merge_set::{read_set, sum, verify};
use crate::merge_two;

/// Adds up the results of a split's units (`movegen split`, `movegen unit`), or compares
/// two sets of them
///
/// Every unit the manifest lists must have a result whose checksum is the unit file's
/// (recomputed from its bytes, and the manifest's); the total is printed as `Nodes
/// searched: N`. A missing or mismatched result is named and the exit status is 1.
/// Given two folders of the same split (the same manifest), counted with different
/// keys (`movegen unit --hash MB --keys SEED`), every unit whose two counts differ is
/// named with both, and the exit status is 1; when all agree the total is printed
#[derive(clap::Args)]
#[command(override_usage = "movegen merge [--verify <P>] <DIR> [<DIR_B>]")]
pub(crate) struct Args {
    /// The folder of the split (with manifest.txt), and optionally a second folder of
    /// the same split whose results to compare with the first's
    #[arg(value_name = "DIR", required = true, num_args = 1..=2)]
    dirs: Vec<PathBuf>,

    /// Recount P percent of the units (1 to 100; at least one unit, chosen evenly) and
    /// compare with their results
    #[arg(long, value_name = "P", value_parser = clap::value_parser!(u8).range(1..=100))]
    verify: Option<u8>,
}
/// Runs `movegen merge`.
pub(crate) fn run(args: &Args) -> Result<ExitCode, clap::Error> {
    let a = read_set(&args.dirs[0])?;
    if let Some(b) = args.dirs.get(1) {
        let b = read_set(b)?;
        return merge_two::run(&a, &b, args.verify);
    }
    let mut problems = Vec::new();
    let mut results = Vec::new();
    for unit in &a.units {
        match unit {
            Ok(counted) => results.push((counted.path.clone(), counted.result.nodes)),
            Err(problem) => problems.push(format!("{}: {}", problem.file, problem.what)),
        }
    }
    let total = sum(results.iter().map(|&(_, nodes)| nodes))?;
    if problems.is_empty()
        && let Some(percent) = args.verify
    {
        problems.extend(verify(&results, percent)?);
    }
    if !problems.is_empty() {
        for problem in &problems {
            eprintln!("{problem}");
        }
        eprintln!(
            "{} of {} units failed: no total",
            problems.len(),
            a.manifest.units.len()
        );
        return Ok(ExitCode::FAILURE);
    }
    println!("Nodes searched: {total}");
    Ok(ExitCode::SUCCESS)
}
