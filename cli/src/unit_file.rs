//! The files of a count split over machines (`docs/deep-perft.md`): the units and the
//! manifest (the results are `result_file.rs`'s), plain text that a person can read,
//! each opened by a line naming its format and version, then `key: value` header lines,
//! then its body, read by one [`Reader`]. Their names, the checksum (64-bit FNV-1a of a
//! unit file's bytes) and the atomic write (a temporary file in the same folder,
//! renamed) are here too.

use std::fmt::{self, Write as _};
use std::path::Path;

use movegen::Board;

/// The first line of a unit file.
pub(crate) const UNIT_HEADER: &str = "# movegen unit v1";
/// The first line of the manifest.
pub(crate) const MANIFEST_HEADER: &str = "# movegen manifest v1";
/// The manifest's file name.
pub(crate) const MANIFEST: &str = "manifest.txt";

/// The 64-bit FNV-1a hash of `bytes`.
pub(crate) fn fnv1a(bytes: &[u8]) -> u64 {
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    for &b in bytes {
        hash ^= u64::from(b);
        hash = hash.wrapping_mul(0x0000_0100_0000_01b3);
    }
    hash
}

/// The name of unit `index`: `unit-0003.txt`.
pub(crate) fn unit_name(index: usize) -> String {
    format!("unit-{index:04}.txt")
}

/// The name of a unit's result: `unit-0003.result` for `unit-0003.txt`.
pub(crate) fn result_name(unit: &str) -> String {
    let stem = unit.strip_suffix(".txt").unwrap_or(unit);
    format!("{stem}.result")
}

/// The temporary name a file is written under before it is renamed to `name`: hidden,
/// and never containing `result` (`.unit-0003.out.tmp` for `unit-0003.result`,
/// `.unit-0003.txt.tmp` for `unit-0003.txt`), so that no script takes it for one.
pub(crate) fn temp_name(name: &str) -> String {
    match name.strip_suffix(".result") {
        Some(stem) => format!(".{stem}.out.tmp"),
        None => format!(".{name}.tmp"),
    }
}

/// Writes `text` to `dir/name` atomically: to a temporary file of the same folder, synced,
/// then renamed over `name`. A leftover temporary file of a killed run is replaced.
pub(crate) fn write_atomic(dir: &Path, name: &str, text: &str) -> Result<(), String> {
    let temp = dir.join(temp_name(name));
    let target = dir.join(name);
    let write = || -> std::io::Result<()> {
        use std::io::Write as _;
        let mut file = std::fs::File::create(&temp)?;
        file.write_all(text.as_bytes())?;
        file.sync_all()?;
        std::fs::rename(&temp, &target)
    };
    write().map_err(|e| format!("cannot write {}: {e}", target.display()))
}

/// A file that cannot be read as its format: the file, the line (1 up) and what is wrong.
#[derive(Debug)]
pub(crate) struct Bad {
    pub(crate) file: String,
    pub(crate) line: usize,
    pub(crate) what: String,
}

impl fmt::Display for Bad {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}: {}", self.file, self.line, self.what)
    }
}

/// Reads a file line by line, naming the file and line of anything wrong.
pub(crate) struct Reader<'a> {
    file: &'a str,
    lines: std::iter::Peekable<std::iter::Enumerate<std::str::Lines<'a>>>,
    /// The number of the last line read (0 before the first).
    line: usize,
}

