//! The atlas page: the header of the generated file, the board with its picker and the
//! entry it shows, then every table (`tables.rs`). Without scripts the board shows the
//! knight on e4 and every table is there; the script (`atlas.js`, inline) lets the
//! reader pick a table, a square and, for the sliders, the blockers, which it reads
//! from the tables' JSON (`data.rs`) and keeps in the address's fragment
//! (`#table=rook&sq=a1&block=a4,c1`), so a link, or a test, can choose them.

use maud::{DOCTYPE, Markup, PreEscaped, html};
use tablegen::geometry::{self, DIRECTION_NAMES, square_name};

use super::data;
use super::source::Source;
use super::tables;

/// The square the board shows without scripts, and its table.
const START_SQUARE: u8 = 28; // e4
const START_TABLE: &str = "KNIGHT_ATTACKS";

/// The picker's choices: the value the fragment names and the label.
fn choices(source: &Source) -> Vec<(String, String)> {
    let mut out: Vec<(String, String)> = [
        ("knight", "knight attacks"),
        ("king", "king attacks"),
        ("pawn-attacks-white", "pawn attacks, white"),
        ("pawn-attacks-black", "pawn attacks, black"),
        ("pawn-pushes-white", "pawn pushes, white"),
        ("pawn-pushes-black", "pawn pushes, black"),
    ]
    .iter()
    .map(|&(v, l)| (v.to_owned(), l.to_owned()))
    .collect();
    for name in DIRECTION_NAMES {
        out.push((format!("ray-{name}"), format!("ray {name}")));
    }
    let how = match source.sliders {
        tablegen::Sliders::Magic => "magic index",
        tablegen::Sliders::Pext => "pext index",
        tablegen::Sliders::Compact => "computed from RAYS",
    };
    for slider in ["rook", "bishop"] {
        out.push((
            slider.to_owned(),
            format!("{slider} ({how}; click squares to block)"),
        ));
    }
    out
}

/// The board, with the knight on e4's entry marked.
fn board(value: u64) -> Markup {
    html! {
        table #board {
            @for rank in (0..8u8).rev() {
                tr {
                    th { (rank + 1) }
                    @for file in 0..8u8 {
                        @let sq = 8 * rank + file;
                        @let shade = if (rank + file) % 2 == 0 { "dark" } else { "light" };
                        @let on = if value & geometry::bit(sq) != 0 { " on" } else { "" };
                        @let origin = if sq == START_SQUARE { " origin" } else { "" };
                        td id={ "sq-" (square_name(sq)) } class={ (shade) (on) (origin) }
                            data-sq=(sq) title=(square_name(sq)) {}
                    }
                }
            }
            tr { th {} @for f in ["a", "b", "c", "d", "e", "f", "g", "h"] { th { (f) } } }
        }
    }
}

/// The squares of a bitboard, named, in order.
fn squares(value: u64) -> String {
    let names: Vec<String> = (0..64u8)
        .filter(|&sq| value & geometry::bit(sq) != 0)
        .map(square_name)
        .collect();
    names.join(" ")
}

/// The picker, the board and the entry shown.
fn picker(source: &Source) -> Result<Markup, String> {
    let table = source
        .table(START_TABLE)
        .ok_or("the generated file has no KNIGHT_ATTACKS")?;
    let index = START_SQUARE as usize;
    let value = table.values[index];
    Ok(html! {
        h2 id="board-section" { "Pick an entry" }
        noscript { p.note { "Picking needs scripts: without them the board shows the knight on e4, and every table is below." } }
        form #picker {
            label { "Table " select #pick name="table" {
                @for (v, label) in choices(source) {
                    option value=(v) selected[v == "knight"] { (label) }
                }
            } }
            " Click places: "
            label { input type="radio" name="click" value="piece" checked; " the piece" }
            label { input type="radio" name="click" value="block"; " a blocker" }
            " "
            button #clear type="button" { "no blockers" }
        }
        div.pick {
            (board(value))
            dl #entry {
                dt { "entry" } dd { code #entry-where { (table.name) "[" (index) "]" } }
                dt { "hex" } dd { code #entry-hex { (table.hex(index)) } }
                dt { "line" } dd #entry-line { (table.lines[index]) }
                dt { "square" } dd #entry-square { (square_name(START_SQUARE)) }
                dt { "blockers" } dd #entry-blockers { "none" }
                dt { "squares" } dd #entry-squares { (squares(value)) }
                dt { "how" } dd #entry-how { "read at " (table.name) "[" (index) "]" }
                dt { "board" }
                dd { "red: the square; green: the entry's squares; black: a blocker; blue frame: the slider's relevant-blocker mask" }
            }
        }
    })
}

/// The whole page.
pub fn render(source: &Source) -> Result<String, String> {
    let sliders = source.sliders;
    let title = format!("tablegen atlas: the {sliders} tables");
    let markup = html! {
        (DOCTYPE)
        html lang="en" {
            head {
                meta charset="utf-8";
                meta name="viewport" content="width=device-width, initial-scale=1";
                title { (title) }
                style { (PreEscaped(include_str!("atlas.css"))) }
            }
            body data-sliders=(sliders) {
                h1 { (title) }
                p {
                    "Every table of the file that " code { "cargo tablegen write --sliders " (sliders) " PATH" }
                    " writes (and " code { "build.rs" } " writes into " code { "OUT_DIR/tables.rs" }
                    "), read back from that file: every number here is the file's own, and every line number is its line. "
                    "This page: " code { "cargo tablegen atlas --sliders " (sliders) " OUT.html" } "."
                }
                p {
                    "The generator on these tables, compiled to WebAssembly, in the browser: "
                    a href="play.html" { "play.html" } ", beside this page when written by "
                    code { "cargo run -p movegen-wasm -- page DIR/play.html" } " (docs/wasm.md)."
                }
                details { summary { "The file's header" } pre { @for l in &source.header { (l) "\n" } } }
                (picker(source)?)
                (tables::all(source))
                script type="application/json" #atlas-data { (PreEscaped(data::json(source))) }
                script { (PreEscaped(include_str!("atlas.js"))) }
            }
        }
    };
    Ok(markup.into_string())
}
