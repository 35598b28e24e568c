//! The command line: the mode, a filter, and the layout study's options.

use crate::paired::Mode;

/// What the command line asked for.
pub struct Options {
    pub mode: Mode,
    pub filter: Option<String>,
    pub process: Option<usize>,
    /// `--layout NAME`: a run of the layout study, saved as that layout's.
    pub layout: Option<String>,
    /// `--layout-flags FLAGS`: the build's extra flags, recorded with the layout.
    pub layout_flags: String,
    /// `--combine-layouts`: combine the study's runs, measure nothing.
    pub combine: bool,
}

pub fn options() -> Result<Options, String> {
    let mut o = Options {
        mode: Mode::Default,
        filter: None,
        process: None,
        layout: None,
        layout_flags: String::new(),
        combine: false,
    };
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        let mut value = |flag: &str| args.next().ok_or(format!("{flag} needs a value"));
        match arg.as_str() {
            "--bench" => {}
            "--test" => o.mode = Mode::Test,
            "--quick" => o.mode = Mode::Quick,
            "--long" => o.mode = Mode::Long,
            "--combine-layouts" => o.combine = true,
            "--process" => {
                let n = value("--process")?;
                o.process = Some(
                    n.parse()
                        .map_err(|_| format!("--process {n}: not a number"))?,
                );
            }
            "--layout" => o.layout = Some(value("--layout")?),
            "--layout-flags" => o.layout_flags = value("--layout-flags")?,
            flag if flag.starts_with('-') => {
                return Err(format!(
                    "unknown option {flag} (--test, --quick, --long, --layout NAME, \
                     --layout-flags FLAGS, --combine-layouts)"
                ));
            }
            name => o.filter = Some(name.to_owned()),
        }
    }
    if o.layout.is_some() && o.filter.is_some() {
        return Err("a layout's run measures every workload: no filter with --layout".into());
    }
    Ok(o)
}
