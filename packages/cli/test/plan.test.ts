// `sightline plan`: the AI's answer as JSON (exactly the library's), in words, its errors, its
// progress line and Ctrl-C, run as a user runs the command (and in-process for the errors).
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { answer } from "@sightline/ai";
import { openBattle } from "@sightline/rules";
import { describe, expect, it, vi } from "vitest";
import { HILL, duo } from "@sightline/search-fixtures";
import { type Run, sightline } from "./runSightline.js";
import { runCli } from "../src/cli.js";
import { describeProgress, onInterrupt } from "../src/commands/planCommand.js";

const examples = fileURLToPath(new URL("../../../examples/", import.meta.url));
const bin = fileURLToPath(new URL("../bin/sightline.js", import.meta.url));
const scratch = mkdtempSync(join(tmpdir(), "sightline-plan-"));
const readJson = (file: string): unknown => JSON.parse(readFileSync(file, "utf8"));
const skirmish = join(examples, "heroscape/skirmish.json");

function writeJson(name: string, value: unknown): string {
  const file = join(scratch, name);
  writeFileSync(file, JSON.stringify(value));
  return file;
}

// Red's card "duo" (a: move 3, range 3; b: move 2, melee) against blue's x, y, z, on a board
// with a hill, a rock and water: the best turn moves both into reach of an enemy.
const movers = writeJson("movers.json", duo(HILL));

/**
 * One of the project's own maps (examples/maps, no figures) with three red raiders (move 5)
 * against three blue guards, each on the free space nearest a spot in the map's middle.
 */
function onMap(file: string): string {
  const map = readJson(join(examples, `maps/${file}.json`)) as {
    board: {
      spaces: { q: number; r: number; level: number; terrain?: string }[];
      obstacles?: { hexes: number[][] }[];
    };
  };
  const blocked = new Set(map.board.obstacles?.flatMap((o) => o.hexes.map((h) => h.join(","))));
  const free = map.board.spaces.filter(
    (s) => s.terrain !== "water" && s.level > 0 && !blocked.has(`${s.q},${s.r}`),
  );
  const middle = free[Math.floor(free.length / 2)]!;
  /** The free space nearest (q, r) from the middle, taken. */
  const near = (dq: number, dr: number): [number, number] => {
    const [q, r] = [middle.q + dq, middle.r + dr];
    const distance = (s: { q: number; r: number }) =>
      (Math.abs(s.q - q) + Math.abs(s.r - r) + Math.abs(s.q + s.r - q - r)) / 2;
    const best = free.reduce((a, b) => (distance(b) < distance(a) ? b : a));
    free.splice(free.indexOf(best), 1);
    return [best.q, best.r];
  };
  const figure = (id: string, owner: string, card: string, at: [number, number], range = 1) => ({
    id,
    owner,
    card,
    hexes: [at],
    height: 5,
    range,
    attack: 3,
    defense: 3,
    life: 4,
    move: 5,
  });
  return writeJson(`${file}.json`, {
    ...map,
    figures: [
      figure("r1", "red", "raiders", near(-5, -2)),
      figure("r2", "red", "raiders", near(-4, -2)),
      figure("r3", "red", "raiders", near(-3, -2), 6),
      figure("b1", "blue", "guards", near(-1, 2)),
      figure("b2", "blue", "guards", near(1, 2)),
      figure("b3", "blue", "guards", near(0, 3), 6),
    ],
  });
}

/**
 * Rolling Downs (1296 spaces) with the raiders and guards: a search big enough to take many
 * seconds, cut into tasks of a fraction of a second each.
 */
const rollingDowns = onMap("rolling-downs");

/** What the library answers to `query` on the scenario in `file`, through JSON as printed. */
async function library(file: string, query: object): Promise<unknown> {
  const reply = await answer(await openBattle(readJson(file)), query as never);
  return JSON.parse(JSON.stringify(reply));
}

