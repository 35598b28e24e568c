//! Board geometry and the slow, obviously correct reference functions.
//!
//! Everything here works square by square: a sliding piece's attacks are found by
//! walking each ray and stopping at the first blocker. These functions are the oracle
//! that every emitted table is tested against; they are also what the fast tables are
//! built from, except the slider lookup tables, which are checked against them.
//!
//! Squares are indexed `A1 = 0, B1 = 1, ..., H1 = 7, A2 = 8, ..., H8 = 63`.

use std::fmt;
use std::str::FromStr;

/// A direction on the board, as a file step and a rank step.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Direction {
    /// File step: `+1` towards the h-file.
    pub df: i8,
    /// Rank step: `+1` towards the eighth rank.
    pub dr: i8,
}

/// The eight ray directions, in the order the `RAYS` table is indexed:
/// N, NE, E, SE, S, SW, W, NW (clockwise from north). Direction `d` and
/// `(d + 4) % 8` are opposite.
pub const DIRECTIONS: [Direction; 8] = [
    Direction { df: 0, dr: 1 },   // N
    Direction { df: 1, dr: 1 },   // NE
    Direction { df: 1, dr: 0 },   // E
    Direction { df: 1, dr: -1 },  // SE
    Direction { df: 0, dr: -1 },  // S
    Direction { df: -1, dr: -1 }, // SW
    Direction { df: -1, dr: 0 },  // W
    Direction { df: -1, dr: 1 },  // NW
];

/// The name of each direction of [`DIRECTIONS`], as `tablegen show ray SQUARE
/// --direction NAME` takes it.
pub const DIRECTION_NAMES: [&str; 8] = [
    "north",
    "north-east",
    "east",
    "south-east",
    "south",
    "south-west",
    "west",
    "north-west",
];

/// The four directions a rook slides in (indices into [`DIRECTIONS`]).
pub const ROOK_DIRECTIONS: [usize; 4] = [0, 2, 4, 6];
/// The four directions a bishop slides in (indices into [`DIRECTIONS`]).
pub const BISHOP_DIRECTIONS: [usize; 4] = [1, 3, 5, 7];

const KNIGHT_STEPS: [(i8, i8); 8] = [
    (1, 2),
    (2, 1),
    (2, -1),
    (1, -2),
    (-1, -2),
    (-2, -1),
    (-2, 1),
    (-1, 2),
];

/// A colour, for the pawn tables: index 0 is white, 1 is black.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Color {
    /// White: pawns move towards the eighth rank.
    White = 0,
    /// Black: pawns move towards the first rank.
    Black = 1,
}

impl Color {
    /// Both colours, in table order.
    pub const ALL: [Color; 2] = [Color::White, Color::Black];

    /// The rank step of this colour's pawns.
    pub const fn forward(self) -> i8 {
        match self {
            Color::White => 1,
            Color::Black => -1,
        }
    }
}

/// The file (0 = a) of a square.
pub const fn file_of(sq: u8) -> i8 {
    (sq % 8) as i8
}

/// The rank (0 = first rank) of a square.
pub const fn rank_of(sq: u8) -> i8 {
    (sq / 8) as i8
}

/// The square at `file`, `rank`, or `None` if that is off the board.
pub const fn square_at(file: i8, rank: i8) -> Option<u8> {
    if file >= 0 && file < 8 && rank >= 0 && rank < 8 {
        Some((rank * 8 + file) as u8)
    } else {
        None
    }
}

/// The square one step from `sq` by (`df`, `dr`), or `None` off the board.
pub const fn step(sq: u8, df: i8, dr: i8) -> Option<u8> {
    square_at(file_of(sq) + df, rank_of(sq) + dr)
}

/// The bitboard with only `sq` set.
pub const fn bit(sq: u8) -> u64 {
    1u64 << sq
}

/// A square, parsed from and printed as its name (`"e4"`: lower-case file, then rank);
/// the field is its index, `A1 = 0` to `H8 = 63`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Square(pub u8);

impl FromStr for Square {
    type Err = NotASquare;

    fn from_str(name: &str) -> Result<Self, Self::Err> {
        match *name.as_bytes() {
            [file @ b'a'..=b'h', rank @ b'1'..=b'8'] => Ok(Square((rank - b'1') * 8 + file - b'a')),
            _ => Err(NotASquare(name.to_string())),
        }
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let file = char::from(b'a' + self.0 % 8);
        let rank = char::from(b'1' + self.0 / 8);
        write!(f, "{file}{rank}")
    }
}

/// The error for a name that is not a square.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NotASquare(pub String);

impl fmt::Display for NotASquare {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:?} is not a square (a1 to h8)", self.0)
    }
}

