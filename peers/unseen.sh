#!/usr/bin/env bash
# peers/unseen.sh [ROUNDS] [MIN_NODES]: the project's legal perft (native build, `pext`
# and `magic`) against perft_cpu_2026 on positions the perft work was not tuned on
# (POSITIONS, default peers/positions/unseen.fen: Stockfish's bench positions;
# peers/positions/games.fen holds ten from real games), one thread, no table, in turns, medians of ROUNDS
# (default 3). Each position is counted at the first depth with at least MIN_NODES
# leaves (default 150,000,000: runs of a tenth of a second or more), and both programs must agree on the count.
#
# Needs perft_cpu_2026 built (../shared/refs/perft_cpu_2026/; PERFT_CPU names another
# binary). Run from the project's root. Prints a Markdown table and the median ratio.
set -euo pipefail
R=${1:-3}
MIN=${2:-150000000}
POSITIONS=${POSITIONS:-peers/positions/unseen.fen}
[ -r "$POSITIONS" ] || { echo "cannot read $POSITIONS" >&2; exit 2; }
PCPU=${PERFT_CPU:-/tmp/perftcpu/build-clang/perft_cpu_1t}
[ -x "$PCPU" ] || { echo "missing $PCPU: build it with ../shared/refs/perft_cpu_2026/build.sh" >&2; exit 2; }
T=${TMPDIR:-/tmp}/unseen
for s in pext magic; do
  feature=(); [ $s = pext ] && feature=(--features movegen/pext)
  RUSTFLAGS="-C target-cpu=native" CARGO_TARGET_DIR=$T/$s cargo build -q --release -p movegen-cli --bin movegen "${feature[@]}" >&2
done
median() { sort -g | awk '{a[NR]=$1} END{print (NR%2) ? a[(NR+1)/2] : (a[NR/2]+a[NR/2+1])/2}'; }
ours() { # STRATEGY FEN DEPTH -> "nodes mnps"
  local out; out=$("$T/$1/release/movegen" perft "$2" "$3" 2>&1)
  echo "$(grep -oE 'Nodes searched: [0-9]+' <<<"$out" | grep -oE '[0-9]+') $(grep -oE '[0-9.]+ Mnps' <<<"$out" | grep -oE '[0-9.]+')"
}
theirs() { # FEN DEPTH -> "nodes mnps"
  local out; out=$("$PCPU" "$1" "$2")
  echo "$(grep -oE 'nodes [0-9]+' <<<"$out" | grep -oE '[0-9]+') $(grep -oE 'mnps [0-9.]+' <<<"$out" | grep -oE '[0-9.]+')"
}
echo "| position | depth | nodes | pext | magic | perft_cpu_2026 | best / perft_cpu_2026 |"
echo "|---|---:|---:|---:|---:|---:|---:|"
ratios=()
while IFS= read -r fen; do
  case $fen in '#'* | '') continue ;; esac
  depth=1
  while :; do
    read -r n _ <<<"$(ours pext "$fen" $depth)"
    [ "$n" -ge "$MIN" ] && break
    depth=$((depth + 1))
  done
  declare -A r=([pext]="" [magic]="" [pcpu]="")
  for ((i = 0; i < R; i++)); do
    for s in pext magic; do
      read -r got v <<<"$(ours $s "$fen" $depth)"
      [ "$got" = "$n" ] || { echo "$s counted $got, not $n: $fen depth $depth" >&2; exit 1; }
      r[$s]="${r[$s]} $v"
    done
    read -r got v <<<"$(theirs "$fen" $depth)"
    [ "$got" = "$n" ] || { echo "perft_cpu_2026 counted $got, not $n: $fen depth $depth" >&2; exit 1; }
    r[pcpu]="${r[pcpu]} $v"
  done
  p=$(tr ' ' '\n' <<<"${r[pext]}" | median); g=$(tr ' ' '\n' <<<"${r[magic]}" | median); c=$(tr ' ' '\n' <<<"${r[pcpu]}" | median)
  ratio=$(awk -v p="$p" -v g="$g" -v c="$c" 'BEGIN { printf "%.2f", ((p > g) ? p : g) / c }')
  ratios+=("$ratio")
  echo "| \`$fen\` | $depth | $n | $p | $g | $c | $ratio |"
done <"$POSITIONS"
echo
echo "median best / perft_cpu_2026: $(printf '%s\n' "${ratios[@]}" | median) (lowest $(printf '%s\n' "${ratios[@]}" | sort -g | head -1), highest $(printf '%s\n' "${ratios[@]}" | sort -g | tail -1))"
echo "CPU:$(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2) (family $(grep -m1 'cpu family' /proc/cpuinfo | cut -d: -f2 | tr -d ' '), model $(grep -m1 '^model\s' /proc/cpuinfo | cut -d: -f2 | tr -d ' ')), load $(cut -d' ' -f1-3 /proc/loadavg)"
