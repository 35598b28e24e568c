//! The page in a real browser, with interaction: Chromium driven through WebDriver
//! (chromedriver and fantoccini) loads the page from disk, and the test types
//! Kiwipete, counts the moves shown, plays a move by pointer and one by keyboard,
//! undoes them, runs perft 3 with divide, counts the six positions and enters a bad
//! FEN, checking each answer against the native build. Skipped with a message where
//! there is no browser, chromedriver or wasm32 target.

#[path = "../support/mod.rs"]
mod support;

use std::fmt::Write as _;
use std::time::{Duration, Instant};

use fantoccini::{Client, Locator, key::Key};
use movegen_wasm::chess::Game;
use movegen_wasm::driver::{self, Driver};

use support::{POSITIONS, have_target, scratch, write_page};

const KIWIPETE: &str = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";

/// A FEN the parser refuses: the side to move is `x`.
const BAD_FEN: &str = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R x KQkq - 0 1";

/// The text of the element `css` names.
async fn text(client: &Client, css: &str) -> String {
    let element = client.find(Locator::Css(css)).await.unwrap();
    element.text().await.unwrap()
}

/// Waits (10 s at most) until `script` returns true.
async fn wait_for(client: &Client, script: &str) {
    let start = Instant::now();
    loop {
        let value = client.execute(script, vec![]).await.unwrap();
        if value.as_bool() == Some(true) {
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
async fn enter_fen(client: &Client, fen: &str) {
    let input = client.find(Locator::Id("fen")).await.unwrap();
    input.clear().await.unwrap();
    input
        .send_keys(&format!("{fen}{}", char::from(Key::Enter)))
        .await
        .unwrap();
}

/// Runs perft to `depth` from the page; the total it shows, in digits.
async fn perft(client: &Client, depth: u32) -> u64 {
    let select = client.find(Locator::Id("depth")).await.unwrap();
    select.select_by_value(&depth.to_string()).await.unwrap();
    client
        .execute(
            "delete document.getElementById('perft-total').dataset.nodes",
            vec![],
        )
        .await
        .unwrap();
    client
        .find(Locator::Id("perft"))
        .await
        .unwrap()
        .click()
        .await
        .unwrap();
    wait_for(
        client,
        "return 'nodes' in document.getElementById('perft-total').dataset",
    )
    .await;
    let nodes = client
        .execute(
            "return document.getElementById('perft-total').dataset.nodes",
            vec![],
        )
        .await
        .unwrap();
    nodes.as_str().unwrap().parse().unwrap()
}

/// The FEN after `moves` from `fen`, natively.
fn native_fen(fen: &str, moves: &[&str]) -> String {
    let mut game = Game::from_fen(fen).ok().unwrap();
    let mut why = String::new();
    for uci in moves {
        game.play(uci, &mut why).unwrap();
    }
    let mut out = String::new();
    game.fen(&mut out).unwrap();
    out
}

async fn click(client: &Client, id: &str) {
    client
        .find(Locator::Id(id))
        .await
        .unwrap()
        .click()
        .await
        .unwrap();
}

async fn press(client: &Client, id: &str, key: Key) {
    let element = client.find(Locator::Id(id)).await.unwrap();
    element
        .send_keys(&char::from(key).to_string())
        .await
        .unwrap();
}

#[test]
fn the_page_plays_and_counts_in_chromium() {
    if !have_target("the page in Chromium") {
        return;
    }
    let dir = scratch("page");
    let Some(driver) = Driver::start(dir.join("profile")).unwrap() else {
        eprintln!("the page in Chromium: skipped, {}", driver::MISSING);
        return;
    };
    let page = write_page(&dir);
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap();
    runtime.block_on(async {
        let client = driver.session().await.unwrap();
        let url = format!("file://{}", std::path::absolute(&page).unwrap().display());
        client.goto(&url).await.unwrap();
        wait_for(&client, "return document.body.dataset.ready === 'yes'").await;

        // Kiwipete: 48 moves, in the list and as buttons.
        enter_fen(&client, KIWIPETE).await;
        wait_for(
            &client,
            "return document.getElementById('fen-now').textContent.startsWith('r3k2r/p1ppqpb1')",
        )
        .await;
        assert_eq!(text(&client, "#moves-count").await, "48 legal moves");
        assert_eq!(
            client
                .find_all(Locator::Css("#moves button"))
                .await
                .unwrap()
                .len(),
            48
        );
        assert_eq!(text(&client, "#fen-error").await, "");

        // Perft 3 with divide: the total and every line as the native divide writes it.
        assert_eq!(perft(&client, 3).await, 97_862);
        assert!(
            text(&client, "#perft-total")
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
        click(&client, "sq-e5").await;
        assert_eq!(text(&client, "#from-square").await, "e5");
        let from_e5 = client
            .find_all(Locator::Css("#square-moves button"))
            .await
            .unwrap();
        assert_eq!(from_e5.len(), 7, "Ne5: d3 c4 g4 c6 g6 d7 f7");
        let png = dir.join("play.png");
        std::fs::write(&png, client.screenshot().await.unwrap()).unwrap();
        movegen_browser::not_blank(&png, 0.05, 16).unwrap();
        click(&client, "sq-f7").await;
        assert_eq!(
            text(&client, "#fen-now").await,
            native_fen(KIWIPETE, &["e5f7"])
        );
        assert_eq!(text(&client, "#history").await, "played: Nxf7");
        click(&client, "undo").await;
        assert_eq!(text(&client, "#fen-now").await, native_fen(KIWIPETE, &[]));
        assert_eq!(text(&client, "#moves-count").await, "48 legal moves");

        // A move by keyboard: Enter on d5, arrows to e6, Enter; undo by keyboard.
        press(&client, "sq-d5", Key::Enter).await;
        press(&client, "sq-d5", Key::Up).await;
        press(&client, "sq-d6", Key::Right).await;
        let focused = client
            .execute("return document.activeElement.id", vec![])
            .await
            .unwrap();
        assert_eq!(focused.as_str(), Some("sq-e6"));
        press(&client, "sq-e6", Key::Enter).await;
        assert_eq!(
            text(&client, "#fen-now").await,
            native_fen(KIWIPETE, &["d5e6"])
        );
        assert_eq!(text(&client, "#status").await, "black to move");
        press(&client, "undo", Key::Enter).await;
        assert_eq!(text(&client, "#fen-now").await, native_fen(KIWIPETE, &[]));

        // The six positions, counted in the browser.
        for (fen, depth, nodes) in POSITIONS {
            enter_fen(&client, fen).await;
            assert_eq!(text(&client, "#fen-error").await, "", "{fen}");
            assert_eq!(perft(&client, depth).await, nodes, "{fen}");
        }

        // A bad FEN: the parser's message, and the game as it was.
        let before = text(&client, "#fen-now").await;
        enter_fen(&client, BAD_FEN).await;
        let mut message = String::from("Bad FEN: ");
        match Game::from_fen(BAD_FEN) {
            Ok(_) => panic!("{BAD_FEN} was read"),
            Err(e) => write!(message, "{e}").unwrap(),
        }
        assert_eq!(text(&client, "#fen-error").await, message);
        assert_eq!(text(&client, "#fen-now").await, before);
        client.close().await.unwrap();
    });
    eprintln!(
        "the page in Chromium: screenshot {}",
        dir.join("play.png").display()
    );
}
