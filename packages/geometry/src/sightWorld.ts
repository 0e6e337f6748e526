// The reference kernels' view of a scene with figures (src/reference/hexSight.ts): the same
// arrays the wasm module reads from linear memory.
import type { HexFigures, HexScene } from "./hexScene.js";
import { type SightPieces, type SightWorld, sightPiecesFor } from "./reference/hexSight.js";
import { type SightExplanation, explainHexSight } from "./reference/hexSightExplain.js";

export function sightWorld(scene: HexScene, figures: HexFigures): SightWorld {
  return {
    qOrigin: scene.board.qOrigin,
    rOrigin: scene.board.rOrigin,
    width: scene.board.width,
    height: scene.board.height,
    solidStart: scene.solidStart,
    solids: scene.solids,
    figureAt: figures.figureAt,
    cellTop: figures.cellTop,
    base: figures.base,
    top: figures.top,
    figureCellStart: figures.hexes.offsets,
    figureCells: figures.hexes.cells,
    bodyRadius: scene.bodyRadius,
    visibleLength: scene.visibleLength,
  };
}

/**
 * Why figure `target` is or is not seen by the viewer with `eyeCells` at height `eyeHeight`
 * (ignoring figure `ignore`): the first eye, column and witness point, or the ordered cuts.
 *
 * @example explainSight(scene, figures, figures.hexes.cells.subarray(0, 1), 1.2, 0, 1)
 */
export function explainSight(
  scene: HexScene,
  figures: HexFigures,
  eyeCells: Int32Array,
  eyeHeight: number,
  ignore: number,
  target: number,
): SightExplanation {
  const world = sightWorld(scene, figures);
  const pieces: SightPieces = sightPiecesFor(world);
  return explainHexSight(world, eyeCells, eyeHeight, ignore, target, pieces);
}
