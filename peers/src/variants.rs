//! The engine workloads' variants, one list: movegen in two encodings, with make/unmake
//! and copy-make (keyed) or make/unmake without a key (keyless), and the `chess`,
//! `cozy-chess` and `shakmaty` crates in both tables ([`Keys`]). The benchmark, the
//! agreement check and the tests iterate it.

use std::str::FromStr;

use movegen::{Board, Encoding, Move, Packed16};

use crate::keys::{KeyTap, Keys, Tap};
use crate::leaf_perft;
use crate::play_mode::{CopyMake, MakeUnmake, MakeUnmakeKeyless, PlayMode};
use crate::search::chess::Chess;
use crate::search::cozy::Cozy;
use crate::search::movegen::Movegen;
use crate::search::negamax::Rules;
use crate::search::search;
use crate::search::shakmaty::{KeyedChess, Shakmaty, ShakmatyKeyed};
use crate::with_tap;
use crate::workload::{Outcome, Ran, Run, Workload};

/// How often a checked run compares the chess and cozy-chess keys with the ones from
/// scratch: every 61st node, since neither crate computes a key anew but by reading its
/// FEN back (movegen's and shakmaty's are compared at every node).
pub const FEN_KEY_EVERY: u64 = 61;

/// One way of running the engine workloads.
pub struct Variant {
    /// The name in the tables and on the command line (`--only`), unique in its table.
    pub name: &'static str,
    /// Whether this is one of the peer crates (not movegen itself).
    pub peer: bool,
    /// The table it runs in.
    pub keys: Keys,
    /// Whether it keeps a key in the keyless table all the same (it cannot drop it).
    pub keeps_key: bool,
    /// Reads the FEN (a panic on a bad one) and returns the workload's run on it, each
    /// node's key handed to the tap named.
    pub prepare: fn(Workload, Tap, &str) -> Run,
}

impl Variant {
    /// The variants of the table `keys`, in the order of [`VARIANTS`].
    pub fn of(keys: Keys) -> impl Iterator<Item = &'static Variant> {
        VARIANTS.iter().filter(move |v| v.keys == keys)
    }
}

/// Runs `outcome` with a fresh tap of type `T` and returns it with what the tap saw.
fn ran<T: KeyTap>(every: u64, outcome: impl FnOnce(&mut T) -> Outcome) -> Ran {
    let mut tap = T::new(every);
    let outcome = outcome(&mut tap);
    Ran {
        outcome,
        keys: tap.sum(),
    }
}

/// The search over `R`'s rules from `root`, with a tap of type `T`.
fn searched<R: Rules + 'static, T: KeyTap>(root: R::Position, every: u64) -> Run {
    Box::new(move |d| ran::<T>(every, |t| Outcome::Search(search::<R, T>(&root, d, t))))
}

/// The leaf perft `perft` from a copy of `root`, with a tap of type `T`.
fn counted<P: Clone + 'static, T: KeyTap>(
    root: P,
    every: u64,
    perft: fn(&mut P, u32, &mut T) -> u64,
) -> Run {
    Box::new(move |d| {
        ran::<T>(every, |t| {
            Outcome::LeafPerft(perft(&mut root.clone(), d, t))
        })
    })
}

/// movegen, moves in the encoding `E`, played by `P`.
fn movegen<E: Encoding, P: PlayMode>(workload: Workload, tap: Tap, fen: &str) -> Run {
    let board = Board::from_fen(fen).expect("valid FEN");
    with_tap!(tap, T => match workload {
        Workload::Search => searched::<Movegen<E, P>, T>(board, 1),
        Workload::LeafPerft => counted::<_, T>(board, 1, leaf_perft::movegen::<E, P, T>),
    })
}

/// The `chess` crate.
fn chess(workload: Workload, tap: Tap, fen: &str) -> Run {
    let board = chess::Board::from_str(fen).expect("valid FEN");
    with_tap!(tap, T => match workload {
        Workload::Search => searched::<Chess, T>(board, FEN_KEY_EVERY),
        Workload::LeafPerft => counted::<_, T>(board, FEN_KEY_EVERY, |b, d, t| leaf_perft::chess(b, d, t)),
    })
}

/// cozy-chess.
fn cozy(workload: Workload, tap: Tap, fen: &str) -> Run {
    let board = cozy_chess::Board::from_fen(fen, false).expect("valid FEN");
    with_tap!(tap, T => match workload {
        Workload::Search => searched::<Cozy, T>(board, FEN_KEY_EVERY),
        Workload::LeafPerft => counted::<_, T>(board, FEN_KEY_EVERY, |b, d, t| leaf_perft::cozy(b, d, t)),
    })
}

/// shakmaty's position of `fen`.
fn shakmaty_position(fen: &str) -> shakmaty::Chess {
    use shakmaty::{CastlingMode, fen::Fen};
    Fen::from_str(fen)
        .expect("valid FEN")
        .into_position(CastlingMode::Standard)
        .expect("legal position")
}

/// shakmaty, keeping no key.
fn shakmaty(workload: Workload, tap: Tap, fen: &str) -> Run {
    let pos = shakmaty_position(fen);
    with_tap!(tap, T => match workload {
        Workload::Search => searched::<Shakmaty, T>(pos, 1),
        Workload::LeafPerft => counted::<_, T>(pos, 1, |p, d, t| leaf_perft::shakmaty(p, d, t)),
    })
}

/// shakmaty, keeping its key as an engine does.
fn shakmaty_keyed(workload: Workload, tap: Tap, fen: &str) -> Run {
    let pos = KeyedChess::new(shakmaty_position(fen));
    with_tap!(tap, T => match workload {
        Workload::Search => searched::<ShakmatyKeyed, T>(pos, 1),
        Workload::LeafPerft => counted::<_, T>(pos, 1, |p, d, t| leaf_perft::shakmaty_keyed(p, d, t)),
    })
}

/// A variant of movegen's.
const fn ours(name: &'static str, keys: Keys, prepare: fn(Workload, Tap, &str) -> Run) -> Variant {
    Variant {
        name,
        peer: false,
        keys,
        keeps_key: false,
        prepare,
    }
}

/// A peer crate's variant.
const fn peer(
    name: &'static str,
    keys: Keys,
    keeps_key: bool,
    prepare: fn(Workload, Tap, &str) -> Run,
) -> Variant {
    Variant {
        name,
        peer: true,
        keys,
        keeps_key,
        prepare,
    }
}

/// Every variant, the keyed table's first, movegen's first in each (its default
/// encoding with make/unmake leading).
pub const VARIANTS: [Variant; 12] = [
    ours("movegen", Keys::Keyed, movegen::<Move, MakeUnmake>),
    ours("movegen-copy", Keys::Keyed, movegen::<Move, CopyMake>),
    ours(
        "movegen-packed16",
        Keys::Keyed,
        movegen::<Packed16, MakeUnmake>,
    ),
    ours(
        "movegen-packed16-copy",
        Keys::Keyed,
        movegen::<Packed16, CopyMake>,
    ),
    peer("chess", Keys::Keyed, true, chess),
    peer("cozy-chess", Keys::Keyed, true, cozy),
    peer("shakmaty", Keys::Keyed, true, shakmaty_keyed),
    ours("movegen", Keys::Keyless, movegen::<Move, MakeUnmakeKeyless>),
    ours(
        "movegen-packed16",
        Keys::Keyless,
        movegen::<Packed16, MakeUnmakeKeyless>,
    ),
    peer("chess", Keys::Keyless, true, chess),
    peer("cozy-chess", Keys::Keyless, true, cozy),
    peer("shakmaty", Keys::Keyless, false, shakmaty),
];
