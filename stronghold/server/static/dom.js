// Small DOM helpers shared by the pages: elements, cards with their text on hover or tap,
// and the outcome in words. Nothing here knows a game's rules.

export function el(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs)) {
    if (value === null || value === undefined || value === false) continue;
    if (key === "class") node.className = value;
    else if (key === "text") node.textContent = value;
    else if (key.startsWith("data-")) node.setAttribute(key, String(value));
    else if (key === "style") node.setAttribute("style", value);
    else node.setAttribute(key, value === true ? "" : String(value));
  }
  for (const child of children.flat()) {
    if (child === null || child === undefined || child === false) continue;
    node.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return node;
}

// What a view says about a card beyond its id and name, as lines of text.
export function cardLines(card) {
  const lines = [];
  for (const [key, value] of Object.entries(card)) {
    if (key === "id" || key === "name" || value === null || value === "" || value === false) continue;
    if (Array.isArray(value)) {
      if (value.length && value.every((v) => typeof v !== "object")) {
        lines.push(`${key.replaceAll("_", " ")}: ${value.join(", ")}`);
      }
    } else if (typeof value !== "object") {
      lines.push(value === true ? key.replaceAll("_", " ") : `${key.replaceAll("_", " ")}: ${value}`);
    }
  }
  return lines;
}

// A card as a small face: its name, its id for the actions that name it, its text on hover.
export function cardFace(card, extra = {}) {
  if (!card || (card.id === undefined && card.name === undefined)) {
    const kind = card && card.kind ? ` (${card.kind})` : "";
    return el("div", { class: "card back", title: `a face-down card${kind}` }, `face down${kind}`);
  }
  const node = el(
    "div",
    { class: `card ${extra.class || ""}`, "data-card-id": card.id, "data-tip": tipText(card) },
    el("span", { class: "card-name" }, card.name ?? card.id),
    card.id !== undefined ? el("span", { class: "card-id" }, card.id) : null,
    extra.body || null,
  );
  return node;
}

export function tipText(card) {
  return [card.name ?? "", ...cardLines(card)].filter(Boolean).join("\n");
}

// A card's printed text from the game's catalog (public), asked once per name; null if the
// game has none for it (the view's own lines are shown then).
const printed = new Map();

function cardText(name) {
  const game = document.body.dataset.game;
  if (!game || !name) return Promise.resolve(null);
  const key = `${game}\n${name}`;
  if (!printed.has(key)) {
    const query = new URLSearchParams({ name });
    printed.set(key, fetch(`/api/cards/${encodeURIComponent(game)}?${query}`)
      .then((answer) => (answer.ok ? answer.json() : null))
      .then((body) => (body ? body.lines : null))
      .catch(() => null));
  }
  return printed.get(key);
}

// The lines to show for a card: its printed text when the catalog has it, then what the view
// says of this card on the table; the view's lines alone otherwise.
function cardNodes(card, lines) {
  const seen = card.dataset.tip.split("\n");
  if (!lines || !lines.length) return seen.map((line, i) => el(i ? "p" : "h3", {}, line));
  const onTable = seen.slice(1);
  return [
    ...lines.map((line, i) => el(i ? "p" : "h3", {}, line)),
    onTable.length ? el("p", { class: "muted" }, `on the table: ${onTable.join("; ")}`) : null,
  ].filter(Boolean);
}

// A shown tip placed in the window by ``card``: below it, or above it where there is no room
// below, and never past the window's edges.
function placeTip(tip, card) {
  const box = card.getBoundingClientRect();
  const { width, height } = tip.getBoundingClientRect();
  const below = box.bottom + 4;
  const top = below + height <= window.innerHeight ? below : box.top - height - 4;
  tip.style.left = `${Math.max(0, Math.min(box.left, window.innerWidth - width))}px`;
  tip.style.top = `${Math.max(0, top)}px`;
}

// Hover shows a card's text beside the pointer; a tap (or click) puts it in the card panel.
export function installTips(root = document) {
  const tip = document.getElementById("tip");
  const panel = document.getElementById("card-text");
  const body = document.getElementById("card-text-body");
  let hovered = null;
  root.addEventListener("mouseover", (event) => {
    const card = event.target.closest && event.target.closest("[data-tip]");
    if (!card || !tip || card === hovered) return;
    hovered = card;
    const name = card.dataset.tip.split("\n")[0];
    tip.replaceChildren(...cardNodes(card, null));
    tip.hidden = false;
    placeTip(tip, card);
    cardText(name).then((lines) => {
      if (hovered === card && lines) {
        tip.replaceChildren(...cardNodes(card, lines));
        placeTip(tip, card);
      }
    });
  });
  // The tip is fixed to the window: it never lengthens the page (a tip below the last card
  // once grew the page, which moved what was under the pointer, which hid the tip, and so on).
  window.addEventListener("scroll", () => {
    if (tip && hovered && !tip.hidden) placeTip(tip, hovered);
  }, { passive: true });
  root.addEventListener("mouseout", (event) => {
    const card = event.target.closest && event.target.closest("[data-tip]");
    if (!tip || !card || card.contains(event.relatedTarget)) return;
    hovered = null;
    tip.hidden = true;
  });
  root.addEventListener("pointerdown", (event) => {
    const card = event.target.closest && event.target.closest("[data-tip]");
    if (!card || !panel) return;
    body.replaceChildren(...cardNodes(card, null));
    panel.hidden = false;
    cardText(card.dataset.tip.split("\n")[0]).then((lines) => {
      if (lines) body.replaceChildren(...cardNodes(card, lines));
    });
  });
}

// The outcome in words; ``seat`` (the reader's, if a player) is told "You won" or "You lost".
export function outcomeText(outcome, seat = null) {
  if (!outcome) return "";
  const winners = outcome.winners || [];
  const draw = winners.length === 0 || winners.length === (outcome.returns || []).length;
  let who = draw ? "A draw." : `Won by ${winners.map((s) => `seat ${s}`).join(" and ")}.`;
  if (!draw && seat !== null && seat !== undefined) {
    who = winners.includes(seat) ? `You won (${who.slice(0, -1).toLowerCase()}).` : `You lost: ${who.toLowerCase()}`;
  }
  const reason = outcome.reason ? outcome.reason[0].toUpperCase() + outcome.reason.slice(1) : "";
  return `${who} ${reason}${reason && !/[.!?]$/.test(reason) ? "." : ""}`.trim();
}

// A panel of a game's own present(): lines, or a table.
export function panelNode(panel) {
  const node = el("section", { class: "panel game-panel" }, el("h3", {}, panel.title || ""));
  if (panel.columns) {
    const head = el("tr", {}, panel.columns.map((c) => el("th", {}, c)));
    const rows = (panel.rows || []).map((row) => el("tr", {}, row.map((c) => el("td", {}, c))));
    node.append(el("table", {}, el("thead", {}, head), el("tbody", {}, rows)));
  } else {
    node.append(el("ul", { class: "lines" }, (panel.lines || []).map((line) => el("li", {}, line))));
  }
  return node;
}
