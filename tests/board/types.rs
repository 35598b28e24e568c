//! Square names parse and print; bad names are refused.

use movegen::Square;

#[test]
fn squares_parse_and_print() {
    for sq in Square::all() {
        assert_eq!(sq.to_string().parse::<Square>(), Ok(sq));
    }
    assert_eq!("e4".parse::<Square>().map(Square::index), Ok(28));
    for bad in ["", "e", "i1", "a0", "a9", "E4", "e 4", "e44", "é4"] {
        assert!(bad.parse::<Square>().is_err(), "{bad:?}");
    }
    // Whitespace around the text is ignored, as by every parser of the crate.
    assert_eq!(" e4\n".parse::<Square>(), Ok(Square::E4));
}
