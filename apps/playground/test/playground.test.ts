// The playground in Debian's Chromium (playwright-core): built by Vite as `npm run build` builds
// it, served on localhost; one screenshot per game, a dropped .hsc map, a dropped invalid
// scenario with its problems, and a link that brings back what was on screen.
import { mkdirSync, readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { type ServedPage, launchChromium, servePage } from "@sightline/chromium";
import { checkScenario, emptyScenario, importHsc, openBattle } from "@sightline/rules";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("..", import.meta.url));
const examples = fileURLToPath(new URL("../../../examples/", import.meta.url));
// One of the project's own maps (examples/maps), as a user would drop it.
const gateFord = new Uint8Array(readFileSync(join(examples, "maps/old-gate-ford.hsc")));
const screenshots = fileURLToPath(new URL("../test-results/", import.meta.url));
/** A catalogue entry's file (`heroscape/skirmish`, `maps/rolling-downs`), parsed. */
const example = (id: string): unknown =>
  JSON.parse(readFileSync(join(examples, `${id}.json`), "utf8"));
let site: ServedPage;
let browser: Browser;

beforeAll(async () => {
  site = await servePage(root);
  browser = await launchChromium();
  mkdirSync(screenshots, { recursive: true });
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await site?.close();
});

/** The playground at `hash`, once its board holds the scenario. */
async function playground(hash = ""): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 1000 } });
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  await page.goto(`${site.url}${hash}`);
  await page.waitForFunction(() => {
    const board = document
      .querySelector("sightline-playground")
      ?.shadowRoot?.querySelector("battle-board");
    return board?.shadowRoot?.querySelector(".figure, .space, .problems") != null;
  });
  await page.evaluate(
    () =>
      document.querySelector("sightline-playground")!.shadowRoot!.querySelector("battle-board")!
        .ready,
  );
  expect(errors).toEqual([]);
  return page;
}

const games = [
  { id: "heroscape/skirmish", attacker: "archer", target: "dragon" },
  { id: "arcadia-quest/gatehouse", attacker: "leonardo", target: "goblin" },
  { id: "arcane-legions/river-crossing", attacker: "archers", target: "legion" },
] as const;

