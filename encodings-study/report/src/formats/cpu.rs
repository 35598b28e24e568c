//! The CPU a run names (model, family and model number, which decide what a verdict is
//! a fact about): in `verdicts.json`, and as the one string ([`Cpu::describe`]) that
//! `run.json`, the layout study and the report compare.

use std::fs;

use serde::{Deserialize, Serialize};

/// The CPU as `/proc/cpuinfo` names it. Two CPUs of one name can differ in family and
/// model (an AMD EPYC of family 23 is Zen 1 or 2, of 25 Zen 3 or 4, of 26 Zen 5).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Cpu {
    /// The model name, such as "AMD EPYC".
    pub name: String,
    /// The family number, such as "25"; "" where `/proc/cpuinfo` has none.
    pub family: String,
    /// The model number, such as "17"; "" where `/proc/cpuinfo` has none.
    pub model: String,
}

impl Cpu {
    /// This machine's CPU.
    pub fn this() -> Cpu {
        let cpuinfo = fs::read_to_string("/proc/cpuinfo").unwrap_or_default();
        let field = |name: &str| {
            (cpuinfo.lines())
                .filter_map(|l| l.split_once(':'))
                .find(|(key, _)| key.trim() == name)
                .map(|(_, value)| value.trim().to_owned())
        };
        Cpu {
            name: field("model name").unwrap_or_else(|| "unknown CPU".into()),
            family: field("cpu family").unwrap_or_default(),
            model: field("model").unwrap_or_default(),
        }
    }

    /// E.g. "AMD EPYC 9B14 (family 25, model 17)": the form `run.json`, the layout
    /// study and the report compare.
    pub fn describe(&self) -> String {
        if self.family.is_empty() || self.model.is_empty() {
            return self.name.clone();
        }
        format!(
            "{} (family {}, model {})",
            self.name, self.family, self.model
        )
    }
}
