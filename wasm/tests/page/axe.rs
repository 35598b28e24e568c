//! The accessibility audit: axe-core, injected into the page in Chromium, at a
//! desktop's size and at a phone's (upright and on its side), with a game on the
//! board, a piece selected and a divide shown (the perft tool unfolded on a phone);
//! no violation of serious or critical impact. axe-core is the npm package that
//! `.ci/run` installs under the target directory (`wasm/tests/page/npm/package.json`
//! and its lockfile, `npm ci --prefix target/npm`); where it is not there, or no
//! browser is, the test skips with a message saying how to install it.

use std::path::PathBuf;

use fantoccini::Client;

use crate::ui::{Size, click, in_chromium, js, open, perft};

/// axe-core's script: `$AXE_CORE`, else `node_modules/axe-core/axe.min.js` under
/// `npm/` of the target directory.
fn axe_script() -> Option<String> {
    let path = std::env::var_os("AXE_CORE")
        .map(PathBuf::from)
        .unwrap_or_else(|| {
            let target = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("..");
            target.join("npm/node_modules/axe-core/axe.min.js")
        });
    let script = std::fs::read_to_string(&path).ok();
    if script.is_none() {
        eprintln!(
            "the accessibility audit: skipped, no axe-core at {} (cp wasm/tests/page/npm/package*.json \
             target/npm/ && npm ci --prefix target/npm, or set AXE_CORE to axe.min.js)",
            path.display()
        );
    }
    script
}

/// Runs axe-core on the page; its violations of serious or critical impact, and the
/// number of the others.
async fn audit(client: &Client, axe: &str) -> (Vec<String>, usize) {
    js(client, &format!("{axe}\nreturn true;")).await;
    let found = client
        .execute_async(
            "const done = arguments[arguments.length - 1];
             axe.run(document, { resultTypes: ['violations'] })
               .then((r) => done(r.violations.map((v) => ({ id: v.id, impact: v.impact,
                   help: v.help, nodes: v.nodes.slice(0, 3).map((n) => n.target.join(' ')) }))))
               .catch((e) => done([{ id: 'axe failed', impact: 'critical', help: String(e), nodes: [] }]));",
            vec![],
        )
        .await
        .unwrap();
    let mut serious = Vec::new();
    let mut others = 0;
    for v in found.as_array().unwrap() {
        if matches!(v["impact"].as_str(), Some("serious" | "critical")) {
            serious.push(v.to_string());
        } else {
            others += 1;
            eprintln!("axe-core, minor: {v}");
        }
    }
    (serious, others)
}

/// The page with a game, a piece selected and a divide, audited.
async fn audited(client: &Client, axe: &str) {
    open(client, "moves=e2e4,e7e5,g1f3").await;
    assert_eq!(perft(client, 1).await, 29);
    click(client, "sq-b8").await;
    let (serious, others) = audit(client, axe).await;
    assert!(serious.is_empty(), "serious or critical: {serious:#?}");
    eprintln!("the accessibility audit: no serious or critical violation, {others} others");
}

#[test]
fn no_serious_accessibility_violation_on_a_desktop() {
    let Some(axe) = axe_script() else { return };
    in_chromium("page-axe", Size::Desktop, async |client, _| {
        audited(client, &axe).await;
    });
}

#[test]
fn no_serious_accessibility_violation_on_a_phone() {
    let Some(axe) = axe_script() else { return };
    in_chromium(
        "page-axe-phone",
        Size::Phone(360, 740),
        async |client, _| {
            audited(client, &axe).await;
        },
    );
}

#[test]
fn no_serious_accessibility_violation_on_a_phone_on_its_side() {
    let Some(axe) = axe_script() else { return };
    in_chromium(
        "page-axe-landscape",
        Size::Phone(915, 412),
        async |client, _| {
            audited(client, &axe).await;
        },
    );
}
