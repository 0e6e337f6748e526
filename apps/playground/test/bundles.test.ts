// No eval in what we ship to browsers (SECURITY.md): the playground as built, <battle-board>'s
// modules and its one-file bundle, and the geometry's modules and wasm bindings hold no call of
// eval and no Function constructor, called or taken aside to call later. A strict
// Content-Security-Policy (script-src without 'unsafe-eval') then has nothing to refuse;
// tools/no-eval keeps zod's code generator out of the bundles.
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("../../../", import.meta.url));
/** The built folders, as `npm run build` leaves them (turbo builds them before this test). */
const BUILT = [
  "apps/playground/dist",
  "packages/battle-board/dist",
  "packages/battle-board/bundle",
  "packages/geometry/dist",
  "packages/geometry/build",
];

/**
 * `eval(…)`, `new Function`, a bare `Function(…)` call (not `isFunction(` nor `x.Function(`), and
 * the constructor taken into a variable or an argument (`e=Function,` then `new e(…)`).
 */
const EVAL =
  /(?<![\w$.])eval\s*\(|\bnew\s+Function\b|(?<![\w$.])Function\s*\(|[=:,(]\s*Function\s*[,;)]/g;

function scripts(dir: string): string[] {
  return readdirSync(join(root, dir), { recursive: true, encoding: "utf8" })
    .filter((file) => /\.m?js$/.test(file))
    .map((file) => join(dir, file));
}

describe("the browser bundles", () => {
  it.each(BUILT)("%s holds no eval and no Function constructor", (dir) => {
    const files = scripts(dir);
    expect(files.length).toBeGreaterThan(0);
    const found = files.flatMap((file) => {
      const text = readFileSync(join(root, file), "utf8");
      return [...text.matchAll(EVAL)].map(
        (m) => `${file}: …${text.slice(Math.max(0, m.index - 40), m.index + 40)}…`,
      );
    });
    expect(found).toEqual([]);
  });

  it("the pattern finds each form it looks for", () => {
    const forms = [
      "a;eval('1')",
      "new Function('x')",
      "try{return Function(``),!0}",
      "compile(){let e=Function,t=1;return new e()}",
    ];
    for (const form of forms) expect(form.match(EVAL), form).not.toBeNull();
    const allowed = ["x instanceof Function", "isFunction(x)", "t.Function(x)", "AsyncFunction"];
    for (const form of allowed) expect(form.match(EVAL), form).toBeNull();
  });
});
