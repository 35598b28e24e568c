//! Rendering tables as Rust source, as plain text: no syntax tree and no formatter, so
//! that a build script that depends on tablegen compiles tablegen alone. The layout is
//! rustfmt's and prettyplease's for such items (which emitted these files before, byte
//! for byte the same): a doc comment, `pub static NAME: TYPE = [`, four spaces of
//! indent per level of nesting, small tables filled several entries to a line within
//! [`MARGIN`] columns, large ones one entry a line, a comma after every entry.

use crate::geometry::hex;
use crate::sliders::{Sliders, one_of};

/// The element type of an emitted table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Elem {
    /// `u8`, printed as two hex digits.
    U8,
    /// `u32`, printed as eight hex digits.
    U32,
    /// `u64`, printed as sixteen hex digits.
    U64,
}

impl Elem {
    /// Size of one element in bytes.
    pub fn bytes(self) -> usize {
        match self {
            Elem::U8 => 1,
            Elem::U32 => 4,
            Elem::U64 => 8,
        }
    }

    fn name(self) -> &'static str {
        match self {
            Elem::U8 => "u8",
            Elem::U32 => "u32",
            Elem::U64 => "u64",
        }
    }
}

/// One table to emit: a (possibly nested) array of unsigned integers.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Table {
    /// The name of the emitted `static`, such as `KNIGHT_ATTACKS`.
    pub name: String,
    /// What the table holds and how it is indexed (the first lines of its doc comment).
    pub doc: String,
    /// The tablegen function that produced it, named in the doc comment.
    pub producer: &'static str,
    /// The element type.
    pub elem: Elem,
    /// The array dimensions, outermost first: `[2, 64]` is `[[u64; 64]; 2]`.
    pub dims: Vec<usize>,
    /// The entries in row-major order; their number is the product of `dims`.
    pub values: Vec<u64>,
}

impl Table {
    /// Number of entries.
    pub fn entries(&self) -> usize {
        self.values.len()
    }

    /// Size in bytes of the emitted array.
    pub fn bytes(&self) -> usize {
        self.values.len() * self.elem.bytes()
    }

    /// The Rust type of the table, such as `[[u64; 64]; 2]`.
    pub fn type_name(&self) -> String {
        self.dims
            .iter()
            .rev()
            .fold(self.elem.name().to_string(), |inner, n| {
                format!("[{inner}; {n}]")
            })
    }

    fn digits(&self) -> usize {
        self.elem.bytes() * 2
    }

    /// The array literal of `values` with dimensions `dims`, its inner lines indented
    /// by `indent` + 4 spaces and its closing bracket by `indent`.
    fn array(&self, out: &mut String, dims: &[usize], values: &[u64], indent: usize) {
        let pad = " ".repeat(indent + 4);
        out.push_str("[\n");
        match dims {
            [] => unreachable!("a table has at least one dimension"),
            [_] if self.values.len() > FILL_LIMIT => {
                // One entry a line: entry `i` is `i` lines below the opening bracket.
                for &value in values {
                    out.push_str(&format!("{pad}{},\n", hex(value, self.digits())));
                }
            }
            [_] => {
                let mut line = String::new();
                for &value in values {
                    let text = hex(value, self.digits());
                    if line.is_empty() {
                        line = format!("{pad}{text}");
                    } else if line.len() + ", ".len() + text.len() + ",".len() <= MARGIN {
                        line.push_str(", ");
                        line.push_str(&text);
                    } else {
                        out.push_str(&line);
                        out.push_str(",\n");
                        line = format!("{pad}{text}");
                    }
                }
                out.push_str(&line);
                out.push_str(",\n");
            }
            [n, rest @ ..] => {
                for row in values.chunks(values.len() / n) {
                    out.push_str(&pad);
                    self.array(out, rest, row, indent + 4);
                    out.push_str(",\n");
                }
            }
        }
        out.push_str(&" ".repeat(indent));
        out.push(']');
    }

    /// The table's item: its doc comment and `pub static NAME: TYPE = [...];`.
    fn item(&self, out: &mut String) {
        assert_eq!(
            self.dims.iter().product::<usize>(),
            self.values.len(),
            "{}: dimensions and entries disagree",
            self.name
        );
        for line in self.doc.lines() {
            out.push_str(&format!("/// {line}\n"));
        }
        out.push_str("///\n");
        out.push_str(&format!(
            "/// Type `{}`: {} entries, {} bytes. Produced by `{}`.\n",
            self.type_name(),
            self.entries(),
            self.bytes(),
            self.producer
        ));
        out.push_str(&format!(
            "pub static {}: {} = ",
            self.name,
            self.type_name()
        ));
        self.array(out, &self.dims, &self.values, 0);
        out.push_str(";\n");
    }
}

