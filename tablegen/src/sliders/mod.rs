//! The slider strategies: how the runtime looks up rook, bishop and queen attacks, and
//! the tables each one needs.
//!
//! [`Sliders::ALL`] is the one list of strategies; everything that names them (the
//! parse error, the command line's possible values, the `check-cfg` line and the
//! target-feature check of the runtime's build script, `tablegen sliders` and through
//! it the scripts) is derived from it. Each strategy's
//! tables are computed in its own module: [`magic`], [`pext`] and [`compact`] (which
//! computes none, and holds the runtime's algorithm over the ray table so that the
//! tests can prove it).

pub mod compact;
pub mod magic;
mod magic_numbers;
pub mod pext;

use std::fmt;
use std::str::FromStr;

use crate::geometry::{self, BISHOP_DIRECTIONS, ROOK_DIRECTIONS};

/// How the runtime looks up slider (rook, bishop, queen) attacks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Sliders {
    /// Fancy magic bitboards: a multiply and a shift index a per-square slice
    /// (about 850 KiB of tables). The default.
    #[default]
    Magic,
    /// BMI2 `pext` indexing of the same-sized tables; needs a target with `bmi2`.
    Pext,
    /// No slider table at all: attacks are found from the eight ray tables with one bit
    /// scan per direction (7 KiB of tables in all), for flash-constrained targets.
    Compact,
}

impl Sliders {
    /// All strategies, in the order they are documented; the one list that the names
    /// in error messages, the command line and the build script's `check-cfg` line
    /// come from.
    pub const ALL: [Sliders; 3] = [Sliders::Magic, Sliders::Pext, Sliders::Compact];

