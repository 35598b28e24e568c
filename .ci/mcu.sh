#!/usr/bin/env bash
# Microcontrollers and more: builds the firmware of firmware/ for five boards that QEMU
# emulates, runs it there, and prints one line per run:
#
#   mcu board=microbit strategy=compact route=crate perft=ok flash=N ram=N stack=N insn_per_node=X
#
#  - board: microbit (nRF51822, Cortex-M0, thumbv6m-none-eabi, 256 KiB flash, 16 KiB RAM),
#    mps2-an386 (Cortex-M4F, thumbv7em-none-eabihf, 4 MiB code, 4 MiB RAM), hifive1
#    (QEMU's sifive_e: the FE310's E31 core, RV32IMAC, riscv32imac-unknown-none-elf,
#    16 KiB RAM), riscv32-virt (QEMU's RISC-V virt, riscv32imc-unknown-none-elf, the
#    ESP32-C3's instruction set; 32 MiB of its RAM) or aarch64-virt (QEMU's Arm virt
#    with a Cortex-A53, aarch64-unknown-none, 16 MiB of its RAM).
#  - route=crate: movegen as a dependency with that slider strategy; perft of three
#    positions in both modes (legal and pseudo-legal), every count checked: perft=ok
#    when all six are right. insn_per_node: instructions over all six perfts divided
#    by their leaf nodes.
#  - route=vendored: tests/vendored's table file and lookup code; every slider lookup
#    for 4096 occupancies and every square checked against a ray walk: perft=ok when
#    all match. insn_per_node: instructions per queen lookup.
#  - route=encodings: the encoding benchmark's workloads (firmware/src/bin/encodings.rs)
#    with every encoding, perft=ok when every result is right; it also prints its own
#    lines, passed on to standard output as they are, one per workload and encoding:
#      mcu-encodings board=B workload=W encoding=E elements=N instructions=N insn_per_element=X right=true
#    (or `workload=search skipped=ram` where the search does not fit), which
#    `cargo bench --bench encodings_report` reads from firmware/target/mcu/B-compact-encodings.log.
#  - flash: what the ELF loads, .vector_table, .init, .init.rust, .text, .rodata,
#    .eh_frame, .got and .data (llvm-size -A; absent ones count 0); ram: .data + .bss +
#    .uninit + stack; stack: the firmware's measured high-water mark (painted stack),
#    from the top of the stack region.
#  - Instructions: QEMU runs with -icount shift=0, so virtual time is 1 ns per
#    instruction; the firmware reads a counter around each measurement (SysTick on
#    Cortex-M, minstret on RISC-V, pmccntr_el0 on AArch64) and converts ticks with a
#    calibration against a loop of known length (firmware/src/clock.rs). The same
#    build prints the same numbers on every run.
#
# Also checks the budgets: micro:bit and HiFive1 RAM <= 16384 bytes, micro:bit flash
# with compact <= 64 KiB. Exits non-zero when a run fails or a budget is exceeded. Details (commands,
# checks, the firmware's own output in firmware/target/mcu/*.log) go to standard error
# and the logs; standard output has the result lines only.
#
# Installs what it needs when it is missing: the five Rust targets, rustup's llvm-tools
# (for llvm-size) and Debian's qemu-system-arm and qemu-system-misc (.ci/qemu.sh). The firmware builds in its own target
# directory (firmware/target), so it never waits on the main build's lock.
# About 2.5 minutes from a cold firmware/target on 2 cores (most of it building), under a
# minute once built.
set -euo pipefail
cd "$(dirname "$0")/.."

say() { echo "+ $*" >&2; }

# --- tools -------------------------------------------------------------------------

installed_targets=$(rustup target list --installed)
for target in thumbv6m-none-eabi thumbv7em-none-eabihf riscv32imac-unknown-none-elf \
    riscv32imc-unknown-none-elf aarch64-unknown-none; do
    if ! grep -qx "$target" <<<"$installed_targets"; then
        say "rustup target add $target"
        rustup target add "$target" >&2
    fi
done
llvm_size="$(rustc --print sysroot)/lib/rustlib/$(rustc -vV | awk '$1 == "host:" { print $2 }')/bin/llvm-size"
if [ ! -x "$llvm_size" ]; then
    say "rustup component add llvm-tools"
    rustup component add llvm-tools >&2
fi
# QEMU's system emulators for Arm, AArch64 and RISC-V, installed when missing.
source .ci/qemu.sh
say "$(qemu-system-arm --version | head -n 1); riscv32 and aarch64 alike"

# --- the vendored route's table file (as .ci/freestanding.sh writes it) --------------

say "cargo tablegen write --sliders compact tests/vendored/src/tables.rs"
cargo tablegen write --sliders compact tests/vendored/src/tables.rs

