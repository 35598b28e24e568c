//! The move encodings against one another and against the board, every encoding of
//! the list ([`ENCODINGS`], [`for_each_encoding`]):
//!
//! - the list holds every encoding under `src/encoding/`;
//! - every field of every encoding round-trips over all its valid values, through
//!   [`Encoding::pack`] and through each encoding's own setters;
//! - for every pseudo-legal move of every position of the public suites and of every
//!   position up to two plies below them, the encodings agree on every field and
//!   predicate, and the predicates agree with what the board says the move is;
//! - perft with each encoding gives the suites' reference counts;
//! - UCI text printed by each encoding parses back, through [`Board::parse_move`], to
//!   the same move, and `FromStr` agrees with [`UciMove`].
//!
//! Perft counts are checked up to `PERFT_MAX_NODES` nodes per count (default 1,000,000;
//! depth 1 is always checked), which keeps this file under half a minute in the dev
//! profile.

use std::collections::HashSet;
use std::path::Path;

use movegen::encoding::list::{ENCODINGS, EncodingVisitor, for_each_encoding};
use movegen::{
    Bitfield, Board, ByteUnion, Color, Encoding, Kind, Move, MoveList, Packed16, ParseMoveError,
    Piece, ShiftMask, Square, UciMove,
};

// The suites, their reader and the seeded generators (the test support crate).
use movegen_testkit as testkit;
use testkit::epd::{self, Line};
use testkit::{CHESS960, EDGE_CASES, STANDARD};

/// Every line of the three suites: the FEN, then `;Dn count` entries.
fn suite_lines() -> Vec<Line<'static>> {
    let lines: Vec<Line> = [STANDARD, EDGE_CASES, CHESS960]
        .into_iter()
        .flat_map(epd::lines)
        .collect();
    assert_eq!(lines.len(), 128 + 31 + 42, "the three suites, every line");
    lines
}

fn roots() -> Vec<Board> {
    suite_lines()
        .iter()
        .map(|l| l.fen.parse().unwrap_or_else(|e| panic!("{}: {e}", l.fen)))
        .collect()
}

/// Calls `visit` on `board` and on every position reached from it by up to `depth`
/// legal moves.
fn walk(board: &mut Board, depth: u32, visit: &mut impl FnMut(&Board)) {
    visit(board);
    if depth == 0 {
        return;
    }
    let mut list = MoveList::<Move>::new();
    board.legal_moves(&mut list);
    for &mv in list.iter() {
        assert_eq!(
            board.make_move(mv),
            Ok(()),
            "{board}: legal move {mv} refused"
        );
        walk(board, depth - 1, visit);
        board.unmake_move(mv);
    }
}

/// Every piece code that names a piece, then [`Piece::EMPTY`].
fn pieces_and_empty() -> Vec<Piece> {
    let pieces: Vec<Piece> = (0..=15).filter_map(Piece::from_code).collect();
    assert_eq!(pieces.len(), 13, "12 pieces and the empty square");
    pieces
}

fn squares() -> Vec<Square> {
    Square::all().collect()
}

/// Whether `E` carries the moving and the captured piece (otherwise it says `None`
/// for both, for every move).
fn carries_pieces<E: Encoding>() -> bool {
    let pawn = Piece::new(Color::White, Kind::Pawn);
    let knight = Piece::new(Color::Black, Kind::Knight);
    let (e4, d5) = ("e4".parse().unwrap(), "d5".parse().unwrap());
    E::pack(e4, d5, pawn, knight, Piece::EMPTY)
        .piece()
        .is_some()
}

