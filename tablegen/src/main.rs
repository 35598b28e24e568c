//! The `tablegen` command: write the vendorable table file, show one entry as a
//! diagram, print the size ledger. Run `tablegen --help` for the usage.

use std::io::Write;
use std::path::Path;
use std::process::ExitCode;

use tablegen::geometry::{self, Color};
use tablegen::magic::{self, Slider};
use tablegen::{Sliders, compact, pext};

const USAGE: &str = "\
usage: tablegen <command> [options]

commands:
  write [--sliders magic|pext|compact] PATH
        write the self-contained table source to PATH (`-` for standard output);
        the write is atomic: on any error no file is created or changed
  show TABLE SQUARE [--color white|black] [--occupied SQ,SQ,...] [--sliders S]
        print one entry as an 8x8 diagram (rank 8 first) and its value in hex;
        TABLE is knight, king, pawn-attacks, pawn-pushes, bishop, rook or queen;
        --color is for the pawn tables (default white), --occupied for sliders
  sizes [--sliders magic|pext|compact]
        print the size ledger of a strategy (default magic)
  magics
        search the magic numbers again from the fixed seed and print the source of
        tablegen/src/magic_numbers.rs

Run `tablegen <command> --help` for one command's usage.
";

const WRITE_USAGE: &str = "\
usage: tablegen write [--sliders magic|pext|compact] PATH

Writes the generated table source for the chosen slider strategy (default magic) to
PATH, or to standard output when PATH is `-`. The file is written to a temporary file
beside PATH and renamed into place, so that on any error PATH is left as it was.
";

const SHOW_USAGE: &str = "\
usage: tablegen show TABLE SQUARE [--color white|black] [--occupied SQ,SQ,...] [--sliders S]

TABLE: knight, king, pawn-attacks, pawn-pushes, bishop, rook, queen
SQUARE: a square name such as e4
--color: the pawn's colour for pawn-attacks and pawn-pushes (default white)
--occupied: occupied squares for bishop, rook and queen (default none)
--sliders: which strategy's slider tables to read (default magic)

Prints 8 lines, rank 8 first and files a to h, `1` for a set square and `.` for an
empty one, then the value in hex.
";

const SIZES_USAGE: &str = "\
usage: tablegen sizes [--sliders magic|pext|compact]

Prints the size ledger of a strategy (default magic): one line per table with its
type, entries and bytes, then the total.
";

const MAGICS_USAGE: &str = "\
usage: tablegen magics

Searches the rook and bishop magic numbers from the fixed seed and prints the source of
tablegen/src/magic_numbers.rs. The committed file was made with:
    cargo tablegen magics > tablegen/src/magic_numbers.rs
";

/// A command-line error: what is wrong, and the usage to print with it.
struct UsageError {
    message: String,
    usage: &'static str,
}

fn usage_error(usage: &'static str, message: impl Into<String>) -> UsageError {
    UsageError {
        message: message.into(),
        usage,
    }
}

enum Outcome {
    Done,
    Failed(String),
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match run(&args) {
        Ok(Outcome::Done) => ExitCode::SUCCESS,
        Ok(Outcome::Failed(message)) => {
            eprintln!("tablegen: {message}");
            ExitCode::FAILURE
        }
        Err(e) => {
            eprintln!("tablegen: {}\n\n{}", e.message, e.usage);
            ExitCode::from(2)
        }
    }
}

fn wants_help(args: &[String]) -> bool {
    args.iter().any(|a| a == "--help" || a == "-h")
}

fn print_help(usage: &str) -> Result<Outcome, UsageError> {
    print!("{usage}");
    Ok(Outcome::Done)
}

fn run(args: &[String]) -> Result<Outcome, UsageError> {
    let Some((command, rest)) = args.split_first() else {
        return Err(usage_error(USAGE, "missing command"));
    };
    match command.as_str() {
        "--help" | "-h" | "help" => print_help(USAGE),
        "write" if wants_help(rest) => print_help(WRITE_USAGE),
        "write" => write(rest),
        "show" if wants_help(rest) => print_help(SHOW_USAGE),
        "show" => show(rest),
        "sizes" if wants_help(rest) => print_help(SIZES_USAGE),
        "sizes" => sizes(rest),
        "magics" if wants_help(rest) => print_help(MAGICS_USAGE),
        "magics" => magics(rest),
        other => Err(usage_error(USAGE, format!("unknown command {other:?}"))),
    }
}

