// A seat's play page (or the spectators'): one websocket; every update is drawn from its view,
// its events and its legal actions only. The browser decides nothing about the game: a click
// sends the text of a legal action the server listed, and the server judges it.

import { applyChanges } from "./diff.js";
import { el, installTips, outcomeText } from "./dom.js";
import { drawsItsOwn, renderView } from "./render/index.js";

const token = decodeURIComponent(location.pathname.split("/").filter(Boolean).pop() || "");
const board = document.getElementById("board");
const legalList = document.getElementById("legal");
const prompt = document.getElementById("prompt");
const errorLine = document.getElementById("error");
const logList = document.getElementById("log");
const connection = document.getElementById("connection");
const menu = document.getElementById("menu");

let socket = null;
let lastEvent = 0; // the number of the last event held: a reconnect resumes after it
const told = []; // every event held, in order (the combat panel reads the recent ones)
let latest = null;
// The table (view and panels) held and its version: an update after the first carries only
// the changes from the table this connection was last sent (its `base`).
let table = null;
let syncing = false; // a sync was asked for: changes until its whole table comes are skipped
let waiting = false; // an action was sent and its answer has not come yet
let retry = 500;
// Whether this page asks for the game's panels: only the generic renderer draws them, so the
// page asks for none until a view shows that its game has no renderer of its own.
let panels = false;

function connect() {
  const scheme = location.protocol === "https:" ? "wss:" : "ws:";
  socket = new WebSocket(`${scheme}//${location.host}/ws/${encodeURIComponent(token)}?since=${lastEvent}&panels=${panels ? 1 : 0}`);
  connection.textContent = "connecting…";
  socket.addEventListener("open", () => {
    table = null; // a new connection's first update carries the whole table
    syncing = false;
    connection.textContent = "connected";
    retry = 500;
  });
  socket.addEventListener("message", (message) => {
    const data = JSON.parse(message.data);
    if (data.type === "update") receive(data);
    else if (data.type === "error") refused(data.error);
  });
  socket.addEventListener("close", (event) => {
    if (event.code === 4404) {
      connection.textContent = "no game has this link";
      prompt.textContent = "No game has this link.";
      return;
    }
    connection.textContent = "disconnected — reconnecting…";
    waiting = false;
    setTimeout(connect, retry);
    retry = Math.min(retry * 2, 5000);
  });
}

function send(text) {
  if (!socket || socket.readyState !== WebSocket.OPEN || waiting) return;
  waiting = true;
  errorLine.textContent = "";
  hideMenu();
  for (const button of legalList.querySelectorAll("button")) button.disabled = true;
  // `after`: the actions this page has seen, so a double click or a resend is never played twice
  const after = latest ? latest.actions : undefined;
  socket.send(JSON.stringify({ type: "action", text, after }));
}

// Undo: the server takes back this seat's last move if the game's rule allows it (nothing
// drawn or shown since, nobody else moved), else answers why not in one line.
const undoButton = document.getElementById("undo");
undoButton.addEventListener("click", () => {
  if (!socket || socket.readyState !== WebSocket.OPEN || waiting || !latest) return;
  waiting = true;
  errorLine.textContent = "";
  hideMenu();
  socket.send(JSON.stringify({ type: "undo", after: latest.actions }));
});

function refused(reason) {
  waiting = false;
  errorLine.textContent = reason;
  if (latest) drawActions(latest);
}

function sync() {
  syncing = true;
  socket.send(JSON.stringify({ type: "sync", since: lastEvent }));
}

function receive(update) {
  if (update.changes) {
    if (syncing) return; // the sync's answer tells all of it
    if (!table || table.version !== update.base) {
      sync(); // not the table these changes were made from: ask for it whole
      return;
    }
    applyChanges(table, update.changes);
    table.version = update.version;
    update.view = table.view;
    update.panels = table.panels;
  } else {
    if (!panels && !drawsItsOwn(update.view && update.view.game)) {
      panels = true; // drawn by the generic renderer: connect again, asking for the panels
      retry = 0;
      socket.close();
      return;
    }
    table = { view: update.view, panels: update.panels, version: update.version };
    syncing = false;
  }
  const fresh = (update.events || []).filter((e) => e.n > lastEvent);
  if (fresh.length && fresh[0].n !== lastEvent + 1) {
    // Something was missed (a dropped connection): ask for everything after what is held.
    sync();
    return;
  }
  for (const event of fresh) {
    logList.append(el("li", { class: `event ${event.kind}`, "data-n": event.n }, event.text));
    lastEvent = event.n;
    told.push(event);
  }
  if (fresh.length) logList.scrollTop = logList.scrollHeight; // the log's own scroll, not the page's
  latest = update;
  waiting = false;
  draw(update);
}