/// Checks to run, one per encoding, each named for its encoding.
type Jobs = Vec<(&'static str, fn())>;

/// Runs every job on a thread of its own named for its encoding (as separate tests
/// would run), and fails when one of them fails.
fn in_parallel(jobs: Jobs) {
    std::thread::scope(|scope| {
        for (name, job) in jobs {
            std::thread::Builder::new()
                .name(name.to_string())
                .spawn_scoped(scope, job)
                .unwrap();
        }
    });
}

// ---------------------------------------------------------------------------------------
// The list
// ---------------------------------------------------------------------------------------

/// The encodings defined under `src/encoding/` (each file that says `impl Encoding
/// for`), by file stem, which is also the encoding's name by convention.
fn encoding_files(dir: &Path) -> Vec<String> {
    let mut stems = Vec::new();
    for entry in std::fs::read_dir(dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display())) {
        let path = entry.unwrap().path();
        let source = std::fs::read_to_string(&path).unwrap_or_default();
        if path.extension().is_some_and(|e| e == "rs") && source.contains("impl Encoding for ") {
            let stem = path.file_stem().unwrap().to_str().unwrap().to_string();
            assert!(
                source.contains(&format!("const NAME: &'static str = \"{stem}\";")),
                "{}: an encoding's NAME is its file stem",
                path.display()
            );
            stems.push(stem);
        }
    }
    stems.sort();
    stems
}

/// What is wrong between the encodings defined in `dir` and the list `names`.
fn list_problems(dir: &Path, names: &[&str]) -> Vec<String> {
    let files = encoding_files(dir);
    let mut problems = Vec::new();
    for stem in &files {
        if !names.contains(&stem.as_str()) {
            problems.push(format!(
                "src/encoding/{stem}.rs defines an encoding that is not in ENCODINGS \
                 (add it to the `encodings!` list in src/encoding/list.rs)"
            ));
        }
    }
    for name in names {
        if !files.iter().any(|stem| stem == name) {
            problems.push(format!(
                "ENCODINGS names {name:?}, but no src/encoding/{name}.rs implements Encoding"
            ));
        }
    }
    problems
}

#[test]
fn every_encoding_is_in_the_list() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/encoding");
    assert_eq!(list_problems(&dir, &ENCODINGS), Vec::<String>::new());
    let names: HashSet<_> = ENCODINGS.iter().collect();
    assert_eq!(names.len(), ENCODINGS.len(), "two encodings of one name");
}

/// The check finds an encoding left out of the list, and a name without its file.
#[test]
fn an_encoding_left_out_of_the_list_is_found() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/encoding");
    let mut short = ENCODINGS.to_vec();
    let left_out = short.pop().unwrap();
    short.push("no_such_encoding");
    let problems = list_problems(&dir, &short);
    assert_eq!(problems.len(), 2, "{problems:#?}");
    assert!(problems[0].contains(&format!("src/encoding/{left_out}.rs")));
    assert!(problems[1].contains("\"no_such_encoding\""));
}

// ---------------------------------------------------------------------------------------
// Round trips
// ---------------------------------------------------------------------------------------

/// Packs every combination of origin, destination, moving piece, captured piece and
/// special field, and reads every field back: the pieces too when `E` carries them
/// (otherwise it must say `None` for both).
fn pack_round_trips<E: Encoding>() {
    let carries_pieces = carries_pieces::<E>();
    let pieces = pieces_and_empty();
    let mut checked = 0u64;
    for from in squares() {
        for to in squares() {
            for &piece in &pieces {
                for &captured in &pieces {
                    for &special in &pieces {
                        let mv = E::pack(from, to, piece, captured, special);
                        let what =
                            || format!("{} {from}{to} {piece} {captured} {special}", E::NAME);
                        assert_eq!(mv.from(), from, "{}", what());
                        assert_eq!(mv.to(), to, "{}", what());
                        assert_eq!(mv.special(), special.kind_code(), "{}", what());
                        if carries_pieces {
                            assert_eq!(mv.piece(), Some(piece), "{}", what());
                            assert_eq!(mv.captured(), Some(captured), "{}", what());
                        } else {
                            assert_eq!((mv.piece(), mv.captured()), (None, None), "{}", what());
                        }
                        checked += 1;
                    }
                }
            }
        }
    }
    assert_eq!(checked, 64 * 64 * 13 * 13 * 13);
}

struct PackRoundTrips(Jobs);

impl EncodingVisitor for PackRoundTrips {
    fn visit<E: Encoding>(&mut self) {
        self.0.push((E::NAME, pack_round_trips::<E>));
    }
}

