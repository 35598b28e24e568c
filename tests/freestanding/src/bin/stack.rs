//! Measures the stack that perft of the start position uses, depth 1 to 6, in the same
//! freestanding setting as `perft4`.
//!
//! For each depth, a 64 KiB stack of its own (a `static`, so in `.bss`) is painted with
//! a pattern, perft runs on it (the stack pointer is switched to its top for the call),
//! and the lowest word that no longer holds the pattern marks the deepest byte perft
//! wrote: the high-water mark. The difference from one depth to the next is what one
//! more ply costs. Every count is checked against the known perft numbers.
//!
//! Prints one line per depth, then the per-ply cost and the sizes behind it; exits 0
//! when every count is right and the stack never reached the bottom of its region, 1
//! otherwise.

#![no_std]
#![no_main]

#[path = "../rt.rs"]
mod rt;

use core::arch::asm;
use core::cell::UnsafeCell;
use core::mem::size_of;

use movegen::{Board, MAX_MOVES, Move, MoveList};

/// Perft of the start position at depth 0 to 6.
const EXPECTED: [u64; 7] = [1, 20, 400, 8902, 197_281, 4_865_609, 119_060_324];

const STACK_BYTES: usize = 64 * 1024;
const WORDS: usize = STACK_BYTES / 8;
/// What an untouched stack word holds.
const PAINT: u64 = 0x5a5a_5a5a_5a5a_5a5a;

/// The stack perft runs on, 16-byte aligned as the ABI wants at a call.
#[repr(C, align(16))]
struct Stack(UnsafeCell<[u64; WORDS]>);

// SAFETY: the program has one thread; the stack is only reached through raw pointers
// in `measure`, never through references that could alias.
unsafe impl Sync for Stack {}

static STACK: Stack = Stack(UnsafeCell::new([0; WORDS]));

/// Runs on the painted stack: perft of `*board` to `depth`.
extern "C" fn perft_on_stack(board: *const Board, depth: u32) -> u64 {
    // SAFETY: `measure` passes a pointer to a live `Board` that nothing else uses
    // during the call.
    let board = unsafe { &*board };
    board.perft(depth)
}

/// Runs perft to `depth` on the painted stack. Returns the node count and the bytes of
/// stack touched, counted from the top of the region.
fn measure(board: &Board, depth: u32) -> (u64, usize) {
    let base = STACK.0.get().cast::<u64>();
    for i in 0..WORDS {
        // SAFETY: `i < WORDS`, inside the static; nothing else reads or writes it now.
        unsafe { base.add(i).write_volatile(PAINT) };
    }
    let nodes: u64;
    // SAFETY: switches `rsp` to the top of the painted region (16-byte aligned: the
    // static is, and its size is a multiple of 16), calls `perft_on_stack` with its two
    // arguments in `rdi` and `rsi` by the C ABI, and switches back from `r12`, which the
    // callee preserves (callee-saved) and which is declared clobbered here. Every
    // register the C ABI lets the callee change is declared clobbered
    // (`clobber_abi("C")`); the region is large enough for perft to depth 6 (the scan
    // below fails the run if it ever reaches the bottom) and nothing else uses it.
    unsafe {
        asm!(
            "mov r12, rsp",
            "mov rsp, {top}",
            "call {f}",
            "mov rsp, r12",
            top = in(reg) base.add(WORDS),
            f = sym perft_on_stack,
            in("rdi") core::ptr::from_ref(board),
            in("rsi") u64::from(depth),
            out("r12") _,
            lateout("rax") nodes,
            clobber_abi("C"),
        );
    }
    let mut lowest = WORDS;
    for i in 0..WORDS {
        // SAFETY: `i < WORDS`, inside the static; perft has returned.
        if unsafe { base.add(i).read_volatile() } != PAINT {
            lowest = i;
            break;
        }
    }
    (nodes, (WORDS - lowest) * 8)
}

fn print_line(parts: &[&[u8]]) {
    for part in parts {
        rt::print(part);
    }
    rt::print(b"\n");
}

fn main() -> i32 {
    let board = Board::default();
    let mut ok = true;
    let mut previous = 0;
    let mut per_ply = 0;
    rt::print(b"sliders ");
    print_line(&[movegen::tables::SLIDERS.as_bytes()]);
    for depth in 1..=6u32 {
        let (nodes, bytes) = measure(&board, depth);
        let right = nodes == EXPECTED[depth as usize];
        let overflow = bytes >= STACK_BYTES;
        ok &= right && !overflow;
        rt::print(b"depth ");
        rt::print_u64(depth.into());
        rt::print(b": nodes ");
        rt::print_u64(nodes);
        rt::print(if right { b" (right)" } else { b" (WRONG)" });
        rt::print(b", stack ");
        rt::print_u64(bytes as u64);
        rt::print(b" bytes");
        if depth > 1 {
            per_ply = bytes - previous;
            rt::print(b" (+");
            rt::print_u64(per_ply as u64);
            rt::print(b")");
        }
        if overflow {
            rt::print(b" OVERFLOW: the 64 KiB region was not enough");
        }
        rt::print(b"\n");
        previous = bytes;
    }
    rt::print(b"per ply: ");
    rt::print_u64(per_ply as u64);
    rt::print(b" bytes of stack (Board::perft copies the small position for each child;\n");
    rt::print(b"  the classic perft keeps a MoveList<Move> per ply instead: ");
    rt::print_u64(size_of::<MoveList<Move>>() as u64);
    rt::print(b" bytes = ");
    rt::print_u64(MAX_MOVES as u64);
    rt::print(b" moves x ");
    rt::print_u64(size_of::<Move>() as u64);
    rt::print(b" bytes + length)\n");
    rt::print(
        b"Board (not copied by Board::perft; no undo stack, a make returns its undo record): ",
    );
    rt::print_u64(size_of::<Board>() as u64);
    rt::print(b" bytes\n");
    rt::print(b"depth 6 total: ");
    rt::print_u64(previous as u64);
    rt::print(b" bytes\n");
    if ok { 0 } else { 1 }
}
