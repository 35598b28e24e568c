//! One test per [`FenError`] variant, with a FEN that triggers it: the exact variant,
//! and a message that names the field and the problem.

use super::*;

#[test]
fn field_count() {
    refused("", FenError::FieldCount(0), &["0 fields", "6"]);
    refused(
        "8/8/8/8/8/8/8/K6k w -",
        FenError::FieldCount(3),
        &["3 fields"],
    );
    refused(
        "8/8/8/8/8/8/8/K6k w - - 0",
        FenError::FieldCount(5),
        &["5 fields"],
    );
    refused(
        "8/8/8/8/8/8/8/K6k w - - 0 1 extra",
        FenError::FieldCount(7),
        &["7 fields"],
    );
}

#[test]
fn rank_count() {
    refused(
        "8/8/8/8/8/8/K6k w - - 0 1",
        FenError::RankCount(7),
        &["placement", "7 ranks"],
    );
    refused(
        "8/8/8/8/8/8/8/8/K6k w - - 0 1",
        FenError::RankCount(9),
        &["placement", "9 ranks"],
    );
}

#[test]
fn rank_too_long() {
    // Rank 8 is written first: "k8" is rank 8.
    refused(
        "k8/8/8/8/8/8/8/K7 w - - 0 1",
        FenError::RankTooLong { rank: 8 },
        &["placement", "rank 8", "more than 8"],
    );
    refused(
        "k7/8/8/8/44P/8/8/K7 w - - 0 1",
        FenError::RankTooLong { rank: 4 },
        &["rank 4", "more than 8"],
    );
    refused(
        "k7/8/8/8/8/8/8/K7R w - - 0 1",
        FenError::RankTooLong { rank: 1 },
        &["rank 1"],
    );
}

#[test]
fn rank_too_short() {
    refused(
        "k7/8/8/7/8/8/8/K7 w - - 0 1",
        FenError::RankTooShort { rank: 5 },
        &["placement", "rank 5", "fewer than 8"],
    );
    refused(
        "k7/8/8/8/8/8/8/ w - - 0 1",
        FenError::RankTooShort { rank: 1 },
        &["rank 1"],
    );
}

#[test]
fn unknown_piece() {
    refused(
        "k7/8/8/8/8/8/8/K6x w - - 0 1",
        FenError::UnknownPiece {
            rank: 1,
            letter: 'x',
        },
        &["placement", "unknown piece letter 'x'", "rank 1"],
    );
    // Digits other than 1-8 are not run lengths.
    refused(
        "k7/8/8/8/8/8/8/K0 w - - 0 1",
        FenError::UnknownPiece {
            rank: 1,
            letter: '0',
        },
        &["'0'"],
    );
    refused(
        "k7/9/8/8/8/8/8/K7 w - - 0 1",
        FenError::UnknownPiece {
            rank: 7,
            letter: '9',
        },
        &["'9'", "rank 7"],
    );
    refused(
        "k7/8/8/8/8/8/8/K6é w - - 0 1",
        FenError::UnknownPiece {
            rank: 1,
            letter: 'é',
        },
        &["'é'"],
    );
}

#[test]
fn missing_king() {
    refused(
        "8/8/8/8/8/8/8/K7 w - - 0 1",
        FenError::MissingKing(Color::Black),
        &["placement", "black", "no king"],
    );
    refused(
        "k7/8/8/8/8/8/8/Q7 w - - 0 1",
        FenError::MissingKing(Color::White),
        &["white", "no king"],
    );
}

#[test]
fn too_many_kings() {
    refused(
        "k7/8/8/8/8/8/8/K6K w - - 0 1",
        FenError::TooManyKings(Color::White),
        &["placement", "white", "more than one king"],
    );
    refused(
        "k6k/8/8/8/8/8/8/K7 b - - 0 1",
        FenError::TooManyKings(Color::Black),
        &["black", "more than one king"],
    );
}

#[test]
fn too_many_pieces() {
    // Nine white pawns.
    refused(
        "4k3/8/8/8/P7/8/PPPPPPPP/4K3 w - - 0 1",
        FenError::TooManyPieces(Color::White),
        &[
            "placement",
            "white",
            "more than 16 pieces or more than 8 pawns",
        ],
    );
    // Seventeen black pieces, eight of them pawns.
    refused(
        "rnbqkbnr/pppppppp/n7/8/8/8/8/4K3 b - - 0 1",
        FenError::TooManyPieces(Color::Black),
        &["black", "16 pieces"],
    );
}

#[test]
fn pawn_on_back_rank() {
    refused(
        "k6P/8/8/8/8/8/8/K7 w - - 0 1",
        FenError::PawnOnBackRank("h8".parse().unwrap()),
        &["placement", "pawn on h8", "first or last rank"],
    );
    refused(
        "k7/8/8/8/8/8/8/K2p4 w - - 0 1",
        FenError::PawnOnBackRank("d1".parse().unwrap()),
        &["pawn on d1"],
    );
}

#[test]
fn side_to_move() {
    refused(
        "k7/8/8/8/8/8/8/K7 x - - 0 1",
        FenError::SideToMove,
        &["side to move", "'w' or 'b'"],
    );
    refused("k7/8/8/8/8/8/8/K7 W - - 0 1", FenError::SideToMove, &[]);
}

