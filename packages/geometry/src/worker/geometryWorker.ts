import * as Comlink from "comlink";
import type { CellGroups, HexBoard } from "../hexBoard.js";
import type { HexFigures, HexScene, SightViewers } from "../hexScene.js";
import type { HexSightExplanation, SquareSightExplanation } from "../explanations.js";
import type { SquareBoard } from "../squareBoard.js";
import type { PlanePairs, PlaneScene, PlaneSightAnswer, PlaneUnits } from "../planeScene.js";
import type { AsyncGeometryEngine } from "./workerApi.js";

/**
 * The main-thread handle of a geometry worker: the same batch calls as the in-thread engine,
 * answered in another thread. One call answers a whole batch; never call per ray.
 */
export class GeometryWorker implements AsyncGeometryEngine {
  readonly #remote: Comlink.Remote<AsyncGeometryEngine>;
  readonly #terminate: () => unknown;

  constructor(remote: Comlink.Remote<AsyncGeometryEngine>, terminate: () => unknown) {
    this.#remote = remote;
    this.#terminate = terminate;
  }

  loadHexBoard(board: HexBoard): Promise<void> {
    return this.#remote.loadHexBoard(board);
  }

  /** With `into`, its buffer goes to the worker and back: use the answer, `into` is detached. */
  hexDistancesFrom(starts: Int32Array, into?: Int32Array): Promise<Int32Array> {
    return this.#remote.hexDistancesFrom(starts, lend(into));
  }

  /** With `into`, its buffer goes to the worker and back: use the answer, `into` is detached. */
  hexDistanceMatrix(from: CellGroups, to: CellGroups, into?: Int32Array): Promise<Int32Array> {
    return this.#remote.hexDistanceMatrix(from, to, lend(into));
  }

  loadHexScene(scene: HexScene): Promise<void> {
    return this.#remote.loadHexScene(scene);
  }

  placeHexFigures(figures: HexFigures): Promise<void> {
    return this.#remote.placeHexFigures(figures);
  }

  /** With `into`, its buffer goes to the worker and back: use the answer, `into` is detached. */
  hexSightMatrix(
    viewers: SightViewers,
    targets: Int32Array,
    into?: Uint8Array,
  ): Promise<Uint8Array> {
    return this.#remote.hexSightMatrix(viewers, targets, lend(into));
  }

  hexSightExplain(viewers: SightViewers, targets: Int32Array): Promise<HexSightExplanation[]> {
    return this.#remote.hexSightExplain(viewers, targets);
  }

  loadSquareBoard(board: SquareBoard): Promise<void> {
    return this.#remote.loadSquareBoard(board);
  }

  /** With `into`, its buffer goes to the worker and back: use the answer, `into` is detached. */
  squareSightMatrix(
    blocked: Uint8Array,
    viewers: Int32Array,
    targets: Int32Array,
    into?: Uint8Array,
  ): Promise<Uint8Array> {
    return this.#remote.squareSightMatrix(blocked, viewers, targets, lend(into));
  }

  squareSightExplain(
    blocked: Uint8Array,
    viewers: Int32Array,
    targets: Int32Array,
  ): Promise<SquareSightExplanation[]> {
    return this.#remote.squareSightExplain(blocked, viewers, targets);
  }

  /** With `into`, its buffer goes to the worker and back: use the answer, `into` is detached. */
  squareFieldOfView(blocked: Uint8Array, viewer: number, into?: Uint8Array): Promise<Uint8Array> {
    return this.#remote.squareFieldOfView(blocked, viewer, lend(into));
  }

  loadPlaneScene(scene: PlaneScene): Promise<void> {
    return this.#remote.loadPlaneScene(scene);
  }

  placePlaneUnits(units: PlaneUnits): Promise<void> {
    return this.#remote.placePlaneUnits(units);
  }

  planeSightBatch(
    pairs: PlanePairs,
    options?: { readonly explain?: boolean },
  ): Promise<PlaneSightAnswer> {
    return this.#remote.planeSightBatch(pairs, options);
  }

  /** Stops the worker thread; pending calls never settle. */
  async close(): Promise<void> {
    await this.#terminate();
  }
}

/** Marks an answer buffer to be moved to the worker, not copied; it comes back with the answer. */
function lend<T extends Int32Array | Uint8Array>(into: T | undefined): T | undefined {
  return into && Comlink.transfer(into, [into.buffer]);
}
