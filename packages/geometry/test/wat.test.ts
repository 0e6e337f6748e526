// A grep of the optimised text format (AssemblyScript's own habit of .wat snapshots): a bounds
// check, an allocation or a call creeping into a hot loop fails here, not in a benchmark.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const wat = readFileSync(new URL("../build/geometry.wat", import.meta.url), "utf8");

/** The text of one function of the module, from its `(func` line to the next one. */
function body(name: string): string {
  const start = wat.indexOf(`(func $${name} `);
  expect(start, `function ${name} in build/geometry.wat`).toBeGreaterThanOrEqual(0);
  const end = wat.indexOf("\n (func ", start + 1);
  return wat.slice(start, end < 0 ? undefined : end);
}

describe("optimised kernels stay lean", () => {
  it.each(["assembly/hexRange/hexDistancesFrom"])("%s: no calls, traps or allocation", (name) => {
    const text = body(name);
    expect(text).not.toMatch(/\bcall\b/);
    expect(text).not.toMatch(/\bunreachable\b/);
    expect(text).not.toMatch(/memory\.grow/);
  });

  it.each(["assembly/hexSight/hexSightMatrix", "assembly/hexSight/walkRay"])(
    "%s: no traps, no runtime calls, no allocation",
    (name) => {
      const text = body(name);
      expect(text).not.toMatch(/\bunreachable\b/);
      expect(text).not.toMatch(/call \$~lib\//);
      expect(text).not.toMatch(/memory\.grow/);
    },
  );

  // The range search read back in space order calls only the search; the floor the benchmarks
  // measure the sight walks against (assembly/floor.ts) calls nothing at all.
  it.each(["assembly/hexRange/hexDistancesBySpace"])(
    "%s: no traps, no runtime calls, no allocation",
    (name) => {
      const text = body(name);
      expect(text).not.toMatch(/\bunreachable\b/);
      expect(text).not.toMatch(/call \$~lib\//);
      expect(text).not.toMatch(/memory\.grow/);
    },
  );

  it.each(["assembly/floor/floorDdaBatch"])("%s: no calls, traps or allocation", (name) => {
    const text = body(name);
    expect(text).not.toMatch(/\bcall\b/);
    expect(text).not.toMatch(/\bunreachable\b/);
    expect(text).not.toMatch(/memory\.grow/);
  });

  // Plane sight (docs/decisions/004-plane-sight.md): the leaves call nothing at all; the batch
  // and the polygon test call only their own kernel functions.
  it.each([
    "assembly/planeSight/throughRect",
    "assembly/planeSight/edgeNear",
    "assembly/planeSight/insideAt",
  ])("%s: no calls, traps or allocation", (name) => {
    const text = body(name);
    expect(text).not.toMatch(/\bcall\b/);
    expect(text).not.toMatch(/\bunreachable\b/);
    expect(text).not.toMatch(/memory\.grow/);
  });

  it.each(["assembly/planeSight/planeSightBatch", "assembly/planeSight/throughPiece"])(
    "%s: no traps, no runtime calls, no allocation",
    (name) => {
      const text = body(name);
      expect(text).not.toMatch(/\bunreachable\b/);
      expect(text).not.toMatch(/call \$~lib\//);
      expect(text).not.toMatch(/memory\.grow/);
    },
  );

  it("has no allocator or garbage collector anywhere in the module", () => {
    expect(wat).not.toMatch(/\$~lib\/rt\//);
    expect(wat).not.toMatch(/memory\.grow/);
  });

  it("imports nothing the host must supply but abort", () => {
    const imports = [...wat.matchAll(/\(import "(\w+)" "(\w+)"/g)].map((m) => `${m[1]}.${m[2]}`);
    expect(imports.filter((i) => i !== "env.abort")).toEqual([]);
  });
});
