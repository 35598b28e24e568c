//! The board builder: every position of the suites rebuilt from its pieces equals the
//! one read from FEN, and a builder refuses what the FEN reader refuses, with the same
//! error, case by case.

use movegen::{Board, BoardBuilder, Color, FenError, File, Kind, Piece, Rank, Square};
use movegen_testkit::{epd, suites};

fn sq(name: &str) -> Square {
    name.parse().unwrap()
}

#[test]
fn every_suite_position_rebuilds() {
    let mut count = 0;
    for suite in suites::ALL {
        for fen in epd::fens(suite.text) {
            let board: Board = fen.parse().unwrap();
            let built = BoardBuilder::from_board(&board).build().unwrap();
            assert_eq!(built, board, "{fen}");
            assert_eq!(built.to_string(), board.to_string());
            assert_eq!(built.key(), board.key());
            // And from scratch, square by square.
            let mut builder = BoardBuilder::new();
            for i in 0..64 {
                let square = Square::from_index(i);
                builder.piece(square, board.piece_at(square).unwrap_or(Piece::EMPTY));
            }
            builder
                .side_to_move(board.side_to_move())
                .en_passant(board.en_passant())
                .halfmove_clock(board.halfmove_clock())
                .fullmove_number(board.fullmove_number());
            for rook in board.castling_rooks() {
                let color = if rook.rank() == Rank::First {
                    Color::White
                } else {
                    Color::Black
                };
                builder.castling_rook(color, rook.file());
            }
            assert_eq!(builder.build().unwrap(), board, "{fen}");
            count += 1;
        }
    }
    assert!(count >= 160);
}

#[test]
fn refused_as_the_fen_reader_refuses() {
    let (white, black) = (Color::White, Color::Black);
    let kings = || {
        let mut builder = BoardBuilder::new();
        builder
            .piece(sq("e1"), Piece::new(white, Kind::King))
            .piece(sq("e8"), Piece::new(black, Kind::King));
        builder
    };
    let cases: Vec<(BoardBuilder, FenError)> = vec![
        (BoardBuilder::new(), FenError::MissingKing(white)),
        (
            *kings().piece(sq("a1"), Piece::new(white, Kind::King)),
            FenError::TooManyKings(white),
        ),
        (
            *kings().piece(sq("a8"), Piece::new(white, Kind::Pawn)),
            FenError::PawnOnBackRank(sq("a8")),
        ),
        (
            *kings().castling_rook(white, File::H),
            FenError::CastlingWithoutPieces('H'),
        ),
        (
            *kings()
                .piece(sq("h1"), Piece::new(white, Kind::Rook))
                .piece(sq("e1"), Piece::EMPTY)
                .piece(sq("e2"), Piece::new(white, Kind::King))
                .castling_rook(white, File::H),
            FenError::CastlingKing('H'),
        ),
        (
            *kings().en_passant(Some(sq("e6"))),
            FenError::EnPassantImpossible(sq("e6")),
        ),
        (
            *kings()
                .piece(sq("e7"), Piece::new(white, Kind::Queen))
                .side_to_move(white),
            FenError::OpponentInCheck,
        ),
        (*kings().fullmove_number(0), FenError::FullmoveNumber),
        (
            *kings()
                .piece(sq("h1"), Piece::new(white, Kind::Rook))
                .castling_rook(white, File::H)
                .castling_rook(white, File::H),
            FenError::CastlingSyntax('K'),
        ),
    ];
    for (builder, error) in cases {
        let fen = builder.fen();
        assert_eq!(builder.build().unwrap_err(), error, "{fen}");
        assert_eq!(fen.parse::<Board>().unwrap_err(), error, "{fen}");
    }
}

#[test]
fn a_standard_start_keeps_standard_castling() {
    let board = BoardBuilder::from_board(&Board::default()).build().unwrap();
    assert_eq!(board, Board::default());
    assert!(!board.chess960());
}
