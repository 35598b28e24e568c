//! What the page's tests share: the page written once for the test binary, a session
//! of Chromium at a size (skipped with a message where there is no browser,
//! chromedriver or wasm32 target), and the few things a player does and reads.

use std::path::{Path, PathBuf};
use std::sync::OnceLock;
use std::time::{Duration, Instant};

use fantoccini::{Client, Locator, key::Key};
use movegen_wasm::chess::Game;
use movegen_wasm::driver::{self, Driver};

use crate::support::{have_target, scratch, write_page};

/// The size of the browser's window: a desktop's, or a phone's (CSS pixels).
#[derive(Clone, Copy, Debug)]
pub enum Size {
    /// 1100 by 900.
    Desktop,
    /// A phone's screen, width by height, with touch.
    Phone(u32, u32),
}

/// The page, written once for the test binary (its module built by `movegen-wasm page`).
pub fn page() -> &'static Path {
    static PAGE: OnceLock<PathBuf> = OnceLock::new();
    PAGE.get_or_init(|| write_page(&scratch("page-html")))
}

/// The page's `file:` address with `fragment` (without its `#`; none when empty).
pub fn url(fragment: &str) -> String {
    movegen_browser::file_url(page(), fragment)
}

/// Runs `test` with a session of Chromium of `size` and a scratch directory, after
/// checking that the wasm32 target, chromedriver and Chromium are there (else says
/// that `name` skips). The page is not opened: [`open`] does.
pub fn in_chromium(name: &str, size: Size, test: impl AsyncFnOnce(&Client, &Path)) {
    if !have_target(name) {
        return;
    }
    let dir = scratch(name);
    let Some(driver) = Driver::start(dir.join("profile")).unwrap() else {
        eprintln!("{name}: skipped, {}", driver::MISSING);
        return;
    };
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap();
    runtime.block_on(async {
        let client = match size {
            Size::Desktop => driver.session().await,
            Size::Phone(width, height) => driver.phone_session(width, height).await,
        }
        .unwrap();
        test(&client, &dir).await;
        client.close().await.unwrap();
    });
}

/// Opens the page at `fragment` (loaded anew, not a change of the address's
/// fragment) and waits until its script is ready.
pub async fn open(client: &Client, fragment: &str) {
    client.goto("about:blank").await.unwrap();
    client.goto(&url(fragment)).await.unwrap();
    wait_for(client, "return document.body.dataset.ready === 'yes'").await;
}

/// The value `script` returns.
pub async fn js(client: &Client, script: &str) -> serde_json::Value {
    client.execute(script, vec![]).await.unwrap()
}

/// The text of the element `css` names.
pub async fn text(client: &Client, css: &str) -> String {
    let element = client.find(Locator::Css(css)).await.unwrap();
    element.text().await.unwrap()
}

/// The position the board shows (its `data-fen`), which the FEN box shows too.
pub async fn fen_now(client: &Client) -> String {
    let fen = js(
        client,
        "return document.getElementById('board').dataset.fen",
    )
    .await;
    fen.as_str().unwrap().to_string()
}

/// Unfolds the tool of `id` (a `details` of the page's tools) as a player does, by its
/// summary, when it is folded (as on a phone).
pub async fn unfold(client: &Client, id: &str) {
    let script = format!("return document.getElementById('{id}').open");
    if js(client, &script).await.as_bool() != Some(true) {
        let summary = client.find(Locator::Css(&format!("#{id} > summary"))).await;
        summary.unwrap().click().await.unwrap();
    }
}

/// The page's address after its `#`.
pub async fn fragment(client: &Client) -> String {
    let url = client.current_url().await.unwrap();
    url.fragment().unwrap_or("").to_string()
}

/// Waits (10 s at most) until `script` returns true.
pub async fn wait_for(client: &Client, script: &str) {
    let start = Instant::now();
    loop {
        if js(client, script).await.as_bool() == Some(true) {
            return;
        }
        assert!(
            start.elapsed() < Duration::from_secs(10),
            "waited 10 s for: {script}"
        );
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}

/// Types `fen` in the FEN box and presses Enter.
pub async fn enter_fen(client: &Client, fen: &str) {
    unfold(client, "tool-position").await;
    let input = client.find(Locator::Id("fen")).await.unwrap();
    input.clear().await.unwrap();
    input
        .send_keys(&format!("{fen}{}", char::from(Key::Enter)))
        .await
        .unwrap();
}

/// Clicks the element of `id`.
pub async fn click(client: &Client, id: &str) {
    let element = client.find(Locator::Id(id)).await.unwrap();
    element.click().await.unwrap();
}

/// Clicks the square `from`, then `to`, as a player moves.
pub async fn tap_move(client: &Client, from: &str, to: &str) {
    click(client, &format!("sq-{from}")).await;
    click(client, &format!("sq-{to}")).await;
}

/// Presses `key` on the element of `id`.
pub async fn press(client: &Client, id: &str, key: Key) {
    let element = client.find(Locator::Id(id)).await.unwrap();
    element
        .send_keys(&char::from(key).to_string())
        .await
        .unwrap();
}

/// Runs perft to `depth` from the page; the total it shows, in digits.
pub async fn perft(client: &Client, depth: u32) -> u64 {
    unfold(client, "tool-perft").await;
    let select = client.find(Locator::Id("depth")).await.unwrap();
    select.select_by_value(&depth.to_string()).await.unwrap();
    js(
        client,
        "delete document.getElementById('perft-total').dataset.nodes",
    )
    .await;
    click(client, "perft").await;
    wait_for(
        client,
        "return 'nodes' in document.getElementById('perft-total').dataset",
    )
    .await;
    let nodes = js(
        client,
        "return document.getElementById('perft-total').dataset.nodes",
    )
    .await;
    nodes.as_str().unwrap().parse().unwrap()
}

/// The FEN after `moves` from `fen`, natively.
pub fn native_fen(fen: &str, moves: &[&str]) -> String {
    let mut game = Game::from_fen(fen).ok().unwrap();
    let mut why = String::new();
    for uci in moves {
        game.play(uci, &mut why).unwrap();
    }
    let mut out = String::new();
    game.fen(&mut out).unwrap();
    out
}

/// The message the native FEN parser gives for `fen`.
pub fn native_fen_error(fen: &str) -> String {
    match Game::from_fen(fen) {
        Ok(_) => panic!("{fen} was read"),
        Err(e) => e.to_string(),
    }
}
