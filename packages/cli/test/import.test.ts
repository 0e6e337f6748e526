// `sightline import MAP.hsc` end to end: the built command in a child process, on maps the test
// writes, on the project's own maps (examples/maps) and, when a folder of them is there, on the
// real maps (SIGHTLINE_MAPS or ../shared/maps beside the repository, never copied into it).
import assert from "node:assert/strict";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { MAX_HEX_CELLS, importHsc, parseScenario } from "@sightline/rules";
import { beforeAll, describe, expect, it } from "vitest";
import { sightline } from "./runSightline.js";
// The maps' writer and list, and the rules' stand-in map (tools/maps, tools/test-fixtures).
import { writeHsc } from "@sightline/maps/hscWriter";
import { mapsToUse, realMapsSkipped } from "@sightline/maps";
import { standInMap, standInScenario } from "@sightline/test-fixtures";

const scratch = mkdtempSync(join(tmpdir(), "sightline-import-"));

function writeMap(name: string, bytes: Uint8Array): string {
  const file = join(scratch, name);
  writeFileSync(file, bytes);
  return file;
}

// A grass hill: grass 7 at z 0, grass 1 at z 1 in its middle, water beside it, a tree on top.
const hill = writeHsc({
  version: 0.0004,
  tiles: [
    { type: 1007, x: 1, y: 0, z: 0 },
    { type: 1001, x: 1, y: 1, z: 1 },
    { type: 4001, x: 4, y: 0, z: 0 },
    { type: 10011, x: 1, y: 1, z: 2 },
  ],
});