#[test]
fn fields_round_trip_through_pack() {
    let mut jobs = PackRoundTrips(Vec::new());
    for_each_encoding(&mut jobs);
    in_parallel(jobs.0);
}

/// Backgrounds for the setter tests: every field empty, and every field at its
/// largest value.
fn backgrounds<E: Encoding>() -> [E; 2] {
    let h8 = Square::H8;
    let bq = Piece::new(Color::Black, Kind::Queen);
    [E::default(), E::pack(h8, h8, bq, bq, bq)]
}

/// All five fields: from, to, moving piece, captured piece, special kind code.
type AllFields = (Square, Square, Option<Piece>, Option<Piece>, u8);

/// Reads all five fields, for comparing what a setter left alone.
fn fields<E: Encoding>(mv: E) -> AllFields {
    (mv.from(), mv.to(), mv.piece(), mv.captured(), mv.special())
}

/// Checks a setter over every value of its field: it reads back, and every other field
/// keeps the value it had.
fn setter_round_trips<E: Encoding, V: Copy + std::fmt::Debug>(
    values: &[V],
    set: impl Fn(E, V) -> E,
    expect: impl Fn(AllFields, V) -> AllFields,
) {
    for background in backgrounds::<E>() {
        for &value in values {
            let mv = set(background, value);
            assert_eq!(
                fields(mv),
                expect(fields(background), value),
                "{} {value:?}",
                E::NAME
            );
        }
    }
}

macro_rules! setters_round_trip {
    ($test:ident, $E:ty) => {
        #[test]
        fn $test() {
            let sq = squares();
            let pc = pieces_and_empty();
            setter_round_trips::<$E, _>(&sq, |m, v| m.with_from(v), |f, v| (v, f.1, f.2, f.3, f.4));
            setter_round_trips::<$E, _>(&sq, |m, v| m.with_to(v), |f, v| (f.0, v, f.2, f.3, f.4));
            setter_round_trips::<$E, _>(
                &pc,
                |m, v| m.with_piece(v),
                |f, v| (f.0, f.1, Some(v), f.3, f.4),
            );
            setter_round_trips::<$E, _>(
                &pc,
                |m, v| m.with_captured(v),
                |f, v| (f.0, f.1, f.2, Some(v), f.4),
            );
            setter_round_trips::<$E, _>(
                &pc,
                |m, v| m.with_special(v),
                |f, v| (f.0, f.1, f.2, f.3, v.kind_code()),
            );
            for background in backgrounds::<$E>() {
                for &p in &pc {
                    assert_eq!(background.with_special(p).special_bits(), p.code());
                }
            }
        }
    };
}

setters_round_trip!(shift_mask_setters_round_trip, ShiftMask);
setters_round_trip!(byte_union_setters_round_trip, ByteUnion);

#[test]
fn byte_union_bytes_follow_the_documented_layout() {
    let pc = pieces_and_empty();
    for from in squares() {
        for to in squares() {
            for &(piece, captured, special) in &[(pc[0], pc[12], pc[12]), (pc[11], pc[5], pc[7])] {
                let mv = ByteUnion::pack(from, to, piece, captured, special);
                let bytes = [
                    from.to_u8(),
                    to.to_u8(),
                    piece.code() | captured.code() << 4,
                    special.code(),
                ];
                assert_eq!(mv.bytes(), bytes);
                assert_eq!(ByteUnion::from_bytes(bytes), mv);
                assert_eq!(
                    mv.word(),
                    u32::from_ne_bytes(bytes),
                    "the word is the bytes in native order"
                );
            }
        }
    }
}

