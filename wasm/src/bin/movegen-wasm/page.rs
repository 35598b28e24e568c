//! The page: `page/play.html` with its style (`page/play.css`, `page/board.css`), the
//! glue (`page/movegen.js`), its scripts (`SCRIPTS`, in order) and the module, base64,
//! put in its place-holders: one file that
//! works opened from disk (a `file:` page may not `fetch` a module beside it). And
//! `page/time.html`, the glue and a module alone, which `time-browser` times.

use std::path::Path;

/// The page's parts, compiled in.
const HTML: &str = include_str!("../../../page/play.html");
/// The page's style: the layout, then the board and its pieces.
const STYLES: [&str; 2] = [
    include_str!("../../../page/play.css"),
    include_str!("../../../page/board.css"),
];
const GLUE: &str = include_str!("../../../page/movegen.js");
/// The page's scripts, in the order they run: the address, the pieces' drawing, the
/// board, the move strip, sharing (the PGN), the game.
const SCRIPTS: [&str; 6] = [
    include_str!("../../../page/address.js"),
    include_str!("../../../page/pieces.js"),
    include_str!("../../../page/board.js"),
    include_str!("../../../page/strip.js"),
    include_str!("../../../page/share.js"),
    include_str!("../../../page/play.js"),
];
#[cfg(feature = "browser")]
/// The page `time-browser` opens: the glue and the module, as `window.engine`.
const TIMING: &str = include_str!("../../../page/time.html");

/// Writes the page with `module` inside it to `out`, atomically.
pub fn write(out: &Path, module: &[u8], sliders: &str) -> Result<(), String> {
    let html = HTML
        .replace("/*STYLE*/", &STYLES.join("\n"))
        .replace("/*GLUE*/", GLUE)
        .replace("/*PAGE*/", &SCRIPTS.join("\n"))
        .replace("/*SLIDERS*/", sliders)
        .replace(
            "/*MODULE_BYTES*/",
            &crate::sizes::thousands(module.len() as u64),
        )
        .replace("/*MODULE_BASE64*/", &base64(module));
    write_atomically(out, &html)
}

#[cfg(feature = "browser")]
/// Writes the timing page with `module` inside it to `out`.
pub fn write_timing(out: &Path, module: &[u8]) -> Result<(), String> {
    let html = TIMING
        .replace("/*GLUE*/", GLUE)
        .replace("/*MODULE_BASE64*/", &base64(module));
    write_atomically(out, &html)
}

/// Writes `html` to `out` through a temporary file beside it, renamed.
fn write_atomically(out: &Path, html: &str) -> Result<(), String> {
    if out.is_dir() {
        return Err(format!("cannot write {}: it is a directory", out.display()));
    }
    let name = out.file_name().and_then(|n| n.to_str()).unwrap_or("page");
    let temporary = out.with_file_name(format!(".{name}.tmp"));
    std::fs::write(&temporary, html)
        .and_then(|()| std::fs::rename(&temporary, out))
        .map_err(|e| {
            let _ = std::fs::remove_file(&temporary);
            format!("cannot write {}: {e}", out.display())
        })
}

/// Standard base64 (RFC 4648, with padding).
fn base64(bytes: &[u8]) -> String {
    const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    let mut out = String::with_capacity(bytes.len().div_ceil(3) * 4);
    for chunk in bytes.chunks(3) {
        let b = [
            chunk[0],
            *chunk.get(1).unwrap_or(&0),
            *chunk.get(2).unwrap_or(&0),
        ];
        let n = u32::from(b[0]) << 16 | u32::from(b[1]) << 8 | u32::from(b[2]);
        for i in 0..4 {
            if i <= chunk.len() {
                out.push(ALPHABET[(n >> (18 - 6 * i) & 63) as usize] as char);
            } else {
                out.push('=');
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    #[test]
    fn base64_of_rfc_4648s_examples() {
        for (text, expected) in [
            ("", ""),
            ("f", "Zg=="),
            ("fo", "Zm8="),
            ("foo", "Zm9v"),
            ("foob", "Zm9vYg=="),
            ("fooba", "Zm9vYmE="),
            ("foobar", "Zm9vYmFy"),
        ] {
            assert_eq!(super::base64(text.as_bytes()), expected);
        }
    }
}
