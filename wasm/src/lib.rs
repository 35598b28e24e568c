//! `movegen` as a WebAssembly module with a plain C-ABI interface: no wasm-bindgen, no
//! allocator, text in and out through one buffer in the module's memory.
//!
//! - [`chess`] is the game the page plays; with `standing` (the `page` feature: how
//!   the game stands, over or with a draw to claim), the only modules that call
//!   `movegen`.
//! - [`text`] writes text into a fixed buffer, without allocating.
//! - [`exports`] is the module's interface: the functions a page's script calls.
//! - `driver` (native, the `browser` feature) drives Chromium through WebDriver, for
//!   the page's test and `movegen-wasm time-browser`.
//!
//! Built for `wasm32-unknown-unknown` the crate is `#![no_std]`, with a panic handler
//! that traps (nothing here panics on any input: a bad FEN or move is a message).
//! Natively it is an ordinary library, for the tests. `docs/wasm.md` says how to build
//! the module and what it exports.

#![cfg_attr(target_arch = "wasm32", no_std)]

pub mod chess;
#[cfg(all(feature = "browser", not(target_arch = "wasm32")))]
pub mod driver;
pub mod exports;
#[cfg(feature = "page")]
pub mod standing;
pub mod text;

/// On WebAssembly a panic traps: the module's caller sees a `RuntimeError`.
#[cfg(all(target_arch = "wasm32", not(test)))]
#[panic_handler]
fn panic(_: &core::panic::PanicInfo) -> ! {
    core::arch::wasm32::unreachable()
}
