//! The generated file read back: every table's entries as the file prints them, with
//! the line each stands on. The atlas takes its numbers from here, not from the
//! functions that computed them, so that what the page shows is what the file holds.

use tablegen::{Sliders, Table};

/// One table of the generated file, as printed there.
pub struct Printed {
    /// The table's name, such as `KNIGHT_ATTACKS`.
    pub name: String,
    /// The Rust type, such as `[[u64; 64]; 2]`.
    pub type_name: String,
    /// Hex digits of one entry (2 for `u8`, 8 for `u32`, 16 for `u64`).
    pub digits: usize,
    /// The array dimensions, outermost first.
    pub dims: Vec<usize>,
    /// Bytes of the emitted array.
    pub bytes: usize,
    /// The first line of its doc comment.
    pub summary: String,
    /// The line (1-based) of `pub static NAME`.
    pub line: usize,
    /// Every entry, in row-major order, as read from the file.
    pub values: Vec<u64>,
    /// The line (1-based) of each entry.
    pub lines: Vec<usize>,
}

impl Printed {
    /// The entry at `index` as the file prints it (`0x0000_2844_0044_2800`).
    pub fn hex(&self, index: usize) -> String {
        tablegen::geometry::hex(self.values[index], self.digits)
    }
}

/// The generated file of a strategy, read back table by table.
pub struct Source {
    /// The strategy.
    pub sliders: Sliders,
    /// The file's header: the comment lines before the first item.
    pub header: Vec<String>,
    /// Every table, in file order.
    pub tables: Vec<Printed>,
}

impl Source {
    /// Renders the strategy's file (the bytes `tablegen write` and `build.rs` write)
    /// and reads every table back from it.
    pub fn read(sliders: Sliders) -> Result<Source, String> {
        let text = tablegen::render(sliders);
        let tables = tablegen::tables(sliders);
        Source::parse(sliders, &text, &tables)
    }

    /// Reads the entries of `tables` (for their names, types and shapes) from `text`.
    fn parse(sliders: Sliders, text: &str, tables: &[Table]) -> Result<Source, String> {
        let header = (text.lines())
            .take_while(|l| l.starts_with("//"))
            .map(|l| l.trim_start_matches("//").to_owned())
            .collect();
        let lines: Vec<&str> = text.lines().collect();
        let mut at = 0;
        let mut printed = Vec::new();
        for table in tables {
            let opening = format!("pub static {}:", table.name);
            let start = (at..lines.len())
                .find(|&i| lines[i].starts_with(&opening))
                .ok_or_else(|| format!("the generated file has no {}", table.name))?;
            let mut values = Vec::with_capacity(table.entries());
            let mut entry_lines = Vec::with_capacity(table.entries());
            let mut i = start;
            while values.len() < table.entries() {
                i += 1;
                let line = lines
                    .get(i)
                    .ok_or_else(|| format!("{}: the file ends early", table.name))?;
                for literal in hex_literals(line) {
                    values
                        .push(literal.map_err(|e| format!("{} line {}: {e}", table.name, i + 1))?);
                    entry_lines.push(i + 1);
                }
            }
            if values.len() != table.entries() {
                return Err(format!("{}: more entries than its type", table.name));
            }
            printed.push(Printed {
                name: table.name.clone(),
                type_name: table.type_name(),
                digits: table.elem.bytes() * 2,
                dims: table.dims.clone(),
                bytes: table.bytes(),
                summary: table.doc.lines().next().unwrap_or_default().to_owned(),
                line: start + 1,
                values,
                lines: entry_lines,
            });
            at = i;
        }
        Ok(Source {
            sliders,
            header,
            tables: printed,
        })
    }

    /// The table named `name`.
    pub fn table(&self, name: &str) -> Option<&Printed> {
        self.tables.iter().find(|t| t.name == name)
    }
}

/// The hex literals of one line of array entries (`0x0000_2844_0044_2800,`).
fn hex_literals(line: &str) -> impl Iterator<Item = Result<u64, String>> + '_ {
    (line.split(|c: char| c == ',' || c == '[' || c == ']' || c.is_whitespace()))
        .filter(|word| word.starts_with("0x"))
        .map(|word| {
            let digits: String = word[2..].chars().filter(|&c| c != '_').collect();
            u64::from_str_radix(&digits, 16).map_err(|e| format!("{word}: {e}"))
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_table_reads_back_as_computed_with_its_lines() {
        for sliders in Sliders::ALL {
            let source = Source::read(sliders).unwrap();
            let text = tablegen::render(sliders);
            let lines: Vec<&str> = text.lines().collect();
            let tables = tablegen::tables(sliders);
            assert_eq!(source.tables.len(), tables.len());
            for (printed, table) in source.tables.iter().zip(&tables) {
                assert_eq!(printed.values, table.values, "{}", table.name);
                for i in [0, table.entries() / 2, table.entries() - 1] {
                    let line = lines[printed.lines[i] - 1];
                    assert!(line.contains(&printed.hex(i)), "{} {i}: {line}", table.name);
                }
            }
        }
    }

    #[test]
    fn the_knight_on_e4_is_on_its_line() {
        let source = Source::read(Sliders::Compact).unwrap();
        let knight = source.table("KNIGHT_ATTACKS").unwrap();
        assert_eq!(knight.hex(28), "0x0000_2844_0044_2800");
        assert!(knight.lines[28] > knight.line);
    }
}
