// The vertical section along one sight ray (docs/rules/heroscape.md#line-of-sight): every hex the
// ray crosses, with the stretch of the ray over it, and what stays visible of the target's sight
// column — what a player checks a close call against. A drawing aid, one ray at a time: it walks
// the twin's exact walk (src/reference/hexSight.ts, which the differential tests hold to the
// kernel) to the end, past the point where the column is hidden, so the whole ray can be drawn.
import type { HexFigures, HexScene } from "./hexScene.js";
import {
  type HexVisit,
  aimRay,
  columnQ,
  columnR,
  columnSeen,
  exitAt,
  handHex,
} from "./reference/hexSight.js";
import { PIECE_STRIDE } from "./reference/layout.js";
import { sightPiecesFor, sightWorld } from "./twin/hexKernels.js";

const SQRT3_2 = Math.sqrt(3) / 2;

/** One hex the ray crosses: its cell, and the stretch of the ray over it (fractions, 0 at the eye). */
export interface SectionCrossing {
  readonly cell: number;
  readonly from: number;
  readonly to: number;
}

/** A ray's section: its ends on the ground, the hexes it crosses, what shows of the column. */
export interface SightSection {
  /** The eye's ground point and height, and the column's ground point (pitches). */
  readonly eye: readonly [x: number, y: number, z: number];
  readonly foot: readonly [x: number, y: number];
  /** The ray's length over the ground (pitches). */
  readonly length: number;
  /** The hexes crossed, from the eye's to the target's, in order. */
  readonly crossings: readonly SectionCrossing[];
  /** The visible pieces of the column, `[low, high]` heights (pitches): none when hidden. */
  readonly visible: readonly (readonly [low: number, high: number])[];
}

/**
 * The section of the ray from the eye above `eyeCell` (height `eyeHeight`, ignoring figure
 * `ignore`) to sight column `column` of figure `target`'s hex `targetCell`.
 *
 * @example hexSightSection(scene, figures, eyeCell, 1.04, 0, 1, targetCell, 0).crossings
 */
export function hexSightSection(
  scene: HexScene,
  figures: HexFigures,
  eyeCell: number,
  eyeHeight: number,
  ignore: number,
  target: number,
  targetCell: number,
  column: number,
): SightSection {
  const world = sightWorld(scene, figures);
  const pieces = sightPiecesFor(scene, figures);
  const crossings: SectionCrossing[] = [];
  let hidden = false;
  // Records every hex and keeps walking; the pieces are cut only while something shows.
  const record: HexVisit = (w, ray, cell, na, aa, nb, ab, p) => {
    crossings.push({ cell, from: exitAt(na, aa), to: exitAt(nb, ab) });
    if (!hidden) hidden = !handHex(w, ray, cell, na, aa, nb, ab, p);
    return true;
  };
  aimRay(world, eyeCell, targetCell);
  const seen = columnSeen(world, eyeHeight, ignore, target, column, pieces, null, record);
  const visible: [number, number][] = [];
  if (seen && !hidden) {
    for (let i = 0; i < pieces.count; i++) {
      visible.push([pieces.pieces[PIECE_STRIDE * i]!, pieces.pieces[PIECE_STRIDE * i + 1]!]);
    }
  }
  const { width, qOrigin, rOrigin } = scene.board;
  const place = (cell: number, dq: number, dr: number): [number, number] => {
    const q = (cell % width) + qOrigin + dq;
    const r = Math.floor(cell / width) + rOrigin + dr;
    return [q + r / 2, r * SQRT3_2];
  };
  const [ex, ey] = place(eyeCell, 0, 0);
  const foot = place(
    targetCell,
    scene.bodyRadius * columnQ(column),
    scene.bodyRadius * columnR(column),
  );
  return {
    eye: [ex, ey, eyeHeight],
    foot,
    length: Math.hypot(foot[0] - ex, foot[1] - ey),
    crossings,
    visible,
  };
}
