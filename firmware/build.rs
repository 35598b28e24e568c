//! Picks the board from the target triple, gives the linker its memory map, and links
//! with the run-time crate's linker script (cortex-m-rt's and riscv-rt's `link.x`,
//! aarch64-rt's `image.ld`).
//!
//! Each board has a target triple of its own, so `--target` alone chooses the board:
//! its `boards/NAME/memory.x` is copied into `OUT_DIR`, which goes on the linker's
//! search path (cortex-m-rt's and riscv-rt's `link.x` include `memory.x`; with
//! aarch64-rt it is a script of its own beside `image.ld`), and its name reaches the
//! firmware as the `FIRMWARE_BOARD` environment variable at compile time.

use std::path::PathBuf;

/// Every board: its target triple and its name, which is also its folder in `boards/`.
const BOARDS: [(&str, &str); 5] = [
    ("thumbv6m-none-eabi", "microbit"),
    ("thumbv7em-none-eabihf", "mps2-an386"),
    ("riscv32imac-unknown-none-elf", "hifive1"),
    ("riscv32imc-unknown-none-elf", "riscv32-virt"),
    ("aarch64-unknown-none", "aarch64-virt"),
];

fn main() {
    let target = std::env::var("TARGET").expect("cargo sets TARGET");
    let Some(&(_, board)) = BOARDS.iter().find(|(triple, _)| *triple == target) else {
        let known: Vec<String> = BOARDS.iter().map(|(t, b)| format!("{t} ({b})")).collect();
        eprintln!(
            "error: no board for the target {target}; build with --target and one of: {}",
            known.join(", ")
        );
        std::process::exit(1);
    };

    let memory_x = format!("boards/{board}/memory.x");
    println!("cargo::rerun-if-changed=build.rs");
    println!("cargo::rerun-if-changed={memory_x}");
    let out_dir = PathBuf::from(std::env::var_os("OUT_DIR").expect("cargo sets OUT_DIR"));
    std::fs::copy(&memory_x, out_dir.join("memory.x"))
        .unwrap_or_else(|e| panic!("cannot copy {memory_x}: {e}"));
    println!("cargo::rustc-link-search={}", out_dir.display());
    if target.starts_with("aarch64") {
        println!("cargo::rustc-link-arg-bins=-Timage.ld");
        println!("cargo::rustc-link-arg-bins=-Tmemory.x");
    } else {
        println!("cargo::rustc-link-arg-bins=-Tlink.x");
    }
    println!("cargo::rustc-env=FIRMWARE_BOARD={board}");
}
