// The game in the page's address: `play.html#fen=FEN&moves=e2e4,e7e5` (no `fen=` for
// the standard start, no `moves=` before the first move). Read when the page opens and
// when the address changes (Back, Forward, a pasted link); written after every move,
// so the browser's history steps through the game.
"use strict";

const START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

/** The game an address's fragment names: `{ fen, moves }` (UCI strings). */
function readAddress(hash) {
  const params = new URLSearchParams(hash.replace(/^#/, ""));
  const fen = (params.get("fen") || "").trim() || START;
  const moves = (params.get("moves") || "").split(",").map((m) => m.trim()).filter((m) => m);
  return { fen, moves };
}

/** The fragment of the game from `fen` with `moves`: `#fen=...&moves=...`, or "". */
function writeAddress(fen, moves) {
  const parts = [];
  // Spaces as `+`, slashes kept: a FEN stays readable in the address.
  if (fen !== START) parts.push("fen=" + fen.split(" ").map((f) => encodeURIComponent(f).replace(/%2F/g, "/")).join("+"));
  if (moves.length) parts.push("moves=" + moves.join(","));
  return parts.length ? "#" + parts.join("&") : "";
}

/**
 * Puts `hash` in the address: a new entry of the browser's history (`push`), or in
 * place of the one shown. Where the browser refuses `history` on a `file:` page, the
 * location's hash does it.
 */
function showAddress(hash, push) {
  const url = location.href.replace(/#.*$/, "") + hash;
  if (url === location.href || (hash === "" && !location.hash)) return;
  try {
    if (push) history.pushState(null, "", url);
    else history.replaceState(null, "", url);
  } catch (e) {
    if (push) location.hash = hash;
    else location.replace(url);
  }
}