#[test]
fn bitfield_setters_round_trip() {
    let sq: Vec<u32> = (0..64).collect();
    let pc: Vec<u32> = pieces_and_empty()
        .iter()
        .map(|p| u32::from(p.code()))
        .collect();
    // Name, getter, setter, valid values, and the bits the documentation gives it
    // (offset, width).
    type Field<'a> = (
        &'a str,
        fn(Bitfield) -> u32,
        fn(Bitfield, u32) -> Bitfield,
        &'a [u32],
        u32,
        u32,
    );
    let fields: [Field; 5] = [
        ("from", Bitfield::from_bits, Bitfield::with_from, &sq, 0, 6),
        ("to", Bitfield::to_bits, Bitfield::with_to, &sq, 6, 6),
        (
            "piece",
            Bitfield::piece_bits,
            Bitfield::with_piece,
            &pc,
            12,
            4,
        ),
        (
            "captured",
            Bitfield::captured_bits,
            Bitfield::with_captured,
            &pc,
            16,
            4,
        ),
        (
            "special",
            Bitfield::special_bits,
            Bitfield::with_special,
            &pc,
            20,
            4,
        ),
    ];
    for background in [Bitfield(0), Bitfield(u32::MAX), Bitfield(0x5555_5555)] {
        for &(name, get, set, values, offset, width) in &fields {
            let mask = ((1u32 << width) - 1) << offset;
            for &v in values {
                let mv = set(background, v);
                assert_eq!(get(mv), v, "{name} {v}");
                assert_eq!(mv.0 & mask, v << offset, "{name} {v}: at bits {offset}..");
                assert_eq!(
                    mv.0 & !mask,
                    background.0 & !mask,
                    "{name} {v}: other bits kept"
                );
            }
        }
    }
    // The trait's getters read the same fields: Bitfield carries the pieces.
    for p in pieces_and_empty() {
        let code = u32::from(p.code());
        let mv = Bitfield(0).with_piece(code).with_captured(code);
        assert_eq!((mv.piece(), mv.captured()), (Some(p), Some(p)));
    }
}

movegen::bitfield! {
    /// Edge widths: one bit, the 31 that are left, then a struct of one 32-bit field.
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    struct Edge(u32) {
        /// Bit 0.
        low, with_low: 1,
        /// Bits 1-31.
        high, with_high: 31,
    }
}

movegen::bitfield! {
    /// A single field as wide as the word.
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    struct Whole(u32) {
        /// All 32 bits.
        all, with_all: 32,
    }
}

#[test]
fn bitfield_macro_handles_edge_widths() {
    for value in [0, 1, 2, 0x7fff_ffff, 0x8000_0000, u32::MAX] {
        assert_eq!(Whole(0).with_all(value).all(), value);
        let e = Edge(0).with_high(value);
        assert_eq!(
            e.high(),
            value & 0x7fff_ffff,
            "the setter keeps the low 31 bits"
        );
        assert_eq!(e.low(), 0);
        assert_eq!(e.with_low(value).low(), value & 1);
        assert_eq!(e.with_low(value).high(), e.high());
        assert_eq!(e.0, (value & 0x7fff_ffff) << 1);
    }
    const E: Edge = Edge(0).with_low(1).with_high(3);
    assert_eq!(E, Edge(0b111), "setters are usable in constants");
}

#[test]
fn packed16_fields_round_trip() {
    let flags: Vec<u8> = (0..16).filter(|f| !matches!(f, 6 | 7)).collect();
    for from in squares() {
        for to in squares() {
            for &flag in &flags {
                let mv = Packed16::new(from, to, flag);
                assert_eq!((mv.from(), mv.to(), mv.flag()), (from, to, flag));
                assert_eq!(
                    mv.0,
                    u16::from(from.to_u8()) | u16::from(to.to_u8()) << 6 | u16::from(flag) << 12
                );
                for other in [Packed16(0), Packed16(u16::MAX)] {
                    assert_eq!(other.with_from(from).with_to(to).with_flag(flag), mv);
                }
                assert_eq!(mv.with_from(to).to(), to);
                assert_eq!(mv.with_to(from).flag(), flag);
                assert_eq!((mv.piece(), mv.captured()), (None, None), "no pieces");
            }
        }
    }
}

