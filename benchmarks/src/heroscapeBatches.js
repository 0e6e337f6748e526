// The HeroScape sight batches the sight suites time (spec/heroscape.md#line-of-sight): every
// figure looking at every figure, and the AI's question "where could figure 0 stand, and whom
// would it see from there?" as a matrix of viewpoints × figures.
import { hexGroups } from "@sightline/geometry";
import { HeroscapeBoard } from "@sightline/rules";

// Eye heights above a viewpoint's space, in levels: the first lap over the board's spaces
// looks from 4.5 levels (a mid-height figure), later laps from other heights, so a batch
// larger than the board repeats no viewpoint.
const EYE_LEVELS = [4.5, 2.5, 6.5, 8.5];

/**
 * The board of a scenario laid out once, its all-pairs batch and a viewpoint batch.
 *
 * @example const { board, viewers, targets, viewpoints } = sightBatches(scenario, 300);
 * @param {import("@sightline/rules").HeroscapeScenario} scenario
 * @param {number} viewpointCount viewpoints spread evenly over the spaces; more than the board
 *   has spaces go round again at other eye heights
 */
export function sightBatches(scenario, viewpointCount = 300) {
  const board = new HeroscapeBoard(scenario);
  const spaces = scenario.board.spaces;
  const n = spaces.length;
  const stands = Array.from({ length: viewpointCount }, (_, k) =>
    viewpointCount <= n
      ? { space: spaces[Math.floor((k * n) / viewpointCount)], lap: 0 }
      : { space: spaces[k % n], lap: Math.floor(k / n) },
  );
  const lh = board.levelHeight;
  const viewpoints = {
    eyes: hexGroups(
      board.scene.board,
      stands.map(({ space }) => [[space.q, space.r]]),
    ),
    eyeHeight: Float64Array.from(
      stands,
      ({ space, lap }) => (space.level + EYE_LEVELS[lap % EYE_LEVELS.length]) * lh,
    ),
    // The viewpoints are figure 0's possible stands: its own body is not in the way.
    ignore: new Int32Array(viewpointCount),
  };
  return {
    board,
    viewers: board.viewers(scenario.figures),
    targets: Int32Array.from(scenario.figures, (_, i) => i),
    viewpoints,
  };
}

/**
 * Lays a board out on each engine (in-thread engines and workers alike).
 *
 * @param {import("@sightline/rules").HeroscapeBoard} board
 * @param {Array<{ loadHexScene: Function, placeHexFigures: Function }>} engines
 */
export async function loadSight(board, engines) {
  for (const engine of engines) {
    await engine.loadHexScene(board.scene);
    await engine.placeHexFigures(board.figures);
  }
}
