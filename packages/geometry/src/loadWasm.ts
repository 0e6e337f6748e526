// One .wasm file for Node and the browser: the URL below is resolved against this module, so
// Node reads it from disk and Vite emits it as an asset (docs/decisions/001-wasm-memory-layout.md).

import type * as NodeFs from "node:fs/promises";

/** The raw exports of build/geometry.wasm (see assembly/index.ts). */
export interface GeometryExports {
  readonly memory: WebAssembly.Memory;
  heapBase(): number;
  hexDistancesFrom(
    unvisited: number,
    width: number,
    cellCount: number,
    starts: number,
    startCount: number,
    dist: number,
    queue: number,
  ): number;
  hexDistancesBySpace(
    unvisited: number,
    width: number,
    cellCount: number,
    starts: number,
    startCount: number,
    dist: number,
    queue: number,
    spaceCells: number,
    spaceCount: number,
    out: number,
  ): number;
  hexDistanceMatrix(
    unvisited: number,
    width: number,
    cellCount: number,
    dist: number,
    queue: number,
    sourceOffsets: number,
    sourceCells: number,
    sourceCount: number,
    targetOffsets: number,
    targetCells: number,
    targetCount: number,
    out: number,
  ): void;
  useHexScene(
    qOrigin: number,
    rOrigin: number,
    width: number,
    height: number,
    solidStart: number,
    solids: number,
    bodyRadius: number,
    visibleLength: number,
  ): void;
  useHexFigures(
    figureAt: number,
    base: number,
    top: number,
    figureCellStart: number,
    figureCells: number,
    cellTop: number,
    pieces: number,
    spare: number,
  ): void;
  useSquareBoard(width: number, eastClosed: number, southClosed: number): void;
  squareSightMatrix(
    blocked: number,
    viewers: number,
    viewerCount: number,
    targets: number,
    targetCount: number,
    out: number,
  ): void;
  // The square field of view (assembly/squareFieldOfView.ts).
  useSquareFieldOfView(
    width: number,
    height: number,
    eastClosed: number,
    southClosed: number,
    onBoard: number,
    litRuns: number,
    spareRuns: number,
  ): void;
  squareFieldOfView(blocked: number, viewer: number, out: number): void;
  hexSightMatrix(
    viewerOffsets: number,
    viewerCells: number,
    viewerCount: number,
    eyeHeight: number,
    ignore: number,
    targets: number,
    targetCount: number,
    out: number,
  ): void;
  // Plane sight (assembly/planeSight.ts, docs/decisions/004-plane-sight.md).
  usePlaneScene(
    pieceCount: number,
    pieceStart: number,
    vertices: number,
    pieceKind: number,
    pieceBox: number,
    scratch: number,
  ): void;
  usePlaneUnits(unitCount: number, rects: number, pointStart: number, points: number): void;
  planeSightBatch(
    from: number,
    to: number,
    pairCount: number,
    outStart: number,
    outLength: number,
    outBlocked: number,
    outHindrances: number,
  ): void;
  // Benchmarks only: the floor (assembly/floor.ts, src/floor.ts).
  floorDdaBatch(grid: number, width: number, rays: number, rayCount: number, out: number): number;
}

/** Where the built module lives, next to this package's `dist/`. */
export const geometryWasmUrl = new URL("../build/geometry.wasm", import.meta.url);

let compiled: Promise<WebAssembly.Module> | undefined;

/**
 * Compiles the geometry module once per thread (from disk in Node, streaming over HTTP in a
 * browser) and returns a fresh instance. Pass `source` to load a module you fetched yourself.
 */
export async function instantiateGeometry(
  source?: WebAssembly.Module | BufferSource,
): Promise<GeometryExports> {
  const module =
    source instanceof WebAssembly.Module
      ? source
      : source
        ? await WebAssembly.compile(source)
        : await (compiled ??= compileFrom(geometryWasmUrl));
  const instance = await WebAssembly.instantiate(module, {
    env: {
      abort(_message: number, _file: number, line: number, column: number): never {
        throw new Error(`geometry.wasm aborted at ${line}:${column}`);
      },
    },
  });
  return instance.exports as unknown as GeometryExports;
}

async function compileFrom(url: URL): Promise<WebAssembly.Module> {
  if (url.protocol === "file:") {
    // A specifier in a variable keeps bundlers from pulling node:fs into the browser build.
    const nodeFs = "node:fs/promises";
    const { readFile } = (await import(/* @vite-ignore */ nodeFs)) as typeof NodeFs;
    return WebAssembly.compile(await readFile(url));
  }
  return WebAssembly.compileStreaming(fetch(url));
}
