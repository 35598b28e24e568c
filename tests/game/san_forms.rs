//! The forms `Board::parse_san` reads are exactly those its rustdoc lists: one table of
//! accepted forms, by the list's items in its order, and one of refused forms with the
//! error each gets (lower-case promotions among both: `b` after the destination's rank
//! is a bishop).

use movegen::{Board, SanError};

const START: &str = movegen::START_FEN;
const KIWIPETE: &str = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
/// Pawns on a7 and c7, a rook on b8: pushes and captures that promote.
const PROMOTE: &str = "1r2k3/P1P5/8/8/8/8/8/4K3 w - - 0 1";
/// A rook's move that mates, for a missing or wrong `#`.
const MATE: &str = "6k1/5ppp/8/8/8/8/8/R3K3 w - - 0 1";
/// Two knights that reach d2.
const KNIGHTS: &str = "4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1";

fn parse(fen: &str, text: &str) -> Result<String, SanError> {
    let board: Board = fen.parse().unwrap();
    board.parse_san(text).map(|mv| mv.to_string())
}

/// The list's items, each with its examples: (item, position, text, the move in UCI).
const ACCEPTED: &[(&str, &str, &str, &str)] = &[
    ("SAN as written", START, "e4", "e2e4"),
    ("SAN as written", START, "Nf3", "g1f3"),
    ("SAN as written", KIWIPETE, "O-O", "e1g1"),
    ("SAN as written", KIWIPETE, "O-O-O", "e1c1"),
    ("SAN as written", KIWIPETE, "Nxf7", "e5f7"),
    ("SAN as written", KIWIPETE, "dxe6", "d5e6"),
    ("SAN as written", PROMOTE, "c8=Q+", "c7c8q"),
    ("SAN as written", PROMOTE, "axb8=N", "a7b8n"),
    ("SAN as written", KNIGHTS, "Nbd2", "b1d2"),
    ("whitespace", START, " e4\t", "e2e4"),
    ("whitespace", START, "\r\nNf3 ", "g1f3"),
    ("+ # ! ?", START, "e4+", "e2e4"),
    ("+ # ! ?", START, "Nf3#", "g1f3"),
    ("+ # ! ?", START, "e4!?", "e2e4"),
    ("+ # ! ?", START, "Nf3#+", "g1f3"),
    ("+ # ! ?", START, "e4?!+", "e2e4"),
    ("+ # ! ?", MATE, "Ra8", "a1a8"),
    ("+ # ! ?", MATE, "Ra8+", "a1a8"),
    ("castling", KIWIPETE, "0-0", "e1g1"),
    ("castling", KIWIPETE, "o-o", "e1g1"),
    ("castling", KIWIPETE, "0-0-0+", "e1c1"),
    ("castling", KIWIPETE, "o-o-o", "e1c1"),
    ("promotion", PROMOTE, "c8Q", "c7c8q"),
    ("promotion", PROMOTE, "axb8R", "a7b8r"),
    ("promotion", PROMOTE, "c8=q", "c7c8q"),
    ("promotion", PROMOTE, "c8q", "c7c8q"),
    ("promotion", PROMOTE, "c8=r", "c7c8r"),
    ("promotion", PROMOTE, "c8=n", "c7c8n"),
    ("promotion", PROMOTE, "c8=b", "c7c8b"),
    ("promotion", PROMOTE, "c8b", "c7c8b"),
    ("promotion", PROMOTE, "axb8b", "a7b8b"),
    ("promotion", PROMOTE, "cxb8=b", "c7b8b"),
    ("no x", KIWIPETE, "de6", "d5e6"),
    ("no x", KIWIPETE, "Nf7", "e5f7"),
    ("no x", PROMOTE, "ab8=Q", "a7b8q"),
    ("P and origins", START, "Pe4", "e2e4"),
    ("P and origins", START, "Pe2e4", "e2e4"),
    ("P and origins", START, "e2e4", "e2e4"),
    ("P and origins", START, "Ngf3", "g1f3"),
    ("P and origins", START, "N1f3", "g1f3"),
    ("P and origins", START, "Ng1f3", "g1f3"),
    ("P and origins", KIWIPETE, "Ne5xf7", "e5f7"),
];

/// What is refused, and why: (position, text, error).
const REFUSED: &[(&str, &str, SanError)] = &[
    (START, "", SanError::Malformed),
    (START, "+", SanError::Malformed),
    (START, "e9", SanError::Malformed),
    (START, "Nf", SanError::Malformed),
    (START, "Nbb1c3", SanError::Malformed),
    (START, "O-O-O-O", SanError::Malformed),
    (START, "O-o", SanError::Malformed),
    (START, "nf3", SanError::Malformed),
    (START, "e4 e5", SanError::Malformed),
    (START, "Nf3=Q", SanError::Malformed),
    (START, "Nf3q", SanError::Malformed),
    (PROMOTE, "c8==Q", SanError::Malformed),
    (PROMOTE, "c8=", SanError::Malformed),
    (START, "\u{a0}e4", SanError::Malformed),
    (START, "Xf3", SanError::UnknownPiece('X')),
    (START, "Ae4", SanError::UnknownPiece('A')),
    (PROMOTE, "c8=K", SanError::Promotion('K')),
    (PROMOTE, "c8=X", SanError::Promotion('X')),
    (PROMOTE, "c8k", SanError::Promotion('k')),
    (PROMOTE, "c8=p", SanError::Promotion('p')),
    (PROMOTE, "c8=P", SanError::Promotion('P')),
    (KNIGHTS, "Nd2", SanError::Ambiguous),
    (START, "e5", SanError::Illegal),
    (START, "O-O", SanError::Illegal),
    (START, "Nxf3", SanError::Illegal),
    (KIWIPETE, "Ng1xf7", SanError::Illegal),
    (PROMOTE, "c8", SanError::Illegal),
    (PROMOTE, "Kd1=Q", SanError::Malformed),
];

#[test]
fn reads_every_form_it_lists() {
    for &(item, fen, text, uci) in ACCEPTED {
        assert_eq!(
            parse(fen, text).as_deref(),
            Ok(uci),
            "{item}: {text:?} in {fen}"
        );
    }
}

#[test]
fn refuses_every_other_form_with_its_error() {
    for &(fen, text, err) in REFUSED {
        assert_eq!(parse(fen, text), Err(err), "{text:?} in {fen}");
    }
}
