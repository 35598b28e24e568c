// Sharing the game: its address copied (the game is in it, address.js), and the game
// as PGN (the seven-tag roster, the moves in SAN, the result; a claimed draw is a
// draw with its reason) to copy or to download. The PGN is written here from the
// moves the module named in SAN; the download is a `data:` link, which works from a
// page opened from disk.
"use strict";

/** A tag's value in PGN: backslashes and quotes escaped. */
function pgnValue(text) {
  return `"${String(text).replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`;
}

/** Today as PGN writes a date: `2026.12.07`. */
function pgnDate(date) {
  const two = (n) => String(n).padStart(2, "0");
  return `${date.getFullYear()}.${two(date.getMonth() + 1)}.${two(date.getDate())}`;
}

/**
 * Whether `fen` is a Chess960 position for PGN: castling rights named by their rook's
 * file (Shredder-FEN), or a right whose king or rook is not where the standard game
 * has it (X-FEN).
 */
function isChess960(fen) {
  const rights = fen.split(" ")[2] || "-";
  if (/[A-Ha-h]/.test(rights)) return true;
  const on = piecesOf(fen);
  const standard = { K: ["e1", "K", "h1", "R"], Q: ["e1", "K", "a1", "R"], k: ["e8", "k", "h8", "r"], q: ["e8", "k", "a8", "r"] };
  return [...rights].some((r) => standard[r] && (on[standard[r][0]] !== standard[r][1] || on[standard[r][2]] !== standard[r][3]));
}

/**
 * The PGN of the game from `root` (a FEN) with `sans` (the moves in SAN): `result`
 * (`1-0`, `0-1`, `1/2-1/2`, `*`) and `why` (the reason of an ended or claimed game, a
 * comment after the last move, or ""), on `date`. Another start than the standard one
 * is given by the SetUp and FEN tags (and a Chess960 one by the Variant tag). Lines of 80 characters at most, a move's number
 * on the line of its move.
 */
function pgnOf(root, sans, result, why, date) {
  const tags = [
    ["Event", "Casual game"],
    ["Site", "movegen play page"],
    ["Date", pgnDate(date)],
    ["Round", "-"],
    ["White", "?"],
    ["Black", "?"],
    ["Result", result],
  ];
  if (isChess960(root)) tags.push(["Variant", "Chess960"]);
  if (root !== START) tags.push(["SetUp", "1"], ["FEN", root]);
  const [, side, , , , number] = root.split(" ");
  const black = side === "b" ? 1 : 0;
  const words = [];
  sans.forEach((san, i) => {
    const ply = i + black;
    const n = (Number(number) || 1) + Math.floor(ply / 2);
    // A move's number stays on the line of its move.
    if (ply % 2 === 0) words.push(`${n}. ${san}`);
    else if (i === 0) words.push(`${n}... ${san}`);
    else words.push(san);
  });
  if (why) words.push(...`{${why.replace(/[{}]/g, "")}}`.split(" "));
  words.push(result);
  const lines = [];
  let line = "";
  for (const word of words) {
    if (line && line.length + 1 + word.length > 80) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  lines.push(line);
  return tags.map(([name, value]) => `[${name} ${pgnValue(value)}]`).join("\n") + "\n\n" + lines.join("\n") + "\n";
}

/** Shows the PGN in its box and behind the download link. */
function showPgn(pgn) {
  document.getElementById("pgn").textContent = pgn;
  document.getElementById("download-pgn").href = "data:application/x-chess-pgn;charset=utf-8," + encodeURIComponent(pgn);
}

/** Says what sharing did, under the buttons. */
function shareNote(text) {
  document.getElementById("share-note").textContent = text;
}

/**
 * Copies `text` to the clipboard, saying it did (`what copied`): the Clipboard API,
 * else a selected text area copied the older way; where neither may, says so.
 */
async function copyText(text, what) {
  try {
    await navigator.clipboard.writeText(text);
    shareNote(`${what} copied`);
    return;
  } catch (e) {
    // Refused (no permission, or an older browser): the older way below.
  }
  const area = document.createElement("textarea");
  area.value = text;
  area.setAttribute("readonly", "");
  area.style.position = "fixed";
  area.style.opacity = "0";
  document.body.appendChild(area);
  area.select();
  let done = false;
  try {
    done = document.execCommand("copy");
  } catch (e) {
    done = false;
  }
  area.remove();
  shareNote(done ? `${what} copied` : `${what} could not be copied: select it and copy it`);
}
