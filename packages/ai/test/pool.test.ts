// The search pool (docs/decisions/010-search-pool.md): the built package, as a user imports it,
// its workers running dist/. With a seed and a node budget the answer is the same with no
// runner, one worker or two, whoever ran which task; a cancel stops the workers mid-task.
import { type TurnAnswer, type TurnJob, answer, answerAll, bestCardTurn } from "@sightline/ai";
import { type SearchPool, createSearchPool } from "@sightline/ai/pool";
import { type HeroscapeScenario, openBattle } from "@sightline/rules";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CROWD, duo, onOldGateFord } from "@sightline/search-fixtures";

/** Red's card "duo" (a, b, c) against blue's x, y, z: moves wait for a friend to leave. */
const small = duo(CROWD);

/** The project's own map with three raiders (move 4) in its middle and five guards near them. */
const ford = onOldGateFord({ movers: 3, move: 4, enemies: 5, enemyDistance: 5 });

let one: SearchPool;
let two: SearchPool;
beforeAll(() => {
  one = createSearchPool({ size: 1 });
  two = createSearchPool({ size: 2 });
});
afterAll(async () => {
  await one.close();
  await two.close();
});

/** The answers with no runner, a pool of one and a pool of two. */
async function threeWays(scenario: HeroscapeScenario, query: object): Promise<TurnAnswer[]> {
  const battle = await openBattle(scenario, { game: "heroscape" });
  const answers: TurnAnswer[] = [];
  for (const runner of [undefined, one, two]) {
    const [reply] = await answerAll(battle, [{ q: "turn", owner: "red", ...query }], { runner });
    if (!reply || "error" in reply) throw new Error(JSON.stringify(reply));
    answers.push(reply as TurnAnswer);
  }
  return answers;
}

