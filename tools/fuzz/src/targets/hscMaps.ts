// The VirtualScape reader and importer through `sightline import` (docs/rules/heroscape.md#maps):
// the project's own maps (examples/maps/*.hsc) read, changed tile by tile (types, places,
// rotations, versions, names; a tile stacked thousands of times on one hex) and written again by
// the project's writer, then bytes flipped, cut or inserted. Exit 0 or 2 is a structured answer;
// exit 1 (or a throw) is a crash.
import { readFileSync } from "node:fs";
import fc from "fast-check";
import { bundledMaps } from "@sightline/maps";
import { type MapSpec, type TileSpec, writeHsc } from "@sightline/maps/hscWriter";
import { type HscMap, readHsc } from "@sightline/rules";
import type { FuzzTarget } from "../target.js";
import { NASTY_STRINGS } from "./nastyValues.js";
import { firstLine, scratchFile, sightline } from "./sightlineInProcess.js";

/** A map file and how it was made. */
export interface HscInput {
  readonly origin: string;
  readonly bytes: Uint8Array;
}

/** Integers at the edges of the fields a tile has (i32 places, rotations, types). */
const EDGE_INTS = [-1, 0, 1, 5, 6, 255, 256, 65_535, 2 ** 31 - 1, -(2 ** 31), 1_000_000];

/** One change to a map's tiles or header. `tile` picks the tile modulo the count. */
type TileMutation =
  | { readonly op: "type"; readonly tile: number; readonly type: number }
  | {
      readonly op: "place";
      readonly tile: number;
      readonly field: "x" | "y" | "z";
      readonly value: number;
    }
  | { readonly op: "rotation"; readonly tile: number; readonly value: number }
  | { readonly op: "version"; readonly tile: number; readonly value: number }
  | { readonly op: "stack"; readonly tile: number; readonly times: number; readonly gap: boolean }
  | { readonly op: "drop"; readonly tile: number }
  | { readonly op: "name"; readonly value: string }
  | { readonly op: "mapVersion"; readonly value: number };

/** Changes to the written bytes. */
export type ByteMutation =
  | { readonly op: "flip"; readonly at: number; readonly byte: number }
  | { readonly op: "cut"; readonly at: number }
  | { readonly op: "insert"; readonly at: number; readonly bytes: readonly number[] }
  | { readonly op: "i32"; readonly at: number; readonly value: number };

function tileMutation(types: readonly number[]): fc.Arbitrary<TileMutation> {
  const tile = fc.nat();
  const int = fc.oneof(fc.constantFrom(...EDGE_INTS), fc.integer({ min: -50, max: 50 }));
  return fc.oneof(
    {
      weight: 3,
      arbitrary: fc.record({
        op: fc.constant("type" as const),
        tile,
        type: fc.oneof(
          fc.constantFrom(...types),
          fc.constantFrom(17000, 18001, 99_999, 0, -1, 2 ** 31 - 1),
        ),
      }),
    },
    {
      weight: 3,
      arbitrary: fc.record({
        op: fc.constant("place" as const),
        tile,
        field: fc.constantFrom("x" as const, "y" as const, "z" as const),
        value: int,
      }),
    },
    { weight: 1, arbitrary: fc.record({ op: fc.constant("rotation" as const), tile, value: int }) },
    {
      weight: 1,
      arbitrary: fc.record({
        op: fc.constant("version" as const),
        tile,
        value: fc.constantFrom(0.0001, 0.0002, 0.0003, 0.0004, 0, Number.NaN, 1e308),
      }),
    },
    {
      weight: 2,
      arbitrary: fc.record({
        op: fc.constant("stack" as const),
        tile,
        // 125,000 is the issue's ~123k tiles on one hex; rare, as each takes seconds to import.
        times: fc.constantFrom(2, 2, 40, 40, 2000, 2000, 125_000),
        gap: fc.boolean(),
      }),
    },
    { weight: 2, arbitrary: fc.record({ op: fc.constant("drop" as const), tile }) },
    {
      weight: 1,
      arbitrary: fc.record({
        op: fc.constant("name" as const),
        value: fc.constantFrom(...NASTY_STRINGS),
      }),
    },
    {
      weight: 1,
      arbitrary: fc.record({
        op: fc.constant("mapVersion" as const),
        value: fc.constantFrom(0.0001, 0.0002, 0.0003, 0.0004, 0.0005, 0.0006, 0.0007, 0.0008, -1),
      }),
    },
  );
}