impl<'a> Reader<'a> {
    /// A reader of `text`, the contents of `file`, whose first line must be `header`.
    /// A last line without its newline is refused: the file was cut while written.
    fn new(file: &'a str, text: &'a str, header: &str) -> Result<Reader<'a>, Bad> {
        Reader::versions(file, text, &[header]).map(|(reader, _)| reader)
    }

    /// [`Reader::new`] for a file whose first line is one of `headers` (the versions
    /// read, the newest first): the reader and which of them it is.
    pub(crate) fn versions(
        file: &'a str,
        text: &'a str,
        headers: &[&str],
    ) -> Result<(Reader<'a>, usize), Bad> {
        let newest = headers[0];
        let mut reader = Reader {
            file,
            lines: text.lines().enumerate().peekable(),
            line: 0,
        };
        if !text.is_empty() && !text.ends_with('\n') {
            let last = text.lines().count();
            return Err(reader.bad_at(last, "the line is cut (no newline at its end)"));
        }
        match reader.next() {
            Some(first) => match headers.iter().position(|&h| h == first) {
                Some(version) => Ok((reader, version)),
                None => Err(reader.bad(format!("expected {newest:?}, found {first:?}"))),
            },
            None => Err(reader.bad_at(1, format!("empty file: expected {newest:?}"))),
        }
    }

    pub(crate) fn bad_at(&self, line: usize, what: impl Into<String>) -> Bad {
        Bad {
            file: self.file.to_string(),
            line,
            what: what.into(),
        }
    }

    /// An error at the last line read.
    pub(crate) fn bad(&self, what: impl Into<String>) -> Bad {
        self.bad_at(self.line.max(1), what)
    }

    pub(crate) fn next(&mut self) -> Option<&'a str> {
        let (i, line) = self.lines.next()?;
        self.line = i + 1;
        Some(line)
    }

    /// The value of the next line, which must be `key: value`.
    pub(crate) fn header(&mut self, key: &str) -> Result<&'a str, Bad> {
        let Some(line) = self.next() else {
            return Err(self.bad_at(self.line + 1, format!("the file ends before `{key}:`")));
        };
        match line.strip_prefix(key).and_then(|r| r.strip_prefix(": ")) {
            Some(value) => Ok(value),
            None => Err(self.bad(format!("expected `{key}: ...`, found {line:?}"))),
        }
    }

    /// The next header line's value as a number.
    pub(crate) fn number<T: std::str::FromStr>(&mut self, key: &str) -> Result<T, Bad> {
        let value = self.header(key)?;
        value
            .parse()
            .map_err(|_| self.bad(format!("`{key}`: {value:?} is not a whole number")))
    }

    /// Nothing may follow the last line of the body.
    pub(crate) fn end(&mut self, expected: &str) -> Result<(), Bad> {
        match self.next() {
            None => Ok(()),
            Some(line) => Err(self.bad(format!("unexpected line {line:?} after {expected}"))),
        }
    }
}

/// One unit of a split count: positions `remaining` plies above the leaves, each with
/// its multiplicity.
pub(crate) struct Unit {
    pub(crate) root: String,
    pub(crate) depth: u32,
    pub(crate) remaining: u32,
    pub(crate) index: usize,
    pub(crate) units: usize,
    pub(crate) paths: u64,
    /// Each position's multiplicity and FEN.
    pub(crate) positions: Vec<(u64, String)>,
}

impl Unit {
    /// The file's text.
    pub(crate) fn to_text(&self) -> String {
        let mut out = String::new();
        let _ = writeln!(out, "{UNIT_HEADER}");
        let _ = writeln!(out, "root: {}", self.root);
        let _ = writeln!(out, "depth: {}", self.depth);
        let _ = writeln!(out, "remaining: {}", self.remaining);
        let _ = writeln!(out, "unit: {}", self.index);
        let _ = writeln!(out, "units: {}", self.units);
        let _ = writeln!(out, "positions: {}", self.positions.len());
        let _ = writeln!(out, "paths: {}", self.paths);
        for (multiplicity, fen) in &self.positions {
            let _ = writeln!(out, "{multiplicity} {fen}");
        }
        out
    }

    /// Reads the text of unit file `file`: every header, every position's FEN and
    /// multiplicity checked, and the counts of positions and paths that the header
    /// gives (a truncated file falls short of them).
    pub(crate) fn read(file: &str, text: &str) -> Result<Unit, Bad> {
        let mut r = Reader::new(file, text, UNIT_HEADER)?;
        let root = r.header("root")?.to_string();
        if let Err(e) = root.parse::<Board>() {
            return Err(r.bad(format!("bad root FEN {root:?}: {e}")));
        }
        let depth: u32 = r.number("depth")?;
        if depth > crate::setup::MAX_DEPTH {
            let max = crate::setup::MAX_DEPTH;
            return Err(r.bad(format!("depth {depth} is more than {max}")));
        }
        let remaining: u32 = r.number("remaining")?;
        if remaining > depth {
            return Err(r.bad(format!("remaining depth {remaining} is more than {depth}")));
        }
        let index = r.number("unit")?;
        let units = r.number("units")?;
        let count: usize = r.number("positions")?;
        let paths: u64 = r.number("paths")?;
        let mut positions = Vec::new();
        let mut sum: u64 = 0;
        while let Some(line) = r.next() {
            let Some((multiplicity, fen)) = line.split_once(' ') else {
                return Err(r.bad(format!("expected `multiplicity FEN`, found {line:?}")));
            };
            let multiplicity: u64 = match multiplicity.parse() {
                Ok(m) if m > 0 => m,
                _ => return Err(r.bad(format!("bad multiplicity {multiplicity:?}"))),
            };
            if let Err(e) = fen.parse::<Board>() {
                return Err(r.bad(format!("bad FEN {fen:?}: {e}")));
            }
            sum = sum.saturating_add(multiplicity);
            positions.push((multiplicity, fen.to_string()));
        }
        if positions.len() != count || sum != paths {
            return Err(r.bad_at(
                r.line + 1,
                format!(
                    "the file ends after {} positions and {sum} paths of {count} and {paths} \
                     (truncated?)",
                    positions.len()
                ),
            ));
        }
        Ok(Unit {
            root,
            depth,
            remaining,
            index,
            units,
            paths,
            positions,
        })
    }
}