describe("search pool", () => {
  it("has the size asked, or the machine's parallelism", async () => {
    expect(one.size).toBe(1);
    expect(two.size).toBe(2);
    const auto = createSearchPool();
    expect(auto.size).toBeGreaterThanOrEqual(1);
    await auto.close();
    expect(() => createSearchPool({ size: 0 })).toThrow(/size is a whole number ≥ 1, not 0/);
  });

  it.each([12, 40])(
    "small board, %i nodes and a seed: the same answer with 0, 1 or 2 workers",
    async (nodes) => {
      const [here, ...pooled] = await threeWays(small, { card: "duo", nodes, seed: "s" });
      expect(here).toMatchObject({ nodes, complete: false });
      for (const answer of pooled) expect(answer).toEqual(here);
    },
  );

  it("small board, depth 2 with a budget: the replies run in the workers alike", async () => {
    const [here, ...pooled] = await threeWays(small, {
      card: "duo",
      depth: 2,
      nodes: 300,
      seed: 3,
    });
    expect(here).toHaveProperty("moves");
    for (const answer of pooled) expect(answer).toEqual(here);
  });

  it("small board with no budget: complete, and the same exact answer", async () => {
    const [here, ...pooled] = await threeWays(small, { card: "duo" });
    expect(here).toMatchObject({ complete: true });
    for (const answer of pooled) expect(answer).toEqual(here);
  });

  it("an exact search past MAX_TURN_NODES: the limit's error from two workers", async () => {
    // Four raiders with move 6 and three guards to share (turn.test.ts asks it in one thread):
    // more than 100,000 placements with a bound above the best turn, refused before any task.
    const crowded = onOldGateFord({ movers: 4, move: 6, enemies: 3, enemyDistance: 6 });
    const battle = await openBattle(crowded, { game: "heroscape" });
    const query = { q: "turn", owner: "red", card: "raiders" } as const;
    // Up to 100,000 positions in each of two threads: minutes on two loaded cores.
    const [answer] = await answerAll(battle, [query], { runner: two });
    expect(answer).toEqual({
      error: "invalid-query",
      reason: expect.stringContaining(`(limit MAX_TURN_NODES)`),
    });
  }, 300_000);

  it("bestCardTurn wholly on a worker: the answer this thread gives", async () => {
    const query = { owner: "red", nodes: 200, seed: 3 } as const;
    const here = await bestCardTurn((await openBattle(ford)).position(), query);
    expect(here).toMatchObject({ card: "raiders", nodes: 200 });
    expect(await one.bestCardTurn(JSON.stringify(ford), query)).toEqual(here);
  });

  it("Old Gate Ford, 300 nodes and a seed: the same answer with 0, 1 or 2 workers", async () => {
    const [here, ...pooled] = await threeWays(ford, { card: "raiders", nodes: 300, seed: 7 });
    expect(here).toMatchObject({ nodes: 300, complete: false });
    expect(here!.moves.length).toBeGreaterThan(0);
    expect(here!.attacks.length).toBeGreaterThan(0);
    for (const answer of pooled) expect(answer).toEqual(here);
  });

  it.each([
    ["small board, 40 nodes", small, { card: "duo", nodes: 40, seed: "s" }],
    ["small board, depth 2, 300 nodes", small, { card: "duo", depth: 2, nodes: 300, seed: 3 }],
    ["small board, exact", small, { card: "duo" }],
    ["Old Gate Ford, 300 nodes", ford, { card: "raiders", nodes: 300, seed: 7 }],
  ] as const)(
    "%s, explained: the same alternatives with 0, 1 or 2 workers",
    async (_, scenario, query) => {
      const [here, ...pooled] = await threeWays(scenario, { ...query, explain: true });
      expect(here!.alternatives!.length).toBeGreaterThan(1);
      expect(here!.alternatives![0]).toMatchObject({ moves: here!.moves, score: here!.score });
      for (const answer of pooled) expect(answer).toEqual(here);
    },
  );

  it("a cancel stops the running tasks and the pool is idle at once", async () => {
    const battle = await openBattle(ford, { game: "heroscape" });
    const controller = new AbortController();
    const query = { q: "turn", owner: "red", card: "raiders", nodes: 1e9, seed: 7 } as const;
    let aborted = 0;
    // Abort ~50 ms after both workers are running tasks (the main thread first builds the
    // search and weighs staying put and the greedy turn).
    const watch = setInterval(() => {
      if (two.busy === 2 && aborted === 0) {
        aborted = -1;
        setTimeout(() => {
          aborted = performance.now();
          controller.abort();
        }, 50);
      }
    }, 5);
    const cut = await answer(battle, query, { runner: two, signal: controller.signal });
    const stoppedAfter = performance.now() - aborted;
    clearInterval(watch);
    expect(aborted).toBeGreaterThan(0);
    expect(two.busy).toBe(0);
    if (cut.error) throw new Error(cut.reason);
    expect(cut.complete).toBe(false);
    expect(cut.nodes).toBeLessThan(1e5);
    // It stopped rather than ran on: one position takes milliseconds, so 10 s is a hang, not a
    // speed check (speed lives in benchmarks/).
    expect(stoppedAfter).toBeLessThan(10_000);
    // The workers take the next job at once.
    const [here, pooled] = [
      await answer(battle, { ...query, nodes: 20 }),
      await answer(battle, { ...query, nodes: 20 }, { runner: two }),
    ];
    expect(pooled).toEqual(here);
  });

  it("an aborted signal runs no task", async () => {
    const battle = await openBattle(small, { game: "heroscape" });
    const controller = new AbortController();
    controller.abort();
    const cut = await answer(
      battle,
      { q: "turn", owner: "red", card: "duo" },
      { runner: two, signal: controller.signal },
    );
    expect(cut).toMatchObject({ complete: false });
  });

  it("a task that throws rejects runTasks naming it, and the pool goes on", async () => {
    const job: TurnJob = {
      scenario: small,
      query: { q: "turn", owner: "red", card: "duo" },
      tasks: [0, 999],
      shares: [5, 5],
      incumbent: { value: 0, wounds: 0 },
    };
    await expect(two.runTasks(job, () => undefined)).rejects.toThrow(/search task 999/);
    expect(two.busy).toBe(0);
    const heard: number[] = [];
    await two.runTasks({ ...job, tasks: [0, 1, 2] }, (r) => heard.push(r.task));
    expect(heard.sort()).toEqual([0, 1, 2]);
  });

  it("a scenario the workers cannot open rejects naming a task", async () => {
    const job: TurnJob = {
      scenario: { game: "heroscape", board: { spaces: [] }, figures: "none" },
      query: { q: "turn", owner: "red", card: "duo" },
      tasks: [0, 1, 2],
      shares: [1, 1, 1],
      incumbent: { value: 0, wounds: 0 },
    };
    await expect(two.runTasks(job, () => undefined)).rejects.toThrow(/^search task \d: /);
    expect(two.busy).toBe(0);
  });

  it("close() in the middle of a search rejects it instead of leaving it hanging", async () => {
    const pool = createSearchPool({ size: 2 });
    const battle = await openBattle(ford, { game: "heroscape" });
    const query = { q: "turn", owner: "red", card: "raiders", nodes: 1e9, seed: 7 } as const;
    const search = answer(battle, query, { runner: pool });
    while (pool.busy < 2) await new Promise((resolve) => setTimeout(resolve, 5));
    const rejected = expect(search).rejects.toThrow(/search task \d+: the search pool was closed/);
    await pool.close();
    await rejected;
  });

  it("close() stops the workers and refuses further jobs", async () => {
    const pool = createSearchPool({ size: 2 });
    const battle = await openBattle(small, { game: "heroscape" });
    const query = { q: "turn", owner: "red", card: "duo", nodes: 10, seed: 1 } as const;
    expect(await answer(battle, query, { runner: pool })).toEqual(await answer(battle, query));
    await pool.close();
    await expect(
      pool.runTasks(
        {
          scenario: small,
          query,
          tasks: [0],
          shares: [1],
          incumbent: { value: 0, wounds: 0 },
        },
        () => undefined,
      ),
    ).rejects.toThrow(/closed/);
  });
});
