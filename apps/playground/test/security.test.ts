// The playground as deployed (apps/playground/dist, as `npm run build` leaves it), in Debian's
// Chromium: it never renders scenario text as markup — ids, owners, cards, names, terrain and
// file names full of <img onerror> stay text — and it works under a strict Content-Security-
// Policy with no violation (SECURITY.md).
import { fileURLToPath } from "node:url";
import { type ServedPage, launchChromium, serveFolder } from "@sightline/chromium";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writeHash } from "../src/shareLink.js";

const dist = fileURLToPath(new URL("../dist/", import.meta.url));
/** The policy SECURITY.md promises the playground works under. */
const CSP = "script-src 'self' 'wasm-unsafe-eval'; worker-src 'self' blob:";
let browser: Browser;
let plain: ServedPage;
let strict: ServedPage;

beforeAll(async () => {
  [browser, plain, strict] = await Promise.all([
    launchChromium(),
    serveFolder(dist),
    serveFolder(dist, { headers: { "Content-Security-Policy": CSP } }),
  ]);
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await Promise.all([plain?.close(), strict?.close()]);
});

/** Markup that would run if it were ever parsed as HTML: it sets `window.pwned`. */
const markup = (what: string) => `<img src=x onerror="window.pwned='${what}'">`;
const script = (what: string) => `<script>window.pwned='${what}'</script>`;

/** A HeroScape scenario with markup for every name a player writes. */
const hostile = {
  game: "heroscape",
  name: script("name"),
  board: {
    spaces: [0, 1, 2].flatMap((r) =>
      [0, 1, 2, 3, 4].map((q) => ({
        q,
        r,
        level: 1,
        ...(q === 4 && { terrain: markup("terrain") }),
      })),
    ),
    obstacles: [
      {
        id: markup("obstacle"),
        kind: `<svg onload="window.pwned='kind'">`,
        hexes: [[2, 2]],
        from: 1,
        to: 9,
        shape: "prism",
      },
    ],
  },
  figures: [
    { id: markup("attacker"), owner: script("owner"), card: markup("card"), hexes: [[0, 2]] },
    { id: markup("target"), owner: markup("enemy"), hexes: [[4, 0]] },
    // Behind the obstacle from the attacker: its reason names the obstacle.
    { id: markup("hidden"), owner: markup("enemy"), hexes: [[4, 2]] },
  ].map((figure) => ({ ...figure, height: 5, range: 8, attack: 3, defense: 2, life: 1 })),
};

/**
 * What the page holds, shadow roots included: elements only markup could have made, attributes
 * that are event handlers, all its text (SVG titles, aria-labels too) and `window.pwned`.
 */
function deepDom(page: Page) {
  return page.evaluate(() => {
    const made: string[] = [];
    const handlers: string[] = [];
    let text = "";
    const walk = (root: Document | ShadowRoot) => {
      for (const element of root.querySelectorAll("*")) {
        const tag = element.tagName.toLowerCase();
        if (["img", "iframe", "object", "embed"].includes(tag)) made.push(tag);
        // The page's own entry script is in the document's head; none belongs anywhere else.
        if (tag === "script" && root !== document) made.push(tag);
        for (const { name, value } of element.attributes) {
          if (name.startsWith("on")) handlers.push(`${tag} ${name}`);
          if (name === "aria-label" || name === "title") text += `${value}\n`;
        }
        for (const child of element.childNodes) {
          if (child.nodeType === Node.TEXT_NODE) text += child.textContent;
        }
        if (element.shadowRoot) walk(element.shadowRoot);
      }
    };
    walk(document);
    return { made, handlers, text, pwned: (window as { pwned?: string }).pwned };
  });
}

/** Drops a file on the playground, as a user's drag and drop does. */
async function drop(page: Page, name: string, text: string): Promise<void> {
  const transfer = await page.evaluateHandle(
    ([fileName, data]) => {
      const dt = new DataTransfer();
      dt.items.add(new File([data], fileName));
      return dt;
    },
    [name, text] as const,
  );
  await page.locator("sightline-playground").dispatchEvent("drop", { dataTransfer: transfer });
}

