//! Progress of a long count on standard error: root moves (or counts of an EPD file)
//! done of all, and the time elapsed, drawn by `indicatif` once the count has taken
//! [`QUIET`]; nothing when standard error is not a terminal. Standard output is never
//! touched.

use std::io::IsTerminal;
use std::sync::atomic::{AtomicUsize, Ordering::Relaxed};
use std::thread::{self, Thread};
use std::time::{Duration, Instant};

use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};

/// How long a count runs before its progress is shown: a shorter one shows none.
const QUIET: Duration = Duration::from_secs(2);

/// How often the bar is redrawn.
const TICK: Duration = Duration::from_millis(200);

/// Shows the progress of one call of [`crate::count::count_all`] (or nothing).
pub(crate) struct Progress {
    /// What a unit is, for the bar: `root moves` or `counts`.
    what: &'static str,
    /// The thread that watches, woken when the last unit is done; none when nothing is
    /// shown (the watcher then just waits for the workers).
    watcher: Option<Thread>,
}

impl Progress {
    /// Progress in units of `what`, shown only when standard error is a terminal.
    pub(crate) fn new(what: &'static str) -> Progress {
        Progress {
            what,
            watcher: std::io::stderr().is_terminal().then(thread::current),
        }
    }

    /// Whether a bar is drawn (stderr is a terminal): then a thread watches the count.
    pub(crate) fn shown(&self) -> bool {
        self.watcher.is_some()
    }

    /// Wakes the watcher (a unit is done).
    pub(crate) fn wake(&self) {
        if let Some(watcher) = &self.watcher {
            watcher.unpark();
        }
    }

    /// Called by the thread that made this `Progress` while the workers count: returns
    /// once `done` reaches `units`, with the bar drawn after [`QUIET`] and cleared at
    /// the end. Returns at once when nothing is shown.
    pub(crate) fn watch(&self, units: usize, done: &AtomicUsize) {
        if self.watcher.is_none() {
            return;
        }
        let start = Instant::now();
        let mut bar: Option<ProgressBar> = None;
        while done.load(Relaxed) < units {
            thread::park_timeout(TICK);
            if bar.is_none() && start.elapsed() >= QUIET {
                let style = ProgressStyle::with_template(&format!(
                    "{{elapsed_precise}} [{{bar:40}}] {{pos}}/{{len}} {}",
                    self.what
                ))
                .unwrap_or_else(|_| ProgressStyle::default_bar())
                .progress_chars("=> ");
                let shown =
                    ProgressBar::with_draw_target(Some(units as u64), ProgressDrawTarget::stderr())
                        .with_style(style)
                        .with_elapsed(start.elapsed());
                bar = Some(shown);
            }
            if let Some(bar) = &bar {
                bar.set_position(done.load(Relaxed) as u64);
            }
        }
        if let Some(bar) = bar {
            bar.finish_and_clear();
        }
    }
}
