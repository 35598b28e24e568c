//! The stack's high-water mark, found by painting.
//!
//! The free part of the stack region ([`arch::stack_region`]) is filled with
//! [`arch::PAINT`] (on Cortex-M by cortex-m-rt's `paint-stack` at reset, elsewhere by
//! the first [`StackMeter`]). The stack grows down from the top; the lowest word that
//! no longer holds the paint is the deepest it has reached. [`StackMeter::measure`]
//! paints the free part of the region again before the work it measures, so that each
//! measurement is of that work alone, and keeps the deepest mark of the whole run.

use crate::arch;

/// The size of the stack region in bytes: the most the stack can grow to.
pub fn capacity() -> usize {
    let (bottom, top) = arch::stack_region();
    top as usize - bottom as usize
}

/// Bytes of stack used so far, counted down from the top of the region to the lowest
/// word that no longer holds the paint. [`capacity`] when nothing is left of the paint:
/// the stack then reached the bottom of its region, and may have gone past it.
fn used() -> usize {
    let (bottom, _) = arch::stack_region();
    let untouched = (0..capacity() / 4)
        .take_while(|&i| {
            // SAFETY: `i` is below the region's size in words, so the word is in the
            // stack region, RAM mapped for the whole run. The words below the stack
            // pointer belong to no Rust object; the ones above it are only read, as
            // plain `u32`s, volatile so that each read happens.
            let word = unsafe { bottom.add(i).read_volatile() };
            word == arch::PAINT
        })
        .count();
    capacity() - untouched * 4
}

/// Paints the free part of the stack region again: every word from its bottom up to
/// the stack pointer.
fn repaint() {
    // SAFETY: the stack region's lowest word is word-aligned and below the stack
    // pointer, and the words from it up to the stack pointer are free stack, in no
    // live frame and holding no other object.
    unsafe { arch::repaint(arch::stack_region().0) };
}

/// The deepest stack mark of the run.
pub struct StackMeter {
    /// The most stack used, in bytes from the top of the region.
    peak: usize,
}

impl StackMeter {
    /// Starts with what the program used since reset where the run-time painted the
    /// stack then (Cortex-M), and paints it now where it did not.
    pub fn new() -> StackMeter {
        if !arch::PAINTED_AT_RESET {
            repaint();
        }
        StackMeter { peak: used() }
    }

    /// Runs `work` on a freshly painted stack. Returns its result and the bytes of
    /// stack in use at the deepest point of the call, from the top of the region (so
    /// the frames of the callers are counted too).
    pub fn measure<T>(&mut self, work: impl FnOnce() -> T) -> (T, usize) {
        // What ran since the last painting, before it is painted over.
        self.peak = self.peak.max(used());
        repaint();
        let value = work();
        let bytes = used();
        self.peak = self.peak.max(bytes);
        (value, bytes)
    }

    /// The most stack the whole run has used so far, in bytes from the top of the
    /// region.
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
