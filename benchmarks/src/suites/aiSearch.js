// The AI's `turn` search (docs/rules/ai.md#turn, docs/decisions/010-search-pool.md): positions
// evaluated per second and sight answers per second during a budgeted search, on Rotten Ice
// (its bundled stand-in when the real maps are absent: maps.js) and on the project's own large
// map, Rolling Downs (1,296 spaces); then the same job on a search pool of one worker and of
// two. Goal (issue: the worker pool): ≥ 1.7× from one worker to two on two cores.
//
// A card of four raiders (move 5) stands in the middle of the map and eight guards around them,
// within reach. The search has a node budget and a seed, so every run evaluates the same
// positions and asks the same sight questions: a first, untimed run records them
// (searchFloor.js wraps the rules' `targets` and HeroScape's `targetsOfMany`, `attackRows` and `viewpoints`:
// a question is one viewer or stand, its answers the figure × target pairs it carries); the
// timed runs go unwrapped. (The count used to wrap `Position.prototype.targetsOfMany`, which the
// game modules moved to `position.rules`: it counted nothing.)
//
// Beside positions/s, the search's geometry floor (issue 20): that run also sorts the sight
// and distance pairs each position asks — asked, distinct within the
// position, differing from the previous position, never asked before — and the kernel's price
// of a pair (hexSightMatrix of the card's four raiders against the eight guards) and of a BFS
// is timed; the pairs a move changes × those prices is what a position would cost an engine
// that asked only what changed. The goal "one position ≤ 0.1 of one all-pairs sight batch of 30
// figures" is priced against that batch on the same map, timed here too.
import { loadavg } from "node:os";
import { answer } from "@sightline/ai";
import { createSearchPool } from "@sightline/ai/pool";
import { WasmGeometry } from "@sightline/geometry";
import { HeroscapeBoard, openBattle } from "@sightline/rules";
import { summarize } from "../harness.js";
import { mapWithFigures, standInNote } from "../maps.js";
import { allocatedDuring } from "../allocation.js";
import { geometryAsked } from "../searchFloor.js";
import { GUARDS, RAIDERS, WARM_UP, skirmish, timed } from "../skirmish.js";

const GOAL_SPEED_UP = 1.7;
/** Goal (issue 20): one position costs at most this share of one all-pairs batch of 30 figures. */
const GOAL_BATCH_SHARE = 0.1;
/** Goal (issue 20): bytes allocated a position, in-thread. */
const GOAL_ALLOCATION = 50 * 1024;
const FIGURES = 30;

const fmt = (x, digits = 0) =>
  x.toLocaleString("en", { minimumFractionDigits: digits, maximumFractionDigits: digits });
const perPosition = (n, positions) => fmt(n / positions, 1);

/**
 * The kernel's prices on `scenario`'s board: one hexSightMatrix of red's figures against blue's
 * (a search's batch), one BFS from a raider, and all pairs of the map's 30-figure layout.
 */
async function geometryPrices(ctx, wasm, map, scenario) {
  const board = new HeroscapeBoard(scenario);
  wasm.loadHexScene(board.scene);
  wasm.placeHexFigures(board.encodeFigures(scenario.figures));
  const red = scenario.figures.filter((f) => f.owner === "red");
  const blue = scenario.figures.filter((f) => f.owner !== "red");
  const viewers = board.viewers(red);
  const targets = Int32Array.from(blue, (f) => board.indexOf(f));
  const from = board.cells([red[0]]).cells;
  const crowd = mapWithFigures(map.standsInFor ?? map.name, FIGURES).scenario;
  const crowdBoard = new HeroscapeBoard(crowd);
  const crowdFigures = crowdBoard.encodeFigures(crowd.figures);
  const crowdViewers = crowdBoard.viewers(crowd.figures);
  const everyone = Int32Array.from(crowd.figures, (_, i) => i);
  const allPairs = FIGURES * (FIGURES - 1);
  const group = `${map.name}: the geometry's prices`;
  const sightBatch = `hexSightMatrix, ${red.length} raiders × ${blue.length} guards`;
  const rows = await ctx.measure([
    {
      group,
      engine: sightBatch,
      baseline: true,
      unit: "pairs",
      perCall: red.length * blue.length,
      fn: () => wasm.hexSightMatrix(viewers, targets),
    },
    {
      group,
      engine: "hexDistancesFrom (one BFS)",
      unit: "BFS",
      fn: () => wasm.hexDistancesFrom(from),
    },
  ]);
  // The batch of 30 figures on its own scene, then the search's scene put back.
  wasm.loadHexScene(crowdBoard.scene);
  wasm.placeHexFigures(crowdFigures);
  const [batch] = await ctx.measure([
    {
      group,
      engine: `hexSightMatrix, all pairs of ${FIGURES} figures`,
      unit: "pairs",
      perCall: allPairs,
      fn: () => wasm.hexSightMatrix(crowdViewers, everyone),
    },
  ]);
  return {
    bodyRadius: board.scene.bodyRadius,
    pair: 1 / rows[0].unitsPerSecond,
    bfs: 1 / rows[1].callsPerSecond,
    allPairsBatch: 1 / batch.callsPerSecond,
    allPairs,
  };
}
/**
 * `pool` as a runner that notes how long each job's tasks took (the search's parallel part: the
 * rest of a `turn` — building the search, weighing staying put and the greedy turn, the answer's
 * plan — runs on the main thread).
 */
