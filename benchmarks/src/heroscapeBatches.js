// The HeroScape sight batches the sight suites time (docs/rules/heroscape.md#line-of-sight): every
// figure looking at every figure, and the AI's question "where could a figure stand, and whom
// would it see from there?" as a matrix of viewpoints × figures. The rules work out the
// viewers (eye heights, the figure's own body out of the way); the suites time the engines.
import { HeroscapeBoard } from "@sightline/rules";

/**
 * The figures whose eyes the viewpoint laps look from: the first lap over the board's spaces
 * as figure 3 (5 levels tall: the eye 4.5 levels up), later laps as other figures, so a batch
 * larger than the board repeats no viewpoint (maps.js gives figure k height 2 + k mod 8).
 */
const LAP_FIGURES = [3, 1, 5, 7];

/**
 * The board of a scenario laid out once, its figures' placement, its all-pairs batch and a
 * viewpoint batch.
 *
 * @example const { board, figures, viewers, targets, viewpoints } = sightBatches(scenario, 300);
 * @param {import("@sightline/rules").HeroscapeScenario} scenario
 * @param {number} viewpointCount viewpoints spread evenly over the spaces; more than the board
 *   has spaces go round again as other figures
 */
export function sightBatches(scenario, viewpointCount = 300) {
  const board = new HeroscapeBoard(scenario);
  const spaces = scenario.board.spaces;
  const n = spaces.length;
  const stands = Array.from({ length: viewpointCount }, (_, k) => {
    const space =
      viewpointCount <= n ? spaces[Math.floor((k * n) / viewpointCount)] : spaces[k % n];
    const lap = viewpointCount <= n ? 0 : Math.floor(k / n);
    const figure =
      scenario.figures[LAP_FIGURES[lap % LAP_FIGURES.length] % scenario.figures.length];
    return { figure, hexes: [[space.q, space.r]] };
  });
  return {
    board,
    figures: board.encodeFigures(scenario.figures),
    viewers: board.viewers(scenario.figures),
    targets: Int32Array.from(scenario.figures, (_, i) => i),
    viewpoints: board.standViewers(stands),
  };
}

/**
 * Lays a board and its figures out on each engine (in-thread engines and workers alike).
 *
 * @param {{ board: import("@sightline/rules").HeroscapeBoard, figures: import("@sightline/geometry").HexFigures }} batches
 * @param {Array<{ loadHexScene: Function, placeHexFigures: Function }>} engines
 */
export async function loadSight({ board, figures }, engines) {
  for (const engine of engines) {
    await engine.loadHexScene(board.scene);
    await engine.placeHexFigures(figures);
  }
}
