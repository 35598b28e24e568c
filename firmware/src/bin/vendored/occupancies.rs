//! Board occupancies for the lookups: a fixed-seed xorshift64 generator, so that every
//! run sees the same boards.

/// An endless, repeatable sequence of occupancies, sparse and dense in turn.
pub struct Occupancies {
    state: u64,
    index: u32,
}

impl Occupancies {
    /// The sequence from its fixed seed.
    pub fn new() -> Occupancies {
        Occupancies {
            state: 0x9E37_79B9_7F4A_7C15,
            index: 0,
        }
    }

    /// The next xorshift64 word.
    fn word(&mut self) -> u64 {
        self.state ^= self.state << 13;
        self.state ^= self.state >> 7;
        self.state ^= self.state << 17;
        self.state
    }
}

impl Iterator for Occupancies {
    type Item = u64;

    /// The next occupancy: the AND of one to four random words in turn, so about a
    /// half, a quarter, an eighth and a sixteenth of the board is occupied.
    fn next(&mut self) -> Option<u64> {
        let words = self.index % 4 + 1;
        self.index = self.index.wrapping_add(1);
        let mut occupied = u64::MAX;
        for _ in 0..words {
            occupied &= self.word();
        }
        Some(occupied)
    }
}
