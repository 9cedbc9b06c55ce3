// The lobby: create a game of any registered game with its rule options and a deck and a
// player (person or computer) per seat; show the secret links once; list the games.

import { el, outcomeText } from "./dom.js";

const gameSelect = document.getElementById("game");
const optionsBox = document.getElementById("options");
const seatsBox = document.getElementById("seats");
const form = document.getElementById("new-game");
const errorLine = document.getElementById("create-error");
let catalog = { games: [], agents: [] };

async function api(path, init) {
  const answer = await fetch(path, init);
  const body = await answer.json().catch(() => ({ error: `${answer.status} ${answer.statusText}` }));
  if (!answer.ok) throw new Error(body.error || `${answer.status}`);
  return body;
}

function chosenGame() {
  return catalog.games.find((g) => g.id === gameSelect.value);
}

// --- rule options: one input per option (nested options in their own group) ---------------

const HIDDEN_OPTIONS = new Set(["auto_pass"]); // machine-only settings the server refuses

function optionInputs(options, path, box) {
  for (const [key, value] of Object.entries(options)) {
    if (HIDDEN_OPTIONS.has(key)) continue;
    const name = [...path, key].join(".");
    const label = key.replaceAll("_", " ");
    if (value && typeof value === "object" && !Array.isArray(value)) {
      const group = el("fieldset", { class: "nested" }, el("legend", {}, label));
      optionInputs(value, [...path, key], group);
      box.append(group);
      continue;
    }
    let input;
    if (typeof value === "boolean") {
      input = el("input", { type: "checkbox", name, "data-kind": "bool", "data-default": String(value), checked: value });
    } else if (typeof value === "number") {
      const kind = Number.isInteger(value) ? "int" : "float";
      input = el("input", { type: "number", name, step: kind === "int" ? "1" : "any", value: String(value), "data-kind": kind, "data-default": String(value) });
    } else {
      input = el("input", { type: "text", name, value: value === null ? "" : String(value), "data-kind": value === null ? "null" : "text", "data-default": value === null ? "" : String(value) });
    }
    box.append(el("label", { class: "row option" }, el("span", {}, label), input));
  }
}

// The options that differ from their defaults, nested as the game takes them.
function readOptions() {
  const options = {};
  for (const input of optionsBox.querySelectorAll("input[data-kind]")) {
    const kind = input.dataset.kind;
    let value;
    if (kind === "bool") {
      if (String(input.checked) === input.dataset.default) continue;
      value = input.checked;
    } else {
      if (input.value === input.dataset.default) continue;
      if (kind === "int") value = parseInt(input.value, 10);
      else if (kind === "float") value = parseFloat(input.value);
      else value = input.value;
    }
    const parts = input.name.split(".");
    let target = options;
    for (const part of parts.slice(0, -1)) target = target[part] ??= {};
    target[parts[parts.length - 1]] = value;
  }
  return options;
}

// --- seats ---------------------------------------------------------------------------------

function seatCount(game) {
  const players = optionsBox.querySelector('input[name="players"]');
  const count = players ? parseInt(players.value, 10) : NaN;
  return Number.isInteger(count) && count > 0 ? count : game.seats;
}

function seatRow(game, index) {
  const kind = el("select", { name: `seat-${index}-kind`, class: "seat-kind" },
    el("option", { value: "human", selected: index === 0 }, "a person"),
    el("option", { value: "computer", selected: index !== 0 }, "the computer"));
  const agent = el("select", { name: `seat-${index}-agent` },
    catalog.agents.map((name) => el("option", { value: name, selected: name === "medium" }, name)));
  const seconds = el("input", { type: "number", name: `seat-${index}-seconds`, min: "0.1", max: "60", step: "any", value: "2" });
  const computerBits = el("span", { class: "computer-bits" }, el("label", {}, "agent ", agent), el("label", {}, " thinking seconds ", seconds));
  const row = el("div", { class: "seat", "data-seat": index }, el("strong", {}, `Seat ${index}`), " ", kind, " ", computerBits);
  const sync = () => { computerBits.hidden = kind.value !== "computer"; };
  kind.addEventListener("change", sync);
  sync();
  if (game.takes_decks) {
    const source = el("select", { name: `seat-${index}-deck`, class: "deck-source" },
      el("option", { value: "" }, "the game's default deck"),
      game.decks.map((name) => el("option", { value: `name:${name}` }, name)),
      el("option", { value: "text" }, "a deck list (paste or upload)"));
    const text = el("textarea", { name: `seat-${index}-text`, rows: "5", placeholder: "one card a line, e.g. 3 Marshal — or upload a LackeyCCG .dek" });
    const file = el("input", { type: "file", name: `seat-${index}-file`, accept: ".dek,.txt,text/plain,application/xml" });
    const listBits = el("div", { class: "deck-list" }, text, el("label", {}, "upload ", file));
    const showList = () => { listBits.hidden = source.value !== "text"; };
    source.addEventListener("change", showList);
    showList();
    file.addEventListener("change", async () => {
      if (!file.files.length) return;
      const body = new FormData();
      body.append("file", file.files[0]);
      try {
        const read = await api("/api/decks/read", { method: "POST", body });
        text.value = read.text;
        errorLine.textContent = "";
      } catch (problem) {
        errorLine.textContent = problem.message;
      }
    });
    row.append(el("div", { class: "deck" }, el("label", {}, "deck ", source), listBits));
  }
  return row;
}