# --- runs ----------------------------------------------------------------------------

# One run a line: board, target triple, slider strategy, route.
runs=(
    "microbit thumbv6m-none-eabi compact crate"
    "microbit thumbv6m-none-eabi compact vendored"
    "mps2-an386 thumbv7em-none-eabihf compact crate"
    "mps2-an386 thumbv7em-none-eabihf magic crate"
    "mps2-an386 thumbv7em-none-eabihf compact vendored"
    "microbit thumbv6m-none-eabi compact encodings"
    "mps2-an386 thumbv7em-none-eabihf compact encodings"
    "hifive1 riscv32imac-unknown-none-elf compact crate"
    "riscv32-virt riscv32imc-unknown-none-elf compact encodings"
    "aarch64-virt aarch64-unknown-none magic crate"
    "aarch64-virt aarch64-unknown-none compact encodings"
)
logs=firmware/target/mcu
mkdir -p "$logs"
checks=0
failures=0

verify() { # verify DESCRIPTION COMMAND...: one check, failed unless COMMAND succeeds
    local what=$1
    shift
    checks=$((checks + 1))
    if ! "$@"; then
        failures=$((failures + 1))
        echo "FAILED: $what" >&2
        return
    fi
    echo "ok: $what" >&2
}

at_most() { # at_most VALUE LIMIT: VALUE is a number no greater than LIMIT
    [[ $1 =~ ^[0-9]+$ ]] && [ "$1" -le "$2" ]
}

sections() { # sections ELF NAME...: the sum of those sections' sizes (absent ones are 0)
    local elf=$1
    shift
    "$llvm_size" -A "$elf" | awk -v names=" $* " 'index(names, " " $1 " ") { sum += $2 } END { print sum + 0 }'
}

field() { # field NAME LINE: the value of NAME=VALUE in LINE, or - when absent
    local value
    value=$(tr ' ' '\n' <<<"$2" | awk -F= -v n="$1" '$1 == n { print $2 }')
    echo "${value:--}"
}

for run in "${runs[@]}"; do
    read -r board target strategy route <<<"$run"
    features=$strategy
    bin=perft
    if [ "$route" = vendored ]; then
        features="$strategy,vendored"
        bin=vendored
    elif [ "$route" = encodings ]; then
        features="$strategy,encodings"
        # The search needs the Zobrist keys and about 40 KiB of RAM: not the micro:bit.
        if [ "$board" != microbit ]; then
            features="$features,search"
        fi
        bin=encodings
    fi
    cargo_args=(--release --target "$target" --no-default-features --features "$features" --bin "$bin")
    log="$logs/$board-$strategy-$route.log"
    say "(cd firmware && cargo run ${cargo_args[*]}) > $log"
    (cd firmware && cargo build --quiet "${cargo_args[@]}")
    # A firmware that hangs is stopped (timeout signals QEMU too: the process group).
    status=0
    (cd firmware && timeout 600 cargo run --quiet "${cargo_args[@]}") >"$log" 2>&1 || status=$?
    result=$(grep '^result ' "$log" || true)

    elf="firmware/target/$target/release/$bin"
    flash=$(sections "$elf" .vector_table .init .init.rust .text .rodata .eh_frame .got .data)
    perft=$(field perft "$result")
    stack=$(field stack "$result")
    ram=-
    if [ "$stack" != - ]; then ram=$(($(sections "$elf" .data .bss .uninit) + stack)); fi
    echo "mcu board=$board strategy=$strategy route=$route perft=${perft/#-/fail}" \
        "flash=$flash ram=$ram stack=$stack insn_per_node=$(field insn_per_node "$result")"
    grep '^mcu-encodings ' "$log" || true

    verify "$board $strategy $route: the firmware exits 0 and says perft=ok (exit $status; $log)" \
        test "$status:$perft" = 0:ok
    verify "$board $strategy $route: the firmware says it ran on $board with $strategy tables" \
        test "$(field board "$result"):$(field strategy "$result")" = "$board:$strategy"
    if [ "$board" = hifive1 ]; then
        verify "$board $strategy $route: RAM $ram <= 16384 bytes" at_most "$ram" 16384
    fi
    if [ "$board" = microbit ]; then
        verify "$board $strategy $route: RAM $ram <= 16384 bytes" at_most "$ram" 16384
        # The flash budget is the perft firmware's; the encodings firmware holds every
        # encoding's generator, make and search, and is a benchmark, not a product.
        if [ "$strategy" = compact ] && [ "$route" != encodings ]; then
            verify "$board $strategy $route: flash $flash <= 65536 bytes" at_most "$flash" 65536
        fi
    fi
done

echo "mcu: $((checks - failures)) passed, $failures failed" >&2
[ "$failures" = 0 ]