const byteMutation: fc.Arbitrary<ByteMutation> = fc.oneof(
  fc.record({
    op: fc.constant("flip" as const),
    at: fc.nat(),
    byte: fc.integer({ min: 0, max: 255 }),
  }),
  fc.record({ op: fc.constant("cut" as const), at: fc.nat() }),
  fc.record({
    op: fc.constant("insert" as const),
    at: fc.nat(),
    bytes: fc.array(fc.integer({ min: 0, max: 255 }), { minLength: 1, maxLength: 8 }),
  }),
  fc.record({
    op: fc.constant("i32" as const),
    at: fc.nat(),
    value: fc.constantFrom(...EDGE_INTS),
  }),
);

/** A tile to copy onto its own hex, one level (or, with a gap, two) higher each time. */
interface Stack {
  readonly tile: TileSpec;
  readonly times: number;
  readonly gap: boolean;
}

/** Bytes of a tile's z within the tile: after its type, version, rotation, x and y. */
const Z_IN_TILE = 4 + 8 + 4 + 4 + 4;

/**
 * `bytes` (the map `header` wrote, tiles and all) with `times` copies of `tile` appended, each
 * one level above the last (two with a gap), and the tile count raised to match: one very tall
 * column of tiles, written as bytes because the writer takes seconds for such a map.
 */
function stackTile(bytes: Uint8Array, header: MapDraft, { tile, times, gap }: Stack): Uint8Array {
  const headerLength = writeHsc({ ...header, tiles: [] }).length;
  const one = writeHsc({ ...header, tiles: [tile] }).subarray(headerLength);
  const out = new Uint8Array(bytes.length + times * one.length);
  out.set(bytes);
  const view = new DataView(out.buffer);
  view.setInt32(headerLength - 4, view.getInt32(headerLength - 4, true) + times, true);
  for (let k = 1; k <= times; k++) {
    const at = bytes.length + (k - 1) * one.length;
    out.set(one, at);
    // With a gap the copies stay apart: one solid interval each, not one long one.
    view.setInt32(at + Z_IN_TILE, (tile.z ?? 0) + (gap ? 2 * k : k), true);
  }
  return out;
}

/** A map being changed in place. */
type MapDraft = { -readonly [K in keyof MapSpec]: MapSpec[K] } & { tiles: TileSpec[] };

function mutateMap(map: MapDraft, m: TileMutation, stacks: Stack[]): string {
  const count = map.tiles.length;
  const index = "tile" in m && count > 0 ? m.tile % count : -1;
  const tile = map.tiles[index];
  switch (m.op) {
    case "type":
      if (!tile) return "no tile to change";
      // A personal tile or a figure carries its extra strings, as the writer expects.
      map.tiles[index] = {
        ...tile,
        type: m.type,
        personal: tile.personal ?? { tileCount: 1 },
        figure: tile.figure ?? { name: "f", file: "f" },
      };
      return `tile ${index}'s type set to ${m.type}`;
    case "place":
      if (!tile) return "no tile to move";
      map.tiles[index] = { ...tile, [m.field]: m.value };
      return `tile ${index}'s ${m.field} set to ${m.value}`;
    case "rotation":
      if (!tile) return "no tile to turn";
      map.tiles[index] = { ...tile, rotation: m.value };
      return `tile ${index}'s rotation set to ${m.value}`;
    case "version":
      if (!tile) return "no tile to change";
      map.tiles[index] = { ...tile, version: m.value };
      return `tile ${index}'s version set to ${m.value}`;
    case "stack":
      // Written after the rest (stackTile): a map of 125,000 tiles is too slow to write one by one.
      if (!tile) return "no tile to stack";
      stacks.push({ tile, times: m.times, gap: m.gap });
      return `tile ${index} stacked ${m.times} times on its hex${m.gap ? ", a level apart" : ""}`;
    case "drop":
      if (!tile) return "no tile to drop";
      map.tiles.splice(index, 1);
      return `tile ${index} dropped`;
    case "name":
      map.name = m.value;
      return `the map's name set to ${JSON.stringify(m.value.slice(0, 30))}`;
    case "mapVersion":
      map.version = m.value;
      return `the map's version set to ${m.value}`;
  }
}