/// The next header line, `checksum: HEX`.
pub(crate) fn checksum(r: &mut Reader) -> Result<u64, Bad> {
    let value = r.header("checksum")?;
    parse_hex(value).ok_or_else(|| r.bad(format!("bad checksum {value:?}: expected 16 hex digits")))
}

fn parse_hex(text: &str) -> Option<u64> {
    if text.len() != 16 {
        return None;
    }
    u64::from_str_radix(text, 16).ok()
}

/// The manifest of a split: the count it is a part of, and every unit's name and
/// checksum.
pub(crate) struct Manifest {
    pub(crate) root: String,
    pub(crate) depth: u32,
    pub(crate) split: u32,
    pub(crate) positions: u64,
    pub(crate) paths: u64,
    /// Every unit's file name and checksum.
    pub(crate) units: Vec<(String, u64)>,
}

impl Manifest {
    /// The file's text: the headers, then one `CHECKSUM  NAME` line per unit (the form
    /// of `sha256sum`).
    pub(crate) fn to_text(&self) -> String {
        let mut out = String::new();
        let _ = writeln!(out, "{MANIFEST_HEADER}");
        let _ = writeln!(out, "root: {}", self.root);
        let _ = writeln!(out, "depth: {}", self.depth);
        let _ = writeln!(out, "split: {}", self.split);
        let _ = writeln!(out, "positions: {}", self.positions);
        let _ = writeln!(out, "paths: {}", self.paths);
        let _ = writeln!(out, "units: {}", self.units.len());
        for (name, sum) in &self.units {
            let _ = writeln!(out, "{sum:016x}  {name}");
        }
        out
    }

    /// Reads the text of manifest `file`.
    pub(crate) fn read(file: &str, text: &str) -> Result<Manifest, Bad> {
        let mut r = Reader::new(file, text, MANIFEST_HEADER)?;
        let root = r.header("root")?.to_string();
        let depth = r.number("depth")?;
        let split = r.number("split")?;
        let positions = r.number("positions")?;
        let paths = r.number("paths")?;
        let count: usize = r.number("units")?;
        let mut units = Vec::new();
        while let Some(line) = r.next() {
            let parsed = line
                .split_once("  ")
                .and_then(|(sum, name)| Some((parse_hex(sum)?, name)));
            let Some((sum, name)) = parsed.filter(|(_, n)| is_plain_name(n)) else {
                return Err(r.bad(format!(
                    "expected `CHECKSUM  unit-NNNN.txt`, found {line:?}"
                )));
            };
            units.push((name.to_string(), sum));
        }
        if units.len() != count {
            return Err(r.bad_at(
                r.line + 1,
                format!(
                    "the file ends after {} of {count} units (truncated?)",
                    units.len()
                ),
            ));
        }
        Ok(Manifest {
            root,
            depth,
            split,
            positions,
            paths,
            units,
        })
    }
}

/// A file name of the split's folder: no folder in it, nothing hidden.
fn is_plain_name(name: &str) -> bool {
    !name.is_empty() && !name.starts_with('.') && !name.contains(['/', '\\'])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fnv1a_known_values() {
        assert_eq!(fnv1a(b""), 0xcbf2_9ce4_8422_2325);
        assert_eq!(fnv1a(b"a"), 0xaf63_dc4c_8601_ec8c);
        assert_eq!(fnv1a(b"foobar"), 0x8594_4171_f739_67e8);
    }

    #[test]
    fn names() {
        assert_eq!(unit_name(3), "unit-0003.txt");
        assert_eq!(result_name("unit-0003.txt"), "unit-0003.result");
        assert_eq!(temp_name("unit-0003.result"), ".unit-0003.out.tmp");
        assert_eq!(temp_name("unit-0003.txt"), ".unit-0003.txt.tmp");
    }
}
