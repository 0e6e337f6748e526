// VirtualScape maps (docs/rules/heroscape.md#maps): the `.hsc` reader, tile footprints and the
// importer that turns a map into a HeroScape scenario. Re-exports only.
export { HscError } from "./archiveReader.js";
export {
  type HscFigure,
  type HscMap,
  type HscPersonalTile,
  type HscTile,
  HSC_TILE_VERSIONS,
  HSC_VERSIONS,
  readHsc,
} from "./hscReader.js";
export {
  type TilePlacement,
  type TileTemplates,
  personalTileCounts,
  templateTypes,
  tileFootprint,
  tileTemplates,
} from "./tileFootprint.js";
export { type ObstaclePart, type TileRole, tileRole } from "./tileFamilies.js";
export { type ImportOptions, hscToScenario, importHsc } from "./importMap.js";
