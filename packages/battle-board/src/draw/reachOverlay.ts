// The selected figure's reach, drawn under the figures: the HeroScape spaces within its range,
// the Arcadia Quest spaces Close to it, the Arcane Legions ground six steps from its notches
// (rules' `position.reach`). The shapes of one overlay are filled solid inside one group that
// is made translucent as a whole, so where Arcane Legions circles overlap the tint stays even.
import { type SVGTemplateResult, svg } from "lit";
import type {
  ArcadiaQuestReach,
  ArcaneLegionsReach,
  Game,
  HeroscapeReach,
  Reaches,
} from "@sightline/rules";
import { pointList, round } from "./boardView.js";
import { hexCentre, hexCorners } from "./heroscapeMap.js";

export function reachOverlay(game: Game, reach: Reaches[Game]): SVGTemplateResult {
  return svg`<g class="reach" part="reach">${shapes(game, reach)}</g>`;
}

function shapes(game: Game, reach: Reaches[Game]): SVGTemplateResult[] {
  switch (game) {
    case "heroscape":
      return (reach as HeroscapeReach).spaces.map(
        ({ hex, steps }) =>
          svg`<polygon points=${pointList(hexCorners(hexCentre(hex), 1))}><title>${steps} steps</title></polygon>`,
      );
    case "arcadia-quest":
      return (reach as ArcadiaQuestReach).close.map(
        ({ x, y }) => svg`<rect x=${x} y=${y} width="1" height="1"></rect>`,
      );
    case "arcane-legions": {
      const { notches, steps } = reach as ArcaneLegionsReach;
      return notches.map(
        ([x, y]) => svg`<circle cx=${round(x)} cy=${round(y)} r=${steps}></circle>`,
      );
    }
  }
}
