//! `movegen-wasm sizes`: builds every module the docs speak of and writes their sizes
//! as one markdown table, the one place the docs take a module's size from: the block
//! between [`BEGIN`] and [`END`] in `docs/wasm.md`. `--update` rewrites that block;
//! `--check` (CI) builds them again and fails when the committed table differs from
//! the build, naming the command that refreshes it. Sizes depend on the toolchain: the table names the `rustc` that made it, and
//! `--check` compares only under that one (under another it says so and compares
//! nothing). Either way it fails when the core module reaches 64 KiB.

use std::path::{Path, PathBuf};
use std::process::Command;

use crate::module::{Module, target_dir, workspace};

/// The file of the table, from the workspace's root.
pub const TABLE: &str = "docs/wasm.md";

/// The line before the table in [`TABLE`].
const BEGIN: &str = "<!-- sizes: written by `cargo run -p movegen-wasm -- sizes --update`, \
                     DO NOT EDIT; CI checks it against the build (`sizes --check`) -->\n";

/// The line after it.
const END: &str = "<!-- sizes: end -->\n";

/// The most bytes the core module may take: it must fit where the micro:bit's
/// firmware does.
const CORE_LIMIT: u64 = 64 * 1024;

/// One module of the table: what it is, and how `movegen-wasm build` makes it.
struct Row {
    what: &'static str,
    sliders: &'static str,
    features: &'static str,
    opt_level: &'static str,
}

/// The modules, the core first.
const ROWS: [Row; 6] = [
    Row {
        what: "the core: FEN, legal moves, make, perft",
        sliders: "compact",
        features: "",
        opt_level: "z",
    },
    Row {
        what: "the core and the page's calls",
        sliders: "compact",
        features: "page",
        opt_level: "z",
    },
    Row {
        what: "**the page's** (`movegen-wasm page`)",
        sliders: "compact",
        features: "page,zobrist",
        opt_level: "s",
    },
    Row {
        what: "the page's, perft by copy-make",
        sliders: "compact",
        features: "page,zobrist,copy-make",
        opt_level: "3",
    },
    Row {
        what: "the page's with magic tables",
        sliders: "magic",
        features: "page,zobrist",
        opt_level: "s",
    },
    Row {
        what: "magic, perft by copy-make",
        sliders: "magic",
        features: "page,zobrist,copy-make",
        opt_level: "3",
    },
];

/// What `sizes` does with the table.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Mode {
    /// Writes it to standard output.
    Print,
    /// Writes it to [`TABLE`].
    Update,
    /// Compares it with [`TABLE`].
    Check,
}

/// The toolchain that builds the modules: `rustc -V` in the workspace.
fn toolchain() -> Result<String, String> {
    let rustc = std::env::var_os("RUSTC").unwrap_or_else(|| "rustc".into());
    let out = Command::new(rustc)
        .arg("-V")
        .current_dir(workspace())
        .output()
        .map_err(|e| format!("cannot run rustc -V: {e}"))?;
    Ok(String::from_utf8_lossy(&out.stdout).trim().to_string())
}

/// Builds the module of `row`; its size.
fn build(row: &Row) -> Result<u64, String> {
    let mut module = Module::page();
    module.set_sliders(row.sliders)?;
    module.set_opt_level(row.opt_level)?;
    module.features = row.features.to_string();
    let name = format!(
        "{}-{}-{}.wasm",
        row.sliders,
        row.features.replace(',', "+"),
        row.opt_level
    );
    module.build(&target_dir().join("sizes").join(name))
}

/// `1234567` as `1,234,567`.
pub fn thousands(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    out
}

/// The table: what it measures, the toolchain, a row for each module.
fn render(toolchain: &str, sizes: &[u64]) -> String {
    let mut out = String::from(
        "Bytes of each module as `movegen-wasm build --sliders SLIDERS --features FEATURES \
         --opt-level L` makes it (release, fat LTO, one codegen unit, `panic = \"abort\"`, \
         stripped), ",
    );
    out += &format!("built by `{toolchain}`: another toolchain gives other sizes.\n\n");
    out +=
        "| module | sliders | features | opt-level | bytes |\n| --- | --- | --- | ---: | ---: |\n";
    for (row, size) in ROWS.iter().zip(sizes) {
        let features = if row.features.is_empty() {
            "(none)".to_string()
        } else {
            format!("`{}`", row.features)
        };
        out += &format!(
            "| {} | `{}` | {features} | `{}` | {} |\n",
            row.what,
            row.sliders,
            row.opt_level,
            thousands(*size)
        );
    }
    out += &format!(
        "\nThe core module must stay under 64 KiB ({} bytes), where the micro:bit's firmware \
         fits: `sizes` fails when it does not.\n",
        thousands(CORE_LIMIT)
    );
    out
}

