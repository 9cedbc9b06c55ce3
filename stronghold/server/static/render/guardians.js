// Guardians and Guardians Arena: the board drawn from a seat's view only — the strongholds
// with their upgrades, the six lands (Arena: the arena row) with terrain and control, every
// shield turned or not with its stack's points against its limit, your pen (single-bordered)
// and storage (double-bordered), stones, Up cards, what the opponent has shown, and a combat
// panel with each match-up. Nothing here knows the rules: it draws what the view says, and the
// page marks the cards and spaces that the server's legal actions name.

import { cardFace, el } from "../dom.js";
import { combatPanel } from "./combat.js";

const ROWS = "ABCD";
const SHIELDS_TO_LOSE = 5;
const PHASES = {
  draw: "Draw", organize: "Organize", move: "Movement", moving: "Movement", reinforce: "Movement",
  transfer: "Movement", retreat: "Movement", shed: "Movement", join: "Movement", assault: "Movement",
  after_move: "Movement", draw_spells: "Spells before the draw", lose: "Creatures lost",
  respond: "Response", after_up: "Spells on the Up cards",
  settle_spells: "Spells at settlement", combat: "Combat", settle: "Settlement", over: "Game over",
  draft: "Draft", challenge: "Challenge",
};

// Whose side a seat is on, from the reader's seat: "you", "opp" (or seat 0/1 for spectators).
export function side(owner, seat) {
  if (owner === null || owner === undefined) return "none";
  if (seat === null || seat === undefined) return owner === 0 ? "you" : "opp";
  return owner === seat ? "you" : "opp";
}

export function whoName(owner, seat, { capital = false } = {}) {
  let word;
  if (owner === null || owner === undefined) word = "nobody";
  else if (seat === null || seat === undefined) word = `seat ${owner}`;
  else word = owner === seat ? "you" : "the opponent";
  return capital ? word[0].toUpperCase() + word.slice(1) : word;
}

function count(value) {
  return Array.isArray(value) ? value.length : Number(value || 0);
}

function plural(n, word) {
  return `${n} ${word}${n === 1 ? "" : "s"}`;
}

// A list of cards (face up or backs), or a count of cards the reader cannot see.
function cards(list, opts = {}) {
  if (!Array.isArray(list)) {
    const n = Number(list || 0);
    if (!n) return el("span", { class: "muted" }, opts.empty ?? "none");
    return el("div", { class: "cards" }, el("div", { class: "card back small", title: `${plural(n, "card")} you cannot see` }, `${plural(n, "card")}`));
  }
  if (!list.length) return el("span", { class: "muted" }, opts.empty ?? "none");
  return el("div", { class: "cards" }, list.map((card) => cardFace(card, { class: opts.class || "small" })));
}

function zone(title, list, opts = {}) {
  return el("div", { class: `zone ${opts.class || ""}`, "data-zone": opts.name || null },
    el("h4", {}, title, el("span", { class: "zone-count" }, ` ${count(list)}`)),
    cards(list, opts));
}

function pips(lost) {
  return el("span", { class: "lost-pips", title: `${lost} of ${SHIELDS_TO_LOSE} shields lost`, "aria-label": `${lost} of ${SHIELDS_TO_LOSE} shields lost` },
    Array.from({ length: SHIELDS_TO_LOSE }, (_, i) => el("span", { class: i < lost ? "pip lost" : "pip" })));
}

function stat(label, value, extra = {}) {
  return el("span", { class: `stat ${extra.class || ""}`, title: extra.title || null }, el("span", { class: "stat-label" }, label), el("strong", {}, String(value)));
}

// A shield on the board: its card (turned or not), whose, and its stack with points and limit.
function shieldNode(shield, seat) {
  const who = side(shield.owner, seat);
  const turned = shield.turned ? "turned" : "unturned";
  const known = Array.isArray(shield.contents);
  const points = shield.points ?? null;
  const limit = shield.limit ?? 30;
  const load = points === null ? null : el("span", { class: `load${points > limit ? " over" : ""}`, title: `${points} of ${limit} stacking points` },
    el("span", { class: "load-bar" }, el("span", { class: "load-fill", style: `width:${Math.min(100, (100 * points) / limit)}%` })),
    `${points}/${limit}`);
  return el("div", { class: `shield ${who} ${turned}`, "data-shield": shield.shield && shield.shield.id },
    el("div", { class: "shield-head" },
      cardFace(shield.shield, { class: `small shield-card ${turned}` }),
      el("span", { class: "shield-state" }, shield.turned ? "⟳ turned" : "unturned"),
      load ?? el("span", { class: "load muted", title: `stacking limit ${limit}` }, `limit ${limit}`)),
    known
      ? (shield.contents.length ? el("div", { class: "cards stack" }, shield.contents.map((c) => cardFace(c, { class: "small" }))) : el("span", { class: "muted" }, "empty"))
      : el("span", { class: "muted stack-count" }, `carries ${plural(count(shield.contents), "card")}`));
}

