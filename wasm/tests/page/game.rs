//! The game as a player meets it on the page, at a desktop's size: threefold
//! repetition offered as a draw to claim, and claimed; the ends of a game (checkmate
//! with the king in check marked, insufficient material, fivefold repetition, the
//! 75-move rule, and the fifty-move rule, which is a draw to claim); undo
//! and redo; promotion by the chooser on the board; castling by the king onto its
//! rook and by two squares; a move by dragging; flipping; a perft result cleared once
//! its position is left.

use std::time::Duration;

use fantoccini::actions::{InputSource, MOUSE_BUTTON_LEFT, MouseActions, PointerAction};
use fantoccini::{Client, Locator};

use crate::ui::{
    Size, click, fen_now, in_chromium, js, native_fen, open, perft, tap_move, text, wait_for,
};

const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

/// Whether the element of `id` is hidden.
async fn hidden(client: &Client, id: &str) -> bool {
    let script = format!("return document.getElementById('{id}').hidden");
    js(client, &script).await.as_bool().unwrap()
}

/// Whether the square `sq` has the class `class`.
async fn marked(client: &Client, sq: &str, class: &str) -> bool {
    let script = format!("return document.getElementById('sq-{sq}').classList.contains('{class}')");
    js(client, &script).await.as_bool().unwrap()
}

#[test]
fn repetition_is_a_draw_to_claim() {
    in_chromium("page-repetition", Size::Desktop, async |client, _| {
        open(client, "").await;
        let knights = ["g1f3", "g8f6", "f3g1", "f6g8"];
        for round in 0..2 {
            for uci in knights {
                tap_move(client, &uci[..2], &uci[2..]).await;
            }
            if round == 0 {
                assert_eq!(text(client, "#status").await, "white to move");
                assert!(hidden(client, "claim").await);
            }
        }
        assert_eq!(
            text(client, "#status").await,
            "white to move; threefold repetition: a draw may be claimed"
        );
        assert_eq!(
            text(client, "#history").await,
            "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8"
        );
        assert!(!hidden(client, "claim").await);
        click(client, "claim").await;
        assert_eq!(
            text(client, "#status").await,
            "draw claimed: threefold repetition, 1/2-1/2"
        );
        assert_eq!(text(client, "#moves-count").await, "0 legal moves");
        // Undo takes the claim back, then the move; redo plays it again.
        click(client, "undo").await;
        assert!(
            text(client, "#status")
                .await
                .contains("a draw may be claimed")
        );
        click(client, "undo").await;
        assert_eq!(text(client, "#status").await, "black to move");
        click(client, "redo").await;
        assert!(
            text(client, "#status")
                .await
                .contains("threefold repetition")
        );
        assert_eq!(fen_now(client).await, native_fen(START, &knights.repeat(2)));
    });
}

#[test]
fn the_ends_of_a_game() {
    in_chromium("page-ends", Size::Desktop, async |client, _| {
        // Fool's mate: the king in check marked, the result, no move left.
        open(client, "moves=f2f3,e7e5,g2g4,d8h4").await;
        assert_eq!(text(client, "#status").await, "checkmate, black wins (0-1)");
        assert!(marked(client, "e1", "check").await);
        assert_eq!(text(client, "#moves-count").await, "0 legal moves");
        assert!(hidden(client, "claim").await);
        click(client, "undo").await;
        assert!(!marked(client, "e1", "check").await);
        // Bare kings: over by itself.
        open(client, "fen=8/8/4k3/8/8/3K4/8/8+w+-+-+0+1").await;
        assert_eq!(
            text(client, "#status").await,
            "insufficient material, a draw (1/2-1/2)"
        );
        assert_eq!(text(client, "#moves-count").await, "0 legal moves");
        // Five times the same position: over by itself.
        let knights = "g1f3,g8f6,f3g1,f6g8,";
        open(
            client,
            &format!("moves={}", knights.repeat(4).trim_end_matches(',')),
        )
        .await;
        assert_eq!(
            text(client, "#status").await,
            "fivefold repetition, a draw (1/2-1/2)"
        );
        assert_eq!(text(client, "#moves-count").await, "0 legal moves");
        // A hundred and fifty halfmoves: over by itself.
        open(client, "fen=8/8/4k3/8/8/3K4/8/R7+w+-+-+150+80").await;
        assert_eq!(
            text(client, "#status").await,
            "75-move rule, a draw (1/2-1/2)"
        );
        // A move after the end, in the address: refused with the game's word.
        open(client, "moves=f2f3,e7e5,g2g4,d8h4,a2a3").await;
        assert_eq!(text(client, "#status").await, "checkmate, black wins (0-1)");
        let error = text(client, "#fen-error").await;
        assert!(
            error.ends_with("a2a3: the game is over (checkmate)"),
            "{error}"
        );
        // A hundred halfmoves: a draw to claim, play goes on.
        open(client, "fen=8/8/4k3/8/8/3K4/8/R7+w+-+-+100+80").await;
        assert_eq!(
            text(client, "#status").await,
            "white to move; fifty-move rule: a draw may be claimed"
        );
        assert!(!hidden(client, "claim").await);
    });
}

