//! Static exchange evaluation against a slow reference that plays the exchange out on a
//! copy of the board (a mailbox of its own, attacks found by walking from the square),
//! for every pseudo-legal move of the suites and of every position one move from each
//! (a king stepping into attack included), at every threshold where the answer changes,
//! with the default values (`see`, `see_ge`, and `see_with` given them) and with an
//! engine's own (`see_with`, `see_ge_with`).

use movegen::{Board, Color, Encoding, Kind, Move, MoveList, Piece, SEE_VALUES, Square};

/// Piece values in `see_with`'s order: pawn, knight, bishop, rook, queen, king.
type Values = [i32; 6];

/// The default values, as `see_with` takes them.
const DEFAULT: Values = SEE_VALUES;

/// An engine's own values (the king's is never read: the king is never taken).
const ENGINE: Values = [100, 320, 330, 500, 950, 20_000];
use movegen_testkit::{epd, suites};

/// A copy of the board's pieces, square by square.
type Mailbox = [Piece; 64];

/// The value of `piece` among `values` (0 for no piece and for the king).
fn value(values: &Values, piece: Piece) -> i32 {
    match piece.kind() {
        Some(Kind::Pawn) => values[0],
        Some(Kind::Knight) => values[1],
        Some(Kind::Bishop) => values[2],
        Some(Kind::Rook) => values[3],
        Some(Kind::Queen) => values[4],
        Some(Kind::King) | None => 0,
    }
}

fn on(mailbox: &Mailbox, file: i32, rank: i32) -> Option<Piece> {
    ((0..8).contains(&file) && (0..8).contains(&rank)).then(|| mailbox[(rank * 8 + file) as usize])
}

/// `side`'s pieces that attack `to` on `mailbox`, found by walking out from `to`.
fn attackers(mailbox: &Mailbox, to: Square, side: Color) -> Vec<Square> {
    let (f, r) = (to.file().index() as i32, to.rank().index() as i32);
    let mut found = Vec::new();
    let mut add = |file: i32, rank: i32, kinds: &[Kind]| {
        if let Some(piece) = on(mailbox, file, rank)
            && !piece.is_empty()
            && piece.color() == side
            && kinds.iter().any(|&k| piece.kind() == Some(k))
        {
            found.push(Square::from_index((rank * 8 + file) as u8));
        }
    };
    let behind = if side == Color::White { -1 } else { 1 };
    for df in [-1, 1] {
        add(f + df, r + behind, &[Kind::Pawn]);
    }
    for (df, dr) in [
        (1, 2),
        (2, 1),
        (2, -1),
        (1, -2),
        (-1, -2),
        (-2, -1),
        (-2, 1),
        (-1, 2),
    ] {
        add(f + df, r + dr, &[Kind::Knight]);
    }
    for df in -1..=1 {
        for dr in -1..=1 {
            if (df, dr) != (0, 0) {
                add(f + df, r + dr, &[Kind::King]);
            }
        }
    }
    for (df, dr) in [
        (1, 0),
        (-1, 0),
        (0, 1),
        (0, -1),
        (1, 1),
        (1, -1),
        (-1, 1),
        (-1, -1),
    ] {
        let slider = if df == 0 || dr == 0 {
            Kind::Rook
        } else {
            Kind::Bishop
        };
        let (mut file, mut rank) = (f + df, r + dr);
        while let Some(piece) = on(mailbox, file, rank) {
            if !piece.is_empty() {
                add(file, rank, &[slider, Kind::Queen]);
                break;
            }
            file += df;
            rank += dr;
        }
    }
    found
}

/// What `side`, to capture next on `to`, gains from here: nothing if it does not
/// capture; otherwise the least valuable attacker takes (the lowest square among equals)
/// and the other side answers, and `side` takes only when that pays. A king takes only
/// when nothing takes it back.
fn exchange(values: &Values, mailbox: &mut Mailbox, to: Square, side: Color) -> i32 {
    let order = [
        Kind::Pawn,
        Kind::Knight,
        Kind::Bishop,
        Kind::Rook,
        Kind::Queen,
        Kind::King,
    ];
    let mut ours = attackers(mailbox, to, side);
    ours.sort_by_key(|sq| {
        let kind = mailbox[sq.index()].kind().unwrap();
        (order.iter().position(|&k| k == kind), sq.index())
    });
    let Some(&from) = ours.first() else {
        return 0;
    };
    let taken = mailbox[to.index()];
    let mover = mailbox[from.index()];
    let before = *mailbox;
    mailbox[to.index()] = mover;
    mailbox[from.index()] = Piece::EMPTY;
    let result = if mover.kind() == Some(Kind::King) {
        if attackers(mailbox, to, side.flip()).is_empty() {
            value(values, taken)
        } else {
            0
        }
    } else {
        (value(values, taken) - exchange(values, mailbox, to, side.flip())).max(0)
    };
    *mailbox = before;
    result
}

