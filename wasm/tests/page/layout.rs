//! The page's layout on a phone, as a player holds it: upright at 360 by 740 (and
//! 320 by 640) CSS pixels and on its side at 915 by 412. After 40 plies the current
//! move is inside the window without scrolling (and stays there stepping back and
//! forth); nothing is wider than the screen (no sideways scroll), with every tool
//! unfolded, every move listed, a divide shown and a long FEN typed; the board at
//! least 95% of the width upright and 90% of the height on its side, all of it on the
//! first screen; a move by touch. Screenshots of a phone's page both ways and of a
//! desktop's (`docs/play-phone.png`, `docs/play-landscape.png` and `docs/play.png`
//! are copies of them).

use std::path::Path;

use fantoccini::Client;
use movegen_wasm::chess::Game;

use crate::ui::{Size, click, fen_now, in_chromium, js, native_fen, open, perft, tap_move, unfold};

const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

/// The Evergreen game (Anderssen against Dufresne, Berlin 1852): 47 plies, castling,
/// checks, a sacrifice of the queen and mate.
pub const EVERGREEN: &str = "e2e4,e7e5,g1f3,b8c6,f1c4,f8c5,b2b4,c5b4,c2c3,b4a5,d2d4,e5d4,\
    e1g1,d4d3,d1b3,d8f6,e4e5,f6g6,f1e1,g8e7,c1a3,b7b5,b3b5,a8b8,b5a4,a5b6,b1d2,c8b7,\
    d2e4,g6f5,c4d3,f5h5,e4f6,g7f6,e5f6,h8g8,a1d1,h5f3,e1e7,c6e7,a4d7,e8d7,d3f5,d7e8,\
    f5d7,e8f8,a3e7";

/// The first `plies` moves of the Evergreen game, for an address.
pub fn evergreen(plies: usize) -> String {
    let moves: Vec<&str> = EVERGREEN.split(',').collect();
    moves[..plies].join(",")
}

/// What a player sees: the window, what is wider than it (an element that a strip
/// scrolling sideways inside the screen clips is not), the page's scroll, the board's
/// box and the current move's box in the strip (`[left, top, right, bottom]`).
async fn measure(client: &Client) -> serde_json::Value {
    js(
        client,
        "const box = (e) => { const r = e.getBoundingClientRect();
                              return [r.left, r.top, r.right, r.bottom]; };
         const clipped = (e) => {
           for (let a = e.parentElement; a && a !== document.body; a = a.parentElement) {
             if (getComputedStyle(a).overflowX !== 'visible'
                 && a.getBoundingClientRect().right <= innerWidth + 0.5) return true;
           }
           return false;
         };
         const wide = [...document.querySelectorAll('body *')]
           .filter((e) => e.getBoundingClientRect().right > innerWidth + 0.5 && !clipped(e))
           .map((e) => e.id || e.tagName);
         const now = document.querySelector('#history .now');
         return { width: innerWidth, height: innerHeight,
                  scroll: document.documentElement.scrollWidth, scrolled: scrollY, wide,
                  board: box(document.getElementById('board')), now: now && box(now) };",
    )
    .await
}

/// The four numbers of a box of `m`.
fn rect(m: &serde_json::Value, key: &str) -> [f64; 4] {
    let v: Vec<f64> = m[key]
        .as_array()
        .unwrap()
        .iter()
        .map(|x| x.as_f64().unwrap())
        .collect();
    [v[0], v[1], v[2], v[3]]
}

/// Checks that the window is `width` wide (a page wider than a phone's screen makes
/// its browser zoom out, and widens the window to the page), that nothing is wider
/// than it and that the board is on its first screen; the measures.
async fn fits(client: &Client, width: u32) -> serde_json::Value {
    let m = measure(client).await;
    assert_eq!(m["width"], width, "the page zoomed out: {m}");
    let (width, height) = (m["width"].as_f64().unwrap(), m["height"].as_f64().unwrap());
    assert!(
        m["scroll"].as_f64().unwrap() <= width,
        "sideways scroll: {m}"
    );
    assert!(
        m["wide"].as_array().unwrap().is_empty(),
        "wider than the screen: {m}"
    );
    let board = rect(&m, "board");
    assert!(board[0] >= -0.5 && board[2] <= width + 0.5, "{m}");
    assert!(
        board[1] >= -0.5 && board[3] <= height + 0.5,
        "the board off the first screen: {m}"
    );
    m
}

/// Checks that the current move is inside the window, the page not scrolled.
async fn current_in_view(client: &Client) -> serde_json::Value {
    let m = measure(client).await;
    let (width, height) = (m["width"].as_f64().unwrap(), m["height"].as_f64().unwrap());
    assert_eq!(m["scrolled"], 0, "{m}");
    let now = rect(&m, "now");
    assert!(
        now[0] >= 0.0 && now[2] <= width && now[1] >= 0.0 && now[3] <= height,
        "the current move out of the window: {m}"
    );
    m
}

/// The Evergreen game to its 40th ply (39 from the address, the 40th by touch): the
/// current move in view, stepping back and forth too; the measures at the 40th ply.
async fn forty_plies(client: &Client) -> serde_json::Value {
    open(client, &format!("moves={}", evergreen(39))).await;
    tap_move(client, "c6", "e7").await;
    let moves: Vec<&str> = EVERGREEN.split(',').collect();
    assert_eq!(fen_now(client).await, native_fen(START, &moves[..40]));
    let m = current_in_view(client).await;
    for _ in 0..6 {
        click(client, "undo").await;
        current_in_view(client).await;
    }
    click(client, "first").await;
    click(client, "last").await;
    assert_eq!(fen_now(client).await, native_fen(START, &moves[..40]));
    current_in_view(client).await;
    m
}

