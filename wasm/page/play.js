// The page: the game, its moves and perft, all asked of the movegen module
// (`Movegen`, movegen.js, instantiated from MODULE_BASE64), drawn on the board
// (`BoardView`, board.js), its moves in the strip (strip.js), kept in the address
// (address.js) and shared (share.js). The game is the FEN it started from and its
// moves (`line`); the moves taken back wait in `future`, for the step forward (Redo).
// Every failure is a message on the page (#fen-error), never a blank page.
"use strict";

const $ = (id) => document.getElementById(id);
let engine = null;
let view = null;
const game = { root: START, line: [], future: [] };
let moves = [];
let state = {};
let selected = null;
let claimed = null;
let notice = "";
let perftFen = null;

/** The moves from `from`: their destinations, and the rook for castling. */
function targetsOf(from) {
  const out = [];
  for (const m of moves) {
    if (!m.uci.startsWith(from)) continue;
    out.push(m.uci.slice(2, 4));
    if (m.rook) out.push(m.rook);
  }
  return out;
}

/** Whether play may go on: the game not over, no draw claimed. */
function playing() {
  return state.end !== "over" && !claimed;
}

/** Draws everything from the module's answers. */
function render() {
  const fen = engine.fen();
  state = engine.state();
  moves = playing() ? engine.moves() : [];
  const last = game.line.length ? game.line[game.line.length - 1].uci : null;
  const check = state.check && state.check !== "-" ? state.check : null;
  view.draw(fen, selected, selected ? targetsOf(selected) : [], last && [last.slice(0, 2), last.slice(2, 4)], check);
  // The FEN box shows the position, unless a player is typing in it.
  if (document.activeElement !== $("fen")) $("fen").value = fen;
  const status = claimed ? `draw claimed: ${claimed}, 1/2-1/2` : state.status + (state.end === "over" ? ` (${state.result})` : "");
  $("status").textContent = status + (notice ? `. ${notice}` : "");
  $("status").classList.toggle("over", !playing());
  $("claim").hidden = state.end !== "claim" || Boolean(claimed);
  $("claim").setAttribute("aria-label", state.end === "claim" ? `Claim draw (${state.outcome})` : "Claim draw");
  $("undo").disabled = $("first").disabled = game.line.length === 0 && !claimed;
  $("redo").disabled = $("last").disabled = game.future.length === 0;
  $("moves-count").textContent = `${moves.length} legal move${moves.length === 1 ? "" : "s"}`;
  $("moves").replaceChildren(...moves.map(moveButton));
  const mine = selected ? moves.filter((m) => m.uci.startsWith(selected)) : [];
  $("from-square").textContent = selected || "a square";
  $("square-moves").replaceChildren(...mine.map(moveButton));
  drawStrip($("history"), game.root, game.line.concat(game.future.slice().reverse()), game.line.length, (ply) => guard(() => goTo(ply)));
  const why = claimed ? `draw claimed: ${claimed}` : state.end === "over" ? state.status : "";
  showPgn(pgnOf(game.root, game.line.map((m) => m.san), claimed ? "1/2-1/2" : state.result, why, new Date()));
  if (perftFen !== null && perftFen !== fen) clearPerft();
}

/** A move's button, which plays it. */
function moveButton(move) {
  const li = document.createElement("li");
  const button = document.createElement("button");
  button.type = "button";
  button.className = "move";
  button.dataset.uci = move.uci;
  button.textContent = move.san === move.uci ? move.uci : `${move.san} ${move.uci}`;
  button.addEventListener("click", () => guard(() => play(move.uci)));
  li.appendChild(button);
  return li;
}

/**
 * A tap, click or Enter on a square (or the start of a drag, `dragging`): pick a
 * piece, or move the one picked there. Whether a piece that may move was picked.
 */
function onSquare(square, dragging) {
  if (selected && !dragging && targetsOf(selected).includes(square)) {
    moveTo(selected, square);
    return false;
  }
  const movable = moves.some((m) => m.uci.startsWith(square));
  selected = movable && (dragging || selected !== square) ? square : null;
  view.hideChooser();
  render();
  return movable;
}

