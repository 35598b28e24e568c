// Perft of the six public positions in Node's WebAssembly runtime, through the page's
// glue: `node wasm/node/perft.js MODULE.wasm`. Depth 3 (the start position 4), each
// count against the published one; exit status 1 when one differs.
"use strict";

const fs = require("fs");
const path = require("path");
const Movegen = require(path.join(__dirname, "..", "page", "movegen.js"));

// The positions of the Chess Programming Wiki's perft results, and their counts.
const POSITIONS = [
  ["rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 4, 197281n],
  ["r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", 3, 97862n],
  ["8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", 3, 2812n],
  ["r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1", 3, 9467n],
  ["rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8", 3, 62379n],
  ["r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10", 3, 89890n],
];

async function main() {
  const file = process.argv[2];
  if (!file) {
    console.error("usage: node perft.js MODULE.wasm [FEN DEPTH [CALLS]]");
    process.exit(2);
  }
  const engine = await Movegen.load(fs.readFileSync(file));
  if (process.argv[3]) {
    // One count, timed: `node perft.js MODULE.wasm FEN DEPTH [CALLS]`, made CALLS
    // times (1) by the same instance, a line each: the first call runs code that V8
    // is still optimising, the later ones the optimised code.
    const error = engine.loadFen(process.argv[3]);
    if (error) {
      console.error(error);
      process.exit(2);
    }
    const depth = Number(process.argv[4] || 5);
    for (let call = 0; call < Number(process.argv[5] || 1); call++) {
      const start = process.hrtime.bigint();
      const nodes = engine.perft(depth);
      const ms = Number(process.hrtime.bigint() - start) / 1e6;
      console.log(`${nodes} nodes in ${ms.toFixed(1)} ms`);
    }
    return;
  }
  let failed = 0;
  for (const [fen, depth, expected] of POSITIONS) {
    const error = engine.loadFen(fen);
    const nodes = error ? error : engine.perft(depth);
    const ok = nodes === expected;
    failed += ok ? 0 : 1;
    console.log(`${ok ? "ok" : "WRONG"} perft ${depth} = ${nodes} (expected ${expected}): ${fen}`);
  }
  console.log(`${POSITIONS.length - failed} passed, ${failed} failed`);
  process.exit(failed ? 1 : 0);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
