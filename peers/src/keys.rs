//! The position's key in the engine workloads, as an engine with a transposition table
//! keeps it: the two tables ([`Keys`]), and what a run does with the key at each node
//! ([`Tap`]): nothing, read it into a checksum, or also check it against the key
//! computed from scratch.
//!
//! In the **keyed** table every crate keeps a 64-bit key across every move and its
//! take-back, and every node's key is read and added (wrapping) into a checksum that
//! the run returns, so that no key's update can be optimised away: movegen's
//! `Board::key`, shakmaty's `Position::update_zobrist_hash` (from scratch where it
//! declines), cozy-chess's `Board::hash` and chess's `Board::get_hash`. In the
//! **keyless** table no key is read: movegen makes its moves without one
//! (`Board::make_legal_keyless`) and shakmaty plays plainly, while chess and cozy-chess
//! keep theirs, which they cannot drop.

use std::fmt;

/// The two tables of the engine workloads.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Keys {
    /// Every crate keeps a key and every node's is read.
    Keyed,
    /// No key is read; movegen and shakmaty keep none.
    Keyless,
}

impl Keys {
    /// Both tables, in the order the benchmark prints them.
    pub const ALL: [Keys; 2] = [Keys::Keyed, Keys::Keyless];

    /// The name on the command line and in the tables: `keyed`, `keyless`.
    pub fn name(self) -> &'static str {
        match self {
            Keys::Keyed => "keyed",
            Keys::Keyless => "keyless",
        }
    }

    /// The table of a name of [`Keys::name`].
    pub fn from_name(name: &str) -> Option<Keys> {
        Keys::ALL.into_iter().find(|k| k.name() == name)
    }

    /// What a timed run of this table does with the keys.
    pub fn timed(self) -> Tap {
        match self {
            Keys::Keyed => Tap::Folded,
            Keys::Keyless => Tap::Unread,
        }
    }

    /// What the check before the timing does with the keys.
    pub fn checked(self) -> Tap {
        match self {
            Keys::Keyed => Tap::Checked,
            Keys::Keyless => Tap::Unread,
        }
    }
}

/// What a run does with the key at each node.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Tap {
    /// Nothing ([`Unread`]).
    Unread,
    /// Reads it into a checksum ([`Folded`]).
    Folded,
    /// Reads it into a checksum and compares it with the key from scratch ([`Checked`]).
    Checked,
}

/// What a run saw of the keys: equal between a checked run and a timed one of the same
/// variant, or a key was not what it was.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct KeySum {
    /// The wrapping sum of every node's kept key (0 when none was read).
    pub checksum: u64,
    /// The keys compared with the key from scratch (a checked run's; 0 otherwise).
    pub compared: u64,
    /// Of those, the ones that differed.
    pub wrong: u64,
}

impl fmt::Display for KeySum {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "checksum {:016x}", self.checksum)?;
        if self.compared > 0 {
            write!(f, ", {} of {} keys wrong", self.wrong, self.compared)?;
        }
        Ok(())
    }
}

/// What a workload calls at each node with the crate's kept key and a way to compute it
/// from scratch: both closures, so that a run that reads no key pays for neither.
pub trait KeyTap: 'static {
    /// A tap that has seen nothing; a checked one compares every `every`-th node's key
    /// (where the crate's only way to compute a key anew is slow).
    fn new(every: u64) -> Self;

    /// At a node: `kept` reads the key the crate kept, `scratch` computes it anew.
    fn node(&mut self, kept: impl FnOnce() -> u64, scratch: impl FnOnce() -> u64);

    /// What was seen.
    fn sum(&self) -> KeySum;
}

/// Reads no key.
#[derive(Default)]
pub struct Unread;

impl KeyTap for Unread {
    fn new(_: u64) -> Self {
        Unread
    }

    #[inline(always)]
    fn node(&mut self, _: impl FnOnce() -> u64, _: impl FnOnce() -> u64) {}

    fn sum(&self) -> KeySum {
        KeySum::default()
    }
}

/// Reads every node's key into a checksum.
#[derive(Default)]
pub struct Folded {
    checksum: u64,
}

impl KeyTap for Folded {
    fn new(_: u64) -> Self {
        Folded::default()
    }

    #[inline(always)]
    fn node(&mut self, kept: impl FnOnce() -> u64, _: impl FnOnce() -> u64) {
        self.checksum = self.checksum.wrapping_add(kept());
    }

    fn sum(&self) -> KeySum {
        KeySum {
            checksum: self.checksum,
            ..KeySum::default()
        }
    }
}

/// Reads every node's key into a checksum, and compares every `every`-th node's with the
/// key computed from scratch (1: every node's; more where the crate's only way to
/// compute it anew is to read its FEN back).
pub struct Checked {
    every: u64,
    nodes: u64,
    sum: KeySum,
}

impl KeyTap for Checked {
    fn new(every: u64) -> Self {
        Checked {
            every: every.max(1),
            nodes: 0,
            sum: KeySum::default(),
        }
    }

    fn node(&mut self, kept: impl FnOnce() -> u64, scratch: impl FnOnce() -> u64) {
        let key = kept();
        self.sum.checksum = self.sum.checksum.wrapping_add(key);
        if self.nodes.is_multiple_of(self.every) {
            self.sum.compared += 1;
            self.sum.wrong += u64::from(key != scratch());
        }
        self.nodes += 1;
    }

    fn sum(&self) -> KeySum {
        self.sum
    }
}

/// Runs `$body` with `$T` the [`KeyTap`] type that the [`Tap`] `$tap` names.
#[macro_export]
macro_rules! with_tap {
    ($tap:expr, $T:ident => $body:expr) => {
        match $tap {
            $crate::keys::Tap::Unread => {
                type $T = $crate::keys::Unread;
                $body
            }
            $crate::keys::Tap::Folded => {
                type $T = $crate::keys::Folded;
                $body
            }
            $crate::keys::Tap::Checked => {
                type $T = $crate::keys::Checked;
                $body
            }
        }
    };
}
