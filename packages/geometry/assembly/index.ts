// The one WebAssembly module of Sightline's geometry core. Every kernel takes raw
// pointers into linear memory laid out by the host (src/wasm/); nothing here allocates, so the
// stub runtime is never asked for memory.
export { hexDistancesFrom, hexDistancesBySpace, hexDistanceMatrix } from "./hexRange";
export {
  useHexScene,
  useHexFigures,
  liftHexFigure,
  standHexFigure,
  hexSightMatrix,
  hexSightExplain,
} from "./hexSight";
export { useSquareBoard, squareSightMatrix, squareSightExplain } from "./squareSight";
export { useSquareFieldOfView, squareFieldOfView } from "./squareFieldOfView";
export { usePlaneScene, usePlaneUnits, planeSightBatch } from "./planeSight";

/** First free byte after the module's static data: the host lays boards out from here. */
export function heapBase(): usize {
  return __heap_base;
}