function strongholdCell(slot, owner, seat) {
  const who = side(owner, seat);
  const parts = [
    el("div", { class: "space-title" },
      el("span", { class: "space-name" }, slot.space),
      el("span", { class: `stronghold-name${slot.rubble ? " rubble" : ""}`, "data-tip": slot.card }, slot.card),
      slot.rubble ? el("span", { class: "badge warn" }, "rubble") : null,
      slot.points ? el("span", { class: "load small", title: "stacking points of the creatures here" }, `${slot.points} pts`) : null),
  ];
  if (slot.upgrade) parts.push(el("div", { class: "row" }, el("span", { class: "tag" }, "upgrade"), cardFace(slot.upgrade, { class: "small upgrade" })));
  if (slot.held && slot.held.length) parts.push(el("div", { class: "row" }, el("span", { class: "tag" }, "held"), cards(slot.held)));
  if (slot.extra_upgrade) parts.push(el("div", { class: "row" }, el("span", { class: "tag" }, "extra upgrade"), cardFace(slot.extra_upgrade, { class: "small upgrade" })));
  if (slot.extra_held && slot.extra_held.length) parts.push(el("div", { class: "row" }, el("span", { class: "tag" }, "held"), cards(slot.extra_held)));
  if (slot.on && slot.on.length) parts.push(el("div", { class: "row" }, el("span", { class: "tag" }, "on"), cards(slot.on)));
  if (slot.under && slot.under.length) parts.push(el("div", { class: "row" }, el("span", { class: "tag" }, "under"), cards(slot.under)));
  return { who, parts, kind: "stronghold" };
}

function landCell(space, land, seat) {
  const who = side(land.controller, seat);
  const terrain = land.terrain;
  let ground;
  if (!terrain) ground = el("span", { class: "muted" }, "no terrain");
  else if ("name" in terrain) ground = el("div", { class: "row" }, el("span", { class: "tag" }, "terrain"), cardFace(terrain, { class: "small terrain" }));
  else ground = el("div", { class: "card back small", title: `face-down terrain of ${whoName(terrain.owner, seat)}` }, "terrain (face down)");
  const control = land.controller === null || land.controller === undefined
    ? "nobody's land"
    : seat === null || seat === undefined ? `seat ${land.controller}'s land` : land.controller === seat ? "your land" : "opponent's land";
  return {
    who,
    kind: "land",
    parts: [el("div", { class: "space-title" }, el("span", { class: "space-name" }, space), el("span", { class: "control" }, control)), ground],
  };
}

function arenaCell(space, terrain) {
  return {
    who: "none",
    kind: "arena",
    parts: [
      el("div", { class: "space-title" }, el("span", { class: "space-name" }, space), el("span", { class: "control" }, "the arena")),
      terrain ? el("div", { class: "row" }, el("span", { class: "tag" }, "terrain"), cardFace(terrain, { class: "small terrain" })) : el("span", { class: "muted" }, "no terrain"),
    ],
  };
}

function board(view, seat, arena) {
  const cells = new Map();
  (view.players || []).forEach((player, owner) => {
    for (const slot of player.strongholds || []) cells.set(slot.space, strongholdCell(slot, owner, seat));
  });
  if (arena) {
    for (const [space, terrain] of Object.entries(view.arena || {})) cells.set(space, arenaCell(space, terrain));
  } else {
    for (const [space, land] of Object.entries(view.lands || {})) cells.set(space, landCell(space, land, seat));
  }
  for (const shield of view.shields || []) {
    const cell = cells.get(shield.space) || { who: "none", kind: "land", parts: [el("div", { class: "space-title" }, el("span", { class: "space-name" }, shield.space))] };
    cell.parts.push(shieldNode(shield, seat));
    cells.set(shield.space, cell);
  }
  const fight = view.combat ? view.combat.space : null;
  const rows = seat === 1 ? ROWS.split("") : ROWS.split("").reverse(); // your home at the bottom
  const grid = el("div", { class: `board-grid${arena ? " arena" : ""}`, role: "grid", "aria-label": "the board" });
  for (const row of rows) {
    if (arena && ![..."123"].some((column) => cells.has(`${row}${column}`))) continue; // Arena: one row of arena
    for (const column of "123") {
      const space = `${row}${column}`;
      const cell = cells.get(space);
      if (!cell) {
        grid.append(el("div", { class: "space empty", "data-space-id": space }, el("span", { class: "space-name" }, space)));
        continue;
      }
      const barrier = (view.players || []).some((p) => p.barrier === space);
      grid.append(el("div", {
        class: `space ${cell.kind} ${cell.who}${space === fight ? " fighting" : ""}`,
        "data-space-id": space,
        role: "gridcell",
      }, ...cell.parts,
      barrier ? el("span", { class: "badge warn" }, "barrier") : null,
      space === fight ? el("span", { class: "badge fight" }, "⚔ combat here") : null));
    }
  }
  return el("section", { class: "panel board-panel" }, grid);
}

