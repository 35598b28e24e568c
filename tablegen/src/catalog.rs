//! The catalog: which tables each strategy emits, in file order, and the doc comment of
//! each (what it holds, how it is indexed, which function produced it). The values are
//! computed by [`geometry`] (leapers, pawns, rays, between and line) and by the
//! strategies' modules in [`sliders`](crate::sliders); [`emit`](crate::emit) renders
//! them. [`tables`](crate::tables) puts the pieces together.

use crate::emit::{Elem, Table};
use crate::geometry::{self, Color, DIRECTIONS};
use crate::sliders::{Slider, Sliders, magic, pext};
use crate::zobrist;

fn per_square(f: impl Fn(u8) -> u64) -> Vec<u64> {
    (0..64).map(f).collect()
}

fn table(
    name: impl Into<String>,
    doc: impl Into<String>,
    producer: &'static str,
    elem: Elem,
    dims: &[usize],
    values: Vec<u64>,
) -> Table {
    Table {
        name: name.into(),
        doc: doc.into(),
        producer,
        elem,
        dims: dims.to_vec(),
        values,
    }
}

/// The tables every strategy emits: leapers, pawns and rays (7 KiB), and the Zobrist
/// keys (6.1 KiB).
pub(crate) fn common_tables() -> Vec<Table> {
    vec![
        table(
            "KNIGHT_ATTACKS",
            "Knight attacks: `KNIGHT_ATTACKS[sq]` is the set of squares a knight on `sq` attacks.",
            "tablegen::geometry::knight_attacks",
            Elem::U64,
            &[64],
            per_square(geometry::knight_attacks),
        ),
        table(
            "KING_ATTACKS",
            "King attacks: `KING_ATTACKS[sq]` is the set of squares a king on `sq` attacks.",
            "tablegen::geometry::king_attacks",
            Elem::U64,
            &[64],
            per_square(geometry::king_attacks),
        ),
        table(
            "PAWN_ATTACKS",
            "Pawn attacks: `PAWN_ATTACKS[color][sq]` is the set of squares a pawn of `color`\n\
             (0 = white, 1 = black) on `sq` attacks diagonally forward. Defined on every\n\
             square, so `PAWN_ATTACKS[them][sq]` also gives the squares from which\n\
             `us`'s pawns attack `sq`.",
            "tablegen::geometry::pawn_attacks",
            Elem::U64,
            &[2, 64],
            Color::ALL
                .iter()
                .flat_map(|&c| per_square(|sq| geometry::pawn_attacks(c, sq)))
                .collect(),
        ),
        table(
            "PAWN_PUSHES",
            "Pawn single pushes: `PAWN_PUSHES[color][sq]` is the square (as a bitboard) a pawn\n\
             of `color` (0 = white, 1 = black) on `sq` moves to with a single push; empty\n\
             on the last rank. A double push is two single pushes, so that the square\n\
             between is tested for emptiness.",
            "tablegen::geometry::pawn_pushes",
            Elem::U64,
            &[2, 64],
            Color::ALL
                .iter()
                .flat_map(|&c| per_square(|sq| geometry::pawn_pushes(c, sq)))
                .collect(),
        ),
        table(
            "RAYS",
            "Rays: `RAYS[dir][sq]` is every square from `sq` (exclusive) to the edge of the\n\
             board in direction `dir`: 0 = N, 1 = NE, 2 = E, 3 = SE, 4 = S, 5 = SW, 6 = W,\n\
             7 = NW (clockwise from north; `dir` and `(dir + 4) % 8` are opposite).\n\
             N, NE, E and NW point to higher squares, the others to lower ones.",
            "tablegen::geometry::ray",
            Elem::U64,
            &[8, 64],
            (0..DIRECTIONS.len())
                .flat_map(|d| per_square(move |sq| geometry::ray(d, sq)))
                .collect(),
        ),
        table(
            "ZOBRIST",
            "Zobrist keys: the 781 `Random64` values of the Polyglot opening-book format, in\n\
             its order, so that position keys match Polyglot books. Pieces at\n\
             `ZOBRIST[64 * kind + sq]`, `kind` 0 black pawn, 1 white pawn, 2 black knight,\n\
             3 white knight, 4 black bishop, 5 white bishop, 6 black rook, 7 white rook,\n\
             8 black queen, 9 white queen, 10 black king, 11 white king (`2 * piece +\n\
             white`, pieces in the order p n b r q k); castling rights at 768 (white short),\n\
             769 (white long), 770 (black short), 771 (black long); the en-passant file at\n\
             `772 + file`, hashed only when a pawn of the side to move stands beside the\n\
             pawn that has just advanced two squares; 780 when white is to move. A published\n\
             constant, not computed: see `tablegen::zobrist`.",
            "tablegen::zobrist::keys",
            Elem::U64,
            &[zobrist::LEN],
            zobrist::keys(),
        ),
    ]
}