impl std::error::Error for NotASquare {}

/// Parses a square name such as `"e4"` into its index, `None` if it names no square.
pub fn parse_square(name: &str) -> Option<u8> {
    name.parse().ok().map(|Square(sq)| sq)
}

/// The name of a square, such as `"e4"`.
pub fn square_name(sq: u8) -> String {
    Square(sq).to_string()
}

fn leaper(sq: u8, steps: &[(i8, i8)]) -> u64 {
    steps
        .iter()
        .filter_map(|&(df, dr)| step(sq, df, dr))
        .fold(0, |bb, to| bb | bit(to))
}

/// The squares a knight on `sq` attacks.
pub fn knight_attacks(sq: u8) -> u64 {
    leaper(sq, &KNIGHT_STEPS)
}

/// The squares a king on `sq` attacks.
pub fn king_attacks(sq: u8) -> u64 {
    let steps: Vec<(i8, i8)> = DIRECTIONS.iter().map(|d| (d.df, d.dr)).collect();
    leaper(sq, &steps)
}

/// The squares a pawn of `color` on `sq` attacks (diagonally forward).
///
/// Defined for every square, including the first and last ranks, so that the table
/// can also answer "which pawns attack this square" (use the other colour's entry).
pub fn pawn_attacks(color: Color, sq: u8) -> u64 {
    let f = color.forward();
    leaper(sq, &[(-1, f), (1, f)])
}

/// The square a pawn of `color` on `sq` moves to with a single push, as a bitboard
/// (empty when the pawn would leave the board). Double pushes are made at run time by
/// pushing twice, so that the square in between is tested for emptiness.
pub fn pawn_pushes(color: Color, sq: u8) -> u64 {
    leaper(sq, &[(0, color.forward())])
}

/// Walks from `sq` in direction `dir` and returns every square passed, stopping at
/// and including the first square that is set in `occupied`.
pub fn ray_walk(sq: u8, dir: Direction, occupied: u64) -> u64 {
    let mut attacks = 0;
    let mut cur = sq;
    while let Some(next) = step(cur, dir.df, dir.dr) {
        attacks |= bit(next);
        if occupied & bit(next) != 0 {
            break;
        }
        cur = next;
    }
    attacks
}

/// The full ray from `sq` in direction `DIRECTIONS[dir]` on an empty board,
/// excluding `sq` itself.
pub fn ray(dir: usize, sq: u8) -> u64 {
    ray_walk(sq, DIRECTIONS[dir], 0)
}

/// Slider attacks along a set of directions, by walking each ray (the reference).
pub fn slider_attacks(dirs: &[usize], sq: u8, occupied: u64) -> u64 {
    dirs.iter()
        .fold(0, |bb, &d| bb | ray_walk(sq, DIRECTIONS[d], occupied))
}

/// The squares a rook on `sq` attacks with the given occupancy (the reference).
pub fn rook_attacks(sq: u8, occupied: u64) -> u64 {
    slider_attacks(&ROOK_DIRECTIONS, sq, occupied)
}

/// The squares a bishop on `sq` attacks with the given occupancy (the reference).
pub fn bishop_attacks(sq: u8, occupied: u64) -> u64 {
    slider_attacks(&BISHOP_DIRECTIONS, sq, occupied)
}

/// The relevant-blocker mask of a slider on `sq`: every square of its rays except
/// the last square of each ray, whose occupancy cannot change the attack set.
pub fn relevant_mask(dirs: &[usize], sq: u8) -> u64 {
    dirs.iter().fold(0, |bb, &d| {
        let dir = DIRECTIONS[d];
        let full = ray(d, sq);
        // Drop the edge square: the last square of the walk.
        let mut cur = sq;
        let mut last = None;
        while let Some(next) = step(cur, dir.df, dir.dr) {
            last = Some(next);
            cur = next;
        }
        bb | match last {
            Some(edge) => full & !bit(edge),
            None => 0,
        }
    })
}

/// Every subset of `mask`, in increasing order of their values (the "carry-rippler"
/// enumeration), starting with the empty set.
pub fn subsets(mask: u64) -> impl Iterator<Item = u64> {
    let mut next = Some(0u64);
    core::iter::from_fn(move || {
        let current = next?;
        let following = current.wrapping_sub(mask) & mask;
        next = if following == 0 {
            None
        } else {
            Some(following)
        };
        Some(current)
    })
}

/// The index of the direction that leads from `a` to `b` in a straight line, if any.
pub fn direction_between(a: u8, b: u8) -> Option<usize> {
    (0..8).find(|&d| ray(d, a) & bit(b) != 0)
}

