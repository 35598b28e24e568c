#!/usr/bin/env bash
# peers/instructions.sh [bmi2|pext|v3]: instructions per leaf node (callgrind, exact) of
# movegen's two perfts, chess, cozy-chess and shakmaty (peers/src/bin/peer-perft.rs) and,
# when they are built (../shared/refs/), Gigantua, ellxor/perft and perft_cpu_2026, on the six positions
# of the chessprogramming wiki's perft page at about 1/25 of the benchmark's nodes.
#
# Each count is (I(depth) - I(1)) / (nodes(depth) - nodes(1)): the instructions of a
# run at the depth less those of a run at depth 1, so that start-up (reading the FEN,
# building tables) cancels out.
#
#   (no argument)  the default target (x86-64 baseline)
#   bmi2           RUSTFLAGS="-C target-feature=+bmi2,+popcnt,+lzcnt" for every crate:
#                  the closest to target-cpu=native that valgrind 3.19 decodes (no AVX-512)
#   pext           as bmi2, and movegen with its pext strategy
#   v3             RUSTFLAGS="-C target-cpu=x86-64-v3" (AVX2, BMI2), movegen with pext: the
#                  level to build the C++ references at where their native build has
#                  AVX-512, which valgrind does not decode (the AMD EPYC Zen 5 machines)
#
# The C++ references are the binaries GIGANTUA and ELLXOR (default: their native builds
# by ../shared/refs/*/build.sh), labelled with REFS_BUILD (default: native). Where the
# native build executes AVX-512, build them at x86-64-v3 instead and say so, e.g.
#   GIGANTUA=/tmp/gigantua-v3 ELLXOR=/tmp/ellxor-v3 REFS_BUILD=x86-64-v3 peers/instructions.sh v3
# ONLY (e.g. ONLY="movegen_legal movegen_pseudo") keeps those generators alone, and
# DECIMALS (default 1) sets the figures' precision: a change to movegen is checked
# against the commit before with both, at two decimals (1% of 17 is 0.17).
# EVENT=mispredicts (or branches) counts the branches mispredicted (or executed) per
# leaf instead, under cachegrind's branch simulator (--branch-sim=yes: conditional and
# indirect together), where the instructions alone do not say why one program runs
# faster. Prints a Markdown table. Run from the repository's root; takes a few minutes.
set -euo pipefail
event=${EVENT:-instructions}
case $event in
    instructions) tool=(--tool=callgrind) out_option=--callgrind-out-file sum='$2' ;;
    branches) tool=(--tool=cachegrind --cache-sim=no --branch-sim=yes) out_option=--cachegrind-out-file sum='$3 + $5' ;;
    mispredicts) tool=(--tool=cachegrind --cache-sim=no --branch-sim=yes) out_option=--cachegrind-out-file sum='$4 + $6' ;;
    *) echo "EVENT is instructions, branches or mispredicts" >&2; exit 2 ;;
esac
build=${1:-default}
case $build in
    default) flags="" features=() ;;
    bmi2) flags="-C target-feature=+bmi2,+popcnt,+lzcnt" features=() ;;
    pext) flags="-C target-feature=+bmi2,+popcnt,+lzcnt" features=(--features movegen/pext) ;;
    v3) flags="-C target-cpu=x86-64-v3" features=(--features movegen/pext) ;;
    *) echo "usage: peers/instructions.sh [bmi2|pext|v3]" >&2; exit 2 ;;
esac
command -v valgrind >/dev/null || { echo "valgrind is needed" >&2; exit 2; }
target=target/instructions-$build
RUSTFLAGS="$flags" CARGO_TARGET_DIR=$target cargo build -q --release -p movegen-peers --bin peer-perft "${features[@]}"
peer=$target/release/peer-perft
gigantua=${GIGANTUA:-/tmp/gigantua-build/gigantua}
ellxor=${ELLXOR:-/tmp/ellxor-build/ellxor}

# name|FEN|depth
positions=(
    "start|rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1|5"
    "Kiwipete|r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1|4"
    "pos. 3|8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1|6"
    "pos. 4|r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1|4"
    "pos. 5|rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8|4"
    "pos. 6|r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10|4"
)

# The generators: a name for the table and the command before "FEN DEPTH".
generators=()
wanted() { [ -z "${ONLY:-}" ] || grep -qw -- "$1" <<<"$ONLY"; }
for name in $("$peer" 2>&1 | sed -n 's/.*GENERATOR: \(.*\))$/\1/p' | tr -d ','); do
    wanted "$name" && generators+=("$name|$peer $name")
done
refs=${REFS_BUILD:-native}
[ -x "$gigantua" ] && wanted Gigantua && generators+=("Gigantua ($refs)|$gigantua")
[ -x "$ellxor" ] && wanted ellxor && generators+=("ellxor ($refs)|$ellxor")
# perft_cpu_2026 (../shared/refs/perft_cpu_2026/): its x86-64-v3 build, which valgrind
# decodes (the native one may hold AVX-512), when it is built.
perft_cpu=${PERFT_CPU:-/tmp/perftcpu/build-v3/perft_cpu_1t}
[ -x "$perft_cpu" ] && wanted perft_cpu_2026 && generators+=("perft_cpu_2026 (x86-64-v3)|$perft_cpu")

# count COMMAND... -> "events nodes" (the summary's Ir; Bc Bcm Bi Bim under cachegrind)
count() {
    local out=$target/$event.out
    local printed
    printed=$(valgrind "${tool[@]}" "$out_option=$out" "$@" 2>/dev/null)
    echo "$(awk "/^summary:/ {print $sum}" "$out") $(grep -oE 'nodes [0-9]+' <<<"$printed" | grep -oE '[0-9]+')"
}

header="| $build build, $event | generator |"
rule="| --- | --- |"
for p in "${positions[@]}"; do
    IFS='|' read -r name _ depth <<<"$p"
    header+=" $name d$depth |"
    rule+=" ---: |"
done
echo "$header"
echo "$rule"
for g in "${generators[@]}"; do
    IFS='|' read -r name command <<<"$g"
    row="| $build | $name |"
    for p in "${positions[@]}"; do
        IFS='|' read -r _ fen depth <<<"$p"
        # shellcheck disable=SC2086 # the command is words
        read -r i1 n1 <<<"$(count $command "$fen" 1)"
        # shellcheck disable=SC2086
        read -r id nd <<<"$(count $command "$fen" "$depth")"
        row+=" $(awk -v p="${DECIMALS:-1}" -v a="$id" -v b="$i1" -v c="$nd" -v d="$n1" 'BEGIN {printf "%.*f", p, (a - b) / (c - d)}') |"
    done
    echo "$row"
done
