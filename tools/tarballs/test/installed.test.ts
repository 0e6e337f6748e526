// The tarballs installed as a user installs them, in a scratch folder outside the monorepo (so no
// module can be found through the workspace's node_modules), then run and type-checked there.
// Catches a file missing from `files`, an undeclared dependency, a path into the repository.
import { mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openBattle } from "@sightline/rules";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { packPublishable, publishable, root, run } from "./packing.js";

const scratch = mkdtempSync(join(tmpdir(), "sightline-installed-"));
const examples = join(root, "examples");
const skirmish = join(examples, "heroscape/skirmish.json");
const queries = join(examples, "heroscape/queries.json");
const readJson = (file: string): unknown => JSON.parse(readFileSync(file, "utf8"));

afterAll(() => rmSync(scratch, { recursive: true, force: true }));
beforeAll(async () => {
  const tarballs = join(scratch, "tarballs");
  mkdirSync(tarballs);
  const packed = await packPublishable(tarballs);
  writeFileSync(
    join(scratch, "package.json"),
    JSON.stringify({ name: "scratch", private: true, type: "module" }),
  );
  // The @sightline packages come from the tarballs (each one's pin on another is met by the
  // tarball beside it); their third-party dependencies from npm's cache, or the registry when
  // the cache lacks their metadata (`npm ci` caches tarballs, not the metadata that resolving a
  // range needs, so on a fresh machine --offline fails).
  await run(
    "npm",
    ["install", "--prefer-offline", "--no-audit", "--no-fund", ...packed.map((t) => t.file)],
    scratch,
  );
});

/** Runs a module written into the scratch folder and returns its stdout as JSON. */
async function runScript(name: string, code: string): Promise<unknown> {
  writeFileSync(join(scratch, name), code);
  return JSON.parse(await run(process.execPath, [name], scratch));
}

