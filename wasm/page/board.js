// The board on the page: 64 buttons with their pieces, file and rank labels, either
// side up; the selected piece, its destinations, the last move and the king in check
// marked; input by tap or click, by dragging, or by the arrow keys and Enter; and the
// promotion chooser over the board; the pieces are pieces.js's drawings. It knows
// nothing of the rules: `BoardView.draw`
// is told what to show, and the view reports a square chosen (`onSquare`) or a piece
// dropped (`onDrop`).
"use strict";

const NAMES = { k: "king", q: "queen", r: "rook", b: "bishop", n: "knight", p: "pawn" };
const FILES = "abcdefgh";

/** The pieces of a FEN's first field, by square name. */
function piecesOf(fen) {
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

class BoardView {
  /** The board in `element`, the chooser in `chooser`. */
  constructor(element, chooser, onSquare, onDrop) {
    this.element = element;
    this.chooser = chooser;
    this.onSquare = onSquare;
    this.onDrop = onDrop;
    this.flipped = false;
    this.drag = null;
    this.squares = {};
    for (let rank = 8; rank >= 1; rank--) {
      for (let file = 0; file < 8; file++) this.addSquare(FILES[file] + rank, file, rank);
    }
    this.place();
    element.addEventListener("pointermove", (event) => this.dragMove(event));
    element.addEventListener("pointerup", (event) => this.dragEnd(event));
    element.addEventListener("pointercancel", () => this.dragStop());
  }

  /** One square's button. */
  addSquare(square, file, rank) {
    const button = document.createElement("button");
    button.type = "button";
    button.id = "sq-" + square;
    button.dataset.sq = square;
    button.className = (rank + file) % 2 === 0 ? "light" : "dark";
    button.tabIndex = square === "e2" ? 0 : -1;
    const piece = document.createElement("span");
    piece.className = "piece";
    piece.setAttribute("aria-hidden", "true");
    // The square's name, its piece and its marks, read out instead of the drawing.
    const name = document.createElement("span");
    name.className = "name";
    button.append(piece, name);
    button.addEventListener("click", () => {
      if (this.dropped) this.dropped = false;
      else this.onSquare(square);
    });
    button.addEventListener("keydown", (event) => this.arrow(event, file, rank));
    button.addEventListener("pointerdown", (event) => this.dragStart(event, square));
    this.squares[square] = button;
  }

  /** Puts the squares in the order of the side up, with labels on the edge files. */
  place() {
    const order = Object.keys(this.squares);
    if (this.flipped) order.reverse();
    const left = this.flipped ? "h" : "a";
    const bottom = this.flipped ? "8" : "1";
    for (const square of order) {
      const button = this.squares[square];
      for (const label of button.querySelectorAll(".coord")) label.remove();
      const add = (kind, text) => {
        const span = document.createElement("span");
        span.className = "coord " + kind;
        span.setAttribute("aria-hidden", "true");
        span.textContent = text;
        button.appendChild(span);
      };
      if (square[0] === left) add("rank", square[1]);
      if (square[1] === bottom) add("file", square[0]);
      this.element.appendChild(button);
    }
  }

  /** Turns the board round. */
  flip() {
    this.flipped = !this.flipped;
    this.hideChooser();
    this.place();
  }

  /**
   * Shows `fen`'s pieces, `selected` and its `targets` (square names), the `last`
   * move's two squares and the king in `check` (a square, or null).
   */
  draw(fen, selected, targets, last, check) {
    const onBoard = piecesOf(fen);
    // The position shown, for whoever reads the page (its tests among them).
    this.element.dataset.fen = fen;
    for (const [square, button] of Object.entries(this.squares)) {
      const piece = onBoard[square];
      if ((button.dataset.piece || "") !== (piece || "")) {
        button.firstChild.innerHTML = piece ? pieceMarkup(piece) : "";
        if (piece) button.dataset.piece = piece;
        else delete button.dataset.piece;
      }
      const who = piece ? `${piece === piece.toUpperCase() ? "white" : "black"} ${NAMES[piece.toLowerCase()]}` : "empty";
      const marks = [];
      if (square === check) marks.push("in check");
      if (targets.includes(square)) marks.push("a destination");
      button.children[1].textContent = [square, who, ...marks].join(", ");
      button.classList.toggle("occupied", Boolean(piece));
      button.classList.toggle("selected", square === selected);
      button.classList.toggle("target", targets.includes(square));
      button.classList.toggle("last", Boolean(last && last.includes(square)));
      button.classList.toggle("check", square === check);
    }
  }

  /** Moves the focus with an arrow key, as the board is seen. */
  arrow(event, file, rank) {
    const step = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, 1], ArrowDown: [0, -1] }[event.key];
    if (!step) return;
    event.preventDefault();
    const sign = this.flipped ? -1 : 1;
    const f = Math.min(7, Math.max(0, file + sign * step[0]));
    const r = Math.min(8, Math.max(1, rank + sign * step[1]));
    for (const b of Object.values(this.squares)) b.tabIndex = -1;
    const next = this.squares[FILES[f] + r];
    next.tabIndex = 0;
    next.focus();
  }

  /** A pointer down on a square: a drag may start from it. */
  dragStart(event, square) {
    if (event.button !== 0 || !this.squares[square].dataset.piece) return;
    this.drag = { from: square, x: event.clientX, y: event.clientY, ghost: null, id: event.pointerId };
  }

  /** The pointer moves: past a few pixels, the piece follows it. */
  dragMove(event) {
    const drag = this.drag;
    if (!drag || event.pointerId !== drag.id) return;
    if (!drag.ghost) {
      if (Math.hypot(event.clientX - drag.x, event.clientY - drag.y) < 6) return;
      if (!this.onSquare(drag.from, true)) {
        this.drag = null;
        return;
      }
      drag.ghost = document.createElement("div");
      drag.ghost.className = "ghost";
      drag.ghost.setAttribute("aria-hidden", "true");
      drag.ghost.innerHTML = pieceMarkup(this.squares[drag.from].dataset.piece);
      document.body.appendChild(drag.ghost);
      this.squares[drag.from].classList.add("dragging");
    }
    drag.ghost.style.left = event.clientX + "px";
    drag.ghost.style.top = event.clientY + "px";
  }

  /** The pointer up: a dragged piece is dropped on the square under it. */
  dragEnd(event) {
    const drag = this.drag;
    if (!drag || !drag.ghost) {
      this.drag = null;
      return;
    }
    const under = document.elementFromPoint(event.clientX, event.clientY);
    const button = under && under.closest("#board button");
    this.dragStop();
    // The click that follows a drag (on the square it ended on) is not a tap.
    this.dropped = Boolean(button);
    setTimeout(() => { this.dropped = false; }, 0);
    if (button) this.onDrop(drag.from, button.dataset.sq);
  }

  /** Ends a drag, removing the piece that followed the pointer. */
  dragStop() {
    if (this.drag && this.drag.ghost) {
      this.drag.ghost.remove();
      this.squares[this.drag.from].classList.remove("dragging");
    }
    this.drag = null;
  }

  /**
   * Shows the promotion chooser on `square`'s file, from the edge it is on: a button
   * for each of `pieces` (letters, `qrbn`) of `white` or black, and Cancel. `choose`
   * gets the letter, or null (Cancel, or Escape).
   */
  choosePromotion(square, white, pieces, choose) {
    const chooser = this.chooser;
    const buttons = pieces.split("").map((letter) => {
      const button = document.createElement("button");
      button.type = "button";
      button.dataset.piece = letter;
      button.innerHTML = pieceMarkup(white ? letter.toUpperCase() : letter);
      button.setAttribute("aria-label", NAMES[letter]);
      button.addEventListener("click", () => { this.hideChooser(); choose(letter); });
      return button;
    });
    const cancel = document.createElement("button");
    cancel.type = "button";
    cancel.className = "cancel";
    // A cross, not a word: it fits the square's width at any size.
    cancel.textContent = "\u00d7";
    cancel.setAttribute("aria-label", "cancel");
    cancel.addEventListener("click", () => { this.hideChooser(); choose(null); });
    chooser.replaceChildren(...buttons, cancel);
    chooser.onkeydown = (event) => {
      if (event.key === "Escape") cancel.click();
    };
    const column = this.flipped ? 7 - FILES.indexOf(square[0]) : FILES.indexOf(square[0]);
    const top = (square[1] === "8") !== this.flipped;
    chooser.style.left = `calc(var(--sq) * ${column})`;
    chooser.style.top = top ? "0" : "auto";
    chooser.style.bottom = top ? "auto" : "0";
    chooser.hidden = false;
    buttons[0].focus();
  }

  /** Hides the promotion chooser. */
  hideChooser() {
    this.chooser.hidden = true;
    this.chooser.replaceChildren();
  }
}
