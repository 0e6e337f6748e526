// The one WebAssembly module of Sightline's geometry core. Every kernel takes raw
// pointers into linear memory laid out by the host (src/wasmGeometry.ts); nothing here
// allocates, so the stub runtime is never asked for memory.
export { hexDistancesFrom, hexDistancesBySpace, hexDistanceMatrix } from "./hexRange";
export { useHexScene, useHexFigures, hexSightMatrix } from "./hexSight";
export { useSquareBoard, squareSightMatrix } from "./squareSight";
export { useSquareFieldOfView, squareFieldOfView } from "./squareFieldOfView";
export { usePlaneScene, usePlaneUnits, planeSightBatch } from "./planeSight";
// Benchmarks only: the plain integer DDA our sight walks are measured against.
export { floorDdaBatch } from "./floor";

/** First free byte after the module's static data: the host lays boards out from here. */
export function heapBase(): usize {
  return __heap_base;
}
