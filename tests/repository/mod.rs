//! What the repository promises of itself: every guide's code blocks are doctests
//! (`doc_blocks`), and the runtime crate has no dependency a default build links and
//! reaches for neither `alloc` nor `std` (`no_deps`), and every size the docs quote
//! is `size_of`'s (`sizes`).

mod doc_blocks;
mod no_deps;
mod sizes;
