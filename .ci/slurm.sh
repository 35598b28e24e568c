#!/usr/bin/env bash
# The deep perft's units under Slurm, for real, on this machine (docs/deep-perft.md).
#
# Installs Debian's slurm-wlm and munge when missing, brings up a cluster of one node
# without systemd (munged, slurmctld and slurmd started here, in the foreground, with
# their keys, configuration, state and logs in a new temporary folder), splits the start
# position, submits the units as a job array from the batch file the docs give users
# (docs/deep-perft/perft.sbatch), cancels the array part way (scancel), resubmits only
# the units that `movegen merge` names as having no result, and checks the merged total.
# Then each unit twice with independent keys (docs/deep-perft-twice.md): a smaller split
# copied to two folders, counted by docs/deep-perft/perft-twice.sbatch with seeds 1 and
# 2, and `movegen merge run-a run-b` must find both sets agreeing on the exact total.
# Then it stops the three daemons it started, by their process ids, and removes the
# folder (kept, with the daemons' logs, when something failed).
#
# Root is needed (the packages, and slurmd runs the tasks as their user). Exit status 0
# when the total is exact, 1 with a message on standard error otherwise: a machine that
# cannot run Slurm fails, it does not pass. Environment (all optional):
#   SLURM_CI_DEPTH  the start position's depth, 6 or 7 (default 7), split at ply 3
#   SLURM_CI_UNITS  the number of units (default 16)
#   SLURM_CI_PORT   slurmctld's port (default 16817; slurmd takes the next one)
#   CARGO_TARGET_DIR  where cargo builds movegen (default target/), as for cargo
#   SLURM_CI_MOVEGEN  a movegen program already built (release) to run instead: no build,
#                     so that cargo's lock on the target directory is not waited for
set -euo pipefail
cd "$(dirname "$0")/.."
repo=$PWD

fail() {
    echo ".ci/slurm.sh: $*" >&2
    exit 1
}
say() { printf '%s  %s\n' "$(date -u +%H:%M:%S)" "$*"; }
started=$SECONDS

depth=${SLURM_CI_DEPTH:-7}
units=${SLURM_CI_UNITS:-16}
port=${SLURM_CI_PORT:-16817}
case $depth in
6) expected=119060324 ;;
7) expected=3195901860 ;;
8) expected=84998978956 ;;
*) fail "SLURM_CI_DEPTH must be 6, 7 or 8, not '$depth'" ;;
esac
[[ $units =~ ^[1-9][0-9]*$ ]] || fail "SLURM_CI_UNITS must be a positive number, not '$units'"
[[ $port =~ ^[1-9][0-9]*$ ]] || fail "SLURM_CI_PORT must be a port number, not '$port'"

# ---- the packages -------------------------------------------------------------------
[ "$(id -u)" = 0 ] || fail "must run as root (to install the packages and run slurmd), not as $(id -un)"
missing_commands() {
    local c missing=()
    for c in munged mungekey slurmctld slurmd sbatch squeue scancel sinfo scontrol; do
        command -v "$c" >/dev/null || missing+=("$c")
    done
    echo "${missing[*]}"
}
if [ -n "$(missing_commands)" ]; then
    command -v apt-get >/dev/null ||
        fail "no apt-get: install Slurm (slurmctld, slurmd, sbatch ...) and MUNGE yourself; missing: $(missing_commands)"
    say "installing slurm-wlm and munge (missing: $(missing_commands))"
    # The packages' scripts would start the system's own munged, slurmctld and slurmd
    # (from /etc/init.d when there is no systemd): a policy-rc.d refuses, during the
    # installation only, and only when the machine has none of its own.
    policy=
    if [ ! -e /usr/sbin/policy-rc.d ]; then
        policy=/usr/sbin/policy-rc.d
        printf '#!/bin/sh\nexit 101\n' >"$policy"
        chmod 755 "$policy"
    fi
    status=0
    { apt-get update -qq &&
        DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends \
            -o DPkg::Lock::Timeout=300 slurm-wlm munge >/dev/null; } || status=$?
    [ -z "$policy" ] || rm -f "$policy"
    [ "$status" = 0 ] || fail "apt-get could not install slurm-wlm and munge (status $status)"
    [ -z "$(missing_commands)" ] || fail "installed slurm-wlm and munge, but still missing: $(missing_commands)"
