// The board overlays in Debian's Chromium (docs/rules/ai.md#overlays): in each game the shading
// drawn is the library's `danger` or `stands` answer on the same scenario, place for place (read
// from the shapes' data attributes), the legend gives the scale's numbers, hovering a place lists
// its attackers or draws its path; a newer selection's overlay wins over an older one that is
// held back on its way to the worker. And the Suggest panel's alternatives are exactly the
// library's, in order, the chosen one marked.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { answer } from "@sightline/ai";
import { openBattle } from "@sightline/rules";
import { HILL, duo } from "@sightline/search-fixtures";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Site, asJson, boardWith, nextEvent, openSite, select } from "./boardPage.js";

const examples = fileURLToPath(new URL("../../../examples/", import.meta.url));
const screenshots = fileURLToPath(new URL("../test-results/", import.meta.url));
const read = (path: string) => JSON.parse(readFileSync(path, "utf8")) as Record<string, unknown>;

/** The ford where units shoot and fight, every unit with a move of 3: its lattice has poses. */
function movingFord(): Record<string, unknown> {
  const ford = read(fileURLToPath(new URL("./fixtures/arcane-legions-ford.json", import.meta.url)));
  return { ...ford, figures: (ford.figures as object[]).map((f) => ({ ...f, move: 3 })) };
}

const games = [
  // Red's a (move 3, range 3) and b against blue's x, y, z on a hill.
  { game: "heroscape", scenario: duo(HILL), threatened: "a", attacker: "a", target: "y" },
  {
    game: "arcadia-quest",
    scenario: read(join(examples, "arcadia-quest/gatehouse.json")),
    threatened: "leonardo",
    attacker: "leonardo",
    target: "goblin",
  },
  {
    game: "arcane-legions",
    scenario: movingFord(),
    threatened: "scouts",
    attacker: "archers",
    target: "legion",
  },
] as const;

let site: Site;
beforeAll(async () => {
  site = await openSite();
}, 180_000);
afterAll(async () => {
  await site?.close();
});

/** What each drawn place says, in the answer's order. */
function drawnPlaces(page: Page) {
  return page.locator("battle-board .overlay .place").evaluateAll((shapes) =>
    shapes.map((shape) => {
      const data = (shape as SVGElement).dataset;
      return {
        index: Number(data.index),
        at: data.at,
        value: data.value,
        expected: data.expected,
        destroyed: data.destroyed,
        attackers: data.attackers,
        cost: data.cost,
        provokedExpected: data.provokedExpected,
        provokedDestroyed: data.provokedDestroyed,
        // The shade: the value's fraction of the scale's top.
        shade: (shape as SVGElement).style.getPropertyValue("--f"),
      };
    }),
  );
}

/** The optional number as a data attribute carries it. */
const attribute = (n: number | undefined | null) =>
  n === undefined || n === null ? undefined : String(n);

/** Chooses an overlay in the panel's control, as a player does. */
async function chooseOverlay(page: Page, overlay: "none" | "danger" | "stands") {
  await page.locator("battle-board select[aria-label=overlay]").selectOption(overlay);
  await expect
    .poll(() => page.evaluate(() => document.querySelector("battle-board")!.overlay))
    .toBe(overlay);
}

/**
 * Moves the pointer onto the first place of `indexes` whose shape the pointer reaches at its
 * centre (not under a figure, nor under another place); returns its index.
 */
async function hoverPlace(page: Page, indexes: readonly number[]): Promise<number> {
  for (const index of indexes) {
    const shape = page.locator(`battle-board .overlay .place[data-index="${index}"]`);
    const box = await shape.boundingBox();
    if (!box) continue;
    const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
    const reached = await page.evaluate(
      ([px, py, i]) => {
        const hit = document.querySelector("battle-board")!.shadowRoot!.elementFromPoint(px!, py!);
        return hit?.getAttribute("data-index") === String(i);
      },
      [x, y, index] as const,
    );
    if (!reached) continue;
    await page.mouse.move(x, y);
    await expect.poll(() => page.locator("battle-board .overlay-tip").count()).toBe(1);
    return index;
  }
  throw new Error(`none of the places ${indexes.join(", ")} can be reached by the pointer`);
}