#[test]
fn promotion_castling_dragging_and_flipping() {
    in_chromium("page-moves", Size::Desktop, async |client, dir| {
        // Promotion: the chooser on the board, a knight chosen.
        let pawn = "8/P6k/8/8/8/8/8/K7 w - - 0 1";
        open(client, "fen=8/P6k/8/8/8/8/8/K7+w+-+-+0+1").await;
        // Escape takes the chooser away, and the move with it.
        tap_move(client, "a7", "a8").await;
        assert!(!hidden(client, "promotion").await);
        let focused = client.active_element().await.unwrap();
        focused
            .send_keys(&char::from(fantoccini::key::Key::Escape).to_string())
            .await
            .unwrap();
        assert!(hidden(client, "promotion").await);
        assert_eq!(fen_now(client).await, pawn);
        tap_move(client, "a7", "a8").await;
        assert!(!hidden(client, "promotion").await);
        let png = dir.join("promotion.png");
        std::fs::write(&png, client.screenshot().await.unwrap()).unwrap();
        let pieces = client
            .find_all(Locator::Css("#promotion button[data-piece]"))
            .await
            .unwrap();
        assert_eq!(pieces.len(), 4);
        client
            .find(Locator::Css("#promotion button[data-piece='n']"))
            .await
            .unwrap()
            .click()
            .await
            .unwrap();
        assert!(hidden(client, "promotion").await);
        assert_eq!(fen_now(client).await, native_fen(pawn, &["a7a8n"]));

        // Castling: the king onto its rook, or two squares, either wing.
        let castles = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
        open(client, "fen=r3k2r/8/8/8/8/8/8/R3K2R+w+KQkq+-+0+1").await;
        for (to, uci) in [
            ("h1", "e1g1"),
            ("g1", "e1g1"),
            ("a1", "e1c1"),
            ("c1", "e1c1"),
        ] {
            tap_move(client, "e1", to).await;
            assert_eq!(
                fen_now(client).await,
                native_fen(castles, &[uci]),
                "e1 {to}"
            );
            click(client, "undo").await;
        }

        // A move by dragging the piece.
        open(client, "").await;
        let from = client.find(Locator::Id("sq-e2")).await.unwrap();
        let to = client.find(Locator::Id("sq-e4")).await.unwrap();
        let drag = MouseActions::new("mouse".into())
            .then(PointerAction::MoveToElement {
                element: from,
                duration: None,
                x: 0.0,
                y: 0.0,
            })
            .then(PointerAction::Down {
                button: MOUSE_BUTTON_LEFT,
            })
            .then(PointerAction::MoveToElement {
                element: to,
                duration: Some(Duration::from_millis(150)),
                x: 0.0,
                y: 0.0,
            })
            .then(PointerAction::Up {
                button: MOUSE_BUTTON_LEFT,
            });
        client.perform_actions(drag).await.unwrap();
        assert_eq!(fen_now(client).await, native_fen(START, &["e2e4"]));
        assert_eq!(text(client, "#history").await, "1. e4");

        // Flipped: h1 first, the ranks' labels on the h-file; then back.
        click(client, "flip").await;
        let first = js(
            client,
            "return document.getElementById('board').firstChild.id",
        )
        .await;
        assert_eq!(first.as_str(), Some("sq-h1"));
        assert_eq!(text(client, "#sq-h4 .rank").await, "4");
        click(client, "flip").await;
        let first = js(
            client,
            "return document.getElementById('board').firstChild.id",
        )
        .await;
        assert_eq!(first.as_str(), Some("sq-a8"));
    });
}

#[test]
fn perft_is_cleared_after_a_move() {
    in_chromium("page-perft", Size::Desktop, async |client, _| {
        open(client, "").await;
        assert_eq!(perft(client, 2).await, 400);
        assert!(
            text(client, "#perft-total")
                .await
                .starts_with("perft 2: 400 nodes")
        );
        tap_move(client, "e2", "e4").await;
        wait_for(
            client,
            "return document.getElementById('perft-total').textContent === ''",
        )
        .await;
        let lines = client
            .find_all(Locator::Css("#divide .line"))
            .await
            .unwrap();
        assert!(lines.is_empty(), "the divide of the position before");
        assert_eq!(perft(client, 1).await, 20);
        assert!(
            text(client, "#perft-total").await.ends_with("after e4"),
            "labelled with its position"
        );
    });
}

/// A game of `plies` moves from the start, chosen by a fixed seed among the legal
/// moves, that has not ended (a new one tried when it does).
fn long_game(plies: usize) -> Vec<String> {
    let mut seed = 0x2545_f491_4f6c_dd1d_u64;
    loop {
        let mut game = movegen_wasm::chess::Game::from_fen(START).ok().unwrap();
        let mut line = Vec::new();
        while line.len() < plies {
            let mut moves = String::new();
            game.moves(&mut moves).unwrap();
            let moves: Vec<&str> = moves
                .lines()
                .map(|l| l.split(' ').next().unwrap())
                .collect();
            if moves.is_empty() {
                break;
            }
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            let uci = moves[(seed % moves.len() as u64) as usize].to_string();
            game.play(&uci, &mut String::new()).unwrap();
            line.push(uci);
        }
        if line.len() == plies {
            return line;
        }
    }
}

#[test]
fn a_game_longer_than_the_module_remembers() {
    let line = long_game(300);
    let moves: Vec<&str> = line.iter().map(String::as_str).collect();
    in_chromium("page-long", Size::Desktop, async |client, _| {
        open(client, &format!("moves={}", line.join(","))).await;
        assert_eq!(text(client, "#fen-error").await, "");
        assert_eq!(fen_now(client).await, native_fen(START, &moves));
        // Back to the first move: 299 taken back, past the 256 the module remembers.
        click_first_move(client).await;
        assert_eq!(fen_now(client).await, native_fen(START, &moves[..1]));
        // And forward again, move by move, with Redo.
        for _ in 0..3 {
            click(client, "redo").await;
        }
        assert_eq!(fen_now(client).await, native_fen(START, &moves[..4]));
    });
}

/// Clicks the first move of the game's history.
async fn click_first_move(client: &Client) {
    let first = client.find(Locator::Css("#history button")).await.unwrap();
    first.click().await.unwrap();
}
