//! The Zobrist keys of the Polyglot opening-book format: the 781 "Random64" values that
//! Polyglot books are keyed with, and the slow reference key of a position built from them.
//!
//! The values are a published constant, like a standard, not numbers of our choosing:
//! they are the `Random64` array of the Polyglot book format as its specification gives
//! it (Michel Van den Bergh, "Polyglot opening book format", the file `pg_key.c` of his
//! `pg_utils`; also `POLYGLOT_RANDOM_ARRAY` in python-chess). Keys computed from them
//! match the keys stored in every Polyglot book. They cannot be derived from a seed, so
//! they are kept here as data; [`keys`] hands them to the catalog, which emits them as
//! the `ZOBRIST` table, and [`reference_key`] is the slow, obviously-correct key that the
//! tests check against the specification's example positions.
//!
//! Indexing, as Polyglot defines it:
//! - pieces: `64 * kind + 8 * rank + file` (rank and file from 0, so `A1 = 0`, `H8 = 63`),
//!   with `kind` 0 black pawn, 1 white pawn, 2 black knight, 3 white knight, 4 black
//!   bishop, 5 white bishop, 6 black rook, 7 white rook, 8 black queen, 9 white queen,
//!   10 black king, 11 white king;
//! - castling rights: 768 white short, 769 white long, 770 black short, 771 black long;
//! - en passant: `772 + file`, only when a pawn of the side to move stands beside the
//!   pawn that has just advanced two squares (whether the capture is legal or not);
//! - side to move: 780, when white is to move.

mod random64;

use random64::RANDOM64;

/// Offset of the castling keys: white short, white long, black short, black long.
pub const CASTLE: usize = 768;
/// Offset of the eight en-passant file keys, file a first.
pub const EN_PASSANT: usize = 772;
/// The key of white to move.
pub const TURN: usize = 780;
/// Number of keys.
pub const LEN: usize = 781;

/// The Polyglot kind of a piece: `2 * kind + white`, where `kind` is 0 pawn, 1 knight,
/// 2 bishop, 3 rook, 4 queen, 5 king (the order of the piece keys).
pub fn polyglot_kind(fen_letter: char) -> Option<usize> {
    let kind = "pnbrqk".find(fen_letter.to_ascii_lowercase())?;
    Some(2 * kind + usize::from(fen_letter.is_ascii_uppercase()))
}

/// The 781 keys, in Polyglot's order.
pub fn keys() -> Vec<u64> {
    RANDOM64.to_vec()
}

/// The Polyglot key of a position given as FEN (its first four fields), computed from
/// scratch the way the specification describes it: the reference the runtime crate's
/// incremental key is tested against. `None` when the FEN is not well formed.
pub fn reference_key(fen: &str) -> Option<u64> {
    let mut fields = fen.split_ascii_whitespace();
    let (placement, side, castling, ep) = (
        fields.next()?,
        fields.next()?,
        fields.next()?,
        fields.next()?,
    );
    let mut key = 0;
    let mut board = [None; 64];
    for (row, text) in placement.split('/').enumerate() {
        let rank = 7usize.checked_sub(row)?;
        let mut file = 0;
        for c in text.chars() {
            if let Some(d) = c.to_digit(10) {
                file += d as usize;
            } else {
                let sq = 8 * rank + file;
                board[sq] = Some(c);
                key ^= RANDOM64.get(64 * polyglot_kind(c)? + sq)?;
                file += 1;
            }
        }
    }
    for (i, c) in "KQkq".chars().enumerate() {
        if castling.contains(c) {
            key ^= RANDOM64[CASTLE + i];
        }
    }
    let white = match side {
        "w" => true,
        "b" => false,
        _ => return None,
    };
    if let [f @ b'a'..=b'h', r @ (b'3' | b'6')] = ep.as_bytes() {
        let file = usize::from(f - b'a');
        // The pawn that just advanced stands one rank nearer its enemy than the square.
        let rank = if white { 4 } else { 3 };
        let capturer = if white { 'P' } else { 'p' };
        let beside = [file.checked_sub(1), Some(file + 1).filter(|&f| f < 8)];
        if *r == if white { b'6' } else { b'3' }
            && beside
                .iter()
                .flatten()
                .any(|&f| board[8 * rank + f] == Some(capturer))
        {
            key ^= RANDOM64[EN_PASSANT + file];
        }
    }
    if white {
        key ^= RANDOM64[TURN];
    }
    Some(key)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The example positions of the Polyglot book format specification, reached from
    /// the start by the moves given, with the keys it gives.
    pub(crate) const SPEC_POSITIONS: [(&str, u64); 9] = [
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            0x463b96181691fc9c,
        ),
        (
            "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1",
            0x823c9b50fd114196,
        ),
        (
            "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 2",
            0x0756b94461c50fb0,
        ),
        (
            "rnbqkbnr/ppp1pppp/8/3pP3/8/8/PPPP1PPP/RNBQKBNR b KQkq - 0 2",
            0x662fafb965db29d4,
        ),
        (
            "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
            0x22a48b5a8e47ff78,
        ),
        (
            "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPPKPPP/RNBQ1BNR b kq - 0 3",
            0x652a607ca3f242c1,
        ),
        (
            "rnbq1bnr/ppp1pkpp/8/3pPp2/8/8/PPPPKPPP/RNBQ1BNR w - - 0 4",
            0x00fdd303c946bdd9,
        ),
        (
            "rnbqkbnr/p1pppppp/8/8/PpP4P/8/1P1PPPP1/RNBQKBNR b KQkq c3 0 3",
            0x3c8123ea7b067637,
        ),
        (
            "rnbqkbnr/p1pppppp/8/8/P6P/R1p5/1P1PPPP1/1NBQKBNR b Kkq - 0 4",
            0x5c3f9b829b279560,
        ),
    ];

    #[test]
    fn the_reference_key_gives_the_specification_keys() {
        for (fen, key) in SPEC_POSITIONS {
            assert_eq!(reference_key(fen), Some(key), "{fen}");
        }
    }

    #[test]
    fn the_keys_are_the_published_array() {
        assert_eq!(RANDOM64[0], 0x9d39_247e_3377_6d41);
        assert_eq!(RANDOM64[TURN], 0xf8d6_26aa_af27_8509);
        let mut sorted = keys();
        sorted.sort_unstable();
        sorted.dedup();
        assert_eq!(sorted.len(), LEN, "781 distinct keys");
        assert!(!sorted.contains(&0));
    }
}
