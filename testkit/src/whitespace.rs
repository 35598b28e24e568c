//! The one list of inputs that every reader of text is tested with for the whitespace
//! rule (`movegen::text`): FEN, SAN, UCI, squares, pieces, the EPD reader
//! (`movegen-epd`) and the `movegen` command's text arguments. Each reader's test wraps
//! its text in every [`AROUND`] and separates its fields with every [`BETWEEN`] (it must
//! read the same thing), and puts each [`NOT_SPACE`] where whitespace would be (it must
//! refuse it).

/// Whitespace around a text: ignored by every reader.
pub const AROUND: &[&str] = &["", " ", "\t", "\n", "\r\n", "\x0c", " \t \r\n"];

/// Whitespace between fields (a FEN's, an EPD entry's depth and count): any run of it
/// separates them.
pub const BETWEEN: &[&str] = &[" ", "  ", "\t", " \t ", "\x0c", "\r"];

/// Characters that look like whitespace and are not, by the rule: each is text, and
/// refused where a reader expects none (the vertical tab is not ASCII whitespace to
/// Rust's `is_ascii_whitespace`, nor to the rule).
pub const NOT_SPACE: &[&str] = &[
    "\u{a0}",   // no-break space
    "\u{3000}", // ideographic space
    "\u{2003}", // em space
    "\u{85}",   // next line
    "\u{feff}", // zero-width no-break space
    "\x0b",     // vertical tab
];
