//! Shared by the integration tests: the public perft suites copied into `tests/data/`.

#![allow(dead_code)]

/// `tests/data/standard.epd`: 128 lines.
pub const STANDARD: &str = include_str!("../data/standard.epd");
/// `tests/data/edge-cases.epd`: 31 lines.
pub const EDGE_CASES: &str = include_str!("../data/edge-cases.epd");

/// One EPD line: a FEN and its `;Dn count` entries.
pub struct Line {
    /// The position.
    pub fen: &'static str,
    /// `(depth, nodes)` pairs, in the order given.
    pub counts: Vec<(u32, u64)>,
}

/// Every non-empty line of an EPD text.
pub fn parse_epd(text: &'static str) -> Vec<Line> {
    text.lines()
        .filter(|l| !l.trim().is_empty())
        .map(|l| {
            let mut parts = l.split(';');
            let fen = parts.next().unwrap().trim();
            let counts = parts
                .map(|p| {
                    let (d, n) = p.trim().split_once(' ').expect("`Dn count`");
                    (d[1..].parse().unwrap(), n.trim().parse().unwrap())
                })
                .collect();
            Line { fen, counts }
        })
        .collect()
}

/// The FENs of an EPD text, in order.
pub fn fens(text: &'static str) -> Vec<&'static str> {
    parse_epd(text).into_iter().map(|l| l.fen).collect()
}
