//! [`Bitfield`]: a move type declared by the crate's own [`bitfield!`](crate::bitfield)
//! macro, which turns a list of field widths into a `u32` newtype with `const fn`
//! getters and setters.

use core::fmt;

use super::Encoding;
use crate::types::{Kind, Piece, Square};

/// Declares a `u32` newtype whose bits are split into named fields, packed from bit 0
/// up in the order they are listed, with a `const fn` getter and a `const fn` setter
/// for each.
///
/// Each field is written `getter, setter: width` (after any doc comments or other
/// attributes, which go on the getter). The getter returns the field as a `u32`; the
/// setter returns a copy with the field replaced by the low `width` bits of its
/// argument (higher bits are dropped) and every other bit unchanged. The widths are
/// checked when the crate compiles: each must be 1 to 32, and together at most 32.
/// The struct gets `#[repr(transparent)]` and the attributes written on it; the
/// generated methods get the struct's visibility.
///
/// ```
/// movegen::bitfield! {
///     /// A colour and a square.
///     #[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
///     pub struct Placed(pub u32) {
///         /// The square index, bits 0-5.
///         square, with_square: 6,
///         /// The colour, bit 6.
///         black, with_black: 1,
///     }
/// }
///
/// const P: Placed = Placed(0).with_square(60).with_black(1);
/// assert_eq!(P.0, 60 | 1 << 6);
/// assert_eq!((P.square(), P.black()), (60, 1));
/// assert_eq!(P.with_square(0xff).square(), 0x3f, "the setter masks its argument");
/// ```
///
/// Widths that do not fit are a compile error:
///
/// ```compile_fail
/// movegen::bitfield! {
///     /// Too wide.
///     pub struct TooWide(u32) {
///         /// 20 bits.
///         a, with_a: 20,
///         /// 13 more bits: 33 in all.
///         b, with_b: 13,
///     }
/// }
/// ```
#[macro_export]
macro_rules! bitfield {
    (
        $(#[$meta:meta])*
        $vis:vis struct $name:ident($field_vis:vis u32) {
            $(
                $(#[$field_meta:meta])*
                $get:ident, $set:ident : $width:literal
            ),+ $(,)?
        }
    ) => {
        $(#[$meta])*
        #[repr(transparent)]
        $vis struct $name($field_vis u32);

        const _: () = {
            $(
                ::core::assert!(
                    $width >= 1 && $width <= 32,
                    ::core::concat!(
                        "bitfield!: field `", ::core::stringify!($get), "` of `",
                        ::core::stringify!($name), "` must be 1 to 32 bits wide",
                    ),
                );
            )+
            ::core::assert!(
                0 $(+ $width)+ <= 32,
                ::core::concat!(
                    "bitfield!: the fields of `", ::core::stringify!($name),
                    "` add up to more than 32 bits",
                ),
            );
        };

        impl $name {
            $crate::bitfield!(@fields $vis, 0u32; $( $(#[$field_meta])* $get, $set : $width, )+);
        }
    };

    (@fields $vis:vis, $offset:expr; ) => {};

    (
        @fields $vis:vis, $offset:expr;
        $(#[$field_meta:meta])* $get:ident, $set:ident : $width:literal,
        $($rest:tt)*
    ) => {
        $(#[$field_meta])*
        #[doc = ""]
        #[doc = ::core::concat!("A ", ::core::stringify!($width), "-bit field.")]
        #[inline]
        #[must_use]
        $vis const fn $get(self) -> u32 {
            (self.0 >> ($offset)) & (u32::MAX >> (32 - $width))
        }

        #[doc = ::core::concat!(
            "A copy with [`", ::core::stringify!($get), "`](Self::", ::core::stringify!($get),
            ") set to the low ", ::core::stringify!($width), " bits of `value`."
        )]
        #[inline]
        #[must_use]
        $vis const fn $set(self, value: u32) -> Self {
            let mask = (u32::MAX >> (32 - $width)) << ($offset);
            Self((self.0 & !mask) | ((value << ($offset)) & mask))
        }

        $crate::bitfield!(@fields $vis, $offset + $width; $($rest)*);
    };
}

crate::bitfield! {
    /// A move in one `u32` declared by the [`bitfield!`](crate::bitfield) macro:
    ///
    /// | bits  | field            | getter            |
    /// |-------|------------------|-------------------|
    /// | 0-5   | from             | [`from_bits`](Self::from_bits) |
    /// | 6-11  | to               | [`to_bits`](Self::to_bits) |
    /// | 12-15 | piece (moving)   | [`piece_bits`](Self::piece_bits) |
    /// | 16-19 | captured piece   | [`captured_bits`](Self::captured_bits) |
    /// | 20-23 | special          | [`special_bits`](Self::special_bits) |
    ///
    /// The same layout as [`ShiftMask`](super::ShiftMask), but every access goes
    /// through the generated getters and setters, and the predicates are written on
    /// the fields rather than on the raw word. The fields have the names they have in
    /// every encoding (from, to, piece, captured, special); the getters end in `_bits`
    /// so that they do not shadow the [`Encoding`] methods, which return typed values.
    ///
    /// ```
    /// use movegen::{Bitfield, Board, Encoding, Square};
    /// let mv = Board::default().parse_move_as::<Bitfield>("g1f3").unwrap();
    /// assert_eq!(mv.from_bits(), 6);
    /// assert_eq!(Encoding::to(mv), "f3".parse::<Square>().unwrap());
    /// assert_eq!(mv.with_captured(14).captured_bits(), 14);
    /// ```
    #[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
    pub struct Bitfield(pub u32) {
        /// The origin square's index.
        from_bits, with_from: 6,
        /// The destination square's index.
        to_bits, with_to: 6,
        /// The moving piece's code ([`Piece::code`]).
        piece_bits, with_piece: 4,
        /// The captured piece's code, 0 for none.
        captured_bits, with_captured: 4,
        /// The special field: the promoted piece's code, the mover's pawn for en
        /// passant, the mover's king for castling, 0 otherwise.
        special_bits, with_special: 4,
    }
}

impl Encoding for Bitfield {
    const NAME: &'static str = "bitfield";

    #[inline]
    fn pack(from: Square, to: Square, piece: Piece, captured: Piece, special: Piece) -> Self {
        Bitfield(0)
            .with_from(from.to_u8() as u32)
            .with_to(to.to_u8() as u32)
            .with_piece(piece.code() as u32)
            .with_captured(captured.code() as u32)
            .with_special(special.code() as u32)
    }

    #[inline]
    fn from(self) -> Square {
        Square::from_index(self.from_bits() as u8)
    }

    #[inline]
    fn to(self) -> Square {
        Square::from_index(self.to_bits() as u8)
    }

    #[inline]
    fn special(self) -> u8 {
        (self.special_bits() & 7) as u8
    }

    #[inline]
    fn piece(self) -> Option<Piece> {
        Piece::from_code(self.piece_bits() as u8)
    }

    #[inline]
    fn captured(self) -> Option<Piece> {
        Piece::from_code(self.captured_bits() as u8)
    }

    #[inline]
    fn is_capture(self) -> bool {
        self.captured_bits() != 0
    }

    #[inline]
    fn is_double_push(self) -> bool {
        self.piece_bits() & 7 == Kind::Pawn.code() as u32
            && self.from_bits().abs_diff(self.to_bits()) == 16
    }
}

/// The UCI text (`e2e4`); with `{:#?}`, the encoding's bits too.
impl fmt::Debug for Bitfield {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if !f.alternate() {
            return fmt::Display::fmt(self, f);
        }
        write!(f, "Bitfield({self} {:#08x})", self.0)
    }
}

uci_text!(Bitfield);
super::move_questions!(Bitfield);
