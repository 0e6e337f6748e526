// The plane kernels' TypeScript twin behind the PlaneKernels interface
// (src/reference/planeSight.ts, docs/decisions/004-plane-sight.md).
import type { PlaneKernels } from "../kernels.js";
import type { PlanePairs, PlaneScene, PlaneUnits } from "../planeScene.js";
import { INTERVAL_STRIDE, RECT_STRIDE } from "../reference/layout.js";
import * as planeSight from "../reference/planeSight.js";

/** What the reference plane kernel reads: terrain, units and the scratch for one outline. */
export function planeWorld(scene: PlaneScene, units: PlaneUnits): planeSight.PlaneWorld {
  return {
    pieceStart: scene.pieceStart,
    vertices: scene.vertices,
    pieceKind: scene.pieceKind,
    pieceBox: scene.pieceBox,
    rects: units.rects,
    pointStart: units.pointStart,
    points: units.points,
    bodies: units.bodies ?? units.pointStart.length - 1,
    scratch: new Float64Array(INTERVAL_STRIDE * scene.longestOutline),
  };
}

/** A layout's arrays copied: the twin's resident units change only when it is told. */
function copyOfUnits(units: PlaneUnits): PlaneUnits {
  return {
    rects: units.rects.slice(),
    pointStart: units.pointStart.slice(),
    points: units.points.slice(),
    bodies: units.bodies ?? units.pointStart.length - 1,
  };
}

export class TwinPlaneKernels implements PlaneKernels {
  #scene: PlaneScene | undefined;
  #world: planeSight.PlaneWorld | undefined;
  /** The layout placed last (the twin keeps its own copy, as the wasm module does). */
  #units: PlaneUnits | undefined;

  loadScene(scene: PlaneScene): void {
    this.#scene = scene;
    this.#world = undefined;
    this.#units = undefined;
  }

  placeUnits(units: PlaneUnits, changed?: Int32Array): void {
    const world = this.#world;
    if (changed && world && units === this.#units) {
      for (const u of changed) {
        const rect = u * RECT_STRIDE;
        world.rects.set(units.rects.subarray(rect, rect + RECT_STRIDE), rect);
        const [first, end] = [2 * units.pointStart[u]!, 2 * units.pointStart[u + 1]!];
        world.points.set(units.points.subarray(first, end), first);
      }
      return;
    }
    this.#units = units;
    this.#world = planeWorld(this.#scene!, copyOfUnits(units));
  }

  sightBatch(
    pairs: PlanePairs,
    offsets: Int32Array,
    length: Float64Array,
    blocked: Uint8Array,
    hindrances: Int32Array,
    through?: { readonly start: Int32Array; readonly items: Int32Array },
  ): number {
    return planeSight.planeSightBatch(
      this.#world!,
      pairs.from,
      pairs.to,
      offsets,
      length,
      blocked,
      hindrances,
      through?.start ?? null,
      { items: through?.items ?? new Int32Array(0), count: 0 },
    );
  }
}
