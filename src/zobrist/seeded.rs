//! Zobrist keys made from a seed ([`ZobristKeys`]): a key set independent of Polyglot's,
//! so that a deep perft can be counted twice with tables keyed differently. Two
//! positions that collide under one set almost surely do not under another, so two
//! counts that agree were not both misled by a collision.
//!
//! The generator is SplitMix64 (Steele, Lea and Flood, "Fast splittable pseudorandom
//! number generators", OOPSLA 2014; Vigna's `splitmix64.c`): the state starts at the
//! seed, each key adds the golden-ratio increment `0x9e37_79b9_7f4a_7c15` to the state
//! and mixes it. Its outputs are a bijection of its states, so the 781 keys of a set are
//! distinct. Two seeds share keys only when they differ by a multiple of the increment
//! smaller than 781 times it (the one set is then the other shifted); seeds that differ
//! by less than 2^53 never do.

use super::{KEYS, RookKeys};

/// 781 Zobrist keys in Polyglot's layout and 32 keys of the castling rooks' files, made
/// from a seed by SplitMix64: for the
/// hashed perft's tables ([`PerftTable::with_keys`](crate::PerftTable::with_keys),
/// [`SharedPerftTable::with_keys`](crate::SharedPerftTable::with_keys)) and
/// [`Board::compute_key_with`](crate::Board::compute_key_with).
///
/// The layout is Polyglot's `Random64` array: `64 * kind + square` for the pieces
/// (`kind` 0 black pawn, 1 white pawn, 2 black knight, ... 11 white king; squares `A1
/// = 0` to `H8 = 63`), then the castling rights at 768 to 771 (white short, white long,
/// black short, black long), the en-passant file at `772 + file`, and white to move at
/// 780. The castling rooks' keys follow ([`ZobristKeys::rooks`]). A key is made with
/// them under the rules of [`Board::key`](crate::Board::key).
///
/// ```
/// use movegen::{Board, ZobristKeys};
/// const KEYS: ZobristKeys = ZobristKeys::from_seed(1);
/// let board = Board::default();
/// assert_ne!(board.compute_key_with(&KEYS), board.key());
/// assert_eq!(board.compute_key_with(&KEYS), board.compute_key_with(&ZobristKeys::from_seed(1)));
/// assert_ne!(board.compute_key_with(&KEYS), board.compute_key_with(&ZobristKeys::from_seed(2)));
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ZobristKeys {
    keys: [u64; KEYS],
    rooks: RookKeys,
}

/// SplitMix64's increment: 2^64 divided by the golden ratio, odd.
const GAMMA: u64 = 0x9e37_79b9_7f4a_7c15;

impl ZobristKeys {
    /// The keys SplitMix64 gives from `seed`, in order: the key at index `i` is the
    /// generator's output number `i + 1` (the first output is that of `seed +
    /// 0x9e37_79b9_7f4a_7c15`), and the castling rooks' keys are outputs 782 to 813
    /// (see [`ZobristKeys::rooks`]). A `const fn`: a set can be a constant.
    ///
    /// ```
    /// use movegen::ZobristKeys;
    /// // SplitMix64's published outputs for seed 1234567.
    /// let keys = ZobristKeys::from_seed(1_234_567);
    /// assert_eq!(keys.keys()[..3], [6457827717110365317, 3203168211198807973, 9817491932198370423]);
    /// ```
    pub const fn from_seed(seed: u64) -> ZobristKeys {
        let mut keys = [0; KEYS];
        let mut state = seed;
        let mut i = 0;
        while i < KEYS {
            state = state.wrapping_add(GAMMA);
            keys[i] = mix(state);
            i += 1;
        }
        let mut rooks = [[0; 8]; 4];
        let mut right = 0;
        while right < 4 {
            let mut file = 0;
            while file < 8 {
                state = state.wrapping_add(GAMMA);
                // A right's rook in its corner (short: the h-file, long: the a-file)
                // adds nothing: standard chess keeps Polyglot's key.
                let corner = if right % 2 == 0 { 7 } else { 0 };
                rooks[right][file] = if file == corner { 0 } else { mix(state) };
                file += 1;
            }
            right += 1;
        }
        ZobristKeys { keys, rooks }
    }

    /// The 781 keys, in Polyglot's layout (see [`ZobristKeys`]).
    pub const fn keys(&self) -> &[u64; 781] {
        &self.keys
    }

    /// The keys of the castling rooks' files, `rooks()[right][file]`: `right` 0 white
    /// short, 1 white long, 2 black short, 3 black long (the order of Polyglot's
    /// castling keys), `file` 0 (a) to 7 (h). A key holds `rooks()[right][file]` for
    /// each castling right held, `file` that of the rook it castles with, so that two
    /// Chess960 positions whose rights name different rooks differ. The rook in its
    /// corner (the h-file for a short right, the a-file for a long one) has the key 0:
    /// a standard position's key is Polyglot's. The others are SplitMix64's outputs
    /// 782 to 813, in this order.
    ///
    /// ```
    /// use movegen::ZobristKeys;
    /// let keys = ZobristKeys::from_seed(5);
    /// assert_eq!((keys.rooks()[0][7], keys.rooks()[1][0]), (0, 0));
    /// assert_ne!(keys.rooks()[0][6], 0); // white's short rook on g1
    /// ```
    pub const fn rooks(&self) -> &[[u64; 8]; 4] {
        &self.rooks
    }

    /// The same keys with only their top `bits` bits kept (the rest cleared; 64 or more
    /// keeps them whole): keys made to collide, for tests that show a collision caught.
    /// With 8 bits there are 256 keys in all, and any count of a few thousand positions
    /// meets two positions with the same key. The bits kept are the top ones, those a
    /// table's bucket is chosen by, so that the entries still spread over the table.
    /// Not for counting: a count with weakened keys is wrong as often as not.
    #[doc(hidden)]
    pub const fn weakened(mut self, bits: u32) -> ZobristKeys {
        let mask = match bits {
            0 => 0,
            1..=63 => !0 << (64 - bits),
            _ => !0,
        };
        let mut i = 0;
        while i < KEYS {
            self.keys[i] &= mask;
            i += 1;
        }
        let mut i = 0;
        while i < 32 {
            self.rooks[i / 8][i % 8] &= mask;
            i += 1;
        }
        self
    }
}

/// SplitMix64's output for the state `z`.
const fn mix(mut z: u64) -> u64 {
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

#[cfg(test)]
mod tests {
    use super::ZobristKeys;

    /// SplitMix64's published outputs: seed 1234567 (Rosetta Code's "Pseudo-random
    /// numbers/Splitmix64"), and seed 0's first.
    #[test]
    fn the_generator_is_splitmix64() {
        let keys = ZobristKeys::from_seed(1_234_567);
        assert_eq!(
            keys.keys()[..5],
            [
                6_457_827_717_110_365_317,
                3_203_168_211_198_807_973,
                9_817_491_932_198_370_423,
                4_593_380_528_125_082_431,
                16_408_922_859_458_223_821,
            ]
        );
        assert_eq!(ZobristKeys::from_seed(0).keys()[0], 0xe220_a839_7b1d_cdaf);
    }

    #[test]
    fn weakened_keys_keep_their_top_bits() {
        let keys = ZobristKeys::from_seed(7);
        let weak = keys.clone().weakened(8);
        for (&whole, &kept) in keys.keys().iter().zip(weak.keys()) {
            assert_eq!(kept, whole & 0xff00_0000_0000_0000);
        }
        assert_eq!(keys.clone().weakened(64), keys);
        assert!(keys.clone().weakened(0).keys().iter().all(|&k| k == 0));
    }
}
