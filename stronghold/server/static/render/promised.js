// Warriors of the Promised Land — the table for 2 to 6 players: each seat's line of cards in
// play (face-down ones as backs unless you may see them), its piles and holdings, your hand,
// the current Challenge with the totals of its face-up cards, and the Challenges fought.

import { cardFace, el } from "../dom.js";

function plCard(card, opts = {}) {
  if (!card || card.name === undefined) return cardFace(card);
  const marks = [];
  if (card.face_down) marks.push("face down");
  if (card.disabled) marks.push("disabled");
  if (card.used) marks.push("used");
  const kind = card.kind === "warrior" ? `${card.alignment || ""} warrior${card.prophet ? ", prophet" : ""}` : `armory${card.weapon ? ", weapon" : ""}${card.dot && card.dot !== "none" ? `, ${card.dot} dot` : ""}`;
  const body = el("div", { class: "pl-body" },
    el("span", { class: "pl-kind" }, kind),
    el("span", { class: "icons" }, (card.icons || []).join(" · ")),
    marks.length ? el("span", { class: "marks" }, marks.join(", ")) : null);
  const classes = [`pl-card ${card.kind || ""} ${card.alignment || ""}`, opts.class || ""];
  if (card.face_down) classes.push("seen-face-down");
  return cardFace(card, { class: classes.join(" "), body });
}

function seatPanel(view, player, challenge) {
  const me = view.seat === player.seat;
  const roles = [];
  if (view.leader === player.seat) roles.push("leader");
  if (view.current_seat === player.seat) roles.push("to act");
  if (challenge && challenge.challenger === player.seat) roles.push("challenger");
  if (challenge && challenge.defender === player.seat) roles.push("defender");
  if (!player.in_game) roles.push("out");
  const classes = ["panel", "pl-seat"];
  if (me) classes.push("you");
  if (view.current_seat === player.seat) classes.push("to-act");
  if (!player.in_game) classes.push("out");
  return el("section", { class: classes.join(" "), "data-seat": player.seat },
    el("h3", {}, `seat ${player.seat}${me ? " (you)" : ""}`, roles.length ? el("span", { class: "roles" }, ` — ${roles.join(", ")}`) : null),
    el("p", { class: "muted" },
      `hand ${player.hand_count} (${player.hand_warriors} W) · piles ${player.warrior_pile} W / ${player.armory_pile} A · discard ${(player.discard || []).length} · holds ${player.warriors_held} Warriors, ${player.cards_held} cards`),
    el("div", { class: "cards line" }, (player.line || []).length ? player.line.map((c) => plCard(c)) : el("span", { class: "muted" }, "no cards in play")),
    (player.aside || []).length ? el("div", {}, el("h4", {}, "set aside"), el("div", { class: "cards" }, player.aside.map((c) => plCard(c, { class: "small" })))) : null,
    (player.discard || []).length
      ? el("details", {}, el("summary", {}, `discard (${player.discard.length})`), el("div", { class: "cards" }, player.discard.map((c) => plCard(c, { class: "small" }))))
      : null);
}

function challengePanel(view) {
  const c = view.challenge;
  if (!c) return null;
  const totals = c.shown_totals || ["?", "?"];
  return el("section", { class: "panel challenge" },
    el("h3", {}, "Challenge"),
    c.defender === null || c.defender === undefined
      ? el("p", { class: "score" }, `seat ${c.challenger} is choosing whom to challenge`)
      : el("p", { class: "score" }, `seat ${c.challenger} `, el("strong", {}, `${totals[0]}`),
          " against seat ", `${c.defender} `, el("strong", {}, `${totals[1]}`)),
    c.defender === null || c.defender === undefined ? null : el("p", { class: "muted" }, "totals of the face-up cards"),
    (c.battled || []).length ? el("p", {}, `already challenged: ${c.battled.map((s) => `seat ${s}`).join(", ")}`) : null,
    c.looks_left !== null && c.looks_left !== undefined ? el("p", {}, `looks left: ${c.looks_left}`) : null);
}

function resultNode(result) {
  const sides = (result.sides || []).map((side) =>
    el("div", { class: "result-side" },
      el("h4", {}, `seat ${side.seat}: ${side.total}${side.seat === result.winner ? " (won)" : ""}`),
      el("ul", { class: "lines" },
        Object.entries(side.points || {}).map(([card, points]) => el("li", {}, `${card}: ${points}`)),
        Object.entries(side.disabled || {}).map(([card, why]) => el("li", { class: "muted" }, `${card}: ${why}`)),
        side.blocked ? el("li", {}, `blocked: ${side.blocked}`) : null,
        side.factor && side.factor !== 1 ? el("li", {}, `× ${side.factor}`) : null)));
  return el("div", { class: "result" }, el("div", { class: "result-sides" }, sides),
    (result.plundered || []).length ? el("p", {}, `plundered: ${result.plundered.join(", ")}`) : null,
    result.special_battle ? el("p", {}, "a special battle") : null);
}

export function renderPromisedLand(view) {
  const players = view.players || [];
  const me = players.find((p) => p.seat === view.seat);
  const head = el("section", { class: "panel" },
    el("h2", {}, `Round ${view.round} of at most ${view.max_rounds} — ${view.phase}${view.step ? ` (${view.step})` : ""}`),
    el("p", { class: "muted" },
      `leader: seat ${view.leader}`,
      view.called_by !== null && view.called_by !== undefined ? ` · Call to battle by seat ${view.called_by}` : "",
      view.set_aside ? ` · ${view.set_aside} set aside` : ""));
  const table = el("div", { class: `pl-table seats-${players.length}` }, players.map((p) => seatPanel(view, p, view.challenge)));
  const hand = me && Array.isArray(me.hand)
    ? el("section", { class: "panel hand" }, el("h3", {}, "Your hand"), el("div", { class: "cards" }, me.hand.map((c) => plCard(c))))
    : null;
  const results = (view.results || []).length
    ? el("section", { class: "panel" }, el("h3", {}, "Last Challenge"), resultNode(view.results[view.results.length - 1]),
        view.results.length > 1 ? el("details", {}, el("summary", {}, `earlier Challenges (${view.results.length - 1})`), view.results.slice(0, -1).reverse().map(resultNode)) : null)
    : null;
  return el("div", { class: "promised-land" }, head, challengePanel(view), table, hand, results);
}
