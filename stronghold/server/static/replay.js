// The replay of a finished game, public information only: each step is the spectators' view
// after that many actions (from the server), with the spectators' events up to it.

import { el, installTips, outcomeText } from "./dom.js";
import { renderView } from "./render/index.js";

const game = decodeURIComponent(location.pathname.split("/").filter(Boolean).pop() || "");
const board = document.getElementById("board");
const logList = document.getElementById("log");
const errorLine = document.getElementById("error");
let steps = 0;
let step = 0;
let events = [];

async function show(wanted) {
  const answer = await fetch(`/api/replay/${encodeURIComponent(game)}?step=${wanted}`);
  const body = await answer.json();
  if (!answer.ok) {
    errorLine.textContent = body.error || `${answer.status}`;
    return;
  }
  errorLine.textContent = "";
  steps = body.steps;
  step = body.step;
  events = body.events || events;
  document.body.dataset.game = body.game;
  document.body.dataset.step = String(step);
  document.getElementById("title").textContent = `Replay of game ${body.id} · ${body.game}`;
  document.getElementById("step-count").textContent = `step ${step} of ${steps}`;
  board.replaceChildren(renderView(body.view, { seat: null, panels: body.panels || [] }));
  logList.replaceChildren(...events.filter((e) => e.action <= step).map((e) => el("li", { class: `event ${e.kind}` }, e.text)));
  if (logList.lastElementChild) logList.lastElementChild.scrollIntoView({ block: "nearest" });
  const end = document.getElementById("end");
  end.hidden = !body.outcome;
  document.getElementById("outcome").textContent = outcomeText(body.outcome);
  document.getElementById("first").disabled = step === 0;
  document.getElementById("back").disabled = step === 0;
  document.getElementById("forward").disabled = step >= steps;
  document.getElementById("last").disabled = step >= steps;
}

document.getElementById("first").addEventListener("click", () => show(0));
document.getElementById("back").addEventListener("click", () => show(Math.max(0, step - 1)));
document.getElementById("forward").addEventListener("click", () => show(Math.min(steps, step + 1)));
document.getElementById("last").addEventListener("click", () => show(steps));
document.addEventListener("keydown", (event) => {
  if (event.key === "ArrowLeft" && step > 0) show(step - 1);
  if (event.key === "ArrowRight" && step < steps) show(step + 1);
});
installTips(document);
show(0);
