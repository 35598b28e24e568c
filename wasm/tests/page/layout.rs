//! The page's layout on a phone: at 360 by 740 (and 320 by 640) CSS pixels, with a
//! long game, a long FEN, every move listed and a divide shown, nothing is wider than
//! the screen (no sideways scroll), and the whole board is on the first screen; a
//! move by touch. Screenshots of a phone's and a desktop's page (`docs/play-phone.png`
//! and `docs/play.png` are copies of them).

use std::path::Path;

use fantoccini::Client;
use movegen_wasm::chess::Game;

use crate::ui::{Size, click, fen_now, in_chromium, js, native_fen, open, perft, tap_move};

const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

/// A game of 24 plies, for a history that wraps: the Ruy Lopez's main line.
const GAME: &str = "e2e4,e7e5,g1f3,b8c6,f1b5,a7a6,b5a4,g8f6,e1g1,f8e7,f1e1,b7b5,\
                    a4b3,d7d6,c2c3,e8g8,h2h3,c6a5,b3c2,c7c5,d2d4,d8c7,b1d2,c5d4";

/// What is wider than the screen, and whether the board is on it.
async fn measure(client: &Client) -> serde_json::Value {
    js(
        client,
        "const board = document.getElementById('board').getBoundingClientRect();
         const wide = [...document.querySelectorAll('body *')]
           .filter((e) => e.getBoundingClientRect().right > innerWidth + 0.5)
           .map((e) => e.id || e.tagName);
         return { width: innerWidth, height: innerHeight,
                  scroll: document.documentElement.scrollWidth, wide,
                  board: [board.left, board.top, board.right, board.bottom] };",
    )
    .await
}

/// Checks the layout at a phone's `width` by `height`; the screenshot to `png`.
async fn fits(client: &Client, width: u32, height: u32, png: &Path) {
    open(client, &format!("moves={GAME}")).await;
    let m = measure(client).await;
    assert_eq!(m["width"], width, "{m}");
    assert!(
        m["scroll"].as_u64().unwrap() <= u64::from(width),
        "sideways scroll: {m}"
    );
    assert!(
        m["wide"].as_array().unwrap().is_empty(),
        "wider than the screen: {m}"
    );
    let board: Vec<f64> = m["board"]
        .as_array()
        .unwrap()
        .iter()
        .map(|v| v.as_f64().unwrap())
        .collect();
    assert!(board[0] >= 0.0 && board[2] <= f64::from(width), "{m}");
    assert!(
        board[3] <= f64::from(height),
        "the board below the first screen: {m}"
    );
    assert!(
        board[2] - board[0] >= 0.8 * f64::from(width),
        "a small board: {m}"
    );
    std::fs::write(png, client.screenshot().await.unwrap()).unwrap();
    movegen_browser::not_blank(png, 0.05, 16).unwrap();

    // Every move listed, a divide shown, a long FEN typed: still no sideways scroll.
    js(client, "document.getElementById('all-moves').open = true").await;
    let moves: Vec<&str> = GAME.split(',').collect();
    let position = Game::from_fen(&native_fen(START, &moves)).ok().unwrap();
    assert_eq!(perft(client, 2).await, position.perft(2));
    let long = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1 ".repeat(3);
    let input = client.find(fantoccini::Locator::Id("fen")).await.unwrap();
    input.send_keys(&long).await.unwrap();
    let m = measure(client).await;
    assert!(
        m["scroll"].as_u64().unwrap() <= u64::from(width),
        "sideways scroll: {m}"
    );
    assert!(
        m["wide"].as_array().unwrap().is_empty(),
        "wider than the screen: {m}"
    );
}

#[test]
fn a_phone_of_360_by_740() {
    in_chromium("page-phone", Size::Phone(360, 740), async |client, dir| {
        let png = dir.join("play-phone.png");
        fits(client, 360, 740, &png).await;
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
fn a_phone_of_320_by_640() {
    in_chromium(
        "page-phone-320",
        Size::Phone(320, 640),
        async |client, dir| {
            fits(client, 320, 640, &dir.join("play-320.png")).await;
        },
    );
}

#[test]
fn a_desktop_screenshot() {
    in_chromium("page-desktop", Size::Desktop, async |client, dir| {
        open(client, &format!("moves={GAME}")).await;
        let png = dir.join("play.png");
        std::fs::write(&png, client.screenshot().await.unwrap()).unwrap();
        movegen_browser::not_blank(&png, 0.05, 16).unwrap();
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
