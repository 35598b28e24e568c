//! What the choice of move encoding costs: one criterion group per workload, one
//! function per encoding, the same inputs for every function of a group.
//!
//! The inputs are real moves: every pseudo-legal move of a fixed set of positions,
//! the lines of `tests/data/standard.epd` and `tests/data/edge-cases.epd` and, for each
//! line, the position at the end of a random walk of up to twelve legal moves from it,
//! chosen by an inline xorshift generator with a fixed seed. The workloads:
//!
//! - `pack`: pack every move from its five fields ([`Encoding::pack`]);
//! - `unpack`: read back from, to, special, the moving and the captured piece, taking
//!   the pieces from the position's mailbox when the encoding does not carry them
//!   (as an engine holding a `Packed16` must);
//! - `predicates`: ask every move whether it captures, castles, takes en passant,
//!   promotes (and to what) and is a double push;
//! - `generate`: fill a move list for every position of the set;
//! - `perft`: perft of three positions of the standard suite to a fixed depth.
//!
//! Every function checks what it computed (checksums equal to the ones computed from
//! the inputs without any encoding, perft counts equal to the suite's), and the
//! throughput is in moves (or perft leaf nodes). Run it, then print the comparison:
//!
//! ```text
//! cargo bench --bench encodings
//! cargo run --release --example bench_table
//! ```
//!
//! `cargo bench --bench encodings -- --test` runs every function once, timing nothing.

use std::hint::black_box;
use std::ops::Range;
use std::time::Duration;

use criterion::measurement::WallTime;
use criterion::{BenchmarkGroup, Criterion, SamplingMode, Throughput};
use criterion::{criterion_group, criterion_main};
use movegen::{
    Bitfield, Board, ByteUnion, Color, Encoding, Kind, MoveList, Packed16, Piece, ShiftMask, Square,
};

const STANDARD: &str = include_str!("../tests/data/standard.epd");
const EDGE_CASES: &str = include_str!("../tests/data/edge-cases.epd");

/// The seed of the random walks.
const SEED: u64 = 0x2545_f491_4f6c_dd1d;

/// The longest random walk from a suite line.
const MAX_WALK: u32 = 12;

/// Perft positions (a FEN prefix of a `standard.epd` line) and depths.
const PERFT: [(&str, u32); 3] = [
    ("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w", 5),
    (
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w",
        4,
    ),
    ("8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w", 5),
];

/// xorshift64* (Vigna): tiny, fast, and the same sequence everywhere.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }

    /// A number below `n` (`n > 0`; the bias is irrelevant here).
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

/// A move as the generator describes it: the arguments of [`Encoding::pack`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Fields {
    from: Square,
    to: Square,
    piece: Piece,
    captured: Piece,
    special: Piece,
}

/// A position of the set and where its moves are in the move arrays.
struct Position {
    board: Board,
    mailbox: [Piece; 64],
    moves: Range<usize>,
}

/// The inputs shared by every function.
struct Inputs {
    positions: Vec<Position>,
    /// Every pseudo-legal move of every position, position by position, in the order
    /// the generator produces them.
    fields: Vec<Fields>,
}

fn suite_boards() -> Vec<Board> {
    [STANDARD, EDGE_CASES]
        .iter()
        .flat_map(|text| text.lines())
        .filter(|l| !l.trim().is_empty())
        .map(|l| {
            let fen = l.split(';').next().unwrap().trim();
            fen.parse().unwrap_or_else(|e| panic!("{fen}: {e}"))
        })
        .collect()
}

fn random_walk(board: &Board, rng: &mut Rng) -> Board {
    let mut board = board.clone();
    let plies = 1 + rng.below(MAX_WALK as usize);
    for _ in 0..plies {
        let mut list = MoveList::<ShiftMask>::new();
        board.legal_moves(&mut list);
        if list.is_empty() {
            break;
        }
        let mv = list[rng.below(list.len())];
        assert!(board.make_move(mv));
    }
    board.clear_history();
    board
}

