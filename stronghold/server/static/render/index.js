// The renderer of each game, by the id its view carries; the generic one for the others.

import { renderGeneric } from "./generic.js";
import { renderHighlander } from "./highlander.js";
import { renderPromisedLand } from "./promised.js";

const RENDERERS = {
  "highlander-duel": renderHighlander,
  "promised-land": renderPromisedLand,
};

export function renderView(view, ctx) {
  const render = RENDERERS[view && view.game] || renderGeneric;
  return render(view || {}, ctx);
}
