//! serde, with the `serde` feature: every type as the text it reads and writes, so that
//! a file or a message holds what a person would write. A [`Board`] is its FEN
//! (`Display`, X-FEN castling), a move of every encoding and a [`UciMove`] are UCI
//! text, a [`Square`] is its name (`e4`) and a [`Piece`] its FEN letter (`N`, `p`, `-`
//! for none). Each is read back with its `FromStr`, whose error is the message of the
//! deserializer's error.
//!
//! A Chess960 castling move whose king stays on its square has no UCI text without its
//! board (`Display` writes `g1g1`, which UCI does not read; [`Board::to_uci`] writes
//! king takes rook): serializing it is an error that says so.
//!
//! The text is written into a buffer on the stack, not allocated: no `alloc`, and any
//! serializer will do.
//!
//! ```
//! use movegen::{Board, Move, Square};
//!
//! let board = Board::default();
//! let json = serde_json::to_string(&board).unwrap();
//! assert_eq!(json, "\"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\"");
//! let mv: Move = serde_json::from_str("\"e7e8q\"").unwrap();
//! assert_eq!(mv.to_string(), "e7e8q");
//! let err = serde_json::from_str::<Square>("\"i9\"").unwrap_err();
//! assert!(err.to_string().starts_with("not a square"));
//! ```

use core::fmt::{self, Write};
use core::marker::PhantomData;
use core::str::FromStr;

use serde::de::{self, Deserializer, Visitor};
use serde::ser::{self, Serializer};

use crate::Board;
use crate::fen::FenString;
use crate::types::{Piece, Square, UciMove};

/// Serializes `value` as the string its `Display` writes, held in a buffer on the stack
/// (96 bytes: a FEN is at most about 90).
pub(crate) fn serialize<S: Serializer>(value: &impl fmt::Display, s: S) -> Result<S::Ok, S::Error> {
    let mut text = FenString::default();
    write!(text, "{value}").map_err(|_| ser::Error::custom("text longer than 96 bytes"))?;
    s.serialize_str(&text)
}

/// Deserializes a `T` from a string with its `FromStr`; `expecting` says what the string
/// should be, for a value that is not a string at all.
pub(crate) fn deserialize<'de, T, D>(d: D, expecting: &'static str) -> Result<T, D::Error>
where
    T: FromStr,
    T::Err: fmt::Display,
    D: Deserializer<'de>,
{
    d.deserialize_str(Text(PhantomData, expecting))
}

/// Reads a string with `T`'s `FromStr`.
struct Text<T>(PhantomData<T>, &'static str);

impl<T> Visitor<'_> for Text<T>
where
    T: FromStr,
    T::Err: fmt::Display,
{
    type Value = T;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.1)
    }

    fn visit_str<E: de::Error>(self, text: &str) -> Result<T, E> {
        text.parse().map_err(E::custom)
    }
}

/// Implements `Serialize` and `Deserialize` for a type through its `Display` and
/// `FromStr` (`as_text!(Type, "what the text is")`, or with a serializing function of
/// its own after a comma); the encodings' UCI text macro calls it too, with the
/// encodings' `serialize_move` (so that this module needs nothing of theirs).
macro_rules! as_text {
    ($ty:ty, $expecting:literal) => {
        $crate::serde_text::as_text!($ty, $expecting, $crate::serde_text::serialize);
    };
    (serialize $ty:ty, $serialize:path) => {
        #[cfg_attr(docsrs, doc(cfg(feature = "serde")))]
        impl ::serde::Serialize for $ty {
            fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
                $serialize(self, s)
            }
        }
    };
    ($ty:ty, $expecting:literal, $serialize:path) => {
        $crate::serde_text::as_text!(serialize $ty, $serialize);

        #[cfg_attr(docsrs, doc(cfg(feature = "serde")))]
        impl<'de> ::serde::Deserialize<'de> for $ty {
            fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
                $crate::serde_text::deserialize(d, $expecting)
            }
        }
    };
}
pub(crate) use as_text;

as_text!(Board, "a position in FEN");
as_text!(UciMove, "a move in UCI text, such as e2e4 or e7e8q");
as_text!(Square, "a square name, such as e4");
as_text!(Piece, "a piece's FEN letter (PNBRQK, pnbrqk) or -");
