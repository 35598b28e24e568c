//! What the run says of the machine and the code it ran: the CPU (model, family and
//! model number, which decide what a verdict is a fact about), the load average, the
//! commit and the date.

use std::fs;
use std::process::Command;
use std::time::{SystemTime, UNIX_EPOCH};

pub use movegen_report::formats::Cpu;

/// The load average (1, 5 and 15 minutes), as `/proc/loadavg` gives it.
pub fn load_average() -> String {
    fs::read_to_string("/proc/loadavg").map_or_else(|_| "unknown".into(), |l| l.trim().into())
}

/// The commit the bench was built from (`git rev-parse --short HEAD`, with
/// "-modified" when the repository's tree differs from it), or "unknown" outside a
/// checkout.
pub fn commit() -> String {
    let dir = env!("CARGO_MANIFEST_DIR");
    let git = |args: &[&str]| {
        Command::new("git")
            .args(args)
            .current_dir(dir)
            .output()
            .ok()
    };
    let Some(head) = git(&["rev-parse", "--short=7", "HEAD"]).filter(|o| o.status.success()) else {
        return "unknown".into();
    };
    let head = String::from_utf8_lossy(&head.stdout).trim().to_owned();
    // The whole repository's tree, not only this package's folder.
    let clean = git(&["diff", "--quiet", "HEAD"]).is_some_and(|o| o.status.success());
    if clean {
        head
    } else {
        format!("{head}-modified")
    }
}

/// Today's date in UTC, "2026-11-27".
pub fn date() -> String {
    let secs = (SystemTime::now().duration_since(UNIX_EPOCH)).map_or(0, |d| d.as_secs());
    let (y, m, d) = civil_from_days((secs / 86_400) as i64);
    format!("{y:04}-{m:02}-{d:02}")
}

/// The proleptic Gregorian date of a day counted from 1970-01-01 (Howard Hinnant's
/// `civil_from_days`, written out from its description).
fn civil_from_days(days: i64) -> (i64, u32, u32) {
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = (doy - (153 * mp + 2) / 5 + 1) as u32;
    let m = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
    let y = yoe + era * 400 + i64::from(m <= 2);
    (y, m, d)
}
