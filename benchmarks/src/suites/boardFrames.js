// <battle-board>'s frames while a player hovers across the board (issue 10, item 4): the
// largest map (of the project's own and, when they are there, the real ones: maps.js) with 30
// figures in a 1200 × 800 element, in Debian's Chromium. Node clicks
// an attacker with the real mouse, then moves the mouse onto every other figure in turn; each
// hover asks the battle worker for `los` and `odds` and the element draws the sight line and
// the panel. The page (src/boardFrames/) records every animation frame's timestamp over the
// sweeps, Chromium's long animation frames, and when each hover's answer was painted. The
// element must show, for each attacker, exactly the `targets` the rules answer in Node.
import os from "node:os";
import { openBattle } from "@sightline/rules";
import { CHROMIUM, withBrowserPage } from "../browserPage.js";
import { summarize } from "../harness.js";
import { mapsWithFigures } from "../maps.js";

const FIGURES = 30;
/** The page is a little larger than the element (1200 × 800, in its index.html). */
const VIEWPORT = { width: 1280, height: 860 };
/** One frame at 60 Hz. */
const BUDGET_MS = 1000 / 60;
/**
 * A frame counts as over budget when its interval exceeds the budget by more than the rAF
 * timestamps' jitter (they read 16.6–16.8 ms on an idle page); at a locked 60 Hz cadence a
 * frame over budget shows as a missed vsync (33 ms or more) anyway.
 */
const OVER_BUDGET_MS = BUDGET_MS + 1;
const pageRoot = new URL("../boardFrames/", import.meta.url).pathname;

/** The map with the most spaces, with 30 figures placed as every suite places them. */
function largestMap() {
  const spaces = (m) => m.scenario.board.spaces.length;
  return mapsWithFigures(FIGURES).reduce((a, b) => (spaces(b) > spaces(a) ? b : a));
}

/** The value at fraction `p` of `sorted` (nearest rank). */
function percentile(sorted, p) {
  return sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)];
}

/** p50, p95 and max of `values` (ms), with the mean and its margin as benchmark.js gives it. */
function spread(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    count: sorted.length,
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    max: sorted.at(-1),
    mean: summarize(values.map((ms) => ms / 1000)),
  };
}

/** Milliseconds as the notes print them. */
const ms = (x) => `${x.toFixed(1)} ms`;

/**
 * Records a group's mean (the baseline: its ± is the mean's margin), p50, p95 and max; a row's
 * "per call" is the duration, its rate the calls (frames, hovers) that fit in a second.
 */
function recordSpread(ctx, group, unit, s, timing) {
  ctx.record({ group, engine: "mean", baseline: true, unit, timing, ...s.mean });
  for (const [engine, value] of [
    ["p50", s.p50],
    ["p95", s.p95],
    ["max", s.max],
  ]) {
    ctx.record({ group, engine, unit, timing, callsPerSecond: 1000 / value, samples: s.count });
  }
}

/**
 * The attackers to sweep with, and for each the figures to hover, in the scenario's order:
 * the attackers with the most targets, owners taking turns (a full run four, hovering every
 * other figure; a quick run one, hovering two of its targets and two figures it cannot attack).
 */
function sweepsOf(scenario, expected, quick) {
  const ids = scenario.figures.map((f) => f.id);
  const owners = [...new Set(scenario.figures.map((f) => f.owner))];
  const byOwner = owners.map((owner) =>
    scenario.figures
      .filter((f) => f.owner === owner)
      .map((f) => f.id)
      .sort((a, b) => expected.get(b).length - expected.get(a).length),
  );
  const attackers = [];
  for (let rank = 0; attackers.length < (quick ? 1 : 4); rank++) {
    const next = byOwner.map((list) => list[rank]).filter(Boolean);
    if (next.length === 0) break;
    for (const attacker of next.slice(0, (quick ? 1 : 4) - attackers.length)) {
      attackers.push(attacker);
    }
  }
  return attackers.map((attacker) => {
    const others = ids.filter((id) => id !== attacker);
    if (!quick) return { attacker, hovers: others };
    const targets = new Set(expected.get(attacker).map((t) => t.target));
    const hovers = [
      ...others.filter((id) => targets.has(id)).slice(0, 2),
      ...others.filter((id) => !targets.has(id)).slice(0, 2),
    ];
    return { attacker, hovers: others.filter((id) => hovers.includes(id)) };
  });
}

