//! What the run says of the machine it ran on: the CPU (model, family and model
//! number, which decide what a verdict is a fact about) and the load average.

use std::fs;

/// The load average (1, 5 and 15 minutes), as `/proc/loadavg` gives it.
pub fn load_average() -> String {
    fs::read_to_string("/proc/loadavg").map_or_else(|_| "unknown".into(), |l| l.trim().into())
}

/// The CPU as `/proc/cpuinfo` names it, with its family and model numbers: e.g.
/// "AMD EPYC 9B14 (family 25, model 17)". Two CPUs of one name can differ in both (an
/// AMD EPYC of family 23 is Zen 1 or 2, of 25 Zen 3 or 4, of 26 Zen 5).
pub fn cpu() -> String {
    let cpuinfo = fs::read_to_string("/proc/cpuinfo").unwrap_or_default();
    let field = |name: &str| {
        (cpuinfo.lines())
            .filter_map(|l| l.split_once(':'))
            .find(|(key, _)| key.trim() == name)
            .map(|(_, value)| value.trim().to_owned())
    };
    let model = field("model name").unwrap_or_else(|| "unknown CPU".into());
    match (field("cpu family"), field("model")) {
        (Some(family), Some(number)) => format!("{model} (family {family}, model {number})"),
        _ => model,
    }
}
