//! `tablegen atlas`: the page of every strategy, its errors, and the page in a real
//! browser (headless Chromium, skipped with a message where there is none): the entry
//! the board shows after its script ran, chosen by the address's fragment, and a
//! screenshot that is not blank.

use std::path::Path;

use movegen_browser::{Chromium, file_url, not_blank};
use tablegen::Sliders;

use super::{files_in, scratch, stderr, tablegen};

/// The knight on e4, as the generated file prints it.
const KNIGHT_E4: &str = "0x0000_2844_0044_2800";

/// The text of the element whose id is `id` in `html` (no nested markup).
fn text_of<'h>(html: &'h str, id: &str) -> &'h str {
    let open = format!("id=\"{id}\"");
    let at = html.find(&open).unwrap_or_else(|| panic!("no #{id}"));
    let rest = &html[at..];
    let start = rest.find('>').unwrap() + 1;
    let end = rest.find('<').unwrap();
    &rest[start..end]
}

fn write_atlas(dir: &Path, sliders: Sliders) -> std::path::PathBuf {
    let path = dir.join(format!("{sliders}.html"));
    let out = tablegen(&["atlas", "--sliders", sliders.name(), path.to_str().unwrap()]);
    assert!(out.status.success(), "{}", stderr(&out));
    path
}

#[test]
fn the_page_holds_every_table_and_shows_the_knight_on_e4_without_scripts() {
    let dir = scratch("atlas_static");
    for sliders in Sliders::ALL {
        let html = std::fs::read_to_string(write_atlas(&dir, sliders)).unwrap();
        for table in tablegen::tables(sliders) {
            assert!(
                html.contains(&format!("id=\"{}\"", table.name)),
                "{sliders}: {}",
                table.name
            );
        }
        assert_eq!(text_of(&html, "entry-hex"), KNIGHT_E4, "{sliders}");
        assert_eq!(text_of(&html, "entry-squares"), "d2 f2 c3 g3 c5 g5 d6 f6");
        // Nothing fetched: no address of another host.
        assert!(
            !html.contains("http://") && !html.contains("https://"),
            "{sliders}"
        );
    }
    let html = std::fs::read_to_string(dir.join("magic.html")).unwrap();
    assert!(html.contains("ROOK_MAGICS") && html.contains("ROOK_SHIFTS"));
    assert!(html.contains("<code>[u64; 781]</code>: 781 entries, 6248 bytes"));
}

#[test]
fn bad_input_is_exit_2_naming_it_and_leaves_no_page() {
    let dir = scratch("atlas_errors");
    let page = dir.join("atlas.html");
    let out = tablegen(&["atlas", "--sliders", "fancy", page.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        stderr(&out).contains("unknown slider strategy \"fancy\""),
        "{}",
        stderr(&out)
    );

    let missing = dir.join("no/such/dir/atlas.html");
    let out = tablegen(&["atlas", missing.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).contains("cannot write"), "{}", stderr(&out));
    assert!(!stderr(&out).contains("panicked"));

    let out = tablegen(&["atlas", dir.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        stderr(&out).contains("it is a directory"),
        "{}",
        stderr(&out)
    );
    assert_eq!(files_in(&dir), Vec::<String>::new());
}

#[test]
fn in_a_browser_the_board_shows_the_entry_picked() {
    let Some(chromium) = Chromium::find("atlas in a browser") else {
        return;
    };
    let dir = scratch("atlas_browser");
    for sliders in Sliders::ALL {
        let path = write_atlas(&dir, sliders);
        let dom = chromium
            .dump_dom(&file_url(&path, "table=knight&sq=e4"))
            .unwrap();
        assert_eq!(text_of(&dom, "entry-hex"), KNIGHT_E4, "{sliders}");
        let dom = chromium
            .dump_dom(&file_url(&path, "table=rook&sq=a1&block=a4,c1"))
            .unwrap();
        assert_eq!(
            text_of(&dom, "entry-squares"),
            "b1 c1 a2 a3 a4",
            "{sliders}"
        );
        assert_eq!(
            text_of(&dom, "entry-hex"),
            "0x0000_0000_0101_0106",
            "{sliders}"
        );
        if sliders != Sliders::Compact {
            // The line it names holds that entry.
            let line: usize = text_of(&dom, "entry-line").parse().unwrap();
            let file = tablegen::render(sliders);
            let text = file.lines().nth(line - 1).unwrap();
            assert!(
                text.contains("0x0000_0000_0101_0106"),
                "{sliders}: line {line}: {text}"
            );
        }
    }
    let png = dir.join("atlas.png");
    let url = file_url(&dir.join("magic.html"), "table=rook&sq=a1&block=a4,c1");
    chromium.screenshot(&url, &png, 1200, 900).unwrap();
    not_blank(&png, 0.05, 16).unwrap();
}
