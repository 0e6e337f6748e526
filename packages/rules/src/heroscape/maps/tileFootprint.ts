// Where a VirtualScape tile lies (docs/rules/heroscape.md#maps): its type's template of hexes for
// its rotation, placed at its odd-r origin, then turned into the engine's axial coordinates.
import type { Hex } from "@sightline/geometry";
import { HscError } from "./archiveReader.js";
import { PERSONAL_TILE } from "./hscReader.js";
import data from "./virtualscapeTemplates.json" with { type: "json" };

/** Six templates, one per rotation 0–5, each a list of `[dx, dy]` odd-r offsets. */
export type TileTemplates = readonly (readonly (readonly [dx: number, dy: number])[])[];

// The JSON is VirtualScape's tile classes as data (../shared/maps/virtualscape-templates.json).
const TEMPLATES = data.templates as unknown as Readonly<Record<string, TileTemplates>>;
const PERSONAL = data.personal as unknown as Readonly<Record<string, TileTemplates>>;

/** VirtualScape's "unknown glyph"; every glyph 14001–14254 is one hex like it. */
const GLYPH_TEMPLATE = "14001";

/** What places a tile: its type, rotation, origin and, for a personal tile, its tile count. */
export interface TilePlacement {
  readonly type: number;
  readonly rotation: number;
  readonly x: number;
  readonly y: number;
  readonly personal?: { readonly tileCount: number };
}

/** The type codes that have a template, in ascending order. */
export function templateTypes(): number[] {
  return Object.keys(TEMPLATES)
    .map(Number)
    .sort((a, b) => a - b);
}

/** The tile counts personal tiles (type 17000) have templates for. */
export function personalTileCounts(): number[] {
  return Object.keys(PERSONAL)
    .map(Number)
    .sort((a, b) => a - b);
}

/**
 * The six rotation templates of a tile type (a personal tile's by its tile count). Throws an
 * {@link HscError} naming the type (or count) when VirtualScape has no such tile.
 */
export function tileTemplates(type: number, tileCount?: number): TileTemplates {
  if (type === PERSONAL_TILE) {
    if (tileCount === undefined) {
      throw new HscError("personal tile 17000 has no tile count (tile version before 0.0003)");
    }
    const personal = PERSONAL[String(tileCount)];
    if (!personal) {
      const counts = personalTileCounts().join(", ");
      throw new HscError(`personal tile 17000 of ${tileCount} hexes: no template (${counts})`);
    }
    return personal;
  }
  // VirtualScape's glyphs are 14000 + the glyph's character code; the data lists only 14001.
  const isGlyph = Math.trunc(type / 1000) === 14 && type % 1000 >= 1 && type % 1000 < 255;
  const templates = TEMPLATES[String(type)] ?? (isGlyph ? TEMPLATES[GLYPH_TEMPLATE] : undefined);
  if (!templates) throw new HscError(`unknown tile type ${type}`);
  return templates;
}

/**
 * The hexes of a placed tile, in template order, as axial `[q, r]`: when the origin row `y` is
 * odd, template hexes on odd local rows move one column right; then `q = x − (y − (y & 1))/2`,
 * `r = y` (docs/rules/heroscape.md#maps). A template may list a hex twice (VirtualScape's two-piece
 * water 4002 and shadow 25002 stack both pieces on one hex); the footprint keeps both entries.
 */
export function tileFootprint(tile: TilePlacement): Hex[] {
  const template = tileTemplates(tile.type, tile.personal?.tileCount)[tile.rotation];
  if (!template)
    throw new HscError(`rotation ${tile.rotation} outside 0–5 for tile type ${tile.type}`);
  const oddOrigin = (tile.y & 1) === 1;
  return template.map(([dx, dy]): Hex => {
    const x = tile.x + dx + (oddOrigin && (dy & 1) === 1 ? 1 : 0);
    const y = tile.y + dy;
    return [x - (y - (y & 1)) / 2, y];
  });
}
