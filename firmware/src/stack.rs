//! The stack's high-water mark, found by painting.
//!
//! cortex-m-rt's `paint-stack` feature fills the stack region, from `_stack_end` (just
//! above `.bss`) up to `_stack_start` (the top of RAM), with [`STACK_PAINT_VALUE`] at
//! reset. The stack grows down from the top; the lowest word that no longer holds the
//! paint is the deepest it has reached. [`StackMeter::measure`] paints the free part of
//! the region again before the work it measures, so that each measurement is of that
//! work alone, and keeps the deepest mark of the whole run.

use core::arch::asm;

use cortex_m_rt::STACK_PAINT_VALUE;

unsafe extern "C" {
    /// The lowest address of the stack region (cortex-m-rt's link.x).
    static _stack_end: u32;
    /// One past the highest address of the stack region: the initial stack pointer.
    static _stack_start: u32;
}

/// The stack region, as word pointers: its lowest word and one past its highest.
fn region() -> (*mut u32, *mut u32) {
    // Only the addresses of the linker symbols are taken; nothing is read through them.
    (
        (&raw const _stack_end).cast_mut(),
        (&raw const _stack_start).cast_mut(),
    )
}

/// The size of the stack region in bytes: the most the stack can grow to.
pub fn capacity() -> usize {
    let (bottom, top) = region();
    top as usize - bottom as usize
}

/// Bytes of stack used so far, counted down from the top of RAM to the lowest word
/// that no longer holds the paint. [`capacity`] when nothing is left of the paint: the
/// stack then reached the bottom of its region, and may have gone past it.
fn used() -> usize {
    let (bottom, _) = region();
    let untouched = (0..capacity() / 4)
        .take_while(|&i| {
            // SAFETY: `i` is below the region's size in words, so the word is in the
            // stack region, RAM mapped for the whole run. The words below the stack
            // pointer belong to no Rust object; the ones above it are only read, as
            // plain `u32`s, volatile so that each read happens.
            let word = unsafe { bottom.add(i).read_volatile() };
            word == STACK_PAINT_VALUE
        })
        .count();
    capacity() - untouched * 4
}

/// Paints the free part of the stack region again: every word from `_stack_end` up to
/// the stack pointer.
///
/// In assembly, so that the stack pointer is read where the painting starts: a value
/// read in Rust may be taken before the function's prologue pushes its registers, and
/// painting down from it would overwrite them.
fn repaint() {
    let (bottom, _) = region();
    // SAFETY: the loop writes the paint to the words from `bottom` up to, not including,
    // the stack pointer as this block sees it: below the stack pointer, so in no live
    // frame (Arm procedure call standard: nothing below SP is in use; an exception that
    // pushes a frame there meanwhile is over before the next write), and at or above
    // `_stack_end`, so above every static. It pushes nothing, declares the registers it
    // changes, and changes the flags, which it may (no `preserves_flags`).
    unsafe {
        asm!(
            "mov r1, sp",
            "2:",
            "cmp r0, r1",
            "bhs 3f",
            "str r2, [r0]",
            "adds r0, #4",
            "b 2b",
            "3:",
            inout("r0") bottom => _,
            out("r1") _,
            in("r2") STACK_PAINT_VALUE,
            options(nostack),
        );
    }
}

/// The deepest stack mark of the run so far.
pub struct StackMeter {
    /// The most stack used, in bytes from the top of RAM.
    peak: usize,
}

impl StackMeter {
    /// Starts with what the program used since reset (cortex-m-rt painted the stack).
    pub fn new() -> StackMeter {
        StackMeter { peak: used() }
    }

    /// Runs `work` on a freshly painted stack. Returns its result and the bytes of
    /// stack in use at the deepest point of the call, from the top of RAM (so the
    /// frames of the callers are counted too).
    pub fn measure<T>(&mut self, work: impl FnOnce() -> T) -> (T, usize) {
        // What ran since the last painting, before it is painted over.
        self.peak = self.peak.max(used());
        repaint();
        let value = work();
        let bytes = used();
        self.peak = self.peak.max(bytes);
        (value, bytes)
    }

    /// The most stack the whole run has used so far, in bytes from the top of RAM.
    pub fn peak(&mut self) -> usize {
        self.peak = self.peak.max(used());
        self.peak
    }
}

impl Default for StackMeter {
    fn default() -> StackMeter {
        StackMeter::new()
    }
}
