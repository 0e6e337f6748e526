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
export { ReferenceGeometry } from "./referenceGeometry.js";
export { WasmGeometry } from "./wasmGeometry.js";
export { geometryWasmUrl, instantiateGeometry, type GeometryExports } from "./loadWasm.js";
