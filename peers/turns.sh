#!/usr/bin/env bash
# peers/turns.sh BEFORE AFTER [ROUNDS]: two builds of the `movegen` command (paths to the
# binaries) timed in turns on the six positions of horizon.sh, one thread, no table,
# medians of ROUNDS (default 5) of each program's own Mnps; prints AFTER / BEFORE per
# position. For checking a change against the commit before (build both natively:
#   RUSTFLAGS="-C target-cpu=native" CARGO_TARGET_DIR=DIR cargo build --release -p movegen-cli
# in a worktree of each commit).
set -euo pipefail
A=$1 B=$2 R=${3:-5}
POS=(
"start|rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1|6"
"kiwipete|r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1|5"
"position3|8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1|7"
"position4|r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1|6"
"position5|rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8|5"
"position6|r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10|5"
)
median() { sort -g | awk '{a[NR]=$1} END{print (NR%2) ? a[(NR+1)/2] : (a[NR/2]+a[NR/2+1])/2}'; }
mnps() { "$1" perft "$2" "$3" 2>&1 | grep -oE '[0-9.]+ Mnps' | grep -oE '[0-9.]+'; }
echo "| position | before Mnps | after Mnps | after / before |"
echo "|---|---:|---:|---:|"
for p in "${POS[@]}"; do
  IFS='|' read -r name fen depth <<<"$p"
  a=""; b=""
  for ((i = 0; i < R; i++)); do a="$a $(mnps "$A" "$fen" "$depth")"; b="$b $(mnps "$B" "$fen" "$depth")"; done
  ma=$(tr ' ' '\n' <<<"$a" | median); mb=$(tr ' ' '\n' <<<"$b" | median)
  awk -v n="$name d$depth" -v a="$ma" -v b="$mb" 'BEGIN { printf "| %s | %s | %s | %.3f |\n", n, a, b, b / a }'
done
echo "CPU:$(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2) (family $(grep -m1 'cpu family' /proc/cpuinfo | cut -d: -f2 | tr -d ' '), model $(grep -m1 '^model\s' /proc/cpuinfo | cut -d: -f2 | tr -d ' ')), load $(cut -d' ' -f1-3 /proc/loadavg)"
