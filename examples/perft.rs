//! Counts perft from the command line, or checks an EPD suite.
//!
//! ```text
//! cargo run --release --example perft -- [--divide] FEN DEPTH
//! cargo run --release --example perft -- --epd FILE [--max-depth D]
//! ```
//!
//! The node count goes to standard output (`Nodes searched: N`, after one
//! `move: nodes` line per root move with `--divide`); the time taken and the speed to
//! standard error. With `--epd`, every `;Dn count` of every line with `n` at most the
//! maximum depth is checked, one line is printed per failure, then `N passed, M failed`;
//! the exit status is 1 when anything failed. A bad FEN, depth, file or option prints
//! what is wrong and exits with status 2.

use std::process::ExitCode;
use std::time::Instant;

use movegen::{Board, Move, MoveList};

#[derive(Clone, Copy, PartialEq)]
enum Mode {
    Legal,
    Pseudo,
}

fn perft(board: &Board, depth: u32, mode: Mode) -> u64 {
    match mode {
        Mode::Legal => board.perft(depth),
        Mode::Pseudo => board.perft_pseudo(depth),
    }
}

const USAGE: &str = "\
usage: perft [--mode legal|pseudo] [--divide] FEN DEPTH
       perft [--mode legal|pseudo] --epd FILE [--max-depth D]

  FEN          a position in FEN (quote it, or pass its fields as separate words)
  DEPTH        the depth to count, 0 to 64
  --mode       legal: the fully legal generator (the default, and the faster);
               pseudo: pseudo-legal moves with the legality test at make time
  --divide     print the count below each root move first (`e2e4: 20`)
  --epd FILE   check every `;Dn count` of every line of an EPD file
  --max-depth  with --epd, check only depths up to D (default: all)
";

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match run(&args) {
        Ok(code) => code,
        Err(message) => {
            eprintln!("perft: {message}\n\n{USAGE}");
            ExitCode::from(2)
        }
    }
}

fn parse_depth(text: &str) -> Result<u32, String> {
    match text.parse::<u32>() {
        Ok(d) if d <= 64 => Ok(d),
        _ => Err(format!(
            "bad depth {text:?}: expected a whole number from 0 to 64"
        )),
    }
}

fn run(args: &[String]) -> Result<ExitCode, String> {
    let mut divide = false;
    let mut mode = Mode::Legal;
    let mut epd = None;
    let mut max_depth = None;
    let mut positional = Vec::new();
    let mut iter = args.iter();
    while let Some(arg) = iter.next() {
        match arg.as_str() {
            "-h" | "--help" => {
                print!("{USAGE}");
                return Ok(ExitCode::SUCCESS);
            }
            "--divide" => divide = true,
            "--mode" => {
                mode = match iter.next().map(String::as_str) {
                    Some("legal") => Mode::Legal,
                    Some("pseudo") => Mode::Pseudo,
                    Some(other) => {
                        return Err(format!("bad mode {other:?}: expected legal or pseudo"));
                    }
                    None => return Err("--mode needs legal or pseudo".into()),
                }
            }
            "--epd" => epd = Some(iter.next().ok_or("--epd needs a file")?.clone()),
            "--max-depth" => {
                max_depth = Some(parse_depth(
                    iter.next().ok_or("--max-depth needs a depth")?,
                )?)
            }
            s if s.starts_with("--") => return Err(format!("unknown option {s}")),
            _ => positional.push(arg.clone()),
        }
    }
    if let Some(file) = epd {
        if !positional.is_empty() || divide {
            return Err("--epd takes no FEN, DEPTH or --divide".into());
        }
        return check_epd(&file, max_depth.unwrap_or(u32::MAX), mode);
    }
    if max_depth.is_some() {
        return Err("--max-depth goes with --epd".into());
    }
    let (depth, fen) = match positional.split_last() {
        Some((depth, fen)) if !fen.is_empty() => (parse_depth(depth)?, fen.join(" ")),
        _ => return Err("expected a FEN and a DEPTH".into()),
    };
    let board: Board = fen.parse().map_err(|e| format!("bad FEN {fen:?}: {e}"))?;

    let start = Instant::now();
    let nodes = if divide && depth > 0 {
        let mut moves = MoveList::<Move>::new();
        board.generate_legal(&mut moves);
        let mut total = 0;
        for &mv in moves.iter() {
            let mut child = board.clone();
            child.make_move(mv);
            let n = perft(&child, depth - 1, mode);
            println!("{mv}: {n}");
            total += n;
        }
        total
    } else {
        perft(&board, depth, mode)
    };
    let elapsed = start.elapsed();
    if divide {
        println!();
    }
    println!("Nodes searched: {nodes}");
    eprintln!(
        "time {:.3} s, {:.1} Mnps",
        elapsed.as_secs_f64(),
        nodes as f64 / elapsed.as_secs_f64().max(1e-9) / 1e6
    );
    Ok(ExitCode::SUCCESS)
}

fn check_epd(file: &str, max_depth: u32, mode: Mode) -> Result<ExitCode, String> {
    let text = std::fs::read_to_string(file).map_err(|e| format!("cannot read {file}: {e}"))?;
    let start = Instant::now();
    let (mut passed, mut failed) = (0u32, 0u32);
    let mut nodes = 0u64;
    for (number, line) in text.lines().enumerate() {
        let number = number + 1;
        if line.trim().is_empty() || line.trim_start().starts_with('#') {
            continue;
        }
        let mut parts = line.split(';');
        let fen = parts.next().unwrap_or("").trim();
        let board: Board = fen
            .parse()
            .map_err(|e| format!("{file}:{number}: bad FEN {fen:?}: {e}"))?;
        for part in parts {
            let part = part.trim();
            let parsed = part
                .strip_prefix('D')
                .and_then(|rest| rest.split_once(' '))
                .and_then(|(d, n)| Some((d.parse::<u32>().ok()?, n.trim().parse::<u64>().ok()?)));
            let Some((depth, expected)) = parsed else {
                return Err(format!(
                    "{file}:{number}: bad count {part:?}: expected `Dn count`"
                ));
            };
            if depth > max_depth {
                continue;
            }
            let got = perft(&board, depth, mode);
            nodes += got;
            if got == expected {
                passed += 1;
            } else {
                failed += 1;
                println!("{file}:{number}: {fen} depth {depth}: expected {expected}, got {got}");
            }
        }
    }
    let elapsed = start.elapsed();
    println!("{passed} passed, {failed} failed");
    eprintln!(
        "{nodes} nodes in {:.1} s, {:.1} Mnps",
        elapsed.as_secs_f64(),
        nodes as f64 / elapsed.as_secs_f64().max(1e-9) / 1e6
    );
    Ok(if failed == 0 {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    })
}
