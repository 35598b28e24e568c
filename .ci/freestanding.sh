#!/usr/bin/env bash
# Embedded: proves that movegen runs with neither std nor an allocator, reports
# what it costs per slider strategy, and runs every command of the vendoring guide in
# docs/embedded.md. Called by .ci/run; runs on its own as `bash .ci/freestanding.sh`.
#
#  1. Builds tests/freestanding (no std, no allocator, no C runtime, own `_start`, exit
#     by system call) with the tables of every slider strategy (`cargo tablegen
#     sliders`; one that needs a target feature, such as pext's BMI2, only on a CPU
#     that has it), runs `perft4` (perft 4 of the start position,
#     exit 0 only on 197281) and `stack` (perft 1 to 6 on a painted stack: high-water
#     mark per depth), and reads .text and .rodata with `size -A`.
#  2. Builds perft4 once expecting a wrong count, and checks that it exits 1.
#  3. Checks the budgets of compact: attack tables <= 8 KiB (the ledger's total less the
#     Zobrist keys, which a build without the `zobrist` feature, such as this program's,
#     does not link), .rodata <= 16 KiB, stack for a depth-6 perft <= 16 KiB.
#  4. Vendoring: writes tests/vendored/src/tables.rs with `cargo tablegen write` and
#     runs that crate's tests.
#
# The freestanding and vendored crates are not workspace members and build in their
# own target directories (tests/*/target), so this never waits on the main build's lock.
# Everything builds for the explicit target x86_64-unknown-linux-gnu, so that
# RUSTFLAGS (a strategy's target feature: bmi2 for pext) reach the program and not the build scripts: one set of
# build dependencies serves every strategy.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ "$(uname -m)" != x86_64 ] || [ "$(uname -s)" != Linux ]; then
    echo "freestanding: skipped, the program is for x86_64 Linux (this is $(uname -sm))"
    exit 0
fi
if ! command -v size >/dev/null; then
    echo "+ apt-get install binutils (for size)"
    apt-get update -qq && apt-get install -y -qq binutils >/dev/null
fi

target=x86_64-unknown-linux-gnu
crate=tests/freestanding
bin="$crate/target/$target/release"
passed=0
failed=0
declare -A text rodata tables stack per_ply

say() { echo "+ $*" >&2; }
check() { # check DESCRIPTION COMMAND...: runs COMMAND, counts it passed or failed
    local what=$1
    shift
    if "$@"; then
        passed=$((passed + 1))
        echo "ok: $what"
    else
        failed=$((failed + 1))
        echo "FAILED: $what"
    fi
}

build() { # build STRATEGY [VAR=VALUE...]: the freestanding programs with those tables
    local strategy=$1
    shift
    local rustflags=${RUSTFLAGS:-}
    if [ "${needs[$strategy]}" != - ]; then
        rustflags="$rustflags -C target-feature=+${needs[$strategy]}"
    fi
    say "(cd $crate && $* RUSTFLAGS=\"$rustflags\" cargo build --release --target $target" \
        "--features movegen/$strategy)"
    (cd "$crate" && env "$@" RUSTFLAGS="$rustflags" cargo build --quiet --release \
        --target "$target" --features "movegen/$strategy")
}

section_bytes() { # section_bytes FILE SECTION
    size -A "$1" | awk -v s="$2" '$1 == s { print $2 }'
}

# The freestanding crate builds with exactly the versions the workspace pins.
cp Cargo.lock "$crate/Cargo.lock"

# Every slider strategy tablegen knows (`cargo tablegen sliders`: name, target feature
# or `-`, description), but one whose target feature this CPU lacks.
# Read first, so that a failing `cargo tablegen` stops the script here (set -e).
sliders=$(cargo tablegen sliders)
strategies=()
declare -A needs # the target feature each strategy needs, or -
while IFS=$'\t' read -r strategy feature _; do
    needs[$strategy]=$feature
    if [ "$feature" != - ] && ! grep -qw "$feature" /proc/cpuinfo; then
        echo "freestanding: no $feature on this CPU, $strategy not measured"
        continue
    fi
    strategies+=("$strategy")
done <<<"$sliders"