describe("sightline import", () => {
  it("prints the scenario of a map as JSON, named after the file", async () => {
    const run = await sightline("import", writeMap("Green hill.hsc", hill));
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/^\{\n {2}"game": "heroscape",\n {2}"name": "Green hill",/);
    const scenario = parseScenario(JSON.parse(run.stdout));
    assert(scenario.game === "heroscape", `a heroscape scenario, got ${scenario.game}`);
    // Grass 7 at (1,0) covers (1,0) (2,0) (0,1) (1,1) (2,1) (0,2) (1,2); the water adds (4,0).
    expect(scenario.board.spaces).toHaveLength(8);
    expect(scenario.board.spaces).toContainEqual({ q: 1, r: 1, level: 2, terrain: "tree" });
    expect(scenario.board.obstacles).toEqual([
      { id: "tree-3", kind: "tree", hexes: [[1, 1]], from: 2, to: 11, shape: "prism" },
    ]);
    expect(scenario.figures).toEqual([]);
  });

  it("exits 2 on a truncated map, naming the file, the byte and the field", async () => {
    // The last field of the last tile (a tree: no personal or figure strings after it) is its
    // u32 colour, the file's last 4 bytes: it starts at byte length − 4, where 3 bytes cut off
    // leave 1.
    const file = writeMap("cut.hsc", hill.subarray(0, hill.length - 3));
    const run = await sightline("import", file);
    expect(run.code).toBe(2);
    expect(run.stdout).toBe("");
    expect(run.stderr).toBe(
      `sightline: ${file}: truncated at byte ${hill.length - 4} reading tile 3 of 4 (colour): needs 4 bytes, 1 left\n`,
    );
  });

  it("exits 2 on bytes left over, an unknown tile and a missing file", async () => {
    const extra = await sightline("import", writeMap("extra.hsc", Uint8Array.from([...hill, 0])));
    expect(extra.code).toBe(2);
    // The map ends at byte hill.length; the extra byte is there.
    expect(extra.stderr).toContain(
      `extra.hsc: 1 byte left over at byte ${hill.length} after the last of 4 tiles`,
    );
    const unknown = await sightline(
      "import",
      writeMap("odd.hsc", writeHsc({ tiles: [{ type: 99999 }] })),
    );
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toMatch(/odd\.hsc: unknown tile type 99999 at byte 48 \(tile 0 of 1\)/);
    const missing = await sightline("import", join(scratch, "nowhere.hsc"));
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/^sightline: cannot read .*nowhere\.hsc: ENOENT/);
  });

  it("exits 2 on a map that makes an invalid board, naming each tile and its byte", async () => {
    // Tile records of the writer's defaults are 41 bytes (type 4, version 8, rotation 4, x y z
    // 12, glyph 1, two empty UTF-16 strings 4 each, colour 4) after a 48-byte header.
    const at = (k: number) => 48 + 41 * k;
    const file = writeMap(
      "below.hsc",
      writeHsc({
        tiles: [
          // Grass 7 at (1,0) covers (1,1); tile 1 is rock under it, below the table (z -3).
          { type: 1007, x: 1, y: 0, z: 0 },
          { type: 2001, x: 1, y: 1, z: -3 },
          // Water alone at z -2 on (8,1): a thin tile settles on the table or below it, so
          // its space is at level -2.
          { type: 4001, x: 8, y: 1, z: -2 },
        ],
      }),
    );
    const run = await sightline("import", file);
    expect(run.code).toBe(2);
    expect(run.stdout).toBe("");
    expect(run.stderr).toBe(
      [
        `sightline: ${file}: tile 1 of 3 at byte ${at(1)}: hex (1,1) solid ground from: expected ≥ 0, got -3`,
        `sightline: ${file}: tile 2 of 3 at byte ${at(2)}: hex (8,1) level: expected ≥ 0, got -2`,
        "",
      ].join("\n"),
    );
    expect(run.stderr).not.toContain("/board/");
  });

  it("exits 2 on a map too wide for memory, naming the tile farthest out", async () => {
    // Grass 7 round (1,0) covers q 0..2, r 0..2; one grass hex at odd-r (10000, 10000) is axial
    // (10000 − 10000/2, 10000) = (5000, 10000). The board's grid, one cell of margin on each
    // side, spans 5,003 × 10,003 cells: more than the MAX_HEX_CELLS (2^22) the engine lays out.
    const file = writeMap(
      "wide.hsc",
      writeHsc({
        tiles: [
          { type: 1007, x: 1, y: 0, z: 0 },
          { type: 1001, x: 10000, y: 10000, z: 0 },
        ],
      }),
    );
    const run = await sightline("import", file);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(
      new RegExp(
        `^sightline: .*wide\\.hsc: tile 1 of 2 at byte 89: hex \\(5000,10000\\): .*\\b${MAX_HEX_CELLS}\\b.*\n$`,
      ),
    );
    expect(run.stderr).not.toContain("/board/");
  });

  it("exits 2 without exactly one map, and lists itself in the usage", async () => {
    expect((await sightline("import")).code).toBe(2);
    expect((await sightline("import", "a.hsc", "b.hsc")).code).toBe(2);
    expect((await sightline("--help")).stdout).toMatch(/sightline import MAP\.hsc/);
  });
});

describe("sightline import on a stand-in for a real map", () => {
  it("prints the scenario the spec gives for it", async () => {
    const run = await sightline("import", writeMap("stand-in.hsc", standInMap));
    expect(run.code, run.stderr).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual(standInScenario);
  });
});

// Every map to use: the project's own (the printed scenario is exactly the committed JSON),
// then the real maps when a folder of them is there (the printed scenario is the library's).
describe("sightline import on the maps", () => {
  beforeAll(() => {
    const skipped = realMapsSkipped("import.test.ts: importing the real maps");
    if (skipped) console.info(skipped);
  });

  it.each(mapsToUse())("imports $name as the library does", async (map) => {
    const run = await sightline("import", map.hsc);
    expect(run.code, run.stderr).toBe(0);
    const printed: unknown = JSON.parse(run.stdout);
    const expected = map.scenario
      ? (JSON.parse(readFileSync(map.scenario, "utf8")) as unknown)
      : importHsc(readFileSync(map.hsc), { name: map.name });
    expect(printed).toEqual(expected);
    const scenario = parseScenario(printed);
    expect(scenario).toEqual(printed);
    expect(scenario.game).toBe("heroscape");
  });
});
