// The page: the board, the moves, the game and perft, all asked of the movegen
// module (`Movegen`, movegen.js) instantiated from MODULE_BASE64. Every failure is a
// message on the page (#fen-error), never a blank page.
"use strict";

const GLYPHS = { K: "♔", Q: "♕", R: "♖", B: "♗", N: "♘", P: "♙", k: "♚", q: "♛", r: "♜", b: "♝", n: "♞", p: "♟" };
const NAMES = { k: "king", q: "queen", r: "rook", b: "bishop", n: "knight", p: "pawn" };
const FILES = "abcdefgh";
const START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

const $ = (id) => document.getElementById(id);
let engine = null;
let moves = [];
let selected = null;
let last = null;
const played = [];

/** The pieces of a FEN's first field, by square name. */
function pieces(fen) {
  const out = {};
  fen.split(" ")[0].split("/").forEach((row, i) => {
    let file = 0;
    for (const c of row) {
      if (c >= "1" && c <= "8") file += Number(c);
      else out[FILES[file++] + (8 - i)] = c;
    }
  });
  return out;
}

/** The board's 64 buttons, a8 first; the arrow keys move between them. */
function buildBoard() {
  const board = $("board");
  for (let rank = 8; rank >= 1; rank--) {
    for (let file = 0; file < 8; file++) {
      const square = FILES[file] + rank;
      const button = document.createElement("button");
      button.type = "button";
      button.id = "sq-" + square;
      button.dataset.sq = square;
      button.className = (rank + file) % 2 === 0 ? "light" : "dark";
      button.tabIndex = square === "e2" ? 0 : -1;
      button.addEventListener("click", () => clickSquare(square));
      button.addEventListener("keydown", (event) => arrow(event, file, rank));
      board.appendChild(button);
    }
  }
}

/** Moves the focus with an arrow key. */
function arrow(event, file, rank) {
  const step = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, 1], ArrowDown: [0, -1] }[event.key];
  if (!step) return;
  event.preventDefault();
  const f = Math.min(7, Math.max(0, file + step[0]));
  const r = Math.min(8, Math.max(1, rank + step[1]));
  for (const b of $("board").children) b.tabIndex = -1;
  const next = $("sq-" + FILES[f] + r);
  next.tabIndex = 0;
  next.focus();
}

/** A move's button, which plays it. */
function moveButton(move) {
  const li = document.createElement("li");
  const button = document.createElement("button");
  button.type = "button";
  button.className = "move";
  button.dataset.uci = move.uci;
  button.textContent = move.san === move.uci ? move.uci : `${move.san} ${move.uci}`;
  button.addEventListener("click", () => play(move.uci));
  li.appendChild(button);
  return li;
}

/** Draws everything from the module's answers. */
function render() {
  const fen = engine.fen();
  const onBoard = pieces(fen);
  moves = engine.moves();
  for (const button of $("board").children) {
    const square = button.dataset.sq;
    const piece = onBoard[square];
    button.textContent = piece ? GLYPHS[piece] : "";
    const who = piece ? `${piece === piece.toUpperCase() ? "white" : "black"} ${NAMES[piece.toLowerCase()]}` : "empty";
    button.setAttribute("aria-label", `${square}, ${who}`);
    const from = selected && moves.some((m) => m.uci.startsWith(selected) && m.uci.slice(2, 4) === square);
    button.classList.toggle("selected", square === selected);
    button.classList.toggle("target", Boolean(from));
    button.classList.toggle("last", Boolean(last && !selected && (last.startsWith(square) || last.slice(2, 4) === square)));
  }
  $("fen-now").textContent = fen;
  $("status").textContent = engine.status();
  $("history").textContent = played.length ? "played: " + played.join(" ") : "";
  $("undo").disabled = played.length === 0;
  $("moves-count").textContent = `${moves.length} legal move${moves.length === 1 ? "" : "s"}`;
  $("moves").replaceChildren(...moves.map(moveButton));
  const mine = selected ? moves.filter((m) => m.uci.startsWith(selected)) : [];
  $("from-square").textContent = selected || "a square";
  $("square-moves").replaceChildren(...mine.map(moveButton));
}

/** A click (or Enter) on a square: pick a piece, or play to its destination. */
function clickSquare(square) {
  if (selected) {
    const options = moves.filter((m) => m.uci.startsWith(selected) && m.uci.slice(2, 4) === square);
    if (options.length) {
      play((options.find((m) => m.uci.endsWith("q")) || options[0]).uci);
      return;
    }
  }
  selected = selected !== square && moves.some((m) => m.uci.startsWith(square)) ? square : null;
  render();
}

/** Plays a UCI move. */
function play(uci) {
  const san = (moves.find((m) => m.uci === uci) || { san: uci }).san;
  const error = engine.play(uci);
  $("fen-error").textContent = error || "";
  if (!error) {
    played.push(san);
    last = uci;
  }
  selected = null;
  render();
}

/** Reads the FEN box; a bad FEN leaves the game as it was and shows the message. */
function load(fen) {
  const error = engine.loadFen(fen);
  $("fen-error").textContent = error ? "Bad FEN: " + error : "";
  if (error) return;
  played.length = 0;
  selected = null;
  last = null;
  $("perft-total").textContent = "";
  $("divide").replaceChildren();
  render();
}

/** Perft with divide to the chosen depth. */
function perft() {
  const depth = Number($("depth").value);
  const start = performance.now();
  const lines = engine.divide(depth);
  const ms = performance.now() - start;
  const total = lines.reduce((sum, line) => sum + line.nodes, 0n);
  $("perft-total").textContent = `perft ${depth}: ${total.toLocaleString("en-US")} nodes (${lines.length} moves, ${ms.toFixed(0)} ms)`;
  $("perft-total").dataset.nodes = String(total);
  $("divide").replaceChildren(...lines.map((line) => {
    const div = document.createElement("div");
    div.className = "line";
    div.textContent = `${line.uci}: ${line.nodes}`;
    return div;
  }));
}

/** The module's bytes from the base64 in the page (fetch cannot read file: pages). */
function moduleBytes() {
  const text = atob(MODULE_BASE64);
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
  return bytes;
}

async function main() {
  buildBoard();
  engine = await Movegen.load(moduleBytes());
  $("fen-form").addEventListener("submit", (event) => {
    event.preventDefault();
    load($("fen").value);
  });
  $("startpos").addEventListener("click", () => {
    $("fen").value = START;
    load(START);
  });
  $("undo").addEventListener("click", () => {
    if (engine.undo()) {
      played.pop();
      last = null;
    }
    selected = null;
    render();
  });
  $("perft-form").addEventListener("submit", (event) => {
    event.preventDefault();
    $("perft-total").textContent = "counting...";
    setTimeout(() => guard(perft), 0);
  });
  const named = new URLSearchParams(location.hash.slice(1)).get("fen");
  $("fen").value = named || START;
  load($("fen").value);
  const error = $("fen-error").textContent;
  if (error) {
    load(START);
    $("fen-error").textContent = error;
  }
  document.body.dataset.ready = "yes";
}

/** Runs `f`, showing any failure on the page. */
function guard(f) {
  try {
    f();
  } catch (e) {
    $("fen-error").textContent = "Error: " + e;
  }
}

main().catch((e) => {
  $("fen-error").textContent = "The generator could not start: " + e;
  document.body.dataset.ready = "failed";
});
