// The renderer of each game, by the id its view carries; the generic one for the others.

import { renderCombatGame } from "./combat.js";
import { renderGeneric } from "./generic.js";
import { renderGuardians } from "./guardians.js";
import { renderHighlander } from "./highlander.js";
import { renderPromisedLand } from "./promised.js";

const RENDERERS = {
  "highlander-duel": renderHighlander,
  "promised-land": renderPromisedLand,
  guardians: renderGuardians,
  "guardians-arena": renderGuardians,
  "guardians-combat": renderCombatGame,
};

export function renderView(view, ctx) {
  const render = RENDERERS[view && view.game] || renderGeneric;
  return render(view || {}, ctx);
}

// Whether a game's view is drawn by a renderer of its own (which reads the view alone), or by
// the generic one (which draws the game's panels too).
export function drawsItsOwn(game) {
  return Object.prototype.hasOwnProperty.call(RENDERERS, game);
}
