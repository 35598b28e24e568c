//! Every table of the generated file as static markup (no script needed): the tables
//! indexed by square as one grid per group (a row per square, a column per table or
//! row of a table), the tables indexed by two squares as 64 by 64 grids, the others
//! as lists, and the large slider tables by their slices. Every entry says, on hover,
//! where it stands in the file.

use maud::{Markup, html};
use tablegen::geometry::{DIRECTION_NAMES, square_name};

use super::source::{Printed, Source};

/// One column of a grid by square: a heading, and the table and row it reads.
struct Column<'s> {
    heading: String,
    table: &'s Printed,
    /// The entry of square 0 (`64 * row`).
    base: usize,
}

/// One cell: the entry as the file prints it, its place and line on hover.
fn cell(table: &Printed, index: usize) -> Markup {
    let title = format!("{}[{index}], line {}", table.name, table.lines[index]);
    html! { td title=(title) { code { (table.hex(index)) } } }
}

/// A grid with a row per square and the given columns.
fn by_square(caption: &str, columns: &[Column]) -> Markup {
    html! {
        table.grid {
            caption { (caption) }
            thead { tr {
                th { "square" }
                @for c in columns {
                    th {
                        a href={ "#" (c.table.name) } { (c.heading) }
                        br;
                        small { "lines " (c.table.lines[c.base]) "-" (c.table.lines[c.base + 63]) }
                    }
                }
            } }
            tbody {
                @for sq in 0..64 {
                    tr {
                        th { (square_name(sq as u8)) " (" (sq) ")" }
                        @for c in columns { (cell(c.table, c.base + sq)) }
                    }
                }
            }
        }
    }
}

/// The columns of a table of `[64]` or `[n][64]` entries: one, or one per row.
fn columns<'s>(table: &'s Printed, row_names: &dyn Fn(usize) -> String) -> Vec<Column<'s>> {
    let rows = table.values.len() / 64;
    (0..rows)
        .map(|row| Column {
            heading: if rows == 1 {
                table.name.clone()
            } else {
                format!("{}[{}]", table.name, row_names(row))
            },
            table,
            base: 64 * row,
        })
        .collect()
}

/// The row names of a table by square: colours for the pawns', directions for `RAYS`.
fn row_name(table: &str, row: usize) -> String {
    match table {
        "RAYS" => format!("{row}: {}", DIRECTION_NAMES[row]),
        _ => format!("{row}: {}", ["white", "black"].get(row).unwrap_or(&"?")),
    }
}

/// The section heading of a table: its name, type, size, line and summary.
fn heading(table: &Printed) -> Markup {
    html! {
        h3 id=(table.name) { code { (table.name) } }
        p {
            code { (table.type_name) } ": " (table.values.len()) " entries, " (table.bytes)
            " bytes, from line " (table.line) ". " (table.summary)
        }
    }
}

/// A `[64][64]` table as a grid: a row per first square, a column per second.
fn by_pair(table: &Printed) -> Markup {
    html! {
        details {
            summary { "All " (table.values.len()) " entries (row: first square; column: second)" }
            table.grid.pairs {
                thead { tr { th {} @for b in 0..64u8 { th { (square_name(b)) } } } }
                tbody {
                    @for a in 0..64usize {
                        tr {
                            th { (square_name(a as u8)) }
                            @for b in 0..64 { (cell(table, 64 * a + b)) }
                        }
                    }
                }
            }
        }
    }
}

/// A one-dimensional table as a list of entries (the short ones), or by its lines.
fn listed(table: &Printed) -> Markup {
    let n = table.values.len();
    html! {
        @if n <= 1024 {
            details {
                summary { "All " (n) " entries" }
                table.grid {
                    thead { tr { th { "index" } th { "entry" } } }
                    tbody { @for i in 0..n { tr { th { (i) } (cell(table, i)) } } }
                }
            }
        } @else {
            p {
                "One entry a line, lines " (table.lines[0]) "-" (table.lines[n - 1])
                ": entry " code { "i" } " stands on line " (table.lines[0]) " + i. "
                "Each square's slice is in the index table above; the board shows any entry."
            }
        }
    }
}

/// Every table of the file, grouped as the file orders them.
pub fn all(source: &Source) -> Markup {
    let find = |name: &str| source.table(name);
    let leapers: Vec<Column> = [
        "KNIGHT_ATTACKS",
        "KING_ATTACKS",
        "PAWN_ATTACKS",
        "PAWN_PUSHES",
    ]
    .iter()
    .filter_map(|n| find(n))
    .flat_map(|t| columns(t, &|row| row_name(&t.name, row)))
    .collect();
    let rays: Vec<Column> = (find("RAYS").into_iter())
        .flat_map(|t| columns(t, &|row| row_name("RAYS", row)))
        .collect();
    let slider_index = |prefix: &str| -> Vec<Column> {
        ["MASKS", "MAGICS", "SHIFTS", "OFFSETS"]
            .iter()
            .filter_map(|part| find(&format!("{prefix}_{part}")))
            .flat_map(|t| columns(t, &|_| String::new()))
            .collect()
    };
    html! {
        h2 id="tables" { "Every table" }
        table.ledger {
            thead { tr { th { "table" } th { "type" } th { "entries" } th { "bytes" } th { "line" } } }
            tbody {
                @for t in &source.tables {
                    tr {
                        td { a href={ "#" (t.name) } { code { (t.name) } } }
                        td { code { (t.type_name) } }
                        td.n { (t.values.len()) }
                        td.n { (t.bytes) }
                        td.n { (t.line) }
                    }
                }
            }
        }
        (by_square("Leapers and pawns, by square", &leapers))
        (by_square("Rays by direction, by square", &rays))
        @for prefix in ["ROOK", "BISHOP"] {
            @let index = slider_index(prefix);
            @if !index.is_empty() {
                (by_square(&format!("{prefix}: each square's slider index"), &index))
            }
        }
        @for t in &source.tables {
            (heading(t))
            @if t.dims == [64, 64] {
                (by_pair(t))
            } @else if t.values.len() % 64 == 0 && t.dims.last() == Some(&64) {
                p { "In the grids by square above." }
            } @else {
                (listed(t))
            }
        }
    }
}
