// What the command reads from its command line (issue 14, item 6): `-` for stdin, files with a
// byte order mark, dice counts in plain digits only, `--version`, each command's own `--help`,
// and a did-you-mean for a misspelt command or flag.
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runCli } from "../src/cli.js";
import { spawnSightline } from "./spawnSightline.js";

const examples = new URL("../../../examples/", import.meta.url).pathname;
const skirmish = join(examples, "heroscape/skirmish.json");
const queries = join(examples, "heroscape/queries.json");
const scratch = mkdtempSync(join(tmpdir(), "sightline-arguments-"));
const BOM = "\uFEFF";

/** `sightline ...argv` run in this process (stdin: `input`), its outputs collected. */
async function inProcess(argv: string[], input?: string) {
  const run = { code: -1, stdout: "", stderr: "" };
  run.code = await runCli(argv, {
    out: (text) => (run.stdout += `${text}\n`),
    err: (text) => (run.stderr += `${text}\n`),
    ...(input === undefined ? {} : { stdin: async () => new TextEncoder().encode(input) }),
  });
  return run;
}

describe("- as a file", () => {
  const scenarioText = readFileSync(skirmish, "utf8");
  const queriesText = readFileSync(queries, "utf8");

  it("reads the scenario or the queries from stdin, in the built command", async () => {
    const byFiles = await spawnSightline(["query", skirmish, queries]);
    expect(byFiles.code).toBe(0);
    const scenarioIn = await spawnSightline(["query", "-", queries], { input: scenarioText });
    expect(scenarioIn).toEqual(byFiles);
    const queriesIn = await spawnSightline(["query", skirmish, "-"], { input: queriesText });
    expect(queriesIn).toEqual(byFiles);
  });

  it("reads a scenario for check and the one-query commands, named stdin", async () => {
    const check = await inProcess(["check", "-"], scenarioText);
    expect(check.code).toBe(0);
    expect(check.stdout).toMatch(/^stdin: valid heroscape scenario "Skirmish at the pond"$/m);
    const range = await inProcess(
      ["range", "-", "--from", "knight", "--to", "orc", "--json"],
      scenarioText,
    );
    expect(range.code).toBe(0);
    // knight (4,1) → orc (6,2): 3 steps (cli.test.ts works it out).
    expect(JSON.parse(range.stdout)).toEqual({ distance: 3, inRange: false });
    const bad = await inProcess(["check", "-"], "{");
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/^sightline: stdin is not valid JSON: /);
  });

  it("reads a map for import, named after the map (not after `-`)", async () => {
    const map = readFileSync(join(examples, "maps/old-gate-ford.hsc"));
    const run = await spawnSightline(["import", "-"], { input: map });
    expect(run.code, run.stderr).toBe(0);
    const scenario = JSON.parse(run.stdout) as { name: string };
    expect(scenario).toEqual(
      JSON.parse(readFileSync(join(examples, "maps/old-gate-ford.json"), "utf8")),
    );
  });

  it("is refused twice: there is one stdin", async () => {
    const run = await inProcess(["query", "-", "-"], "[]");
    expect(run.code).toBe(2);
    expect(run.stderr).toBe(
      "sightline: only one argument can be - (stdin): usage: sightline query FILE QUERIES\n",
    );
  });
});

