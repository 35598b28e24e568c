//! The search's rules ([`Rules`]) for cozy-chess: `Board::generate_moves` for the legal
//! moves (each piece's destinations as a set), the same sets masked to the other
//! side's pieces and the en-passant square for the captures, and copy-make
//! (`Board::play_unchecked` on a clone), the crate's only way to play a move.
//!
//! cozy-chess writes castling as the king taking its own rook (`e1h1`); its key and its
//! text here use the king's destination (`e1g1`), as every crate's do.

use arrayvec::ArrayVec;
use cozy_chess::{BitBoard, Board, File, Move, Piece, Rank, Square};

use super::negamax::Rules;
use super::{MAX_MOVES, Order, Role, material, order_key, uci};

/// cozy-chess's rules for the search.
pub struct Cozy;

impl Rules for Cozy {
    type Position = Board;
    type Move = Move;

    /// Each piece's destinations (with `captures`, masked to `targets` and only the
    /// moves that take a piece kept).
    #[inline(always)]
    fn generate<T>(
        board: &mut Board,
        captures: bool,
        then: impl FnOnce(&mut Board, &[Move], &mut Order) -> T,
    ) -> T {
        let to = if captures {
            targets(board)
        } else {
            BitBoard::FULL
        };
        let ours = board.colors(board.side_to_move());
        let (mut moves, mut order) = (ArrayVec::<_, MAX_MOVES>::new(), Order::new());
        board.generate_moves(|mut piece_moves| {
            piece_moves.to &= to;
            let attacker = role(piece_moves.piece);
            for mv in piece_moves {
                let victim = match board.piece_on(mv.to) {
                    _ if ours.has(mv.to) => None,
                    None if attacker == Role::Pawn && mv.from.file() != mv.to.file() => {
                        Some(Role::Pawn)
                    }
                    victim => victim.map(role),
                };
                if captures && victim.is_none() {
                    continue;
                }
                order.push(order_key(
                    victim,
                    attacker,
                    mv.from as usize,
                    destination(board, mv) as usize,
                    mv.promotion.map(role),
                ));
                moves.push(mv);
            }
            false
        });
        then(board, &moves, &mut order)
    }

    #[inline(always)]
    fn in_check(board: &Board) -> bool {
        !board.checkers().is_empty()
    }

    #[inline(always)]
    fn evaluate(board: &Board) -> i32 {
        let us = board.side_to_move();
        material(|role| {
            let piece = Piece::ALL[role as usize];
            board.colored_pieces(us, piece).len() as i32
                - board.colored_pieces(!us, piece).len() as i32
        })
    }

    #[inline(always)]
    fn play<T>(board: &mut Board, mv: Move, then: impl FnOnce(&mut Board) -> T) -> T {
        let mut child = board.clone();
        child.play_unchecked(mv);
        then(&mut child)
    }

    fn text(board: &Board, mv: Move) -> String {
        uci(
            mv.from as usize,
            destination(board, mv) as usize,
            mv.promotion.map(role),
        )
    }

    #[inline(always)]
    fn key(board: &Board) -> u64 {
        board.hash()
    }

    fn scratch_key(board: &Board) -> u64 {
        scratch_key(board)
    }
}

/// The crate's key computed anew: its only way is a board read from the FEN.
pub fn scratch_key(board: &Board) -> u64 {
    let fen = board.to_string();
    Board::from_fen(&fen, false).expect("its own FEN").hash()
}

/// What a capture lands on: the other side's pieces, and the en-passant square (other
/// pieces' quiet moves to that square are dropped by `generate`).
#[inline(always)]
fn targets(board: &Board) -> BitBoard {
    let us = board.side_to_move();
    let ep = board.en_passant().map_or(BitBoard::EMPTY, |file| {
        Square::new(file, Rank::Sixth.relative_to(us)).bitboard()
    });
    board.colors(!us) | ep
}

/// Where the move's piece lands: the king's destination for castling (which
/// cozy-chess writes as the king taking its own rook).
#[inline(always)]
fn destination(board: &Board, mv: Move) -> Square {
    if board.colors(board.side_to_move()).has(mv.to) {
        let file = if mv.to as usize > mv.from as usize {
            File::G
        } else {
            File::C
        };
        Square::new(file, mv.from.rank())
    } else {
        mv.to
    }
}

/// The shared kind of the crate's piece.
#[inline(always)]
fn role(piece: Piece) -> Role {
    Role::ALL[piece as usize]
}
