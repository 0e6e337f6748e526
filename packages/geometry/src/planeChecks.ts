// Preconditions of the plane loads, checked by the engine's front before the kernels touch
// memory. `encodePlaneScene` and `placePlaneUnits` always pass them; a scene built by hand whose
// offsets do not match its arrays would otherwise be read out of bounds by the first batch.
import { assertGroupOffsets } from "./groupOffsets.js";
import type { PlaneScene, PlaneUnits } from "./planeScene.js";
import { BLOCKING, BOX_STRIDE, HINDERING, RECT_STRIDE, VERTEX_STRIDE } from "./reference/layout.js";

/**
 * Throws a `RangeError` naming `path`'s first field that does not match the layout of
 * {@link PlaneScene}: vertex offsets, boxes or kinds of another count, an outline longer than
 * `longestOutline` (the kernels' scratch is sized by it).
 */
export function assertPlaneScene(scene: PlaneScene, path: string): void {
  const pieces = scene.pieceKind.length;
  const vertices = scene.vertices.length / VERTEX_STRIDE;
  if (!Number.isInteger(vertices)) {
    throw new RangeError(
      `${path}.vertices: ${scene.vertices.length} numbers is not a whole number of vertices of ${VERTEX_STRIDE}`,
    );
  }
  assertGroupOffsets(scene.pieceStart, pieces, vertices, `${path}.pieceStart`);
  const longest = scene.longestOutline;
  if (!(Number.isSafeInteger(longest) && longest >= 0 && longest <= vertices)) {
    throw new RangeError(
      `${path}.longestOutline: ${longest} must be a whole number of vertices from 0 to the scene's ${vertices}`,
    );
  }
  if (scene.pieceBox.length !== pieces * BOX_STRIDE) {
    throw new RangeError(
      `${path}.pieceBox: ${pieces} pieces need ${pieces * BOX_STRIDE} numbers, got ${scene.pieceBox.length}`,
    );
  }
  for (let p = 0; p < pieces; p++) {
    const kind = scene.pieceKind[p];
    if (kind !== BLOCKING && kind !== HINDERING) {
      throw new RangeError(
        `${path}.pieceKind[${p}]: ${kind} is neither blocking (${BLOCKING}) nor hindering (${HINDERING})`,
      );
    }
    const outline = scene.pieceStart[p + 1]! - scene.pieceStart[p]!;
    if (outline < 3 || outline > scene.longestOutline) {
      throw new RangeError(
        `${path}.pieceStart: piece ${p} has ${outline} vertices; from 3 to longestOutline (${scene.longestOutline})`,
      );
    }
  }
}

/**
 * Throws a `RangeError` naming `path`'s first field that does not match the layout of
 * {@link PlaneUnits}: base records or point offsets of another count, more bodies than units.
 */
export function assertPlaneUnits(units: PlaneUnits, path: string): void {
  const count = units.pointStart.length - 1;
  if (count < 0) throw new RangeError(`${path}.pointStart: needs at least one offset, got none`);
  if (units.rects.length !== count * RECT_STRIDE) {
    throw new RangeError(
      `${path}.rects: ${count} units need ${count * RECT_STRIDE} numbers, got ${units.rects.length}`,
    );
  }
  const points = units.points.length / 2;
  if (!Number.isInteger(points)) {
    throw new RangeError(
      `${path}.points: ${units.points.length} numbers is not a list of x, y pairs`,
    );
  }
  assertGroupOffsets(units.pointStart, count, points, `${path}.pointStart`);
  const bodies = units.bodies ?? count;
  if (!(Number.isSafeInteger(bodies) && bodies >= 0 && bodies <= count)) {
    throw new RangeError(
      `${path}.bodies: ${bodies} must be a whole number of units from 0 to the layout's ${count}`,
    );
  }
}
