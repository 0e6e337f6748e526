// The object a geometry worker exposes through Comlink (docs/decisions/002-worker-protocol.md).
import * as Comlink from "comlink";
import type { GeometryEngine } from "../engine.js";
import { WasmGeometry } from "../geometry.js";

/** {@link GeometryEngine} with every answer a promise: what a worker offers across threads. */
export type AsyncGeometryEngine = {
  [K in keyof GeometryEngine]: (
    ...args: Parameters<GeometryEngine[K]>
  ) => Promise<ReturnType<GeometryEngine[K]>>;
};

/** Sends an answer array back by moving its memory, not copying it. */
function moved<T extends Int32Array | Uint8Array>(out: T): T {
  return Comlink.transfer(out, [out.buffer]);
}

/**
 * Builds the worker side. The wasm starts loading at once, but the object is returned
 * synchronously so the worker can `expose` it before any message arrives (a worker that
 * exposes only after an await loses the first message); each method awaits the load.
 */
export function createWorkerApi(): AsyncGeometryEngine {
  const engine = WasmGeometry.load();
  return {
    async loadHexBoard(board) {
      (await engine).loadHexBoard(board);
    },
    async hexDistancesFrom(starts, into) {
      return moved((await engine).hexDistancesFrom(starts, into));
    },
    async hexDistanceMatrix(from, to, into) {
      return moved((await engine).hexDistanceMatrix(from, to, into));
    },
    async loadHexScene(scene) {
      (await engine).loadHexScene(scene);
    },
    async placeHexFigures(figures) {
      (await engine).placeHexFigures(figures);
    },
    async hexSightMatrix(viewers, targets, into) {
      return moved((await engine).hexSightMatrix(viewers, targets, into));
    },
    async hexSightExplain(viewers, targets) {
      return (await engine).hexSightExplain(viewers, targets);
    },
    async loadSquareBoard(board) {
      (await engine).loadSquareBoard(board);
    },
    async squareSightMatrix(blocked, viewers, targets, into) {
      return moved((await engine).squareSightMatrix(blocked, viewers, targets, into));
    },
    async squareSightExplain(blocked, viewers, targets) {
      return (await engine).squareSightExplain(blocked, viewers, targets);
    },
    async squareFieldOfView(blocked, viewer, into) {
      return moved((await engine).squareFieldOfView(blocked, viewer, into));
    },
    async loadPlaneScene(scene) {
      (await engine).loadPlaneScene(scene);
    },
    async placePlaneUnits(units) {
      (await engine).placePlaneUnits(units);
    },
    async planeSightBatch(pairs, options) {
      const out = (await engine).planeSightBatch(pairs, options);
      const buffers = [out.offsets.buffer, out.length.buffer, out.blocked.buffer];
      buffers.push(out.hindrances.buffer);
      if (out.through) buffers.push(out.through.offsets.buffer, out.through.items.buffer);
      return Comlink.transfer(out, buffers);
    },
  };
}