/** A piece dropped on a square: its move there, if it has one. */
function onDrop(from, to) {
  if (from !== to && targetsOf(from).includes(to)) moveTo(from, to);
}

/** Moves the piece on `from` to `to` (onto its rook to castle), asking for a promotion. */
function moveTo(from, to) {
  const options = moves.filter((m) => m.uci.startsWith(from) && (m.uci.slice(2, 4) === to || m.rook === to));
  if (options.length === 1) return play(options[0].uci);
  const white = engine.fen().split(" ")[1] === "w";
  const letters = options.map((m) => m.uci[4]).join("");
  view.choosePromotion(to, white, letters, (letter) => guard(() => {
    if (letter) play(from + to + letter);
    else { selected = null; render(); }
  }));
}

/** Plays a UCI move; the address follows. */
function play(uci, quiet) {
  const san = (moves.find((m) => m.uci === uci) || { san: uci }).san;
  const error = engine.play(uci);
  $("fen-error").textContent = error || "";
  if (!error) {
    game.line.push({ uci, san });
    const next = game.future[game.future.length - 1];
    if (next && next.uci === uci) game.future.pop();
    else game.future.length = 0;
    claimed = null;
    notice = "";
  }
  selected = null;
  if (!quiet) update(true);
  return !error;
}

/** Takes the last move back (or the claim of a draw). */
function undo(quiet) {
  if (claimed) claimed = null;
  else if (game.line.length) {
    // Past the moves the module remembers, the game is read again up to the one before.
    if (!engine.undo()) replay(game.root, game.line.slice(0, -1).map((m) => m.uci));
    game.future.push(game.line.pop());
  }
  selected = null;
  if (!quiet) update(true);
}

/** Plays the move taken back last. */
function redo(quiet) {
  const next = game.future[game.future.length - 1];
  if (next) {
    moves = engine.moves();
    play(next.uci, true);
  }
  if (!quiet) update(true);
}

/** Goes to the position after `ply` moves of the line and those taken back. */
function goTo(ply) {
  while (game.line.length > ply) undo(true);
  while (game.line.length < ply && game.future.length) redo(true);
  update(true);
}

/** Reads `fen` and plays `ucis`: null, or `{ index, error }` of the first refused. */
function replay(fen, ucis) {
  const error = engine.loadFen(fen);
  if (error) return { index: -1, error };
  for (let i = 0; i < ucis.length; i++) {
    const refused = engine.play(ucis[i]);
    if (refused) return { index: i, error: refused };
  }
  return null;
}

/** Redraws and puts the game in the address (a new entry of the history: `push`). */
function update(push) {
  render();
  showAddress(writeAddress(game.root, game.line.map((m) => m.uci)), push);
}

/**
 * Opens the game the address names. A bad FEN keeps the game shown; a bad move stops
 * the game before it; either is the parser's message.
 */
function fromAddress(first) {
  const wanted = readAddress(location.hash);
  const now = game.line.map((m) => m.uci);
  if (!first && wanted.fen === game.root && wanted.moves.join() === now.join()) return;
  const all = now.concat(game.future.slice().reverse().map((m) => m.uci));
  const sameLine = wanted.fen === game.root && wanted.moves.every((uci, i) => all[i] === uci);
  const failed = replay(wanted.fen, []);
  if (failed) {
    // The module keeps its game when a FEN is refused; on opening it has none yet.
    $("fen-error").textContent = "Bad FEN in the address: " + failed.error;
    if (first) replay(game.root, []);
    update(false);
    return;
  }
  game.root = wanted.fen;
  const known = sameLine ? game.line.concat(game.future.slice().reverse()) : [];
  game.line = [];
  game.future = [];
  claimed = null;
  let error = "";
  for (const [i, uci] of wanted.moves.entries()) {
    moves = engine.moves();
    if (!play(uci, true)) {
      error = `Bad move in the address, move ${i + 1} of ${wanted.moves.length}: ` + $("fen-error").textContent;
      break;
    }
  }
  if (sameLine) game.future = known.slice(game.line.length).reverse();
  $("fen-error").textContent = error;
  update(false);
}