/// The reference value of `mv`: what it takes, less what the other side then gains.
fn reference(board: &Board, mv: Move, values: &Values) -> i32 {
    if mv.special() != 0 {
        return 0;
    }
    let mut mailbox = [Piece::EMPTY; 64];
    for (i, square) in mailbox.iter_mut().enumerate() {
        *square = board
            .piece_at(Square::from_index(i as u8))
            .unwrap_or(Piece::EMPTY);
    }
    let taken = mailbox[mv.to().index()];
    mailbox[mv.to().index()] = mailbox[mv.from().index()];
    mailbox[mv.from().index()] = Piece::EMPTY;
    value(values, taken) - exchange(values, &mut mailbox, mv.to(), board.side_to_move().flip())
}

#[test]
fn see_agrees_with_the_exchange_played_out() {
    let (mut moves_checked, mut losing, mut king_into_attack, mut differs) = (0, 0, 0, 0);
    for suite in suites::ALL {
        for fen in epd::fens(suite.text) {
            let root: Board = fen.parse().expect("the suites' FENs are valid");
            let mut boards = vec![root];
            for mv in root.legal_moves() {
                let mut child = root;
                let _ = child.make_move(mv).unwrap();
                boards.push(child);
            }
            let mut moves = MoveList::<Move>::new();
            for board in &boards {
                board.generate_pseudo_legal(&mut moves);
                for &mv in moves.iter() {
                    let want = reference(board, mv, &DEFAULT);
                    assert_eq!(board.see(mv), want, "see of {mv} in {board}");
                    assert_eq!(board.see_with(mv, &DEFAULT), want);
                    for threshold in [want - 1, want, want + 1, -1000, 0, 1000] {
                        assert_eq!(
                            board.see_ge(mv, threshold),
                            want >= threshold,
                            "see_ge({mv}, {threshold}) in {board}, value {want}"
                        );
                        assert_eq!(
                            board.see_ge_with(mv, threshold, &DEFAULT),
                            want >= threshold
                        );
                    }
                    let own = reference(board, mv, &ENGINE);
                    assert_eq!(
                        board.see_with(mv, &ENGINE),
                        own,
                        "see_with of {mv} in {board}"
                    );
                    for threshold in [own - 1, own, own + 1, -1000, 0, 1000] {
                        assert_eq!(
                            board.see_ge_with(mv, threshold, &ENGINE),
                            own >= threshold,
                            "see_ge_with({mv}, {threshold}) in {board}, value {own}"
                        );
                    }
                    differs += usize::from(own != want);
                    moves_checked += 1;
                    losing += usize::from(want < 0);
                    let mut made = *board;
                    king_into_attack += usize::from(
                        board.piece_at(mv.from()).map(Piece::kind) == Some(Some(Kind::King))
                            && made.make_pseudo_legal(mv).is_err(),
                    );
                }
            }
        }
    }
    assert!(
        moves_checked > 50_000 && losing > 1000 && king_into_attack > 100 && differs > 1000,
        "{moves_checked} moves, {losing} losing, {king_into_attack} kings into attack, \
         {differs} valued differently by the engine's values"
    );
}

#[test]
fn x_rays_and_the_king() {
    let see = |fen: &str, uci: &str| {
        let board: Board = fen.parse().unwrap();
        let mv: Move = board.parse_move(uci).unwrap();
        (board.see(mv), board.see_ge(mv, 0))
    };
    // Two rooks against one defender: the second rook x-rays through the first.
    assert_eq!(
        see("3rk3/8/8/3p4/8/8/3R4/3RK3 w - - 0 1", "d2d5"),
        (100, true)
    );
    // The king may not take back on a defended square.
    assert_eq!(
        see("8/8/3k4/3p4/4P3/8/8/3RK3 w - - 0 1", "e4d5"),
        (100, true)
    );
    // A king stepping onto a defended pawn (pseudo-legal only): the king is never
    // taken, so it keeps the pawn; and onto an attacked empty square, 0.
    let pseudo = |fen: &str, uci: &str| {
        let board: Board = fen.parse().unwrap();
        let mut moves = MoveList::<Move>::new();
        board.generate_pseudo_legal(&mut moves);
        let mv = *moves.iter().find(|mv| mv.to_string() == uci).unwrap();
        assert!(!board.is_legal(mv), "{uci} in {fen}");
        (board.see(mv), board.see_ge(mv, 100), board.see_ge(mv, 101))
    };
    assert_eq!(
        pseudo("4k3/8/2p5/3p4/4K3/8/8/8 w - - 0 1", "e4d5"),
        (100, true, false)
    );
    assert_eq!(
        pseudo("4k3/8/2p5/8/4K3/8/8/8 w - - 0 1", "e4d5"),
        (0, false, false)
    );
    // The king may not take back when its own step uncovers a rook behind it (here the
    // rook gives check, so the rook's move is pseudo-legal only): the rook on h1 is lost
    // for nothing.
    assert_eq!(
        pseudo("4k2r/8/3Q4/8/8/5q2/8/r3K2R w Kk - 0 2", "h1f1"),
        (-500, false, false)
    );
    // A queen taking a defended pawn loses the queen.
    assert_eq!(
        see("4k3/8/2p5/3p4/8/8/8/3QK3 w - - 0 1", "d1d5"),
        (-800, false)
    );
}