/// The table of `file` (between [`BEGIN`] and [`END`]), and where it starts and ends.
fn table_of(file: &str) -> Result<(usize, usize), String> {
    let start = file.find(BEGIN).map(|at| at + BEGIN.len());
    let end = start.and_then(|start| file[start..].find(END).map(|len| start + len));
    match (start, end) {
        (Some(start), Some(end)) => Ok((start, end)),
        _ => Err(format!(
            "{TABLE} has no table of sizes: its lines {BEGIN:?} and {END:?}"
        )),
    }
}

/// The toolchain a table names, if it names one.
fn toolchain_of(table: &str) -> Option<&str> {
    let start = table.find("built by `")? + "built by `".len();
    let len = table[start..].find('`')?;
    Some(&table[start..start + len])
}

/// Builds the modules (the core alone when `core_only`) and checks the core's limit.
fn sizes(core_only: bool) -> Result<Vec<u64>, String> {
    let rows = if core_only { &ROWS[..1] } else { &ROWS[..] };
    let mut sizes = Vec::new();
    for row in rows {
        let size = build(row)?;
        eprintln!("{}: {size} bytes", row.what);
        sizes.push(size);
    }
    if sizes[0] >= CORE_LIMIT {
        return Err(format!(
            "the core module is {} bytes: over its 64 KiB ({CORE_LIMIT} bytes)",
            sizes[0]
        ));
    }
    Ok(sizes)
}

/// Runs `sizes` in `mode`.
pub fn run(mode: Mode) -> Result<(), String> {
    let toolchain = toolchain()?;
    let path: PathBuf = workspace().join(TABLE);
    let file = std::fs::read_to_string(&path).map_err(|e| format!("{TABLE}: {e}"))?;
    let (start, end) = table_of(&file)?;
    match mode {
        Mode::Print => print!("{}", render(&toolchain, &sizes(false)?)),
        Mode::Update => {
            let table = render(&toolchain, &sizes(false)?);
            write(&path, &format!("{}{table}{}", &file[..start], &file[end..]))?;
            println!("written: the table of sizes in {TABLE}");
        }
        Mode::Check => {
            let committed = &file[start..end];
            match toolchain_of(committed) {
                Some(made) if made == toolchain => {
                    let built = render(&toolchain, &sizes(false)?);
                    if built != committed {
                        return Err(format!(
                            "the table of sizes in {TABLE} differs from the build; run \
                             `cargo run -p movegen-wasm -- sizes --update` and commit it:\n{built}"
                        ));
                    }
                    println!("{TABLE}: every size as built by {toolchain}");
                }
                made => {
                    sizes(true)?;
                    println!(
                        "{TABLE}: sizes made by {}, this is {toolchain}: sizes differ between \
                         toolchains, not compared (the core module is under 64 KiB)",
                        made.unwrap_or("an unnamed toolchain")
                    );
                }
            }
        }
    }
    Ok(())
}

/// Writes `text` to `path` through a temporary file beside it.
fn write(path: &Path, text: &str) -> Result<(), String> {
    let temporary = path.with_extension("md.sizes.tmp");
    std::fs::write(&temporary, text)
        .and_then(|()| std::fs::rename(&temporary, path))
        .map_err(|e| format!("cannot write {}: {e}", path.display()))
}

#[cfg(test)]
mod tests {
    #[test]
    fn thousands_and_the_toolchain_of_a_table() {
        assert_eq!(super::thousands(59_430), "59,430");
        assert_eq!(super::thousands(1_194_596), "1,194,596");
        assert_eq!(super::thousands(512), "512");
        let table = super::render("rustc 1.95.0 (59807616e 2026-04-14)", &[1; 6]);
        assert_eq!(
            super::toolchain_of(&table),
            Some("rustc 1.95.0 (59807616e 2026-04-14)")
        );
    }
}
