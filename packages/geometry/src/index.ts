// @sightline/geometry: hex, square-grid and plane kernels (docs/decisions/), encoders for
// their boards, and the engines that answer them. Only re-exports live here.
export {
  type Hex,
  type HexBoard,
  type CellGroups,
  HEX_NEIGHBOURS,
  MAX_HEX_CELLS,
  areNeighbours,
  encodeHexBoard,
  hexCell,
  hexGroups,
} from "./hexBoard.js";
export {
  type GeometryEngine,
  type EngineKind,
  type BoardKind,
  type EngineOptions,
  BOARD_KINDS,
  answerInto,
} from "./engine.js";
export { Geometry, WasmGeometry, ReferenceGeometry, loadGeometry } from "./geometry.js";
export type {
  Cut,
  HexSightExplanation,
  SquareSightExplanation,
  SquareStop,
} from "./explanations.js";
export {
  type HexScene,
  type HexSceneOptions,
  type HexSolid,
  type HexFigures,
  type HexFigureMove,
  type SightViewers,
  MAX_CYLINDER_RADIUS,
  cylinderHexCount,
  MAX_SIGHT_PIECES,
  encodeHexScene,
  moveHexFigures,
  takeOffHexFigures,
  isStanding,
  placeHexFigures,
  solidHeights,
  figureViewers,
  hexCentre,
} from "./hexScene.js";
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
  layPlaneUnit,
  placePlaneUnits,
  takeOffPlaneUnit,
  withPlaneStandIns,
} from "./planeScene.js";
export { type SightSection, type SectionCrossing, hexSightSection } from "./sightSection.js";
export {
  type GeometryExports,
  compileGeometry,
  geometryWasmUrl,
  instantiateGeometry,
} from "./wasm/loadWasm.js";
