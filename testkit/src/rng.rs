//! Small seeded generators, so that every run sees the same numbers and nothing needs
//! the `rand` crate. The one copy of each, shared by the tests, the benches and the
//! benchmark's inputs (and, by path, by the vendored crate's tests, which do not depend
//! on movegen). Each user keeps its own generator and seed, so its inputs are the ones
//! it always had.

/// A seeded source of 64-bit numbers.
pub trait Rng {
    /// The next number.
    fn next_u64(&mut self) -> u64;

    /// A number below `n` (`n > 0`; the modulo bias is irrelevant here).
    fn below(&mut self, n: usize) -> usize {
        (self.next_u64() % n as u64) as usize
    }
}

/// xorshift64 (Marsaglia; shifts 13, 7, 17): each number is the new state.
pub struct XorShift64(pub u64);

impl Rng for XorShift64 {
    fn next_u64(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
}

/// xorshift64* (Vigna; shifts 12, 25, 27, the state multiplied on the way out).
pub struct XorShift64Star(pub u64);

impl Rng for XorShift64Star {
    fn next_u64(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }
}

/// SplitMix64 (Steele, Lea and Flood).
pub struct SplitMix64(pub u64);

impl Rng for SplitMix64 {
    fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }
}