    /// The name used on the command line, in Cargo features and in the `sliders` cfg.
    pub fn name(self) -> &'static str {
        match self {
            Sliders::Magic => "magic",
            Sliders::Pext => "pext",
            Sliders::Compact => "compact",
        }
    }

    /// A one-line description, as `tablegen sliders` and `tablegen --help` print it.
    pub fn description(self) -> &'static str {
        match self {
            Sliders::Magic => {
                "fancy magic bitboards: a multiply and a shift index each square's slice"
            }
            Sliders::Pext => "BMI2 pext indexes the same-sized slider tables; needs a bmi2 target",
            Sliders::Compact => {
                "no slider table: one bit scan per direction over the ray tables (7 KiB in all)"
            }
        }
    }

    /// The target feature the strategy's lookups need (`bmi2` for `pext`), if any: on a
    /// target without it the runtime's build script takes another strategy
    /// ([`Sliders::for_target`]), and the scripts that loop
    /// over the strategies (`tablegen sliders`) build with it or skip the strategy on a
    /// CPU without it.
    pub fn target_feature(self) -> Option<&'static str> {
        match self {
            Sliders::Pext => Some("bmi2"),
            Sliders::Magic | Sliders::Compact => None,
        }
    }

    /// Whether the `BETWEEN`, `LINE_INDEX` and `LINES` tables (36.3 KiB) are emitted for
    /// this strategy: by the strategies that spend memory for speed, not by `compact`,
    /// which finds between and line from the rays.
    pub fn pair_tables(self) -> bool {
        match self {
            Sliders::Magic | Sliders::Pext => true,
            Sliders::Compact => false,
        }
    }

    /// The line a build script prints so that `rustc` knows every value of the
    /// `sliders` cfg, built from [`Sliders::ALL`]:
    ///
    /// ```
    /// assert_eq!(
    ///     tablegen::Sliders::check_cfg(),
    ///     r#"cargo::rustc-check-cfg=cfg(sliders, values("magic", "pext", "compact"))"#
    /// );
    /// ```
    pub fn check_cfg() -> String {
        let values: Vec<String> = Sliders::ALL
            .iter()
            .map(|s| format!("\"{}\"", s.name()))
            .collect();
        format!(
            "cargo::rustc-check-cfg=cfg(sliders, values({}))",
            values.join(", ")
        )
    }

    /// The strategy chosen by the enabled Cargo features, whose names are the
    /// strategies' names; `enabled` says whether a feature is on. The target is not
    /// asked: [`Sliders::for_target`] is what a build script calls.
    ///
    /// The precedence, when several are on: `pext`, then `compact`, then `magic`.
    /// Cargo features add up, and the default feature set turns `magic` on, so the
    /// default strategy loses to any other that is enabled; among the others the first
    /// in [`Sliders::ALL`] wins (`pext`, then `compact`). With none enabled, the
    /// default (`magic`).
    ///
    /// ```
    /// use tablegen::Sliders;
    /// let on = |features: &'static [&'static str]| move |f: &str| features.contains(&f);
    /// assert_eq!(Sliders::from_features(on(&[])), Sliders::Magic);
    /// assert_eq!(Sliders::from_features(on(&["magic", "compact"])), Sliders::Compact);
    /// assert_eq!(Sliders::from_features(on(&["compact", "pext"])), Sliders::Pext);
    /// ```
    pub fn from_features(enabled: impl Fn(&str) -> bool) -> Sliders {
        Sliders::for_target(enabled, |_| true).0
    }

    /// The strategy a build takes: the first enabled one, in the precedence of
    /// [`Sliders::from_features`], whose target feature the target has
    /// (`target_has("bmi2")`), else the default; and the enabled strategies that
    /// stepped aside because the target lacks their feature (the build script prints a
    /// Cargo warning for each, [`Sliders::stepped_aside`]). So every combination of
    /// features builds on every target: `pext` without BMI2 takes `compact` if it is
    /// on, else `magic`.
    ///
    /// A build script passes
    /// `|name| env::var_os(format!("CARGO_FEATURE_{}", name.to_uppercase())).is_some()`
    /// and `|feature| CARGO_CFG_TARGET_FEATURE` (the target's, comma-separated)
    /// `.split(',').any(|f| f == feature)`.
    ///
    /// ```
    /// use tablegen::Sliders;
    /// let on = |features: &'static [&'static str]| move |f: &str| features.contains(&f);
    /// let bmi2 = |f: &str| f == "bmi2";
    /// let none = |_: &str| false;
    /// assert_eq!(Sliders::for_target(on(&["pext"]), bmi2), (Sliders::Pext, vec![]));
    /// assert_eq!(Sliders::for_target(on(&["pext"]), none), (Sliders::Magic, vec![Sliders::Pext]));
    /// assert_eq!(
    ///     Sliders::for_target(on(&["magic", "pext", "compact"]), none),
    ///     (Sliders::Compact, vec![Sliders::Pext])
    /// );
    /// ```
    pub fn for_target(
        enabled: impl Fn(&str) -> bool,
        target_has: impl Fn(&str) -> bool,
    ) -> (Sliders, Vec<Sliders>) {
        let mut stepped_aside = Vec::new();
        let chosen = Sliders::ALL
            .into_iter()
            .filter(|&s| s != Sliders::default() && enabled(s.name()))
            .find(|s| match s.target_feature() {
                Some(needed) if !target_has(needed) => {
                    stepped_aside.push(*s);
                    false
                }
                _ => true,
            })
            .unwrap_or_default();
        (chosen, stepped_aside)
    }

    /// The Cargo warning a build script prints when this strategy, enabled, stepped
    /// aside for `instead` on `target` (which lacks [`Sliders::target_feature`]): what
    /// happened, where the choice shows, and how to have this strategy.
    ///
    /// ```
    /// use tablegen::Sliders;
    /// let line = Sliders::Pext.stepped_aside(Sliders::Magic, "thumbv6m-none-eabi");
    /// assert!(line.starts_with("cargo::warning=the `pext` feature needs a target with BMI2"));
    /// assert!(line.contains("building with `magic` instead"));
    /// ```
    pub fn stepped_aside(self, instead: Sliders, target: &str) -> String {
        let needed = self.target_feature().unwrap_or("its target feature");
        format!(
            "cargo::warning=the `{self}` feature needs a target with {}, and this target \
             ({target}) does not enable `{needed}`: building with `{instead}` instead \
             (movegen::tables::SLIDERS says so). For `{self}`, build with \
             RUSTFLAGS=\"-C target-feature=+{needed}\" (or -C target-cpu=native on a {0} \
             machine).",
            needed.to_uppercase(),
        )
    }
}

impl fmt::Display for Sliders {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The error for a slider strategy name that is not in [`Sliders::ALL`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownSliders(pub String);

impl fmt::Display for UnknownSliders {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let expected = one_of(|s| s.name().to_string());
        write!(
            f,
            "unknown slider strategy {:?} (expected {expected})",
            self.0
        )
    }
}

/// Every strategy of [`Sliders::ALL`] as `show` writes it, listed as "a, b or c".
pub(crate) fn one_of(show: impl Fn(Sliders) -> String) -> String {
    let names = Sliders::ALL.map(show);
    let (last, first) = names.split_last().expect("there is a strategy");
    format!("{} or {last}", first.join(", "))
}

impl std::error::Error for UnknownSliders {}

impl FromStr for Sliders {
    type Err = UnknownSliders;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Sliders::ALL
            .into_iter()
            .find(|v| v.name() == s)
            .ok_or_else(|| UnknownSliders(s.to_string()))
    }
}

/// The two sliding pieces that have their own lookup tables (a queen is both).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Slider {
    /// Slides along ranks and files.
    Rook,
    /// Slides along diagonals.
    Bishop,
}

impl Slider {
    /// Both sliders, rook first.
    pub const ALL: [Slider; 2] = [Slider::Rook, Slider::Bishop];