/// What Packed16's flag says about a move, against the flag table in its docs.
#[test]
fn packed16_flags_answer_every_predicate() {
    let e1 = Square::E1;
    for flag in (0..16).filter(|f| !matches!(f, 6 | 7)) {
        let mv = Packed16::new(e1, Square::H8, flag);
        let promoted = [Kind::Knight, Kind::Bishop, Kind::Rook, Kind::Queen][usize::from(flag & 3)];
        assert_eq!(
            mv.is_capture(),
            matches!(flag, 4 | 5 | 12..=15),
            "flag {flag}"
        );
        assert_eq!(mv.is_castle(), matches!(flag, 2 | 3), "flag {flag}");
        assert_eq!(mv.is_en_passant(), flag == 5, "flag {flag}");
        assert_eq!(mv.is_double_push(), flag == 1, "flag {flag}");
        assert_eq!(mv.is_promotion(), flag >= 8, "flag {flag}");
        assert_eq!(
            mv.promotion(),
            (flag >= 8).then_some(promoted),
            "flag {flag}"
        );
        let special = match flag {
            2 | 3 => Kind::King as u8,
            5 => Kind::Pawn as u8,
            8.. => promoted as u8,
            _ => 0,
        };
        assert_eq!(mv.special(), special, "flag {flag}");
    }
}

// ---------------------------------------------------------------------------------------
// Agreement on generated moves
// ---------------------------------------------------------------------------------------

/// Everything a move says about itself, read through the trait.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct View {
    from: Square,
    to: Square,
    special: u8,
    promotion: Option<Kind>,
    capture: bool,
    castle: bool,
    en_passant: bool,
    is_promotion: bool,
    double_push: bool,
}

impl View {
    fn of<E: Encoding>(mv: E) -> View {
        View {
            from: mv.from(),
            to: mv.to(),
            special: mv.special(),
            promotion: mv.promotion(),
            capture: mv.is_capture(),
            castle: mv.is_castle(),
            en_passant: mv.is_en_passant(),
            is_promotion: mv.is_promotion(),
            double_push: mv.is_double_push(),
        }
    }
}

/// What one move says through the trait: everything, and the pieces it carries.
type Generated = (View, Option<Piece>, Option<Piece>);

/// The moves of a position as each encoding sees them, in the order of [`ENCODINGS`].
struct GenerateAll<'b> {
    board: &'b Board,
    moves: Vec<(&'static str, bool, Vec<Generated>)>,
}

impl EncodingVisitor for GenerateAll<'_> {
    fn visit<E: Encoding>(&mut self) {
        let mut list = MoveList::<E>::new();
        self.board.generate(&mut list);
        let moves = list
            .iter()
            .map(|&mv| (View::of(mv), mv.piece(), mv.captured()))
            .collect();
        self.moves.push((E::NAME, carries_pieces::<E>(), moves));
    }
}

/// What the board says a pseudo-legal move from `from` to `to` is: the moving and
/// captured pieces and each predicate, worked out from the position alone.
fn oracle(board: &Board, view: &View) -> (Piece, Piece, View) {
    let (from, to) = (view.from, view.to);
    let piece = board.piece_at(from);
    let us = board.side_to_move();
    assert_eq!(
        piece.color(),
        us,
        "{board}: {from}{to} moves the side to move's piece"
    );
    let kind = piece.kind();
    let pawn = kind == Some(Kind::Pawn);
    let en_passant = pawn && from.file() != to.file() && board.en_passant() == Some(to);
    // Castling: a king move of two or more files, onto its own square or its own rook
    // (Chess960). A one-file step onto an empty square is castling too in Chess960
    // (king f1, rook h1), and then the squares alone cannot tell: the move says.
    let target = board.piece_at(to);
    let castle = kind == Some(Kind::King)
        && (from.file().abs_diff(to.file()) >= 2
            || (!target.is_empty() && target.color() == us)
            || (target.is_empty() && view.castle));
    let captured = if en_passant {
        Piece::new(us.flip(), Kind::Pawn)
    } else if castle {
        Piece::EMPTY
    } else {
        target
    };
    let is_promotion = pawn && matches!(to.rank(), 0 | 7);
    let promotion = if is_promotion { view.promotion } else { None };
    let special = match (castle, en_passant, promotion) {
        (true, _, _) => Kind::King as u8,
        (_, true, _) => Kind::Pawn as u8,
        (_, _, Some(k)) => k as u8,
        _ => 0,
    };
    let expected = View {
        from,
        to,
        special,
        promotion,
        capture: !captured.is_empty(),
        castle,
        en_passant,
        is_promotion,
        double_push: pawn && from.rank().abs_diff(to.rank()) == 2,
    };
    (piece, captured, expected)
}

