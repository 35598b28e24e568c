// The moves of the game, numbered (`1. e4 e5 2. Nf3`), each a button that goes to the
// position after it, then those taken back (greyed, until a new move replaces them):
// a strip under the board on a phone held upright, a list beside it on a wider
// screen. The current move is kept in view inside the strip, which scrolls by itself
// and never scrolls the page.
"use strict";

/**
 * Draws `all` (`{ san }`, the line then the moves taken back) into `element`, the
 * first from the position `root` (a FEN), the one after `now` plies marked; a tap on
 * a move calls `goTo(plies)`.
 */
function drawStrip(element, root, all, now, goTo) {
  const [, side, , , , number] = root.split(" ");
  const black = side === "b" ? 1 : 0;
  const pairs = [];
  all.forEach((move, i) => {
    const ply = i + black;
    if (ply % 2 === 0 || i === 0) {
      // A move's number and its moves, kept on one line.
      const pair = document.createElement("span");
      pair.className = "pair";
      const span = document.createElement("span");
      span.className = "number";
      span.textContent = `${(Number(number) || 1) + Math.floor(ply / 2)}.${ply % 2 ? ".." : ""}`;
      pair.append(span, " ");
      pairs.push(pair, " ");
    }
    const button = document.createElement("button");
    button.type = "button";
    button.textContent = move.san;
    button.className = i + 1 === now ? "now" : i >= now ? "future" : "";
    button.setAttribute("aria-label", `go to after ${move.san}`);
    if (i + 1 === now) button.setAttribute("aria-current", "step");
    button.addEventListener("click", () => goTo(i + 1));
    pairs[pairs.length - 2].append(button, " ");
  });
  element.replaceChildren(...pairs);
  keepInView(element, element.querySelector(".now"));
}

/**
 * Scrolls `strip` (and only it) so that `current` is inside it: centred along the
 * strip when it scrolls sideways, a line from the bottom when it scrolls down; the
 * start when there is no current move.
 */
function keepInView(strip, current) {
  if (!current) {
    strip.scrollLeft = 0;
    strip.scrollTop = 0;
    return;
  }
  const box = strip.getBoundingClientRect();
  const at = current.getBoundingClientRect();
  if (strip.scrollWidth > strip.clientWidth) {
    strip.scrollLeft += at.left + at.width / 2 - (box.left + box.width / 2);
  }
  if (strip.scrollHeight > strip.clientHeight) {
    const below = at.bottom - (box.bottom - at.height);
    const above = at.top - box.top;
    if (below > 0) strip.scrollTop += below;
    else if (above < 0) strip.scrollTop += above;
  }
}
