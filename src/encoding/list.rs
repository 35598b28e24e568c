//! The one list of encodings, for code that runs once per encoding (the benchmarks,
//! their report, the tests, the firmware): [`ENCODINGS`], their names, and
//! [`for_each_encoding`], which calls an [`EncodingVisitor`] with each type.
//!
//! A new encoding is its own file under `src/encoding/` plus one entry in the
//! `encodings!` list below; a test fails when a file implements [`Encoding`] but is
//! missing from it.

use super::{Bitfield, ByteUnion, Encoding, Packed16, ShiftMask};

/// Something done once for each encoding, generically: [`for_each_encoding`] calls
/// [`visit`](EncodingVisitor::visit) with every encoding of [`ENCODINGS`].
///
/// ```
/// use movegen::Encoding;
/// use movegen::encoding::list::{ENCODINGS, EncodingVisitor, for_each_encoding};
/// struct Names(Vec<&'static str>);
/// impl EncodingVisitor for Names {
///     fn visit<E: Encoding>(&mut self) {
///         self.0.push(E::NAME);
///     }
/// }
/// let mut names = Names(Vec::new());
/// for_each_encoding(&mut names);
/// assert_eq!(names.0, ENCODINGS);
/// ```
pub trait EncodingVisitor {
    /// Called once for each encoding `E`, in the order of [`ENCODINGS`].
    fn visit<E: Encoding>(&mut self);
}

/// Declares the one list of encodings: [`ENCODINGS`] (their names) and
/// [`for_each_encoding`] (their types) both come from it.
macro_rules! encodings {
    ($($ty:ident),+ $(,)?) => {
        /// The name ([`Encoding::NAME`]) of every encoding of the crate, in the order
        /// benchmarks, reports and tests list them. A new encoding is its own file under
        /// `src/encoding/` plus one entry in the list that declares this (and a test
        /// fails when an encoding is left out of it).
        pub const ENCODINGS: [&str; [$(stringify!($ty)),+].len()] =
            [$(<$ty as Encoding>::NAME),+];

        /// Calls `visitor` once with every encoding of [`ENCODINGS`], in that order.
        pub fn for_each_encoding(visitor: &mut impl EncodingVisitor) {
            $(visitor.visit::<$ty>();)+
        }
    };
}

encodings!(ShiftMask, ByteUnion, Bitfield, Packed16);