describe("the tarballs installed outside the repository", () => {
  it("installs every publishable package from its tarball, not from the workspace", () => {
    for (const { manifest } of publishable()) {
      const installed = realpathSync(join(scratch, "node_modules", manifest.name));
      expect(installed.startsWith(realpathSync(scratch)), installed).toBe(true);
    }
  });

  it("npx sightline answers the bundled HeroScape queries as the workspace's library does", async () => {
    const stdout = await run("npx", ["--no", "sightline", "query", skirmish, queries], scratch);
    const expected = (await openBattle(readJson(skirmish))).answerAll(readJson(queries) as []);
    expect(JSON.parse(stdout)).toEqual(JSON.parse(JSON.stringify(expected)));
  });

  it("@sightline/rules loads its wasm and answers from the installed files", async () => {
    const answers = await runScript(
      "rules.mjs",
      `import { readFileSync } from "node:fs";
import { openBattle } from "@sightline/rules";
const read = (file) => JSON.parse(readFileSync(file, "utf8"));
const battle = await openBattle(read(${JSON.stringify(skirmish)}));
const gatehouse = await openBattle(read(${JSON.stringify(join(examples, "arcadia-quest/gatehouse.json"))}));
console.log(JSON.stringify({
  heroscape: battle.answerAll(read(${JSON.stringify(queries)})),
  arcadiaQuest: gatehouse.answer({ q: "los", from: "leonardo", to: "goblin" }),
}));
`,
    );
    const battle = await openBattle(readJson(skirmish));
    expect(answers).toEqual({
      heroscape: JSON.parse(JSON.stringify(battle.answerAll(readJson(queries) as []))),
      arcadiaQuest: { clear: true },
    });
  });

  it("@sightline/geometry answers its README example in-thread and in a Node worker", async () => {
    const answers = await runScript(
      "geometry.mjs",
      `import { WasmGeometry, encodeHexBoard, hexGroups } from "@sightline/geometry";
import { startGeometryWorker } from "@sightline/geometry/worker";
const board = encodeHexBoard([[0, 0], [1, 0], [2, 0], [2, 1]]);
const figures = hexGroups(board, [[[0, 0]], [[2, 1]]]);
const geometry = await WasmGeometry.load();
geometry.loadHexBoard(board);
const worker = startGeometryWorker();
await worker.loadHexBoard(board);
const inWorker = await worker.hexDistanceMatrix(figures, figures);
await worker.close();
console.log(JSON.stringify({
  inThread: [...geometry.hexDistanceMatrix(figures, figures)],
  inWorker: [...inWorker],
}));
`,
    );
    expect(answers).toEqual({ inThread: [0, 3, 3, 0], inWorker: [0, 3, 3, 0] });
  });

  it("@sightline/ai's search pool gives the in-thread turn from Node workers", async () => {
    const answers = (await runScript(
      "ai.mjs",
      `import { readFileSync } from "node:fs";
import { openBattle } from "@sightline/rules";
import { answer } from "@sightline/ai";
import { createSearchPool } from "@sightline/ai/pool";
const battle = await openBattle(JSON.parse(readFileSync(${JSON.stringify(skirmish)}, "utf8")));
const query = { q: "turn", owner: "red", card: "archers", nodes: 40, seed: 1 };
const pool = createSearchPool({ size: 2 });
const pooled = await answer(battle, query, { runner: pool });
await pool.close();
console.log(JSON.stringify([await answer(battle, query), pooled]));
`,
    )) as [{ error?: string }, unknown];
    expect(answers[0].error).toBeUndefined();
    expect(answers[1]).toEqual(answers[0]);
  });

  it("@sightline/battle-board's manifest, bundle and package.json resolve through its exports", async () => {
    const resolved = (await runScript(
      "battle-board.mjs",
      `console.log(JSON.stringify(["custom-elements.json", "bundle", "package.json"].map(
  (subpath) => import.meta.resolve("@sightline/battle-board/" + subpath),
)));
`,
    )) as string[];
    expect(resolved.map((url) => url.replace(/^.*\/node_modules\//, ""))).toEqual([
      "@sightline/battle-board/custom-elements.json",
      "@sightline/battle-board/bundle/battle-board.js",
      "@sightline/battle-board/package.json",
    ]);
  });

  it("the installed declarations type-check in a strict consumer, libraries' included", async () => {
    // skipLibCheck off: a declaration that imports a file the tarball lacks is an error here,
    // where skipLibCheck would quietly make it `any`.
    writeFileSync(
      join(scratch, "consumer.ts"),
      `import { openBattle, type HeroscapeSight, type Reply } from "@sightline/rules";
import { WasmGeometry, encodeHexBoard } from "@sightline/geometry";
import { startGeometryWorker } from "@sightline/geometry/worker";
import type { BattleBoard } from "@sightline/battle-board";
import { createSearchPool } from "@sightline/ai/pool";

const battle = await openBattle({}, { game: "heroscape" });
export const sight: Reply<HeroscapeSight> = battle.answer({ q: "los", from: "archer", to: "orc" });
export const clear: boolean | undefined = sight.clear;
const geometry = await WasmGeometry.load();
geometry.loadHexBoard(encodeHexBoard([[0, 0]]));
export const worker = startGeometryWorker();
export const board: BattleBoard = document.createElement("battle-board");
export const pool = createSearchPool({ size: 1 });
`,
    );
    writeFileSync(
      join(scratch, "tsconfig.json"),
      JSON.stringify({
        compilerOptions: {
          target: "ES2022",
          module: "NodeNext",
          moduleResolution: "NodeNext",
          lib: ["ES2023", "DOM", "DOM.Iterable"],
          types: [],
          strict: true,
          skipLibCheck: false,
          noEmit: true,
        },
        files: ["consumer.ts"],
      }),
    );
    // The workspace's TypeScript, run on the scratch project: its output is the diagnostics.
    const tsc = join(root, "node_modules/typescript/bin/tsc");
    await expect(run(process.execPath, [tsc, "-p", scratch], scratch)).resolves.toBe("");
  });
});