describe("the playground", () => {
  it.each(games)(
    "shows $id from a link, with its attacker's targets",
    async ({ id, attacker, target }) => {
      const hash = `#scenario=${id}&attacker=${attacker}${target ? `&target=${target}` : ""}`;
      const page = await playground(hash);
      try {
        const scenario = JSON.parse(readFileSync(join(examples, `${id}.json`), "utf8")) as object;
        const targets = (await openBattle(scenario)).answer({ q: "targets", attacker } as never);
        if (!Array.isArray(targets)) throw new Error(JSON.stringify(targets));
        const highlighted = page.locator("battle-board .figure.target");
        await expect
          .poll(() =>
            highlighted.evaluateAll((gs) => gs.map((g) => g.getAttribute("data-id")).sort()),
          )
          .toEqual([...new Set((targets as { target: string }[]).map((t) => t.target))].sort());
        // The query panel shows the board's question as `sightline query` takes it.
        await expect
          .poll(() => page.locator("sightline-playground .query").allTextContents())
          .toContain(JSON.stringify({ q: "targets", attacker }));
        if (target) {
          await expect.poll(() => page.locator("battle-board line.sight").count()).toBe(1);
        }
        await page.screenshot({ path: join(screenshots, `playground-${id.split("/")[0]}.png`) });
      } finally {
        await page.close();
      }
    },
  );

  it("shows the Arcane Legions example's ranged and close attacks, with their odds", async () => {
    const id = "arcane-legions/river-crossing";
    const scenario = example(id) as { figures: { id: string }[] };
    const battle = await openBattle(scenario, { game: "arcane-legions" });
    const attacks = scenario.figures.map(({ id: attacker }) => {
      const targets = battle.answer({ q: "targets", attacker });
      if (targets.error) throw new Error(targets.reason);
      return { attacker, targets };
    });
    // Several units attack, by both orders: the game's odds show on its example.
    const attacking = (kind: string) =>
      attacks.filter((a) => a.targets.some((t) => t.kind === kind)).length;
    expect(attacking("ranged")).toBeGreaterThanOrEqual(2);
    expect(attacking("close")).toBeGreaterThanOrEqual(1);
    const page = await playground(`#scenario=${id}`);
    try {
      for (const { attacker, targets } of attacks.filter((a) => a.targets.length > 0)) {
        await page.locator(`battle-board .figure[data-id="${attacker}"] .body`).first().click();
        await expect
          .poll(() =>
            page
              .locator("battle-board .figure.target")
              .evaluateAll((gs) => gs.map((g) => g.getAttribute("data-id")).sort()),
          )
          .toEqual([...new Set(targets.map((t) => t.target))].sort());
        // Hovering its first target shows that attack's odds, the engine's own.
        const { target, attackDice, defenseDice, kind } = targets[0]!;
        await page.locator(`battle-board .figure[data-id="${target}"] .body`).first().hover();
        const odds = battle.answer({ q: "odds", attackDice, defenseDice, kind });
        if (odds.error) throw new Error(odds.reason);
        await expect
          .poll(() => page.locator("battle-board .bars").getAttribute("aria-label"))
          .toContain(`0: ${Math.round(100 * odds.distribution[0]!)}%`);
      }
    } finally {
      await page.close();
    }
  });

  it("keeps what is on screen in the URL: a new attacker and target change the link", async () => {
    const page = await playground("#scenario=heroscape/skirmish");
    try {
      await page.locator('battle-board .figure[data-id="knight"] .body').first().click();
      await page.locator('battle-board .figure[data-id="orc"] .body').first().hover();
      await expect
        .poll(() => page.evaluate(() => location.hash))
        .toBe("#scenario=heroscape%2Fskirmish&attacker=knight&target=orc");
    } finally {
      await page.close();
    }
  });

  it("keeps a figure clicked while the board was loading, once its worker is ready", async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 1000 } });
    // The worker's script is held until the test lets it go: the click surely comes first.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/battleWorker[^/]*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    try {
      await page.goto(`${site.url}#scenario=heroscape/skirmish`);
      const loading = page.locator("battle-board .loading");
      await loading.waitFor();
      await page.locator('battle-board .figure[data-id="knight"] .body').first().click();
      expect(await loading.count()).toBe(1);
      expect(await page.locator("battle-board .figure.attacker").getAttribute("data-id")).toBe(
        "knight",
      );
      release();
      await page.evaluate(async () => {
        const board = document
          .querySelector("sightline-playground")!
          .shadowRoot!.querySelector("battle-board")!;
        await board.ready;
        await board.updateComplete;
      });
      expect(await loading.count()).toBe(0);
      const [targets] = (await openBattle(example("heroscape/skirmish"))).answerAll([
        { q: "targets", attacker: "knight" },
      ]);
      if (!Array.isArray(targets)) throw new Error(JSON.stringify(targets));
      await expect
        .poll(() => page.evaluate(() => location.hash))
        .toBe("#scenario=heroscape%2Fskirmish&attacker=knight");
      expect(await page.locator("battle-board .figure.attacker").getAttribute("data-id")).toBe(
        "knight",
      );
      expect(
        await page
          .locator("battle-board .figure.target")
          .evaluateAll((gs) => gs.map((g) => g.getAttribute("data-id")).sort()),
      ).toEqual([...new Set(targets.map((t) => t.target))].sort());
    } finally {
      await page.close();
    }
  });

  it("holds the board still under the pointer: the panel's content never moves or sizes it", async () => {
    const page = await playground("#scenario=heroscape/skirmish&attacker=archer");
    try {
      const board = page.locator("battle-board svg.board");
      await page.locator("battle-board .figure.target").first().waitFor();
      const selected = await board.boundingBox();
      // Hovering a target fills the panel with its odds, its line of sight and its profile…
      await page.locator('battle-board .figure[data-id="dragon"] .body').first().hover();
      await page.locator("battle-board [part=profile]").waitFor();
      expect(await board.boundingBox()).toEqual(selected);
      // …and a suggestion lists its steps there too.
      await page.locator("battle-board button.suggest").click();
      await page.locator("battle-board .suggestion-score").waitFor();
      expect(await board.boundingBox()).toEqual(selected);
    } finally {
      await page.close();
    }
  });

  it("offers only scenarios in its picker: every example and map that is one, nothing else", async () => {
    const page = await playground("#scenario=heroscape/skirmish");
    try {
      const offered = await page
        .locator('sightline-playground select[aria-label="scenario"] option')
        .evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
      // Every JSON under examples/ that the rules take for a scenario, by its id.
      const scenarios = readdirSync(examples, { recursive: true, encoding: "utf8" })
        .filter((file) => file.endsWith(".json"))
        .map((file) => file.replace(/\.json$/, ""))
        .filter((id) => checkScenario(example(id)).ok);
      expect(scenarios).toContain("heroscape/ambush");
      // So picking any entry draws it, never "This scenario cannot be drawn".
      expect(offered.sort()).toEqual(scenarios.sort());
    } finally {
      await page.close();
    }
  });

  it("offers the project's own maps in its picker", async () => {
    const page = await playground("#scenario=heroscape/skirmish");
    try {
      const picker = page.locator('sightline-playground select[aria-label="scenario"]');
      const offered = await picker
        .locator("option")
        .evaluateAll((os) =>
          os.map((o) => (o as HTMLOptionElement).value).filter((v) => v.startsWith("maps/")),
        );
      expect(offered.sort()).toEqual(
        readdirSync(join(examples, "maps"))
          .filter((f) => f.endsWith(".json"))
          .map((f) => `maps/${f.replace(/\.json$/, "")}`)
          .sort(),
      );
      await picker.selectOption("maps/rolling-downs");
      const downs = JSON.parse(readFileSync(join(examples, "maps/rolling-downs.json"), "utf8")) as {
        board: { spaces: unknown[] };
      };
      await expect
        .poll(() => page.locator("battle-board .space").count())
        .toBe(downs.board.spaces.length);
      await expect
        .poll(() => page.evaluate(() => location.hash))
        .toBe("#scenario=maps%2Frolling-downs");
    } finally {
      await page.close();
    }
  });

  it("its picker names what the board shows: a pick, an opened file, a link followed", async () => {
    const page = await playground("#scenario=heroscape/skirmish");
    try {
      const picker = page.locator('sightline-playground select[aria-label="scenario"]');
      /** The picker's choice, as a user reads it: its value and the chosen option's words. */
      const picked = () =>
        picker.evaluate((select: HTMLSelectElement) => ({
          value: select.value,
          words: select.selectedOptions[0]?.textContent?.trim(),
        }));
      /** The figures the board draws, by id. */
      const drawn = () =>
        page
          .locator("battle-board .figure")
          .evaluateAll((gs) => [...new Set(gs.map((g) => g.getAttribute("data-id")))].sort());
      const figuresOf = (scenario: unknown) =>
        (scenario as { figures: { id: string }[] }).figures.map((f) => f.id).sort();
      /** The board draws `scenario` while the picker says `choice`. */
      const agree = async (scenario: unknown, choice: { value: string; words: RegExp }) => {
        await expect.poll(drawn).toEqual(figuresOf(scenario));
        expect(await picked()).toEqual({
          value: choice.value,
          words: expect.stringMatching(choice.words),
        });
      };
      await agree(example("heroscape/skirmish"), {
        value: "heroscape/skirmish",
        words: /skirmish/,
      });
      await picker.selectOption("heroscape/ambush");
      await agree(example("heroscape/ambush"), { value: "heroscape/ambush", words: /ambush/ });
      // A file of one's own: the picker says so, with the file's name.
      const own = example("arcadia-quest/hit-and-run");
      await page.locator("sightline-playground input[type=file]").setInputFiles({
        name: "my-battle.json",
        mimeType: "application/json",
        buffer: Buffer.from(JSON.stringify(own)),
      });
      await agree(own, { value: "", words: /^opened file: my-battle\.json$/ });
      const ownLink = await page.evaluate(() => location.hash);
      expect(ownLink).toMatch(/^#data=/);
      // A link followed (the hash changes): the picker follows the board.
      await page.evaluate(() => (location.hash = "#scenario=arcane-legions/river-crossing"));
      await agree(example("arcane-legions/river-crossing"), {
        value: "arcane-legions/river-crossing",
        words: /river crossing/,
      });
      await page.evaluate(() => (location.hash = "#scenario=heroscape/ambush"));
      await agree(example("heroscape/ambush"), { value: "heroscape/ambush", words: /ambush/ });
      // A link that carries a scenario of someone's own.
      await page.evaluate((hash) => (location.hash = hash), ownLink);
      await agree(own, { value: "", words: /^shared link$/ });
    } finally {
      await page.close();
    }
  });

  it("imports a dropped .hsc map in the browser, and its link carries the map", async () => {
    const page = await playground();
    try {
      await drop(page, "old-gate-ford.hsc", gateFord);
      const spaces = importHsc(gateFord, { name: "old-gate-ford" }).board.spaces.length;
      await expect.poll(() => page.locator("battle-board .space").count()).toBe(spaces);
      const hash = await page.evaluate(() => location.hash);
      expect(hash).toMatch(/^#data=/);
      await page.screenshot({ path: join(screenshots, "playground-dropped-hsc.png") });
      // The link alone brings the same map back.
      const again = await playground(hash);
      await expect.poll(() => again.locator("battle-board .space").count()).toBe(spaces);
      await again.close();
    } finally {
      await page.close();
    }
  });

  it("lists a dropped invalid scenario's problems with their paths", async () => {
    const page = await playground();
    try {
      const invalid = {
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
      await drop(page, "invalid.json", new TextEncoder().encode(JSON.stringify(invalid)));
      await expect
        .poll(() => page.locator("battle-board [part=problems]").textContent())
        .toContain("/figures/0/hexes/0");
      await page.screenshot({ path: join(screenshots, "playground-invalid.png") });
      // A file that is not JSON at all is named, with the parser's reason.
      await drop(page, "broken.json", new TextEncoder().encode("{ not json"));
      await expect
        .poll(() => page.locator("sightline-playground .file-problems").textContent())
        .toContain("broken.json is not JSON");
    } finally {
      await page.close();
    }
  });

  it("works out a roll's odds for each game's dice", async () => {
    const page = await playground();
    try {
      const calculator = page.locator("dice-calculator");
      await calculator.locator("select[name=game]").selectOption("arcadia-quest");
      await calculator.locator("input[name=attack]").fill("2");
      await calculator.locator("input[name=defense]").fill("1");
      await expect
        .poll(() => calculator.locator("pre").textContent())
        .toContain("sightline odds arcadia-quest --attack 2 --defense 1 --kind melee");
      const battle = await openBattle(emptyScenario("arcadia-quest"), { game: "arcadia-quest" });
      const odds = battle.answer({ q: "odds", attackDice: 2, defenseDice: 1, kind: "melee" });
      if (odds.error) throw new Error(odds.reason);
      expect(await calculator.locator(".bars").getAttribute("aria-label")).toContain(
        `0: ${Math.round(100 * odds.distribution[0]!)}%`,
      );
    } finally {
      await page.close();
    }
  });
});

/** Drops a file named `name` with `bytes` on the playground, as a user's drag and drop does. */
async function drop(page: Page, name: string, bytes: Uint8Array): Promise<void> {
  const transfer = await page.evaluateHandle(
    ([fileName, data]) => {
      const dt = new DataTransfer();
      dt.items.add(new File([new Uint8Array(data)], fileName));
      return dt;
    },
    [name, [...bytes]] as const,
  );
  await page.locator("sightline-playground").dispatchEvent("drop", { dataTransfer: transfer });
}