    /// The ray directions of this slider (indices into [`geometry::DIRECTIONS`]).
    pub fn directions(self) -> &'static [usize; 4] {
        match self {
            Slider::Rook => &ROOK_DIRECTIONS,
            Slider::Bishop => &BISHOP_DIRECTIONS,
        }
    }

    /// The reference attacks of this slider (a ray walk).
    pub fn attacks(self, sq: u8, occupied: u64) -> u64 {
        geometry::slider_attacks(self.directions(), sq, occupied)
    }

    /// The relevant-blocker mask of this slider on `sq`.
    pub fn mask(self, sq: u8) -> u64 {
        geometry::relevant_mask(self.directions(), sq)
    }

    /// The relevant-blocker masks of every square.
    pub fn masks(self) -> [u64; 64] {
        std::array::from_fn(|sq| self.mask(sq as u8))
    }

    /// Upper-case name, used as the prefix of the emitted table names.
    pub fn upper(self) -> &'static str {
        match self {
            Slider::Rook => "ROOK",
            Slider::Bishop => "BISHOP",
        }
    }

    /// Lower-case name.
    pub fn lower(self) -> &'static str {
        match self {
            Slider::Rook => "rook",
            Slider::Bishop => "bishop",
        }
    }

    /// Capitalised name, as a doc comment's first word.
    pub fn title(self) -> &'static str {
        match self {
            Slider::Rook => "Rook",
            Slider::Bishop => "Bishop",
        }
    }
}

/// Where each square's slice starts in a slider attack table whose square `sq` holds
/// `2^popcount(masks[sq])` entries, the slices one after another from A1; and the
/// table's length (the magic and `pext` tables share this layout).
pub fn slice_offsets(masks: &[u64; 64]) -> ([u32; 64], usize) {
    let mut offsets = [0u32; 64];
    let mut total = 0usize;
    for (offset, mask) in offsets.iter_mut().zip(masks) {
        *offset = u32::try_from(total).expect("table fits u32 offsets");
        total += 1 << mask.count_ones();
    }
    (offsets, total)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn strategy_names_parse_and_print() {
        for s in Sliders::ALL {
            assert_eq!(s.name().parse::<Sliders>(), Ok(s));
            assert_eq!(s.to_string(), s.name());
            assert!(!s.description().contains('\n'), "{s}");
        }
        let err = "fancy".parse::<Sliders>().unwrap_err();
        assert_eq!(
            err.to_string(),
            "unknown slider strategy \"fancy\" (expected magic, pext or compact)"
        );
    }

    #[test]
    fn features_choose_pext_then_compact_then_magic() {
        let with = |on: &[&str]| Sliders::from_features(|f| on.contains(&f));
        assert_eq!(with(&[]), Sliders::Magic);
        assert_eq!(with(&["magic"]), Sliders::Magic);
        assert_eq!(with(&["compact"]), Sliders::Compact);
        assert_eq!(with(&["magic", "compact"]), Sliders::Compact);
        assert_eq!(with(&["magic", "pext"]), Sliders::Pext);
        assert_eq!(with(&["magic", "pext", "compact"]), Sliders::Pext);
        for s in Sliders::ALL {
            assert_eq!(with(&[s.name()]), s);
        }
    }

    #[test]
    fn a_strategy_the_target_cannot_run_steps_aside_for_the_next() {
        let without = |on: &[&str]| Sliders::for_target(|f| on.contains(&f), |_| false);
        assert_eq!(without(&["pext"]), (Sliders::Magic, vec![Sliders::Pext]));
        assert_eq!(
            without(&["magic", "pext"]),
            (Sliders::Magic, vec![Sliders::Pext])
        );
        assert_eq!(
            without(&["pext", "compact"]),
            (Sliders::Compact, vec![Sliders::Pext])
        );
        assert_eq!(without(&["compact"]), (Sliders::Compact, vec![]));
        assert_eq!(without(&[]), (Sliders::Magic, vec![]));
        // Every subset of the features, on a target with every feature and on one with
        // none: the strategy taken can run there, and only what stepped aside is named.
        for bits in 0..1u32 << Sliders::ALL.len() {
            let on: Vec<&str> = (Sliders::ALL.iter().enumerate())
                .filter(|(i, _)| bits >> i & 1 == 1)
                .map(|(_, s)| s.name())
                .collect();
            let everything = Sliders::for_target(|f| on.contains(&f), |_| true);
            assert_eq!(everything, (with_all(&on), vec![]), "{on:?}");
            let (taken, aside) = without(&on);
            assert_eq!(taken.target_feature(), None, "{on:?}");
            assert!(aside.iter().all(|s| s.target_feature().is_some()), "{on:?}");
        }
    }

    fn with_all(on: &[&str]) -> Sliders {
        Sliders::from_features(|f| on.contains(&f))
    }

    #[test]
    fn slices_tile_the_table() {
        let masks = Slider::Rook.masks();
        let (offsets, total) = slice_offsets(&masks);
        assert_eq!(offsets[0], 0);
        for sq in 1..64 {
            let len = 1u32 << masks[sq - 1].count_ones();
            assert_eq!(offsets[sq], offsets[sq - 1] + len);
        }
        assert_eq!(total, 102_400);
    }
}
