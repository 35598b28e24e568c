//! Reads EPD perft suites: one position a line, its FEN and then `;Dn count` entries
//! (`rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 ;D1 20 ;D2 400`). Blank
//! lines and lines starting with `#` hold no position. Whitespace is read by movegen's
//! one rule ([`movegen::text`]): ASCII whitespace around a line, its FEN and each
//! entry is ignored, and separates an entry's depth from its count (`;D2 400`,
//! `;D2\t400`); any other character is text.
//!
//! The one reader: `movegen perft --epd`'s (the `movegen-cli` package), and the tests',
//! the benchmark's and the fuzz targets' through `movegen-testkit`, so that what they
//! check is what the command reads. A crate of its own so that neither needs the other.

#![deny(missing_docs)]

use movegen::text;

/// One position of an EPD text.
#[derive(Clone, Copy, Debug)]
pub struct Line<'a> {
    /// The line's number in the text, counting from 1.
    pub number: usize,
    /// The position, as written (not checked here).
    pub fen: &'a str,
    /// The rest of the line, from its first `;`.
    entries: &'a str,
}

impl<'a> Line<'a> {
    /// Every `;Dn count` entry as `(depth, nodes)`, in order; an entry of any other form
    /// is returned as its text.
    pub fn entries(&self) -> impl Iterator<Item = Result<(u32, u64), &'a str>> + 'a {
        self.entries.split(';').skip(1).map(|entry| {
            let entry = text::trim(entry);
            entry
                .strip_prefix('D')
                .and_then(|rest| rest.split_once(text::is_space))
                .and_then(|(d, n)| Some((d.parse().ok()?, text::trim(n).parse().ok()?)))
                .ok_or(entry)
        })
    }

    /// Every `(depth, nodes)` entry, in order.
    ///
    /// # Panics
    ///
    /// On an entry that is not `Dn count`: for suites known to be well formed (the
    /// repository's tests read their own suites with it).
    pub fn counts(&self) -> Vec<(u32, u64)> {
        self.entries()
            .map(|entry| {
                entry
                    .unwrap_or_else(|bad| panic!("line {}: {bad:?} is not `Dn count`", self.number))
            })
            .collect()
    }

    /// The count at `depth`, if the line gives one (panics as [`Line::counts`] does).
    pub fn count(&self, depth: u32) -> Option<u64> {
        self.counts()
            .into_iter()
            .find_map(|(d, nodes)| (d == depth).then_some(nodes))
    }
}

/// The lines of `text` that hold a position, in order.
pub fn lines(text: &str) -> impl Iterator<Item = Line<'_>> {
    text.lines()
        .enumerate()
        .filter(|(_, line)| {
            let line = text::trim(line);
            !line.is_empty() && !line.starts_with('#')
        })
        .map(|(index, line)| {
            let (fen, entries) = line.split_at(line.find(';').unwrap_or(line.len()));
            Line {
                number: index + 1,
                fen: text::trim(fen),
                entries,
            }
        })
}
