// The VirtualScape `.hsc` reader (docs/rules/heroscape.md#maps): the document header, then each
// tile, field by field as its version has it. Every byte is read; a file that ends early or has
// bytes left over is corrupt, so a damaged map is refused instead of half-imported.
import { ArchiveReader, HscError, decodeWindows1252 } from "./archiveReader.js";

/** The document versions VirtualScape wrote, oldest first; each adds header fields. */
export const HSC_VERSIONS: readonly number[] = [
  0.0001, 0.0002, 0.0003, 0.0004, 0.0005, 0.0006, 0.0007,
];

/** The tile versions VirtualScape wrote, oldest first; each adds tile fields. */
export const HSC_TILE_VERSIONS: readonly number[] = [0.0001, 0.0002, 0.0003];

/** The type code of a personal tile, whose footprint depends on its tile count. */
export const PERSONAL_TILE = 17000;

/** Whether a type code is a figure (18xxx), which carries two extra strings. */
export const isFigureType = (type: number): boolean => Math.trunc(type / 1000) === 18;

/** The extra fields of a personal tile (type 17000, tile version ≥ 0.0003). */
export interface HscPersonalTile {
  /** How many hexes the tile has: 1, 2, 3, 7 or 24 (its footprint template). */
  readonly tileCount: number;
  readonly texture: string;
  readonly sideTexture: string;
  readonly letter: string;
  readonly name: string;
}

/** The extra fields of a figure (types 18xxx, tile version ≥ 0.0003). */
export interface HscFigure {
  readonly name: string;
  readonly file: string;
}

/** One tile as stored: its type, placement and the fields its tile version has. */
export interface HscTile {
  /** The byte where the tile's record (its type) starts, for error messages. */
  readonly offset: number;
  readonly type: number;
  /** The tile version: 0.0001, 0.0002 or 0.0003. */
  readonly version: number;
  /** 0–5, the index of the footprint template. */
  readonly rotation: number;
  /** Odd-r offset coordinates of the tile's origin (docs/rules/heroscape.md#maps). */
  readonly x: number;
  readonly y: number;
  /** The level the tile stands on. */
  readonly z: number;
  /** From tile version 0.0002: the glyph letter's character code. */
  readonly glyph?: number;
  /** From tile version 0.0002: a legacy string VirtualScape no longer uses. */
  readonly glyphName?: string;
  /** From tile version 0.0002: the start zone's name (start zone tiles). */
  readonly startZone?: string;
  /** From tile version 0.0003: a Windows `COLORREF`, `0x00BBGGRR`. */
  readonly colour?: number;
  /** Type 17000, from tile version 0.0003. */
  readonly personal?: HscPersonalTile;
  /** Types 18xxx, from tile version 0.0003. */
  readonly figure?: HscFigure;
}

/** A VirtualScape map as stored: the header fields its version has, and the tiles. */
export interface HscMap {
  /** The document version: 0.0001 to 0.0007. */
  readonly version: number;
  /** From 0.0002. */
  readonly name?: string;
  /** From 0.0002. */
  readonly author?: string;
  /** From 0.0003: the number of players, as the author typed it. */
  readonly players?: string;
  /** Exactly 0.0003: the scenario as plain text. */
  readonly scenario?: string;
  /** From 0.0004: the scenario as RTF source (its bytes read as Windows-1252). */
  readonly scenarioRtf?: string;
  /** From 0.0002: printing settings. */
  readonly levelsPerPage?: number;
  readonly printTransparency?: number;
  readonly printGrid?: number;
  /** From 0.0005. */
  readonly printTileNumbers?: number;
  /** From 0.0007. */
  readonly printStartZonesAsLevel?: number;
  readonly tiles: readonly HscTile[];
}

/**
 * Reads a VirtualScape `.hsc` map (versions 0.0001–0.0007). Throws an {@link HscError} naming
 * the byte offset and the field for a truncated file, bytes left over, an unknown document or
 * tile version, or a rotation outside 0–5.
 */
