//! Sharing, at a phone's size: Copy link copies the address (the game in it); the game
//! as PGN (the seven-tag roster, SAN, the result, a claimed draw with its reason,
//! SetUp and FEN from another start, Variant for Chess960), the same text in its box
//! and behind Download PGN, read back by python-chess (`pgn.py`; skipped, and said so,
//! where Python or python-chess is missing) with the same moves, result and position;
//! the FEN box showing the position on the board.

use std::process::Command;

use fantoccini::Client;

use crate::layout::{EVERGREEN, evergreen};
use crate::ui::{Size, click, fen_now, in_chromium, js, native_fen, open, tap_move, text};

const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
const KIWIPETE_BLACK: &str = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R b KQkq - 0 1";

/// A Chess960 start (X-FEN) where either king castles at once, onto the rook beside it.
const CHESS960: &str = "bqnnrkrb/pppppppp/8/8/8/8/PPPPPPPP/BQNNRKRB w KQkq - 0 1";

/// The seven tags of the roster, in their order.
const ROSTER: [&str; 7] = ["Event", "Site", "Date", "Round", "White", "Black", "Result"];

/// The page's PGN: its box's text, checked equal to the download link's.
async fn page_pgn(client: &Client) -> String {
    let shown = js(client, "return document.getElementById('pgn').textContent").await;
    let link = js(
        client,
        "const a = document.getElementById('download-pgn');
         return [a.getAttribute('download'), decodeURIComponent(a.href.split(',').slice(1).join(','))];",
    )
    .await;
    assert!(link[0].as_str().unwrap().ends_with(".pgn"), "{link}");
    assert_eq!(link[1], shown, "the download is not the PGN shown");
    shown.as_str().unwrap().to_string()
}

/// Checks the roster's tags, in order, with `result`.
fn roster(pgn: &str, result: &str) {
    let tags: Vec<&str> = pgn.lines().take(7).collect();
    for (line, name) in tags.iter().zip(ROSTER) {
        assert!(line.starts_with(&format!("[{name} \"")), "{name}: {pgn}");
    }
    assert_eq!(tags[6], format!("[Result \"{result}\"]"), "{pgn}");
    let date = tags[2].split('"').nth(1).unwrap();
    assert!(date.len() == 10 && date.as_bytes()[4] == b'.', "{date}");
    assert!(pgn.trim_end().ends_with(result), "{pgn}");
    assert!(pgn.lines().all(|l| l.len() <= 80), "{pgn}");
}

/// The moves of `pgn` (after its tags) on one line.
fn movetext(pgn: &str) -> String {
    pgn.split("\n\n")
        .nth(1)
        .unwrap()
        .trim_end()
        .replace('\n', " ")
}

/// python-chess's reading of `pgn`: the result, the moves in UCI, the last position's
/// FEN; None (and says so) where python-chess is not there.
fn python_chess(name: &str, pgn: &str) -> Option<[String; 3]> {
    let here = Command::new("python3")
        .args(["-c", "import chess.pgn"])
        .output();
    if !here.is_ok_and(|out| out.status.success()) {
        eprintln!(
            "{name}: the PGN not read back, python3 with python-chess (pip install chess) is not here"
        );
        return None;
    }
    let file = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("{name}.pgn"));
    std::fs::write(&file, pgn).unwrap();
    let script = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/page/pgn.py");
    let out = Command::new("python3")
        .arg(script)
        .arg(&file)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}\n{pgn}",
        String::from_utf8_lossy(&out.stderr)
    );
    let out = String::from_utf8(out.stdout).unwrap();
    let lines: Vec<&str> = out.lines().collect();
    Some([
        lines[0].to_string(),
        lines[1].to_string(),
        lines[2].to_string(),
    ])
}

/// Replaces the clipboard's writing with a note of what was written.
async fn watch_clipboard(client: &Client) {
    js(
        client,
        "window.copied = null;
         navigator.clipboard.writeText = (t) => { window.copied = t; return Promise.resolve(); };",
    )
    .await;
}

/// What was copied last, once the note says `what copied`.
async fn copied(client: &Client, what: &str) -> String {
    let note =
        format!("return document.getElementById('share-note').textContent === '{what} copied'");
    crate::ui::wait_for(client, &note).await;
    js(client, "return window.copied")
        .await
        .as_str()
        .unwrap()
        .to_string()
}

