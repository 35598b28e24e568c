//! Chromium driven through WebDriver: Debian's `chromedriver` started on a free port
//! of localhost, and a fantoccini client of it with a headless Chromium of a fresh
//! profile. `None`, with a message saying the test skips, where either is missing.

use std::net::{TcpListener, TcpStream};
use std::path::PathBuf;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use fantoccini::{Client, ClientBuilder};

/// A running chromedriver, stopped when dropped.
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
    /// Chromium (`$CHROMIUM`, else `chromium`), with a profile under `profile`.
    pub fn start(test: &str, profile: PathBuf) -> Option<Driver> {
        let program = std::env::var_os("CHROMEDRIVER")
            .map(PathBuf::from)
            .or_else(|| on_path("chromedriver"));
        let chromium = std::env::var_os("CHROMIUM")
            .map(PathBuf::from)
            .or_else(|| on_path("chromium"))
            .or_else(|| on_path("chromium-browser"));
        let (Some(program), Some(chromium)) = (program, chromium) else {
            eprintln!(
                "{test}: skipped, no chromedriver and Chromium to drive the page \
                 (apt-get install chromium chromium-driver)"
            );
            return None;
        };
        let port = TcpListener::bind("127.0.0.1:0")
            .and_then(|l| l.local_addr())
            .map(|a| a.port())
            .ok()?;
        let child = Command::new(&program)
            .arg(format!("--port={port}"))
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .unwrap_or_else(|e| panic!("cannot start {}: {e}", program.display()));
        let driver = Driver {
            child,
            port,
            chromium,
            profile,
        };
        let start = Instant::now();
        while TcpStream::connect(("127.0.0.1", port)).is_err() {
            assert!(
                start.elapsed() < Duration::from_secs(30),
                "chromedriver did not listen on port {port} within 30 s"
            );
            std::thread::sleep(Duration::from_millis(50));
        }
        Some(driver)
    }

    /// A session: headless Chromium, its window 1100 by 900.
    pub async fn session(&self) -> Client {
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
            "--window-size=1100,900",
        ]
        .iter()
        .map(|a| a.to_string())
        .chain([format!("--user-data-dir={}", self.profile.display())])
        .collect::<Vec<_>>();
        let options = serde_json::json!({
            "binary": self.chromium.display().to_string(),
            "args": args,
        });
        let mut capabilities = serde_json::Map::new();
        capabilities.insert("goog:chromeOptions".into(), options);
        let connector = hyper_util::client::legacy::connect::HttpConnector::new();
        ClientBuilder::new(connector)
            .capabilities(capabilities)
            .connect(&format!("http://127.0.0.1:{}", self.port))
            .await
            .expect("a WebDriver session of headless Chromium")
    }
}

impl Drop for Driver {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
        let _ = std::fs::remove_dir_all(&self.profile);
    }
}
