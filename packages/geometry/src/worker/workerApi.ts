// The object a geometry worker exposes through Comlink (docs/decisions/002-worker-protocol.md).
import * as Comlink from "comlink";
import type { GeometryEngine } from "../engine.js";
import { WasmGeometry } from "../wasmGeometry.js";

/** {@link GeometryEngine} with every answer a promise: what a worker offers across threads. */
export type AsyncGeometryEngine = {
  [K in keyof GeometryEngine]: (
    ...args: Parameters<GeometryEngine[K]>
  ) => Promise<ReturnType<GeometryEngine[K]>>;
};

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
      const out = (await engine).hexDistancesFrom(starts, into);
      return Comlink.transfer(out, [out.buffer]);
    },
    async hexDistanceMatrix(from, to, into) {
      const out = (await engine).hexDistanceMatrix(from, to, into);
      return Comlink.transfer(out, [out.buffer]);
    },
    async loadHexScene(scene) {
      (await engine).loadHexScene(scene);
    },
    async placeHexFigures(figures) {
      (await engine).placeHexFigures(figures);
    },
    async loadSquareBoard(board) {
      (await engine).loadSquareBoard(board);
    },
    async squareSightMatrix(blocked, viewers, targets) {
      const out = (await engine).squareSightMatrix(blocked, viewers, targets);
      return Comlink.transfer(out, [out.buffer]);
    },
    async squareFieldOfView(blocked, viewer) {
      const out = (await engine).squareFieldOfView(blocked, viewer);
      return Comlink.transfer(out, [out.buffer]);
    },
    async hexSightMatrix(viewers, targets, into) {
      const out = (await engine).hexSightMatrix(viewers, targets, into);
      return Comlink.transfer(out, [out.buffer]);
    },
    async loadPlaneScene(scene) {
      (await engine).loadPlaneScene(scene);
    },
    async placePlaneUnits(units) {
      (await engine).placePlaneUnits(units);
    },
    async planeSightBatch(pairs) {
      const out = (await engine).planeSightBatch(pairs);
      const buffers = [out.offsets.buffer, out.length.buffer, out.blocked.buffer];
      return Comlink.transfer(out, [...buffers, out.hindrances.buffer]);
    },
  };
}
