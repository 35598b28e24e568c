//! The module's interface: C-ABI functions over one game and one text buffer, both in
//! the module's memory. Text goes in and out through the buffer ([`io_buffer`],
//! [`io_capacity`] bytes): the caller writes UTF-8 there and passes its length; a
//! function that answers with text writes it there and returns its length, or minus
//! the length of a message when it refuses (a bad FEN, an illegal move). Counts are
//! `u64` (a JavaScript `BigInt`).
//!
//! Until [`load_fen`] has read a position, the functions that ask about one refuse
//! (and [`perft`] counts 0).

use core::cell::{Cell, UnsafeCell};
use core::mem::MaybeUninit;

use crate::chess::Game;
use crate::text::Text;

/// The bytes of the text buffer: room for every legal move of any position with its
/// SAN, or the divide of one.
pub const IO_CAPACITY: usize = 16 * 1024;

/// The module's state: the game and the text buffer. All zeros until the first call
/// (the game uninitialised, `started` false), so that it takes no byte of the module:
/// an `Option<Game>` would be a data segment of 21 KB.
struct State {
    io: UnsafeCell<[u8; IO_CAPACITY]>,
    game: UnsafeCell<MaybeUninit<Game>>,
    started: Cell<bool>,
}

// SAFETY: a wasm32-unknown-unknown module runs on one thread, and no export calls
// another, so at most one reference to each cell is alive at a time. (Natively the
// functions are only compiled, for the lints; the tests call `Game`.)
unsafe impl Sync for State {}

static STATE: State = State {
    io: UnsafeCell::new([0; IO_CAPACITY]),
    game: UnsafeCell::new(MaybeUninit::uninit()),
    started: Cell::new(false),
};

/// The game (`None` until a FEN was read) and the text buffer, for the length of one
/// export's call.
fn parts() -> (Option<&'static mut Game>, &'static mut [u8; IO_CAPACITY]) {
    // SAFETY: one export runs at a time, on one thread, and each calls `parts` once
    // (see `impl Sync for State`): these are the only references.
    let (game, io) = unsafe { (&mut *STATE.game.get(), &mut *STATE.io.get()) };
    // SAFETY: `started` is set only once a game was written (`load_fen`).
    let game = STATE
        .started
        .get()
        .then(|| unsafe { game.assume_init_mut() });
    (game, io)
}

/// What a function that asks about the position answers before a FEN was read.
const NO_POSITION: &str = "no position: load a FEN first";

/// The first `len` bytes of the buffer as text, or `None` when they are not UTF-8.
fn input(io: &[u8; IO_CAPACITY], len: usize) -> Option<&str> {
    core::str::from_utf8(&io[..len.min(IO_CAPACITY)]).ok()
}

/// A message written in the buffer: minus its length.
fn refuse(io: &mut [u8; IO_CAPACITY], message: core::fmt::Arguments) -> i32 {
    let mut text = Text::new(io);
    let _ = core::fmt::Write::write_fmt(&mut text, message);
    -(text.len() as i32)
}

/// An answer: the text's length, or minus it when `ok` is false.
fn answer(text: &Text, ok: bool) -> i32 {
    let len = text.len() as i32;
    if ok { len } else { -len }
}

/// The address of the text buffer in the module's memory.
#[unsafe(no_mangle)]
pub extern "C" fn io_buffer() -> *mut u8 {
    STATE.io.get().cast()
}

/// The size of the text buffer, in bytes.
#[unsafe(no_mangle)]
pub extern "C" fn io_capacity() -> usize {
    IO_CAPACITY
}

/// Reads the FEN of the buffer's first `len` bytes as the new game: 0, or minus the
/// length of the FEN parser's message, written in the buffer.
#[unsafe(no_mangle)]
pub extern "C" fn load_fen(len: usize) -> i32 {
    let (game, io) = parts();
    let Some(fen) = input(io, len) else {
        return refuse(io, format_args!("the FEN is not UTF-8"));
    };
    match Game::from_fen(fen) {
        Ok(new) => {
            match game {
                Some(game) => *game = new,
                None => {
                    // SAFETY: the only reference to the cell (see `parts`); `started`
                    // is set once it holds a game.
                    unsafe { (*STATE.game.get()).write(new) };
                    STATE.started.set(true);
                }
            }
            0
        }
        Err(e) => refuse(io, format_args!("{e}")),
    }
}