/**
 * Zooms in about figure `id` (an Arcane Legions unit's poses lie within a step or two of it) and
 * waits for the board to redraw zoomed.
 */
async function zoomTo(page: Page, id: string) {
  const box = (await page.locator(`battle-board .figure[data-id="${id}"] .body`).boundingBox())!;
  const viewBox = () => page.locator("battle-board svg.board").getAttribute("viewBox");
  const before = await viewBox();
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.wheel(0, -450);
  await expect.poll(viewBox).not.toBe(before);
}

/** The legend's numbers, and the scale's top the shapes are shaded against. */
async function legend(page: Page) {
  const ticks = await page.locator("battle-board .legend .tick").allTextContents();
  const top = Number(await page.locator("battle-board .overlay").getAttribute("data-top"));
  return { ticks, top };
}

/** Holds the legend to the scale: five numbers in quarters of the top, the top over every value. */
function expectLegend(
  { ticks, top }: { ticks: string[]; top: number },
  values: readonly number[],
  chance: boolean,
) {
  const written = (v: number) =>
    chance ? `${+(100 * v).toPrecision(3)}%` : `${+v.toPrecision(3)}`;
  expect(ticks).toEqual([0, 0.25, 0.5, 0.75, 1].map((f) => written(f * top)));
  for (const value of values) expect(top).toBeGreaterThanOrEqual(value);
  expect(top).toBeGreaterThan(0);
}

