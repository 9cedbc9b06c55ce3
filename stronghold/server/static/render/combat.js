// The combat panel of the Guardians games: each side with its cards on the table, command
// cards, and every match-up with both creatures, their Vitality and each bonus, the totals and
// the winner — drawn from the view's combat (the one being fought), its last_combat (the one
// just over) and the combat events the seat was told. It decides nothing: what the view does
// not say yet (a Vitality not worked out) is shown as not known.

import { cardFace, el } from "../dom.js";

const SIDES = ["attacker", "defender"];
const STEPS = {
  declare: "declaring command cards", choose_command: "choosing command cards", idol: "the Large Idol",
  boost: "boosting", forced_discard: "discarding", command_bribe: "bribing from the shown hand",
  primary_choose: "choosing the primary creatures",
  pay: "paying", guess: "guessing", discard_bonus: "discarding for a bonus", icons: "icons",
  bribery: "bribery", command_window: "command cards take effect", spell_window: "spells and ranged attacks",
  modify_window: "last changes before the comparison", response: "responding", secondary: "secondary attacks",
  secondary_bribery: "bribery in a secondary attack", channel_response: "channeling", aoe_cancel: "an AOE", reroll: "rolling a die again",
  reclaim: "reclaiming", heal: "healing", secondary_round: "another round of secondary attacks", over: "over",
};

function cap(text) {
  const s = String(text || "");
  return s ? s[0].toUpperCase() + s.slice(1) : s;
}

// "Wild Nymph 4 + 1 Off-Color = 5" as a row of parts; "?" while the Vitality is not worked out.
export function breakdown(name, vitality, parts, ranged = []) {
  // The view gives the parts once the Vitality is worked out (an empty list before: "?"); a
  // finished combat's record gives the Vitality alone.
  const known = Array.isArray(parts) && parts.length > 0;
  const bare = parts === undefined && vitality !== undefined && vitality !== null;
  const terms = [];
  if (known) {
    parts.forEach(([label, value], i) => {
      const n = Number(value);
      const sign = i === 0 ? (n < 0 ? "−" : "") : n < 0 ? " − " : " + ";
      const shown = Math.abs(n);
      const base = i === 0 && String(label).toLowerCase() === "base";
      terms.push(el("span", { class: "part" }, sign, el("b", {}, String(shown)), base ? "" : ` ${label}`));
    });
  }
  return el("div", { class: "fighter-line" },
    el("span", { class: "fighter-name", "data-tip": name || null }, name || "—"),
    known ? el("span", { class: "parts" }, terms, " = ") : null,
    el("strong", { class: "vitality", title: known ? "Vitality" : "not worked out yet" }, known || bare ? String(vitality) : vitality === undefined || vitality === null ? "" : "?"),
    ranged && ranged.length ? el("span", { class: "muted ranged" }, ` · ranged: ${ranged.join(", ")}`) : null);
}

// A match-up without a result is still to be fought while its combat goes on; once the combat
// is over it was never fought (a creature left it first: sent back, bribed away).
function resultWords(result, over = false) {
  const r = String(result || "");
  if (!r) return over ? "not fought" : "to be fought";
  if (r === "attacker" || r === "defender") return `${r} wins`;
  return r.replaceAll("_", " ");
}

function winnerSide(result) {
  return result === "attacker" || result === "defender" ? result : null;
}

// One match-up: both creatures with their Vitality and bonuses, and the result.
export function matchupNode(m, over = false) {
  if ("target" in m) {
    return el("li", { class: "matchup secondary", "data-matchup": m.number },
      el("div", { class: "matchup-number" }, `#${m.number}`),
      el("div", { class: "matchup-body" },
        el("div", { class: "muted" }, "secondary attack"),
        breakdown((m.attackers || []).join(", ") || "secondary attackers", m.vitality, m.parts),
        el("div", { class: "fighter-line" }, "on ", el("span", { class: "fighter-name", "data-tip": m.target }, m.target))),
      el("div", { class: "matchup-result" }, resultWords(m.result, over)));
  }
  const won = winnerSide(m.result);
  return el("li", { class: `matchup${won ? ` won-${won}` : ""}`, "data-matchup": m.number },
    el("div", { class: "matchup-number" }, `#${m.number}`),
    el("div", { class: "matchup-body" },
      SIDES.map((s) => el("div", { class: `matchup-side ${s}${won === s ? " winner" : ""}` },
        el("span", { class: "role" }, s),
        breakdown(m[s], m[`${s}_vitality`], m[`${s}_parts`], m[`${s}_ranged`])))),
    el("div", { class: "matchup-result" }, resultWords(m.result, over)));
}