/// The width a line of entries keeps within, its indent and final comma included.
pub const MARGIN: usize = 89;

/// Tables with at most this many entries are printed several entries to a line.
const FILL_LIMIT: usize = 4096;

/// The size ledger: one line per table (name, type, entries, bytes), then the total.
pub fn ledger(tables: &[Table]) -> String {
    let name_w = tables
        .iter()
        .map(|t| t.name.len())
        .chain([5])
        .max()
        .unwrap_or(5);
    let type_w = tables
        .iter()
        .map(|t| t.type_name().len())
        .chain([4])
        .max()
        .unwrap_or(4);
    let mut out = format!(
        "{:name_w$}  {:type_w$}  {:>8}  {:>9}\n",
        "table", "type", "entries", "bytes"
    );
    for t in tables {
        out.push_str(&format!(
            "{:name_w$}  {:type_w$}  {:>8}  {:>9}\n",
            t.name,
            t.type_name(),
            t.entries(),
            t.bytes()
        ));
    }
    let entries: usize = tables.iter().map(Table::entries).sum();
    let bytes: usize = tables.iter().map(Table::bytes).sum();
    out.push_str(&format!(
        "{:name_w$}  {:type_w$}  {:>8}  {:>9}  ({:.1} KiB)\n",
        "total",
        "",
        entries,
        bytes,
        bytes as f64 / 1024.0
    ));
    out
}

/// The `SLIDERS` constant that opens every generated file: the file states its
/// strategy as data, so that the code around it can check what it was given.
fn sliders_item(sliders: Sliders, out: &mut String) {
    out.push_str("/// The slider strategy these tables were generated for: one of\n");
    out.push_str(&format!(
        "/// {}, as named by `cargo tablegen write --sliders`.\n",
        one_of(|s| format!("`\"{s}\"`"))
    ));
    out.push_str(&format!("pub const SLIDERS: &str = \"{sliders}\";\n"));
}

/// Renders the complete source file: the header (generated-file notice, regeneration
/// command, size ledger), the `SLIDERS` constant, then every table.
pub fn render_file(sliders: Sliders, tables: &[Table]) -> String {
    // Written `\x40generated` so that tools do not take this generator for generated code.
    let mut out = String::new();
    out.push_str("// \x40generated by tablegen. DO NOT EDIT.\n");
    out.push_str("//\n");
    out.push_str(&format!(
        "// Regenerate with: cargo tablegen write --sliders {sliders} PATH\n"
    ));
    out.push_str("// (build.rs writes the same bytes into OUT_DIR/tables.rs for every build.)\n");
    out.push_str("//\n");
    out.push_str("// Data only: no lookup code, no attributes, no dependencies; it compiles\n");
    out.push_str("// as a module of a #![no_std] crate. Squares are indexed A1 = 0, B1 = 1,\n");
    out.push_str("// ..., H1 = 7, A2 = 8, ..., H8 = 63; bit n of a bitboard is square n.\n");
    out.push_str("//\n");
    out.push_str(&format!("// Size ledger (sliders = {sliders}):\n"));
    for line in ledger(tables).lines() {
        out.push_str("//   ");
        out.push_str(line.trim_end());
        out.push('\n');
    }
    out.push('\n');
    sliders_item(sliders, &mut out);
    for table in tables {
        table.item(&mut out);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sample() -> Table {
        Table {
            name: "SAMPLE".into(),
            doc: "A sample.\nSecond line.".into(),
            producer: "tests::sample",
            elem: Elem::U64,
            dims: vec![2, 2],
            values: vec![1, 2, 0x2844_0044_2800, u64::MAX],
        }
    }

    #[test]
    fn renders_nested_hex_arrays_with_docs() {
        let src = render_file(Sliders::Magic, &[sample()]);
        assert!(src.starts_with("// \x40generated by tablegen. DO NOT EDIT.\n"));
        assert!(src.contains("\npub const SLIDERS: &str = \"magic\";\n"));
        assert!(src.contains("pub static SAMPLE: [[u64; 2]; 2] = ["));
        assert!(src.contains("0x0000_2844_0044_2800"));
        assert!(src.contains("0xffff_ffff_ffff_ffff"));
        assert!(src.contains("/// A sample.\n/// Second line.\n///\n/// Type `[[u64; 2]; 2]`"));
        assert!(src.contains("Produced by `tests::sample`."));
    }

    #[test]
    fn ledger_totals() {
        let mut small = sample();
        small.name = "SMALL".into();
        small.elem = Elem::U8;
        let text = ledger(&[sample(), small]);
        let last = text.lines().last().unwrap();
        assert!(last.starts_with("total"), "{last}");
        assert!(last.contains(" 8 ") && last.contains(" 36 "), "{last}");
    }
}
