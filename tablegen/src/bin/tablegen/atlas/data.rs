//! The tables the page's picker reads, as JSON inside the page: for each, the entries'
//! hex digits run together (`w` digits each) and the line of each entry in the
//! generated file (`l`: the first line when the entries stand one a line, else every
//! line). Only the tables the board can show: the leapers', the pawns', the rays and
//! the strategy's slider tables.

use std::fmt::Write as _;

use super::source::{Printed, Source};

/// Whether the board can show entries of the table named `name`.
pub fn picked(name: &str) -> bool {
    matches!(
        name,
        "KNIGHT_ATTACKS" | "KING_ATTACKS" | "PAWN_ATTACKS" | "PAWN_PUSHES" | "RAYS"
    ) || name.starts_with("ROOK_")
        || name.starts_with("BISHOP_")
}

/// The JSON object the script reads: `{"sliders": "magic", "tables": {NAME: {..}}}`.
pub fn json(source: &Source) -> String {
    let mut out = format!("{{\"sliders\":\"{}\",\"tables\":{{", source.sliders);
    let tables = source.tables.iter().filter(|t| picked(&t.name));
    for (i, table) in tables.enumerate() {
        if i > 0 {
            out.push(',');
        }
        let _ = write!(
            out,
            "\"{}\":{{\"w\":{},\"l\":{},\"v\":\"",
            table.name,
            table.digits,
            lines(table)
        );
        for &value in &table.values {
            let _ = write!(out, "{value:0w$x}", w = table.digits);
        }
        out.push_str("\"}");
    }
    out.push_str("}}");
    out
}

/// The entries' lines: the first alone when each entry has the next line.
fn lines(table: &Printed) -> String {
    let first = table.lines[0];
    if (table.lines.iter().enumerate()).all(|(i, &l)| l == first + i) {
        return first.to_string();
    }
    let all: Vec<String> = table.lines.iter().map(usize::to_string).collect();
    format!("[{}]", all.join(","))
}

#[cfg(test)]
mod tests {
    use super::*;
    use tablegen::Sliders;

    #[test]
    fn the_big_tables_stand_one_entry_a_line_and_the_small_ones_list_theirs() {
        let source = Source::read(Sliders::Magic).unwrap();
        let json = json(&source);
        let rook = source.table("ROOK_ATTACKS").unwrap();
        assert!(json.contains(&format!(
            "\"ROOK_ATTACKS\":{{\"w\":16,\"l\":{},",
            rook.lines[0]
        )));
        assert!(json.contains("\"KNIGHT_ATTACKS\":{\"w\":16,\"l\":["));
        assert!(!json.contains("ZOBRIST"));
    }
}