function sideNode(entry, index, mine, seat, seats) {
  const you = index === mine;
  const owner = Array.isArray(seats) ? seats[index] : null;
  const label = `${cap(entry.role)}${you ? " (you)" : owner !== null && owner !== undefined && seat === null ? ` · seat ${owner}` : ""}`;
  const facts = [`stones ${entry.stones}`, `combat hand ${entry.combat_hand}`, `storage ${entry.storage_hand}`];
  if (entry.channelers_face_down) facts.push(`channelers face down ${entry.channelers_face_down}`);
  if (entry.committed) facts.push("has chosen");
  const table = (entry.table || []).map((card) => cardFace(card, {
    class: `small status-${card.status}${card.turned ? " turned" : ""}`,
    body: el("span", { class: "card-status" }, [card.role !== "none" ? card.role : null, card.status].filter(Boolean).join(" · ")),
  }));
  return el("div", { class: `combat-side ${you ? "you" : mine === null ? `side-${index}` : "opp"}`, "data-combat-side": index },
    el("h4", {}, label, el("span", { class: "guardian muted" }, ` ${entry.guardian}`)),
    el("p", { class: "muted facts" }, facts.join(" · ")),
    table.length ? el("div", { class: "cards" }, table) : el("p", { class: "muted" }, "nothing on the table yet"),
    (entry.revealed_in_hand || []).length && !you
      ? el("div", { class: "revealed" }, el("span", { class: "tag" }, "shown from hand"), el("div", { class: "cards" }, entry.revealed_in_hand.map((c) => cardFace(c, { class: "small" }))))
      : null,
    Array.isArray(entry.hand)
      ? el("div", { class: "combat-hand" }, el("span", { class: "tag" }, "your cards"),
        entry.hand.length
          ? el("div", { class: "cards" }, entry.hand.map((c) => cardFace(c, { class: `small zone-${c.zone}`, body: el("span", { class: "card-status" }, c.zone) })))
          : el("span", { class: "muted" }, "none"))
      : null);
}

// The typed events of a combat, when the game tells them with their fields: a match-up's
// result (each side's creature, Vitality and its parts, the winner) and the combat's totals.
const RESULT = new Set(["result", "matchup-result"]);
const RESOLVED = new Set(["resolution", "fight_resolved", "fight-resolved", "combat-resolved"]);

//: The kinds of a combat's events (the combat's own; the play layer's are not listed here).
const COMBAT_KINDS = new Set([
  "altar", "aoe", "aside", "bribe", "bribed", "cast", "reveal", "roll", "channel", "command", "command-chosen", "declare",
  "declares", "discarded", "dispelled", "effect", "fate", "fizzles", "guess", "idol", "matchup",
  "no_bribe", "no_discard", "pay", "picked-at-random", "power", "primary-chosen", "ranged", "roll",
  "secondary", "secondary_result", "up-swapped", ...RESULT, ...RESOLVED,
]);

// The events of one combat: those after the last resolution (a combat being fought), or from
// the one before up to the last (the combat just over).
export function combatEvents(all, live) {
  const events = all.filter((e) => COMBAT_KINDS.has(e.kind));
  const ends = [];
  events.forEach((e, i) => { if (RESOLVED.has(e.kind)) ends.push(i); });
  if (live) return events.slice(ends.length ? ends[ends.length - 1] + 1 : 0);
  if (!ends.length) return [];
  const last = ends[ends.length - 1];
  return events.slice(ends.length > 1 ? ends[ends.length - 2] + 1 : 0, last + 1);
}

// A typed event's fields (the server sends them as ``data`` beside the words).
function fieldsOf(event) {
  return event.data && typeof event.data === "object" ? event.data : event;
}

// A match-up of the view (or of last_combat) with what its result event says: both creatures'
// Vitality with every part. The event's sides are seats: ``attacker`` is the combat's attacker.
function enriched(m, results, attackerSeat) {
  const told = results.map(fieldsOf).find((e) => e.number === m.number && Array.isArray(e.sides));
  if (!told || "target" in m) return m;
  const out = { ...m };
  told.sides.forEach((seat, index) => {
    const role = attackerSeat === null || attackerSeat === undefined ? SIDES[index] : seat === attackerSeat ? "attacker" : "defender";
    if (told.cards && told.cards[index]) out[role] = told.cards[index];
    if (told.vitality && told.vitality[index] !== null && told.vitality[index] !== undefined) out[`${role}_vitality`] = told.vitality[index];
    if (told.parts && told.parts[index] && told.parts[index].length) out[`${role}_parts`] = told.parts[index];
  });
  if (told.result) out.result = told.result;
  return out;
}

