//! The page in a real browser, with interaction: Chromium driven through WebDriver
//! (chromedriver and fantoccini) loads the page from disk, at a desktop's size and at
//! a phone's, and each test plays as a player would, checking the answers against the
//! native build. Skipped with a message where there is no browser, chromedriver or
//! wasm32 target.
//!
//! - here: Kiwipete's moves, a move by pointer and one by keyboard, undo, perft 3 with
//!   divide, the six positions, a bad FEN;
//! - `game.rs`: repetition and the draw to claim, the game's end, undo and redo,
//!   promotion, castling onto the rook, flipping, perft cleared after a move;
//! - `address.rs`: the game in the page's address, both ways, and Back;
//! - `layout.rs`: a phone upright (360 by 740, 320 by 640) and on its side (915 by
//!   412): the current move in view after 40 plies, no sideways scroll, the board
//!   across the width or the height and on the first screen; screenshots;
//! - `share.rs`: Copy link, the PGN copied and downloaded, read back by python-chess;
//!   the FEN box showing the position;
//! - `axe.rs`: the accessibility audit of axe-core, at the three sizes.

#[path = "../support/mod.rs"]
mod support;

mod address;
mod axe;
mod game;
mod layout;
mod share;
mod ui;

use fantoccini::{Locator, key::Key};
use movegen_wasm::chess::Game;

use support::POSITIONS;
use ui::{Size, click, enter_fen, fen_now, in_chromium, native_fen, open, perft, press, text};

const KIWIPETE: &str = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";

/// A FEN the parser refuses: the side to move is `x`.
const BAD_FEN: &str = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R x KQkq - 0 1";

#[test]
fn the_page_plays_and_counts_in_chromium() {
    in_chromium("page", Size::Desktop, async |client, dir| {
        open(client, "").await;

        // Kiwipete: 48 moves, in the list and as buttons.
        enter_fen(client, KIWIPETE).await;
        ui::wait_for(
            client,
            "return document.getElementById('board').dataset.fen.startsWith('r3k2r/p1ppqpb1')",
        )
        .await;
        assert_eq!(text(client, "#moves-count").await, "48 legal moves");
        assert_eq!(
            client
                .find_all(Locator::Css("#moves button"))
                .await
                .unwrap()
                .len(),
            48
        );
        assert_eq!(text(client, "#fen-error").await, "");

        // Perft 3 with divide: the total and every line as the native divide writes it.
        assert_eq!(perft(client, 3).await, 97_862);
        assert!(
            text(client, "#perft-total")
                .await
                .starts_with("perft 3: 97,862 nodes (48 moves")
        );
        let mut lines = Vec::new();
        for line in client
            .find_all(Locator::Css("#divide .line"))
            .await
            .unwrap()
        {
            lines.push(line.text().await.unwrap());
        }
        let mut native = String::new();
        let game = Game::from_fen(KIWIPETE).ok().unwrap();
        assert_eq!(game.divide(3, &mut native), 97_862);
        assert_eq!(lines, native.lines().collect::<Vec<_>>());

        // A move by pointer: the knight on e5, its moves from the square, then f7.
        click(client, "sq-e5").await;
        assert_eq!(text(client, "#from-square").await, "e5");
        let from_e5 = client
            .find_all(Locator::Css("#square-moves button"))
            .await
            .unwrap();
        assert_eq!(from_e5.len(), 7, "Ne5: d3 c4 g4 c6 g6 d7 f7");
        let png = dir.join("play.png");
        std::fs::write(&png, client.screenshot().await.unwrap()).unwrap();
        movegen_browser::not_blank(&png, 0.05, 16).unwrap();
        click(client, "sq-f7").await;
        assert_eq!(fen_now(client).await, native_fen(KIWIPETE, &["e5f7"]));
        assert_eq!(text(client, "#history").await, "1. Nxf7");
        click(client, "undo").await;
        assert_eq!(fen_now(client).await, native_fen(KIWIPETE, &[]));
        assert_eq!(text(client, "#moves-count").await, "48 legal moves");

        // A move by keyboard: Enter on d5, arrows to e6, Enter; undo by keyboard.
        press(client, "sq-d5", Key::Enter).await;
        press(client, "sq-d5", Key::Up).await;
        press(client, "sq-d6", Key::Right).await;
        let focused = client
            .execute("return document.activeElement.id", vec![])
            .await
            .unwrap();
        assert_eq!(focused.as_str(), Some("sq-e6"));
        press(client, "sq-e6", Key::Enter).await;
        assert_eq!(fen_now(client).await, native_fen(KIWIPETE, &["d5e6"]));
        assert_eq!(text(client, "#status").await, "black to move");
        press(client, "undo", Key::Enter).await;
        assert_eq!(fen_now(client).await, native_fen(KIWIPETE, &[]));

        // The six positions, counted in the browser.
        for (fen, depth, nodes) in POSITIONS {
            enter_fen(client, fen).await;
            assert_eq!(text(client, "#fen-error").await, "", "{fen}");
            assert_eq!(perft(client, depth).await, nodes, "{fen}");
        }

        // A bad FEN: the parser's message, and the game as it was.
        let before = fen_now(client).await;
        enter_fen(client, BAD_FEN).await;
        let message = format!("Bad FEN: {}", ui::native_fen_error(BAD_FEN));
        assert_eq!(text(client, "#fen-error").await, message);
        assert_eq!(fen_now(client).await, before);
        eprintln!("the page in Chromium: screenshot {}", png.display());
    });
}

