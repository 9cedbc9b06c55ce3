// The generic table: the game's own panels (drawn by its present() from the view alone), then
// every card the view names with an id, grouped by where the view holds it, so that actions
// naming a card can be clicked on it. Used for the Guardians games until their boards come.

import { cardFace, el, panelNode } from "../dom.js";

function place(path) {
  return path
    .map((part) => (typeof part === "number" ? `${part}` : part.replaceAll("_", " ")))
    .join(" › ");
}

// Every {id, name} object in the view, with the path to the list or field holding it.
export function cardsIn(value, path = [], found = [], seen = new Set()) {
  if (Array.isArray(value)) {
    value.forEach((item, index) => {
      if (item && typeof item === "object" && !Array.isArray(item) && "id" in item && "name" in item) {
        if (!seen.has(item.id)) {
          seen.add(item.id);
          found.push({ where: place(path), card: item });
        }
        cardsIn(item, [...path, index], found, seen);
      } else {
        cardsIn(item, [...path, index], found, seen);
      }
    });
  } else if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      if (key === "recent" || key === "log") continue;
      if (item && typeof item === "object" && !Array.isArray(item) && "id" in item && "name" in item) {
        if (!seen.has(item.id)) {
          seen.add(item.id);
          found.push({ where: place([...path, key]), card: item });
        }
      }
      cardsIn(item, [...path, key], found, seen);
    }
  }
  return found;
}

export function renderGeneric(view, ctx) {
  const root = el("div", { class: "generic" });
  const panels = ctx.panels || [];
  root.append(el("div", { class: "panels" }, panels.map(panelNode)));
  const groups = new Map();
  for (const { where, card } of cardsIn(view)) {
    if (!groups.has(where)) groups.set(where, []);
    groups.get(where).push(card);
  }
  if (groups.size) {
    const zones = el("section", { class: "panel zones" }, el("h3", {}, "Cards in sight"));
    for (const [where, cards] of groups) {
      zones.append(el("div", { class: "zone" }, el("h4", {}, where), el("div", { class: "cards" }, cards.map((c) => cardFace(c)))));
    }
    root.append(zones);
  }
  return root;
}