#[test]
fn predicates_agree_across_encodings_and_with_the_board() {
    // How many moves of each sort were checked, so the test shows it saw them all.
    let mut seen = [0u64; 7];
    let mut positions = 0u64;
    for mut root in roots() {
        walk(&mut root, 2, &mut |board| {
            positions += 1;
            let mut all = GenerateAll {
                board,
                moves: Vec::new(),
            };
            for_each_encoding(&mut all);
            // The first encoding's moves, checked against the board; every other
            // encoding's, against the first's.
            let (_, _, first) = &all.moves[0];
            for (name, _, moves) in &all.moves {
                assert_eq!(moves.len(), first.len(), "{board}: {name}");
            }
            let mut promotions = HashSet::new();
            for (i, &(view, _, _)) in first.iter().enumerate() {
                let (piece, captured, expected) = oracle(board, &view);
                assert_eq!(view, expected, "{board}");
                for (name, carries, moves) in &all.moves {
                    let (piece, captured) = match carries {
                        true => (Some(piece), Some(captured)),
                        false => (None, None),
                    };
                    assert_eq!(moves[i], (view, piece, captured), "{board}: {name}");
                }
                if view.is_promotion {
                    assert!(
                        promotions.insert((view.from, view.to, view.promotion)),
                        "{board}: duplicate {view:?}"
                    );
                }
                for (count, hit) in seen.iter_mut().zip([
                    true,
                    view.capture,
                    view.castle,
                    view.en_passant,
                    view.is_promotion,
                    view.is_promotion && view.capture,
                    view.double_push,
                ]) {
                    *count += u64::from(hit);
                }
            }
            // A pawn reaching the last rank is generated once per promoted kind.
            assert_eq!(promotions.len() % 4, 0, "{board}");
        });
    }
    assert!(
        positions > roots().len() as u64 * 20,
        "the walk went two plies deep"
    );
    for (what, count) in [
        "moves",
        "captures",
        "castlings",
        "en passant",
        "promotions",
        "promotion captures",
        "double pushes",
    ]
    .iter()
    .zip(seen)
    {
        assert!(count > 0, "no {what} among the moves checked");
    }
}

// ---------------------------------------------------------------------------------------
// Perft
// ---------------------------------------------------------------------------------------

fn max_nodes() -> u64 {
    std::env::var("PERFT_MAX_NODES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(1_000_000)
}

fn perft_suites_with<E: Encoding>() {
    let budget = max_nodes();
    let mut checked = 0;
    for line in suite_lines() {
        let board: Board = line.fen.parse().unwrap();
        for (depth, expected) in line.counts() {
            if expected > budget && depth > 1 {
                continue;
            }
            assert_eq!(
                board.perft_pseudo_with::<E>(depth),
                expected,
                "pseudo {} {} depth {depth}",
                E::NAME,
                line.fen
            );
            assert_eq!(
                board.perft_legal_with::<E>(depth),
                expected,
                "legal {} {} depth {depth}",
                E::NAME,
                line.fen
            );
            checked += 1;
        }
    }
    assert!(checked >= 128 + 31, "every line checked at least once");
}

struct PerftSuites(Jobs);

impl EncodingVisitor for PerftSuites {
    fn visit<E: Encoding>(&mut self) {
        self.0.push((E::NAME, perft_suites_with::<E>));
    }
}

#[test]
fn perft_with_every_encoding() {
    let mut jobs = PerftSuites(Vec::new());
    for_each_encoding(&mut jobs);
    in_parallel(jobs.0);
}

// ---------------------------------------------------------------------------------------
// UCI text
// ---------------------------------------------------------------------------------------

fn uci_agrees_with_parse_move<E: Encoding>(board: &Board) -> usize {
    let mut list = MoveList::<E>::new();
    board.legal_moves(&mut list);
    for &mv in list.iter() {
        // The board's text: castling as king takes rook in Chess960 mode.
        let text = board.to_uci(mv).to_string();
        assert_eq!(
            board.parse_move::<E>(&text),
            Ok(mv),
            "{board}: {} {text}",
            E::NAME
        );
        let uci: UciMove = text.parse().unwrap();
        assert_eq!(uci, board.to_uci(mv));
        if !board.chess960() {
            assert_eq!(text, mv.to_string(), "{board}: standard text");
            assert_eq!(
                (uci.from, uci.to, uci.promotion.kind()),
                (mv.from(), mv.to(), mv.promotion())
            );
        }
        // Text alone (no board) gives the squares it names.
        let parsed: E = text.parse().unwrap();
        assert_eq!(
            (parsed.from(), parsed.to(), parsed.promotion()),
            (uci.from, uci.to, mv.promotion())
        );
        assert_eq!(parsed.to_string(), text);
    }
    list.len()
}

/// The legal moves of a position checked with each encoding, how many each.
struct UciRoundTrips<'b> {
    board: &'b Board,
    moves: Vec<usize>,
}