/// The distinct lines (ranks, files, diagonals) that `LINE_INDEX` points into, in
/// order of first appearance, with the empty set first.
fn distinct_lines() -> Vec<u64> {
    let mut lines = vec![0u64];
    for a in 0..64 {
        for b in 0..64 {
            let l = geometry::line(a, b);
            if !lines.contains(&l) {
                lines.push(l);
            }
        }
    }
    lines
}

/// Between and line for every pair of squares (36.3 KiB), for the strategies whose
/// [`Sliders::pair_tables`] is true.
pub(crate) fn pair_tables() -> Vec<Table> {
    let lines = distinct_lines();
    let index = (0..64u8)
        .flat_map(|a| (0..64u8).map(move |b| (a, b)))
        .map(|(a, b)| {
            let l = geometry::line(a, b);
            lines
                .iter()
                .position(|&x| x == l)
                .expect("line was collected") as u64
        })
        .collect();
    vec![
        table(
            "BETWEEN",
            "Between: `BETWEEN[a][b]` is the set of squares strictly between `a` and `b` when\n\
             they share a rank, file or diagonal, and empty otherwise.",
            "tablegen::geometry::between",
            Elem::U64,
            &[64, 64],
            (0..64u8)
                .flat_map(|a| (0..64u8).map(move |b| geometry::between(a, b)))
                .collect(),
        ),
        table(
            "LINE_INDEX",
            "Line index: `LINES[LINE_INDEX[a][b] as usize]` is the whole rank, file or\n\
             diagonal through `a` and `b` (edge to edge, both included), or empty when they\n\
             are not aligned or `a == b`. Stored as an index into `LINES` so that the pair\n\
             table costs one byte, not eight, per entry.",
            "tablegen::geometry::line",
            Elem::U8,
            &[64, 64],
            index,
        ),
        table(
            "LINES",
            "Lines: every distinct rank, file and diagonal of two or more squares, in the\n\
             order `LINE_INDEX` first meets them; entry 0 is the empty set.",
            "tablegen::geometry::line",
            Elem::U64,
            &[lines.len()],
            lines,
        ),
    ]
}

/// The slider lookup tables of a strategy, rook first, then bishop.
pub(crate) fn slider_tables(sliders: Sliders) -> Vec<Table> {
    let per_slider = match sliders {
        Sliders::Magic => magic_sliced,
        Sliders::Pext => pext_sliced,
        Sliders::Compact => return Vec::new(),
    };
    Slider::ALL
        .into_iter()
        .flat_map(|slider| per_slider(slider).into_tables(slider))
        .collect()
}

/// One slider's tables in the layout that the magic and `pext` strategies share: each
/// square's slice of attack sets, the slices one after another from A1.
struct Sliced {
    masks: [u64; 64],
    offsets: [u32; 64],
    attacks: Vec<u64>,
    /// The function that built `offsets` and `attacks`.
    producer: &'static str,
    /// The strategy's wording of the `MASKS` doc.
    masks_doc: String,
    /// The strategy's own index tables, which come between `MASKS` and `OFFSETS`.
    index: Vec<Table>,
    /// How the strategy indexes `ATTACKS`.
    attacks_doc: String,
}

impl Sliced {
    /// `{P}_MASKS`, the index tables, `{P}_OFFSETS` and `{P}_ATTACKS`, in file order.
    fn into_tables(self, slider: Slider) -> Vec<Table> {
        let up = slider.upper();
        let masks = table(
            format!("{up}_MASKS"),
            self.masks_doc,
            "tablegen::geometry::relevant_mask",
            Elem::U64,
            &[64],
            self.masks.to_vec(),
        );
        let offsets = table(
            format!("{up}_OFFSETS"),
            format!(
                "{} slice offsets: where square `sq`'s `2^popcount({up}_MASKS[sq])` entries\n\
                 start in `{up}_ATTACKS`.",
                slider.title()
            ),
            self.producer,
            Elem::U32,
            &[64],
            self.offsets.iter().map(|&o| u64::from(o)).collect(),
        );
        let attacks = table(
            format!("{up}_ATTACKS"),
            self.attacks_doc,
            self.producer,
            Elem::U64,
            &[self.attacks.len()],
            self.attacks,
        );
        std::iter::once(masks)
            .chain(self.index)
            .chain([offsets, attacks])
            .collect()
    }
}

