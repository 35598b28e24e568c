//! Chromium driven through WebDriver: Debian's `chromedriver` started on a free port
//! of localhost, and a fantoccini client of it with a headless Chromium of a fresh
//! profile. The page's test and `movegen-wasm time-browser` both drive it; where
//! chromedriver or Chromium is missing, [`Driver::start`] says so with `Ok(None)`, and
//! the caller skips ([`MISSING`] says what to install).

use std::net::{TcpListener, TcpStream};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use fantoccini::{Client, ClientBuilder};

/// What is missing where [`Driver::start`] finds no browser, and how to install it.
pub const MISSING: &str =
    "no chromedriver and Chromium to drive (apt-get install chromium chromium-driver)";

/// A running chromedriver, stopped when dropped (its profile removed).
pub struct Driver {
    child: Child,
    port: u16,
    chromium: PathBuf,
    profile: PathBuf,
}

/// `name` on the `PATH`.
fn on_path(name: &str) -> Option<PathBuf> {
    let path = std::env::var_os("PATH")?;
    std::env::split_paths(&path)
        .map(|dir| dir.join(name))
        .find(|p| p.is_file())
}

impl Driver {
    /// Starts chromedriver (`$CHROMEDRIVER`, else `chromedriver` on the `PATH`) for
    /// Chromium (`$CHROMIUM`, else `chromium` or `chromium-browser`), with a profile
    /// under `profile`. `Ok(None)` where either is missing; an error where chromedriver
    /// does not start or does not listen within 30 s.
    pub fn start(profile: PathBuf) -> Result<Option<Driver>, String> {
        let program = std::env::var_os("CHROMEDRIVER")
            .map(PathBuf::from)
            .or_else(|| on_path("chromedriver"));
        let chromium = std::env::var_os("CHROMIUM")
            .map(PathBuf::from)
            .or_else(|| on_path("chromium"))
            .or_else(|| on_path("chromium-browser"));
        let (Some(program), Some(chromium)) = (program, chromium) else {
            return Ok(None);
        };
        let port = TcpListener::bind("127.0.0.1:0")
            .and_then(|l| l.local_addr())
            .map(|a| a.port())
            .map_err(|e| format!("no free port on localhost for chromedriver: {e}"))?;
        let child = Command::new(&program)
            .arg(format!("--port={port}"))
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .map_err(|e| format!("cannot start {}: {e}", program.display()))?;
        let driver = Driver {
            child,
            port,
            chromium,
            profile,
        };
        let start = Instant::now();
        while TcpStream::connect(("127.0.0.1", port)).is_err() {
            if start.elapsed() > Duration::from_secs(30) {
                return Err(format!(
                    "chromedriver did not listen on port {port} within 30 s"
                ));
            }
            std::thread::sleep(Duration::from_millis(50));
        }
        Ok(Some(driver))
    }

    /// The Chromium it drives.
    pub fn chromium(&self) -> &Path {
        &self.chromium
    }

    /// A session: headless Chromium, its window 1100 by 900. Its capabilities
    /// (`Client::capabilities`) name the browser's version (`browserVersion`).
    pub async fn session(&self) -> Result<Client, String> {
        self.session_of(1100, 900, false).await
    }

    /// A session of headless Chromium as a phone `width` by `height` CSS pixels shows
    /// a page (Chromium's mobile emulation: the page's viewport meta tag honoured,
    /// touch events).
    pub async fn phone_session(&self, width: u32, height: u32) -> Result<Client, String> {
        self.session_of(width, height, true).await
    }

    /// A session whose window is `width` by `height`, as a phone's where `phone`.
    async fn session_of(&self, width: u32, height: u32, phone: bool) -> Result<Client, String> {
        let args = [
            "--headless",
            "--no-sandbox",
            "--disable-gpu",
            "--disable-dev-shm-usage",
            "--disable-quic",
            "--no-first-run",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
            "--hide-scrollbars",
        ]
        .iter()
        .map(|a| a.to_string())
        .chain([
            format!("--window-size={width},{height}"),
            format!("--user-data-dir={}", self.profile.display()),
        ])
        .collect::<Vec<_>>();
        let mut options = serde_json::json!({
            "binary": self.chromium.display().to_string(),
            "args": args,
        });
        if phone {
            options["mobileEmulation"] = serde_json::json!({
                "deviceMetrics": {
                    "width": width,
                    "height": height,
                    "pixelRatio": 1.0,
                    "mobile": true,
                    "touch": true,
                },
            });
        }
        let mut capabilities = serde_json::Map::new();
        capabilities.insert("goog:chromeOptions".into(), options);
        let connector = hyper_util::client::legacy::connect::HttpConnector::new();
        ClientBuilder::new(connector)
            .capabilities(capabilities)
            .connect(&format!("http://127.0.0.1:{}", self.port))
            .await
            .map_err(|e| {
                format!(
                    "no WebDriver session of headless {}: {e}",
                    self.chromium.display()
                )
            })
    }
}

impl Drop for Driver {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
        let _ = std::fs::remove_dir_all(&self.profile);
    }
}
