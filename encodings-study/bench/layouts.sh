#!/usr/bin/env bash
# encodings-study/bench/layouts.sh [--quick|--long]: how much of an encoding's verdict is
# where the code happens to lie. Builds the encodings benchmark once per layout below,
# from the same source with stable flags that move code and nothing else, runs each
# build in full (`--layout NAME`: target/encodings/layouts/NAME.json), then combines
# them (`--combine-layouts`): each pair's layout spread, in target/encodings/layouts.json,
# which every later `cargo bench --bench encodings` adds to that pair's noise floor.
#
# About 3 minutes a layout in the default mode, plus a link-time-optimised build of the
# benchmark each (a minute or two); run it on a quiet machine. To make the committed
# study (what a run falls back to where this machine has none):
#   cp target/encodings/layouts.json encodings-study/bench/layout_spread.json
set -euo pipefail
mode=()
case ${1:-} in
    "") ;;
    --quick | --long) mode=("$1") ;;
    *) echo "usage: encodings-study/bench/layouts.sh [--quick|--long]" >&2; exit 2 ;;
esac

# name|flags for rustc's final, link-time-optimised compilation of the benchmark: the
# code of every crate is generated and linked there, so these move all of it.
layouts=(
    "as-built|"
    "functions-64|-C llvm-args=-align-all-functions=6"
    "targets-32|-C llvm-args=-align-all-nofallthru-blocks=5"
    "shuffle-1|-C link-arg=-Wl,--shuffle-sections=.text*=1"
    "shuffle-2|-C link-arg=-Wl,--shuffle-sections=.text*=2"
    "shuffle-3|-C link-arg=-Wl,--shuffle-sections=.text*=3"
)

# LAYOUTS="as-built shuffle-1" runs only those (CI checks the path with two, --quick).
if [ -n "${LAYOUTS:-}" ]; then
    chosen=()
    for name in $LAYOUTS; do
        found=
        for layout in "${layouts[@]}"; do
            [ "${layout%%|*}" = "$name" ] && chosen+=("$layout") && found=1
        done
        [ -n "$found" ] || { echo "layouts.sh: no layout $name (${layouts[*]%%|*})" >&2; exit 2; }
    done
    layouts=("${chosen[@]}")
fi

# The benchmark's own package (this script's folder): `cargo rustc` builds one package.
manifest=$(dirname "$0")/Cargo.toml
target=$(cargo metadata --format-version 1 --no-deps | python3 -c 'import json,sys; print(json.load(sys.stdin)["target_directory"])')
rm -rf "$target/encodings/layouts"
for layout in "${layouts[@]}"; do
    name=${layout%%|*} flags=${layout#*|}
    echo "+ layout $name: ${flags:-(the bench profile alone)}" >&2
    # shellcheck disable=SC2086 # the flags are words
    exe=$(cargo rustc -q --manifest-path "$manifest" --profile bench --bench encodings \
        --message-format json -- $flags |
        python3 -c 'import json,sys
for line in sys.stdin:
    m = json.loads(line)
    if m.get("reason") == "compiler-artifact" and m.get("executable"):
        print(m["executable"])')
    [ -x "$exe" ] || { echo "layouts.sh: no benchmark built for layout $name" >&2; exit 1; }
    "$exe" --bench "${mode[@]}" --layout "$name" --layout-flags "$flags"
done
"$exe" --combine-layouts
# The next `cargo bench` rebuilds the benchmark as the profile alone makes it.
