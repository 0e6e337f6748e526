// VirtualScape map → HeroScape scenario (docs/rules/heroscape.md#maps): each tile's hexes get what
// its family becomes (ground, a thin surface, obstacles), each hex column folds into one space,
// and the result is validated like any scenario. An inconsistent map is refused with the
// problems the validator finds, each told at the tile that caused it (mapFaults.ts): the user
// has a map, not the scenario JSON the paths would point into.
import type { Hex } from "@sightline/geometry";
import type { HeroscapeObstacle, HeroscapeScenario } from "../heroscapeSchema.js";
import { MAX_LEVEL } from "../../limits.js";
import { heroscape } from "../heroscapeModule.js";
import { HscError } from "./archiveReader.js";
import { type HexColumn, columnSpace, emptyColumn } from "./hexColumn.js";
import { type PlacedBoard, mapFaults } from "./mapFaults.js";
import { type HscMap, type HscTile, readHsc } from "./hscReader.js";
import { type ObstaclePart, tileRole } from "./tileFamilies.js";
import { tileFootprint } from "./tileFootprint.js";

/** Options of {@link importHsc}. */
export interface ImportOptions {
  /** The scenario's name when the map has none, typically the file name without `.hsc`. */
  readonly name?: string;
}

/** Castle doors and arches: the opening under the middle hex ends at `z + 9` (the lintel). */
const GATE_HEIGHT = 10;
const LINTEL_FROM = 9;

/**
 * Reads a VirtualScape `.hsc` map and turns it into a HeroScape scenario with no figures
 * (docs/rules/heroscape.md#maps). Throws an `HscError` for a corrupt file, an unknown tile type,
 * or a map that makes an invalid board (one line per problem, naming the tile and its byte).
 */
export function importHsc(bytes: Uint8Array, options: ImportOptions = {}): HeroscapeScenario {
  return hscToScenario(readHsc(bytes), options);
}

/** The scenario of a map already read by `readHsc` (see {@link importHsc}). */
export function hscToScenario(map: HscMap, options: ImportOptions = {}): HeroscapeScenario {
  const board = new BoardBuilder();
  map.tiles.forEach((tile, index) => {
    try {
      board.place(tile, index);
    } catch (error) {
      if (!(error instanceof HscError)) throw error;
      const where = `at byte ${tile.offset} (tile ${index} of ${map.tiles.length})`;
      throw new HscError(`${error.message} ${where}`, tile.offset);
    }
  });
  const name = map.name || options.name;
  const placed = board.placed();
  const scenario = {
    game: "heroscape",
    ...(name && { name }),
    board: { spaces: placed.spaces.map((s) => s.space), obstacles: board.obstacles },
    figures: [],
  };
  // Validated by the game's own check, like any HeroScape scenario; its problems are told at
  // the tiles that caused them.
  const checked = heroscape.check(scenario);
  if (checked.ok) return checked.scenario;
  const faults = mapFaults(checked.problems, placed, map.tiles);
  throw new HscError(faults.map((f) => f.message).join("\n"), faults[0]?.offset);
}

/** Collects the hex columns and obstacles of the tiles, in file order. */
class BoardBuilder {
  readonly obstacles: HeroscapeObstacle[] = [];
  /** The tile each obstacle comes from, by the obstacle's index. */
  private readonly obstacleTiles: number[] = [];
  private readonly columns = new Map<string, { hex: Hex; column: HexColumn }>();

  /** The index of the tile being placed. */
  private tile = 0;

  /** Adds what one tile becomes (the tile-family table of docs/rules/heroscape.md#maps). */
  place(tile: HscTile, index: number): void {
    this.tile = index;
    const role = tileRole(tile.type);
    if (role === undefined) throw new HscError(`unknown tile type ${tile.type}`);
    if (role.role === "ignored") return;
    const { z } = tile;
    if (z >= MAX_LEVEL) {
      // Refused here, where the tile and its byte are known, not later as a space's level.
      throw new HscError(`z ${z}: its top would be above level ${MAX_LEVEL} (limit MAX_LEVEL)`);
    }
    const hexes = distinct(tileFootprint(tile));
    switch (role.role) {
      case "ground":
        for (const hex of hexes) this.addGround(hex, z, role.terrain, index);
        return;
      case "thin":
        for (const hex of hexes) this.addSurface(hex, z, role.terrain, index);
        return;
      case "obstacle":
        // The thin base plate of a tree, glacier, outcrop or hive is a surface like water.
        if (role.base) for (const hex of hexes) this.addSurface(hex, z, role.obstacle.kind, index);
        this.addObstacle(`${role.obstacle.kind}-${index}`, role.obstacle, hexes, z);
        return;
      case "groundAndObstacle":
        for (const hex of hexes) this.addGround(hex, z, role.terrain, index);
        this.addObstacle(`${role.obstacle.kind}-${index}`, role.obstacle, hexes, z);
        return;
      case "gate":
        this.addGate(`${role.kind}-${index}`, role.kind, hexes, z);
        return;
    }
  }

  /**
   * The spaces, sorted by `(r, q)` so that the output is stable, each with the column it folds,
   * and the tile of each obstacle.
   */
  placed(): PlacedBoard {
    const spaces = [...this.columns.values()]
      .flatMap(({ hex: [q, r], column }) => {
        const space = columnSpace(q, r, column);
        return space ? [{ space, column }] : [];
      })
      .sort((a, b) => a.space.r - b.space.r || a.space.q - b.space.q);
    return { spaces, obstacleTiles: this.obstacleTiles };
  }

  private column(hex: Hex): HexColumn {
    const key = `${hex[0]},${hex[1]}`;
    let entry = this.columns.get(key);
    if (!entry) {
      entry = { hex, column: emptyColumn() };
      this.columns.set(key, entry);
    }
    return entry.column;
  }

  private addGround(hex: Hex, z: number, terrain: string, order: number): void {
    this.column(hex).ground.push({ from: z, to: z + 1, terrain, order });
  }

  private addSurface(hex: Hex, z: number, terrain: string, order: number): void {
    this.column(hex).surfaces.push({ z, terrain, order });
  }

  private addObstacle(id: string, part: ObstaclePart, hexes: readonly Hex[], z: number): void {
    const { kind } = part;
    this.obstacles.push({ id, kind, hexes, from: z + part.from, to: z + part.to, shape: "prism" });
    this.obstacleTiles.push(this.tile);
  }

  /**
   * A door or arch: a full-height prism over its two end hexes and a lintel over the middle
   * one, whose opening `[z, z+9]` figures walk and see through. The templates list the three
   * hexes in a line, the middle one second.
   */
  private addGate(id: string, kind: string, hexes: readonly Hex[], z: number): void {
    const [first, middle, last, ...rest] = hexes;
    if (!first || !middle || !last || rest.length > 0) {
      throw new HscError(`${kind} footprint of ${hexes.length} hexes, expected 3`);
    }
    this.addObstacle(id, { kind, from: 0, to: GATE_HEIGHT }, [first, last], z);
    this.addObstacle(`${id}-lintel`, { kind, from: LINTEL_FROM, to: GATE_HEIGHT }, [middle], z);
  }
}

/** The hexes without repeats, in first-seen order (a template may list a hex twice). */
function distinct(hexes: readonly Hex[]): Hex[] {
  const seen = new Set<string>();
  return hexes.filter(([q, r]) => {
    const key = `${q},${r}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
