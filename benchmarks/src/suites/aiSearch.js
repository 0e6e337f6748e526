// The AI's `turn` search (docs/rules/ai.md#turn, docs/decisions/010-search-pool.md): positions
// evaluated per second and sight answers per second during a budgeted search, on Rotten Ice
// (its bundled stand-in when the real maps are absent: maps.js) and on the project's own large
// map, Rolling Downs (1,296 spaces); then the same job on a search pool of one worker and of
// two. Goal (issue: the worker pool): ≥ 1.7× from one worker to two on two cores.
//
// A card of four raiders (move 5) stands in the middle of the map and eight guards around them,
// within reach. The search has a node budget and a seed, so every run evaluates the same
// positions and asks the same sight questions: a first, untimed run counts them, by wrapping the
// position's sight questions (`targets`, `targetsOfMany`, `viewpoints`: a question is one
// figure's batch, its answers the figure × target pairs it carries); the timed runs go
// unwrapped.
import { loadavg } from "node:os";
import { answer } from "@sightline/ai";
import { createSearchPool } from "@sightline/ai/pool";
import { Position, openBattle } from "@sightline/rules";
import { summarize } from "../harness.js";
import { mapWithFigures, standInNote } from "../maps.js";
import { GUARDS, RAIDERS, WARM_UP, skirmish, timed } from "../skirmish.js";

const GOAL_SPEED_UP = 1.7;
/** Runs `search` with the position's sight questions counted; returns its answer and counts. */
async function counted(search) {
  const counts = { questions: 0, pairs: 0 };
  const enemiesOf = (position, id) => {
    const owner = position.figure(id)?.owner;
    return position.figures().filter((f) => f.owner !== owner).length;
  };
  const wraps = {
    targets: (position, [attacker]) => enemiesOf(position, attacker),
    targetsOfMany: (position, [attackers]) =>
      attackers.reduce((n, a) => n + enemiesOf(position, a), 0),
    viewpoints: (position, [id, stands, targets]) =>
      stands.length * (targets?.length ?? enemiesOf(position, id)),
  };
  const originals = {};
  for (const [name, pairs] of Object.entries(wraps)) {
    const original = Position.prototype[name];
    if (!original) continue;
    originals[name] = original;
    Position.prototype[name] = function (...args) {
      counts.questions++;
      counts.pairs += pairs(this, args);
      return original.apply(this, args);
    };
  }
  try {
    return { answer: await search(), ...counts };
  } finally {
    Object.assign(Position.prototype, originals);
  }
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

        ctx.progress(`${map.name}: counting the sight questions of a ${nodes}-node search`);
        const first = await counted(here);
        const expected = JSON.stringify(first.answer);
        if (first.answer.nodes !== nodes) {
          throw new Error(
            `${map.name}: the search evaluated ${first.answer.nodes} positions, not ${nodes}`,
          );
        }
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
            seconds[i].push(...(await timed(run, 1, expected, `${map.name}, ${engine}`)));
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
          perCall: first.pairs,
          unit: "sight answers",
        });
        const speedUp = ratios[Math.floor(ratios.length / 2)];
        const bestSpeedUp = Math.min(...seconds[1]) / Math.min(...seconds[2]);
        const [tasksOne, tasksTwo] = poolSpans.map(mean);
        const whole = 1 / one.callsPerSecond;
        ctx.note(
          `${map.name}: ${scenario.board.spaces.length} spaces, ${RAIDERS} raiders (move 5) against ${GUARDS} guards; a ${nodes}-node search (seed 1) asks ${first.questions.toLocaleString("en")} sight questions carrying ${first.pairs.toLocaleString("en")} sight answers (figure × target pairs), ${(first.pairs / nodes).toFixed(0)} a position; the pools give the in-thread answer.`,
        );
        ctx.note(
          `${map.name}: ${Math.round(inThread.unitsPerSecond).toLocaleString("en")} positions/s and ${Math.round(inThread.callsPerSecond * first.pairs).toLocaleString("en")} sight answers/s in-thread; a pool of two is ${speedUp.toFixed(2)}× a pool of one (the median round; rounds ${ratios.map((r) => r.toFixed(2)).join(", ")}): ${speedUp >= GOAL_SPEED_UP ? "meets" : "misses"} the ${GOAL_SPEED_UP}× goal; their fastest searches, ${bestSpeedUp.toFixed(2)}×.`,
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
