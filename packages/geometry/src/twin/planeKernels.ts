// The plane kernels' TypeScript twin behind the PlaneKernels interface
// (src/reference/planeSight.ts, docs/decisions/004-plane-sight.md).
import type { PlaneKernels } from "../kernels.js";
import type { PlanePairs, PlaneScene, PlaneUnits } from "../planeScene.js";
import { INTERVAL_STRIDE } from "../reference/layout.js";
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
    scratch: new Float64Array(INTERVAL_STRIDE * scene.longestOutline),
  };
}

export class TwinPlaneKernels implements PlaneKernels {
  #scene: PlaneScene | undefined;
  #world: planeSight.PlaneWorld | undefined;

  loadScene(scene: PlaneScene): void {
    this.#scene = scene;
    this.#world = undefined;
  }

  placeUnits(units: PlaneUnits): void {
    this.#world = planeWorld(this.#scene!, units);
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
