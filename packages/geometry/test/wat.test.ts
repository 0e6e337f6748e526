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
  // Leaves: no call of any kind, no trap, no allocation.
  it.each([
    "assembly/hexRange/hexDistancesFrom",
    "assembly/planeSight/throughRect",
    "assembly/planeSight/edgeNear",
    "assembly/planeSight/insideAt",
    "assembly/squareFieldOfView/castOctant",
  ])("%s: no calls, traps or allocation", (name) => {
    const text = body(name);
    expect(text).not.toMatch(/\bcall\b/);
    expect(text).not.toMatch(/\bunreachable\b/);
    expect(text).not.toMatch(/memory\.grow/);
  });

  // Batches and walks call their own kernel functions, never the runtime
  // (docs/decisions/003-hex-sight.md, 004-plane-sight.md).
  it.each([
    "assembly/hexRange/hexDistancesBySpace",
    "assembly/hexSight/hexSightMatrix",
    "assembly/hexSight/hexSightExplain",
    "assembly/hexSight/walkRay",
    "assembly/squareSight/squareSightMatrix",
    "assembly/squareSight/squareSightExplain",
    "assembly/planeSight/planeSightBatch",
    "assembly/planeSight/throughPiece",
    "assembly/squareFieldOfView/squareFieldOfView",
  ])("%s: no traps, no runtime calls, no allocation", (name) => {
    const text = body(name);
    expect(text).not.toMatch(/\bunreachable\b/);
    expect(text).not.toMatch(/call \$~lib\//);
    expect(text).not.toMatch(/memory\.grow/);
  });

  it("has no allocator or garbage collector anywhere in the module", () => {
    expect(wat).not.toMatch(/\$~lib\/rt\//);
    expect(wat).not.toMatch(/memory\.grow/);
  });

  it("imports nothing the host must supply but abort", () => {
    const imports = [...wat.matchAll(/\(import "(\w+)" "(\w+)"/g)].map((m) => `${m[1]}.${m[2]}`);
    expect(imports.filter((i) => i !== "env.abort")).toEqual([]);
  });
});
