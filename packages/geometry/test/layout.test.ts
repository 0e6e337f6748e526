// One memory layout (docs/decisions/001-wasm-memory-layout.md): assembly/layout.ts, which the
// kernels read, and src/reference/layout.ts, which the twin and every host read, name the same
// numbers. A record that changes on one side only fails here, not three calls later.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import * as twin from "../src/reference/layout.js";

const source = readFileSync(new URL("../assembly/layout.ts", import.meta.url), "utf8");

/** Every `export const NAME: i32 = value;` of assembly/layout.ts. */
function assemblyLayout(): Map<string, number> {
  const numbers = new Map<string, number>();
  for (const line of source.split("\n")) {
    if (!line.startsWith("export")) continue;
    const match = /^export const (\w+): i32 = (-?\d+);$/.exec(line);
    expect(match, `a layout line the test can read: ${line}`).not.toBeNull();
    numbers.set(match![1]!, Number(match![2]));
  }
  return numbers;
}

describe("the memory layout", () => {
  it("names the same numbers in assembly/ and in src/reference/", () => {
    const assembly = assemblyLayout();
    expect(assembly.size).toBeGreaterThan(40);
    expect(Object.fromEntries(assembly)).toEqual({ ...twin });
  });

  it("gives every field of a record its own place inside the record", () => {
    const records: [string, string[]][] = [
      ["SPACE_RUN_STRIDE", ["SPACE_RUN_CELL", "SPACE_RUN_LENGTH"]],
      [
        "SOLID_STRIDE",
        ["SOLID_SHAPE", "SOLID_X", "SOLID_Y", "SOLID_RADIUS", "SOLID_FROM", "SOLID_TO"],
      ],
      [
        "HEX_EXPLAIN_STRIDE",
        [
          "HEX_EXPLAIN_SEEN",
          "HEX_EXPLAIN_EYE",
          "HEX_EXPLAIN_CELL",
          "HEX_EXPLAIN_COLUMN",
          "HEX_EXPLAIN_LOW",
          "HEX_EXPLAIN_HIGH",
          "HEX_EXPLAIN_CUTS",
        ],
      ],
      ["CUT_STRIDE", ["CUT_AT", "CUT_SOLID", "CUT_FIGURE"]],
      ["SQUARE_EXPLAIN_STRIDE", ["SQUARE_EXPLAIN_WHAT", "SQUARE_EXPLAIN_WHERE"]],
      ["VERTEX_STRIDE", ["VERTEX_X", "VERTEX_Y", "VERTEX_UX", "VERTEX_UY", "VERTEX_LENGTH"]],
      ["BOX_STRIDE", ["BOX_MIN_X", "BOX_MIN_Y", "BOX_MAX_X", "BOX_MAX_Y"]],
      ["EDGE_STRIDE", ["EDGE_X", "EDGE_Y", "EDGE_NX", "EDGE_NY"]],
    ];
    const layout = twin as unknown as Record<string, number>;
    for (const [stride, fields] of records) {
      const places = fields.map((field) => layout[field]!).sort((a, b) => a - b);
      expect(places, stride).toEqual([...Array(layout[stride]).keys()]);
    }
    // A unit's record: four edges, then its box.
    expect(twin.RECT_BOX).toBe(4 * twin.EDGE_STRIDE);
    expect(twin.RECT_STRIDE).toBe(twin.RECT_BOX + twin.BOX_STRIDE);
  });
});