describe("<battle-board> overlays", () => {
  it.each(games)(
    "$game: danger shades every place as the library's danger answers, with a legend and the attackers on hover",
    async ({ game, scenario, threatened }) => {
      const page = await boardWith(site, scenario);
      try {
        await chooseOverlay(page, "danger");
        const shown = nextEvent(page, "overlay-shown");
        await select(page, threatened);
        const detail = (await shown) as { overlay: string; query: unknown; answer: unknown };
        const query = { q: "danger", figure: threatened } as const;
        const expected = await answer(await openBattle(scenario), query);
        if (expected.error) throw new Error(expected.reason);
        expect(detail).toEqual({ overlay: "danger", query, answer: asJson(expected) });
        const places = expected.places as readonly {
          at: unknown;
          attackers: readonly string[];
          expected: number;
          destroyed?: number;
        }[];
        expect(places.some((p) => p.attackers.length > 0)).toBe(true);
        // Every place, in the answer's order, with the answer's own numbers.
        const drawn = await drawnPlaces(page);
        const chance = places.every((p) => p.destroyed !== undefined);
        expect(chance).toBe(game === "heroscape");
        const values = places.map((p) => (chance ? p.destroyed! : p.expected));
        expect(drawn.map(({ shade: _, ...rest }) => rest)).toEqual(
          places.map((p, index) => ({
            index,
            at: JSON.stringify(p.at),
            value: String(values[index]),
            expected: String(p.expected),
            destroyed: attribute(p.destroyed),
            attackers: JSON.stringify(p.attackers),
            cost: undefined,
            provokedExpected: undefined,
            provokedDestroyed: undefined,
          })),
        );
        // The overlay takes the reach's place.
        expect(await page.locator("battle-board .reach").count()).toBe(0);
        // The legend's numbers are the scale each place is shaded on.
        const scale = await legend(page);
        expectLegend(scale, values, chance);
        drawn.forEach((d, k) => expect(Number(d.shade)).toBeCloseTo(values[k]! / scale.top, 3));
        expect(await page.locator("battle-board .legend-title").textContent()).toBe(
          chance
            ? `Chance ${threatened} is destroyed there`
            : `Expected ${game === "arcadia-quest" ? "damage" : "hits"} on ${threatened} there`,
        );
        // Hovering a place with attackers lists them, and draws their lines to it.
        if (game === "arcane-legions") await zoomTo(page, threatened);
        const threatenedPlaces = places.flatMap((p, k) => (p.attackers.length > 0 ? [k] : []));
        const hovered = await hoverPlace(page, threatenedPlaces);
        const tip = await page.locator("battle-board .overlay-tip .attackers").textContent();
        expect(tip).toBe(`Attacked by ${places[hovered]!.attackers.join(", ")}`);
        expect(await page.locator("battle-board .overlay-hover .threat").count()).toBe(
          places[hovered]!.attackers.length,
        );
        await page.screenshot({ path: join(screenshots, `battle-board-danger-${game}.png`) });
        // Leaving the place takes the tooltip away; choosing none takes the overlay away.
        await page.mouse.move(1, 1);
        await expect.poll(() => page.locator("battle-board .overlay-tip").count()).toBe(0);
        await chooseOverlay(page, "none");
        await expect.poll(() => page.locator("battle-board .overlay").count()).toBe(0);
        expect(await page.locator("battle-board .legend").count()).toBe(0);
        expect(await page.locator("battle-board .reach").count()).toBe(1);
      } finally {
        await page.close();
      }
    },
  );

  it.each(games)(
    "$game: stands shades every reachable place by the attack on the focused target, as the library answers, and draws the path on hover",
    async ({ game, scenario, attacker, target }) => {
      const page = await boardWith(site, scenario);
      try {
        await chooseOverlay(page, "stands");
        await select(page, attacker);
        // The focused target is the hovered one.
        const shown = nextEvent(page, "overlay-shown");
        await page.locator(`battle-board .figure[data-id="${target}"] .body`).first().hover();
        const detail = (await shown) as { query: unknown; answer: unknown };
        const query = { q: "stands", figure: attacker, target } as const;
        const expected = await answer(await openBattle(scenario), query);
        if (expected.error) throw new Error(expected.reason);
        expect(detail).toEqual({ overlay: "stands", query, answer: asJson(expected) });
        const stands = expected.stands as readonly {
          at: unknown;
          path?: readonly unknown[];
          cost: number;
          attack: { odds: { expected: number } } | null;
          provoked?: { expected: number; destroyed: number };
        }[];
        expect(stands.length).toBeGreaterThan(1);
        expect(stands.some((s) => s.attack)).toBe(true);
        const drawn = await drawnPlaces(page);
        expect(drawn.map(({ shade: _, ...rest }) => rest)).toEqual(
          stands.map((s, index) => ({
            index,
            at: JSON.stringify(s.at),
            value: attribute(s.attack?.odds.expected),
            expected: attribute(s.attack?.odds.expected),
            destroyed: undefined,
            attackers: undefined,
            cost: String(s.cost),
            provokedExpected: attribute(s.provoked?.expected),
            provokedDestroyed: attribute(s.provoked?.destroyed),
          })),
        );
        expect(stands.some((s) => s.provoked !== undefined)).toBe(game === "heroscape");
        // A stand with no attack on the target is drawn so, and left out of the scale.
        const values = stands.flatMap((s) => (s.attack ? [s.attack.odds.expected] : []));
        expect(await page.locator("battle-board .overlay .place.no-attack").count()).toBe(
          stands.length - values.length,
        );
        expectLegend(await legend(page), values, false);
        expect(await page.locator("battle-board .legend-none").textContent()).toContain(
          "no attack from there",
        );
        // Hovering a stand away from the start draws the way there and says what it costs.
        if (game === "arcane-legions") await zoomTo(page, attacker);
        const moved = stands.flatMap((s, k) => (s.cost > 0 && s.attack ? [k] : []));
        const hovered = await hoverPlace(page, moved);
        const stand = stands[hovered]!;
        const path = page.locator("battle-board .overlay-hover .stand-path");
        const points = ((await path.getAttribute("points")) ?? "").trim().split(/\s+/);
        expect(points).toHaveLength(stand.path ? stand.path.length : 2);
        const tip = (await page.locator("battle-board .overlay-tip").textContent())!;
        expect(tip.replace(/\s+/g, " ")).toContain(
          `${stand.attack!.odds.expected.toFixed(2)} expected`,
        );
        if (game === "heroscape") {
          expect(tip).toMatch(
            stand.provoked!.expected === 0 ? /Leaves no engagement/ : /Leaving engagement provokes/,
          );
        }
        await page.screenshot({ path: join(screenshots, `battle-board-stands-${game}.png`) });
      } finally {
        await page.close();
      }
    },
  );

  it("shows the overlay of the newest selection, not an older one held back on its way", async () => {
    const scenario = duo(HILL);
    // Every danger query the page sends is noted; one figure's is held until released.
    const page = await boardWith(site, scenario, () => {
      const send = Worker.prototype.postMessage;
      const spy = window as unknown as {
        dangerSent: string[];
        hold?: string;
        held: (() => void)[];
      };
      spy.dangerSent = [];
      spy.held = [];
      Worker.prototype.postMessage = function (this: Worker, ...args: [unknown, unknown?]) {
        const figure = /"q":"danger","figure":"([^"]*)"/.exec(JSON.stringify(args[0]))?.[1];
        if (figure !== undefined) spy.dangerSent.push(figure);
        if (figure !== undefined && figure === spy.hold) {
          spy.held.push(() => send.apply(this, args as Parameters<Worker["postMessage"]>));
          return;
        }
        send.apply(this, args as Parameters<Worker["postMessage"]>);
      } as Worker["postMessage"];
    });
    try {
      const spied = () =>
        page.evaluate(() => {
          const spy = window as unknown as { dangerSent: string[]; held: unknown[] };
          return { sent: [...spy.dangerSent], held: spy.held.length };
        });
      const shownFor: string[] = [];
      await page.exposeFunction("overlayShown", (figure: string) => shownFor.push(figure));
      await page.evaluate(() => {
        (window as unknown as { hold: string }).hold = "a";
        document.querySelector("battle-board")!.addEventListener("overlay-shown", (event) => {
          const { query } = (event as CustomEvent<{ query: { figure: string } }>).detail;
          void (window as unknown as { overlayShown(f: string): void }).overlayShown(query.figure);
        });
      });
      await chooseOverlay(page, "danger");
      await select(page, "a");
      await expect.poll(spied).toEqual({ sent: ["a"], held: 1 });
      // While a's question is out, b and then x are selected: b's is never sent, x's waits.
      await select(page, "b");
      await select(page, "x");
      expect(await spied()).toEqual({ sent: ["a"], held: 1 });
      expect(await page.locator("battle-board .overlay").count()).toBe(0);
      // a's answer comes back late: dropped, and then x's question goes.
      await page.evaluate(() => {
        for (const release of (window as unknown as { held: (() => void)[] }).held) release();
      });
      await expect
        .poll(() => page.locator("battle-board .overlay").getAttribute("data-figure"))
        .toBe("x");
      expect(await spied()).toEqual({ sent: ["a", "x"], held: 1 });
      expect(shownFor).toEqual(["x"]);
      const expected = await answer(await openBattle(scenario), { q: "danger", figure: "x" });
      if (expected.error) throw new Error(expected.reason);
      const drawn = await drawnPlaces(page);
      expect(drawn.map((d) => d.at)).toEqual(expected.places.map((p) => JSON.stringify(p.at)));
      expect(drawn.map((d) => d.expected)).toEqual(expected.places.map((p) => String(p.expected)));
    } finally {
      await page.close();
    }
  });
});

