//! `tablegen show`: one table entry as an 8x8 diagram and in hex, for every table of the
//! generated file: the leapers', the pawns', the sliders' (as each strategy looks them
//! up), the rays (by direction) and between and line (by two squares).

use clap::builder::{PossibleValuesParser, TypedValueParser};
use clap::{Args, ValueEnum};
use tablegen::Sliders;
use tablegen::geometry::{self, Color, NotASquare, Square};
use tablegen::sliders::Slider;
use tablegen::sliders::{compact, magic, pext};

use crate::sliders_arg::SlidersParser;

#[derive(Args)]
pub struct ShowArgs {
    /// The table to read.
    table: Table,
    /// The square, such as e4.
    square: Square,
    /// The second square, for between and line, such as b7.
    #[arg(value_name = "SQUARE2")]
    other: Option<Square>,
    /// The ray's direction, for ray.
    #[arg(
        long,
        value_name = "DIRECTION",
        value_parser = PossibleValuesParser::new(geometry::DIRECTION_NAMES)
            .map(|name| direction_index(&name)),
    )]
    direction: Option<usize>,
    /// The pawn's colour, for pawn-attacks and pawn-pushes [default: white].
    #[arg(long, value_enum)]
    color: Option<PawnColor>,
    /// The occupied squares, for bishop, rook and queen [default: none].
    #[arg(long, value_name = "SQ,SQ,...", value_parser = parse_occupied)]
    occupied: Option<u64>,
    /// Which strategy's tables to read, for bishop, rook and queen.
    #[arg(
        long,
        value_name = "STRATEGY",
        value_parser = SlidersParser,
        help = format!(
            "Which strategy's tables to read, for bishop, rook and queen [default: {}]",
            Sliders::default()
        )
    )]
    sliders: Option<Sliders>,
}

#[derive(Clone, Copy, PartialEq, Eq, ValueEnum)]
enum Table {
    /// Knight attacks.
    Knight,
    /// King attacks.
    King,
    /// Pawn attacks (diagonally forward).
    PawnAttacks,
    /// Pawn single pushes.
    PawnPushes,
    /// Bishop attacks.
    Bishop,
    /// Rook attacks.
    Rook,
    /// Queen attacks: bishop and rook.
    Queen,
    /// The ray from the square to the edge in one direction (`RAYS`).
    Ray,
    /// The squares strictly between two squares, when aligned (`BETWEEN`).
    Between,
    /// The whole rank, file or diagonal through two squares (`LINES`, `LINE_INDEX`).
    Line,
}

/// The index into [`geometry::DIRECTIONS`] of a direction's name.
fn direction_index(name: &str) -> usize {
    (geometry::DIRECTION_NAMES.iter())
        .position(|&n| n == name)
        .expect("clap accepts only the names")
}

#[derive(Clone, Copy, ValueEnum)]
enum PawnColor {
    White,
    Black,
}

/// A comma-separated list of square names, as a bitboard; empty names are skipped.
fn parse_occupied(list: &str) -> Result<u64, NotASquare> {
    list.split(',')
        .filter(|name| !name.is_empty())
        .try_fold(0, |bb, name| {
            let Square(sq) = name.parse()?;
            Ok(bb | geometry::bit(sq))
        })
}

/// Exits with status 2 and clap's usage of `show` in the command `cli`, naming what is
/// wrong.
fn usage_error(mut cli: clap::Command, message: String) -> ! {
    cli.build();
    cli.find_subcommand_mut("show")
        .expect("show is a subcommand")
        .error(clap::error::ErrorKind::ArgumentConflict, message)
        .exit()
}

/// Prints the entry, or exits with a usage error of the command `cli` when an option
/// does not apply to the table.
pub fn run(args: &ShowArgs, cli: clap::Command) {
    let table = args.table;
    let name = table
        .to_possible_value()
        .expect("no table is hidden")
        .get_name()
        .to_string();
    let is_pawn = matches!(table, Table::PawnAttacks | Table::PawnPushes);
    let is_slider = matches!(table, Table::Bishop | Table::Rook | Table::Queen);
    let is_pair = matches!(table, Table::Between | Table::Line);
    if args.other.is_some() && !is_pair {
        usage_error(
            cli,
            format!("a second square applies to between and line, not {name}"),
        );
    }
    if is_pair && args.other.is_none() {
        usage_error(
            cli,
            format!("{name} needs a second square, as in `tablegen show {name} a1 d4`"),
        );
    }
    if args.direction.is_some() != (table == Table::Ray) {
        let names = geometry::DIRECTION_NAMES.join(", ");
        let message = if table == Table::Ray {
            format!("ray needs --direction ({names})")
        } else {
            format!("--direction applies to ray, not {name}")
        };
        usage_error(cli, message);
    }
    if args.color.is_some() && !is_pawn {
        usage_error(
            cli,
            format!("--color applies to pawn-attacks and pawn-pushes, not {name}"),
        );
    }
    if (args.occupied.is_some() || args.sliders.is_some()) && !is_slider {
        usage_error(
            cli,
            format!("--occupied and --sliders apply to bishop, rook and queen, not {name}"),
        );
    }
    let Square(sq) = args.square;
    let color = match args.color {
        None | Some(PawnColor::White) => Color::White,
        Some(PawnColor::Black) => Color::Black,
    };
    let Square(other) = args.other.unwrap_or(args.square);
    let occupied = args.occupied.unwrap_or(0);
    let sliders = args.sliders.unwrap_or_default();
    let slider = |slider| slider_lookup(sliders, slider, sq, occupied);
    let value = match table {
        Table::Knight => geometry::knight_attacks(sq),
        Table::King => geometry::king_attacks(sq),
        Table::PawnAttacks => geometry::pawn_attacks(color, sq),
        Table::PawnPushes => geometry::pawn_pushes(color, sq),
        Table::Bishop => slider(Slider::Bishop),
        Table::Rook => slider(Slider::Rook),
        Table::Queen => slider(Slider::Bishop) | slider(Slider::Rook),
        Table::Ray => geometry::ray(args.direction.expect("checked above"), sq),
        Table::Between => geometry::between(sq, other),
        Table::Line => geometry::line(sq, other),
    };
    println!("{}{}", geometry::diagram(value), geometry::hex(value, 16));
}

/// Looks a slider entry up the way the runtime does with the chosen strategy's tables.
fn slider_lookup(sliders: Sliders, slider: Slider, sq: u8, occupied: u64) -> u64 {
    let s = sq as usize;
    match sliders {
        Sliders::Magic => {
            let t = magic::build(slider, slider.magics())
                .expect("the committed magic numbers have no destructive collision");
            let i = magic::magic_index(occupied, t.masks[s], t.magics[s], t.shifts[s]);
            t.attacks[t.offsets[s] as usize + i]
        }
        Sliders::Pext => {
            let t = pext::build(slider);
            t.attacks[t.offsets[s] as usize + pext::pext(occupied, t.masks[s]) as usize]
        }
        Sliders::Compact => {
            compact::slider_attacks(&compact::rays(), slider.directions(), sq, occupied)
        }
    }
}
