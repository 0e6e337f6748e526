// <battle-board> in Debian's Chromium (playwright-core, never a downloaded browser): Vite builds
// a page that imports the built element; the tests hand it each game's example scenario, select
// attackers through the pointer and the keyboard, and hold what it highlights to what
// `sightline query` answers on the same scenario.
import { execFile } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { type Browser, type Page, chromium } from "playwright-core";
import { type PreviewServer, build, preview } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const root = fileURLToPath(new URL("./browser/", import.meta.url));
const examples = fileURLToPath(new URL("../../../examples/", import.meta.url));
const screenshots = fileURLToPath(new URL("../test-results/", import.meta.url));
const sightlineBin = fileURLToPath(new URL("../../cli/bin/sightline.js", import.meta.url));
const outDir = mkdtempSync(join(tmpdir(), "sightline-board-"));
let server: PreviewServer;
let browser: Browser;

beforeAll(async () => {
  if (!existsSync(CHROMIUM)) {
    throw new Error(
      `${CHROMIUM} is missing: install Debian's chromium (apt-get install -y chromium)`,
    );
  }
  await build({ root, configFile: join(root, "vite.config.ts"), build: { outDir } });
  server = await preview({
    root,
    configFile: join(root, "vite.config.ts"),
    build: { outDir },
    preview: { port: 0, host: "127.0.0.1" },
  });
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
  mkdirSync(screenshots, { recursive: true });
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
  rmSync(outDir, { recursive: true, force: true });
});

/** `sightline query` on a scenario file: what the command prints, parsed. */
async function sightlineQuery(scenarioFile: string, queries: object[]): Promise<unknown[]> {
  const queriesFile = join(outDir, "queries.json");
  writeFileSync(queriesFile, JSON.stringify(queries));
  const { stdout } = await promisify(execFile)(process.execPath, [
    sightlineBin,
    "query",
    scenarioFile,
    queriesFile,
  ]);
  return JSON.parse(stdout) as unknown[];
}

/** A fresh page with the element holding `scenario`, resolved once the worker holds it. */
async function boardWith(scenario: unknown): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1100, height: 620 } });
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  await page.goto(server.resolvedUrls!.local[0]!);
  await page.waitForFunction(() => document.body.dataset.ready === "yes");
  await page.evaluate(async (s) => {
    const board = document.querySelector("battle-board")!;
    board.scenario = s;
    await board.ready;
  }, scenario);
  expect(errors).toEqual([]);
  return page;
}

/** Clicks a figure and waits for the attacker-change the click causes. */
async function select(page: Page, id: string): Promise<unknown> {
  const changed = page.evaluate(
    () =>
      new Promise((resolve) =>
        document
          .querySelector("battle-board")!
          .addEventListener("attacker-change", (event) => resolve((event as CustomEvent).detail), {
            once: true,
          }),
      ),
  );
  await page.locator(`battle-board .figure[data-id="${id}"] .body`).first().click();
  return changed;
}

const games = [
  { game: "heroscape", file: "heroscape/skirmish.json", attacker: "archer", focus: "dragon" },
  {
    game: "arcadia-quest",
    file: "arcadia-quest/gatehouse.json",
    attacker: "leonardo",
    focus: "goblin",
  },
  // The example river crossing has no attack in range: a ford where units shoot and fight.
  {
    game: "arcane-legions",
    file: "../packages/battle-board/test/fixtures/arcane-legions-ford.json",
    attacker: "archers",
    focus: "legion",
  },
] as const;

