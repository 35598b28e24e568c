//! The whole run-time of the freestanding programs, for x86_64 Linux: the entry point,
//! `exit_group` and `write` through the `syscall` instruction, a decimal printer and
//! the panic handler. Each program includes this file as its `rt` module and defines
//! `fn main() -> i32`.

#[cfg(not(all(target_arch = "x86_64", target_os = "linux")))]
compile_error!("the freestanding programs make Linux system calls on x86_64 only");

use core::arch::{asm, naked_asm};
use core::panic::PanicInfo;

/// The process entry point, which the kernel jumps to with `rsp` pointing at `argc`
/// and 16-byte aligned. Clears the frame pointer (the outermost frame), keeps that
/// alignment for the call, and calls [`start`], which never returns.
#[unsafe(naked)]
#[unsafe(no_mangle)]
extern "C" fn _start() -> ! {
    // SAFETY: a naked function is its assembly alone. This one runs with the stack the
    // kernel set up, reads no argument, and only calls `start`, an `extern "C"` function
    // that never returns, with the System V alignment of `rsp` (16 bytes at the call).
    naked_asm!(
        "xor ebp, ebp",
        "and rsp, -16",
        "call {start}",
        "ud2",
        start = sym start,
    )
}

/// Runs the program's `main` and exits with its status.
extern "C" fn start() -> ! {
    exit(crate::main())
}

/// Ends the process with `status`, by the `exit_group` system call.
pub fn exit(status: i32) -> ! {
    // SAFETY: `exit_group` (231) takes the status in `rdi`, touches no memory of this
    // program and does not return, as `noreturn` says.
    unsafe {
        asm!(
            "syscall",
            in("rax") 231usize,
            in("rdi") status as isize,
            options(noreturn, nostack),
        )
    }
}

/// Writes `bytes` to standard output by the `write` system call, retrying short
/// writes; gives up silently on an error (there is nowhere to report it).
pub fn print(bytes: &[u8]) {
    let mut rest = bytes;
    while !rest.is_empty() {
        let written: isize;
        // SAFETY: `write` (1) reads `rdx` bytes from `rsi`, which `rest` keeps valid for
        // the call, and writes no memory of ours (`readonly`); the instruction clobbers
        // `rcx` and `r11`, declared as outputs, and the result is in `rax`.
        unsafe {
            asm!(
                "syscall",
                inlateout("rax") 1isize => written,
                in("rdi") 1usize,
                in("rsi") rest.as_ptr(),
                in("rdx") rest.len(),
                lateout("rcx") _,
                lateout("r11") _,
                options(nostack, readonly),
            )
        }
        if written <= 0 {
            return;
        }
        rest = &rest[written as usize..];
    }
}

/// Writes `n` in decimal to standard output (no `core::fmt`, which would cost
/// several KiB of code in a program this small).
pub fn print_u64(mut n: u64) {
    let mut digits = [0u8; 20];
    let mut start = digits.len();
    loop {
        start -= 1;
        digits[start] = b'0' + (n % 10) as u8;
        n /= 10;
        if n == 0 {
            break;
        }
    }
    print(&digits[start..]);
}

// The memory functions that the compiler calls and that the C library would provide.
// The host target's `compiler_builtins` leaves them to libc, and they cannot be plain
// Rust loops: the optimiser would turn such a loop back into a call to itself. Copies
// and fills are `rep movsb` / `rep stosb`; comparisons read through `read_volatile`,
// which the optimiser keeps byte by byte.

/// `memcpy`: copies `n` bytes from `src` to `dest`; the regions do not overlap.
///
/// # Safety
/// `src` is valid for reading and `dest` for writing `n` bytes.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn memcpy(dest: *mut u8, src: *const u8, n: usize) -> *mut u8 {
    // SAFETY: the caller gives `n` readable bytes at `src` and `n` writable bytes at
    // `dest`, and `rep movsb` touches exactly those; the direction flag is clear on
    // entry to any function (System V ABI), so the copy runs forwards.
    unsafe {
        asm!(
            "rep movsb",
            inout("rcx") n => _,
            inout("rdi") dest => _,
            inout("rsi") src => _,
            options(nostack, preserves_flags),
        );
    }
    dest
}

/// `memmove`: copies `n` bytes from `src` to `dest`; the regions may overlap.
///
/// # Safety
/// `src` is valid for reading and `dest` for writing `n` bytes.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn memmove(dest: *mut u8, src: *const u8, n: usize) -> *mut u8 {
    if (dest as usize).wrapping_sub(src as usize) >= n {
        // `dest` is below `src` or past its end: a forward copy reads every byte
        // before it is overwritten.
        // SAFETY: as for `memcpy`; see the condition above for the overlap.
        unsafe { memcpy(dest, src, n) }
    } else {
        // `dest` starts inside the source: copy backwards, from the last byte.
        // SAFETY: the caller gives `n` bytes at each pointer, so `n - 1` (n > 0 here,
        // since `dest - src < n`) stays in both regions; `std` makes `rep movsb` walk
        // down over exactly those bytes, and `cld` restores the clear direction flag
        // that the ABI requires on return.
        unsafe {
            asm!(
                "std",
                "rep movsb",
                "cld",
                inout("rcx") n => _,
                inout("rdi") dest.add(n - 1) => _,
                inout("rsi") src.add(n - 1) => _,
                options(nostack),
            );
        }
        dest
    }
}

/// `memset`: sets `n` bytes at `dest` to the low byte of `c`.
///
/// # Safety
/// `dest` is valid for writing `n` bytes.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn memset(dest: *mut u8, c: i32, n: usize) -> *mut u8 {
    // SAFETY: the caller gives `n` writable bytes at `dest`, and `rep stosb` writes
    // exactly those, forwards (the direction flag is clear on entry).
    unsafe {
        asm!(
            "rep stosb",
            inout("rcx") n => _,
            inout("rdi") dest => _,
            in("al") c as u8,
            options(nostack, preserves_flags),
        );
    }
    dest
}

/// `memcmp`: compares `n` bytes; negative, zero or positive as at the first byte that
/// differs (as unsigned bytes).
///
/// # Safety
/// `a` and `b` are valid for reading `n` bytes.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn memcmp(a: *const u8, b: *const u8, n: usize) -> i32 {
    for i in 0..n {
        // SAFETY: `i < n`, and the caller gives `n` readable bytes at `a` and at `b`.
        let (x, y) = unsafe { (a.add(i).read_volatile(), b.add(i).read_volatile()) };
        if x != y {
            return i32::from(x) - i32::from(y);
        }
    }
    0
}

/// `bcmp`: zero when the `n` bytes are equal, non-zero otherwise.
///
/// # Safety
/// `a` and `b` are valid for reading `n` bytes.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn bcmp(a: *const u8, b: *const u8, n: usize) -> i32 {
    // SAFETY: the same contract as `memcmp`.
    unsafe { memcmp(a, b, n) }
}

#[panic_handler]
fn panic(_info: &PanicInfo) -> ! {
    print(b"panic\n");
    exit(101)
}
