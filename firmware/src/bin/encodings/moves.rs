//! The move workloads (pack, unpack, predicates, generate, order): each on every
//! position of [`POSITIONS`], [`REPEAT`] times per measurement.

use core::hint::black_box;
use core::slice;

use movegen::{Board, Encoding, Move, MoveList, Piece, Square};
use movegen_workloads::engine::Scored;
use movegen_workloads::kernels::{self, Fields, Position};

use crate::{Encodings, POSITIONS, REPEAT, Total, check, parse, repeated};

/// The most pseudo-legal moves of a position of [`POSITIONS`].
const MOST_MOVES: usize = 64;

/// One position's inputs: the board, its mailbox, its moves' fields and the moves in
/// the encoding under test (arrays of [`MOST_MOVES`], not move lists of `MAX_MOVES`,
/// to spare the micro:bit's RAM).
pub struct Inputs<E: Encoding> {
    /// Which position of [`POSITIONS`].
    index: usize,
    position: Position,
    fields: [Fields; MOST_MOVES],
    moves: [E; MOST_MOVES],
}

impl<E: Encoding> Inputs<E> {
    #[inline(never)]
    fn new(index: usize) -> Inputs<E> {
        let board = parse(POSITIONS[index]);
        let (fields, n) = fields_of(&board);
        let mut mailbox = [Piece::EMPTY; 64];
        for sq in Square::all() {
            mailbox[sq.index()] = board.piece_at(sq).unwrap_or(Piece::EMPTY);
        }
        let moves = moves_of(&board, n);
        Inputs {
            index,
            position: Position {
                board,
                mailbox,
                moves: 0..n,
            },
            fields,
            moves,
        }
    }

    /// The fields of the position's moves.
    fn fields(&self) -> &[Fields] {
        &self.fields[..self.position.moves.len()]
    }

    /// The position's moves in encoding `E`, as the generator ordered them.
    fn moves(&self) -> &[E] {
        &self.moves[..self.position.moves.len()]
    }

    /// The position, as the kernels take a set of them.
    fn positions(&self) -> &[Position] {
        slice::from_ref(&self.position)
    }

    /// The elements of one measurement: every move, [`REPEAT`] times.
    fn elements(&self) -> u64 {
        REPEAT * self.position.moves.len() as u64
    }
}

/// The fields of every pseudo-legal move of `board`, and how many there are.
#[inline(never)]
fn fields_of(board: &Board) -> ([Fields; MOST_MOVES], usize) {
    let mut list = MoveList::<Move>::new();
    board.generate_pseudo_legal(&mut list);
    assert!(list.len() <= MOST_MOVES, "more moves than MOST_MOVES");
    let empty = Fields {
        from: Square::from_index(0),
        to: Square::from_index(0),
        piece: Piece::EMPTY,
        captured: Piece::EMPTY,
        special: Piece::EMPTY,
    };
    let mut fields = [empty; MOST_MOVES];
    for (slot, mv) in fields.iter_mut().zip(list.iter()) {
        *slot = Fields {
            from: mv.from(),
            to: mv.to(),
            piece: mv.piece().unwrap_or(Piece::EMPTY),
            captured: mv.captured().unwrap_or(Piece::EMPTY),
            special: Piece::from_code(mv.special_bits()).unwrap_or(Piece::EMPTY),
        };
    }
    (fields, list.len())
}

/// The `n` pseudo-legal moves of `board` in encoding `E`.
#[inline(never)]
fn moves_of<E: Encoding>(board: &Board, n: usize) -> [E; MOST_MOVES] {
    let mut list = MoveList::<E>::default();
    board.generate_pseudo_legal(&mut list);
    assert_eq!(list.len(), n, "the generator gave another number of moves");
    let mut moves = [E::default(); MOST_MOVES];
    moves[..n].copy_from_slice(&list);
    moves
}

/// One move workload on one position: its instructions, and whether it was right.
type OnePosition<E> = fn(&mut Encodings, &Inputs<E>) -> (u64, bool);

/// `work` on every position of [`POSITIONS`], summed. Each position's inputs are made
/// before its measurement starts. Not inlined, so that only one workload's inputs are on
/// the stack at a time.
#[inline(never)]
pub fn each_position<E: Encoding>(all: &mut Encodings, work: OnePosition<E>) -> Total {
    let mut total = Total::EMPTY;
    for index in 0..POSITIONS.len() {
        let inputs = Inputs::<E>::new(index);
        let (instructions, right) = work(all, &inputs);
        total.add(inputs.elements(), instructions, right);
    }
    total
}

/// `pack`: every move packed from its fields, compared with the generator's.
#[inline(never)]
pub fn pack<E: Encoding>(all: &mut Encodings, inputs: &Inputs<E>) -> (u64, bool) {
    let n = inputs.moves().len();
    let mut out = [E::default(); MOST_MOVES];
    let packed = repeated(all.run, || {
        kernels::pack_all::<E>(black_box(inputs.fields()), &mut out[..n])
    });
    (packed.instructions, out[..n] == *inputs.moves())
}

/// `unpack`: every field read back, summed, compared with the fields' own sum.
#[inline(never)]
pub fn unpack<E: Encoding>(all: &mut Encodings, inputs: &Inputs<E>) -> (u64, bool) {
    let unpacked = repeated(all.run, || {
        kernels::unpack_all::<E>(black_box(inputs.positions()), black_box(inputs.moves()))
    });
    let words = (inputs.fields().iter())
        .map(|f| kernels::word(f.from, f.to, f.piece, f.captured, f.special.kind_code()));
    (unpacked.instructions, unpacked.value == words.sum::<u64>())
}

/// `predicates`: every predicate of every move, counted, compared with the first
/// encoding's counts.
#[inline(never)]
pub fn predicates<E: Encoding>(all: &mut Encodings, inputs: &Inputs<E>) -> (u64, bool) {
    let counted = repeated(all.run, || {
        kernels::predicates_all::<E>(black_box(inputs.moves()))
    });
    let reference = &mut all.reference;
    let right = check(
        &mut reference.predicates[inputs.index],
        counted.value,
        reference.set,
    );
    (counted.instructions, right)
}

/// `generate`: the position's moves generated again, counted.
#[inline(never)]
pub fn generate<E: Encoding>(all: &mut Encodings, inputs: &Inputs<E>) -> (u64, bool) {
    let mut again = MoveList::<E>::default();
    let generated = repeated(all.run, || {
        kernels::generate_all::<E>(black_box(inputs.positions()), &mut again)
    });
    (
        generated.instructions,
        generated.value == inputs.moves().len(),
    )
}

/// `order`: the moves scored and sorted, compared with the first encoding's order.
#[inline(never)]
pub fn order<E: Encoding>(all: &mut Encodings, inputs: &Inputs<E>) -> (u64, bool) {
    let mut scored: [Scored<E>; MOST_MOVES] = [(0, E::default()); MOST_MOVES];
    let ordered = repeated(all.run, || {
        kernels::order_all::<E>(
            black_box(inputs.positions()),
            black_box(inputs.moves()),
            &mut scored,
        )
    });
    let reference = &mut all.reference;
    let right = check(
        &mut reference.order[inputs.index],
        ordered.value,
        reference.set,
    );
    (ordered.instructions, right)
}
