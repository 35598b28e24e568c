//! `--sliders STRATEGY`, the option of `write`, `show` and `sizes`.

use std::ffi::OsStr;

use clap::builder::{PossibleValue, StringValueParser, TypedValueParser};
use tablegen::Sliders;

/// Parses a slider strategy with [`Sliders`]' own `FromStr`, so that a wrong name gets
/// its error, and offers [`Sliders::ALL`] as the possible values in the help.
#[derive(Clone)]
pub struct SlidersParser;

impl TypedValueParser for SlidersParser {
    type Value = Sliders;

    fn parse_ref(
        &self,
        cmd: &clap::Command,
        arg: Option<&clap::Arg>,
        value: &OsStr,
    ) -> Result<Sliders, clap::Error> {
        StringValueParser::new()
            .try_map(|name| name.parse::<Sliders>())
            .parse_ref(cmd, arg, value)
    }

    fn possible_values(&self) -> Option<Box<dyn Iterator<Item = PossibleValue> + '_>> {
        Some(Box::new(
            Sliders::ALL
                .into_iter()
                .map(|s| PossibleValue::new(s.name()).help(s.description())),
        ))
    }
}
