//! Vendoring the attack tables: writes the `compact` tables (7 KiB, data only: plain,
//! documented `u64` arrays) into a crate of your own, with `movegen-tablegen` as a
//! library, as `cargo tablegen write --sliders compact FILE` does. The lookup code to put
//! next to the file is in `docs/embedded.md` ("Vendoring guide").
//!
//! ```text
//! cargo run --example vendor_tables -- [FILE] [magic|pext|compact]
//! cargo run --example vendor_tables -- ../my-engine/src/tables.rs
//! ```
//!
//! Copy it into a build tool of your own with `movegen-tablegen` as its dependency
//! (`default-features = false`: the library, without the command). The output is
//! deterministic: run it again after updating and commit the file if it changed.

use std::path::PathBuf;

use tablegen::Sliders;

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let mut args = std::env::args().skip(1);
    let path = PathBuf::from(args.next().unwrap_or_else(|| "tables.rs".into()));
    let sliders: Sliders = match args.next() {
        Some(name) => name.parse()?,
        None => Sliders::Compact,
    };

    // The whole file: a header naming the command that regenerates it, a size ledger,
    // then every table. The same bytes movegen's build script compiles in.
    let source = tablegen::render(sliders);
    // Written only when the bytes changed, so that nothing rebuilds for nothing.
    if std::fs::read_to_string(&path).ok().as_deref() == Some(source.as_str()) {
        println!("{} is up to date", path.display());
    } else {
        std::fs::write(&path, &source)?;
        println!(
            "wrote {} ({} bytes of source)",
            path.display(),
            source.len()
        );
    }
    print!("{}", tablegen::ledger(sliders));
    Ok(())
}