describe("<battle-board> in Chromium", () => {
  it.each(games)(
    "$game: highlights exactly the targets and odds sightline query answers",
    async ({ game, file, attacker, focus }) => {
      const path = join(examples, file);
      const scenario = JSON.parse(readFileSync(path, "utf8")) as { figures: { id: string }[] };
      const page = await boardWith(scenario);
      try {
        const detail = (await select(page, attacker)) as { targets: { target: string }[] };
        const [targets, sight] = await sightlineQuery(path, [
          { q: "targets", attacker },
          { q: "los", from: attacker, to: focus },
        ]);
        // The element's targets are the command's answer, entry for entry.
        expect(detail.targets).toEqual(targets);
        expect(await page.evaluate(() => document.querySelector("battle-board")!.targets)).toEqual(
          targets,
        );
        const expected = targets as {
          target: string;
          attackDice: number;
          defenseDice: number;
          odds: { atLeastOne: number };
        }[];
        expect(expected.length).toBeGreaterThan(0);
        const highlighted = await page
          .locator("battle-board .figure.target")
          .evaluateAll((gs) => gs.map((g) => g.getAttribute("data-id")));
        expect(highlighted.sort()).toEqual([...new Set(expected.map((t) => t.target))].sort());
        // Each highlighted figure's label gives its dice and P(at least one hit).
        for (const t of expected) {
          const label = page.locator(`battle-board .figure[data-id="${t.target}"] .label`).first();
          await expect
            .poll(() => label.textContent())
            .toContain(`${t.attackDice}v${t.defenseDice}`);
          expect(await label.textContent()).toContain(`${Math.round(100 * t.odds.atLeastOne)}%`);
        }
        // Every other figure but the attacker is dimmed, with its reason in its tooltip.
        const dimmed = await page.locator("battle-board .figure.dimmed title").allTextContents();
        expect(dimmed).toHaveLength(scenario.figures.length - 1 - highlighted.length);
        for (const text of dimmed) expect(text).toMatch(/: .+\. .+/);
        // Focusing a target draws its line of sight from the engine's own `los` answer.
        const focused = page.evaluate(
          () =>
            new Promise((resolve) =>
              document
                .querySelector("battle-board")!
                .addEventListener(
                  "target-focus",
                  (event) => resolve((event as CustomEvent).detail),
                  { once: true },
                ),
            ),
        );
        await page.locator(`battle-board .figure[data-id="${focus}"] .body`).first().hover();
        expect(((await focused) as { los: unknown }).los).toEqual(sight);
        await expect.poll(() => page.locator("battle-board line.sight").count()).toBe(1);
        await page.screenshot({ path: join(screenshots, `battle-board-${game}.png`) });
      } finally {
        await page.close();
      }
    },
  );

  it("works from the keyboard alone: Tab, arrows, Enter, Escape", async () => {
    const page = await boardWith(
      JSON.parse(readFileSync(join(examples, "heroscape/skirmish.json"), "utf8")),
    );
    try {
      await page.keyboard.press("Tab");
      const focused = () =>
        page.evaluate(() =>
          document
            .querySelector("battle-board")!
            .shadowRoot!.activeElement?.getAttribute("data-id"),
        );
      expect(await focused()).toBe("archer");
      await page.keyboard.press("ArrowRight");
      expect(await focused()).toBe("knight");
      await page.keyboard.press("Enter");
      const live = page.locator("battle-board .live");
      await expect
        .poll(() => page.evaluate(() => document.querySelector("battle-board")!.attacker))
        .toBe("knight");
      await expect
        .poll(() => live.textContent())
        .toMatch(/^knight can attack|^knight can attack nobody/);
      await page.keyboard.press("Escape");
      await expect
        .poll(() => page.evaluate(() => document.querySelector("battle-board")!.attacker))
        .toBeUndefined();
    } finally {
      await page.close();
    }
  });

  it("renders a hostile name as text, never as HTML", async () => {
    const scenario = JSON.parse(
      readFileSync(join(examples, "heroscape/skirmish.json"), "utf8"),
    ) as { figures: { id: string }[] };
    const hostile = "<img src=x onerror=alert(1)>";
    scenario.figures[0]!.id = hostile;
    const page = await boardWith(scenario);
    try {
      const names = await page.locator("battle-board .figure .name").allTextContents();
      expect(names).toContain(hostile);
      expect(
        await page.evaluate(
          () => document.querySelector("battle-board")!.shadowRoot!.querySelectorAll("img").length,
        ),
      ).toBe(0);
      await select(page, hostile);
      expect(await page.evaluate(() => (globalThis as { alerts?: unknown[] }).alerts)).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it("shows a bad scenario's problems with their paths, and fires scenario-error", async () => {
    const page = await browser.newPage();
    try {
      await page.goto(server.resolvedUrls!.local[0]!);
      await page.waitForFunction(() => document.body.dataset.ready === "yes");
      const detail = await page.evaluate(async () => {
        const board = document.querySelector("battle-board")!;
        const error = new Promise((resolve) =>
          board.addEventListener("scenario-error", (e) => resolve((e as CustomEvent).detail), {
            once: true,
          }),
        );
        board.scenario = {
          game: "heroscape",
          board: { spaces: [{ q: 0, r: 0, level: 1 }] },
          figures: [
            {
              id: "a",
              owner: "red",
              hexes: [[4, -2]],
              height: 5,
              range: 1,
              attack: 1,
              defense: 1,
              life: 1,
            },
          ],
        };
        await board.ready;
        return error;
      });
      expect(detail).toEqual({
        problems: [
          { path: "/figures/0/hexes/0", reason: "hex (4,-2) is not a space of the board" },
        ],
      });
      await expect
        .poll(() => page.locator("battle-board [part=problems]").textContent())
        .toContain("/figures/0/hexes/0");
      await page.screenshot({ path: join(screenshots, "battle-board-invalid.png") });
    } finally {
      await page.close();
    }
  });
});