function clocked(pool, spans) {
  return {
    async runTasks(job, onResult, signal) {
      const started = performance.now();
      try {
        await pool.runTasks(job, onResult, signal);
      } finally {
        spans.push((performance.now() - started) / 1000);
      }
    },
  };
}

const mean = (xs) => xs.reduce((s, x) => s + x, 0) / xs.length;

/** `now − before` of two `cacheCounts()` answers. */
const countsSince = (now, before) => ({
  sight: {
    held: now.sight.held - before.sight.held,
    hits: now.sight.hits - before.sight.hits,
    misses: now.sight.misses - before.sight.misses,
  },
  steps: {
    hits: now.steps.hits - before.steps.hits,
    misses: now.steps.misses - before.steps.misses,
  },
});

export default {
  id: "aiSearch",
  title: "The AI's turn search: positions and sight answers per second, one worker and two",
  /** @param {import("../harness.js").Context} ctx */
  async run(ctx) {
    // A position costs milliseconds here (a plan of four attackers against eight enemies), so
    // the budgets stay small; a quick run takes one untimed-warm-up-free sample of a few.
    const nodes = ctx.quick ? 16 : 1500;
    const samples = ctx.quick ? 1 : 7;
    ctx.note(
      `Load average when the suite began: ${loadavg()
        .map((l) => l.toFixed(2))
        .join(
          ", ",
        )}. Linux shares the cores fairly among sessions (autogroup), so while other sessions keep both cores busy a pool of two gets no more CPU than a pool of one: the speed-up shows only on cores left free.`,
    );
    const maps = [mapWithFigures("Rotten Ice", 0), mapWithFigures("Rolling Downs", 0)];
    for (const map of maps) {
      const standIn = standInNote(map);
      if (standIn) ctx.note(standIn);
    }
    const pools = [createSearchPool({ size: 1 }), createSearchPool({ size: 2 })];
    const wasm = await WasmGeometry.load();
    try {
      for (const map of maps) {
        const scenario = skirmish(map.scenario);
        const battle = await openBattle(scenario, { game: "heroscape" });
        const query = { q: "turn", owner: "red", card: "raiders", nodes, seed: 1 };
        const search = (options) => async () => {
          const reply = await answer(battle, query, options);
          if (reply.error) throw new Error(`${map.name}: ${reply.reason}`);
          return reply;
        };
        const here = search({});

        ctx.progress(
          `${map.name}: recording the geometry each position of a ${nodes}-node search asks`,
        );
        const asked = await geometryAsked(here, new HeroscapeBoard(scenario).scene.bodyRadius);
        const expected = JSON.stringify(asked.answer);
        if (asked.answer.nodes !== nodes) {
          throw new Error(
            `${map.name}: the search evaluated ${asked.answer.nodes} positions, not ${nodes}`,
          );
        }
        // What one search's remembered answers served (the battle's tables, warm from the run
        // above as in every later search).
        const cachesBefore = battle.position().rules.cacheCounts();
        await here();
        const caches = countsSince(battle.position().rules.cacheCounts(), cachesBefore);
        ctx.progress(`${map.name}: the bytes a search allocates`);
        const allocation = await allocatedDuring(here);
        if (JSON.stringify(allocation.result) !== expected) {
          throw new Error(
            `${map.name}: the search answers differently when its allocation is counted`,
          );
        }
        ctx.progress(`${map.name}: the geometry's prices`);
        const prices = await geometryPrices(ctx, wasm, map, scenario);
        const group = `${map.name}: turn, ${nodes} positions`;
        const rows = [];
        const poolSpans = [[], []];
        const runs = [
          { engine: "in-thread", run: here, spans: [] },
          {
            engine: "pool of 1",
            run: search({ runner: clocked(pools[0], poolSpans[0]) }),
            spans: poolSpans[0],
          },
          {
            engine: "pool of 2",
            run: search({ runner: clocked(pools[1], poolSpans[1]) }),
            spans: poolSpans[1],
          },
        ];
        // Warm: the workers' battles opened, their code tiered up (a fresh worker takes a few
        // searches to reach its speed).
        if (!ctx.quick) {
          for (const { engine, run } of runs) {
            ctx.progress(`${map.name}: warming ${engine}`);
            await timed(run, WARM_UP, expected, `${map.name}, ${engine}`);
          }
        }
        for (const { spans } of runs) spans.length = 0;
        // Rounds of one search each, in turn, so that other work on the cores falls on every
        // engine alike; the speed-up is the median of the rounds' ratios.
        const seconds = runs.map(() => []);
        for (let round = 0; round < samples; round++) {
          ctx.progress(`${map.name}: round ${round + 1} of ${samples}`);
          for (const [i, { engine, run }] of runs.entries()) {
            for (const time of await timed(run, 1, expected, `${map.name}, ${engine}`)) {
              seconds[i].push(time);
            }
          }
        }
        for (const [i, { engine }] of runs.entries()) {
          rows.push(
            ctx.record({
              group,
              engine,
              baseline: engine === "pool of 1",
              ...summarize(seconds[i]),
              perCall: nodes,
              unit: "positions",
              timing: `${samples} rounds × 1 search`,
            }),
          );
        }
        const ratios = seconds[1].map((t, round) => t / seconds[2][round]).sort((x, y) => x - y);
        const [inThread, one] = rows;
        ctx.record({
          group: `${map.name}: sight answers during the turn search`,
          engine: "in-thread",
          baseline: true,
          callsPerSecond: inThread.callsPerSecond,
          rme: inThread.rme,
          samples: inThread.samples,
          perCall: asked.sightAsked,
          unit: "sight answers",
        });
        // The floor: the pairs a move changes, priced at the kernel's cost.
        const n = asked.positions;
        // Range ignores figures: a stand's BFS is good for the whole search, in both floors.
        const floorChanged = (asked.sightChanged * prices.pair + asked.sourcesNew * prices.bfs) / n;
        const floorNew = (asked.sightNew * prices.pair + asked.sourcesNew * prices.bfs) / n;
        const floorGroup = `${map.name}: positions/s beside the geometry floor`;
        ctx.record({
          group: floorGroup,
          engine: "turn search, in-thread",
          baseline: true,
          callsPerSecond: inThread.unitsPerSecond,
          rme: inThread.rme,
          samples: inThread.samples,
          unit: "positions",
        });
        for (const [engine, seconds] of [
          ["geometry floor: sight pairs changed since the previous position × price", floorChanged],
          ["geometry floor: sight pairs never asked before × price", floorNew],
        ]) {
          ctx.record({
            group: floorGroup,
            engine,
            callsPerSecond: 1 / seconds,
            unit: "positions",
            timing: "priced",
          });
        }
        const perNode = allocation.bytes / nodes;
        ctx.note(
          `${map.name}, allocation: a ${nodes}-node search in-thread allocates ${fmt(allocation.bytes / 2 ** 20, 1)} MiB on the JS heap (V8's GC profiler: ${allocation.collections} collections), ${fmt(perNode / 1024, 1)} KiB a position (issue 20's goal ≤ ${GOAL_ALLOCATION / 1024} KiB: ${perNode <= GOAL_ALLOCATION ? "met" : "NOT met"}).${ctx.quick ? " Quick run: 16 positions, so building the search weighs on each." : ""}`,
        );
        const { sight, steps } = caches;
        const sightAsked = sight.held + sight.hits + sight.misses;
        const stepsAsked = steps.hits + steps.misses;
        ctx.note(
          `${map.name}, the battle's remembered answers during one ${nodes}-node search (warm): sight verdicts ${fmt(sightAsked)} — ${fmt((100 * sight.held) / sightAsked, 1)}% kept by the attacker–enemy pair (nothing in its corridor changed), ${fmt((100 * sight.hits) / sightAsked, 1)}% from the verdict table, ${fmt(sight.misses)} asked of the engine; steps from a stand ${fmt(stepsAsked)}, ${fmt(steps.misses)} BFS (\`position.rules.cacheCounts()\`).`,
        );
        const positionSeconds = 1 / inThread.unitsPerSecond;
        const batchShare = positionSeconds / prices.allPairsBatch;
        const poolShare = 1 / rows[2].unitsPerSecond / prices.allPairsBatch;
        ctx.note(
          `${map.name}, the geometry a position asks (${fmt(n)} positions recorded — the search's ${nodes} evaluated and the ones it builds its moves on): ${perPosition(asked.sightAsked, n)} sight pairs asked (${perPosition(asked.questions, n)} viewers or stands), ${perPosition(asked.sightDistinct, n)} distinct within the position, ${perPosition(asked.sightChanged, n)} not asked by the previous position, ${perPosition(asked.sightNew, n)} never asked before in the search (${fmt(asked.sightNew)} distinct in all); distances: ${fmt(asked.distanceAsked)} pairs asked in the search, ${fmt(asked.distanceDistinct)} distinct; ${perPosition(asked.sourcesChanged, n)} stands a position not the previous one's, ${perPosition(asked.sourcesNew, n)} never seen before (a BFS each).`,
        );
        ctx.note(
          `${map.name}, the geometry floor: a sight pair costs ${fmt(prices.pair * 1e9)} ns (${RAIDERS} × ${GUARDS} in one hexSightMatrix), a BFS ${fmt(prices.bfs * 1e6, 2)} µs; a BFS for each stand new to the search (range ignores figures) and the sight pairs a move changes since the previous position give ${fmt(floorChanged * 1e6, 2)} µs a position (${fmt(1 / floorChanged)} positions/s), with the sight pairs never asked before in the search instead ${fmt(floorNew * 1e6, 2)} µs (${fmt(1 / floorNew)} positions/s); the search's ${fmt(inThread.unitsPerSecond)} positions/s in-thread is ${fmt(1 / floorChanged / inThread.unitsPerSecond)}–${fmt(1 / floorNew / inThread.unitsPerSecond)}× under its floor. One position costs ${fmt(batchShare, 2)} all-pairs sight batches of ${FIGURES} figures on this map in-thread, ${fmt(poolShare, 2)} in a pool of two (the batch ${fmt(prices.allPairsBatch * 1e3, 3)} ms for ${prices.allPairs} pairs; issue 20's goal ≤ ${GOAL_BATCH_SHARE}: ${batchShare <= GOAL_BATCH_SHARE ? "met" : "NOT met"} in-thread, ${poolShare <= GOAL_BATCH_SHARE ? "met" : "NOT met"} in the pool; ${fmt(batchShare / GOAL_BATCH_SHARE, 1)}× to go in-thread). Load average now: ${loadavg()
            .map((l) => l.toFixed(2))
            .join(", ")}.`,
        );
        const speedUp = ratios[Math.floor(ratios.length / 2)];
        const fastest = (times) => times.reduce((a, b) => Math.min(a, b), Infinity);
        const bestSpeedUp = fastest(seconds[1]) / fastest(seconds[2]);
        const [tasksOne, tasksTwo] = poolSpans.map(mean);
        const whole = 1 / one.callsPerSecond;
        ctx.note(
          `${map.name}: ${scenario.board.spaces.length} spaces, ${RAIDERS} raiders (move 5) against ${GUARDS} guards; a ${nodes}-node search (seed 1) asks ${asked.questions.toLocaleString("en")} sight questions carrying ${asked.sightAsked.toLocaleString("en")} sight answers (figure × target pairs), ${(asked.sightAsked / nodes).toFixed(0)} a position; the pools give the in-thread answer.`,
        );
        ctx.note(
          `${map.name}: ${Math.round(inThread.unitsPerSecond).toLocaleString("en")} positions/s and ${Math.round(inThread.callsPerSecond * asked.sightAsked).toLocaleString("en")} sight answers/s in-thread; a pool of two is ${speedUp.toFixed(2)}× a pool of one (the median round; rounds ${ratios.map((r) => r.toFixed(2)).join(", ")}): ${speedUp >= GOAL_SPEED_UP ? "meets" : "misses"} the ${GOAL_SPEED_UP}× goal; their fastest searches, ${bestSpeedUp.toFixed(2)}×.`,
        );
        ctx.note(
          `${map.name}: of a pool of one's ${whole.toFixed(2)} s a search, its workers' tasks take ${tasksOne.toFixed(2)} s (the main thread's part — building the search, staying put and the greedy turn, the answer's plan — ${(whole - tasksOne).toFixed(2)} s); the tasks alone are ${(tasksOne / tasksTwo).toFixed(2)}× faster on two workers.`,
        );
      }
    } finally {
      await Promise.all(pools.map((pool) => pool.close()));
    }
  },
};
