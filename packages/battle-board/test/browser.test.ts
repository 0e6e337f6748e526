// <battle-board> in Debian's Chromium (playwright-core, never a downloaded browser): Vite builds
// a page that imports the built element; the tests hand it each game's example scenario, select
// attackers through the pointer and the keyboard, and hold what it highlights to what
// `sightline query` answers on the same scenario.
import { execFile } from "node:child_process";
import { cpSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { type ServedPage, launchChromium, servePage } from "@sightline/chromium";
import { answer } from "@sightline/ai";
import { importHsc, openBattle } from "@sightline/rules";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
// The rules' stand-in map (tools/test-fixtures), and the list of maps to use (tools/maps): the
// project's own maps always, real maps when a folder of them is there.
import { mapsToUse, realMapsSkipped } from "@sightline/maps";
import { HILL, duo } from "@sightline/search-fixtures";
import { standInMap } from "@sightline/test-fixtures";

const root = fileURLToPath(new URL("./browser/", import.meta.url));
const examples = fileURLToPath(new URL("../../../examples/", import.meta.url));
const screenshots = fileURLToPath(new URL("../test-results/", import.meta.url));
const sightlineBin = fileURLToPath(new URL("../../cli/bin/sightline.js", import.meta.url));
let site: ServedPage;
/** The served folder: files written here are served too. */
let outDir: string;
let browser: Browser;

beforeAll(async () => {
  site = await servePage(root);
  outDir = site.outDir;
  browser = await launchChromium();
  mkdirSync(screenshots, { recursive: true });
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await site?.close();
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

/**
 * A fresh page with the element given a scenario (an object) or a `src` URL, resolved once the
 * worker holds it.
 */
async function boardWith(scenario: unknown, src?: string): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1100, height: 620 } });
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  await page.goto(site.url);
  await page.waitForFunction(() => document.body.dataset.ready === "yes");
  await page.evaluate(
    async ([s, url]) => {
      const board = document.querySelector("battle-board")!;
      if (url !== undefined) board.src = url;
      else board.scenario = s;
      await board.ready;
    },
    [scenario, src] as const,
  );
  expect(errors).toEqual([]);
  return page;
}

