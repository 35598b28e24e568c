//! `peer-perft GENERATOR FEN DEPTH`: one bulk-counted perft with one generator of
//! [`GENERATORS`] (movegen's two modes, chess, cozy-chess, shakmaty), printing
//! `nodes N`. A process per count, so that `peers/instructions.sh` can count each
//! generator's instructions under callgrind.

use std::process::ExitCode;

use movegen_peers::GENERATORS;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let names: Vec<&str> = GENERATORS.iter().map(|g| g.name).collect();
    let usage = format!(
        "usage: peer-perft GENERATOR FEN DEPTH (GENERATOR: {})",
        names.join(", ")
    );
    let [name, fen, depth] = args.as_slice() else {
        eprintln!("{usage}");
        return ExitCode::from(2);
    };
    let Some(generator) = GENERATORS.iter().find(|g| g.name == name) else {
        eprintln!("unknown generator {name:?}\n{usage}");
        return ExitCode::from(2);
    };
    let Ok(depth) = depth.parse::<u32>() else {
        eprintln!("bad depth {depth:?}\n{usage}");
        return ExitCode::from(2);
    };
    // Each generator's own FEN reader panics on a bad FEN; read it with movegen's first.
    if let Err(e) = movegen::Board::from_fen(fen) {
        eprintln!("bad FEN {fen:?}: {e}");
        return ExitCode::from(2);
    }
    let perft = (generator.prepare)(fen);
    println!("nodes {}", perft(depth));
    ExitCode::SUCCESS
}
