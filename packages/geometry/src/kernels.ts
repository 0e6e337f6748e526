// What one board kind's kernels do, behind the checked front (src/geometry.ts): the
// WebAssembly module (src/wasm/) and its TypeScript twin (src/twin/) each implement these. They
// trust their inputs — the front has checked them and sized every answer — so the checks and
// the resident-board bookkeeping are written once, not once per engine.
import type { CellGroups, HexBoard } from "./hexBoard.js";
import type { HexFigures, HexScene, SightViewers } from "./hexScene.js";
import type { PlanePairs, PlaneScene, PlaneUnits } from "./planeScene.js";
import type { SquareBoard } from "./squareBoard.js";

/** Hex boards: range over spaces and 3D sight (docs/rules/heroscape.md#range, #line-of-sight). */
export interface HexKernels {
  /** Lays a board out; forgets any scene. */
  loadBoard(board: HexBoard): void;
  distancesFrom(starts: Int32Array, into: Int32Array): void;
  distanceMatrix(from: CellGroups, to: CellGroups, into: Int32Array): void;
  /** Lays a scene and its board out. */
  loadScene(scene: HexScene): void;
  /**
   * Lays figures out. With `changed`, `figures` is the placement laid out last, changed in place
   * since for those figures only (each keeps its number of cells): only they are laid out again.
   */
  placeFigures(figures: HexFigures, changed?: Int32Array): void;
  sightMatrix(viewers: SightViewers, targets: Int32Array, into: Uint8Array): void;
  /**
   * One viewer → one target explained: `HEX_EXPLAIN_STRIDE` numbers into `out` and the cuts
   * of a hidden target into `cuts` (src/reference/layout.ts).
   */
  sightExplain(
    eyeCells: Int32Array,
    eyeHeight: number,
    ignore: number,
    target: number,
    out: Float64Array,
    cuts: Float64Array,
  ): void;
}

/** Square boards: sight with the corner rule (docs/rules/arcadia-quest.md#line-of-sight). */
export interface SquareKernels {
  loadBoard(board: SquareBoard): void;
  sightMatrix(
    blocked: Uint8Array,
    viewers: Int32Array,
    targets: Int32Array,
    into: Uint8Array,
  ): void;
  /** `SQUARE_EXPLAIN_STRIDE` numbers per viewer → target (src/reference/layout.ts). */
  sightExplain(
    blocked: Uint8Array,
    viewers: Int32Array,
    targets: Int32Array,
    into: Int32Array,
  ): void;
  fieldOfView(blocked: Uint8Array, viewer: number, into: Uint8Array): void;
}

/** The plane: segments through bases and terrain (docs/rules/arcane-legions.md#geometric-tests). */
export interface PlaneKernels {
  loadScene(scene: PlaneScene): void;
  /**
   * Lays units out. With `changed`, `units` is the layout laid out last, changed in place since
   * for those units only (each keeps its number of points): only their records are copied again.
   */
  placeUnits(units: PlaneUnits, changed?: Int32Array): void;
  /**
   * Every segment of the pairs into `length`, `blocked` and `hindrances` (pair k's from
   * `offsets[k]`). With `through`, each segment's items too (see PlaneSightAnswer): returns how
   * many there are in all, of which the first `through.items.length` were written.
   */
  sightBatch(
    pairs: PlanePairs,
    offsets: Int32Array,
    length: Float64Array,
    blocked: Uint8Array,
    hindrances: Int32Array,
    through?: { readonly start: Int32Array; readonly items: Int32Array },
  ): number;
}

/** One engine's kernels for every board kind: each kind keeps its own resident board. */
export interface GeometryKernels {
  readonly hex: HexKernels;
  readonly square: SquareKernels;
  readonly plane: PlaneKernels;
}
