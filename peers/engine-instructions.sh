#!/usr/bin/env bash
# peers/engine-instructions.sh [native]: instructions per search node and per leaf of the
# engine workloads (callgrind, exact), movegen's make/unmake variants beside each peer, on
# the six positions of the chessprogramming wiki's perft page, in both tables (keyed and
# keyless: peers/src/keys.rs).
#
# Each count is (I(depth) - I(1)) / (nodes(depth) - nodes(1)) of one run of the
# benchmark's own code (`cargo bench -p movegen-peers --bench search -- --count`: the
# run a timing makes, keys read but not compared), so that start-up cancels out. The
# depths are two plies under the benchmark's for the search and one for the perft.
#
#   (no argument)  the default target (x86-64 baseline), movegen with magic
#   native         RUSTFLAGS="-C target-feature=+bmi2,+popcnt,+lzcnt", movegen with pext:
#                  the closest to target-cpu=native that valgrind 3.19 decodes
#
# ONLY (e.g. ONLY="movegen shakmaty") keeps those variants alone; KEYS (keyed or
# keyless) one table. Prints a Markdown table. Run from the repository's root; takes
# about ten minutes.
set -euo pipefail
build=${1:-default}
case $build in
    default) flags="" features=() ;;
    native) flags="-C target-feature=+bmi2,+popcnt,+lzcnt" features=(--features movegen/pext) ;;
    *) echo "usage: peers/engine-instructions.sh [native]" >&2; exit 2 ;;
esac
command -v valgrind >/dev/null || { echo "valgrind is needed" >&2; exit 2; }
target=target/engine-instructions-$build
bench=$(RUSTFLAGS="$flags" CARGO_TARGET_DIR=$target cargo bench -p movegen-peers --bench search \
    "${features[@]}" --no-run 2>&1 | sed -n 's/.*Executable.*(\(.*\))$/\1/p')
[ -x "$bench" ] || { echo "no benchmark built" >&2; exit 1; }

# name|search depth|perft depth, two and one plies under the benchmark's (peers/src/cases.rs)
positions=("start|6|4" "kiwipete|5|3" "position3|7|5" "position4|6|4" "position5|5|3" "position6|5|3")
variants=(movegen movegen-packed16 chess cozy-chess shakmaty)
wanted() { [ -z "${ONLY:-}" ] || [[ " $ONLY " == *" $1 "* ]]; }

# count KEYS VARIANT WORKLOAD POSITION DEPTH -> "instructions nodes"
count() {
    local out=$target/callgrind.out printed
    printed=$(valgrind --tool=callgrind --callgrind-out-file="$out" "$bench" --count \
        --keys "$1" --only "$2" --workload "$3" --position "$4" --depth "$5" 2>/dev/null)
    echo "$(awk '/^summary:/ {print $2}' "$out") $(sed -n 's/^counted: .* nodes \([0-9]*\)$/\1/p' <<<"$printed")"
}

for keys in ${KEYS:-keyed keyless}; do
    for workload in search perft; do
        header="| $keys $workload, $build build | variant |"
        rule="| --- | --- |"
        for p in "${positions[@]}"; do
            IFS='|' read -r name _ _ <<<"$p"
            header+=" $name |"
            rule+=" ---: |"
        done
        echo
        echo "$header"
        echo "$rule"
        for variant in "${variants[@]}"; do
            wanted "$variant" || continue
            row="| | $variant |"
            for p in "${positions[@]}"; do
                IFS='|' read -r name search perft <<<"$p"
                depth=$search
                [ "$workload" = perft ] && depth=$perft
                read -r i1 n1 <<<"$(count "$keys" "$variant" "$workload" "$name" 1)"
                read -r id nd <<<"$(count "$keys" "$variant" "$workload" "$name" "$depth")"
                row+=" $(awk -v a="$id" -v b="$i1" -v c="$nd" -v d="$n1" 'BEGIN { printf "%.1f", (a - b) / (c - d) }') |"
            done
            echo "$row"
        done
    done
done
