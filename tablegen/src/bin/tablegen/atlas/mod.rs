//! `tablegen atlas`: one static HTML page of every table of a strategy's generated
//! file, with a board on which to pick an entry. The numbers are read back from the
//! file itself (`source.rs`), laid out as markup with maud (`page.rs`, `tables.rs`),
//! and handed to the small inline script as JSON (`data.rs`).

mod data;
mod page;
mod source;
mod tables;

use std::path::PathBuf;

use clap::Args;
use tablegen::Sliders;

use crate::sliders_arg::SlidersParser;
use crate::write::write_atomically;

#[derive(Args)]
pub struct AtlasArgs {
    /// The slider strategy whose generated file the page shows.
    #[arg(long, value_name = "STRATEGY", value_parser = SlidersParser, default_value_t)]
    sliders: Sliders,
    /// Where to write the page, such as atlas.html.
    path: PathBuf,
}

/// Writes the page, atomically, or says what is wrong.
pub fn run(args: &AtlasArgs) -> Result<(), String> {
    let source = source::Source::read(args.sliders)?;
    let html = page::render(&source)?;
    write_atomically(&args.path, html.as_bytes())
        .map_err(|e| format!("cannot write {}: {e}", args.path.display()))?;
    println!(
        "written: {} ({} tables of the {} file)",
        args.path.display(),
        source.tables.len(),
        args.sliders
    );
    Ok(())
}