#[test]
fn a_mate_shared_as_pgn_and_link() {
    in_chromium("page-share", Size::Phone(360, 740), async |client, _| {
        // The Evergreen game, its last move by touch: mate.
        open(client, &format!("moves={}", evergreen(46))).await;
        tap_move(client, "a3", "e7").await;
        assert_eq!(text(client, "#status").await, "checkmate, white wins (1-0)");
        let moves: Vec<&str> = EVERGREEN.split(',').collect();
        let fen = native_fen(START, &moves);
        assert_eq!(fen_now(client).await, fen);
        let box_fen = js(client, "return document.getElementById('fen').value").await;
        assert_eq!(box_fen, fen.as_str(), "the FEN box shows the position");

        let pgn = page_pgn(client).await;
        roster(&pgn, "1-0");
        let moves_text = movetext(&pgn);
        assert!(
            moves_text.starts_with("1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. b4 Bxb4"),
            "{pgn}"
        );
        assert!(
            moves_text.ends_with("24. Bxe7# {checkmate, white wins} 1-0"),
            "{pgn}"
        );
        if let Some([result, ucis, end]) = python_chess("evergreen", &pgn) {
            assert_eq!((result.as_str(), ucis.as_str()), ("1-0", EVERGREEN));
            assert_eq!(end, fen);
            eprintln!("the Evergreen game's PGN read back by python-chess: 47 moves, 1-0");
        }

        // Copy link and Copy PGN.
        watch_clipboard(client).await;
        click(client, "copy-link").await;
        let link = copied(client, "Link").await;
        assert_eq!(link, client.current_url().await.unwrap().as_str());
        assert!(link.ends_with(&format!("#moves={EVERGREEN}")), "{link}");
        click(client, "copy-pgn").await;
        assert_eq!(copied(client, "PGN").await, pgn);

        // Stepped back, the FEN box and the PGN follow the position shown.
        click(client, "undo").await;
        let fen = native_fen(START, &moves[..46]);
        assert_eq!(
            js(client, "return document.getElementById('fen').value").await,
            fen.as_str()
        );
        roster(&page_pgn(client).await, "*");
    });
}

#[test]
fn a_claimed_draw_and_another_start_as_pgn() {
    in_chromium(
        "page-share-draw",
        Size::Phone(360, 740),
        async |client, _| {
            // Threefold repetition, claimed.
            open(client, "").await;
            let knights = ["g1f3", "g8f6", "f3g1", "f6g8"];
            for uci in knights.repeat(2) {
                tap_move(client, &uci[..2], &uci[2..]).await;
            }
            click(client, "claim").await;
            let pgn = page_pgn(client).await;
            roster(&pgn, "1/2-1/2");
            assert!(
                movetext(&pgn).ends_with("4. Ng1 Ng8 {draw claimed: threefold repetition} 1/2-1/2"),
                "{pgn}"
            );
            if let Some([result, ucis, _]) = python_chess("claimed", &pgn) {
                assert_eq!(
                    (result.as_str(), ucis),
                    ("1/2-1/2", knights.repeat(2).join(","))
                );
            }
            // Undo takes the claim back: the game goes on.
            click(client, "undo").await;
            roster(&page_pgn(client).await, "*");

            // Kiwipete, black to move: SetUp and FEN, the first move numbered `1...`.
            let ucis = ["e8g8", "e5f7", "f8f7", "d5e6", "d7e6"];
            let address = format!(
                "fen={}&moves={}",
                KIWIPETE_BLACK.replace(' ', "+"),
                ucis.join(",")
            );
            open(client, &address).await;
            let pgn = page_pgn(client).await;
            roster(&pgn, "*");
            assert!(pgn.contains("[SetUp \"1\"]\n[FEN \"r3k2r/"), "{pgn}");
            assert_eq!(
                movetext(&pgn),
                "1... O-O 2. Nxf7 Rxf7 3. dxe6 dxe6 *",
                "{pgn}"
            );
            if let Some([result, played, end]) = python_chess("kiwipete", &pgn) {
                assert_eq!((result.as_str(), played), ("*", ucis.join(",")));
                assert_eq!(end, native_fen(KIWIPETE_BLACK, &ucis));
            }

            // A Chess960 start, both kings castling onto their rooks: the Variant tag.
            let ucis = ["f1g1", "f8g8"];
            let address = format!(
                "fen={}&moves={}",
                CHESS960.replace(' ', "+"),
                ucis.join(",")
            );
            open(client, &address).await;
            let pgn = page_pgn(client).await;
            roster(&pgn, "*");
            assert!(
                pgn.contains("[Result \"*\"]\n[Variant \"Chess960\"]\n[SetUp \"1\"]"),
                "{pgn}"
            );
            assert_eq!(movetext(&pgn), "1. O-O O-O *", "{pgn}");
            if let Some([_, played, end]) = python_chess("chess960", &pgn) {
                // python-chess writes Chess960 castling as the king onto its rook.
                assert_eq!(played, ucis.join(","));
                let ours = native_fen(CHESS960, &ucis);
                assert_eq!(
                    end.split(' ').next(),
                    ours.split(' ').next(),
                    "{end} against {ours}"
                );
            }
        },
    );
}
