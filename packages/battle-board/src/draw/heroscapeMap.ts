// A HeroScape board seen from above (docs/rules/heroscape.md#coordinates-and-units): pointy-top
// hexes, shaded by level with the level written on each, water, lava and ice in their colours,
// obstacles (trees and other cylinders as discs, ruins and walls as hexes) and figures — a
// double-space figure as one piece across its two hexes. Units are pitches, as the rules use.
import { svg } from "lit";
import {
  BODY_RADIUS,
  DEFAULT_CYLINDER_RADIUS,
  type HeroscapeScenario,
  type Hex,
  hexCentre as centreOf,
} from "@sightline/rules";
import {
  type BoardView,
  type FigureMark,
  type Point,
  boxAround,
  pointList,
  round,
} from "./boardView.js";

/** A hex's circumradius: its corners lie this far from its centre. */
const CORNER = 1 / Math.sqrt(3);
/** Terrain words drawn in their own colour rather than by level. */
const COLOURED = new Set(["water", "ice", "lava", "swamp-water", "shadow"]);

/** The centre of a hex on the ground plane (pitches), as the rules place it. */
export function hexCentre([q, r]: Hex): Point {
  return centreOf(q, r);
}

/** The six corners of the hex around `centre`, scaled by `scale`. */
export function hexCorners([x, y]: Point, scale = 1): Point[] {
  return Array.from({ length: 6 }, (_, k) => {
    const a = Math.PI / 6 + (k * Math.PI) / 3;
    return [x + scale * CORNER * Math.cos(a), y + scale * CORNER * Math.sin(a)] as const;
  });
}

/** The outline of a double-space figure's body: both hexes' discs joined, as one piece. */
function capsule([ax, ay]: Point, [bx, by]: Point): string {
  const length = Math.hypot(bx - ax, by - ay);
  const [nx, ny] = [(-(by - ay) / length) * BODY_RADIUS, ((bx - ax) / length) * BODY_RADIUS];
  const p = (x: number, y: number) => `${round(x)} ${round(y)}`;
  return `M ${p(ax + nx, ay + ny)} L ${p(bx + nx, by + ny)} A ${BODY_RADIUS} ${BODY_RADIUS} 0 0 0 ${p(bx - nx, by - ny)} L ${p(ax - nx, ay - ny)} A ${BODY_RADIUS} ${BODY_RADIUS} 0 0 0 ${p(ax + nx, ay + ny)} Z`;
}

export function heroscapeMap(scenario: HeroscapeScenario): BoardView {
  const { spaces, obstacles = [] } = scenario.board;
  let [low, high] = [Infinity, -Infinity];
  for (const { level } of spaces) [low, high] = [Math.min(low, level), Math.max(high, level)];
  const shade = (level: number) =>
    high === low ? 50 : Math.round((100 * (level - low)) / (high - low));
  const board = svg`
    <g class="spaces">${spaces.map((space) => {
      const centre = hexCentre([space.q, space.r]);
      const terrain = space.terrain ?? "";
      const coloured = COLOURED.has(terrain);
      return svg`<polygon
          class="space ${coloured ? `terrain-${terrain}` : "ground"}"
          style=${coloured ? "" : `--shade: ${shade(space.level)}%`}
          points=${pointList(hexCorners(centre, 0.97))}
        ></polygon>
        <text class="level" x=${round(centre[0])} y=${round(centre[1] + 0.36)}>${space.level}</text>`;
    })}</g>
    <g class="obstacles">${obstacles.flatMap((obstacle) =>
      obstacle.hexes.map((hex) => {
        const [x, y] = hexCentre(hex);
        return obstacle.shape === "cylinder"
          ? svg`<circle class="obstacle cylinder ${obstacle.kind}" cx=${round(x)} cy=${round(y)}
              r=${obstacle.radius ?? DEFAULT_CYLINDER_RADIUS}><title>${obstacle.id} (${obstacle.kind}, levels ${obstacle.from}–${obstacle.to})</title></circle>`
          : svg`<polygon class="obstacle prism ${obstacle.kind}" points=${pointList(hexCorners([x, y], 0.8))}
              ><title>${obstacle.id} (${obstacle.kind}, levels ${obstacle.from}–${obstacle.to})</title></polygon>`;
      }),
    )}</g>`;
  const figures: FigureMark[] = scenario.figures.map((figure) => {
    const centres = figure.hexes.map(hexCentre);
    const [a, b] = centres;
    const shape =
      b === undefined
        ? svg`<circle class="body" cx=${round(a![0])} cy=${round(a![1])} r=${BODY_RADIUS}></circle>`
        : svg`<path class="body double" d=${capsule(a!, b)}></path>`;
    const at: Point = b === undefined ? a! : [(a![0] + b[0]) / 2, (a![1] + b[1]) / 2];
    const wounds = figure.wounds ?? 0;
    // Wound markers, as on the card: a red disc with the count beside the figure.
    const marker =
      wounds > 0
        ? svg`<g class="wounds"><circle cx=${round(at[0] + 0.3)} cy=${round(at[1] - 0.28)} r="0.17"></circle>
            <text x=${round(at[0] + 0.3)} y=${round(at[1] - 0.22)}>${wounds}</text></g>`
        : svg``;
    return {
      id: figure.id,
      owner: figure.owner,
      at,
      shape: svg`${shape}${marker}`,
      detail: `life ${figure.life - wounds} of ${figure.life}, height ${figure.height}, range ${figure.range}, attack ${figure.attack}, defence ${figure.defense}`,
    };
  });
  const corners = spaces.flatMap((s) => hexCorners(hexCentre([s.q, s.r])));
  return { board, figures, box: boxAround(corners, 0.5), unit: 1 };
}