/// Options shared by the subcommands, parsed from `--name value` pairs; positional
/// arguments are returned in order.
#[derive(Default)]
struct Options {
    sliders: Option<Sliders>,
    color: Option<Color>,
    occupied: Option<u64>,
    positional: Vec<String>,
}

fn parse_options(
    args: &[String],
    usage: &'static str,
    allowed: &[&str],
) -> Result<Options, UsageError> {
    let mut opts = Options::default();
    let mut iter = args.iter();
    while let Some(arg) = iter.next() {
        if arg.starts_with("--") {
            let (name, inline) = match arg.split_once('=') {
                Some((n, v)) => (n, Some(v.to_string())),
                None => (arg.as_str(), None),
            };
            if !allowed.contains(&name) {
                return Err(usage_error(usage, format!("unknown option {name}")));
            }
            let value = match inline {
                Some(v) => v,
                None => iter
                    .next()
                    .cloned()
                    .ok_or_else(|| usage_error(usage, format!("{name} needs a value")))?,
            };
            match name {
                "--sliders" => {
                    let s = value
                        .parse()
                        .map_err(|e| usage_error(usage, format!("{e}")))?;
                    opts.sliders = Some(s);
                }
                "--color" => {
                    opts.color = Some(match value.as_str() {
                        "white" => Color::White,
                        "black" => Color::Black,
                        _ => {
                            return Err(usage_error(
                                usage,
                                format!("unknown color {value:?} (expected white or black)"),
                            ));
                        }
                    });
                }
                "--occupied" => {
                    let mut bb = 0u64;
                    for name in value.split(',').filter(|s| !s.is_empty()) {
                        let sq = geometry::parse_square(name).ok_or_else(|| {
                            usage_error(
                                usage,
                                format!("--occupied: {name:?} is not a square (a1 to h8)"),
                            )
                        })?;
                        bb |= geometry::bit(sq);
                    }
                    opts.occupied = Some(bb);
                }
                _ => unreachable!("option names are checked against `allowed`"),
            }
        } else if arg.len() > 1 && arg.starts_with('-') {
            return Err(usage_error(usage, format!("unknown option {arg}")));
        } else {
            opts.positional.push(arg.clone());
        }
    }
    Ok(opts)
}

fn write(args: &[String]) -> Result<Outcome, UsageError> {
    let opts = parse_options(args, WRITE_USAGE, &["--sliders"])?;
    let path = match opts.positional.as_slice() {
        [path] => path,
        [] => return Err(usage_error(WRITE_USAGE, "missing PATH")),
        [_, extra, ..] => {
            return Err(usage_error(
                WRITE_USAGE,
                format!("unexpected argument {extra:?}"),
            ));
        }
    };
    let source = tablegen::render(opts.sliders.unwrap_or_default());
    if path == "-" {
        let mut out = std::io::stdout().lock();
        return Ok(
            match out.write_all(source.as_bytes()).and_then(|()| out.flush()) {
                Ok(()) => Outcome::Done,
                Err(e) => Outcome::Failed(format!("cannot write to standard output: {e}")),
            },
        );
    }
    Ok(match write_atomically(Path::new(path), source.as_bytes()) {
        Ok(()) => Outcome::Done,
        Err(e) => Outcome::Failed(format!("cannot write {path}: {e}")),
    })
}