/// Writes the position's FEN in the buffer; its length.
#[unsafe(no_mangle)]
pub extern "C" fn fen() -> i32 {
    let (game, io) = parts();
    let Some(game) = game else {
        return refuse(io, format_args!("{NO_POSITION}"));
    };
    let mut text = Text::new(io);
    let ok = game.fen(&mut text).is_ok();
    answer(&text, ok)
}

/// Writes every legal move in the buffer, one a line, `UCI SAN`; its length.
#[unsafe(no_mangle)]
pub extern "C" fn legal_moves() -> i32 {
    let (game, io) = parts();
    let Some(game) = game else {
        return refuse(io, format_args!("{NO_POSITION}"));
    };
    let mut text = Text::new(io);
    let ok = game.moves(&mut text).is_ok();
    answer(&text, ok)
}

/// Plays the UCI move of the buffer's first `len` bytes: 0, or minus the length of the
/// message saying why not, written in the buffer.
#[unsafe(no_mangle)]
pub extern "C" fn play_move(len: usize) -> i32 {
    let (game, io) = parts();
    let Some(game) = game else {
        return refuse(io, format_args!("{NO_POSITION}"));
    };
    // A copy of the move, since the message may be written over it.
    let mut copy = [0; 16];
    let Some(uci) = input(io, len).filter(|uci| uci.len() <= copy.len()) else {
        return refuse(io, format_args!("not a UCI move (such as e2e4 or e7e8q)"));
    };
    copy[..uci.len()].copy_from_slice(uci.as_bytes());
    let uci = core::str::from_utf8(&copy[..uci.len()]).unwrap_or("");
    let mut text = Text::new(io);
    match game.play(uci, &mut text) {
        Ok(()) => 0,
        Err(_) => answer(&text, false),
    }
}

#[cfg(feature = "page")]
/// Takes the last move back: 1, or 0 when there is none the game remembers.
#[unsafe(no_mangle)]
pub extern "C" fn undo_move() -> i32 {
    parts().0.is_some_and(|game| game.undo()).into()
}

/// The number of plies played since the FEN was read.
#[unsafe(no_mangle)]
pub extern "C" fn played() -> i32 {
    parts().0.map_or(0, |game| game.played() as i32)
}

#[cfg(feature = "page")]
/// Writes the game's state in the buffer (`white to move`, `checkmate, black wins`,
/// `stalemate, a draw`); its length.
#[unsafe(no_mangle)]
pub extern "C" fn status() -> i32 {
    let (game, io) = parts();
    let Some(game) = game else {
        return refuse(io, format_args!("{NO_POSITION}"));
    };
    let mut text = Text::new(io);
    let ok = game.status(&mut text).is_ok();
    answer(&text, ok)
}

#[cfg(feature = "page")]
/// Writes the game's state in the buffer as `name: value` lines (`status:`, `end:`,
/// `outcome:`, `result:`, `check:`, `repetitions:`, `plies:`); its length.
#[unsafe(no_mangle)]
pub extern "C" fn state() -> i32 {
    let (game, io) = parts();
    let Some(game) = game else {
        return refuse(io, format_args!("{NO_POSITION}"));
    };
    let mut text = Text::new(io);
    let ok = game.state(&mut text).is_ok();
    answer(&text, ok)
}

/// Perft of the position to `depth`.
#[unsafe(no_mangle)]
pub extern "C" fn perft(depth: u32) -> u64 {
    parts().0.map_or(0, |game| game.perft(depth))
}

#[cfg(feature = "page")]
/// Writes the count below each legal move to `depth` in the buffer, one a line
/// (`e2e4: 20`; their sum is the perft); its length.
#[unsafe(no_mangle)]
pub extern "C" fn divide(depth: u32) -> i32 {
    let (game, io) = parts();
    let Some(game) = game else {
        return refuse(io, format_args!("{NO_POSITION}"));
    };
    let mut text = Text::new(io);
    game.divide(depth, &mut text);
    let ok = !text.is_full();
    answer(&text, ok)
}
