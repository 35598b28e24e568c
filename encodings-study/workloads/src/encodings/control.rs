//! [`Control`]: the benchmark's A/A control, [`ShiftMask`] under another type.
//!
//! Every method delegates to `ShiftMask`'s and is `#[inline(always)]`, so the code
//! generated for `Control` is `ShiftMask`'s, compiled a second time as separate
//! functions at other addresses. Measured beside the library's encodings, its ratio to
//! `shift_mask` is what the measurement reports for two copies of the same code: the
//! run's noise floor. On x86-64 the instruction bench counts the same instructions for
//! both in every workload (`docs/encodings.md`), which is the proof that it is a twin.
//!
//! Not in the library's list (`movegen::encoding::list`): the library is for users, the
//! control is a measuring device. [`crate::encodings`] adds it to the benchmark's list.

use core::fmt;

use movegen::{Encoding, Kind, Piece, ShiftMask, Square};

/// [`ShiftMask`] under another type, named `control` in every table.
#[derive(Clone, Copy, PartialEq, Eq, Default, Debug)]
pub struct Control(pub ShiftMask);

impl Encoding for Control {
    const NAME: &'static str = "control";

    #[inline(always)]
    fn pack(from: Square, to: Square, piece: Piece, captured: Piece, special: Piece) -> Self {
        Control(ShiftMask::pack(from, to, piece, captured, special))
    }

    #[inline(always)]
    fn from(self) -> Square {
        self.0.from()
    }

    #[inline(always)]
    fn to(self) -> Square {
        self.0.to()
    }

    #[inline(always)]
    fn special(self) -> u8 {
        self.0.special()
    }

    #[inline(always)]
    fn piece(self) -> Option<Piece> {
        self.0.piece()
    }

    #[inline(always)]
    fn captured(self) -> Option<Piece> {
        self.0.captured()
    }

    #[inline(always)]
    fn is_capture(self) -> bool {
        self.0.is_capture()
    }

    #[inline(always)]
    fn is_castle(self) -> bool {
        self.0.is_castle()
    }

    #[inline(always)]
    fn is_en_passant(self) -> bool {
        self.0.is_en_passant()
    }

    #[inline(always)]
    fn is_promotion(self) -> bool {
        self.0.is_promotion()
    }

    #[inline(always)]
    fn is_double_push(self) -> bool {
        self.0.is_double_push()
    }

    #[inline(always)]
    fn promotion(self) -> Option<Kind> {
        self.0.promotion()
    }
}

impl fmt::Display for Control {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.0, f)
    }
}
