//! One position checked by the board's own paths, with no reference implementation:
//! the make-time test against make, make and unmake against the board before, the
//! incremental key against the key from scratch, and the legal moves of the make
//! filter, of `legal_moves`, of the legal generator and of `count_legal` against each
//! other.

use movegen::{Board, Encoding, MakeError, Move};

/// A pseudo-legal move that make took, and whether the other side is in check after it.
#[derive(Clone, Copy, Debug)]
pub struct Made {
    /// The move.
    pub mv: Move,
    /// Whether it gives check.
    pub gives_check: bool,
}

/// The legal moves of a position, by two paths that [`check_paths`] found to agree.
#[derive(Clone, Debug)]
pub struct Legal {
    /// The pseudo-legal moves that make takes, in the pseudo-legal generator's order
    /// (which is `legal_moves`' order).
    pub made: Vec<Made>,
    /// The legal generator's moves (`generate_legal`), in its order.
    pub generated: Vec<Move>,
}

/// A move as a sortable value: origin, destination and special field.
fn sort_key<E: Encoding>(mv: E) -> (u8, u8, u8) {
    (mv.from().to_u8(), mv.to().to_u8(), mv.special())
}

/// Checks `board` by its own paths; panics, naming the position and the move, at the
/// first disagreement:
///
/// - the key equals the key from scratch;
/// - every pseudo-legal move is made and unmade: `is_legal` says whether `make_move`
///   takes it, the key after it equals the key from scratch, and unmake restores the
///   board (`PartialEq`) and its key exactly;
/// - the moves make takes hold no duplicate and are, in order, `legal_moves`' moves;
///   the legal generator's moves are, as a set and without duplicates, the same; and
///   `count_legal` counts as many.
///
/// Returns the legal moves by both paths.
pub fn check_paths(board: &mut Board) -> Legal {
    let fen = board.to_fen();
    let key = board.key();
    assert_eq!(key, board.compute_key(), "key of {fen}");

    let before = *board;
    let pseudo = board.pseudo_legal_moves();
    let mut made = Vec::new();
    for &mv in pseudo.iter() {
        let legal = board.is_legal(mv);
        match board.make_move(mv) {
            Ok(undo) => {
                assert!(legal, "{mv} made but not legal in {fen}");
                assert_eq!(board.key(), board.compute_key(), "key after {mv} in {fen}");
                let gives_check = board.in_check();
                board.unmake_move(mv, undo);
                made.push(Made { mv, gives_check });
            }
            Err(MakeError::Illegal) => assert!(!legal, "{mv} legal but refused in {fen}"),
            Err(MakeError::NotPseudoLegal) => panic!("{mv} generated but refused in {fen}"),
        }
        assert_eq!(*board, before, "make and unmake {mv} in {fen}");
        assert_eq!(board.key(), key, "key after make and unmake {mv} in {fen}");
    }

    let mut filtered: Vec<_> = made.iter().map(|m| sort_key(m.mv)).collect();
    filtered.sort_unstable();
    assert!(
        filtered.windows(2).all(|pair| pair[0] != pair[1]),
        "duplicate legal moves in {fen}"
    );
    let listed: Vec<Move> = pseudo
        .iter()
        .copied()
        .filter(|&mv| board.is_legal(mv))
        .collect();
    let made_moves: Vec<Move> = made.iter().map(|m| m.mv).collect();
    assert_eq!(
        listed, made_moves,
        "is_legal over the pseudo-legal moves in {fen}"
    );

    let generated = board.legal_moves().to_vec();
    let mut sorted: Vec<_> = generated.iter().map(|&mv| sort_key(mv)).collect();
    sorted.sort_unstable();
    sorted.dedup();
    assert_eq!(
        sorted.len(),
        generated.len(),
        "duplicates from generate_legal in {fen}"
    );
    assert_eq!(sorted, filtered, "generate_legal against make in {fen}");
    assert_eq!(
        board.count_legal(),
        made.len() as u64,
        "count_legal in {fen}"
    );
    Legal { made, generated }
}