impl EncodingVisitor for UciRoundTrips<'_> {
    fn visit<E: Encoding>(&mut self) {
        self.moves.push(uci_agrees_with_parse_move::<E>(self.board));
    }
}

#[test]
fn uci_text_round_trips_through_parse_move() {
    let mut moves = vec![0usize; ENCODINGS.len()];
    for mut root in roots() {
        walk(&mut root, 1, &mut |board| {
            let mut each = UciRoundTrips {
                board,
                moves: Vec::new(),
            };
            for_each_encoding(&mut each);
            for (total, n) in moves.iter_mut().zip(each.moves) {
                *total += n;
            }
        });
    }
    assert!(moves.iter().all(|&n| n == moves[0] && n > 0), "{moves:?}");
}

fn check_from_str<E: Encoding>(text: &str) {
    let want = text.parse::<UciMove>();
    let got = text.parse::<E>();
    match (want, got) {
        (Ok(w), Ok(g)) => {
            assert_eq!(
                (g.from(), g.to(), g.promotion()),
                (w.from, w.to, w.promotion.kind()),
                "{text}"
            );
            assert_eq!(g.to_string(), text);
            assert!(!g.is_capture() && !g.is_castle() && !g.is_en_passant() && !g.is_double_push());
        }
        (Err(w), Err(g)) => assert_eq!(g, w, "{} {text:?}", E::NAME),
        (w, g) => panic!("{} {text:?}: UciMove {w:?}, encoding {g:?}", E::NAME),
    }
}

struct FromStrAgrees<'t>(&'t str);

impl EncodingVisitor for FromStrAgrees<'_> {
    fn visit<E: Encoding>(&mut self) {
        check_from_str::<E>(self.0);
    }
}

#[test]
fn from_str_agrees_with_uci_move() {
    let mut texts: Vec<String> = Vec::new();
    for from in squares() {
        for to in squares() {
            texts.push(format!("{from}{to}"));
            for p in ['q', 'r', 'b', 'n', 'k', 'x'] {
                texts.push(format!("{from}{to}{p}"));
            }
        }
    }
    texts.extend(
        [
            "", "e2", "e2e", "e2e4e5", "e2e4 ", "i2e4", "e0e4", "e2z4", "e2e9", "é2e4", "e7e8Q",
        ]
        .map(String::from),
    );
    let mut errors = Vec::new();
    for text in &texts {
        for_each_encoding(&mut FromStrAgrees(text));
        if let Err(e) = text.parse::<UciMove>() {
            errors.push(e);
        }
    }
    // Every way text can be wrong was among the inputs (Illegal needs a board).
    for e in [
        ParseMoveError::Length,
        ParseMoveError::From,
        ParseMoveError::To,
        ParseMoveError::Promotion,
        ParseMoveError::PromotionRank,
        ParseMoveError::SameSquare,
    ] {
        assert!(errors.contains(&e), "{e:?} never produced");
    }
}
