#!/usr/bin/env bash
# Fuzzing: formats and lints the fuzz crate (fuzz/, its own workspace), then runs every
# target that `cargo fuzz list` names for FUZZ_SECONDS seconds (default 30) with
# libFuzzer, FUZZ_JOBS at a time (default 2, one per core), starting from its committed
# corpus (fuzz/corpus/<target>/). Called by .ci/run; runs on its own as `bash .ci/fuzz.sh`.
#
# The committed corpus is read, never written: libFuzzer writes the inputs it finds into
# the first corpus directory it is given, here fuzz/target/corpus/<target>/ (under the
# ignored target directory, emptied when a run starts and kept after it, so that a
# maintainer can merge what it found: CONTRIBUTING.md, "Fuzzing"). A crash
# (a panic, a failed assertion, a sanitizer report, or one input running longer than
# 10 s) is written to fuzz/artifacts/<target>/ (ignored by git), reported with the
# command that reproduces it, and makes the script exit 1 once every target has run.
#
# Installs what it needs when it is missing: the nightly toolchain (libFuzzer's
# instrumentation and AddressSanitizer need it) and cargo-fuzz. The fuzz crate builds
# in its own target directory (fuzz/target), so it never waits on the main build's lock.
#
#   bash .ci/fuzz.sh          all of it
#   bash .ci/fuzz.sh --build  the tools, fmt, clippy and the targets' build, no run
#   bash .ci/fuzz.sh --run    the runs alone (cargo fuzz builds what is not built yet)
# .ci/run builds beside its main line, and then runs the targets there two at a time.
set -euo pipefail
cd "$(dirname "$0")/.."

seconds=${FUZZ_SECONDS:-30}
jobs=${FUZZ_JOBS:-2}
stage=${1:-all}
case $stage in
    all | --build | --run) ;;
    *) echo "usage: bash .ci/fuzz.sh [--build | --run]" >&2; exit 2 ;;
esac

if ! cargo +nightly --version >/dev/null 2>&1; then
    echo "+ rustup toolchain install nightly --profile minimal"
    rustup toolchain install nightly --profile minimal
fi
if ! cargo fuzz --version >/dev/null 2>&1; then
    echo "+ cargo install cargo-fuzz --locked"
    cargo install cargo-fuzz --locked
fi
cargo +nightly --version
cargo fuzz --version

if [ "$stage" != --run ]; then
    # Not a member of the root workspace: `cargo fmt --all` and the root's clippy leave it.
    echo "+ (cd fuzz && cargo fmt --check && cargo clippy --all-targets -- -D warnings)"
    (cd fuzz && cargo fmt --check && cargo clippy --quiet --all-targets -- -D warnings)
    echo "+ cargo +nightly fuzz build"
    cargo +nightly fuzz build
fi
[ "$stage" != --build ] || exit 0

corpus_before=$(find fuzz/corpus -type f | sort | sha256sum)
# What git says of fuzz/ (nothing on a clean clone): a run must not change it.
fuzz_status() { git status --porcelain -- fuzz 2>/dev/null || true; }
status_before=$(fuzz_status)
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
# Every target built above (or by its run), $jobs targets at a time (each on a core).
fuzz_one() { # fuzz_one TARGET: its run, logged to $scratch/TARGET.log; the status is the run's
    rm -rf "fuzz/target/corpus/$1"
    mkdir -p "fuzz/target/corpus/$1"
    cargo +nightly fuzz run "$1" "fuzz/target/corpus/$1" "fuzz/corpus/$1" -- \
        -max_total_time="$seconds" -timeout=10 -print_final_stats=1 >"$scratch/$1.log" 2>&1
}
targets=$(cargo fuzz list)
for target in $targets; do
    echo "+ cargo +nightly fuzz run $target fuzz/target/corpus/$target fuzz/corpus/$target -- -max_total_time=$seconds (the committed corpus read only)"
    (if fuzz_one "$target"; then echo 0; else echo $?; fi >"$scratch/$target.status") &
    if [ "$(jobs -rp | wc -l)" -ge "$jobs" ]; then
        wait -n || true
    fi
done
wait
failed=()
for target in $targets; do
    if [ "$(cat "$scratch/$target.status")" = 0 ]; then
        grep -E "^#[0-9]+[[:space:]]+(INITED|DONE)|^stat::(number_of_executed_units|average_exec_per_sec|new_units_added)" \
            "$scratch/$target.log"
        echo "ok: $target"
    else
        # The panic's or the sanitizer's message, then the input and how to replay it.
        grep -m 1 -A 3 "panicked at\|ERROR: AddressSanitizer\|ERROR: libFuzzer" "$scratch/$target.log" || true
        sed -n '/^Failing input:/,/cargo fuzz tmin/p' "$scratch/$target.log"
        failed+=("$target")
    fi
done
if [ ${#failed[@]} -gt 0 ]; then
    echo "fuzz: crashes in ${failed[*]} (the inputs are in fuzz/artifacts/)" >&2
    exit 1
fi
if [ "$(find fuzz/corpus -type f | sort | sha256sum)" != "$corpus_before" ]; then
    echo "fuzz: the run wrote into fuzz/corpus/" >&2
    exit 1
fi
if [ "$(fuzz_status)" != "$status_before" ]; then
    echo "fuzz: the run changed what git status says of fuzz/:" >&2
    fuzz_status >&2
    exit 1
fi
echo "fuzz: every target ran $seconds s without a crash"
