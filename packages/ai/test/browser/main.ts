// The page the pool's browser test opens: the AI as a page imports it, its search pool of module
// Web Workers through Comlink. The test calls `window.searchPoolPage` with scenarios and queries.
import { type TurnJob, answer } from "@sightline/ai";
import { createSearchPool } from "@sightline/ai/pool";
import { type HeroscapeScenario, openBattle } from "@sightline/rules";

/** A `turn` query, as the test sends it. */
type TurnQuery = TurnJob["query"];

/** The answers in the page's own thread, from a pool of one worker and from a pool of two. */
async function threeWays(scenario: HeroscapeScenario, query: TurnQuery): Promise<unknown[]> {
  const battle = await openBattle(scenario, { game: "heroscape" });
  const answers = [await answer(battle, query)];
  for (const size of [1, 2]) {
    const pool = createSearchPool({ size });
    try {
      answers.push(await answer(battle, query, { runner: pool }));
    } finally {
      await pool.close();
    }
  }
  return answers;
}

/**
 * A search on a pool of two, aborted `after` ms once both workers run tasks: its answer, how
 * long it took to stop, and whether the pool was idle then.
 */
async function cancelled(scenario: HeroscapeScenario, query: TurnQuery, after: number) {
  const battle = await openBattle(scenario, { game: "heroscape" });
  const pool = createSearchPool({ size: 2 });
  const controller = new AbortController();
  let abortedAt = 0;
  const watch = setInterval(() => {
    if (pool.busy === 2 && abortedAt === 0) {
      abortedAt = -1;
      setTimeout(() => {
        abortedAt = performance.now();
        controller.abort();
      }, after);
    }
  }, 5);
  try {
    const reply = await answer(battle, query, {
      runner: pool,
      signal: controller.signal,
    });
    return {
      reply,
      aborted: abortedAt > 0,
      stoppedAfter: performance.now() - abortedAt,
      busy: pool.busy,
    };
  } finally {
    clearInterval(watch);
    await pool.close();
  }
}

const page = {
  threeWays,
  cancelled,
  isolated: globalThis.crossOriginIsolated,
  sharedMemory: typeof SharedArrayBuffer === "function",
};
export type SearchPoolPage = typeof page;
(globalThis as unknown as { searchPoolPage: SearchPoolPage }).searchPoolPage = page;
document.body.dataset.ready = "yes";
