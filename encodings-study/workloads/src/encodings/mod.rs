//! The encodings the workloads run with: the library's list
//! ([`movegen::encoding::list::ENCODINGS`]) and, last, the [`Control`] twin. Every bench,
//! report and test of the encodings goes through this list, so a new encoding of the
//! library appears in all of them, with the control beside it.

mod control;

use movegen::Encoding;
use movegen::encoding::list::{self, EncodingVisitor};

pub use control::Control;

/// The encoding every ratio is taken against: `shift_mask`, the seed's encoding.
pub const BASELINE: &str = <movegen::ShiftMask as Encoding>::NAME;

/// The control's name: [`Control::NAME`].
pub const CONTROL: &str = <Control as Encoding>::NAME;

/// The name of every encoding the benchmark measures: the library's, then `control`.
pub const ENCODINGS: [&str; list::ENCODINGS.len() + 1] = {
    let mut names = [CONTROL; list::ENCODINGS.len() + 1];
    let mut i = 0;
    while i < list::ENCODINGS.len() {
        names[i] = list::ENCODINGS[i];
        i += 1;
    }
    names
};

/// Calls `visitor` once with every encoding of [`ENCODINGS`], in that order.
pub fn for_each_encoding(visitor: &mut impl EncodingVisitor) {
    list::for_each_encoding(visitor);
    visitor.visit::<Control>();
}