/// The size the page gives its module is the page's row of the table of sizes in
/// docs/wasm.md, under the toolchain that made the table (under another, sizes differ
/// and the test says so).
#[test]
fn the_page_states_the_size_in_the_docs() {
    if !support::have_target("the page's size") {
        return;
    }
    let html = std::fs::read_to_string(ui::page()).unwrap();
    let stated = html.split("a module of ").nth(1).unwrap();
    let stated = stated.split(" bytes").next().unwrap();
    let docs = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/../docs/wasm.md"));
    let docs = docs.unwrap();
    let row = docs.lines().find(|l| l.starts_with("| **the page's**"));
    let documented = row
        .unwrap()
        .trim_end_matches([' ', '|'])
        .rsplit("| ")
        .next()
        .unwrap();
    let made = docs
        .split("built by `")
        .nth(1)
        .unwrap()
        .split('`')
        .next()
        .unwrap();
    let rustc = std::process::Command::new("rustc")
        .arg("-V")
        .output()
        .unwrap();
    let rustc = String::from_utf8_lossy(&rustc.stdout).trim().to_string();
    if made == rustc {
        assert_eq!(
            stated, documented,
            "run cargo run -p movegen-wasm -- sizes --update"
        );
    } else {
        eprintln!("the page's size: the table was made by {made}, this is {rustc}: not compared");
    }
}

/// Every link of the page names a file that the commands of docs/wasm.md's Building
/// write beside the page (`target/play.html`), or a place in the page itself.
#[test]
fn every_link_of_the_page_is_written_beside_it() {
    let html = include_str!("../../page/play.html");
    let docs = include_str!("../../../docs/wasm.md");
    let building = docs.split("## Building").nth(1).unwrap();
    let commands = building.split("```").nth(1).unwrap();
    assert!(commands.contains(" page target/play.html"), "{commands}");
    let links: Vec<&str> = html
        .split("href=\"")
        .skip(1)
        .map(|rest| rest.split('"').next().unwrap())
        .collect();
    assert!(!links.is_empty());
    for link in links.into_iter().filter(|l| !l.starts_with('#')) {
        assert!(
            commands.contains(&format!(" target/{link} ")),
            "{link}: no command of docs/wasm.md's Building writes it beside target/play.html"
        );
    }
}
