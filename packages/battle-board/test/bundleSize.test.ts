// The size budget of a page that embeds the element (issue 10): the single ES module build —
// element, battle worker (rules and geometry) and geometry.wasm — under 120 KB gzipped. Sizes
// are deterministic for a build, so this is a budget, not a timing.
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";

const bundle = fileURLToPath(new URL("../bundle/", import.meta.url));
const BUDGET = 120 * 1024;

describe("the single ES module build", () => {
  it("is the element, its worker and the wasm, under 120 KB gzipped", () => {
    const files = readdirSync(bundle, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name));
    expect(files.map((file) => file.slice(bundle.length).replace(/-[\w-]{8}\./, "."))).toEqual(
      expect.arrayContaining(["battle-board.js", "assets/battleWorker.js", "assets/geometry.wasm"]),
    );
    expect(files).toHaveLength(3);
    const sizes = files.map((file) => gzipSync(readFileSync(file), { level: 9 }).length);
    const total = sizes.reduce((a, b) => a + b, 0);
    console.info(
      `gzip: ${files.map((f, i) => `${f.slice(bundle.length)} ${sizes[i]} B`).join(", ")}; total ${total} B`,
    );
    expect(total).toBeLessThan(BUDGET);
  });
});