#[test]
fn castling_syntax() {
    refused(
        "r3k2r/8/8/8/8/8/8/R3K2R w KQkx - 0 1",
        FenError::CastlingSyntax('x'),
        &["castling", "'x'", "KQkq"],
    );
    refused(
        "r3k2r/8/8/8/8/8/8/R3K2R w KK - 0 1",
        FenError::CastlingSyntax('K'),
        &["castling", "repeated 'K'"],
    );
    // A file letter naming a right already given (`K` is the rook on h1).
    refused(
        "r3k2r/8/8/8/8/8/8/R3K2R w KH - 0 1",
        FenError::CastlingSyntax('H'),
        &["'H'", "each right once"],
    );
    refused(
        "r3k2r/8/8/8/8/8/8/R3K2R w K- - 0 1",
        FenError::CastlingSyntax('-'),
        &["'-'"],
    );
}

#[test]
fn castling_without_pieces() {
    // No rook on the a-side of the king on g1 (`Q` names the outermost one there).
    refused(
        "r3k2r/8/8/8/8/8/8/6KR w Q - 0 1",
        FenError::CastlingWithoutPieces('Q'),
        &["castling", "right 'Q'", "king and rook"],
    );
    refused(
        "r3k2r/8/8/8/8/8/8/R3K3 w K - 0 1",
        FenError::CastlingWithoutPieces('K'),
        &["castling", "right 'K'", "king and rook"],
    );
    // A file letter (X-FEN, Shredder-FEN) with no rook of its colour on that file.
    refused(
        "r3k2r/8/8/8/8/8/8/R3K2R w G - 0 1",
        FenError::CastlingWithoutPieces('G'),
        &["right 'G'", "file named"],
    );
    refused(
        "r3k2r/8/8/8/8/8/8/R3K2R w Kb - 0 1",
        FenError::CastlingWithoutPieces('b'),
        &["right 'b'"],
    );
    // No rook on a8.
    refused(
        "4k2r/8/8/8/8/8/8/R3K2R w KQq - 0 1",
        FenError::CastlingWithoutPieces('q'),
        &["right 'q'"],
    );
    // A black rook on a1 does not give white the right.
    refused(
        "r3k2r/8/8/8/8/8/8/r3K2R w Q - 0 1",
        FenError::CastlingWithoutPieces('Q'),
        &["right 'Q'"],
    );
}

#[test]
fn castling_king_off_its_back_rank() {
    refused(
        "r3k2r/8/8/8/8/8/4K3/R6R w K - 0 1",
        FenError::CastlingKing('K'),
        &["castling", "right 'K'", "king on its back rank"],
    );
    refused(
        "r6r/4k3/8/8/8/8/8/R3K2R w KQh - 0 1",
        FenError::CastlingKing('h'),
        &["right 'h'"],
    );
}

#[test]
fn en_passant_syntax() {
    for ep in ["e", "e9", "i3", "E3", "e3e4", "--"] {
        refused(
            &format!("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq {ep} 0 1"),
            FenError::EnPassantSyntax,
            &["en passant", "'-' or a square"],
        );
    }
}

#[test]
fn en_passant_impossible() {
    let after_e4 = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq";
    // Right square, wrong side to move: black did not just push.
    refused(
        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e3 0 1",
        FenError::EnPassantImpossible("e3".parse().unwrap()),
        &["en passant", "e3", "double pawn push"],
    );
    // Wrong rank for white's push.
    refused(
        &format!("{after_e4} e6 0 1"),
        FenError::EnPassantImpossible("e6".parse().unwrap()),
        &["e6"],
    );
    // No pawn in front of the square.
    refused(
        &format!("{after_e4} d3 0 1"),
        FenError::EnPassantImpossible("d3".parse().unwrap()),
        &["d3"],
    );
    // The square the pawn passed is occupied.
    refused(
        "rnbqkbnr/pppppppp/8/8/4P3/4N3/PPPP1PPP/R1BQKBNR b KQkq e3 0 1",
        FenError::EnPassantImpossible("e3".parse().unwrap()),
        &["e3"],
    );
    // The square the pawn came from is occupied.
    refused(
        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPPBPPP/RNBQK1NR b KQkq e3 0 1",
        FenError::EnPassantImpossible("e3".parse().unwrap()),
        &["e3"],
    );
    // Black pushed: the pawn must be on the fifth rank.
    refused(
        "rnbqkbnr/pppp1ppp/8/4p3/8/8/PPPPPPPP/RNBQKBNR w KQkq d6 0 2",
        FenError::EnPassantImpossible("d6".parse().unwrap()),
        &["d6"],
    );
}

#[test]
fn halfmove_clock() {
    for clock in ["-1", "x", "65536", "1.5", "+3", "99999999999"] {
        refused(
            &format!("k7/8/8/8/8/8/8/K7 w - - {clock} 1"),
            FenError::HalfmoveClock,
            &["halfmove clock", "0 to 65535"],
        );
    }
}

#[test]
fn fullmove_number() {
    for number in ["0", "-1", "x", "65536", "1e3"] {
        refused(
            &format!("k7/8/8/8/8/8/8/K7 w - - 0 {number}"),
            FenError::FullmoveNumber,
            &["fullmove number", "1 to 65535"],
        );
    }
}

#[test]
fn opponent_in_check() {
    // White to move with the black king attacked by a rook.
    refused(
        "4k3/8/8/8/8/8/8/4R1K1 w - - 0 1",
        FenError::OpponentInCheck,
        &["side not to move is in check"],
    );
    // Black to move with the white king attacked by a pawn.
    refused(
        "k7/8/8/8/8/8/3p4/4K3 b - - 0 1",
        FenError::OpponentInCheck,
        &[],
    );
    // The two kings next to each other.
    refused(
        "8/8/8/8/8/8/8/Kk6 w - - 0 1",
        FenError::OpponentInCheck,
        &[],
    );
}
