// The pieces, drawn by the page: this project's own Staunton-like silhouettes, as SVG
// paths on a 45 by 45 grid (no font glyph, so they look the same on every phone).
// Each piece is its parts (filled and outlined) and its lines (the seams between
// parts, drawn light on the black pieces so that their shape still reads). Under the
// project's licence, as the rest of the page.
"use strict";

/** Every piece's plinth. */
const PLINTH = "M9.5 40h26v-2.6a2 2 0 0 0-2-2h-22a2 2 0 0 0-2 2z";

/** The parts and lines of each piece, by its lower-case letter. */
const SHAPES = {
  p: {
    parts: [
      "M18.6 23c-.4 5-2.4 9-5.6 12.4h19c-3.2-3.4-5.2-7.4-5.6-12.4z",
      "M15.5 21.8c0-1.9 3.1-3.2 7-3.2s7 1.3 7 3.2-3.1 2-7 2-7-.1-7-2z",
      "M22.5 7.2a5.6 5.6 0 1 0 .01 0z",
    ],
    lines: "M16.5 23.2h12M13.5 35.4h18",
  },
  r: {
    parts: [
      "M15.6 22.6 14 35.4h17l-1.6-12.8z",
      "M12.6 22.6h19.8l-1.4-3.2H14z",
      "M12.8 19.4v-8.6h4.2v3.6h3.4v-3.6h4.2v3.6h3.4v-3.6h4.2v8.6z",
    ],
    lines: "M14 19.4h17M15.6 22.6h13.8M14 35.4h17",
  },
  n: {
    parts: [
      "M21.6 5.6 20.2 10c-3.7 2.1-7.6 6.2-10 10.6-.9 1.7-.4 3.6 1.1 4.3 1.6.7 3-.2 4.3-.8 1.5-.7 3.2-1.2 4.9-1.6-2.4 3.8-6.4 6.6-7.3 12.9h19.3c1.2-8.4-.6-16.6-4.9-21.6-1.6-1.9-3.5-3.3-5.6-4.3z",
    ],
    lines: "M17 14.6h.01M12.2 21.8l1.3-.5M12.5 35.4h19.3M24.3 12.2c2.7 3.3 4.1 8 4.4 13.4",
  },
  b: {
    parts: [
      "M18.4 27c0 3.5-2 6.4-4.8 8.4h17.8c-2.8-2-4.8-4.9-4.8-8.4z",
      "M15.8 27.2h13.4l-1.2-2.9H17z",
      "M22.5 10c-4.6 3.4-7.2 7.5-7.2 10.9 0 1.7 1 2.7 1.7 3.4h11c.7-.7 1.7-1.7 1.7-3.4 0-3.4-2.6-7.5-7.2-10.9z",
      "M22.5 5.4a2.3 2.3 0 1 0 .01 0z",
    ],
    lines: "M24.6 14.4l-4 5.6M17 24.3h11M13.6 35.4h17.8",
  },
  q: {
    parts: [
      "M15.2 31.6 13.4 35.4h18.2l-1.8-3.8z",
      "M14.2 31.6h16.6l-.6-2.6H14.8z",
      "M11 16.4 14.8 29h15.4L34 16.4l-5.3 6.3-.4-9.2-4.1 8.4-1.7-9.9-1.7 9.9-4.1-8.4-.4 9.2z",
      "M11 14.4a2 2 0 1 0 .01 0zM16.7 11.4a2 2 0 1 0 .01 0zM22.5 9.8a2 2 0 1 0 .01 0zM28.3 11.4a2 2 0 1 0 .01 0zM34 14.4a2 2 0 1 0 .01 0z",
    ],
    lines: "M14.8 29h15.4M15.2 31.6h14.6M13.4 35.4h18.2",
  },
  k: {
    parts: [
      "M16.8 28.6 14.4 35.4h16.2l-2.4-6.8z",
      "M15.4 28.6h14.2l-.6-2.8H16z",
      "M16 25.8c-1.3-1.3-2.4-3.3-2.4-5.5 0-4.3 4.1-6.7 8.9-6.7s8.9 2.4 8.9 6.7c0 2.2-1.1 4.2-2.4 5.5z",
      "M21.4 3.6h2.2v2.8h2.8v2.2h-2.8v5h-2.2v-5h-2.8V6.4h2.8z",
    ],
    lines: "M16 25.8h13M16.8 28.6h11.4M14.4 35.4h16.2M22.5 13.6v4",
  },
};

/** The SVG markup of `piece` (a FEN letter: upper case white), cached. */
const pieceMarkup = (() => {
  const made = {};
  return (piece) => {
    if (!made[piece]) {
      const shape = SHAPES[piece.toLowerCase()];
      const white = piece !== piece.toLowerCase();
      const parts = [PLINTH, ...shape.parts].map((d) => `<path d="${d}"/>`).join("");
      made[piece] = `<svg class="piece-art ${white ? "white" : "black"}" viewBox="0 0 45 45" aria-hidden="true" focusable="false">`
        + `<g class="parts">${parts}</g><path class="lines" d="${shape.lines}"/></svg>`;
    }
    return made[piece];
  };
})();
