#!/usr/bin/env bash
# movegen's public API is the same under every feature set, and equals the listing
# committed in docs/public-api.txt, so that a change to it shows in review.
#
#   .ci/public-api.sh            check (exit 1 with a diff on a difference)
#   .ci/public-api.sh --update   rewrite docs/public-api.txt from the default features
#
# The listing is .ci/public_api.py's, from rustdoc's JSON (`cargo +nightly rustdoc
# --output-format json`, in target/nightly, beside .ci/run's docs.rs build, so as not to
# fight the stable builds of target/),
# built for:
#   default features                             (the committed listing)
#   --no-default-features --features compact     (no zobrist, the compact tables)
#   --no-default-features --features magic       (no zobrist, the magic tables)
#   --all-features                               (serde, pext, compact, magic, zobrist)
# The default listing must equal the committed one (else: a diff, and "run
# .ci/public-api.sh --update"), and every other listing the default one, except that
# --all-features adds the serde feature's trait impls: its lines `impl
# serde...::ser::Serialize for ...` and `impl<'de> serde...::de::Deserialize<'de> for
# ...` are dropped first, and nothing else may differ. Needs the nightly toolchain
# (installed by .ci/run for Miri) and python3; installs nothing.
set -euo pipefail
cd "$(dirname "$0")/.."

listing=docs/public-api.txt
update=false
case "${1:-}" in
    "") ;;
    --update) update=true ;;
    *) echo "usage: $0 [--update]" >&2; exit 2 ;;
esac

export CARGO_TARGET_DIR=target/nightly
export CARGO_TERM_COLOR=never
work=$CARGO_TARGET_DIR/listings
mkdir -p "$work"

header="# movegen's public API (default features), one line per item: written by .ci/public-api.sh --update (.ci/public_api.py over rustdoc's JSON), checked by .ci/run under every feature set"

# list NAME FEATURE-ARGS...: the header and the listing, in $work/NAME.txt
list() {
    local name=$1
    shift
    echo "+ $name: cargo +nightly rustdoc -p movegen --lib $* (JSON)"
    rm -f "$CARGO_TARGET_DIR/doc/movegen.json"
    # rustdoc's warnings are cargo doc's business (.ci/run denies them there).
    RUSTDOCFLAGS="" cargo +nightly rustdoc -p movegen --lib --quiet "$@" \
        -- -Z unstable-options --output-format json -A warnings
    { echo "$header"; python3 .ci/public_api.py "$CARGO_TARGET_DIR/doc/movegen.json"; } >"$work/$name.txt"
}

# The serde feature adds impls of serde's two traits, and nothing else may change.
drop_serde() {
    grep -Ev "^impl(<[^>]*>)? [a-z_]*serde[a-z_]*::(ser::Serialize|de::Deserialize<'de>) for " || true
}

list default
if $update; then
    cp "$work/default.txt" "$listing"
    echo "wrote $listing: $(($(wc -l <"$listing") - 1)) items"
    exit 0
fi
list compact --no-default-features --features compact
list magic --no-default-features --features magic
list all-features --all-features
drop_serde <"$work/all-features.txt" >"$work/all-features-without-serde.txt"
echo "+ all-features: $(($(wc -l <"$work/all-features.txt") - $(wc -l <"$work/all-features-without-serde.txt"))) lines of serde impls set aside"

# The default listing against the committed one: a change to the API, to review and commit.
status=0
if ! diff -u --label "$listing (committed)" --label "default features" "$listing" "$work/default.txt"; then
    echo "the public API changed: run .ci/public-api.sh --update and commit docs/public-api.txt" >&2
    status=1
fi
# Every other feature set against the default: any difference is a bug (the same items
# under every feature set), whatever the committed listing says.
for name in compact magic all-features-without-serde; do
    if ! diff -u --label "default features" --label "$name" "$work/default.txt" "$work/$name.txt"; then
        echo "the public API under $name differs from the default features': every feature set must have the same items" >&2
        status=1
    fi
done
if [ "$status" != 0 ]; then
    # The listing is rustdoc's view: a new nightly can move a core path or a derive.
    echo "(listed with $(rustc +nightly --version), rustdoc JSON format_version" \
        "$(python3 -c 'import json, sys; print(json.load(open(sys.argv[1]))["format_version"])' \
            "$CARGO_TARGET_DIR/doc/movegen.json"))" >&2
    exit 1
fi
echo "the public API is docs/public-api.txt under every feature set ($(($(wc -l <"$listing") - 1)) items)"
