# Sourced by .ci/run: steps that run beside its main line, in the background, at nice 10,
# so that they take the processor time the main line leaves idle (a compile that keeps
# one core busy, a test run, a download) and not the reverse.
#
#   beside NAME COMMAND [ARG...]   starts COMMAND (a function of .ci/run or a program),
#                                  its output in $beside_dir/NAME.log; at nice
#                                  $BESIDE_NICE when set (0: the main line's share)
#   join_beside [NAME...]          waits for those steps (default: every one started and
#                                  not yet joined), prints each one's log under a header
#                                  with its status, wall and processor time, and exits 1
#                                  naming those that failed
#
# A step beside runs under `set -e` like the main line: its first failing command ends
# it with that status. A step beside must not share a Cargo target directory with the
# main line while both build (the second waits for the first's lock): each says which it
# builds in. When the main line fails first, the trap below ends the steps beside.

beside_dir=${CARGO_TARGET_DIR:-target}/ci-beside
rm -rf "$beside_dir"
mkdir -p "$beside_dir"
beside_steps=() # NAME:PID:START, one per step started and not yet joined

beside() {
    local name=$1
    shift
    (
        renice -n "${BESIDE_NICE:-10}" -p "$BASHPID" >/dev/null
        # Its processor time (the second line: of the processes it waited for), however it ends.
        trap 'times >"$beside_dir/$name.times"' EXIT
        "$@"
    ) >"$beside_dir/$name.log" 2>&1 </dev/null &
    beside_steps+=("$name:$!:$SECONDS")
    echo "started beside the main line: $name"
}

join_beside() {
    local entry name pid start rest status cpu failed=() left=()
    for entry in "${beside_steps[@]}"; do
        name=${entry%%:*} rest=${entry#*:}
        if [ $# -gt 0 ] && [[ " $* " != *" $name "* ]]; then
            left+=("$entry")
            continue
        fi
        pid=${rest%%:*} start=${rest#*:}
        if wait "$pid"; then
            status=ok
        else
            status="failed with status $?"
            failed+=("$name")
        fi
        cpu=$(awk 'NR == 2 { t = 0; for (i = 1; i <= 2; i++) { split($i, p, "m"); t += p[1] * 60 + p[2] } printf "%d", t }' \
            "$beside_dir/$name.times" 2>/dev/null) || true
        echo "---- beside: $name, $status (joined $((SECONDS - start)) s after it started, cpu ${cpu:-?} s)"
        cat "$beside_dir/$name.log"
    done
    beside_steps=("${left[@]}")
    if [ ${#failed[@]} -gt 0 ]; then
        echo "failed beside the main line: ${failed[*]} (logs above, and in $beside_dir/)" >&2
        exit 1
    fi
}

end_beside() { # on exit: the steps still running beside have nothing to report to
    local entry rest
    for entry in "${beside_steps[@]}"; do
        rest=${entry#*:}
        pkill -TERM -P "${rest%%:*}" 2>/dev/null || true
        kill "${rest%%:*}" 2>/dev/null || true
    done
}