fn magic_sliced(slider: Slider) -> Sliced {
    let t = magic::build(slider, slider.magics())
        .expect("the committed magic numbers fill their tables without destructive collision");
    let (up, low, title) = (slider.upper(), slider.lower(), slider.title());
    Sliced {
        masks_doc: format!(
            "{title} relevant-blocker masks: `{up}_MASKS[sq]` is every square of the {low}'s\n\
             rays from `sq` except the last square of each ray."
        ),
        index: vec![
            table(
                format!("{up}_MAGICS"),
                format!(
                    "{title} magic numbers: the entry for blockers `occupied & {up}_MASKS[sq]` is\n\
                     `{up}_ATTACKS[{up}_OFFSETS[sq] as usize + (((occupied & {up}_MASKS[sq])\n\
                     .wrapping_mul({up}_MAGICS[sq])) >> {up}_SHIFTS[sq]) as usize]`."
                ),
                "tablegen::magic::find_magics (committed in tablegen/src/sliders/magic_numbers.rs)",
                Elem::U64,
                &[64],
                t.magics.to_vec(),
            ),
            table(
                format!("{up}_SHIFTS"),
                format!("{title} magic shifts: `64 - {up}_MASKS[sq].count_ones()`."),
                "tablegen::magic::build",
                Elem::U8,
                &[64],
                t.shifts.iter().map(|&s| u64::from(s)).collect(),
            ),
        ],
        attacks_doc: format!(
            "{title} attacks by magic index (see `{up}_MAGICS`); every entry is reached by\n\
             at least one blocker set (tablegen checks)."
        ),
        producer: "tablegen::magic::build",
        masks: t.masks,
        offsets: t.offsets,
        attacks: t.attacks,
    }
}

fn pext_sliced(slider: Slider) -> Sliced {
    let t = pext::build(slider);
    let (up, low, title) = (slider.upper(), slider.lower(), slider.title());
    Sliced {
        masks_doc: format!(
            "{title} relevant-blocker masks: every square of the {low}'s rays from `sq`\n\
             except the last square of each ray."
        ),
        index: Vec::new(),
        attacks_doc: format!(
            "{title} attacks by `pext` index: `{up}_ATTACKS[{up}_OFFSETS[sq] as usize +\n\
             pext(occupied, {up}_MASKS[sq]) as usize]`. Every entry is used."
        ),
        producer: "tablegen::pext::build",
        masks: t.masks,
        offsets: t.offsets,
        attacks: t.attacks,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tables;

    fn find<'a>(tables: &'a [Table], name: &str) -> &'a Table {
        tables.iter().find(|t| t.name == name).unwrap()
    }

    #[test]
    fn leaper_pawn_and_ray_tables_match_the_reference_on_every_square() {
        let t = common_tables();
        for sq in 0..64u8 {
            let s = sq as usize;
            assert_eq!(
                find(&t, "KNIGHT_ATTACKS").values[s],
                geometry::knight_attacks(sq)
            );
            assert_eq!(
                find(&t, "KING_ATTACKS").values[s],
                geometry::king_attacks(sq)
            );
            for c in Color::ALL {
                let i = c as usize * 64 + s;
                assert_eq!(
                    find(&t, "PAWN_ATTACKS").values[i],
                    geometry::pawn_attacks(c, sq)
                );
                assert_eq!(
                    find(&t, "PAWN_PUSHES").values[i],
                    geometry::pawn_pushes(c, sq)
                );
            }
            for d in 0..8 {
                assert_eq!(find(&t, "RAYS").values[d * 64 + s], geometry::ray(d, sq));
            }
        }
    }

    #[test]
    fn between_and_line_tables_match_the_reference_for_every_pair() {
        let t = pair_tables();
        let between = find(&t, "BETWEEN");
        let index = find(&t, "LINE_INDEX");
        let lines = find(&t, "LINES");
        assert!(lines.values.len() <= 256, "LINE_INDEX entries fit a u8");
        for a in 0..64u8 {
            for b in 0..64u8 {
                let i = a as usize * 64 + b as usize;
                assert_eq!(between.values[i], geometry::between(a, b));
                let line = lines.values[index.values[i] as usize];
                assert_eq!(line, geometry::line(a, b));
            }
        }
    }

    #[test]
    fn pair_tables_are_emitted_exactly_where_the_strategy_says() {
        for s in Sliders::ALL {
            let names: Vec<String> = tables(s).into_iter().map(|t| t.name).collect();
            for pair in pair_tables() {
                assert_eq!(
                    names.contains(&pair.name),
                    s.pair_tables(),
                    "{s}: {}",
                    pair.name
                );
            }
        }
    }

    #[test]
    fn sizes_are_within_budget() {
        let bytes = |s| tables(s).iter().map(Table::bytes).sum::<usize>();
        // 7 KiB of attack tables and 6.1 KiB of Zobrist keys.
        assert!(bytes(Sliders::Compact) <= 14 * 1024);
        assert!(bytes(Sliders::Magic) <= 900 * 1024);
        assert!(bytes(Sliders::Pext) <= 900 * 1024);
    }
}
