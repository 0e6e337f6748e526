// An Arcane Legions table (docs/rules/arcane-legions.md#table-and-bases): the table's edge when it
// has one, terrain polygons (blocking solid, hindering hatched), and each unit's base with its
// sides in their codex colours, its notches and an arrow for its facing. Units are steps.
import { svg } from "lit";
import { type ArcaneLegionsScenario, SIDES, baseCorners, notches } from "@sightline/rules";
import {
  type BoardView,
  type FigureMark,
  type Point,
  boxAround,
  pointList,
  round,
} from "./boardView.js";

export function arcaneLegionsMap(scenario: ArcaneLegionsScenario): BoardView {
  const { width, height, terrain = [] } = scenario.board;
  const table =
    width !== undefined && height !== undefined
      ? svg`<rect class="table" x="0" y="0" width=${width} height=${height}></rect>`
      : svg``;
  const board = svg`${table}
    <g class="terrain">${terrain.map(
      (piece, i) => svg`<polygon class="terrain ${piece.kind}" points=${pointList(piece.points)}
        ><title>${piece.id ?? `terrain ${i}`} (${piece.kind})</title></polygon>`,
    )}</g>`;
  const figures: FigureMark[] = scenario.figures.map((unit) => {
    const corners = baseCorners(unit);
    const sides = SIDES.map((side, s) => {
      const [a, b] = [corners[s]!, corners[(s + 1) % 4]!];
      return svg`<line class="side ${unit.codex[side]}" x1=${round(a[0])} y1=${round(a[1])}
        x2=${round(b[0])} y2=${round(b[1])}></line>`;
    });
    const marks = notches(unit).map(
      ({ point: [x, y] }) =>
        svg`<circle class="notch" cx=${round(x)} cy=${round(y)} r="0.06"></circle>`,
    );
    // The facing: from the centre towards the middle of the front side.
    const [f0, f1] = [corners[0], corners[1]];
    const front: Point = [(f0[0] + f1[0]) / 2, (f0[1] + f1[1]) / 2];
    const facing = svg`<line class="facing" x1=${round(unit.x)} y1=${round(unit.y)}
      x2=${round(unit.x + 0.7 * (front[0] - unit.x))} y2=${round(unit.y + 0.7 * (front[1] - unit.y))}></line>`;
    return {
      id: unit.id,
      owner: unit.owner,
      at: [unit.x, unit.y] as const,
      shape: svg`<polygon class="body base" points=${pointList(corners)}></polygon>${sides}${marks}${facing}`,
      ring: corners,
      detail: `${unit.base}; ranged ${unit.rangedDice}, attack ${unit.attackDice}, defence ${unit.defenseDice}`,
    };
  });
  const points: Point[] = [
    ...scenario.figures.flatMap((u) => baseCorners(u)),
    ...terrain.flatMap((piece) => piece.points),
    ...(width !== undefined && height !== undefined
      ? ([
          [0, 0],
          [width, height],
        ] as const)
      : []),
  ];
  return { board, figures, box: boxAround(points, 0.5), unit: 1 };
}
