// The glue between a page (or Node) and the movegen WebAssembly module: text in and
// out through the module's buffer (io_buffer, io_capacity bytes), as docs/wasm.md
// describes. A classic script: in a page it defines `Movegen`; in Node,
// `require("./movegen.js")` returns it.
"use strict";

class Movegen {
  /** Instantiates the module from its bytes (a Uint8Array). */
  static async load(bytes) {
    const { instance } = await WebAssembly.instantiate(bytes, {});
    return new Movegen(instance.exports);
  }

  constructor(exports) {
    this.x = exports;
    this.encoder = new TextEncoder();
    this.decoder = new TextDecoder();
  }

  /** Writes `text` into the buffer; its length in bytes. */
  input(text) {
    const bytes = this.encoder.encode(text);
    const length = Math.min(bytes.length, this.x.io_capacity());
    new Uint8Array(this.x.memory.buffer, this.x.io_buffer(), length).set(bytes.subarray(0, length));
    return length;
  }

  /** The answer of a call that returned `n`: `{ ok, text }`. */
  output(n) {
    const bytes = new Uint8Array(this.x.memory.buffer, this.x.io_buffer(), Math.abs(n));
    return { ok: n >= 0, text: this.decoder.decode(bytes) };
  }

  /** Reads a FEN as the new game: null, or the parser's message. */
  loadFen(fen) {
    const answer = this.output(this.x.load_fen(this.input(fen.trim())));
    return answer.ok ? null : answer.text;
  }

  /** The position's FEN. */
  fen() {
    return this.output(this.x.fen()).text;
  }

  /**
   * The moves that may be played: `[{ uci, san, rook }]`; `san` and, for castling,
   * `rook` (the rook's square, where the king may be put to castle) only in a module
   * built with `page`. None once the game is over.
   */
  moves() {
    const text = this.output(this.x.legal_moves()).text;
    return text.split("\n").filter((line) => line).map((line) => {
      const [uci, san, rook] = line.split(" ");
      return { uci, san: san || uci, rook: rook || null };
    });
  }

  /** Plays a UCI move: null, or why not. */
  play(uci) {
    const answer = this.output(this.x.play_move(this.input(uci)));
    return answer.ok ? null : answer.text;
  }

  /**
   * The game's state (`page`): `{ status, end, outcome, result, check, repetitions,
   * plies }`, strings, `end` `over`, `claim` or `-`, `check` the square of the king
   * in check or `-` (docs/wasm.md).
   */
  state() {
    const state = {};
    for (const line of this.output(this.x.state()).text.split("\n")) {
      const colon = line.indexOf(": ");
      if (colon > 0) state[line.slice(0, colon)] = line.slice(colon + 2);
    }
    return state;
  }

  /** Takes the last move back: whether the game remembered one. */
  undo() {
    return this.x.undo_move() === 1;
  }

  /** The number of plies played since the FEN. */
  played() {
    return this.x.played();
  }

  /** `white to move`, `black to move, in check`, `checkmate, white wins`, ... */
  status() {
    return this.output(this.x.status()).text;
  }

  /** Perft to `depth`, as a BigInt. */
  perft(depth) {
    return BigInt.asUintN(64, this.x.perft(depth));
  }

  /** Divide to `depth`: `[{ uci, nodes }]`, nodes as BigInts. */
  divide(depth) {
    const text = this.output(this.x.divide(depth)).text;
    return text.split("\n").filter((line) => line).map((line) => {
      const [uci, nodes] = line.split(": ");
      return { uci, nodes: BigInt(nodes) };
    });
  }
}

if (typeof module !== "undefined") {
  module.exports = Movegen;
}