fi
say "$(slurmctld -V), $(munged --version 2>&1 | sed -n 1p)"
if [ -n "${SLURM_CI_MOVEGEN:-}" ]; then
    [ -x "$SLURM_CI_MOVEGEN" ] || fail "SLURM_CI_MOVEGEN: no program $SLURM_CI_MOVEGEN"
    bin_dir=$(cd "$(dirname "$SLURM_CI_MOVEGEN")" && pwd)
else
    cargo build --release --quiet -p movegen-cli
    target_dir=${CARGO_TARGET_DIR:-target}
    [[ $target_dir == /* ]] || target_dir=$repo/$target_dir
    bin_dir=$target_dir/release
fi
export PATH=$bin_dir:$PATH

# ---- the folder, the key, the configuration -----------------------------------------
for p in "$port" $((port + 1)); do
    if (exec 3<>"/dev/tcp/127.0.0.1/$p") 2>/dev/null; then
        fail "port $p is taken (a Slurm left running, or another run of this script?): set SLURM_CI_PORT"
    fi
done

tmp=$(mktemp -d /tmp/movegen-slurm.XXXXXX)
# munged wants its socket's folder, and the folders above, open to all (execute).
chmod 711 "$tmp"
mkdir -m 700 "$tmp/munge" "$tmp/state" "$tmp/spool" "$tmp/log" "$tmp/work"
mkdir -m 755 "$tmp/socket"
export SLURM_CONF=$tmp/slurm.conf
pids=()  # the daemons started here, in the order they started
jobs=()  # the jobs submitted here
ok=false
cleanup() {
    local status=$? pid i
    set +e
    if ! $ok && [ ${#pids[@]} -gt 1 ]; then
        echo "---- the queue and the node when it failed" >&2
        squeue 2>&1 | head -20 >&2
        sinfo -N -o '%N %T %E' 2>&1 >&2
    fi
    if [ ${#jobs[@]} -gt 0 ] && [ ${#pids[@]} -gt 1 ]; then
        scancel "${jobs[@]}" 2>/dev/null
    fi
    for ((i = ${#pids[@]} - 1; i >= 0; i--)); do # slurmd, slurmctld, munged
        pid=${pids[i]}
        kill -TERM "$pid" 2>/dev/null || continue
        for _ in $(seq 100); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
        if kill -0 "$pid" 2>/dev/null; then
            echo "process $pid did not stop in 10 s: killed" >&2
            kill -KILL "$pid" 2>/dev/null
        fi
        wait "$pid" 2>/dev/null
    done
    if $ok; then
        rm -rf "$tmp"
        say "the daemons stopped; done in $((SECONDS - started)) s"
    else
        for log in "$tmp"/log/*; do
            [ -s "$log" ] && { echo "---- the last lines of $log" >&2; tail -n 15 "$log" >&2; }
        done
        echo ".ci/slurm.sh: failed (status $status); the folder is kept: $tmp" >&2
    fi
}
trap cleanup EXIT
trap 'exit 130' INT TERM

# A new key for this cluster only, read by our munged alone (its own socket).
mungekey --create --keyfile="$tmp/munge/munge.key" --bits=1024 ||
    fail "mungekey could not create a key"
chmod 400 "$tmp/munge/munge.key"

host=$(uname -n)
host=${host%%.*} # the short name, as slurmd takes its own
# This machine as slurmd sees it (CPUs, sockets, cores, memory): the node's line.
node=$(slurmd -C 2>/dev/null | sed -n "s/^NodeName=[^ ]*/NodeName=$host/p")
[ -n "$node" ] || fail "slurmd -C printed no NodeName line"
cat >"$SLURM_CONF" <<EOF
# A cluster of one for .ci/slurm.sh: no systemd, no cgroups, no accounting.
ClusterName=movegen-ci
SlurmctldHost=$host(127.0.0.1)
SlurmctldPort=$port
SlurmdPort=$((port + 1))
SlurmUser=root
SlurmdUser=root
AuthType=auth/munge
CredType=cred/munge
AuthInfo=socket=$tmp/socket/munge.socket
StateSaveLocation=$tmp/state
SlurmdSpoolDir=$tmp/spool
SlurmctldPidFile=$tmp/slurmctld.pid
SlurmdPidFile=$tmp/slurmd.pid
SlurmctldLogFile=$tmp/log/slurmctld.log
SlurmdLogFile=$tmp/log/slurmd.log
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
SelectType=select/cons_tres
SelectTypeParameters=CR_Core_Memory
SchedulerType=sched/builtin
JobAcctGatherType=jobacct_gather/none
AccountingStorageType=accounting_storage/none
MpiDefault=none
ReturnToService=2
$node NodeAddr=127.0.0.1 State=UNKNOWN
PartitionName=ci Nodes=$host Default=YES MaxTime=INFINITE State=UP
EOF

# ---- the cluster --------------------------------------------------------------------
# wait_for SECONDS WHAT COMMAND...: COMMAND until it succeeds, or fail naming WHAT.
wait_for() {
    local limit=$1 what=$2
    shift 2
    local until=$((SECONDS + limit))
    until "$@" >/dev/null 2>&1; do
        [ $SECONDS -lt $until ] || fail "$what: not so after $limit s"
        sleep 0.2
    done
}
# alive NAME PID: fail when the daemon has exited.
alive() { kill -0 "$2" 2>/dev/null || fail "$1 exited (its log: $tmp/log/$1.log)"; }

munged --foreground --key-file="$tmp/munge/munge.key" --socket="$tmp/socket/munge.socket" \
    --pid-file="$tmp/munge/munged.pid" --seed-file="$tmp/munge/munged.seed" \
    --log-file="$tmp/log/munged.log" >"$tmp/log/munged.out" 2>&1 &
pids+=($!)
wait_for 20 "munged answers on $tmp/socket/munge.socket" \
    sh -c "munge -n --socket='$tmp/socket/munge.socket' | unmunge --socket='$tmp/socket/munge.socket'"
alive munged "${pids[0]}"

slurmctld -D >"$tmp/log/slurmctld.out" 2>&1 &
pids+=($!)
wait_for 60 "slurmctld answers (scontrol ping)" sh -c 'scontrol ping | grep -q UP'
alive slurmctld "${pids[1]}"

slurmd -D >"$tmp/log/slurmd.out" 2>&1 &
pids+=($!)
node_idle() { [ "$(sinfo -h -n "$host" -o %T 2>/dev/null)" = idle ]; }
wait_for 90 "node $host idle" node_idle
alive slurmd "${pids[2]}"
say "cluster up: munged ${pids[0]}, slurmctld ${pids[1]}, slurmd ${pids[2]} ($((SECONDS - started)) s)"

# ---- the count ----------------------------------------------------------------------
cd "$tmp/work"
movegen split startpos "$depth" --at 3 --units "$units" --out run
cp "$repo/docs/deep-perft/perft.sbatch" .
# The batch file as the docs give it; the options below override its #SBATCH lines for
# this machine: one CPU and 512 MB a task (a 256 MB table), at most one task at a time
# in the first array so that it is surely cut part way.
submit() { sbatch --parsable --cpus-per-task=1 --mem=512M "$@" perft.sbatch; }
results() { find run -name '*.result' | wc -l; }
job_gone() { [ -z "$(squeue -h -j "$1" -o %i 2>/dev/null)" ]; }

job=$(submit --array="0-$((units - 1))%1") || fail "sbatch refused the array"
jobs+=("$job")
say "array $job: $units units, one at a time"
# The array tasks counting now: movegen processes (the batch file execs it) in our
# folder, by the unit number in their command line (from /proc: no procps needed).
counting() {
    local proc
    for proc in /proc/[0-9]*; do
        [ "$proc/cwd" -ef "$tmp/work" ] || continue
        tr '\0' ' ' <"$proc/cmdline" 2>/dev/null |
            sed -n 's/^movegen unit run\/unit-0*\([0-9][0-9]*\)\.txt.*/\1/p'
    done
}
# Cancelled once two units have their result and movegen counts another: scancel kills it.
cut_point() {
    [ "$(results)" -ge 2 ] || return 1
    local task
    killed=
    for task in $(counting); do # those that have not written their result yet
        [ -e "$(printf 'run/unit-%04d.result' "$task")" ] || killed+=${killed:+ }$task
    done
    [ -n "$killed" ]
}
wait_for 120 "two results of array $job and a unit being counted" cut_point
scancel "$job"
wait_for 60 "array $job gone from the queue after scancel" job_gone "$job"
done_first=$(results)
say "cancelled array $job with $done_first of $units results, while movegen counted unit $killed"
for task in $killed; do
    if [ -e "$(printf 'run/unit-%04d.result' "$task")" ]; then
        echo "  task $task finished before scancel reached it: its result is there"
    else
        echo "  task $task: no result; $(paste -sd ' ' - <"slurm-${job}_$task.out")"
    fi
done
[ "$done_first" -lt "$units" ] || fail "every unit finished before scancel: nothing left to resubmit"

# What the cancelled array left: results whole or absent, so merge names the missing
# ones (status 1), never a bad file (status 2).
set +e
names=$(movegen merge run 2>&1 >/dev/null)
status=$?
set -e
[ "$status" = 1 ] || fail "merge after scancel: status $status, expected 1: $names"
redo=$(sed -n 's/^unit-0*\([0-9][0-9]*\)\.result: .*/\1/p' <<<"$names" | paste -sd , -)
absent=$(cd run && for u in unit-*.txt; do [ -e "${u%.txt}.result" ] || echo "${u%.txt}"; done |
    sed 's/^unit-0*\([0-9]\)/\1/' | paste -sd , -)
[ "$redo" = "$absent" ] || fail "merge named units $redo, but the units without a result are $absent"

job=$(submit --array="$redo") || fail "sbatch refused the array $redo"
jobs+=("$job")
say "array $job: the units without a result, $redo"
wait_for 300 "array $job done" job_gone "$job"

total=$(movegen merge run) || fail "merge after the second array failed: $total"
[ "$total" = "Nodes searched: $expected" ] ||
    fail "merge printed '$total', expected 'Nodes searched: $expected' (start depth $depth)"
say "$total: exact (start depth $depth, split at 3, $units units)"

# ---- each unit twice, with independent keys -------------------------------------------
# The start position to depth 6 split into 4 units, copied to run-b before any result,
# each copy counted by the batch file the docs give (docs/deep-perft/perft-twice.sbatch)
# with its own seed. One node here, so both arrays run on it: only the keys differ.
movegen split startpos 6 --at 3 --units 4 --out run-a >/dev/null
mkdir run-b
cp run-a/manifest.txt run-a/unit-*.txt run-b/
cp "$repo/docs/deep-perft/perft-twice.sbatch" .
twice() {
    sbatch --parsable --cpus-per-task=1 --mem=256M --array=0-3 perft-twice.sbatch "$@"
}
job_a=$(twice run-a 1) || fail "sbatch refused perft-twice.sbatch run-a 1"
jobs+=("$job_a")
job_b=$(twice run-b 2) || fail "sbatch refused perft-twice.sbatch run-b 2"
jobs+=("$job_b")
say "arrays $job_a and $job_b: 4 units each, run-a with seed 1, run-b with seed 2"
wait_for 300 "array $job_a done" job_gone "$job_a"
wait_for 300 "array $job_b done" job_gone "$job_b"
set +e
total=$(movegen merge run-a run-b 2>twice.err)
status=$?
set -e
[ "$status" = 0 ] || fail "merge run-a run-b: status $status: $(cat twice.err)"
[ "$total" = "Nodes searched: 119060324" ] ||
    fail "merge run-a run-b printed '$total', expected 'Nodes searched: 119060324'"
grep -qx "both sets agree on all 4 units" twice.err ||
    fail "merge run-a run-b did not say both sets agree: $(cat twice.err)"
grep -qx "run-a: 4 units, keys seed 1" twice.err && grep -qx "run-b: 4 units, keys seed 2" twice.err ||
    fail "merge run-a run-b did not name seeds 1 and 2: $(cat twice.err)"
say "$total: both sets agree (start depth 6, 4 units, seeds 1 and 2)"
ok=true
cd "$repo"
