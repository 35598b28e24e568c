//! `movegen split FEN|startpos DEPTH --at K --units N --out DIR`: the distinct positions
//! K plies below the root, each with the number of move sequences that reach it, dealt
//! round-robin into N unit files, and the manifest (`docs/deep-perft.md`).

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use clap::error::ErrorKind;
use movegen::{Board, Move, MoveList};

use crate::setup;
use crate::unit_file::{MANIFEST, Manifest, Unit, fnv1a, unit_name, write_atomic};

/// Splits a count into units that run anywhere (`movegen unit`), for `movegen merge`
///
/// Writes DIR/unit-NNNN.txt (the distinct positions K plies below the root, each with
/// the number of move sequences that reach it) and DIR/manifest.txt, then prints the
/// number of distinct positions and of paths
#[derive(clap::Args)]
#[command(allow_negative_numbers = true)]
pub(crate) struct Args {
    /// The position in FEN (quoted, or its fields as separate words) or `startpos`, the
    /// depth (0 to 64), then optionally the word `moves` and UCI moves played first
    #[arg(value_name = "FEN DEPTH")]
    words: Vec<String>,

    /// Split K plies below the root (0 to DEPTH)
    #[arg(long, value_name = "K")]
    at: u32,

    /// Deal the positions into N unit files (1 to 100000)
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u32).range(1..=100_000))]
    units: u32,

    /// The folder to write (made when missing)
    #[arg(long, value_name = "DIR")]
    out: PathBuf,

    /// Overwrite a folder that holds a split already (its units and results are removed)
    #[arg(long)]
    force: bool,
}

fn error(kind: ErrorKind, message: String) -> clap::Error {
    crate::usage_error("split", kind, message)
}

/// The distinct positions found so far, in the order they were first reached.
#[derive(Default)]
pub(crate) struct Distinct {
    /// The index in `positions` of each position's key.
    index: HashMap<String, usize>,
    /// Each position's FEN (as first reached, the en-passant square normalised) and
    /// multiplicity.
    pub(crate) positions: Vec<(String, u64)>,
    pub(crate) paths: u64,
}

/// The position's FEN with its en-passant square written only when a legal en-passant
/// capture exists (as OEIS A083276 counts positions), and its key: the FEN's first four
/// fields (placement, side, castling, en passant).
fn normalised(board: &Board) -> (String, usize) {
    let fen = board.to_fen();
    let mut fields: Vec<&str> = fen.split(' ').collect();
    if let Some(ep) = board.en_passant() {
        let mut list = MoveList::<Move>::new();
        board.generate_legal(&mut list);
        let capture = list.iter().any(|mv| mv.is_en_passant() && mv.to() == ep);
        if !capture && fields.len() > 3 {
            fields[3] = "-";
        }
    }
    let key_len = fields.iter().take(4).map(|f| f.len() + 1).sum::<usize>() - 1;
    (fields.join(" "), key_len)
}

impl Distinct {
    fn add(&mut self, board: &Board) {
        let (fen, key_len) = normalised(board);
        self.paths += 1;
        if let Some(&i) = self.index.get(&fen[..key_len]) {
            self.positions[i].1 += 1;
            return;
        }
        self.index
            .insert(fen[..key_len].to_string(), self.positions.len());
        self.positions.push((fen, 1));
    }
}

/// Every distinct position `plies` below `board`, with its multiplicity.
pub(crate) fn distinct(board: &Board, plies: u32) -> Distinct {
    fn walk(board: &mut Board, plies: u32, found: &mut Distinct) {
        if plies == 0 {
            found.add(board);
            return;
        }
        for mv in board.legal_moves() {
            let undo = board.make_legal(mv);
            walk(board, plies - 1, found);
            board.unmake_move(mv, undo);
        }
    }
    let mut board = *board;
    let mut found = Distinct::default();
    walk(&mut board, plies, &mut found);
    found
}

/// Runs `movegen split`.
pub(crate) fn run(args: &Args) -> Result<ExitCode, clap::Error> {
    let (board, depth) = setup::position("split", &args.words, "")?;
    if args.at > depth {
        return Err(error(
            ErrorKind::ValueValidation,
            format!("--at {} is deeper than the depth, {depth}", args.at),
        ));
    }
    prepare(&args.out, args.force)?;
    let found = distinct(&board, args.at);
    let units = args.units as usize;
    let mut dealt: Vec<Unit> = (0..units)
        .map(|index| Unit {
            root: board.to_fen().to_string(),
            depth,
            remaining: depth - args.at,
            index,
            units,
            paths: 0,
            positions: Vec::new(),
        })
        .collect();
    for (i, (fen, multiplicity)) in found.positions.iter().enumerate() {
        let unit = &mut dealt[i % units];
        unit.paths += multiplicity;
        unit.positions.push((*multiplicity, fen.clone()));
    }
    let io = |e: String| error(ErrorKind::Io, e);
    let mut manifest = Manifest {
        root: board.to_fen().to_string(),
        depth,
        split: args.at,
        positions: found.positions.len() as u64,
        paths: found.paths,
        units: Vec::new(),
    };
    for unit in &dealt {
        let text = unit.to_text();
        let name = unit_name(unit.index);
        write_atomic(&args.out, &name, &text).map_err(io)?;
        manifest.units.push((name, fnv1a(text.as_bytes())));
    }
    // The manifest last: a folder with a manifest holds every unit it lists.
    write_atomic(&args.out, MANIFEST, &manifest.to_text()).map_err(io)?;
    println!("distinct positions: {}", found.positions.len());
    println!("paths: {}", found.paths);
    Ok(ExitCode::SUCCESS)
}

/// Makes `dir` when missing; refuses one that holds a manifest unless `force`, when the
/// manifest, units, results and temporary files of the split it holds are removed.
fn prepare(dir: &Path, force: bool) -> Result<(), clap::Error> {
    let shown = dir.display();
    let io = |e: std::io::Error| error(ErrorKind::Io, format!("cannot prepare {shown}: {e}"));
    std::fs::create_dir_all(dir).map_err(io)?;
    if !dir.join(MANIFEST).exists() {
        return Ok(());
    }
    if !force {
        return Err(error(
            ErrorKind::ValueValidation,
            format!(
                "{shown} holds a split already ({MANIFEST}): give another folder, or --force \
                 to replace it"
            ),
        ));
    }
    for entry in std::fs::read_dir(dir).map_err(io)? {
        let name = entry.map_err(io)?.file_name();
        let name = name.to_string_lossy();
        let ours = name.starts_with("unit-") || name.starts_with(".unit-");
        if ours || name == MANIFEST || name.starts_with(".manifest") {
            std::fs::remove_file(dir.join(&*name)).map_err(io)?;
        }
    }
    Ok(())
}