describe("<battle-board> overlays and hostile names", () => {
  it("writes a figure's id into the places' attributes as text, never as markup", async () => {
    const hostile = '<img src=x onerror=alert(1)> "quoted" & more';
    const scenario = duo(HILL, { x: { id: hostile } });
    const page = await boardWith(site, scenario);
    try {
      await chooseOverlay(page, "danger");
      const shown = nextEvent(page, "overlay-shown");
      await select(page, "a");
      await shown;
      const expected = await answer(await openBattle(scenario), { q: "danger", figure: "a" });
      if (expected.error) throw new Error(expected.reason);
      expect(expected.places.some((p) => p.attackers.includes(hostile))).toBe(true);
      const drawn = await drawnPlaces(page);
      expect(drawn.map((d) => JSON.parse(d.attackers!) as unknown)).toEqual(
        expected.places.map((p) => p.attackers),
      );
      expect(
        await page.evaluate(
          () => document.querySelector("battle-board")!.shadowRoot!.querySelectorAll("img").length,
        ),
      ).toBe(0);
      expect(await page.evaluate(() => (globalThis as { alerts?: unknown[] }).alerts)).toEqual([]);
    } finally {
      await page.close();
    }
  });
});

/** The element's explained `turn` for `figure`, as Suggest asks it (the panel's exact query). */
const suggestions = [
  { game: "heroscape", scenario: duo(HILL), figure: "a" },
  {
    game: "arcadia-quest",
    scenario: read(join(examples, "arcadia-quest/gatehouse.json")),
    figure: "leonardo",
  },
  {
    game: "arcane-legions",
    scenario: read(join(examples, "arcane-legions/advance.json")),
    figure: "archers",
  },
] as const;

