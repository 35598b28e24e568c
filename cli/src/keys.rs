//! `--keys SEED`: which Zobrist keys a table is probed with (Polyglot's by default, or a
//! set made from a seed, `movegen::ZobristKeys`), as `perft` and `unit` take it, and as
//! a unit's result records it (`keys: seed 7`), so that `movegen merge` can tell two
//! counts made with independent keys from two made with the same.

use std::fmt;
use std::str::FromStr;

use movegen::{SharedPerftEntry, SharedPerftTable, ZobristKeys};

/// The options that choose the key set (with `--hash`).
#[derive(clap::Args)]
pub(crate) struct KeyArgs {
    /// With --hash: probe the table with Zobrist keys made from SEED (a whole number,
    /// 0 to 2^64 - 1, by SplitMix64) instead of Polyglot's, each position's key computed
    /// from scratch; a count made again with another seed cannot be misled by the same
    /// collision
    #[arg(long, value_name = "SEED", requires = "hash", allow_negative_numbers = true,
          value_parser = seed)]
    keys: Option<u64>,

    /// For tests only: keep the top BITS bits (0 to 64) of every key of --keys, so
    /// that positions collide and counts come out wrong (recorded in a unit's result)
    #[arg(long, value_name = "BITS", requires = "keys", hide = true,
          value_parser = clap::value_parser!(u32).range(0..=64))]
    weaken_keys: Option<u32>,
}

/// `--keys`: a seed, a whole number that fits 64 bits.
fn seed(text: &str) -> Result<u64, String> {
    text.parse()
        .ok()
        .filter(|_| text.bytes().all(|b| b.is_ascii_digit()))
        .ok_or_else(|| format!("expected a whole number from 0 to {}", u64::MAX))
}

impl KeyArgs {
    /// The key set of a count with these options, with a table (`hashed`) or without.
    pub(crate) fn key_set(&self, hashed: bool) -> KeySet {
        match (hashed, self.keys) {
            (false, _) => KeySet::None,
            (true, None) => KeySet::Polyglot,
            (true, Some(seed)) => KeySet::Seed {
                seed,
                bits: self.weaken_keys,
            },
        }
    }
}

/// The keys a count's table was probed with.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub(crate) enum KeySet {
    /// No table: no key, nothing to collide.
    None,
    /// Polyglot's keys, the board's own (the default with `--hash`).
    Polyglot,
    /// `ZobristKeys::from_seed(seed)`, weakened to their top `bits` bits when given.
    Seed { seed: u64, bits: Option<u32> },
}

impl KeySet {
    /// The seeded key set to give the table, if any.
    pub(crate) fn zobrist(self) -> Option<ZobristKeys> {
        match self {
            KeySet::None | KeySet::Polyglot => None,
            KeySet::Seed { seed, bits } => {
                let keys = ZobristKeys::from_seed(seed);
                Some(match bits {
                    Some(bits) => keys.weakened(bits),
                    None => keys,
                })
            }
        }
    }

    /// Whether a count with these keys and one with `other` cannot be misled by the
    /// same collision: one of them had no table (no key), or their keys are
    /// independent (Polyglot's and a seed's, or two seeds).
    pub(crate) fn independent_of(self, other: KeySet) -> bool {
        match (self, other) {
            (KeySet::None, _) | (_, KeySet::None) => true,
            (KeySet::Polyglot, KeySet::Polyglot) => false,
            (KeySet::Seed { seed: s, .. }, KeySet::Seed { seed: t, .. }) => s != t,
            (KeySet::Polyglot, KeySet::Seed { .. }) | (KeySet::Seed { .. }, KeySet::Polyglot) => {
                true
            }
        }
    }
}

/// A table over `buffer` (none when it is empty: no `--hash`), probed with `keys`
/// (Polyglot's when none).
pub(crate) fn table<'a>(
    buffer: &'a [SharedPerftEntry],
    keys: Option<&'a ZobristKeys>,
) -> Option<SharedPerftTable<'a>> {
    match keys {
        Some(keys) => SharedPerftTable::with_keys(buffer, keys).ok(),
        None => SharedPerftTable::new(buffer).ok(),
    }
}

/// As a result file writes it: `none`, `polyglot`, `seed 7`, `seed 7 weakened to 8 bits`.
impl fmt::Display for KeySet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            KeySet::None => f.write_str("none"),
            KeySet::Polyglot => f.write_str("polyglot"),
            KeySet::Seed { seed, bits: None } => write!(f, "seed {seed}"),
            KeySet::Seed {
                seed,
                bits: Some(bits),
            } => write!(f, "seed {seed} weakened to {bits} bits"),
        }
    }
}

impl FromStr for KeySet {
    type Err = String;

    /// Reads what [`KeySet`]'s `Display` writes, and nothing else.
    fn from_str(text: &str) -> Result<KeySet, String> {
        let bad = || {
            format!(
                "bad key set {text:?}: expected `none`, `polyglot` or `seed N` \
                 (N a whole number)"
            )
        };
        match text {
            "none" => return Ok(KeySet::None),
            "polyglot" => return Ok(KeySet::Polyglot),
            _ => {}
        }
        let rest = text.strip_prefix("seed ").ok_or_else(bad)?;
        let (seed, bits) = match rest.split_once(" weakened to ") {
            Some((seed, bits)) => {
                let bits = bits.strip_suffix(" bits").ok_or_else(bad)?;
                (
                    seed,
                    Some(bits.parse().ok().filter(|&b| b <= 64).ok_or_else(bad)?),
                )
            }
            None => (rest, None),
        };
        // `u64::from_str` takes a leading `+`, which Display never writes.
        if !seed.bytes().all(|b| b.is_ascii_digit()) {
            return Err(bad());
        }
        let seed = seed.parse().map_err(|_| bad())?;
        Ok(KeySet::Seed { seed, bits })
    }
}

#[cfg(test)]
mod tests {
    use super::KeySet;

    #[test]
    fn key_sets_read_back_what_they_write() {
        for keys in [
            KeySet::None,
            KeySet::Polyglot,
            KeySet::Seed {
                seed: 0,
                bits: None,
            },
            KeySet::Seed {
                seed: u64::MAX,
                bits: None,
            },
            KeySet::Seed {
                seed: 7,
                bits: Some(8),
            },
        ] {
            assert_eq!(keys.to_string().parse::<KeySet>(), Ok(keys));
        }
        for bad in [
            "",
            "seed",
            "seed x",
            "seed +1",
            "seed 1 weakened to 65 bits",
            "Polyglot",
        ] {
            assert!(bad.parse::<KeySet>().is_err(), "{bad:?}");
        }
        let seed = |seed| KeySet::Seed { seed, bits: None };
        assert!(seed(1).independent_of(seed(2)));
        assert!(seed(1).independent_of(KeySet::Polyglot));
        assert!(KeySet::None.independent_of(KeySet::None));
        assert!(!seed(1).independent_of(seed(1)));
        assert!(!KeySet::Polyglot.independent_of(KeySet::Polyglot));
    }
}