impl Inputs {
    fn new() -> Inputs {
        let mut rng = Rng(SEED);
        let mut positions = Vec::new();
        let mut fields = Vec::new();
        for root in suite_boards() {
            let walked = random_walk(&root, &mut rng);
            for board in [root, walked] {
                let mut list = MoveList::<ShiftMask>::new();
                board.generate(&mut list);
                let start = fields.len();
                fields.extend(list.iter().map(|mv| Fields {
                    from: mv.from(),
                    to: mv.to(),
                    piece: mv.piece().unwrap(),
                    captured: mv.captured().unwrap(),
                    special: Piece::from_code(mv.special_bits()).unwrap(),
                }));
                let mut mailbox = [Piece::EMPTY; 64];
                for sq in Square::all() {
                    mailbox[sq.index()] = board.piece_at(sq);
                }
                positions.push(Position {
                    board,
                    mailbox,
                    moves: start..fields.len(),
                });
            }
        }
        Inputs { positions, fields }
    }

    fn elements(&self) -> Throughput {
        Throughput::Elements(self.fields.len() as u64)
    }

    /// The moves as `E`, as the generator produces them.
    fn moves<E: Encoding>(&self) -> Vec<E> {
        let mut moves = Vec::with_capacity(self.fields.len());
        let mut list = MoveList::<E>::new();
        for p in &self.positions {
            p.board.generate(&mut list);
            moves.extend_from_slice(&list);
        }
        assert_eq!(
            moves.len(),
            self.fields.len(),
            "{}: generated moves",
            E::NAME
        );
        moves
    }
}

/// One number for a whole move: the sum of these over a move list checks every field.
#[inline(always)]
fn word(from: Square, to: Square, piece: Piece, captured: Piece, special: u8) -> u64 {
    from.to_u8() as u64
        | (to.to_u8() as u64) << 6
        | (piece.code() as u64) << 12
        | (captured.code() as u64) << 16
        | (special as u64) << 20
}

/// How many moves capture, castle, take en passant, promote, push two squares, and
/// the sum of the promoted kinds' codes.
type Predicates = [u32; 6];

fn reference_predicates(fields: &[Fields]) -> Predicates {
    let mut counts = [0; 6];
    for f in fields {
        let special = f.special.kind_code();
        let pawn = f.piece.kind() == Some(Kind::Pawn);
        counts[0] += u32::from(!f.captured.is_empty());
        counts[1] += u32::from(special == Kind::King as u8);
        counts[2] += u32::from(special == Kind::Pawn as u8);
        counts[3] += u32::from(special > Kind::King as u8);
        counts[4] += u32::from(pawn && f.from.rank().abs_diff(f.to.rank()) == 2);
        counts[5] += if special > Kind::King as u8 {
            u32::from(special)
        } else {
            0
        };
    }
    counts
}

// ---------------------------------------------------------------------------------------
// The workloads, one function each, generic over the encoding.
// ---------------------------------------------------------------------------------------

#[inline(never)]
fn pack_all<E: Encoding>(fields: &[Fields], out: &mut [E]) {
    for (slot, f) in out.iter_mut().zip(fields) {
        *slot = E::pack(f.from, f.to, f.piece, f.captured, f.special);
    }
}

#[inline(never)]
fn unpack_all<E: Encoding>(positions: &[Position], moves: &[E]) -> u64 {
    let mut sum = 0u64;
    for p in positions {
        for &mv in &moves[p.moves.clone()] {
            let (from, to, special) = (mv.from(), mv.to(), mv.special());
            let piece = match mv.piece() {
                Some(piece) => piece,
                None => p.mailbox[from.index()],
            };
            let captured = match mv.captured() {
                Some(captured) => captured,
                None if mv.is_en_passant() => Piece::new(piece.color().flip(), Kind::Pawn),
                None => p.mailbox[to.index()],
            };
            sum += word(from, to, piece, captured, special);
        }
    }
    sum
}

