// The atlas's picker: reads the tables' JSON (entries as runs of hex digits, and the
// line of each entry), and shows the entry of the chosen table and square (and, for
// the sliders, blockers) on the board. The choice lives in the fragment:
// #table=rook&sq=a1&block=a4,c1.
"use strict";
(function () {
  const data = JSON.parse(document.getElementById("atlas-data").textContent);
  const tables = data.tables;
  const FILES = "abcdefgh";
  const DIRECTIONS = ["north", "north-east", "east", "south-east", "south", "south-west", "west", "north-west"];
  const name = (sq) => FILES[sq & 7] + String((sq >> 3) + 1);
  const parse = (text) => {
    const m = /^([a-h])([1-8])$/.exec(text || "");
    return m ? FILES.indexOf(m[1]) + 8 * (Number(m[2]) - 1) : null;
  };
  const bit = (sq) => 1n << BigInt(sq);
  const M64 = (1n << 64n) - 1n;

  function entry(table, i) {
    const t = tables[table];
    return BigInt("0x" + t.v.substr(i * t.w, t.w));
  }
  function line(table, i) {
    const l = tables[table].l;
    return typeof l === "number" ? l + i : l[i];
  }
  function hex(table, value) {
    const raw = value.toString(16).padStart(tables[table].w, "0");
    let out = "0x";
    for (let i = 0; i < raw.length; i++) {
      if (i > 0 && (raw.length - i) % 4 === 0) out += "_";
      out += raw[i];
    }
    return out;
  }
  function squares(bb) {
    const out = [];
    for (let sq = 0; sq < 64; sq++) if (bb & bit(sq)) out.push(name(sq));
    return out;
  }
  const ref = (table, i) => `${table}[${i}] = ${hex(table, entry(table, i))} (line ${line(table, i)})`;
  function pext(occupied, mask) {
    let out = 0n, k = 0n;
    for (let sq = 0; sq < 64; sq++) {
      if (mask & bit(sq)) {
        if (occupied & bit(sq)) out |= 1n << k;
        k++;
      }
    }
    return out;
  }

  // The entry of a choice: {table, index, value, how, mask} where value is the attack set.
  function lookUp(choice, sq, occupied) {
    const leaper = { knight: ["KNIGHT_ATTACKS", 0], king: ["KING_ATTACKS", 0],
      "pawn-attacks-white": ["PAWN_ATTACKS", 0], "pawn-attacks-black": ["PAWN_ATTACKS", 64],
      "pawn-pushes-white": ["PAWN_PUSHES", 0], "pawn-pushes-black": ["PAWN_PUSHES", 64] }[choice];
    if (leaper) {
      const i = leaper[1] + sq;
      return { table: leaper[0], index: i, value: entry(leaper[0], i), how: "read at " + ref(leaper[0], i) };
    }
    if (choice.startsWith("ray-")) {
      const i = 64 * DIRECTIONS.indexOf(choice.slice(4)) + sq;
      return { table: "RAYS", index: i, value: entry("RAYS", i), how: "read at " + ref("RAYS", i) };
    }
    const up = choice.toUpperCase();
    if (data.sliders === "compact") {
      const dirs = choice === "rook" ? [0, 2, 4, 6] : [1, 3, 5, 7];
      let value = 0n;
      const steps = [];
      for (const d of dirs) {
        const ray = entry("RAYS", 64 * d + sq);
        const blockers = ray & occupied;
        steps.push(ref("RAYS", 64 * d + sq));
        if (blockers === 0n) { value |= ray; continue; }
        const up_ = d === 0 || d === 1 || d === 2 || d === 7;
        const list = squares(blockers).map(parse);
        const nearest = up_ ? list[0] : list[list.length - 1];
        value |= ray ^ entry("RAYS", 64 * d + nearest);
        steps.push("less " + ref("RAYS", 64 * d + nearest) + " beyond " + name(nearest));
      }
      return { table: "RAYS", index: 64 * dirs[0] + sq, value, compact: true,
        how: "computed, not stored: " + steps.join("; ") };
    }
    const mask = entry(up + "_MASKS", sq);
    const offset = entry(up + "_OFFSETS", sq);
    const relevant = occupied & mask;
    let index, how;
    if (data.sliders === "magic") {
      const magic = entry(up + "_MAGICS", sq);
      const shift = entry(up + "_SHIFTS", sq);
      index = ((relevant * magic) & M64) >> shift;
      how = `occupied & ${ref(up + "_MASKS", sq)} = ${hex(up + "_MASKS", relevant)}; ` +
        `times ${ref(up + "_MAGICS", sq)}, shifted right by ${ref(up + "_SHIFTS", sq)}: ${index}; `;
    } else {
      index = pext(occupied, mask);
      how = `pext(occupied, ${ref(up + "_MASKS", sq)}) = ${index}; `;
    }
    const i = Number(offset + index);
    how += `plus ${ref(up + "_OFFSETS", sq)}: ${up}_ATTACKS[${i}]`;
    return { table: up + "_ATTACKS", index: i, value: entry(up + "_ATTACKS", i), how, mask };
  }

  const state = { choice: "knight", sq: 28, blockers: 0n };
  const select = document.getElementById("pick");
  const slider = () => state.choice === "rook" || state.choice === "bishop";

  function show() {
    const r = lookUp(state.choice, state.sq, slider() ? state.blockers : 0n);
    for (const td of document.querySelectorAll("#board td")) {
      const sq = Number(td.dataset.sq);
      td.classList.toggle("on", (r.value & bit(sq)) !== 0n);
      td.classList.toggle("origin", sq === state.sq);
      td.classList.toggle("blocker", slider() && (state.blockers & bit(sq)) !== 0n);
      td.classList.toggle("mask", r.mask !== undefined && (r.mask & bit(sq)) !== 0n);
    }
    const text = (id, t) => { document.getElementById(id).textContent = t; };
    text("entry-where", r.compact ? `(${state.choice} attacks: computed)` : `${r.table}[${r.index}]`);
    text("entry-hex", r.compact ? hex("RAYS", r.value) : hex(r.table, r.value));
    text("entry-line", r.compact ? "none: compact stores no slider table" : String(line(r.table, r.index)));
    text("entry-square", name(state.sq));
    text("entry-blockers", slider() && state.blockers ? squares(state.blockers).join(" ") : "none");
    text("entry-squares", squares(r.value).join(" "));
    text("entry-how", r.how);
    select.value = state.choice;
    const block = slider() && state.blockers ? "&block=" + squares(state.blockers).join(",") : "";
    history.replaceState(null, "", `#table=${state.choice}&sq=${name(state.sq)}${block}`);
  }

  function fromFragment() {
    const params = new URLSearchParams(location.hash.slice(1));
    const choice = params.get("table");
    if (choice && [...select.options].some((o) => o.value === choice)) state.choice = choice;
    const sq = parse(params.get("sq"));
    if (sq !== null) state.sq = sq;
    state.blockers = 0n;
    for (const b of (params.get("block") || "").split(",")) {
      const s = parse(b);
      if (s !== null) state.blockers |= bit(s);
    }
  }

  document.getElementById("board").addEventListener("click", (event) => {
    const td = event.target.closest("td[data-sq]");
    if (!td) return;
    const sq = Number(td.dataset.sq);
    const mode = document.querySelector("input[name=click]:checked").value;
    if (mode === "block" && slider() && sq !== state.sq) state.blockers ^= bit(sq);
    else { state.sq = sq; state.blockers &= ~bit(sq); }
    show();
  });
  select.addEventListener("change", () => { state.choice = select.value; show(); });
  document.getElementById("clear").addEventListener("click", () => { state.blockers = 0n; show(); });
  window.addEventListener("hashchange", () => { fromFragment(); show(); });
  fromFragment();
  show();
})();
