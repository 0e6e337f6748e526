// Why a plane segment is blocked or hindered (spec/arcane-legions.md#ranged): every unit and
// piece whose interior it passes through, named. A cold path, one segment at a time, on the
// TypeScript twin's tests (the wasm kernel only counts), so both say the same by construction.
import { type PlaneScene, type PlaneUnits, BLOCKING, planeWorld } from "../planeScene.js";
import { type PlaneWorld, setSegment, throughPiece, throughRect } from "./planeSight.js";

// One world (with its scratch) per placement of units, reused by every explanation of it.
const worlds = new WeakMap<PlaneUnits, PlaneWorld>();

function worldOf(scene: PlaneScene, units: PlaneUnits): PlaneWorld {
  let world = worlds.get(units);
  if (!world || world.vertices !== scene.vertices) {
    world = planeWorld(scene, units);
    worlds.set(units, world);
  }
  return world;
}

/** What one segment passes through, as unit and piece indices in layout order. */
export interface PlaneSegmentExplanation {
  /** The blocking pieces passed through. */
  readonly blockingPieces: number[];
  /** Of the segment's own two units, those passed through (they block). */
  readonly ownUnits: number[];
  /** Other units passed through (each a hindrance). */
  readonly units: number[];
  /** Hindering pieces passed through (each a hindrance). */
  readonly hinderingPieces: number[];
}

/**
 * Everything the segment `(x0, y0) → (x1, y1)` from unit `from` to unit `to` passes through.
 * It is blocked when `blockingPieces` or `ownUnits` is not empty; otherwise its hindrances are
 * `units.length + hinderingPieces.length`, as the batch counts them.
 *
 * @example explainPlaneSegment(scene, units, 0, 1, [4.5, 5], [9.5, 5])
 */
export function explainPlaneSegment(
  scene: PlaneScene,
  units: PlaneUnits,
  from: number,
  to: number,
  [x0, y0]: readonly [number, number],
  [x1, y1]: readonly [number, number],
): PlaneSegmentExplanation {
  const world = worldOf(scene, units);
  setSegment(x0, y0, x1, y1);
  const explanation: PlaneSegmentExplanation = {
    blockingPieces: [],
    ownUnits: [],
    units: [],
    hinderingPieces: [],
  };
  for (let u = 0; u < units.pointStart.length - 1; u++) {
    if (!throughRect(world, u)) continue;
    (u === from || u === to ? explanation.ownUnits : explanation.units).push(u);
  }
  scene.pieceKind.forEach((kind, p) => {
    if (!throughPiece(world, p)) return;
    (kind === BLOCKING ? explanation.blockingPieces : explanation.hinderingPieces).push(p);
  });
  return explanation;
}