#[inline(never)]
fn predicates_all<E: Encoding>(moves: &[E]) -> Predicates {
    let mut counts = [0u32; 6];
    for &mv in moves {
        counts[0] += u32::from(mv.is_capture());
        counts[1] += u32::from(mv.is_castle());
        counts[2] += u32::from(mv.is_en_passant());
        counts[3] += u32::from(mv.is_promotion());
        counts[4] += u32::from(mv.is_double_push());
        counts[5] += mv.promotion().map_or(0, |k| k as u32);
    }
    counts
}

#[inline(never)]
fn generate_all<E: Encoding>(positions: &[Position], list: &mut MoveList<E>) -> usize {
    let mut total = 0;
    for p in positions {
        p.board.generate(list);
        total += list.len();
        black_box(&*list);
    }
    total
}

#[inline(never)]
fn perft_all<E: Encoding>(boards: &[(Board, u32)]) -> u64 {
    boards
        .iter()
        .map(|(b, depth)| b.perft_pseudo_with::<E>(*depth))
        .sum()
}

// ---------------------------------------------------------------------------------------
// One criterion function per encoding and workload, each checking its last result.
// A function that a command-line filter leaves out computes and checks nothing.
// ---------------------------------------------------------------------------------------

fn bench_pack<E: Encoding>(g: &mut BenchmarkGroup<'_, WallTime>, inputs: &Inputs) {
    let mut out = vec![E::default(); inputs.fields.len()];
    let mut ran = false;
    g.bench_function(E::NAME, |b| {
        ran = true;
        b.iter(|| {
            pack_all::<E>(black_box(&inputs.fields), &mut out);
            black_box(&out);
        })
    });
    if !ran {
        return;
    }
    assert!(out == inputs.moves::<E>(), "{}: packed moves", E::NAME);
    for (mv, f) in out.iter().zip(&inputs.fields) {
        assert_eq!((mv.from(), mv.to()), (f.from, f.to), "{}", E::NAME);
        assert_eq!(mv.special(), f.special.kind_code(), "{}", E::NAME);
        assert!(mv.piece().is_none_or(|p| p == f.piece), "{}", E::NAME);
        assert!(mv.captured().is_none_or(|c| c == f.captured), "{}", E::NAME);
    }
}

fn bench_unpack<E: Encoding>(g: &mut BenchmarkGroup<'_, WallTime>, inputs: &Inputs) {
    let moves = inputs.moves::<E>();
    let expected: u64 = (inputs.fields.iter())
        .map(|f| word(f.from, f.to, f.piece, f.captured, f.special.kind_code()))
        .sum();
    let mut sum = None;
    g.bench_function(E::NAME, |b| {
        b.iter(|| {
            sum = Some(unpack_all::<E>(
                black_box(&inputs.positions),
                black_box(&moves),
            ))
        })
    });
    if let Some(sum) = sum {
        assert_eq!(sum, expected, "{}: unpacked fields", E::NAME);
    }
}

fn bench_predicates<E: Encoding>(g: &mut BenchmarkGroup<'_, WallTime>, inputs: &Inputs) {
    let moves = inputs.moves::<E>();
    let expected = reference_predicates(&inputs.fields);
    let mut counts = None;
    g.bench_function(E::NAME, |b| {
        b.iter(|| counts = Some(predicates_all::<E>(black_box(&moves))))
    });
    if let Some(counts) = counts {
        assert_eq!(counts, expected, "{}: predicate counts", E::NAME);
    }
}

fn bench_generate<E: Encoding>(g: &mut BenchmarkGroup<'_, WallTime>, inputs: &Inputs) {
    let mut list = MoveList::<E>::new();
    let mut total = None;
    g.bench_function(E::NAME, |b| {
        b.iter(|| total = Some(generate_all::<E>(black_box(&inputs.positions), &mut list)))
    });
    if let Some(total) = total {
        assert_eq!(total, inputs.fields.len(), "{}: moves generated", E::NAME);
    }
}