export function readHsc(bytes: Uint8Array): HscMap {
  const reader = new ArchiveReader(bytes);
  const version = reader.f64("version");
  if (!HSC_VERSIONS.includes(version)) {
    throw reader.fail(`unknown version ${version}`, "version", "expected 0.0001 to 0.0007", 0);
  }
  const header = readHeader(reader, version);
  const countOffset = reader.offset;
  const count = reader.i32("tile count");
  if (count < 0) {
    throw reader.fail(`negative tile count ${count}`, "tile count", undefined, countOffset);
  }
  const tiles: HscTile[] = [];
  for (let i = 0; i < count; i++) {
    reader.context = `tile ${i} of ${count}`;
    tiles.push(readTile(reader));
  }
  if (reader.remaining > 0) {
    const left = reader.remaining;
    throw new HscError(
      `${left} byte${left === 1 ? "" : "s"} left over at byte ${reader.offset} after the last of ${count} tiles`,
      reader.offset,
    );
  }
  return { version, ...header, tiles };
}

/** The header fields between the version and the tile count, as the version has them. */
function readHeader(reader: ArchiveReader, version: number): Omit<HscMap, "version" | "tiles"> {
  if (version < 0.0002) return {};
  const name = reader.cstring("name");
  const author = reader.cstring("author");
  const players = version >= 0.0003 ? reader.cstring("players") : undefined;
  let scenario: string | undefined;
  let scenarioRtf: string | undefined;
  if (version === 0.0003) {
    scenario = reader.cstring("scenario");
  } else if (version >= 0.0004) {
    const at = reader.offset;
    const length = reader.i32("scenario length");
    if (length < 0) {
      throw reader.fail(`negative scenario length ${length}`, "scenario length", undefined, at);
    }
    scenarioRtf = decodeWindows1252(reader.raw(length, "scenario"));
  }
  return {
    name,
    author,
    ...(players !== undefined && { players }),
    ...(scenario !== undefined && { scenario }),
    ...(scenarioRtf !== undefined && { scenarioRtf }),
    levelsPerPage: reader.i32("levels per page"),
    printTransparency: reader.i32("print transparency"),
    printGrid: reader.i32("print grid"),
    ...(version >= 0.0005 && { printTileNumbers: reader.i32("print tile numbers") }),
    ...(version >= 0.0007 && { printStartZonesAsLevel: reader.i32("print start zones") }),
  };
}

/** One tile: the fields every version has, then those its tile version adds. */
function readTile(reader: ArchiveReader): HscTile {
  const offset = reader.offset;
  const type = reader.i32("type");
  const versionAt = reader.offset;
  const version = reader.f64("tile version");
  if (!HSC_TILE_VERSIONS.includes(version)) {
    const expected = "expected 0.0001, 0.0002 or 0.0003";
    throw reader.fail(`unknown tile version ${version}`, "tile version", expected, versionAt);
  }
  const rotationAt = reader.offset;
  const rotation = reader.i32("rotation");
  if (!Number.isInteger(rotation) || rotation < 0 || rotation > 5) {
    throw reader.fail(`rotation ${rotation} outside 0–5`, "rotation", undefined, rotationAt);
  }
  const x = reader.i32("x");
  const y = reader.i32("y");
  const z = reader.i32("z");
  const placement = { offset, type, version, rotation, x, y, z };
  if (version < 0.0002) return placement;
  const glyph = reader.u8("glyph letter");
  const glyphName = reader.cstring("glyph name");
  const startZone = reader.cstring("start zone");
  if (version < 0.0003) return { ...placement, glyph, glyphName, startZone };
  const colour = reader.u32("colour");
  const tile: HscTile = { ...placement, glyph, glyphName, startZone, colour };
  // VirtualScape's CTile::LoadVersion0_0003 reads these extras only in tile version 0.0003.
  if (type === PERSONAL_TILE) {
    const personal: HscPersonalTile = {
      tileCount: reader.i32("personal tile count"),
      texture: reader.cstring("personal texture"),
      sideTexture: reader.cstring("personal side texture"),
      letter: reader.cstring("personal letter"),
      name: reader.cstring("personal name"),
    };
    return { ...tile, personal };
  }
  if (isFigureType(type)) {
    const figure: HscFigure = {
      name: reader.cstring("figure name"),
      file: reader.cstring("figure file"),
    };
    return { ...tile, figure };
  }
  return tile;
}