export function mutateBytes(
  bytes: Uint8Array,
  m: ByteMutation,
): { bytes: Uint8Array; said: string } {
  if (bytes.length === 0) return { bytes, said: "no bytes" };
  const at = m.at % bytes.length;
  switch (m.op) {
    case "flip": {
      const out = bytes.slice();
      out[at] = m.byte;
      return { bytes: out, said: `byte ${at} set to ${m.byte}` };
    }
    case "cut":
      return { bytes: bytes.slice(0, at), said: `cut at byte ${at}` };
    case "insert": {
      const out = new Uint8Array(bytes.length + m.bytes.length);
      out.set(bytes.subarray(0, at));
      out.set(m.bytes, at);
      out.set(bytes.subarray(at), at + m.bytes.length);
      return { bytes: out, said: `${m.bytes.length} bytes inserted at byte ${at}` };
    }
    case "i32": {
      const out = bytes.slice();
      const where = Math.min(at, Math.max(0, out.length - 4));
      // A map cut shorter than 4 bytes takes the value's low bytes that fit.
      const value = new Uint8Array(4);
      new DataView(value.buffer).setInt32(0, m.value, true);
      out.set(value.subarray(0, out.length - where), where);
      return { bytes: out, said: `i32 ${m.value} written at byte ${where}` };
    }
  }
}

/** The maps of examples/maps (the repository's own), read. */
function readBundledMaps(): { name: string; map: HscMap }[] {
  return bundledMaps().map(({ name, hsc }) => ({ name, map: readHsc(readFileSync(hsc)) }));
}

/** `sightline import` on mutated maps. */
export const hscMaps: FuzzTarget<HscInput> = {
  name: "hsc-maps",
  what: "sightline import on mutated VirtualScape maps",
  arbitrary() {
    const maps = readBundledMaps();
    const types = [...new Set(maps.flatMap(({ map }) => map.tiles.map((t) => t.type)))];
    return fc
      .record({
        base: fc.constantFrom(...maps),
        tiles: fc.array(tileMutation(types), { maxLength: 4 }),
        bytes: fc.array(byteMutation, { maxLength: 3 }),
      })
      .map(({ base, tiles, bytes }) => {
        const said = [base.name];
        const spec: MapDraft = {
          ...base.map,
          tiles: base.map.tiles.map(({ offset: _, ...tile }) => tile as TileSpec),
        };
        const stacks: Stack[] = [];
        for (const m of tiles) said.push(mutateMap(spec, m, stacks));
        let written = writeHsc(spec);
        for (const stack of stacks) written = stackTile(written, spec, stack);
        for (const m of bytes) {
          const step = mutateBytes(written, m);
          written = step.bytes;
          said.push(step.said);
        }
        return { origin: said.join("; "), bytes: written };
      });
  },
  files: (input) => [
    { name: "map.hsc", data: input.bytes },
    { name: "origin.txt", data: `${input.origin}\n` },
  ],
  reproduce: (dir) => `npx sightline import ${dir}/map.hsc`,
  async check(input) {
    const imported = await sightline(["import", scratchFile("map.hsc", input.bytes)]);
    if (imported.status === 0) return { kind: "ok", tag: "imported" };
    if (imported.status === 2) return { kind: "ok", tag: "refused" };
    return {
      kind: "crash",
      message: `sightline import exited ${imported.status}: ${firstLine(imported)}`,
      detail: imported.err,
    };
  },
};
