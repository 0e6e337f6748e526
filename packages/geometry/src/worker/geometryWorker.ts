import type * as Comlink from "comlink";
import type { CellGroups, HexBoard } from "../hexBoard.js";
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

  hexDistancesFrom(starts: Int32Array): Promise<Int32Array> {
    return this.#remote.hexDistancesFrom(starts);
  }

  hexDistanceMatrix(from: CellGroups, to: CellGroups): Promise<Int32Array> {
    return this.#remote.hexDistanceMatrix(from, to);
  }

  /** Stops the worker thread; pending calls never settle. */
  async close(): Promise<void> {
    await this.#terminate();
  }
}