/** Runs the command in this process; its exit status and what it wrote. */
async function inProcess(...argv: string[]): Promise<Run> {
  const run = { code: 0, stdout: "", stderr: "" };
  run.code = await runCli(["plan", ...argv], {
    out: (text) => (run.stdout += `${text}\n`),
    err: (text) => (run.stderr += `${text}\n`),
  });
  return run;
}

describe("sightline plan --json prints exactly the library's answer", () => {
  it("HeroScape: the turn query, with moves", async () => {
    const run = await sightline("plan", movers, "--owner", "red", "--card", "duo", "--json");
    expect(run.code).toBe(0);
    const turn = await library(movers, { q: "turn", owner: "red", card: "duo" });
    expect(JSON.parse(run.stdout)).toEqual(turn);
    expect((turn as { moves: unknown[] }).moves.length).toBeGreaterThan(0);
    expect(turn).toMatchObject({ complete: true });
  });

  it("HeroScape: depth, nodes and seed go into the query", async () => {
    const flags = ["--depth", "2", "--nodes", "5", "--seed", "7"];
    const run = await sightline("plan", movers, "--owner", "red", "--card", "duo", ...flags);
    expect(run.code).toBe(0);
    const json = await sightline(
      "plan",
      movers,
      "--owner",
      "red",
      "--card",
      "duo",
      ...flags,
      "--json",
    );
    const turn = await library(movers, {
      q: "turn",
      owner: "red",
      card: "duo",
      depth: 2,
      nodes: 5,
      seed: 7,
    });
    expect(JSON.parse(json.stdout)).toEqual(turn);
    expect(turn).toMatchObject({ complete: false });
    expect(run.stdout).toMatch(/^turn of red's duo \(depth 2\): incomplete, stopped by its budget/);
  });

  it("HeroScape: the bundled skirmish, as the README shows it", async () => {
    const run = await sightline("plan", skirmish, "--owner", "red", "--card", "archers", "--json");
    expect(JSON.parse(run.stdout)).toEqual(
      await library(skirmish, { q: "turn", owner: "red", card: "archers" }),
    );
  });

  it.each([
    ["arcadia-quest/gatehouse.json", "swords", "leonardo"],
    ["../packages/battle-board/test/fixtures/arcane-legions-ford.json", "han", "archers"],
  ])("%s: the activation's turn query with --attacker", async (file, owner, attacker) => {
    const path = join(examples, file);
    const run = await sightline("plan", path, "--owner", owner, "--attacker", attacker, "--json");
    expect(run.code).toBe(0);
    const turn = await library(path, { q: "turn", owner, attacker });
    expect(JSON.parse(run.stdout)).toEqual(turn);
    expect((turn as { attacks: unknown[] }).attacks).toHaveLength(1);
  });

  it("Arcadia Quest: hit and run in words, the attack before the step away", async () => {
    const path = join(examples, "arcadia-quest/hit-and-run.json");
    const run = await sightline(
      "plan",
      path,
      "--owner",
      "swords",
      "--attacker",
      "lyra",
      "--depth",
      "2",
    );
    expect(run.code).toBe(0);
    const lines = run.stdout.trim().split("\n");
    expect(lines[0]).toMatch(/^turn of swords's lyra \(depth 2\): complete search/);
    expect(lines[1]).toMatch(/^ {2}lyra attacks ogre with Longsword: 4 vs 1 dice$/);
    expect(lines[2]).toMatch(/^ {2}then lyra moves \(1,1\) → /);
  });

  it("--workers 2: the same answer from a pool of two workers", async () => {
    const flags = ["--owner", "red", "--card", "duo", "--nodes", "30", "--seed", "4", "--json"];
    const run = await sightline("plan", movers, ...flags, "--workers", "2");
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual(
      await library(movers, { q: "turn", owner: "red", card: "duo", nodes: 30, seed: 4 }),
    );
  });
});

describe("sightline plan --explain (docs/rules/ai.md#explanations)", () => {
  it("HeroScape: the turn's alternatives as the library gives them, one line each in words", async () => {
    const flags = ["--owner", "red", "--card", "duo", "--explain"];
    const json = await inProcess(movers, ...flags, "--json");
    expect(json.code).toBe(0);
    const turn = (await library(movers, {
      q: "turn",
      owner: "red",
      card: "duo",
      explain: true,
    })) as {
      moves: { figure: string }[];
      alternatives: { moves: { figure: string }[]; score: { value: number; wounds: number } }[];
    };
    expect(JSON.parse(json.stdout)).toEqual(turn);
    expect(turn.alternatives.length).toBeGreaterThan(1);
    const words = await inProcess(movers, ...flags);
    expect(words.code).toBe(0);
    const lines = words.stdout.split("\n");
    const at = lines.indexOf("  alternatives, best first (the best turns of all):");
    expect(at).toBeGreaterThan(0);
    turn.alternatives.forEach((alternative, k) => {
      const line = lines[at + 1 + k]!;
      const round = (n: number) => String(Math.round(n * 1e4) / 1e4);
      expect(line.startsWith(`    ${k + 1}. `)).toBe(true);
      expect(line).toContain(
        `value ${round(alternative.score.value)}, wounds ${round(alternative.score.wounds)}`,
      );
      for (const move of alternative.moves) expect(line).toContain(`${move.figure} moves to`);
      if (alternative.moves.length === 0) expect(line).toContain("no figure moves");
    });
  });

  it("Arcadia Quest: the best activations, one line each in words", async () => {
    const gatehouse = join(examples, "arcadia-quest/gatehouse.json");
    const flags = ["--owner", "swords", "--attacker", "leonardo", "--explain"];
    const turn = (await library(gatehouse, {
      q: "turn",
      owner: "swords",
      attacker: "leonardo",
      explain: true,
    })) as {
      alternatives: {
        moves: { to: number[] }[];
        attacks: { target: string }[];
        score: { value: number; damage: number };
      }[];
    };
    const words = await inProcess(gatehouse, ...flags);
    expect(words.code).toBe(0);
    const lines = words.stdout.split("\n");
    const at = lines.indexOf("  alternatives, best first (the best turns of all):");
    expect(at).toBeGreaterThan(0);
    expect(turn.alternatives).toHaveLength(5);
    turn.alternatives.forEach((alternative, k) => {
      const line = lines[at + 1 + k]!;
      const round = (n: number) => String(Math.round(n * 1e4) / 1e4);
      expect(line.startsWith(`    ${k + 1}. `)).toBe(true);
      const [move] = alternative.moves;
      expect(line).toContain(move ? `leonardo moves to (${move.to.join(",")})` : "no figure moves");
      expect(line).toContain(`leonardo attacks ${alternative.attacks[0]!.target}`);
      expect(line).toContain(
        `value ${round(alternative.score.value)}, damage ${round(alternative.score.damage)}`,
      );
    });
  });
});

describe("sightline plan on the project's own maps", () => {
  it.each(["rolling-downs", "old-gate-ford", "bridgestack-gorge"])(
    "%s: a budgeted turn, the library's answer",
    async (map) => {
      const file = onMap(map);
      const flags = ["--owner", "red", "--card", "raiders", "--nodes", "60", "--seed", "1"];
      const run = await inProcess(file, ...flags, "--json");
      expect(run.code).toBe(0);
      const printed = JSON.parse(run.stdout) as { nodes: number; complete: boolean };
      expect(printed).toEqual(
        await library(file, { q: "turn", owner: "red", card: "raiders", nodes: 60, seed: 1 }),
      );
      expect(printed.nodes).toBeGreaterThan(0);
    },
  );
});

describe("sightline plan errors", () => {
  it.each([
    ["no --owner", [skirmish, "--card", "archers"], /--owner/],
    [
      "--card and --attacker",
      [skirmish, "--owner", "red", "--card", "a", "--attacker", "b"],
      /not both/,
    ],
    ["neither (HeroScape)", [skirmish, "--owner", "red"], /needs --card/],
    [
      "--attacker in HeroScape",
      [skirmish, "--owner", "red", "--attacker", "archer"],
      /needs --card/,
    ],
    [
      "neither (Arcadia Quest)",
      [join(examples, "arcadia-quest/gatehouse.json"), "--owner", "swords"],
      /needs --attacker/,
    ],
    [
      "a fractional --nodes",
      [skirmish, "--owner", "red", "--card", "archers", "--nodes", "1.5"],
      /--nodes needs a whole number/,
    ],
    [
      "--depth 0",
      [skirmish, "--owner", "red", "--card", "archers", "--depth", "0"],
      /--depth needs a whole number/,
    ],
    [
      "--time-ms abc",
      [skirmish, "--owner", "red", "--card", "archers", "--time-ms", "abc"],
      /--time-ms needs a number above 0/,
    ],
    [
      "--workers 0",
      [skirmish, "--owner", "red", "--card", "archers", "--workers", "0"],
      /--workers needs a whole number/,
    ],
    [
      "two files",
      [skirmish, skirmish, "--owner", "red", "--card", "archers"],
      /sightline plan FILE/,
    ],
  ])("exits 2 on %s, one line on stderr", async (_what, argv, message) => {
    const run = await inProcess(...(argv as string[]));
    expect(run.code).toBe(2);
    expect(run.stdout).toBe("");
    expect(run.stderr).toMatch(message);
    expect(run.stderr.trimEnd().split("\n")).toHaveLength(1);
  });

  it("a query error (an unknown card) is printed on stderr as `targets` prints one, exit 2", async () => {
    const json = await sightline("plan", skirmish, "--owner", "red", "--card", "wyrms", "--json");
    expect(json.code).toBe(2);
    expect(json.stdout).toBe("");
    expect(JSON.parse(json.stderr)).toEqual(
      await library(skirmish, { q: "turn", owner: "red", card: "wyrms" }),
    );
    expect(JSON.parse(json.stderr).error).toBe("invalid-query");
    const words = await inProcess(skirmish, "--owner", "red", "--card", "wyrms");
    expect(words.code).toBe(2);
    expect(words.stdout).toBe("");
    expect(words.stderr).toMatch(/^sightline: turn of red's wyrms: invalid-query: .*"wyrms"/);
    // --depth beyond the query's limit is the query's to refuse, in the same way.
    const deep = await inProcess(skirmish, "--owner", "red", "--card", "archers", "--depth", "9");
    expect(deep.code).toBe(2);
    expect(deep.stderr).toMatch(/invalid-query: \/depth/);
  });
});

describe("a long search", () => {
  it("draws a progress line after a second: nodes, best so far, time left", async () => {
    // Two turns deep (every position answered by the guards' best reply): far more than any
    // machine searches in 2.5 s, so the deadline, not the end of the search, stops it.
    const flags = ["--owner", "red", "--card", "raiders", "--depth", "2", "--time-ms", "2500"];
    flags.push("--json");
    const shown = await sightlineWith({ SIGHTLINE_PROGRESS: "1" }, rollingDowns, ...flags);
    expect(shown.code).toBe(0);
    expect(JSON.parse(shown.stdout)).toMatchObject({ complete: false });
    expect(shown.stderr).toMatch(
      /^\r\[[#-]{20}\] [\d,]+ nodes · best value -?[\d.]+, wounds -?[\d.]+ · [\d.]+ s left/,
    );
    // Cleared at the end: the last thing written returns to the line's start and erases it.
    expect(shown.stderr.endsWith("\r\x1b[K")).toBe(true);
    // Not a terminal and not asked for: nothing on stderr.
    const hidden = await sightlineWith({}, rollingDowns, ...flags);
    expect(hidden.stderr).toBe("");
  });

  it("describes progress with a bar of time or nodes spent", () => {
    const best = { value: 1, wounds: 2.123456 };
    expect(describeProgress({ nodes: 12345, best, elapsedMs: 1500, msLeft: 1500 })).toBe(
      "[##########----------] 12,345 nodes · best value 1, wounds 2.1235 · 1.5 s left",
    );
    expect(describeProgress({ nodes: 250, best, elapsedMs: 1500 }, 1000)).toBe(
      "[#####---------------] 250 nodes · best value 1, wounds 2.1235",
    );
    expect(describeProgress({ nodes: 250, best, elapsedMs: 1500 })).toBe(
      "250 nodes · best value 1, wounds 2.1235",
    );
  });

  it("Ctrl-C prints the best found so far with complete: false, and exits 0", async () => {
    const child = spawn(
      process.execPath,
      [
        bin,
        "plan",
        rollingDowns,
        "--owner",
        "red",
        "--card",
        "raiders",
        "--nodes",
        "1000000000",
        "--json",
      ],
      { env: { ...process.env, SIGHTLINE_PROGRESS: "1" } },
    );
    const run = collect(child);
    // The progress line shows the search is running (a second in): then Ctrl-C.
    await until(() => run.stderr.includes("nodes"));
    child.kill("SIGINT");
    const code = await Promise.race([run.exit, failAfter(20_000, () => child.kill())]);
    expect(code).toBe(0);
    const turn = JSON.parse(run.stdout) as { complete: boolean; nodes: number; attacks: unknown[] };
    expect(turn.complete).toBe(false);
    expect(turn.nodes).toBeGreaterThan(0);
    expect(turn.nodes).toBeLessThan(1_000_000_000);
    expect(run.stderr).toContain("interrupted: printing the best found so far");
  });

  it("a second Ctrl-C exits at once with 130", () => {
    // In-process: two spawned signals race the end of the search's current task.
    const exit = vi.spyOn(process, "exit").mockImplementation((() => undefined) as never);
    const controller = new AbortController();
    let told = 0;
    const stop = onInterrupt(controller, () => told++);
    try {
      process.emit("SIGINT");
      expect(controller.signal.aborted).toBe(true);
      expect(told).toBe(1);
      expect(exit).not.toHaveBeenCalled();
      process.emit("SIGINT");
      expect(exit).toHaveBeenCalledWith(130);
    } finally {
      stop();
      exit.mockRestore();
    }
  });
});

/** `sightline ...args` with `env` added to (and SIGHTLINE_PROGRESS taken from) the environment. */
async function sightlineWith(env: Record<string, string>, ...args: string[]): Promise<Run> {
  const child = spawn(process.execPath, [bin, "plan", ...args], {
    env: { ...withoutProgress(process.env), ...env },
  });
  const run = collect(child);
  const code = await run.exit;
  return { code, stdout: run.stdout, stderr: run.stderr };
}

function withoutProgress(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const rest = { ...env };
  delete rest.SIGHTLINE_PROGRESS;
  return rest;
}

/**
 * A child's output as it comes, and its exit status as a shell reports it: 130 for a death by
 * SIGINT too (a Ctrl-C that lands after the search let go of it, while the answer is printed).
 */
function collect(child: ReturnType<typeof spawn>) {
  const run = {
    stdout: "",
    stderr: "",
    exit: new Promise<number>((resolve) =>
      child.on("exit", (code, signal) => resolve(code ?? (signal === "SIGINT" ? 130 : -1))),
    ),
  };
  child.stdout!.on("data", (chunk: Buffer) => (run.stdout += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (run.stderr += chunk.toString()));
  return run;
}

/** Rejects after `ms` (having called `cleanUp`): a search that would not stop. */
function failAfter(ms: number, cleanUp: () => void): Promise<never> {
  return new Promise((_, reject) =>
    setTimeout(() => {
      cleanUp();
      reject(new Error(`still running after ${ms} ms`));
    }, ms).unref(),
  );
}

async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 20));
}
