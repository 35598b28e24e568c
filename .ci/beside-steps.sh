# Sourced by .ci/run: the steps it runs beside its main line (.ci/beside.sh), each a
# function: the tools' installs (beside clippy); the checks in target directories of
# their own and the embedded programs (from `cargo test --workspace` on); the
# WebAssembly modules and the release perft's checks (from the release build on).

part() { printf '\n-- [%d s] %s\n' "$SECONDS" "$*"; } # a step's header beside the main line, with when it starts

# The tools the later steps need, installed beside clippy (each only when missing):
# downloads and compiles that leave the main line's build its cores.
install_tools() {
    part "python-chess for the Polyglot book cross-check (tests/game/polyglot/reference.py) and the play page's PGN (wasm/tests/page/pgn.py)"
    if command -v python3 >/dev/null && ! python3 -c "import chess.polyglot" 2>/dev/null; then
        python3 -m pip install --quiet chess==1.11.2 ||
            echo "python-chess could not be installed: tests/game/polyglot and the page's PGN skip their cross-checks"
    fi

    part "GNU parallel for the deep perft's units (cli/tests/cli/deep_perft.rs)"
    if ! command -v parallel >/dev/null; then
        { apt-get update -qq && apt-get install -y -qq parallel; } ||
            echo "GNU parallel could not be installed: the deep perft's parallel test skips it"
    fi
    if command -v parallel >/dev/null; then parallel --will-cite --version | sed -n 1p; fi

    part "Chromium and chromedriver, headless, for the pages' browser tests (atlas, report, play page)"
    # The tests skip with a message where no browser can run (browser/src/lib.rs,
    # wasm/src/driver.rs).
    if ! command -v chromium >/dev/null || ! command -v chromedriver >/dev/null; then
        { apt-get update -qq && apt-get install -y -qq chromium chromium-driver; } ||
            echo "Chromium could not be installed: the pages' browser tests skip"
    fi
    if command -v chromium >/dev/null; then chromium --version; fi
    if command -v chromedriver >/dev/null; then chromedriver --version; fi

    part "axe-core for the play page's accessibility audit (wasm/tests/page/axe.rs)"
    # Pinned by a committed lockfile, installed under the target directory (no
    # node_modules in the tree); where npm cannot install it, the audit skips.
    command -v npm >/dev/null || { apt-get update -qq && apt-get install -y -qq npm; } ||
        echo "npm could not be installed: the accessibility audit skips"
    npm_dir="${CARGO_TARGET_DIR:-target}/npm"
    mkdir -p "$npm_dir"
    cp wasm/tests/page/npm/package.json wasm/tests/page/npm/package-lock.json "$npm_dir/"
    npm ci --prefix "$npm_dir" --ignore-scripts --no-audit --no-fund ||
        echo "axe-core could not be installed: the accessibility audit skips"

    part "the wasm32 and thumbv6m targets, Node (the WebAssembly and Cortex-M0 builds)"
    for target in wasm32-unknown-unknown thumbv6m-none-eabi; do
        rustup target list --installed | grep -qx "$target" || rustup target add "$target"
    done
    command -v node >/dev/null || { apt-get update -qq && apt-get install -y -qq nodejs; }
    node --version
    part "cargo-hack (the feature powerset)"
    cargo hack --version >/dev/null 2>&1 || cargo install cargo-hack --locked
    cargo hack --version
    part "nightly with Miri and rust-src (Miri, the docs.rs view, the public API, fuzzing)"
    if ! cargo +nightly miri --version >/dev/null 2>&1; then
        rustup toolchain install nightly --profile minimal --component miri --component rust-src
    fi
    cargo +nightly miri setup >/dev/null
    cargo +nightly --version
    part "cargo-fuzz (the fuzz targets)"
    cargo fuzz --version >/dev/null 2>&1 || cargo install cargo-fuzz --locked
    cargo fuzz --version
    part "the firmware's targets, llvm-tools and QEMU's Arm, AArch64 and RISC-V emulators (.ci/mcu.sh, .ci/qemu.sh)"
    # Here, where every other apt-get runs one after the other, and not when the
    # firmware's chain beside the tests gets to them (apt takes one lock).
    for target in thumbv7em-none-eabihf riscv32imac-unknown-none-elf \
        riscv32imc-unknown-none-elf aarch64-unknown-none; do
        rustup target list --installed | grep -qx "$target" || rustup target add "$target"
    done
    rustup component list --installed | grep -q '^llvm-tools' || rustup component add llvm-tools
    source .ci/qemu.sh
    part "gungraun-runner, exactly the library's version (the \`=\` pin in the bench's Cargo.toml), and valgrind"
    local gungraun
    gungraun=$(sed -n 's/^gungraun = "=\(.*\)"$/\1/p' encodings-study/bench/Cargo.toml)
    if [ "$(gungraun-runner --version 2>/dev/null)" != "gungraun-runner $gungraun" ]; then
        cargo install gungraun-runner --version "$gungraun" --locked
    fi
    command -v valgrind >/dev/null || { apt-get update -qq && apt-get install -y -qq valgrind; }
    valgrind --version
}

