//! The game in the page's address: opened from `#fen=...&moves=...`, written after
//! every move, stepped back through with the browser's Back (and forward), a game
//! loaded from the FEN box kept in the history; a bad FEN or move in the address
//! shows the parser's message and the game up to the last good move.

use crate::ui::{
    Size, click, enter_fen, fen_now, fragment, in_chromium, native_fen, native_fen_error, open,
    tap_move, text, wait_for,
};

const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
const KIWIPETE: &str = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";

/// Waits until the page shows `fen`.
async fn shows(client: &fantoccini::Client, fen: &str) {
    let script = format!("return document.getElementById('board').dataset.fen === '{fen}'");
    wait_for(client, &script).await;
}

#[test]
fn the_address_holds_the_game() {
    in_chromium("page-address", Size::Desktop, async |client, _| {
        // Opened from the address: Kiwipete and a move.
        let kiwipete = "fen=r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R+w+KQkq+-+0+1";
        open(client, &format!("{kiwipete}&moves=e5f7")).await;
        assert_eq!(fen_now(client).await, native_fen(KIWIPETE, &["e5f7"]));
        assert_eq!(text(client, "#history").await, "1. Nxf7");
        assert_eq!(text(client, "#fen-error").await, "");

        // The address follows each move, and Back steps through the game.
        tap_move(client, "e8", "f8").await;
        assert_eq!(
            fragment(client).await,
            format!("{kiwipete}&moves=e5f7,e8f8")
        );
        tap_move(client, "f7", "h8").await;
        assert_eq!(
            fragment(client).await,
            format!("{kiwipete}&moves=e5f7,e8f8,f7h8")
        );
        client.back().await.unwrap();
        shows(client, &native_fen(KIWIPETE, &["e5f7", "e8f8"])).await;
        assert_eq!(text(client, "#history").await, "1. Nxf7 Kf8 2. Nxh8");
        client.back().await.unwrap();
        shows(client, &native_fen(KIWIPETE, &["e5f7"])).await;
        client.forward().await.unwrap();
        shows(client, &native_fen(KIWIPETE, &["e5f7", "e8f8"])).await;
        // Redo: the move Back stepped over.
        click(client, "redo").await;
        assert_eq!(
            fen_now(client).await,
            native_fen(KIWIPETE, &["e5f7", "e8f8", "f7h8"])
        );

        // A new game from the FEN box: the one before is a Back away.
        enter_fen(client, START).await;
        shows(client, START).await;
        assert_eq!(fragment(client).await, "");
        client.back().await.unwrap();
        shows(client, &native_fen(KIWIPETE, &["e5f7", "e8f8", "f7h8"])).await;

        // The standard start needs no FEN in the address.
        open(client, "moves=e2e4,e7e5,g1f3").await;
        assert_eq!(
            fen_now(client).await,
            native_fen(START, &["e2e4", "e7e5", "g1f3"])
        );
        assert_eq!(text(client, "#history").await, "1. e4 e5 2. Nf3");
    });
}

#[test]
fn a_bad_address_is_the_parsers_message() {
    in_chromium("page-bad-address", Size::Desktop, async |client, _| {
        // A bad move: the game up to the one before it, and why.
        open(client, "moves=e2e4,e7e5,e1e3,g8f6").await;
        assert_eq!(fen_now(client).await, native_fen(START, &["e2e4", "e7e5"]));
        let error = text(client, "#fen-error").await;
        assert!(
            error.starts_with("Bad move in the address, move 3 of 4: e1e3: "),
            "{error}"
        );
        assert_eq!(fragment(client).await, "moves=e2e4,e7e5");
        // Not a move at all.
        open(client, "moves=e2e4,zz").await;
        assert_eq!(fen_now(client).await, native_fen(START, &["e2e4"]));
        assert!(text(client, "#fen-error").await.contains("zz: "));

        // A bad FEN: the parser's message, and the game shown before.
        let bad = "8/8/8/8/8/8/8/8 w - - 0 1";
        open(client, "fen=8/8/8/8/8/8/8/8+w+-+-+0+1&moves=e2e4").await;
        assert_eq!(
            text(client, "#fen-error").await,
            format!("Bad FEN in the address: {}", native_fen_error(bad))
        );
        assert_eq!(fen_now(client).await, START);
    });
}
