//! Every field of every encoding round-trips through the encoding's own setters, every
//! other field kept; `Bitfield`'s fields sit at their documented bits.

use super::*;

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