# The checks that build in target directories of their own, beside the main line from
# the README's test command on (whose build leaves a core idle much of the time): the
# features' builds and the Cortex-M0 builds (target/beside), Miri (target/miri), the
# docs.rs view and the public API (target/nightly), and the fuzz targets' build
# (fuzz/target) and run.
checks_beside_tests() {
    export CARGO_TARGET_DIR=target/beside
    # No debug information for the build scripts and their dependencies, as a check
    # builds them: cargo gives them the profile's when a build names a --target, so
    # that the Cortex-M0 builds would build them again beside the features' checks.
    export CARGO_PROFILE_DEV_BUILD_OVERRIDE_DEBUG=false
    part "every distinct build of movegen's features (cargo hack --feature-powerset)"
    # The build script reads the strategy features and nothing else does: the code
    # compiled is the strategy it picks (tablegen's `Sliders::for_target`, unit-tested)
    # with `zobrist` and `serde` on or off. So the powerset leaves out what would compile
    # the same code again: `default` (`magic` and `zobrist`), `pext` (on a target without
    # BMI2, as here, it steps aside for the others with a warning, checked below; with
    # BMI2 it is clippy's and the pext tests' below), and `compact` with `magic` (compact's
    # build): no strategy, `magic` and `compact`, each with the four subsets of
    # `zobrist` and `serde`, 12 builds. No `--no-dev-deps`: that flag rewrites every
    # member's Cargo.toml while it runs, and the steps beside read the workspace (the
    # freestanding program's `cargo tablegen` failed on a half-written peers/Cargo.toml);
    # resolver 3 does not unify dev-dependencies' features into a library's check anyway.
    cargo hack check -p movegen --feature-powerset --exclude-features default,pext \
        --mutually-exclusive-features compact,magic

    part "movegen builds for a Cortex-M0 without default features, and with compact"
    cargo build -p movegen --target thumbv6m-none-eabi --no-default-features
    cargo build -p movegen --target thumbv6m-none-eabi --no-default-features --features compact
    cargo build -p movegen --target thumbv6m-none-eabi --no-default-features --features compact,serde

    unset CARGO_TARGET_DIR CARGO_PROFILE_DEV_BUILD_OVERRIDE_DEBUG
    part "Miri over the code behind every unsafe block (tests/unsafe_code.rs, and the workloads')"
    # nightly with miri and rust-src: installed with the tools.
    cargo +nightly miri test -p movegen -p movegen-workloads --test unsafe_code

    part "the docs as docs.rs builds them: every feature, with their badges (--cfg docsrs)"
    # In target/nightly, which .ci/public-api.sh builds in too: the nightly build script's
    # dependencies are built once for both.
    RUSTDOCFLAGS="--cfg docsrs -D warnings" CARGO_TARGET_DIR=target/nightly \
        cargo +nightly doc --no-deps -p movegen --all-features --quiet

    part "the public API is docs/public-api.txt under every feature set (.ci/public-api.sh)"
    # rustdoc's JSON (nightly, installed with the tools) listed by .ci/public_api.py for the default
    # features, compact and magic without them, and all of them (serde's impls set aside);
    # on a difference, a diff and "run .ci/public-api.sh --update".
    bash .ci/public-api.sh

    part "fuzz targets: fmt and clippy of fuzz/, the build (fuzz/target)"
    bash .ci/fuzz.sh --build
    part "fuzz targets: each 30 s from its committed corpus, two at a time"
    # As soon as they are built. A run is 30 s of wall time whatever share of a core it
    # gets, and the runs come last, when the main line has joined (1,433 s into the
    # clean run of 1e6473f, the main line at 1,239 s): two at a time, they take 90 s
    # instead of 150.
    FUZZ_JOBS=2 bash .ci/fuzz.sh --run
}

