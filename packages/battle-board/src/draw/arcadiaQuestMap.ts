// An Arcadia Quest board (docs/rules/arcadia-quest.md#board): the square spaces of its rows,
// blocked terrain (`#`) filled, walls and doors on the edges (a closed door drawn across its
// edge, an open one swung aside), and the characters — two side by side in a space, a Huge one
// filling it. Units are spaces: space (x, y) covers [x, x+1] × [y, y+1].
import { svg } from "lit";
import type { ArcadiaQuestFigure, ArcadiaQuestScenario } from "@sightline/rules";
import { type BoardView, type FigureMark, type Point, boxAround } from "./boardView.js";

/** The edge's two ends, by its east or south name (W and N are the neighbour's E and S). */
function edgeEnds(edge: { x: number; y: number; side: "N" | "E" | "S" | "W" }): [Point, Point] {
  const { x, y } = edge;
  switch (edge.side) {
    case "E":
      return [
        [x + 1, y],
        [x + 1, y + 1],
      ];
    case "W":
      return [
        [x, y],
        [x, y + 1],
      ];
    case "S":
      return [
        [x, y + 1],
        [x + 1, y + 1],
      ];
    case "N":
      return [
        [x, y],
        [x + 1, y],
      ];
  }
}

/** Where a character stands in its space: alone in the middle, or beside its space-mate. */
function placeIn(figure: ArcadiaQuestFigure, mates: readonly ArcadiaQuestFigure[]): Point {
  const [cx, cy] = [figure.x + 0.5, figure.y + 0.5];
  if (mates.length < 2 || figure.huge) return [cx, cy];
  return [cx + (mates.indexOf(figure) === 0 ? -0.22 : 0.22), cy];
}

export function arcadiaQuestMap(scenario: ArcadiaQuestScenario): BoardView {
  const rows = scenario.board.rows;
  const cells = rows.flatMap((row, y) =>
    [...row].map((c, x) => ({ x, y, c })).filter(({ c }) => c !== " "),
  );
  const board = svg`
    <g class="spaces">${cells.map(
      ({ x, y, c }) =>
        svg`<rect class=${c === "#" ? "blocked-terrain" : "space"} x=${x + 0.02} y=${y + 0.02}
          width="0.96" height="0.96"></rect>`,
    )}</g>
    <g class="edges">${(scenario.board.edges ?? []).map((edge) => {
      const [[x1, y1], [x2, y2]] = edgeEnds(edge);
      const kind = edge.kind === "wall" ? "wall" : edge.open ? "door open" : "door closed";
      return svg`<line class="edge ${kind}" x1=${x1} y1=${y1} x2=${x2} y2=${y2}><title>${edge.kind}${edge.kind === "door" ? (edge.open ? " (open)" : " (closed)") : ""} at (${edge.x},${edge.y},${edge.side})</title></line>`;
    })}</g>`;
  const bySpace = new Map<string, ArcadiaQuestFigure[]>();
  for (const f of scenario.figures) {
    const key = `${f.x},${f.y}`;
    bySpace.set(key, [...(bySpace.get(key) ?? []), f]);
  }
  const figures: FigureMark[] = scenario.figures.map((figure) => {
    const at = placeIn(figure, bySpace.get(`${figure.x},${figure.y}`)!);
    const radius = figure.huge
      ? 0.4
      : bySpace.get(`${figure.x},${figure.y}`)!.length > 1
        ? 0.2
        : 0.3;
    const cards = figure.attacks
      .map(
        (card) => `${card.name} (${card.kind} ${card.dice}${card.exhausted ? ", exhausted" : ""})`,
      )
      .join(", ");
    return {
      id: figure.id,
      owner: figure.owner,
      at,
      shape: svg`<circle class="body${figure.huge ? " huge" : ""}" cx=${at[0]} cy=${at[1]} r=${radius}></circle>`,
      detail: `defence ${figure.defense}${figure.huge ? ", Huge" : ""}; ${cards || "no attack cards"}`,
    };
  });
  const corners = cells.flatMap(({ x, y }): Point[] => [
    [x, y],
    [x + 1, y + 1],
  ]);
  return { board, figures, box: boxAround(corners, 0.3), unit: 1 };
}
