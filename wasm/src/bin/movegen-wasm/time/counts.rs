//! How `time-browser` counts in each runtime: a process (the native command, Node)
//! that prints `N nodes in T ms` lines, or a script in a new session of headless
//! Chromium that times the module's `perft` with `performance.now()`.

use std::process::Command;
use std::time::{Duration, Instant};

use fantoccini::Client;
use fantoccini::wd::TimeoutConfiguration;
use movegen_wasm::driver::Driver;

use super::CALLS;

/// Counts in a new session of headless Chromium: opens `page`, waits for the module
/// and times its `perft` [`CALLS`] times from a script; each count and its
/// milliseconds. The browser's name and version go in `browser`.
pub(super) async fn in_chromium(
    driver: &Driver,
    browser: &mut String,
    page: &str,
    fen: &str,
    depth: u32,
) -> Result<Vec<(u64, f64)>, String> {
    let client = driver.session().await?;
    if browser.is_empty() {
        let capability = |name| {
            let value = client.capabilities().and_then(|c| c.get(name).cloned());
            value.and_then(|v| v.as_str().map(String::from))
        };
        *browser = format!(
            "{} {} (headless, {})",
            capability("browserName").unwrap_or_default(),
            capability("browserVersion").unwrap_or_default(),
            driver.chromium().display()
        );
    }
    let counts = count_in(&client, page, fen, depth).await;
    let _ = client.close().await;
    counts
}

/// [`in_chromium`]'s counts, in the session of `client`.
async fn count_in(
    client: &Client,
    page: &str,
    fen: &str,
    depth: u32,
) -> Result<Vec<(u64, f64)>, String> {
    let failed = |e: fantoccini::error::CmdError| format!("chromium: {e}");
    let script = TimeoutConfiguration::new(Some(Duration::from_secs(3600)), None, None);
    client.update_timeouts(script).await.map_err(failed)?;
    client.goto(page).await.map_err(failed)?;
    let start = Instant::now();
    loop {
        let ready = client
            .execute("return document.body.dataset.ready || ''", vec![])
            .await
            .map_err(failed)?;
        match ready.as_str() {
            Some("yes") => break,
            Some(error) if !error.is_empty() => return Err(format!("chromium: {error}")),
            _ if start.elapsed() > Duration::from_secs(60) => {
                return Err("chromium: the module was not ready within 60 s".into());
            }
            _ => tokio::time::sleep(Duration::from_millis(20)).await,
        }
    }
    let answer = client
        .execute(
            "const [fen, depth, calls] = arguments;\n\
             const error = window.engine.loadFen(fen);\n\
             if (error) return { error };\n\
             const counts = [];\n\
             for (let call = 0; call < calls; call++) {\n\
               const start = performance.now();\n\
               const nodes = window.engine.perft(depth);\n\
               counts.push([nodes.toString(), performance.now() - start]);\n\
             }\n\
             return { counts };",
            vec![fen.into(), depth.into(), CALLS.into()],
        )
        .await
        .map_err(failed)?;
    let counts: Option<Vec<(u64, f64)>> = answer["counts"].as_array().map(|counts| {
        let count = |c: &serde_json::Value| Some((c[0].as_str()?.parse().ok()?, c[1].as_f64()?));
        counts.iter().filter_map(count).collect()
    });
    match counts {
        Some(counts) if counts.len() == CALLS => Ok(counts),
        _ => Err(format!("chromium answered {answer}")),
    }
}

/// Runs a command that writes `N nodes in T ms` lines; each count and its
/// milliseconds.
pub(super) fn process(command: &mut Command) -> Result<Vec<(u64, f64)>, String> {
    let name = command.get_program().to_string_lossy().into_owned();
    let out = command
        .output()
        .map_err(|e| format!("cannot run {name}: {e}"))?;
    let stdout = String::from_utf8_lossy(&out.stdout);
    let count = |line: &str| match line.split_whitespace().collect::<Vec<_>>()[..] {
        [nodes, "nodes", "in", ms, "ms"] => Some((nodes.parse().ok()?, ms.parse().ok()?)),
        _ => None,
    };
    let counts: Option<Vec<(u64, f64)>> = stdout.lines().map(count).collect();
    match counts {
        Some(counts) if out.status.success() && !counts.is_empty() => Ok(counts),
        _ => Err(format!(
            "{name} ({}): {}{}",
            out.status,
            stdout.trim(),
            String::from_utf8_lossy(&out.stderr).trim()
        )),
    }
}