function draw(update) {
  const view = update.view || {};
  document.body.dataset.game = view.game || "";
  document.body.dataset.actions = String(update.actions);
  document.title = `Stronghold — ${view.game || "game"} ${update.game}`;
  document.getElementById("title").textContent = `${view.game || ""} · game ${update.game}`;
  document.getElementById("who").textContent = update.seat === null ? "spectator" : `you are seat ${update.seat}`;
  board.replaceChildren(renderView(view, { seat: update.seat, panels: update.panels || [], events: told.slice(-60) }));
  drawActions(update);
  undoButton.hidden = update.seat === null || update.seat === undefined || Boolean(update.outcome) || !update.actions;
  const end = document.getElementById("end");
  if (update.outcome) {
    document.getElementById("outcome").textContent = outcomeText(update.outcome, update.seat);
    document.getElementById("replay-link").href = `/replay/${update.game}`;
    end.hidden = false;
  } else {
    end.hidden = true;
  }
}

function drawActions(update) {
  const legal = update.legal || [];
  if (update.outcome) prompt.textContent = "The game is over.";
  else if (legal.length) prompt.textContent = "Your move";
  else if (update.to_act === null || update.to_act === undefined) prompt.textContent = "Waiting…";
  else if (update.seat === null) prompt.textContent = `Seat ${update.to_act} is to act`;
  else prompt.textContent = `Waiting for seat ${update.to_act}…`;
  legalList.replaceChildren(
    ...legal.map((action) =>
      el("li", {}, el("button", { type: "button", class: "action", title: action.text, "data-action": action.text }, action.description || action.text)),
    ),
  );
  for (const button of legalList.querySelectorAll("button")) {
    button.addEventListener("click", () => send(button.dataset.action));
  }
  markCards(legal);
}

// An action is offered on every card of the page whose id its text names, and on every place
// (a space of the board) it names.
function targetOf(node) {
  return node.dataset.cardId ?? node.dataset.spaceId;
}

function markCards(legal) {
  const byCard = new Map();
  const targets = [...board.querySelectorAll("[data-card-id], [data-space-id]")];
  const ids = new Set(targets.map(targetOf));
  for (const action of legal) {
    for (const word of action.text.split(/[\s:,=]+/)) {
      if (!ids.has(word)) continue;
      if (!byCard.has(word)) byCard.set(word, []);
      if (!byCard.get(word).includes(action)) byCard.get(word).push(action);
    }
  }
  for (const node of targets) {
    const actions = byCard.get(targetOf(node));
    if (!actions) continue;
    node.classList.add("actionable");
    node.setAttribute("role", "button");
    node.setAttribute("tabindex", "0");
    node.title = actions.map((a) => a.description || a.text).join("\n");
    const choose = (event) => {
      event.stopPropagation();
      if (actions.length === 1) send(actions[0].text);
      else showMenu(node, actions);
    };
    node.addEventListener("click", choose);
    node.addEventListener("keydown", (event) => {
      if (event.key === "Enter" || event.key === " ") choose(event);
    });
  }
}

function showMenu(node, actions) {
  menu.replaceChildren(
    ...actions.map((action) => {
      const button = el("button", { type: "button", class: "action", "data-action": action.text }, action.description || action.text);
      button.addEventListener("click", (event) => {
        event.stopPropagation();
        send(action.text);
      });
      return button;
    }),
  );
  const box = node.getBoundingClientRect();
  menu.style.left = `${box.left + window.scrollX}px`;
  menu.style.top = `${box.bottom + window.scrollY + 2}px`;
  menu.hidden = false;
}

function hideMenu() {
  menu.hidden = true;
}

document.addEventListener("click", hideMenu);
document.addEventListener("keydown", (event) => {
  if (event.key === "Escape") hideMenu();
});
installTips(document);
connect();
