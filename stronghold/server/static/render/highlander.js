// Highlander: The Duel — both fighters' damage and abilities, your hand with each card's attack
// positions and follow-up bar drawn, what you know of the other hand, the face-up row, the
// cards played this round, and the last clash.

import { cardFace, el } from "../dom.js";

const BODY = [
  [null, "head", null],
  ["left-arm", "chest", "right-arm"],
  ["left-leg", null, "right-leg"],
];
const SHORT = { head: "H", "left-arm": "LA", "right-arm": "RA", chest: "C", "left-leg": "LL", "right-leg": "RL" };

function figure(card, positions, aligned = []) {
  const attack = new Set(card.attack || []);
  const follow = new Set(card.follow_up || []);
  const body = el("div", { class: "body-figure", "aria-label": `attacks ${[...attack].join(", ")}` });
  for (const row of BODY) {
    for (const spot of row) {
      const classes = ["spot"];
      if (spot === null) classes.push("empty");
      else if (attack.has(spot)) classes.push("attack");
      if (spot && aligned.includes(spot)) classes.push("aligned");
      body.append(el("span", { class: classes.join(" "), title: spot || "" }, spot ? SHORT[spot] || spot : ""));
    }
  }
  const bar = el("div", { class: "follow-bar", "aria-label": `follow-up ${[...follow].join(", ")}` },
    (positions || Object.keys(SHORT)).map((spot) =>
      el("span", { class: follow.has(spot) ? "seg on" : "seg", title: spot }, SHORT[spot] || spot)));
  return el("div", { class: "hl-figure" }, body, bar);
}

function hlCard(card, positions, opts = {}) {
  const body = el("div", {}, figure(card, positions, opts.aligned), card.text ? el("p", { class: "card-text" }, card.text) : null);
  return cardFace(card, { class: `hl-card ${opts.class || ""}`, body });
}

function fighterPanel(view, fighter) {
  const you = view.you === fighter.seat;
  const pips = el("div", { class: "damage-pips", "aria-label": `${fighter.damage} damage` });
  const marks = new Set((fighter.abilities || []).map((a) => a.at));
  const top = Math.max(12, fighter.damage, ...marks);
  for (let i = 1; i <= top; i += 1) {
    pips.append(el("span", { class: `pip${i <= fighter.damage ? " hit" : ""}${marks.has(i) ? " mark" : ""}` }));
  }
  const state = [];
  if (fighter.offensive) state.push("on the offensive");
  if (fighter.has_chosen) state.push("has chosen a card");
  if (fighter.must_follow && fighter.must_follow.length) state.push(`follow-up bar to play on: ${[].concat(fighter.must_follow).join(", ")}`);
  if (fighter.next_card_free) state.push("next card may be any card");
  if (fighter.momentum) state.push(`momentum ${fighter.momentum}`);
  if (fighter.steady) state.push("steady");
  return el("section", { class: `panel fighter${you ? " you" : ""}${view.to_act === fighter.seat ? " to-act" : ""}` },
    el("h3", {}, `${fighter.character}${you ? " (you)" : ""}`),
    el("p", { class: "damage" }, el("strong", { "data-damage": fighter.seat }, `${fighter.damage}`), " damage"),
    pips,
    el("p", { class: "muted" }, `hand ${fighter.hand_size} · ${state.join(" · ") || "—"}`),
    el("ul", { class: "abilities" }, (fighter.abilities || []).map((a) =>
      el("li", { class: a.unlocked ? "unlocked" : "locked" }, `${a.name} (at ${a.at}): ${a.text}`))),
    fighter.chosen ? el("div", {}, el("h4", {}, "Chosen"), hlCard(fighter.chosen, view.positions)) : null,
    (fighter.played || []).length
      ? el("div", {}, el("h4", {}, "Played this round"), el("div", { class: "cards" }, fighter.played.map((c) => hlCard(c, view.positions, { class: "small" }))))
      : null,
  );
}

function lastClash(view) {
  const clash = view.last_clash;
  if (!clash) return null;
  const names = (view.fighters || []).map((f) => f.character);
  const cards = (clash.cards || []).map((card, seat) =>
    el("div", { class: "clash-side" }, el("h4", {}, names[seat] || `seat ${seat}`),
      hlCard(card, view.positions, { aligned: clash.aligned || [], class: "small" }),
      el("p", {}, `takes ${(clash.damage || [])[seat] ?? 0} (now ${(clash.total_damage || [])[seat] ?? "?"})`)));
  return el("section", { class: "panel clash" },
    el("h3", {}, `Last clash — round ${clash.round}, clash ${clash.clash}: ${String(clash.result || "").replaceAll("-", " ")}`),
    el("p", { class: "muted" }, `aligned: ${(clash.aligned || []).join(", ") || "none"}`),
    el("div", { class: "clash-cards" }, cards));
}

export function renderHighlander(view) {
  const fighters = view.fighters || [];
  const me = fighters.find((f) => f.seat === view.you);
  const head = el("section", { class: "panel" },
    el("h2", {}, `Round ${view.round}${view.clash ? `, clash ${view.clash} of ${view.clashes_per_round}` : ""} — ${view.phase}`),
    el("p", { class: "muted" }, `deck ${view.deck_size ?? "?"} · discard ${(view.discard || []).length}`));
  const row = el("section", { class: "panel" }, el("h3", {}, "Face-up row"),
    el("div", { class: "cards" }, (view.face_up || []).map((c) => hlCard(c, view.positions))));
  const hand = me && Array.isArray(me.hand)
    ? el("section", { class: "panel hand" }, el("h3", {}, "Your hand"),
        el("div", { class: "cards" }, me.hand.map((c) => hlCard(c, view.positions))))
    : null;
  const known = fighters
    .filter((f) => f.seat !== view.you && (f.known_cards || []).length)
    .map((f) => el("section", { class: "panel" }, el("h3", {}, `Known in ${f.character}'s hand`),
      el("div", { class: "cards" }, f.known_cards.map((c) => hlCard(c, view.positions, { class: "small known" })))));
  return el("div", { class: "highlander" },
    head,
    el("div", { class: "fighters" }, fighters.map((f) => fighterPanel(view, f))),
    lastClash(view),
    hand,
    row,
    known);
}
