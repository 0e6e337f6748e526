// The packages as a user gets them: `npm pack` each, install the tarballs in a scratch folder
// outside the monorepo, then run the installed command and import the library (boardgame.io's
// habit). Catches a file missing from `files`, an undeclared dependency, a path into the repo.
import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { openBattle } from "@sightline/rules";
import { beforeAll, describe, expect, it } from "vitest";

const run = promisify(execFile);
const packages = fileURLToPath(new URL("../../", import.meta.url));
const examples = fileURLToPath(new URL("../../../examples/", import.meta.url));
const scratch = mkdtempSync(join(tmpdir(), "sightline-pack-"));

beforeAll(async () => {
  const tarballs: string[] = [];
  for (const name of ["geometry", "rules", "cli"]) {
    const { stdout } = await run("npm", ["pack", "--pack-destination", scratch, "--silent"], {
      cwd: join(packages, name),
    });
    tarballs.push(join(scratch, stdout.trim().split("\n").at(-1)!));
  }
  writeFileSync(
    join(scratch, "package.json"),
    JSON.stringify({ name: "scratch", private: true, type: "module" }),
  );
  await run("npm", ["install", "--no-audit", "--no-fund", "--prefer-offline", ...tarballs], {
    cwd: scratch,
  });
}, 180_000);

describe("the packed packages, installed outside the repository", () => {
  it("the installed sightline command answers the bundled HeroScape queries", async () => {
    const { stdout } = await run(
      join(scratch, "node_modules/.bin/sightline"),
      [
        "query",
        join(examples, "heroscape/skirmish.json"),
        join(examples, "heroscape/queries.json"),
      ],
      { cwd: scratch },
    );
    // The installed command must answer as the workspace's library does (whose answers
    // cli.test.ts works out from the board).
    const queries = JSON.parse(readFileSync(join(examples, "heroscape/queries.json"), "utf8"));
    const scenario = JSON.parse(readFileSync(join(examples, "heroscape/skirmish.json"), "utf8"));
    const answers = JSON.parse(stdout);
    expect(answers).toHaveLength(queries.length);
    expect(answers).toEqual(
      JSON.parse(JSON.stringify((await openBattle(scenario)).answerAll(queries))),
    );
  });

  it("the library loads its wasm and answers from the installed files", async () => {
    const script = `
      import { openBattle } from "@sightline/rules";
      import { readFileSync } from "node:fs";
      const battle = await openBattle(JSON.parse(readFileSync(${JSON.stringify(join(examples, "arcadia-quest/gatehouse.json"))}, "utf8")));
      console.log(JSON.stringify(battle.answer({ q: "los", from: "leonardo", to: "goblin" })));
    `;
    writeFileSync(join(scratch, "check.mjs"), script);
    const { stdout } = await run(process.execPath, ["check.mjs"], { cwd: scratch });
    expect(JSON.parse(stdout)).toEqual({ clear: true });
  });
});