// A seat's numbers: Guardian, stones, deck, Up card, shields lost (Arena: Vitality).
function seatBar(view, player, owner, seat, arena) {
  const who = side(owner, seat);
  const title = seat === null || seat === undefined ? `Seat ${owner}` : owner === seat ? "You" : "Opponent";
  const deciding = view.seat === owner && !view.outcome;
  return el("div", { class: `seat-bar ${who}${deciding ? " deciding" : ""}`, "data-seat": owner },
    el("div", { class: "seat-name" }, el("strong", {}, title), el("span", { class: "guardian", "data-tip": player.guardian }, player.guardian),
      deciding ? el("span", { class: "badge" }, owner === seat ? "your decision" : "deciding") : null,
      arena && view.active === owner ? el("span", { class: "badge" }, "active") : null),
    el("div", { class: "stats" },
      arena ? stat("Vitality", player.vitality) : null,
      stat("stones", player.stones),
      stat("deck", player.deck),
      arena ? stat("hand", count(player.hand)) : null,
      stat("pen", count(player.pen), { title: "single-bordered cards held" }),
      stat("storage", count(player.storage), { title: "double-bordered cards held" }),
      stat("discard", count(player.discard)),
      arena ? null : el("span", { class: "stat" }, el("span", { class: "stat-label" }, "shields lost"), pips(player.shields_lost || 0))),
    el("div", { class: "up" }, el("span", { class: "stat-label" }, "Up card"), player.up ? cardFace(player.up, { class: "small up-card" }) : el("span", { class: "muted" }, "none")));
}

// What the opponent has shown: its discard, and the cards a combat revealed from its hand.
function shownByOpponent(view, seat) {
  if (seat === null || seat === undefined) return null;
  const them = (view.players || [])[1 - seat];
  if (!them) return null;
  const shown = [];
  const combat = view.combat && view.combat.view;
  if (combat) {
    for (const s of combat.sides || []) {
      if (!("hand" in s)) shown.push(...(s.revealed_in_hand || []));
    }
  }
  return el("div", { class: "opponent-shown" },
    shown.length ? zone("Shown from its hand in this combat", shown, { name: "opponent-revealed" }) : null,
    (them.shown_in_hand || []).length ? zone("Known in its hand (shown earlier)", them.shown_in_hand, { name: "opponent-known" }) : null,
    zone("Its discard pile", them.discard || [], { name: "opponent-discard", empty: "empty" }),
    (them.tolls || []).length ? zone("Its cards beside your discard pile", them.tolls, { name: "opponent-tolls" }) : null,
    Array.isArray(them.victorious) ? zone("Victorious", them.victorious, { name: "opponent-victorious", empty: "none" }) : null,
    Array.isArray(them.captured) && them.captured.length ? zone("Captured", them.captured.flatMap((c) => [c.shield, ...(c.creature || [])])) : null);
}

// Your own cards: the pen (single-bordered), storage (double-bordered), Arena's hand, discard.
function yourHand(player, arena) {
  return el("section", { class: "panel hand-panel you" },
    el("div", { class: "hand-zones" },
      arena && Array.isArray(player.hand) ? zone("Hand", player.hand, { name: "hand", class: "hand" }) : null,
      zone("Pen · single-bordered", player.pen, { name: "pen", class: "single", empty: "empty" }),
      zone("Storage · double-bordered", player.storage, { name: "storage", class: "double", empty: "empty" }),
      arena ? zone("Victorious", player.victorious || [], { name: "victorious" }) : null,
      zone("Discard", player.discard || [], { name: "discard", empty: "empty" }),
      (player.tolls || []).length ? zone("Yours beside its discard pile", player.tolls, { name: "tolls" }) : null));
}

function heading(view, seat, arena) {
  const phase = PHASES[view.phase] || String(view.phase || "").replaceAll("_", " ");
  let deciding = "";
  if (view.outcome) deciding = view.outcome.reason || "game over";
  else if (view.seat === null || view.seat === undefined) deciding = "";
  else if (seat === null || seat === undefined) deciding = `seat ${view.seat} to decide`;
  else deciding = view.seat === seat ? "your decision" : "the opponent decides";
  const turns = arena && view.max_turns ? ` of ${view.max_turns}` : "";
  return el("div", { class: "board-heading" },
    el("h2", {}, `Turn ${view.turn}${turns}`, el("span", { class: "phase" }, phase)),
    deciding ? el("span", { class: "deciding" }, deciding) : null);
}

export function renderGuardians(view, ctx) {
  const seat = ctx.seat ?? null;
  const arena = view.game === "guardians-arena";
  const players = view.players || [];
  const order = seat === 1 ? [0, 1] : [1, 0]; // the opponent on top, you at the bottom
  const bars = order.filter((s) => players[s]).map((s) => seatBar(view, players[s], s, seat, arena));
  const mine = seat === null || seat === undefined ? null : players[seat];
  const fight = combatPanel(view, seat, ctx.events || []);
  const live = Boolean(view.combat); // a combat being fought comes first: its decisions are now
  return el("div", { class: `guardians-table${arena ? " arena" : ""}` },
    heading(view, seat, arena),
    live ? fight : null,
    bars[0],
    mine ? shownByOpponent(view, seat) : null,
    board(view, seat, arena),
    live ? null : fight,
    bars[1],
    mine ? yourHand(mine, arena) : null);
}