/** Reads the FEN box as a new game; the game before stays in the browser's history. */
function load(fen) {
  const error = engine.loadFen(fen);
  $("fen-error").textContent = error ? "Bad FEN: " + error : "";
  if (error) return;
  notice = game.line.length ? "New game: Back returns to the one before" : "";
  game.root = engine.fen();
  $("fen").value = game.root;
  game.line = [];
  game.future = [];
  claimed = null;
  selected = null;
  update(true);
}

/** Clears the perft result, whose position is no longer shown. */
function clearPerft() {
  perftFen = null;
  $("perft-total").textContent = "";
  delete $("perft-total").dataset.nodes;
  $("divide").replaceChildren();
}

/** Perft with divide to the chosen depth, labelled with its position. */
function perft() {
  const depth = Number($("depth").value);
  const start = performance.now();
  const lines = engine.divide(depth);
  const ms = performance.now() - start;
  const total = lines.reduce((sum, line) => sum + line.nodes, 0n);
  perftFen = engine.fen();
  const after = game.line.length ? ` after ${game.line[game.line.length - 1].san}` : "";
  $("perft-total").textContent = `perft ${depth}: ${total.toLocaleString("en-US")} nodes (${lines.length} moves, ${ms.toFixed(0)} ms)${after}`;
  $("perft-total").dataset.nodes = String(total);
  $("perft-total").dataset.fen = perftFen;
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

/** Runs `f`, showing any failure on the page. */
function guard(f) {
  try {
    f();
  } catch (e) {
    $("fen-error").textContent = "Error: " + e;
  }
}

async function main() {
  view = new BoardView($("board"), $("promotion"), (sq, dragging) => {
    let movable = false;
    guard(() => { movable = onSquare(sq, dragging); });
    return movable;
  }, (from, to) => guard(() => onDrop(from, to)));
  engine = await Movegen.load(moduleBytes());
  $("fen-form").addEventListener("submit", (event) => {
    event.preventDefault();
    guard(() => load($("fen").value));
  });
  $("startpos").addEventListener("click", () => guard(() => { $("fen").value = START; load(START); }));
  $("undo").addEventListener("click", () => guard(() => undo()));
  $("redo").addEventListener("click", () => guard(() => redo()));
  $("first").addEventListener("click", () => guard(() => goTo(0)));
  $("last").addEventListener("click", () => guard(() => goTo(game.line.length + game.future.length)));
  $("copy-link").addEventListener("click", () => copyText(location.href, "Link"));
  $("copy-pgn").addEventListener("click", () => copyText($("pgn").textContent, "PGN"));
  // The tools are folded on a phone, open where the screen has room for them.
  if (matchMedia("(min-aspect-ratio: 1/1) and (min-width: 56rem)").matches) {
    for (const tool of document.querySelectorAll(".tool:not(#tool-about)")) tool.open = true;
  }
  $("flip").addEventListener("click", () => guard(() => {
    view.flip();
    $("flip").setAttribute("aria-pressed", String(view.flipped));
  }));
  $("claim").addEventListener("click", () => guard(() => { claimed = state.outcome; selected = null; render(); }));
  $("perft-form").addEventListener("submit", (event) => {
    event.preventDefault();
    $("perft-total").textContent = "counting...";
    setTimeout(() => guard(perft), 0);
  });
  // Turned or resized, the strip keeps the current move in view.
  window.addEventListener("resize", () => keepInView($("history"), $("history").querySelector(".now")));
  window.addEventListener("popstate", () => guard(() => fromAddress(false)));
  window.addEventListener("hashchange", () => guard(() => fromAddress(false)));
  fromAddress(true);
  document.body.dataset.ready = "yes";
  document.body.dataset.readyMs = performance.now().toFixed(1);
}

main().catch((e) => {
  $("fen-error").textContent = "The generator could not start: " + e;
  document.body.dataset.ready = "failed";
});