function eventNodes(events) {
  const told = events.filter((e) => e.text);
  if (!told.length) return null;
  return el("details", { class: "combat-events" }, el("summary", {}, `What happened in this combat (${told.length})`),
    el("ol", { class: "lines" }, told.map((e) => el("li", { class: `event ${e.kind}`, "data-kind": e.kind }, e.text))));
}

function liveCombat(view, seat, allEvents) {
  const combat = view.combat;
  const events = combatEvents(allEvents, true);
  const results = events.filter((e) => RESULT.has(e.kind));
  const inner = combat.view || {};
  const sides = inner.sides || [];
  let mine = null;
  sides.forEach((s, i) => { if (Array.isArray(s.hand)) mine = i; });
  const attackerSeat = Array.isArray(combat.seats) ? combat.seats[0] : mine === null || seat === null ? null : mine === 0 ? seat : 1 - seat;
  const commands = (inner.commands || []).map((c, i) => (c ? el("li", {}, `${cap(SIDES[i])}'s command card: `, el("span", { "data-tip": c.card }, c.card), c.dispelled ? el("span", { class: "badge warn" }, "dispelled") : null) : null)).filter(Boolean);
  const step = STEPS[inner.phase] || String(inner.phase || "").replaceAll("_", " ");
  const deciding = inner.seat === null || inner.seat === undefined ? "" : inner.seat === mine ? " · your decision" : ` · the ${SIDES[inner.seat] || "other side"} decides`;
  return el("section", { class: "panel combat-panel live", "data-combat": combat.space },
    el("h3", {}, combat.space ? `⚔ Combat at ${combat.space}` : "⚔ Combat", el("span", { class: "muted" }, ` · terrain ${inner.terrain || "none"} · ${step}${deciding}`)),
    el("div", { class: "combat-sides" }, sides.map((s, i) => sideNode(s, i, mine, seat, combat.seats))),
    commands.length ? el("ul", { class: "lines commands" }, commands) : null,
    (inner.matchups || []).length
      ? el("ol", { class: "matchups" }, inner.matchups.map((m) => matchupNode(enriched(m, results, attackerSeat), inner.phase === "over")))
      : el("p", { class: "muted no-matchup" }, inner.phase === "over" ? "No match-up was fought." : "No match-up yet."),
    eventNodes(events));
}

function lastCombat(view, seat, allEvents) {
  const last = view.last_combat;
  const attacker = last.attacker;
  const events = combatEvents(allEvents, false);
  const results = events.filter((e) => RESULT.has(e.kind));
  const resolvedEvent = events.filter((e) => RESOLVED.has(e.kind)).pop();
  const resolved = resolvedEvent ? fieldsOf(resolvedEvent) : null;
  const who = (s) => (seat === null || seat === undefined ? `seat ${s}` : s === seat ? "you" : "the opponent");
  let totals = last.totals || [];
  if (resolved && Array.isArray(resolved.totals) && Array.isArray(resolved.sides)) {
    totals = resolved.sides[0] === attacker ? resolved.totals : [...resolved.totals].reverse();
  }
  const winner = last.winner;
  const won = winner === null || winner === undefined ? "no winner" : `${cap(who(winner))} ${who(winner) === "you" ? "win" : "wins"} the combat`;
  const totalLine = totals.length === 2
    ? `totals: attacker (${who(attacker)}) ${totals[0]} · defender (${who(1 - attacker)}) ${totals[1]}`
    : "";
  return el("section", { class: "panel combat-panel last", "data-combat": last.space },
    el("h3", {}, `Last combat at ${last.space}: ${won}`),
    totalLine ? el("p", { class: "totals" }, totalLine) : null,
    (last.matchups || []).length ? el("ol", { class: "matchups" }, last.matchups.map((m) => matchupNode(enriched(m, results, attacker), true))) : null,
    eventNodes(events));
}

export function combatPanel(view, seat, events = []) {
  if (view.combat) return liveCombat(view, seat, events);
  if (view.last_combat) return lastCombat(view, seat, events);
  return null;
}

// The single-combat game (``guardians-combat``): its view is a combat's own; drawn as the panel,
// with the result when it is over.
export function renderCombatGame(view, ctx) {
  const seat = ctx.seat ?? null;
  const panel = liveCombat({ combat: { space: null, view } }, seat, ctx.events || []);
  return el("div", { class: "guardians-table combat-game" }, panel);
}