/** Throws unless the element shows exactly the rules' `targets` for `attacker`. */
function checkShown(name, attacker, shown, expected) {
  const want = JSON.stringify(expected);
  if (shown.attacker !== attacker) {
    throw new Error(`${name}: the element's attacker is ${shown.attacker}, not ${attacker}`);
  }
  if (JSON.stringify(shown.targets) !== want) {
    throw new Error(
      `${name}: after the sweep the element's targets for ${attacker} are ${JSON.stringify(shown.targets)}, the rules answer ${want}`,
    );
  }
  const highlighted = [...shown.highlighted].sort().join(",");
  const targets = [...new Set(expected.map((t) => t.target))].sort().join(",");
  if (highlighted !== targets) {
    throw new Error(
      `${name}: ${attacker}'s highlighted figures are [${highlighted}], its targets [${targets}]`,
    );
  }
}

/**
 * Clicks `attacker` with the mouse; resolves once the selection is painted, with the targets
 * the element announced and the timings.
 */
async function select(page, at) {
  await page.evaluate((id) => globalThis.boardFrames.armSelect(id), at.id);
  await page.mouse.click(at.x, at.y);
  const selected = await page.evaluate(() => globalThis.boardFrames.settled());
  if (selected.clickedAt === undefined) throw new Error(`the click on ${at.id} never landed`);
  return selected;
}

/** Moves the mouse onto a figure; resolves once its answer is painted, with the timings. */
async function hover(page, at) {
  await page.evaluate((id) => globalThis.boardFrames.armHover(id), at.id);
  await page.mouse.move(at.x, at.y);
  const drawn = await page.evaluate(() => globalThis.boardFrames.settled());
  if (drawn.enteredAt === undefined) throw new Error(`the pointer never entered ${at.id}`);
  return drawn;
}

/** What Chromium's long animation frames say about where the sweeps' long frames went. */
function longFramesNote(longFrames, hasLongFrames) {
  if (!hasLongFrames) return "This Chromium reports no long-animation-frame entries.";
  const head = `Long animation frames (Chromium's LoAF: frames over 50 ms) during the sweeps: ${longFrames.length}`;
  if (longFrames.length === 0) return `${head}.`;
  const longest = longFrames.reduce((most, f) => Math.max(most, f.duration), -Infinity);
  const rendering = spread(longFrames.map((f) => f.styleAndLayoutDuration)).p50;
  const scripts = spread(longFrames.map((f) => f.scripts.reduce((s, x) => s + x.duration, 0))).p50;
  return `${head}, the longest ${ms(longest)}; the median one spends ${ms(rendering)} from the start of style and layout to its end (layout, paint) and ${ms(scripts)} in scripts (LoAF names those over 5 ms).`;
}