describe("<battle-board> why the AI chose", () => {
  it.each(suggestions)(
    "$game: Suggest lists exactly the library's alternatives in order, with their scores, the chosen one marked; hovering one previews it",
    async ({ game, scenario, figure }) => {
      const page = await boardWith(site, scenario);
      try {
        // Tall enough for the panel to show every alternative (the screenshot's).
        await page.setViewportSize({ width: 1100, height: 820 });
        await page.evaluate(() => {
          document.querySelector("battle-board")!.style.height = "800px";
        });
        await page.emulateMedia({ reducedMotion: "reduce" });
        await select(page, figure);
        const suggested = nextEvent(page, "suggestion");
        await page.locator("battle-board button.suggest").click();
        const detail = (await suggested) as { query: Record<string, unknown>; answer: unknown };
        expect(detail.query).toMatchObject({ q: "turn", nodes: 2000, seed: 0, explain: true });
        const turn = await answer(await openBattle(scenario), detail.query as never);
        expect(detail.answer).toEqual(asJson(turn));
        const { alternatives, moves, attacks } = turn as unknown as {
          moves: unknown[];
          attacks: unknown[];
          alternatives: {
            moves: { figure: string }[];
            attacks: { attacker: string; target: string }[];
            score: Record<string, number>;
            complete: boolean;
          }[];
        };
        expect(alternatives.length).toBeGreaterThan(1);
        const items = page.locator("battle-board .alternative");
        await expect.poll(() => items.count()).toBe(alternatives.length);
        // In the library's order, each with its exact score and its moves and attacks in words.
        const listed = await items.evaluateAll((lis) =>
          lis.map((li) => ({
            score: JSON.parse((li as HTMLElement).dataset.score!) as unknown,
            chosen: li.classList.contains("chosen"),
            text: li.textContent!.replace(/\s+/g, " ").trim(),
          })),
        );
        const chosen = alternatives.findIndex(
          (a) => JSON.stringify([a.moves, a.attacks]) === JSON.stringify([moves, attacks]),
        );
        expect(chosen).toBe(0);
        listed.forEach((item, k) => {
          const alternative = alternatives[k]!;
          expect(item.score).toEqual(alternative.score);
          expect(item.chosen).toBe(k === chosen);
          for (const [what, n] of Object.entries(alternative.score)) {
            expect(item.text).toContain(n.toFixed(2));
            expect(item.text).toMatch(new RegExp(what === "value" ? "value destroyed" : what));
          }
          for (const move of alternative.moves)
            expect(item.text).toContain(`${move.figure} moves to`);
          for (const a of alternative.attacks)
            expect(item.text).toContain(`${a.attacker} attacks ${a.target}`);
        });
        expect(
          await page.locator("battle-board .alternative.chosen .chosen-mark").textContent(),
        ).toBe("suggested");
        // Plain game words only, in the whole panel.
        const panel = (await page.locator("battle-board aside").textContent())!;
        expect(panel).not.toMatch(/\bnodes?\b|pitches|witness/i);
        await page.screenshot({ path: join(screenshots, `battle-board-explain-${game}.png`) });
        // Hovering another alternative draws its attacks instead of the suggestion's; leaving
        // it draws the suggestion again.
        const other = alternatives.findIndex(
          (a, k) => k !== chosen && JSON.stringify(a.moves) !== JSON.stringify(moves),
        );
        const shown = other >= 0 ? other : 1;
        const transforms = () =>
          page
            .locator("battle-board .figure")
            .evaluateAll((gs) => gs.map((g) => g.getAttribute("transform")));
        const before = await transforms();
        await items.nth(shown).hover();
        await expect
          .poll(() => page.locator("battle-board .suggested-attack").count())
          .toBe(alternatives[shown]!.attacks.length);
        if (other >= 0) await expect.poll(transforms).not.toEqual(before);
        await page.mouse.move(1, 1);
        await expect.poll(transforms).toEqual(before);
        expect(await page.locator("battle-board .suggested-attack").count()).toBe(attacks.length);
      } finally {
        await page.close();
      }
    },
  );
});
