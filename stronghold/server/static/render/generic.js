// The generic table, for games without a table of their own yet (the Guardians games): the
// game's own panels (its present(), drawn from the view alone), then the whole view as a tree
// in which every card the view names with an id is drawn as a card — so that the actions
// naming a card can be clicked on it — and face-down cards as backs.

import { cardFace, el, panelNode } from "../dom.js";

//: Entries of a view told elsewhere on the page (the log) or by the header.
const SKIPPED = new Set(["recent", "log", "game", "outcome"]);

function isCard(value) {
  return value && typeof value === "object" && !Array.isArray(value) && "id" in value && "name" in value;
}

function isBack(value) {
  return value && typeof value === "object" && !Array.isArray(value) && value.face_down === true && !("name" in value);
}

function label(key) {
  return String(key).replaceAll("_", " ");
}

function scalar(value) {
  if (value === null || value === undefined) return "—";
  if (typeof value === "boolean") return value ? "yes" : "no";
  return String(value);
}

export function treeNode(value, depth = 0) {
  if (isCard(value) || isBack(value)) return cardFace(value);
  if (Array.isArray(value)) {
    if (value.length === 0) return el("span", { class: "muted" }, "none");
    if (value.every((item) => isCard(item) || isBack(item))) {
      return el("div", { class: "cards" }, value.map((item) => cardFace(item)));
    }
    if (value.every((item) => item === null || typeof item !== "object")) {
      return el("span", {}, value.map(scalar).join(", "));
    }
    // A place with a name (a space of the board) can be clicked for the actions naming it.
    return el("ol", { class: "tree-list", start: "0" }, value.map((item) =>
      el("li", { "data-space-id": item && typeof item.space === "string" ? item.space : null }, treeNode(item, depth + 1))));
  }
  if (value && typeof value === "object") {
    const rows = Object.entries(value)
      .filter(([key]) => depth > 0 || !SKIPPED.has(key))
      .map(([key, item]) => {
        const nested = item && typeof item === "object" && !isCard(item) && !isBack(item) &&
          !(Array.isArray(item) && item.length === 0);
        const place = nested && !Array.isArray(item) && depth > 0 ? key : null; // e.g. lands › B1
        return el("div", { class: nested ? "tree-row nested" : "tree-row", "data-space-id": place },
          el("span", { class: "tree-key" }, label(key)), treeNode(item, depth + 1));
      });
    return el("div", { class: `tree depth-${Math.min(depth, 3)}` }, rows);
  }
  return el("span", {}, scalar(value));
}

// The default present() of a game shows its view's entries one line each under the game's id:
// the tree below shows the same, whole, so such a panel is left out.
function ownPanels(view, panels) {
  return panels.filter((panel) => !(panel.title === view.game && (panel.lines || []).length === Object.keys(view).length));
}

export function renderGeneric(view, ctx) {
  const panels = ownPanels(view, ctx.panels || []);
  return el("div", { class: "generic" },
    panels.length ? el("div", { class: "panels" }, panels.map(panelNode)) : null,
    el("section", { class: "panel view-tree" }, el("h3", {}, "On the table"), treeNode(view)));
}
