//! Headless Chromium for the tests of the project's static pages: [`Chromium::find`]
//! finds Debian's `chromium` (or the one `$CHROMIUM` names) and says why a test skips
//! when there is none; [`Chromium::dump_dom`] gives the DOM after the page's scripts
//! ran; [`Chromium::screenshot`] saves a PNG, and [`not_blank`] checks that it shows
//! something besides the background.
//!
//! Each run has a profile directory of its own, so tests can run side by side, and a
//! time limit, so a hung browser fails the test instead of stalling it.

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// How long one run of the browser may take.
const TIME_LIMIT: Duration = Duration::from_secs(90);

/// A headless Chromium that can be started.
pub struct Chromium {
    program: PathBuf,
}

impl Chromium {
    /// The browser named by `$CHROMIUM`, else `chromium` or `chromium-browser` on the
    /// `PATH`; `None` (with a line on standard error saying that `test` skips and how
    /// to install it) when there is none.
    pub fn find(test: &str) -> Option<Chromium> {
        let named = std::env::var_os("CHROMIUM").map(PathBuf::from);
        let candidates = named.into_iter().chain(
            ["chromium", "chromium-browser"]
                .iter()
                .filter_map(|name| on_path(name)),
        );
        for program in candidates {
            let works = Command::new(&program)
                .arg("--version")
                .stdout(Stdio::null())
                .stderr(Stdio::null())
                .status()
                .is_ok_and(|s| s.success());
            if works {
                return Some(Chromium { program });
            }
        }
        eprintln!(
            "{test}: skipped, no Chromium to load the page in \
             (apt-get install chromium, or set CHROMIUM to a browser)"
        );
        None
    }

    /// Runs the browser headless on `url` with `args`; its standard output.
    fn run(&self, url: &str, args: &[String]) -> Result<String, String> {
        let profile = std::env::temp_dir().join(format!(
            "movegen-browser-{}-{}",
            std::process::id(),
            unique()
        ));
        let mut child = Command::new(&self.program)
            .args([
                "--headless",
                "--no-sandbox",
                "--disable-gpu",
                "--disable-dev-shm-usage",
                "--hide-scrollbars",
                "--no-first-run",
                "--allow-file-access-from-files",
            ])
            .arg(format!("--user-data-dir={}", profile.display()))
            .args(args)
            .arg(url)
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .map_err(|e| format!("cannot start {}: {e}", self.program.display()))?;
        // Read while it runs: a page's DOM is larger than a pipe holds.
        let mut stdout = child.stdout.take().expect("piped");
        let reader = std::thread::spawn(move || {
            use std::io::Read;
            let mut out = String::new();
            stdout.read_to_string(&mut out).map(|_| out)
        });
        let start = Instant::now();
        let status = loop {
            if let Some(status) = child.try_wait().map_err(|e| e.to_string())? {
                break status;
            }
            if start.elapsed() > TIME_LIMIT {
                let _ = child.kill();
                let _ = child.wait();
                let _ = std::fs::remove_dir_all(&profile);
                return Err(format!("the browser took over {TIME_LIMIT:?} on {url}"));
            }
            std::thread::sleep(Duration::from_millis(50));
        };
        let out = (reader.join())
            .map_err(|_| "the reader of the browser's output panicked".to_string())?
            .map_err(|e| format!("the browser's output: {e}"))?;
        let _ = std::fs::remove_dir_all(&profile);
        if !status.success() {
            return Err(format!("the browser exited with {status} on {url}"));
        }
        Ok(out)
    }

    /// The DOM of the page at `url` after its scripts ran, as HTML.
    pub fn dump_dom(&self, url: &str) -> Result<String, String> {
        self.run(url, &["--dump-dom".into()])
    }

    /// Saves a screenshot of the page at `url`, `width` by `height` pixels, to `png`.
    pub fn screenshot(&self, url: &str, png: &Path, width: u32, height: u32) -> Result<(), String> {
        let _ = std::fs::remove_file(png);
        self.run(
            url,
            &[
                format!("--window-size={width},{height}"),
                format!("--screenshot={}", png.display()),
            ],
        )?;
        if !png.exists() {
            return Err(format!("no screenshot written to {}", png.display()));
        }
        Ok(())
    }
}

/// A number no other run of this process has had.
fn unique() -> u64 {
    use std::sync::atomic::{AtomicU64, Ordering};
    static NEXT: AtomicU64 = AtomicU64::new(0);
    NEXT.fetch_add(1, Ordering::Relaxed)
}

/// `name` on the `PATH`, if it is there.
fn on_path(name: &str) -> Option<PathBuf> {
    let path = std::env::var_os("PATH")?;
    std::env::split_paths(&path)
        .map(|dir| dir.join(name))
        .find(|p| p.is_file())
}

/// `file:` URL of a local file, with an optional fragment.
pub fn file_url(path: &Path, fragment: &str) -> String {
    let absolute = std::path::absolute(path).unwrap_or_else(|_| path.to_path_buf());
    let mut url = format!("file://{}", absolute.display());
    if !fragment.is_empty() {
        url.push('#');
        url.push_str(fragment);
    }
    url
}

/// Checks that the PNG at `path` shows something: at least `min_share` of its pixels
/// differ from the top-left pixel (the background) and it has at least `min_colours`
/// distinct colours.
pub fn not_blank(path: &Path, min_share: f64, min_colours: usize) -> Result<(), String> {
    let file = std::fs::File::open(path).map_err(|e| format!("{}: {e}", path.display()))?;
    let mut reader = png::Decoder::new(std::io::BufReader::new(file))
        .read_info()
        .map_err(|e| format!("{}: {e}", path.display()))?;
    let size = reader
        .output_buffer_size()
        .ok_or_else(|| format!("{}: too large", path.display()))?;
    let mut buffer = vec![0; size];
    let info = reader
        .next_frame(&mut buffer)
        .map_err(|e| format!("{}: {e}", path.display()))?;
    let channels = info.color_type.samples();
    let pixels: Vec<&[u8]> = buffer[..info.buffer_size()].chunks(channels).collect();
    let background = pixels.first().copied().unwrap_or_default();
    let differing = pixels.iter().filter(|&&p| p != background).count();
    let share = differing as f64 / pixels.len().max(1) as f64;
    let mut colours: Vec<&[u8]> = pixels.clone();
    colours.sort_unstable();
    colours.dedup();
    if share < min_share || colours.len() < min_colours {
        return Err(format!(
            "{} looks blank: {:.1}% of its pixels differ from the background, {} colours",
            path.display(),
            share * 100.0,
            colours.len()
        ));
    }
    Ok(())
}
