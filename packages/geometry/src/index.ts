export {
  type Hex,
  type HexBoard,
  type CellGroups,
  MAX_HEX_CELLS,
  encodeHexBoard,
  hexCell,
  hexGroups,
} from "./hexBoard.js";
export type { GeometryEngine, EngineKind } from "./engine.js";
export {
  type HexScene,
  type HexSceneOptions,
  type HexSolid,
  type HexFigures,
  type SightViewers,
  encodeHexScene,
  placeHexFigures,
  figureViewers,
  hexCentre,
} from "./hexScene.js";
export { explainSight } from "./sightWorld.js";
export {
  type SquareBoard,
  type SquareBoardInput,
  NOT_BOARD,
  SPACE,
  BLOCKED_TERRAIN,
  MAX_SQUARE_SIDE,
  encodeSquareBoard,
  squareCell,
} from "./squareBoard.js";
export {
  type PlanePoint,
  type PlanePiece,
  type PlaneScene,
  type PlaneUnit,
  type PlaneUnits,
  type PlanePairs,
  type PlaneSightAnswer,
  BLOCKING,
  HINDERING,
  encodePlaneScene,
  placePlaneUnits,
} from "./planeScene.js";
export {
  type PlaneSegmentExplanation,
  explainPlaneSegment,
} from "./reference/planeSightExplain.js";
export type { SightExplanation } from "./reference/hexSightExplain.js";
export type { Cut } from "./reference/hexSight.js";
export { ReferenceGeometry } from "./referenceGeometry.js";
export { WasmGeometry } from "./wasmGeometry.js";
/** Benchmarks only: the physical floor our sight walks are measured against. */
export { DdaFloor } from "./floor.js";
export { geometryWasmUrl, instantiateGeometry, type GeometryExports } from "./loadWasm.js";