/** The ids of the figures the board highlights as targets, sorted. */
function highlightedTargets(page: Page): Promise<(string | null)[]> {
  return page
    .locator("battle-board .figure.target")
    .evaluateAll((gs) => gs.map((g) => g.getAttribute("data-id")).sort());
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
  {
    game: "arcane-legions",
    file: "arcane-legions/river-crossing.json",
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
        const highlighted = await highlightedTargets(page);
        expect(highlighted).toEqual([...new Set(expected.map((t) => t.target))].sort());
        // Each highlighted figure's label gives its dice and P(at least one hit).
        for (const t of expected) {
          const label = page.locator(`battle-board .figure[data-id="${t.target}"] .label`).first();
          await expect
            .poll(() => label.textContent())
            .toContain(`${t.attackDice}v${t.defenseDice}`);
          expect(await label.textContent()).toContain(`${Math.round(100 * t.odds.atLeastOne)}%`);
        }
        // The attacker's reach is drawn: one shape per space, Close space or notch the rules give.
        const reach = (await openBattle(scenario)).position().reach(attacker);
        if ("error" in reach) throw new Error(reach.reason);
        const shapes =
          "spaces" in reach ? reach.spaces : "close" in reach ? reach.close : reach.notches;
        expect(shapes.length).toBeGreaterThan(0);
        expect(await page.locator("battle-board .reach > *").count()).toBe(shapes.length);
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
        // A seeded roll of the focused attack is the command's roll with the same dice and seed.
        const entry = expected.find((t) => t.target === focus)!;
        const kind =
          (entry as { attackKind?: string; kind?: string }).attackKind ??
          (entry as { kind?: string }).kind;
        const [roll] = await sightlineQuery(path, [
          {
            q: "roll",
            attackDice: entry.attackDice,
            defenseDice: entry.defenseDice,
            seed: 7,
            ...(kind ? { kind } : {}),
          },
        ]);
        const rolled = await page.evaluate(
          (target) => document.querySelector("battle-board")!.roll(target, 7),
          focus,
        );
        expect(rolled).toEqual({ attacker, target: focus, seed: 7, roll });
        await expect
          .poll(() => page.locator("battle-board .rolled .attack .face").allTextContents())
          .toEqual((roll as { attack: unknown[] }).attack.map(String));
        // HeroScape draws the section along the line: what shows of the target, or nothing.
        const profile = page.locator("battle-board [part=profile]");
        if (game === "heroscape") {
          const clear = (sight as { clear: boolean }).clear;
          expect(await profile.getAttribute("aria-label")).toMatch(
            clear ? /visible from level/ : /hidden/,
          );
          expect((await profile.locator(".column.visible").count()) > 0).toBe(clear);
        } else {
          expect(await profile.count()).toBe(0);
        }
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
      await page.goto(site.url);
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

  it("loads a scenario JSON from src, and takes the attacker as an attribute", async () => {
    const path = join(examples, "heroscape/skirmish.json");
    writeFileSync(join(outDir, "skirmish.json"), readFileSync(path));
    const page = await boardWith(undefined, "skirmish.json");
    try {
      const [targets] = await sightlineQuery(path, [{ q: "targets", attacker: "archer" }]);
      const spaces = (JSON.parse(readFileSync(path, "utf8")) as { board: { spaces: unknown[] } })
        .board.spaces.length;
      expect(await page.locator("battle-board .space").count()).toBe(spaces);
      const changed = nextEvent(page, "attacker-change");
      await page.evaluate(() =>
        document.querySelector("battle-board")!.setAttribute("attacker", "archer"),
      );
      expect(((await changed) as { targets: unknown }).targets).toEqual(targets);
    } finally {
      await page.close();
    }
  });

  // A .hsc map is imported in the worker: the stand-in map and the project's own maps always,
  // Rotten Ice too when the real maps are there (they are never committed).
  const maps: [string, Uint8Array][] = [
    ["Stand-in", standInMap],
    ...mapsToUse()
      .filter((map) => map.bundled || map.name === "Rotten Ice")
      .map((map): [string, Uint8Array] => [map.name, new Uint8Array(readFileSync(map.hsc))]),
  ];
  beforeAll(() => {
    const skipped = realMapsSkipped("browser.test.ts: drawing Rotten Ice");
    if (skipped) console.info(skipped);
  });
  it.each(maps)("draws every space of the .hsc map %s given as src", async (name, bytes) => {
    writeFileSync(join(outDir, `${name}.hsc`), bytes);
    const page = await boardWith(undefined, `${encodeURIComponent(name)}.hsc`);
    try {
      const scenario = importHsc(bytes, { name });
      expect(await page.locator("battle-board .space").count()).toBe(scenario.board.spaces.length);
      expect(await page.locator("battle-board .obstacle").count()).toBe(
        (scenario.board.obstacles ?? []).reduce((n, o) => n + o.hexes.length, 0),
      );
      expect(await page.locator("battle-board aside h2").textContent()).toBe(scenario.name);
    } finally {
      await page.close();
    }
  });

  it("says what went wrong with a src it cannot fetch", async () => {
    const page = await browser.newPage();
    try {
      await page.goto(site.url);
      await page.waitForFunction(() => document.body.dataset.ready === "yes");
      const error = nextEvent(page, "scenario-error");
      await page.evaluate(() => {
        document.querySelector("battle-board")!.src = "no-such-scenario.json";
      });
      const { problems } = (await error) as { problems: { reason: string }[] };
      expect(problems).toHaveLength(1);
      expect(problems[0]!.reason).toMatch(/no-such-scenario\.json: 404/);
      await expect
        .poll(() => page.locator("battle-board [part=problems]").textContent())
        .toContain("no-such-scenario.json: 404");
    } finally {
      await page.close();
    }
  });

  it("says the battle worker stopped when its script cannot load, not loading for good", async () => {
    const page = await browser.newPage();
    try {
      // The worker's script answers 404, as on a server that lost it: the page hears an error.
      await page.route(/battleWorker[^/]*\.js$/, (route) => route.fulfill({ status: 404 }));
      await page.goto(site.url);
      await page.waitForFunction(() => document.body.dataset.ready === "yes");
      const error = nextEvent(page, "scenario-error");
      await page.evaluate(
        (scenario) => {
          document.querySelector("battle-board")!.scenario = scenario;
        },
        JSON.parse(readFileSync(join(examples, "heroscape/skirmish.json"), "utf8")) as unknown,
      );
      // A hang guard: before, the element stayed loading and no event came.
      await expect
        .poll(() => page.locator("battle-board [part=problems]").textContent({ timeout: 1_000 }))
        .toContain("the battle worker stopped");
      const { problems } = (await error) as { problems: { path: string; reason: string }[] };
      expect(problems).toEqual([
        { path: "", reason: expect.stringMatching(/^the battle worker stopped: /) },
      ]);
    } finally {
      await page.close();
    }
  });

  it("says so when its worker stops after the open, and opens again when given the scenario", async () => {
    const skirmish = JSON.parse(
      readFileSync(join(examples, "heroscape/skirmish.json"), "utf8"),
    ) as unknown;
    const page = await boardWith(skirmish);
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    try {
      // The worker throws outside any call: the page hears its error event and ends it.
      const [worker] = page.workers();
      const stopped = new Promise((resolve) => worker!.once("close", resolve));
      await worker!.evaluate(() => {
        setTimeout(() => {
          throw new Error("a fault in the worker");
        });
      });
      await stopped;
      const error = nextEvent(page, "scenario-error");
      await page.evaluate(() =>
        document.querySelector("battle-board")!.setAttribute("attacker", "archer"),
      );
      // Before, the selection's rejection went unhandled and the board kept its old state.
      const { problems } = (await error) as { problems: { path: string; reason: string }[] };
      expect(problems).toEqual([
        { path: "", reason: expect.stringMatching(/^no battle \d+ is open in this worker/) },
      ]);
      await expect
        .poll(() => page.locator("battle-board [part=problems]").textContent())
        .toContain("give the scenario again");
      // Given its scenario again, it opens in a new worker and selects the attacker it was given.
      await page.evaluate(async (scenario) => {
        const board = document.querySelector("battle-board")!;
        board.scenario = structuredClone(scenario);
        await board.ready;
      }, skirmish);
      const [targets] = (await sightlineQuery(join(examples, "heroscape/skirmish.json"), [
        { q: "targets", attacker: "archer" },
      ])) as { target: string }[][];
      await expect
        .poll(() => highlightedTargets(page))
        .toEqual(targets!.map((t) => t.target).sort());
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it("zooms with the wheel about the pointer, and pans with a drag", async () => {
    const page = await boardWith(
      JSON.parse(readFileSync(join(examples, "heroscape/skirmish.json"), "utf8")),
    );
    try {
      const viewBox = async () =>
        (await page.locator("battle-board svg.board").getAttribute("viewBox"))!
          .split(" ")
          .map(Number);
      const [x0, y0, w0, h0] = await viewBox();
      const box = (await page.locator("battle-board svg.board").boundingBox())!;
      // An empty corner of the board: no figure under the pointer.
      await page.mouse.move(box.x + 8, box.y + 8);
      await page.mouse.wheel(0, -400);
      await expect.poll(async () => (await viewBox())[2]).toBeLessThan(w0!);
      const [x1, y1, w1, h1] = await viewBox();
      expect(w1! / h1!).toBeCloseTo(w0! / h0!, 6);
      // Zooming about the top-left corner keeps that corner where it was.
      expect(x1).toBeGreaterThan(x0!);
      expect(y1).toBeGreaterThan(y0!);
      await page.mouse.down();
      await page.mouse.move(box.x + 108, box.y + 58, { steps: 4 });
      await page.mouse.up();
      const [x2, y2, w2] = await viewBox();
      expect(w2).toBe(w1);
      expect(x2).toBeLessThan(x1!);
      expect(y2).toBeLessThan(y1!);
    } finally {
      await page.close();
    }
  });
});

describe("<battle-board> themes", () => {
  it("is dark with theme=dark or a dark preference, light with theme=light", async () => {
    const page = await boardWith(
      JSON.parse(readFileSync(join(examples, "heroscape/skirmish.json"), "utf8")),
    );
    try {
      const background = () =>
        page.evaluate(
          () => getComputedStyle(document.querySelector("battle-board")!).backgroundColor,
        );
      const [light, dark] = ["rgb(246, 244, 238)", "rgb(30, 31, 34)"];
      expect(await background()).toBe(light);
      await page.evaluate(() =>
        document.querySelector("battle-board")!.setAttribute("theme", "dark"),
      );
      expect(await background()).toBe(dark);
      await page.evaluate(() => document.querySelector("battle-board")!.removeAttribute("theme"));
      await page.emulateMedia({ colorScheme: "dark" });
      expect(await background()).toBe(dark);
      await page.evaluate(() =>
        document.querySelector("battle-board")!.setAttribute("theme", "light"),
      );
      expect(await background()).toBe(light);
    } finally {
      await page.close();
    }
  });
});

describe("<battle-board> on a plain page", () => {
  it("works from the single ES module build, with src, attacker and target in the HTML", async () => {
    // The page, the bundle and the scenario as static files: no bundler, no import map.
    const plain = join(outDir, "plain");
    cpSync(fileURLToPath(new URL("../bundle/", import.meta.url)), join(plain, "battle-board"), {
      recursive: true,
    });
    cpSync(join(root, "../plain/index.html"), join(plain, "index.html"));
    const path = join(examples, "heroscape/skirmish.json");
    cpSync(path, join(plain, "skirmish.json"));
    const [targets] = (await sightlineQuery(path, [{ q: "targets", attacker: "archer" }])) as {
      target: string;
    }[][];
    const page = await browser.newPage({ viewport: { width: 1100, height: 620 } });
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    try {
      await page.goto(new URL("plain/index.html", site.url).href);
      await expect
        .poll(() => highlightedTargets(page))
        .toEqual(targets!.map((t) => t.target).sort());
      expect(await page.evaluate(() => document.querySelector("battle-board")!.targets)).toEqual(
        targets,
      );
      // The target attribute focuses the orc: its blocked line and the profile that shows it.
      const [los] = (await sightlineQuery(path, [{ q: "los", from: "archer", to: "orc" }])) as {
        clear: boolean;
      }[];
      expect(los!.clear).toBe(false);
      await expect.poll(() => page.locator("battle-board line.sight.blocked").count()).toBe(1);
      expect(await page.locator("battle-board [part=profile]").getAttribute("aria-label")).toMatch(
        /hidden by/,
      );
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });
});

// The suggest action: the AI's answer from the worker, played as a preview on the board.
describe("<battle-board> suggest", () => {
  // Red's card "duo" (a: move 3, range 3; b: move 2, melee) against blue's x, y, z: the best
  // turn moves both figures, then attacks twice.
  const movers = duo(HILL);
  type Turn = {
    moves: { figure: string; to: [number, number][]; path: [number, number][] }[];
    attacks: { attacker: string; target: string }[];
  };

  /** Where a locator's box is centred on the page. */
  async function centre(page: Page, selector: string, nth = 0): Promise<[number, number]> {
    const box = (await page.locator(selector).nth(nth).boundingBox())!;
    return [box.x + box.width / 2, box.y + box.height / 2];
  }

  /** Where the scenario puts figure `id` drawn, and where the space (q, r) is. */
  async function figureOn(page: Page, id: string): Promise<[number, number]> {
    return centre(page, `battle-board .figure[data-id="${id}"] .body`);
  }
  async function spaceAt(page: Page, [q, r]: [number, number]): Promise<[number, number]> {
    const index = movers.board.spaces.findIndex((s) => s.q === q && s.r === r);
    return centre(page, "battle-board .space", index);
  }
  function expectSamePlace(a: [number, number], b: [number, number]) {
    expect(a[0]).toBeCloseTo(b[0], 0);
    expect(a[1]).toBeCloseTo(b[1], 0);
  }
  /** Counts the animations the page starts from now on (however soon each one ends). */
  const countAnimations = (page: Page) =>
    page.evaluate(() => {
      const animate = Element.prototype.animate;
      const counter = window as unknown as { animationsStarted: number };
      counter.animationsStarted = 0;
      Element.prototype.animate = function (this: Element, ...args) {
        counter.animationsStarted++;
        return animate.apply(this, args);
      };
    });
  const animationsStarted = (page: Page) =>
    page.evaluate(() => (window as unknown as { animationsStarted: number }).animationsStarted);
  const animationsLeft = (page: Page) =>
    page.evaluate(() => document.querySelector("battle-board")!.shadowRoot!.getAnimations().length);
  const played = (page: Page) =>
    page.evaluate(() =>
      Promise.all(
        document
          .querySelector("battle-board")!
          .shadowRoot!.getAnimations()
          .map((a) => a.finished),
      ).then(() => undefined),
    );

  it("HeroScape: Suggest plays the turn the AI answers in Node, and Clear puts it back", async () => {
    const page = await boardWith(movers);
    try {
      await select(page, "a");
      const start = { a: await figureOn(page, "a"), b: await figureOn(page, "b") };
      const suggested = nextEvent(page, "suggestion");
      await countAnimations(page);
      await page.locator("battle-board button.suggest").click();
      const detail = (await suggested) as { figure: string; query: unknown; answer: Turn };
      const query = {
        q: "turn",
        owner: "red",
        card: "duo",
        nodes: 2000,
        seed: 0,
        explain: true,
      } as const;
      expect(detail.figure).toBe("a");
      expect(detail.query).toEqual(query);
      const expected = await answer(await openBattle(movers), query);
      expect(detail.answer).toEqual(JSON.parse(JSON.stringify(expected)));
      const turn = detail.answer;
      expect(turn.moves.map((m) => m.figure).sort()).toEqual(["a", "b"]);
      expect(turn.attacks.length).toBeGreaterThan(0);
      // Playing: each mover steps along its path, then each attack's arrow flashes (counted as
      // they start: on a loaded machine the first may end before this line runs).
      expect(await animationsStarted(page)).toBe(turn.moves.length + turn.attacks.length);
      await played(page);
      // Each mover ends on its suggested space; the arrows are drawn, in order.
      for (const move of turn.moves) {
        expectSamePlace(await figureOn(page, move.figure), await spaceAt(page, move.to[0]!));
      }
      expect(await page.locator("battle-board .suggested-attack").count()).toBe(
        turn.attacks.length,
      );
      const steps = await page.locator("battle-board .suggestion-steps li").allTextContents();
      expect(steps.map((t) => t.replace(/\s+/g, " ").trim())).toEqual([
        ...turn.moves.map(
          (m) => `${m.figure} moves to (${m.to[0]!.join(",")}), ${m.path.length - 1} steps`,
        ),
        ...(
          detail.answer as unknown as {
            attacks: {
              attacker: string;
              target: string;
              attackDice: number;
              defenseDice: number;
            }[];
          }
        ).attacks.map(
          (a) => `${a.attacker} attacks ${a.target}: ${a.attackDice} vs ${a.defenseDice} dice`,
        ),
      ]);
      await page.screenshot({ path: join(screenshots, "battle-board-suggest.png") });
      // A preview: the worker's position did not move (the targets are the scenario's own).
      const [targets] = (await openBattle(movers))
        .position()
        .answerAll([{ q: "targets", attacker: "a" }]);
      expect(await page.evaluate(() => document.querySelector("battle-board")!.targets)).toEqual(
        JSON.parse(JSON.stringify(targets)),
      );
      await page.locator("battle-board button.clear-suggestion").click();
      await expect.poll(() => page.locator("battle-board .suggested-attack").count()).toBe(0);
      expectSamePlace(await figureOn(page, "a"), start.a);
      expectSamePlace(await figureOn(page, "b"), start.b);
    } finally {
      await page.close();
    }
  });

  it("draws the end state at once with prefers-reduced-motion, and takes suggest-nodes", async () => {
    const page = await boardWith(movers);
    try {
      await page.emulateMedia({ reducedMotion: "reduce" });
      await page.evaluate(() =>
        document.querySelector("battle-board")!.setAttribute("suggest-nodes", "3"),
      );
      await select(page, "b");
      const turn = (await page.evaluate(() =>
        document.querySelector("battle-board")!.suggest(),
      )) as unknown as Turn;
      const query = {
        q: "turn",
        owner: "red",
        card: "duo",
        nodes: 3,
        seed: 0,
        explain: true,
      } as const;
      expect(turn).toEqual(
        JSON.parse(JSON.stringify(await answer(await openBattle(movers), query))),
      );
      expect(await animationsLeft(page)).toBe(0);
      for (const move of turn.moves) {
        expectSamePlace(await figureOn(page, move.figure), await spaceAt(page, move.to[0]!));
      }
      expect(await page.locator("battle-board .suggested-attack").count()).toBe(
        turn.attacks.length,
      );
    } finally {
      await page.close();
    }
  });

  it("draws no line of sight from the hexes a preview emptied, and says why", async () => {
    const page = await boardWith(movers);
    try {
      await page.emulateMedia({ reducedMotion: "reduce" });
      await select(page, "a");
      const turn = (await page.evaluate(() =>
        document.querySelector("battle-board")!.suggest(),
      )) as unknown as Turn;
      // b moves in the preview: a line from a's and b's scenario hexes would start on empty ones.
      expect(turn.moves.map((m) => m.figure)).toContain("b");
      const focused = nextEvent(page, "target-focus");
      await page.locator('battle-board .figure[data-id="b"] .body').first().hover();
      await focused;
      await page.evaluate(() => document.querySelector("battle-board")!.updateComplete);
      expect(await page.locator("battle-board line.sight").count()).toBe(0);
      await expect
        .poll(() => page.locator("battle-board [part=panel]").textContent())
        .toMatch(/no line of sight during the preview/i);
      expect(await page.locator("battle-board [part=profile]").count()).toBe(0);
      // Cleared, the figures are back where the scenario has them, and so is the line.
      await page.locator("battle-board button.clear-suggestion").click();
      await expect.poll(() => page.locator("battle-board line.sight").count()).toBe(1);
    } finally {
      await page.close();
    }
  });

  it("Arcadia Quest: the activation's turn for the selected figure, its move and its arrow", async () => {
    const path = join(examples, "arcadia-quest/gatehouse.json");
    const scenario = JSON.parse(readFileSync(path, "utf8")) as object;
    const page = await boardWith(scenario);
    try {
      await select(page, "leonardo");
      const suggested = nextEvent(page, "suggestion");
      await page.locator("battle-board button.suggest").click();
      const detail = (await suggested) as { query: unknown; answer: unknown };
      const query = {
        q: "turn",
        owner: "swords",
        attacker: "leonardo",
        nodes: 2000,
        seed: 0,
        explain: true,
      } as const;
      expect(detail.query).toEqual(query);
      const turn = await answer(await openBattle(scenario), query);
      if (turn.error) throw new Error(turn.reason);
      expect(detail.answer).toEqual(JSON.parse(JSON.stringify(turn)));
      await played(page);
      expect(await page.locator("battle-board .suggested-attack").count()).toBe(1);
      const [move] = turn.moves as unknown as { to: number[]; path: number[][] }[];
      const [attack] = turn.attacks as readonly {
        target: string;
        card?: string;
        attackDice: number;
        defenseDice: number;
      }[];
      await expect
        .poll(async () =>
          (await page.locator("battle-board .suggestion-steps").textContent())!.replace(
            /\s+/g,
            " ",
          ),
        )
        .toContain(
          `leonardo moves to (${move!.to.join(",")}), ${move!.path.length - 1} steps ` +
            `leonardo attacks ${attack!.target} with ${attack!.card}: ${attack!.attackDice} vs ${attack!.defenseDice} dice`,
        );
    } finally {
      await page.close();
    }
  });
  it("Arcane Legions: the unit's lattice turn, its move and its arrow", async () => {
    const path = join(examples, "arcane-legions/advance.json");
    const scenario = JSON.parse(readFileSync(path, "utf8")) as object;
    const page = await boardWith(scenario);
    try {
      await select(page, "archers");
      const suggested = nextEvent(page, "suggestion");
      await page.locator("battle-board button.suggest").click();
      const detail = (await suggested) as { query: unknown; answer: unknown };
      const query = {
        q: "turn",
        owner: "han",
        attacker: "archers",
        nodes: 2000,
        seed: 0,
        explain: true,
      } as const;
      expect(detail.query).toEqual(query);
      const turn = await answer(await openBattle(scenario), query);
      if (turn.error) throw new Error(turn.reason);
      expect(detail.answer).toEqual(JSON.parse(JSON.stringify(turn)));
      await played(page);
      expect(await page.locator("battle-board .suggested-attack").count()).toBe(1);
      const [move] = turn.moves as unknown as {
        to: { x: number; y: number; facing: number };
        cost: number;
      }[];
      await expect
        .poll(async () =>
          (await page.locator("battle-board .suggestion-steps").textContent())!.replace(
            /\s+/g,
            " ",
          ),
        )
        .toContain(
          `archers moves to (${move!.to.x},${move!.to.y}) facing ${move!.to.facing}°, ${move!.cost} movement points`,
        );
    } finally {
      await page.close();
    }
  });
});

/** Resolves with the detail of the next `type` event the element fires. */
function nextEvent(page: Page, type: string): Promise<unknown> {
  return page.evaluate(
    (t) =>
      new Promise((resolve) =>
        document
          .querySelector("battle-board")!
          .addEventListener(t, (event) => resolve((event as CustomEvent).detail), { once: true }),
      ),
    type,
  );
}