say "cargo tablegen sizes --sliders STRATEGY  (for ${strategies[*]})"
for strategy in "${strategies[@]}"; do
    # The attack tables: the total less the Zobrist keys' line (its bytes are its last field).
    tables[$strategy]=$(cargo tablegen sizes --sliders "$strategy" |
        awk '$1 == "ZOBRIST" { keys = $NF } $1 == "total" { total = $3 } END { print total - keys }')
done

# First, so that the normal builds below leave the normal binaries behind.
echo
echo "== perft4 expecting a wrong count must exit 1"
build compact PERFT4_EXPECTED=197282
say "$bin/perft4"
"$bin/perft4" && status=0 || status=$?
check "perft4 built with PERFT4_EXPECTED=197282 exits 1 (it exited $status)" test "$status" = 1

for strategy in "${strategies[@]}"; do
    echo
    echo "== sliders $strategy"
    build "$strategy"
    say "$bin/perft4"
    check "perft4 with $strategy exits 0 (perft 4 = 197281)" "$bin/perft4"
    say "readelf -lW $bin/perft4; nm -u $bin/perft4"
    check "perft4 with $strategy is static: no dynamic loader, no undefined symbol" \
        eval '! readelf -lW "$bin/perft4" | grep -q INTERP && [ -z "$(nm -u "$bin/perft4")" ]'
    say "size -A $bin/perft4"
    size -A "$bin/perft4"
    text[$strategy]=$(section_bytes "$bin/perft4" .text)
    rodata[$strategy]=$(section_bytes "$bin/perft4" .rodata)
    say "$bin/stack"
    out=$("$bin/stack") && status=0 || status=$?
    echo "$out"
    check "stack with $strategy: perft 1 to 6 right, stack within its region" test "$status" = 0
    stack[$strategy]=$(awk '/^depth 6 total:/ { print $4 }' <<<"$out")
    per_ply[$strategy]=$(awk '/^per ply:/ { print $3 }' <<<"$out")
done

echo
echo "== budgets of the compact strategy"
check "compact attack tables ${tables[compact]} bytes <= 8 KiB (8192)" test "${tables[compact]}" -le 8192
check "compact .rodata ${rodata[compact]} bytes <= 16 KiB (16384)" test "${rodata[compact]}" -le 16384
check "compact stack for perft 6 ${stack[compact]} bytes <= 16 KiB (16384)" \
    test "${stack[compact]}" -le 16384

echo
echo "== vendoring guide (docs/embedded.md)"
say "cargo tablegen write --sliders compact tests/vendored/src/tables.rs"
cargo tablegen write --sliders compact tests/vendored/src/tables.rs
say "cargo test --manifest-path tests/vendored/Cargo.toml"
check "the vendored compact tables and lookups pass their tests" \
    cargo test --quiet --manifest-path tests/vendored/Cargo.toml
say "diff <(the lookup code quoted in docs/embedded.md) tests/vendored/src/lib.rs"
check "docs/embedded.md quotes tests/vendored/src/lib.rs as it is" \
    diff <(awk '/^ *<!-- begin: tests\/vendored\/src\/lib.rs -->$/ { f = 1; next }
                /^ *<!-- end -->$/ { f = 0 } f' docs/embedded.md | sed '1d;$d;s/^   //') \
        tests/vendored/src/lib.rs
say "cargo build --manifest-path tests/vendored/Cargo.toml --release"
check "the vendored crate builds as a no_std library" \
    cargo build --quiet --manifest-path tests/vendored/Cargo.toml --release

echo
echo "== size report: the freestanding perft4 program (release, fat LTO, panic=abort)"
echo
echo "| sliders | attack tables (ledger, less the keys) | .text | .rodata | stack per ply | stack, perft depth 6 |"
echo "| --- | ---: | ---: | ---: | ---: | ---: |"
for strategy in "${strategies[@]}"; do
    echo "| $strategy | ${tables[$strategy]} | ${text[$strategy]} | ${rodata[$strategy]}" \
        "| ${per_ply[$strategy]} | ${stack[$strategy]} |"
done
echo
echo "freestanding: $passed passed, $failed failed"
[ "$failed" = 0 ]