fn bench_perft<E: Encoding>(
    g: &mut BenchmarkGroup<'_, WallTime>,
    boards: &[(Board, u32)],
    nodes: u64,
) {
    let mut counted = None;
    g.bench_function(E::NAME, |b| {
        b.iter(|| counted = Some(perft_all::<E>(black_box(boards))))
    });
    if let Some(counted) = counted {
        assert_eq!(counted, nodes, "{}: perft nodes", E::NAME);
    }
}

/// Runs `bench` for each encoding, in the order of the table's columns.
macro_rules! for_each_encoding {
    ($bench:ident, $($arg:expr),*) => {
        $bench::<ShiftMask>($($arg),*);
        $bench::<ByteUnion>($($arg),*);
        $bench::<Bitfield>($($arg),*);
        $bench::<Packed16>($($arg),*);
    };
}

/// The perft positions and depths, and the suite's count for all of them together.
fn perft_inputs() -> (Vec<(Board, u32)>, u64) {
    let mut boards = Vec::new();
    let mut nodes = 0;
    for (prefix, depth) in PERFT {
        let line = STANDARD
            .lines()
            .find(|l| l.starts_with(prefix))
            .expect("a standard.epd line");
        let mut parts = line.split(';');
        let board: Board = parts.next().unwrap().trim().parse().unwrap();
        let count: u64 = parts
            .find_map(|p| {
                p.trim()
                    .strip_prefix(&format!("D{depth} "))
                    .map(str::to_owned)
            })
            .expect("a count at this depth")
            .parse()
            .unwrap();
        boards.push((board, depth));
        nodes += count;
    }
    (boards, nodes)
}

/// A group for a workload over the move set: microseconds per iteration, so many
/// short samples.
fn micro<'a>(c: &'a mut Criterion, name: &str, inputs: &Inputs) -> BenchmarkGroup<'a, WallTime> {
    let mut g = c.benchmark_group(name);
    g.throughput(inputs.elements());
    g.warm_up_time(Duration::from_secs(1));
    g.measurement_time(Duration::from_secs(3));
    g.sample_size(50);
    g
}

fn encodings(c: &mut Criterion) {
    let inputs = Inputs::new();
    assert!(
        inputs
            .fields
            .iter()
            .any(|f| f.special.kind() == Some(Kind::Pawn)),
        "en passant among the inputs"
    );
    assert!(
        inputs
            .fields
            .iter()
            .any(|f| f.special.kind() == Some(Kind::King)),
        "castling among the inputs"
    );
    assert!(
        inputs
            .positions
            .iter()
            .any(|p| p.board.side_to_move() == Color::Black),
        "both sides to move"
    );

    let mut g = micro(c, "pack", &inputs);
    for_each_encoding!(bench_pack, &mut g, &inputs);
    g.finish();

    let mut g = micro(c, "unpack", &inputs);
    for_each_encoding!(bench_unpack, &mut g, &inputs);
    g.finish();

    let mut g = micro(c, "predicates", &inputs);
    for_each_encoding!(bench_predicates, &mut g, &inputs);
    g.finish();

    let mut g = micro(c, "generate", &inputs);
    for_each_encoding!(bench_generate, &mut g, &inputs);
    g.finish();

    let (boards, nodes) = perft_inputs();
    let mut g = c.benchmark_group("perft");
    g.throughput(Throughput::Elements(nodes));
    g.sampling_mode(SamplingMode::Flat);
    g.warm_up_time(Duration::from_secs(1));
    g.measurement_time(Duration::from_secs(5));
    g.sample_size(20);
    for_each_encoding!(bench_perft, &mut g, &boards, nodes);
    g.finish();
}

criterion_group!(benches, encodings);
criterion_main!(benches);