# The freestanding program, its size report and the vendoring guide, then the perft and
# encodings firmware under QEMU on Cortex-M0, M4, RISC-V and AArch64 (flash, RAM and
# QEMU's instruction counts, exact on any load), beside the main line from the README's
# test command on: they need nothing it builds, only their own target directories
# (tests/*/target, firmware/target) and tablegen's command, built in target/release
# before the tests (`cargo tablegen` waits for the release builds' lock when one holds
# it); the QEMU emulators were installed with the tools.
embedded_checks() {
    part "freestanding program, size report and vendoring guide"
    bash .ci/freestanding.sh
    part "microcontrollers: perft and encodings firmware under QEMU, flash, RAM and instructions"
    bash .ci/mcu.sh
}

# The release perft's checks: every count of the suites, hashed, on two threads, and the
# deep perft's units under Slurm.
perft_checks() {
    part "every perft count of every suite of tests/data/, both modes (release)"
    # The command's output forms and its bad-input checks (exit 2, a message, no panic)
    # are Rust tests: cli/tests/cli/, run by `cargo test --workspace` above.
    movegen=./target/release/movegen
    for mode in legal pseudo; do
        for suite in tests/data/*.epd; do
            echo "-- $mode $suite"
            "$movegen" perft --mode "$mode" --epd "$suite"
        done
    done

    part "hashed perft (--hash): the same counts, on one thread and on two sharing one table"
    "$movegen" perft --hash 64 --epd tests/data/standard.epd
    "$movegen" perft --hash 64 --threads 2 --epd tests/data/edge-cases.epd
    # Chess960 through one table shared by every line: positions whose castling rights name
    # other rooks are other positions (docs/perft.md).
    "$movegen" perft --hash 16 --threads 2 --epd tests/data/chess960.epd

    part "perft split over two threads: the same counts"
    for mode in legal pseudo; do
        echo "-- $mode --threads 2"
        "$movegen" perft --mode "$mode" --threads 2 --epd tests/data/standard.epd --max-depth 5
        "$movegen" perft --mode "$mode" --threads 2 --epd tests/data/edge-cases.epd
        "$movegen" perft --mode "$mode" --threads 2 --epd tests/data/chess960.epd --max-depth 4
    done

    part "the deep perft's units as a Slurm job array, on a cluster of one (.ci/slurm.sh)"
    # Installs slurm-wlm and munge when missing, starts munged, slurmctld and slurmd, cancels
    # the array part way, resubmits the units without a result, checks the merged total;
    # with the program built above (no cargo build beside the main line's).
    SLURM_CI_MOVEGEN=$movegen bash .ci/slurm.sh
}

# Beside the main line from the release build on (the serde test, the docs, the other
# strategies' tests, the benchmarks, whose fat-LTO builds and callgrind keep one core
# busy), in a target directory of its own or on programs already built: the
# WebAssembly modules (target/wasm) and the release perft's checks.
release_checks() {
    part "WebAssembly: the modules of both strategies, perft of the six positions in Node, the sizes"
    # docs/wasm.md (the play page's test in Chromium ran in `cargo test --workspace`). With
    # the command that test built, copied first (no later build replaces it while it
    # runs), and in the modules' target/wasm where the tests built the page's module.
    local wasm_tool=$beside_dir/movegen-wasm
    cp target/debug/movegen-wasm "$wasm_tool"
    for sliders in compact magic; do
        "$wasm_tool" build --sliders "$sliders" "target/wasm/ci-$sliders.wasm"
        node wasm/node/perft.js "target/wasm/ci-$sliders.wasm"
    done
    # The one table of the modules' sizes (docs/wasm.md) against the build: it fails with
    # `movegen-wasm sizes --update` when a size differs under the toolchain that made it,
    # and when the core module reaches 64 KiB.
    "$wasm_tool" sizes --check
    perft_checks
}