/// The squares strictly between `a` and `b` when they share a rank, file or diagonal;
/// empty otherwise (and for adjacent or equal squares).
pub fn between(a: u8, b: u8) -> u64 {
    match direction_between(a, b) {
        Some(d) => ray_walk(a, DIRECTIONS[d], bit(b)) & !bit(b),
        None => 0,
    }
}

/// The whole line (rank, file or diagonal, edge to edge) through `a` and `b`,
/// including both; empty when they are not aligned or are the same square.
pub fn line(a: u8, b: u8) -> u64 {
    match direction_between(a, b) {
        Some(d) => ray(d, a) | ray((d + 4) % 8, a) | bit(a),
        None => 0,
    }
}

/// Formats a bitboard as an 8x8 diagram: eight lines, rank 8 first, files a to h,
/// `1` for a set square and `.` for an empty one, separated by single spaces.
/// Each line ends with a newline.
pub fn diagram(bb: u64) -> String {
    let mut out = String::with_capacity(8 * 16);
    for rank in (0..8u8).rev() {
        for file in 0..8u8 {
            if file > 0 {
                out.push(' ');
            }
            out.push(if bb & bit(rank * 8 + file) != 0 {
                '1'
            } else {
                '.'
            });
        }
        out.push('\n');
    }
    out
}

/// Formats a value as the emitted source does: `0x`, zero-padded to the type's width
/// in hex digits, grouped by four with `_` (for example `0x0000_2844_0044_2800`).
pub fn hex(value: u64, digits: usize) -> String {
    let raw = format!("{value:0digits$x}");
    let mut out = String::from("0x");
    for (i, c) in raw.chars().enumerate() {
        if i > 0 && (raw.len() - i) % 4 == 0 {
            out.push('_');
        }
        out.push(c);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn knight_on_e4_is_the_eight_squares() {
        let e4 = parse_square("e4").unwrap();
        let expected = ["d2", "f2", "c3", "g3", "c5", "g5", "d6", "f6"]
            .iter()
            .fold(0, |bb, s| bb | bit(parse_square(s).unwrap()));
        assert_eq!(knight_attacks(e4), expected);
        assert_eq!(hex(expected, 16), "0x0000_2844_0044_2800");
    }

    #[test]
    fn square_names_round_trip() {
        for sq in 0..64 {
            assert_eq!(parse_square(&square_name(sq)), Some(sq));
        }
        for bad in ["", "e", "e9", "i1", "E4", "e44", "é4"] {
            assert_eq!(parse_square(bad), None, "{bad:?}");
        }
        assert_eq!(
            "e9".parse::<Square>().unwrap_err().to_string(),
            "\"e9\" is not a square (a1 to h8)"
        );
    }

    #[test]
    fn subsets_enumerates_every_subset_once() {
        let mask = 0b1011_0010;
        let all: Vec<u64> = subsets(mask).collect();
        assert_eq!(all.len(), 16);
        assert!(all.iter().all(|s| s & !mask == 0));
        let mut sorted = all.clone();
        sorted.dedup();
        assert_eq!(sorted.len(), 16);
        assert_eq!(subsets(0).collect::<Vec<_>>(), vec![0]);
    }

    #[test]
    fn rook_mask_sizes_are_the_known_ones() {
        // a1: 12 relevant squares; d4: 10; bishop on d4: 9; bishop on a1: 6.
        assert_eq!(relevant_mask(&ROOK_DIRECTIONS, 0).count_ones(), 12);
        assert_eq!(relevant_mask(&ROOK_DIRECTIONS, 27).count_ones(), 10);
        assert_eq!(relevant_mask(&BISHOP_DIRECTIONS, 27).count_ones(), 9);
        assert_eq!(relevant_mask(&BISHOP_DIRECTIONS, 0).count_ones(), 6);
    }

    #[test]
    fn between_and_line_by_hand() {
        let sq = |s| parse_square(s).unwrap();
        assert_eq!(between(sq("a1"), sq("a4")), bit(sq("a2")) | bit(sq("a3")));
        assert_eq!(between(sq("h8"), sq("e5")), bit(sq("g7")) | bit(sq("f6")));
        assert_eq!(between(sq("a1"), sq("b3")), 0);
        assert_eq!(between(sq("a1"), sq("a2")), 0);
        assert_eq!(line(sq("a1"), sq("a1")), 0);
        assert_eq!(line(sq("c1"), sq("d2")).count_ones(), 6);
        assert_eq!(line(sq("d2"), sq("c1")), line(sq("c1"), sq("d2")));
    }

    #[test]
    fn diagram_layout() {
        let text = diagram(bit(0) | bit(63));
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines.len(), 8);
        assert_eq!(lines[0], ". . . . . . . 1");
        assert_eq!(lines[7], "1 . . . . . . .");
    }
}