function drawSeats() {
  const game = chosenGame();
  if (!game) return;
  const count = seatCount(game);
  const rows = [...seatsBox.querySelectorAll(".seat")];
  rows.slice(count).forEach((row) => row.remove());
  for (let index = rows.length; index < count; index += 1) seatsBox.append(seatRow(game, index));
}

function drawGame() {
  const game = chosenGame();
  if (!game) return;
  document.getElementById("game-description").textContent = game.description;
  optionsBox.replaceChildren(el("legend", {}, "Rule options"));
  optionInputs(game.options, [], optionsBox);
  if (optionsBox.querySelectorAll("input").length === 0) optionsBox.append(el("p", { class: "muted" }, "none"));
  const players = optionsBox.querySelector('input[name="players"]');
  if (players) players.addEventListener("input", drawSeats);
  seatsBox.replaceChildren(el("legend", {}, "Seats"));
  drawSeats();
}

function readSeats(game) {
  return [...seatsBox.querySelectorAll(".seat")].map((row) => {
    const index = row.dataset.seat;
    const field = (name) => row.querySelector(`[name="seat-${index}-${name}"]`);
    const seat = { kind: field("kind").value };
    if (seat.kind === "computer") {
      seat.agent = field("agent").value;
      seat.thinking_seconds = parseFloat(field("seconds").value) || 2;
    }
    if (game.takes_decks) {
      const source = field("deck").value;
      if (source.startsWith("name:")) seat.deck = { name: source.slice(5) };
      else if (source === "text") seat.deck = { text: field("text").value };
    }
    return seat;
  });
}

form.addEventListener("submit", async (event) => {
  event.preventDefault();
  const game = chosenGame();
  errorLine.textContent = "";
  const request = { game: game.id, options: readOptions(), seats: readSeats(game) };
  try {
    const made = await api("/api/games", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(request),
    });
    showLinks(made);
    refreshLists();
  } catch (problem) {
    errorLine.textContent = problem.message;
  }
});

function pageLink(entry) {
  // a person's seat is an invitation (its page takes the seat); the spectators' a play page
  return entry.page || `${location.origin}/play/${entry.token}`;
}

function showLinks(made) {
  const list = document.getElementById("links");
  list.replaceChildren(
    ...made.seats.map((seat) =>
      seat.kind === "human"
        ? el("li", {}, `Seat ${seat.seat} (a person): `, el("a", { href: pageLink(seat), class: "seat-link", "data-seat": seat.seat }, pageLink(seat)))
        : el("li", {}, `Seat ${seat.seat}: the computer (${seat.agent}, ${seat.thinking_seconds} s)`)),
    el("li", {}, "Spectators: ", el("a", { href: pageLink(made.spectator), class: "spectator-link" }, pageLink(made.spectator))),
  );
  const title = document.getElementById("created-title");
  title.textContent = `Game #${made.id} (${made.game}) created`;
  title.dataset.game = made.id;
  document.getElementById("created").hidden = false;
  document.getElementById("created").scrollIntoView({ block: "nearest" });
}

// --- the lists of games --------------------------------------------------------------------

function gameRow(game) {
  const seats = (game.seats || []).map((s) => (s.kind === "computer" ? `computer (${s.agent})` : s.taken ? "person" : "open seat")).join(" · ");
  return el("div", { class: "game-row", "data-game": game.id },
    el("strong", {}, `#${game.id} ${game.game}`), " ",
    el("span", { class: "muted" }, `${game.actions} actions · ${seats}`),
    game.outcome ? el("span", {}, ` — ${outcomeText(game.outcome)} `) : null,
    game.status === "finished" ? el("a", { href: `/replay/${game.id}` }, "replay") : null);
}

async function refreshLists() {
  for (const status of ["open", "running", "finished"]) {
    const box = document.getElementById(`list-${status}`);
    try {
      const { games } = await api(`/api/games?status=${status}&limit=20`);
      box.replaceChildren(...(games.length ? games.map(gameRow) : [el("p", { class: "muted" }, "none")]));
    } catch (problem) {
      box.replaceChildren(el("p", { class: "error" }, problem.message));
    }
  }
}

async function start() {
  try {
    catalog = await api("/api/catalog");
  } catch (problem) {
    errorLine.textContent = problem.message;
    return;
  }
  gameSelect.replaceChildren(...catalog.games.map((g) => el("option", { value: g.id }, g.title || g.id)));
  gameSelect.addEventListener("change", drawGame);
  drawGame();
  document.body.dataset.ready = "1";
  refreshLists();
  document.getElementById("refresh").addEventListener("click", refreshLists);
  setInterval(refreshLists, 15000);
}

start();