export default {
  id: "boardFrames",
  title: "<battle-board> frames while hovering across the largest map",
  /** @param {import("../harness.js").Context} ctx */
  async run(ctx) {
    // Frames suffer from anything else the cores run: the load is in the notes.
    const load = os.loadavg()[0];
    const { name, scenario, bundled } = largestMap();
    const spaces = scenario.board.spaces.length;
    const battle = await openBattle(scenario);
    const expected = new Map(
      scenario.figures.map((f) => [f.id, battle.answer({ q: "targets", attacker: f.id })]),
    );
    const sweeps = sweepsOf(scenario, expected, ctx.quick);
    if (sweeps.length === 0 || sweeps.some((s) => s.hovers.length === 0)) {
      throw new Error(`${name}: no attacker with figures to hover`);
    }

    const opened = { root: pageRoot, readyGlobal: "boardFrames", viewport: VIEWPORT };
    const measured = await withBrowserPage(ctx, opened, async (page, browser) => {
      const drawn = await page.evaluate((s) => globalThis.boardFrames.open(s), scenario);
      if (drawn !== scenario.figures.length) {
        throw new Error(
          `${name}: the element draws ${drawn} figures of ${scenario.figures.length}`,
        );
      }
      const centres = new Map(
        (await page.evaluate(() => globalThis.boardFrames.centres())).map((c) => [c.id, c]),
      );
      const hidden = [...centres.values()].filter((c) => !c.hit).map((c) => c.id);
      if (hidden.length > 0) {
        throw new Error(`${name}: the pointer cannot reach ${hidden.join(", ")} at their centres`);
      }
      const intervals = [];
      const longFrames = [];
      const hovers = [];
      const selections = [];
      for (const { attacker, hovers: ids } of sweeps) {
        ctx.progress(`${attacker} attacks; hovering ${ids.length} figures`);
        const selected = await select(page, centres.get(attacker));
        selections.push(selected);
        if (JSON.stringify(selected.targets) !== JSON.stringify(expected.get(attacker))) {
          throw new Error(`${name}: selecting ${attacker} announced other targets than the rules'`);
        }
        await page.evaluate(() => globalThis.boardFrames.startFrames());
        for (const id of ids) hovers.push(await hover(page, centres.get(id)));
        const frames = await page.evaluate(() => globalThis.boardFrames.stopFrames());
        for (let i = 1; i < frames.timestamps.length; i++) {
          intervals.push(frames.timestamps[i] - frames.timestamps[i - 1]);
        }
        for (const frame of frames.longFrames) longFrames.push(frame);
        const shown = await page.evaluate(() => globalThis.boardFrames.shown());
        checkShown(name, attacker, shown, expected.get(attacker));
      }
      const hasLongFrames = await page.evaluate(() => globalThis.boardFrames.hasLongFrames);
      const version = browser.version();
      return { intervals, longFrames, hovers, selections, hasLongFrames, version };
    });
    const { intervals, longFrames, hovers, selections, hasLongFrames, version } = measured;

    const where = `${name} (${spaces.toLocaleString("en")} spaces, ${FIGURES} figures)`;
    const frames = spread(intervals);
    const latency = spread(hovers.map((h) => h.paintedAt - h.enteredAt));
    const rendering = spread(hovers.map((h) => h.paintedAt - h.frameAt));
    const timing = `Chromium ${version} headless: rAF timestamps and performance.now`;
    recordSpread(ctx, `${where}: frame interval while hovering`, "frames", frames, timing);
    recordSpread(ctx, `${where}: hover → answer painted`, "hovers", latency, timing);
    recordSpread(
      ctx,
      `${where}: rendering of the answer's frame (style, layout, paint)`,
      "frames",
      rendering,
      timing,
    );

    const over = intervals.filter((x) => x > OVER_BUDGET_MS).length;
    const attackers = sweeps.map((s) => s.attacker).join(", ");
    ctx.note(
      `${where}, the ${bundled ? "bundled" : "real"} map with the most spaces of those here; ${sweeps.length} attacker${sweeps.length === 1 ? "" : "s"} (${attackers}) clicked with the mouse, then the mouse moved straight onto ${hovers.length} figures in turn (playwright's page.mouse.move to each body's centre), each hover waited until its answer was painted before the next.`,
    );
    ctx.note(
      `Frames: ${frames.count} rAF intervals over the sweeps, p50 ${ms(frames.p50)}, p95 ${ms(frames.p95)}, max ${ms(frames.max)}; ${over} (${((100 * over) / frames.count).toFixed(0)}%) over the ${ms(BUDGET_MS)} budget (interval above ${ms(OVER_BUDGET_MS)}).`,
    );
    ctx.note(longFramesNote(longFrames, hasLongFrames));
    const trip = spread(hovers.map((h) => h.focusedAt - h.enteredAt));
    const render = spread(hovers.map((h) => h.renderedAt - h.focusedAt));
    ctx.note(
      `Each hover, p50 / p95: pointer entry → the worker's los and odds back ${ms(trip.p50)} / ${ms(trip.p95)}; Lit's render ${ms(render.p50)} / ${ms(render.p95)}; the next frame's rendering (rAF → a message posted from it, which runs after paint) ${ms(rendering.p50)} / ${ms(rendering.p95)}; pointer entry → painted ${ms(latency.p50)} / ${ms(latency.p95)}.`,
    );
    const clicks = selections.map((c) => c.paintedAt - c.clickedAt);
    const repaints = selections.map((c) => c.paintedAt - c.frameAt);
    ctx.note(
      `Selecting an attacker (before each sweep, outside its frames): click → painted ${clicks.map(ms).join(", ")}; that frame's rendering ${repaints.map(ms).join(", ")}.`,
    );
    ctx.note(
      `After each sweep the element showed exactly the targets openBattle(…).answer({ q: "targets" }) gives in Node, and highlighted exactly those figures.`,
    );
    ctx.note(
      `Headless Chromium (${CHROMIUM}, --disable-gpu) paces rAF at 60 Hz with no display: an interval over 16.7 ms means the page's main thread (scripts, style, layout, paint) held the frame, not a display's vsync. A screen's compositor and GPU raster differ. Load average when the suite began: ${load.toFixed(1)} on ${os.cpus().length} cores. p50/p95/max are order statistics; ± is the mean's margin only.`,
    );
  },
};