describe("analyse's positions list", () => {
  const ambush = join(examples, "heroscape/ambush.json");
  const openings = join(examples, "heroscape/ambush-openings.json");
  const flags = ["--owners", "red", "--nodes", "20"];

  it("is read from stdin with --positions -, a byte order mark allowed, as from its file", async () => {
    const byFile = await inProcess(["analyse", ambush, "--positions", openings, ...flags]);
    expect(byFile.code, byFile.stderr).toBe(0);
    const text = readFileSync(openings, "utf8");
    for (const input of [text, BOM + text]) {
      const run = await inProcess(["analyse", ambush, "--positions", "-", ...flags], input);
      expect(run).toEqual(byFile);
    }
  });

  it("is not read from stdin when the scenario is; a bad --redis URL is the user's error", async () => {
    const both = await inProcess(["analyse", "-", "--positions", "-"], "{}");
    expect(both).toMatchObject({ code: 2, stdout: "" });
    expect(both.stderr).toMatch(/one of FILE and --positions from stdin, not both/);
    const redis = await inProcess([
      "analyse",
      ambush,
      "--positions",
      openings,
      "--redis",
      "redis://127.0.0.1/not-a-db",
    ]);
    expect(redis).toMatchObject({ code: 2, stdout: "" });
    expect(redis.stderr).toBe(
      'sightline: --redis: "redis://127.0.0.1/not-a-db" names database "not-a-db", not a number\n',
    );
  });
});

describe("a UTF-8 byte order mark", () => {
  it("at the start of a scenario or a queries file is accepted", async () => {
    const scenario = join(scratch, "bom-scenario.json");
    const list = join(scratch, "bom-queries.json");
    writeFileSync(scenario, BOM + readFileSync(skirmish, "utf8"));
    writeFileSync(list, BOM + readFileSync(queries, "utf8"));
    const check = await inProcess(["check", scenario]);
    expect(check.code, check.stderr).toBe(0);
    expect(check.stdout).toMatch(/valid heroscape scenario "Skirmish at the pond"/);
    const answered = await inProcess(["query", scenario, list]);
    expect(answered.code, answered.stderr).toBe(0);
    expect(answered.stdout).toBe((await inProcess(["query", skirmish, queries])).stdout);
  });

  it("anywhere else is still not JSON", async () => {
    const inside = join(scratch, "bom-inside.json");
    writeFileSync(inside, `[${BOM}]`);
    const run = await inProcess(["query", skirmish, inside]);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/bom-inside\.json is not valid JSON/);
  });
});

describe("odds", () => {
  it.each(["", "0x10", "1e1", "-1", "1.5", " 3", "3 ", "+3", "Infinity", "1_0"])(
    "refuses %j as --attack or --defense, naming the flag",
    async (value) => {
      const attack = await inProcess(["odds", "heroscape", "--attack", value, "--defense", "1"]);
      expect(attack.code).toBe(2);
      expect(attack.stdout).toBe("");
      expect(attack.stderr).toBe(
        `sightline: --attack needs a number of dice (0 or more) in decimal digits, got ${JSON.stringify(value)}\n`,
      );
      const defense = await inProcess(["odds", "heroscape", "--attack", "1", "--defense", value]);
      expect(defense.code).toBe(2);
      expect(defense.stderr).toMatch(/^sightline: --defense needs a number of dice/);
    },
  );

  it("reads plain decimal digits", async () => {
    const run = await inProcess([
      "odds",
      "heroscape",
      "--attack",
      "03",
      "--defense",
      "0",
      "--json",
    ]);
    expect(run.code, run.stderr).toBe(0);
    // 3 skulls against no shield: wounds ~ Bin(3, 1/2), P(0..3) = 1, 3, 3, 1 /8.
    expect(JSON.parse(run.stdout)).toMatchObject({ distribution: [1 / 8, 3 / 8, 3 / 8, 1 / 8] });
  });

  it.each(["constructor", "toString", "__proto__", "hasOwnProperty", "chess"])(
    "says %s is an unknown game",
    async (game) => {
      const run = await inProcess(["odds", game, "--attack", "1", "--defense", "1"]);
      expect(run.code).toBe(2);
      expect(run.stderr).toBe(
        `sightline: unknown game ${JSON.stringify(game)}: odds takes one of heroscape, arcadia-quest, arcane-legions\n`,
      );
    },
  );
});

