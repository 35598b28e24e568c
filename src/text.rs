//! The one whitespace rule of every reader of text: FEN ([`Board::from_fen`](crate::Board::from_fen)),
//! SAN ([`Board::parse_san`](crate::Board::parse_san)), UCI
//! ([`Board::parse_move`](crate::Board::parse_move), [`UciMove`](crate::UciMove)),
//! squares and pieces, the EPD suites (`movegen-epd`) and the `movegen` command's
//! text arguments all read whitespace as this module says, and only as it says.
//!
//! Whitespace is ASCII's: space, tab, line feed, form feed and carriage return
//! ([`u8::is_ascii_whitespace`]). Around a text it is ignored ([`trim`]); inside one
//! that has fields (a FEN's six, an EPD entry's depth and count) any run of it
//! separates them ([`words`]). Every other character, the non-breaking space
//! (`U+00A0`) and the ideographic space (`U+3000`) among them, is text: where a reader
//! expects none, it is refused with the reader's error, never skipped.
//!
//! ```
//! use movegen::{Board, text};
//! assert_eq!(text::trim(" \te4\r\n"), "e4");
//! assert_eq!(text::trim("\u{a0}e4"), "\u{a0}e4");
//! let fen = "8/8/8/8/8/8/8/K6k\tw  -  - 0\t1\n";
//! assert_eq!(text::words(fen).count(), 6);
//! assert!(fen.parse::<Board>().is_ok());
//! assert!("\u{a0}8/8/8/8/8/8/8/K6k w - - 0 1".parse::<Board>().is_err());
//! ```

/// Whether `c` is whitespace to every reader: ASCII's (space, tab, line feed, form
/// feed, carriage return).
#[must_use]
pub const fn is_space(c: char) -> bool {
    c.is_ascii_whitespace()
}

/// `text` without the whitespace ([`is_space`]) around it.
#[must_use]
pub fn trim(text: &str) -> &str {
    text.trim_ascii()
}

/// The fields of `text`: its runs of characters between whitespace ([`is_space`]).
pub fn words(text: &str) -> impl Iterator<Item = &str> {
    text.split_ascii_whitespace()
}