describe("the playground never renders scenario text as markup", () => {
  it("shows a hostile scenario's names as text, with its attacker's targets and sight", async () => {
    const page = await browser.newPage();
    try {
      // In the link, as a shared scenario comes: attacker and target by their hostile ids.
      const hash = await writeHash({
        data: hostile,
        attacker: markup("attacker"),
        target: markup("target"),
      });
      await page.goto(`${plain.url}${hash}`);
      // Waits of Playwright's (30 s), not expect.poll's second: two loaded cores, a fresh worker.
      // "attached": a sight line along a row has no height, which Playwright calls hidden.
      await page.locator("battle-board line.sight").waitFor({ state: "attached" });
      expect(await page.locator("battle-board line.sight").count()).toBe(1);
      await page.locator("battle-board .figure.target").waitFor({ state: "attached" });
      expect(await page.locator("battle-board .figure.target").count()).toBe(1);
      const dom = await deepDom(page);
      expect(dom.made).toEqual([]);
      expect(dom.handlers).toEqual([]);
      for (const shown of ["attacker", "target", "hidden", "obstacle"].map(markup)) {
        expect(dom.text).toContain(shown);
      }
      expect(dom.pwned).toBeUndefined();
    } finally {
      await page.close();
    }
  });

  it("lists an invalid scenario's problems and a bad file's name as text", async () => {
    const page = await browser.newPage();
    try {
      await page.goto(plain.url);
      await page.locator("battle-board .figure").first().waitFor();
      const invalid = JSON.stringify({ ...hostile, game: markup("game") });
      await drop(page, `${markup("file")}.json`, invalid);
      await expect
        .poll(() => page.locator("battle-board [part=problems]").textContent())
        .toContain(`unknown game ${JSON.stringify(markup("game"))}`);
      await drop(page, `${script("file")}.json`, "{ not json");
      await expect
        .poll(() => page.locator("sightline-playground .file-problems").textContent())
        .toContain(`${script("file")}.json is not JSON`);
      const dom = await deepDom(page);
      expect([dom.made, dom.handlers, dom.pwned]).toEqual([[], [], undefined]);
    } finally {
      await page.close();
    }
  });
});

describe("the playground under a strict Content-Security-Policy", () => {
  const games = [
    { id: "heroscape/skirmish", attacker: "archer", target: "dragon" },
    { id: "arcadia-quest/gatehouse", attacker: "leonardo", target: "goblin" },
    { id: "arcane-legions/river-crossing", attacker: "archers", target: "legion" },
  ];

  it.each(games)("answers $id's line of sight, with no violation", async (game) => {
    const page = await browser.newPage();
    const errors: string[] = [];
    const policies = new Map<string, string | undefined>();
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(error.message));
    page.on("response", (response) => {
      policies.set(new URL(response.url()).pathname, response.headers()["content-security-policy"]);
    });
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as { violations?: string[] }).violations = seen;
      document.addEventListener("securitypolicyviolation", (event) =>
        seen.push(`${event.effectiveDirective} ${event.blockedURI}`),
      );
    });
    const violations = () => page.evaluate(() => (window as { violations?: string[] }).violations);
    try {
      const { id, attacker, target } = game;
      await page.goto(`${strict.url}#scenario=${id}&attacker=${attacker}&target=${target}`);
      await page.locator("battle-board line.sight").waitFor({ state: "attached" });
      expect(await page.locator("battle-board line.sight").count()).toBe(1);
      // The page, its worker and its wasm came with the policy: what ran, ran under it.
      const paths = [...policies.keys()];
      expect(paths).toContainEqual(expect.stringMatching(/battleWorker-[\w-]+\.js$/));
      expect(paths).toContainEqual(expect.stringMatching(/\.wasm$/));
      for (const [path, policy] of policies) expect(policy, path).toBe(CSP);
      expect(await violations()).toEqual([]);
      expect(errors).toEqual([]);
      // And it is enforced: an inline script is refused, and the refusal is seen where
      // violations are looked for.
      const ran = await page.evaluate(() => {
        const inline = document.createElement("script");
        inline.textContent = "window.inlineRan = true";
        document.head.append(inline);
        return (window as { inlineRan?: boolean }).inlineRan ?? false;
      });
      expect(ran).toBe(false);
      await expect.poll(violations).toEqual(["script-src-elem inline"]);
    } finally {
      await page.close();
    }
  });
});