describe("the other number flags", () => {
  it.each([
    ["plan", ["--owner", "red", "--card", "archers", "--depth"], "--depth"],
    ["plan", ["--owner", "red", "--card", "archers", "--nodes"], "--nodes"],
    ["plan", ["--owner", "red", "--card", "archers", "--workers"], "--workers"],
    ["plan", ["--owner", "red", "--card", "archers", "--time-ms"], "--time-ms"],
  ])("%s %s refuses 0x10 and 1e1", async (command, flags, flag) => {
    for (const value of ["0x10", "1e1"]) {
      const run = await inProcess([command, skirmish, ...flags, value]);
      expect(run.code).toBe(2);
      expect(run.stderr).toMatch(new RegExp(`^sightline: ${flag} needs a .* got "${value}"\\n$`));
    }
  });

  it("worker refuses --concurrency 0x10 before it connects anywhere", async () => {
    const run = await inProcess([
      "worker",
      "--redis",
      "redis://127.0.0.1:1",
      "--concurrency",
      "0x10",
    ]);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/^sightline: --concurrency needs a whole number of 1 or more/);
  });
});

describe("--version, --help and misspellings", () => {
  const version = (
    JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as {
      version: string;
    }
  ).version;

  it.each(["--version", "-v"])("%s prints the CLI package's version", async (flag) => {
    expect(await spawnSightline([flag])).toEqual({ code: 0, stdout: `${version}\n`, stderr: "" });
  });

  it.each([
    ["check", "FILE"],
    ["query", "FILE QUERIES"],
    ["range", "FILE --from A --to B"],
    ["los", "FILE --from A --to B"],
    ["targets", "FILE --attacker A"],
    ["plan", "FILE --owner P"],
    ["worker", "--redis URL"],
    ["import", "MAP.hsc"],
    ["odds", "GAME --attack N --defense M"],
  ])("`%s --help` prints that command's own usage and help", async (command, usage) => {
    const run = await inProcess([command, "--help"]);
    expect(run.code).toBe(0);
    expect(run.stderr).toBe("");
    expect(run.stdout.startsWith(`Usage: sightline ${command} ${usage}`)).toBe(true);
    // Its own help, not the list of every command.
    expect(run.stdout).not.toMatch(/^ {2}sightline /m);
    expect(run.stdout.split("\n").length).toBeGreaterThan(3);
    expect((await inProcess([command, "-h"])).stdout).toBe(run.stdout);
    expect((await inProcess(["help", command])).stdout).toBe(run.stdout);
  });

  it("--help lists every command", async () => {
    const run = await inProcess(["--help"]);
    expect(run.code).toBe(0);
    for (const command of [
      "check",
      "query",
      "range",
      "los",
      "targets",
      "plan",
      "worker",
      "import",
      "odds",
    ]) {
      expect(run.stdout).toMatch(new RegExp(`^ {2}sightline ${command} `, "m"));
    }
  });

  it.each([
    ["qeury", "query"],
    ["chek", "check"],
    ["imprt", "import"],
    ["targest", "targets"],
    ["odd", "odds"],
  ])("`sightline %s` asks: did you mean %s?", async (typo, meant) => {
    const run = await spawnSightline([typo]);
    expect(run).toEqual({
      code: 2,
      stdout: "",
      stderr: `sightline: unknown command "${typo}"; did you mean "${meant}"?\n`,
    });
  });

  it("lists the commands for a word near none of them", async () => {
    const run = await inProcess(["frobnicate"]);
    expect(run.code).toBe(2);
    expect(run.stderr).toBe(
      'sightline: unknown command "frobnicate"; the commands are check, query, range, los, targets, plan, analyse, worker, import, odds (sightline --help)\n',
    );
  });

  it("asks about a misspelt flag, and names a flag the command does not take", async () => {
    const typo = await inProcess(["odds", "heroscape", "--atack", "3", "--defense", "1"]);
    expect(typo.code).toBe(2);
    expect(typo.stderr).toBe("sightline: odds takes no flag --atack; did you mean --attack?\n");
    const other = await inProcess(["check", skirmish, "--attacker", "archer"]);
    expect(other.code).toBe(2);
    expect(other.stderr).toBe(
      "sightline: check takes no flag --attacker (usage: sightline check FILE)\n",
    );
  });
});
