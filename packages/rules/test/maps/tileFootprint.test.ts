// Tile footprints (docs/rules/heroscape.md#maps): templates per type and rotation, the odd-row rule
// and offset → axial coordinates.
import { HEX_NEIGHBOURS, type Hex } from "@sightline/geometry";
import { describe, expect, it } from "vitest";
import {
  HscError,
  personalTileCounts,
  templateTypes,
  tileFootprint,
  tileRole,
  tileTemplates,
} from "../../src/heroscape/maps/index.js";

const ROTATIONS = [0, 1, 2, 3, 4, 5];

/** The hexes relative to the first one: the tile's shape, wherever it lies. */
const shape = (hexes: readonly Hex[]): Hex[] => {
  const [q0, r0] = hexes[0] ?? [0, 0];
  return hexes.map(([q, r]) => [q - q0, r - r0]);
};

/** Whether the distinct hexes form one piece, neighbour to neighbour. */
function connected(hexes: readonly Hex[]): boolean {
  const keys = new Set(hexes.map(([q, r]) => `${q},${r}`));
  const [start] = keys;
  const seen = new Set(start === undefined ? [] : [start]);
  const queue = [...seen];
  for (let key = queue.shift(); key !== undefined; key = queue.shift()) {
    const [q, r] = key.split(",").map(Number) as [number, number];
    for (const [dq, dr] of HEX_NEIGHBOURS) {
      const next = `${q + dq},${r + dr}`;
      if (keys.has(next) && !seen.has(next)) {
        seen.add(next);
        queue.push(next);
      }
    }
  }
  return seen.size === keys.size;
}

const placements: { type: number; personal?: { tileCount: number }; label: string }[] = [
  ...templateTypes().flatMap((type) => (type === 17000 ? [] : [{ type, label: `${type}` }])),
  ...personalTileCounts().map((tileCount) => ({
    type: 17000,
    personal: { tileCount },
    label: `17000 of ${tileCount}`,
  })),
];

describe("tileFootprint", () => {
  it("knows the 85 VirtualScape tile types and personal tiles of 1, 2, 3, 7 and 24 hexes", () => {
    expect(templateTypes()).toHaveLength(85);
    expect(personalTileCounts()).toEqual([1, 2, 3, 7, 24]);
  });

  it.each(placements)("$label: as many hexes as its template, at every rotation", (tile) => {
    const templates = tileTemplates(tile.type, tile.personal?.tileCount);
    for (const rotation of ROTATIONS) {
      for (const [x, y] of [
        [4, 2],
        [4, 3],
      ] as const) {
        const hexes = tileFootprint({ ...tile, rotation, x, y });
        expect(hexes).toHaveLength(templates[rotation]?.length ?? -1);
      }
    }
  });

  it.each(placements)("$label: the same connected shape on even and odd origin rows", (tile) => {
    for (const rotation of ROTATIONS) {
      const even = tileFootprint({ ...tile, rotation, x: 5, y: 4 });
      const odd = tileFootprint({ ...tile, rotation, x: 5, y: 7 });
      expect(shape(odd)).toEqual(shape(even));
      expect(connected(even)).toBe(true);
    }
  });

  it("moves odd local rows one column right when the origin row is odd", () => {
    // Grass 3, rotation 0: offsets (0,0) (1,0) (0,1).
    expect(tileFootprint({ type: 1003, rotation: 0, x: 2, y: 0 })).toEqual([
      [2, 0],
      [3, 0],
      [2, 1],
    ]);
    // On row 1 the third hex is offset (3, 2), not (2, 2): axial (2, 2), a neighbour of both.
    expect(tileFootprint({ type: 1003, rotation: 0, x: 2, y: 1 })).toEqual([
      [2, 1],
      [3, 1],
      [2, 2],
    ]);
  });

  it("turns odd-r offsets into axial coordinates: q = x − (y − (y & 1))/2, r = y", () => {
    const at = (x: number, y: number) => tileFootprint({ type: 1001, rotation: 0, x, y })[0];
    expect(at(0, 0)).toEqual([0, 0]);
    expect(at(5, 3)).toEqual([4, 3]);
    expect(at(5, 6)).toEqual([2, 6]);
    expect(at(0, 22)).toEqual([-11, 22]);
  });

  it("keeps the repeated hex of VirtualScape's two-piece water 4002 and shadow 25002", () => {
    for (const type of [4002, 25002]) {
      const hexes = tileFootprint({ type, rotation: 0, x: 3, y: 3 });
      expect(hexes).toEqual([
        [2, 3],
        [2, 3],
      ]);
    }
  });

  it("puts a castle door's and arch's middle template hex between the other two", () => {
    for (const type of [16401, 16404]) {
      for (const rotation of ROTATIONS) {
        for (const y of [2, 3]) {
          const [a, middle, b] = tileFootprint({ type, rotation, x: 4, y });
          expect(middle).toEqual([
            ((a?.[0] ?? 0) + (b?.[0] ?? 0)) / 2,
            ((a?.[1] ?? 0) + (b?.[1] ?? 0)) / 2,
          ]);
        }
      }
    }
  });

  it("gives every glyph 14001–14254 one hex", () => {
    for (const type of [14001, 14062, 14073, 14254]) {
      expect(tileFootprint({ type, rotation: 3, x: 1, y: 1 })).toEqual([[1, 1]]);
    }
  });

  it("refuses an unknown type, naming it", () => {
    for (const type of [99999, 1005, 14255, 16500]) {
      expect(() => tileFootprint({ type, rotation: 0, x: 0, y: 0 })).toThrow(
        new HscError(`unknown tile type ${type}`),
      );
    }
    expect(() =>
      tileFootprint({ type: 17000, rotation: 0, x: 0, y: 0, personal: { tileCount: 5 } }),
    ).toThrow(/personal tile 17000 of 5 hexes: no template \(1, 2, 3, 7, 24\)/);
    expect(() => tileFootprint({ type: 17000, rotation: 0, x: 0, y: 0 })).toThrow(/no tile count/);
    expect(() => tileFootprint({ type: 1001, rotation: 6, x: 0, y: 0 })).toThrow(
      /rotation 6 outside 0–5/,
    );
  });
});

describe("tileRole", () => {
  it("says what every type with a template becomes", () => {
    for (const type of templateTypes()) expect(tileRole(type), `type ${type}`).toBeDefined();
  });

  it("ignores start zones, figures, ladders and flags", () => {
    for (const type of [15001, 18001, 18002, 18123, 16402, 16403]) {
      expect(tileRole(type)).toEqual({ role: "ignored" });
    }
  });

  it("knows no other type", () => {
    for (const type of [0, 99999, 10005, 16500, 24003, 28001])
      expect(tileRole(type)).toBeUndefined();
  });
});
