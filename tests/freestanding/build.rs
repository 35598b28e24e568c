//! Links the programs without the C runtime, the C library or the standard library:
//! `_start` in src/rt.rs is the entry point, and nothing is loaded at run time.

fn main() {
    println!("cargo::rerun-if-changed=build.rs");
    // -nostartfiles: no crt1.o, so no libc start-up code and our own `_start`.
    // -nostdlib: no libc, no libgcc; core and compiler_builtins are all there is.
    // -static -no-pie: a fixed-address executable, so that no relocation has to be
    // applied at start-up (there is no dynamic loader, and no code to do it).
    for arg in ["-nostartfiles", "-nostdlib", "-static", "-no-pie"] {
        println!("cargo::rustc-link-arg-bins={arg}");
    }
}