/// Every tool unfolded, every move listed, a divide shown, a long FEN typed: still
/// nothing wider than the screen.
async fn tools_fit(client: &Client, width: u32) {
    for tool in [
        "tool-position",
        "tool-pgn",
        "tool-moves",
        "tool-perft",
        "tool-about",
    ] {
        unfold(client, tool).await;
    }
    js(client, "document.getElementById('all-moves').open = true").await;
    let moves: Vec<&str> = EVERGREEN.split(',').take(40).collect();
    let position = Game::from_fen(&native_fen(START, &moves)).ok().unwrap();
    assert_eq!(perft(client, 2).await, position.perft(2));
    let long = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1 ".repeat(3);
    let input = client.find(fantoccini::Locator::Id("fen")).await.unwrap();
    input.send_keys(&long).await.unwrap();
    js(client, "window.scrollTo(0, 0)").await;
    fits(client, width).await;
}

/// Writes the window's screenshot to `png`, checked not blank: the page as a player
/// sees it once the last button tapped has let go of its focus.
async fn screenshot(client: &Client, png: &Path) {
    js(
        client,
        "document.activeElement && document.activeElement.blur()",
    )
    .await;
    std::fs::write(png, client.screenshot().await.unwrap()).unwrap();
    movegen_browser::not_blank(png, 0.05, 16).unwrap();
}

#[test]
fn a_phone_of_360_by_740() {
    in_chromium("page-phone", Size::Phone(360, 740), async |client, dir| {
        forty_plies(client).await;
        let m = fits(client, 360).await;
        let board = rect(&m, "board");
        let share = (board[2] - board[0]) / 360.0;
        assert!(share >= 0.95, "the board {share:.3} of the width: {m}");
        eprintln!(
            "a phone upright: the board {:.1}% of the width, the current move at {}",
            share * 100.0,
            m["now"]
        );
        let png = dir.join("play-phone.png");
        screenshot(client, &png).await;
        tools_fit(client, 360).await;
        // Moves by touch.
        open(client, "").await;
        tap_move(client, "e2", "e4").await;
        tap_move(client, "e7", "e5").await;
        assert_eq!(fen_now(client).await, native_fen(START, &["e2e4", "e7e5"]));
        click(client, "undo").await;
        assert_eq!(fen_now(client).await, native_fen(START, &["e2e4"]));
        eprintln!("the page on a phone: screenshot {}", png.display());
    });
}

#[test]
fn a_phone_on_its_side_915_by_412() {
    in_chromium(
        "page-landscape",
        Size::Phone(915, 412),
        async |client, dir| {
            forty_plies(client).await;
            let m = fits(client, 915).await;
            let board = rect(&m, "board");
            let share = (board[3] - board[1]) / 412.0;
            assert!(share >= 0.90, "the board {share:.3} of the height: {m}");
            eprintln!(
                "a phone on its side: the board {:.1}% of the height, the current move at {}",
                share * 100.0,
                m["now"]
            );
            let png = dir.join("play-landscape.png");
            screenshot(client, &png).await;
            tools_fit(client, 915).await;
            eprintln!("the page on its side: screenshot {}", png.display());
        },
    );
}

#[test]
fn a_phone_of_320_by_640() {
    in_chromium(
        "page-phone-320",
        Size::Phone(320, 640),
        async |client, dir| {
            forty_plies(client).await;
            let m = fits(client, 320).await;
            let board = rect(&m, "board");
            assert!(board[2] - board[0] >= 0.95 * 320.0, "{m}");
            screenshot(client, &dir.join("play-320.png")).await;
            tools_fit(client, 320).await;
        },
    );
}

#[test]
fn a_desktop_screenshot() {
    in_chromium("page-desktop", Size::Desktop, async |client, dir| {
        open(client, &format!("moves={}", evergreen(40))).await;
        let png = dir.join("play.png");
        screenshot(client, &png).await;
        eprintln!("the page on a desktop: screenshot {}", png.display());
    });
}

/// The time from the start of the page's load to its first move's being possible
/// (its script ready: the module compiled and instantiated, the board drawn, the
/// address read), ten loads at each size, from `performance.now()` at that point.
/// Ignored: a measurement (`cargo test -p movegen-wasm --test page -- --ignored
/// --nocapture time_to_first_move`), quoted in docs/wasm.md.
#[test]
#[ignore]
fn time_to_first_move() {
    for (name, size) in [("desktop", Size::Desktop), ("phone", Size::Phone(360, 740))] {
        in_chromium("page-timing", size, async |client, _| {
            let mut times = Vec::new();
            for _ in 0..10 {
                open(client, "").await;
                let ms = js(client, "return Number(document.body.dataset.readyMs)").await;
                times.push(ms.as_f64().unwrap());
            }
            times.sort_by(f64::total_cmp);
            eprintln!(
                "time to first move, {name}: median {:.0} ms, {:.0} to {:.0} ms over 10 loads",
                (times[4] + times[5]) / 2.0,
                times[0],
                times[9]
            );
        });
    }
}