/// Writes `bytes` to a temporary file in `path`'s directory, then renames it over
/// `path`. On any error the temporary file is removed and `path` is untouched.
fn write_atomically(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    if path.is_dir() {
        return Err(std::io::Error::other("it is a directory"));
    }
    let file_name = path
        .file_name()
        .ok_or_else(|| std::io::Error::other("the path names no file"))?;
    let dir = match path.parent() {
        Some(p) if !p.as_os_str().is_empty() => p,
        _ => Path::new("."),
    };
    let mut tmp_name = std::ffi::OsString::from(".");
    tmp_name.push(file_name);
    tmp_name.push(format!(".tablegen-{}.tmp", std::process::id()));
    let tmp = dir.join(tmp_name);
    let result = (|| {
        let mut file = std::fs::OpenOptions::new()
            .write(true)
            .create_new(true)
            .open(&tmp)?;
        file.write_all(bytes)?;
        file.sync_all()?;
        drop(file);
        std::fs::rename(&tmp, path)
    })();
    if result.is_err() {
        let _ = std::fs::remove_file(&tmp);
    }
    result
}

fn show(args: &[String]) -> Result<Outcome, UsageError> {
    let opts = parse_options(args, SHOW_USAGE, &["--sliders", "--color", "--occupied"])?;
    let (table, square) = match opts.positional.as_slice() {
        [table, square] => (table.as_str(), square.as_str()),
        [] => return Err(usage_error(SHOW_USAGE, "missing TABLE and SQUARE")),
        [_] => return Err(usage_error(SHOW_USAGE, "missing SQUARE")),
        [_, _, extra, ..] => {
            return Err(usage_error(
                SHOW_USAGE,
                format!("unexpected argument {extra:?}"),
            ));
        }
    };
    let sq = geometry::parse_square(square)
        .ok_or_else(|| usage_error(SHOW_USAGE, format!("{square:?} is not a square (a1 to h8)")))?;
    let is_pawn = matches!(table, "pawn-attacks" | "pawn-pushes");
    let is_slider = matches!(table, "bishop" | "rook" | "queen");
    if opts.color.is_some() && !is_pawn {
        return Err(usage_error(
            SHOW_USAGE,
            format!("--color applies to pawn-attacks and pawn-pushes, not {table}"),
        ));
    }
    if (opts.occupied.is_some() || opts.sliders.is_some()) && !is_slider {
        return Err(usage_error(
            SHOW_USAGE,
            format!("--occupied and --sliders apply to bishop, rook and queen, not {table}"),
        ));
    }
    let color = opts.color.unwrap_or(Color::White);
    let occupied = opts.occupied.unwrap_or(0);
    let sliders = opts.sliders.unwrap_or_default();
    let value = match table {
        "knight" => geometry::knight_attacks(sq),
        "king" => geometry::king_attacks(sq),
        "pawn-attacks" => geometry::pawn_attacks(color, sq),
        "pawn-pushes" => geometry::pawn_pushes(color, sq),
        "bishop" => slider_lookup(sliders, Slider::Bishop, sq, occupied),
        "rook" => slider_lookup(sliders, Slider::Rook, sq, occupied),
        "queen" => {
            slider_lookup(sliders, Slider::Bishop, sq, occupied)
                | slider_lookup(sliders, Slider::Rook, sq, occupied)
        }
        other => {
            return Err(usage_error(
                SHOW_USAGE,
                format!(
                    "unknown table {other:?} (expected knight, king, pawn-attacks, \
                     pawn-pushes, bishop, rook or queen)"
                ),
            ));
        }
    };
    println!("{}{}", geometry::diagram(value), geometry::hex(value, 16));
    Ok(Outcome::Done)
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

fn sizes(args: &[String]) -> Result<Outcome, UsageError> {
    let opts = parse_options(args, SIZES_USAGE, &["--sliders"])?;
    if let Some(extra) = opts.positional.first() {
        return Err(usage_error(
            SIZES_USAGE,
            format!("unexpected argument {extra:?}"),
        ));
    }
    print!("{}", tablegen::ledger(opts.sliders.unwrap_or_default()));
    Ok(Outcome::Done)
}

fn magics(args: &[String]) -> Result<Outcome, UsageError> {
    if let Some(extra) = args.first() {
        return Err(usage_error(
            MAGICS_USAGE,
            format!("unexpected argument {extra:?}"),
        ));
    }
    let rook = magic::find_magics(Slider::Rook, magic::SEED);
    let bishop = magic::find_magics(Slider::Bishop, magic::SEED);
    print!("{}", magic::magic_numbers_source(&rook, &bishop));
    Ok(Outcome::Done)
}
