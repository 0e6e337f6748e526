// Batch analysis on the queue: one job per (position, owner), results in the list's order and
// equal to bestCardTurn searched here; a second run reuses the results Redis keeps; a cancel
// removes the jobs no worker has taken.
import { readFileSync } from "node:fs";
import { type AnalysisResult, analysePositions, startQueueWorker } from "@sightline/ai-queue";
import { bestCardTurn } from "@sightline/ai";
import { openBattle } from "@sightline/rules";
import { Queue } from "bullmq";
import { afterAll, beforeAll, expect, it } from "vitest";
import { type TestRedis, startRedis } from "@sightline/redis-server";

const ambush = JSON.parse(
  readFileSync(new URL("../../../examples/heroscape/ambush.json", import.meta.url), "utf8"),
) as unknown;
const SEARCH = { nodes: 200, seed: 5 } as const;

let redis: TestRedis;
beforeAll(async () => {
  redis = await startRedis();
});
afterAll(async () => {
  await redis?.stop();
});

/** The ambush with red's captain placed on each of the first `count` spaces it can reach. */
async function captainPlacements(count: number) {
  const position = (await openBattle(ambush, { game: "heroscape" })).position();
  const moves = position.moves("captain");
  if ("error" in moves) throw new Error(moves.reason);
  return moves
    .filter((move) => move.cost > 0 && !move.occupiedBy)
    .slice(0, count)
    .map((move) => {
      const scenario = position.move("captain", [move.to]).toScenario();
      position.undo();
      return { id: `captain@${move.to.join(",")}`, scenario };
    });
}

async function collect(results: AsyncIterable<AnalysisResult>): Promise<AnalysisResult[]> {
  const all: AnalysisResult[] = [];
  for await (const result of results) all.push(result);
  return all;
}

it("answers each (position, owner) as bestCardTurn does here, in the list's order", async () => {
  const queueName = "analysis";
  const connection = redis.url;
  const positions = [
    ...(await captainPlacements(3)),
    { id: "broken", scenario: { game: "heroscape", board: {}, figures: [] } },
  ];
  const workers = [1, 2].map(() => startQueueWorker({ connection, queueName }));
  try {
    const progress: number[] = [];
    const lines = await collect(
      analysePositions({
        connection,
        queueName,
        positions,
        ...SEARCH,
        onProgress: (done, total) => progress.push(done / total),
      }),
    );
    expect(lines.map((l) => [l.position, l.owner])).toEqual([
      ...positions.slice(0, 3).flatMap((p) => [
        [p.id, "red"],
        [p.id, "blue"],
      ]),
      ["broken", undefined],
    ]);
    for (const line of lines.slice(0, 6)) {
      const scenario = positions.find((p) => p.id === line.position)!.scenario;
      const here = await bestCardTurn((await openBattle(scenario)).position(), {
        owner: line.owner!,
        ...SEARCH,
      });
      expect(line.answer).toEqual(here);
    }
    expect(lines[6]!.answer).toMatchObject({ error: "invalid-scenario" });
    // The broken position counts as done from the start: 7 lines in all.
    expect(progress).toEqual([2, 3, 4, 5, 6, 7].map((done) => done / 7));
    expect(workers.reduce((sum, w) => sum + w.analysesRun, 0)).toBe(6);

    // The same analysis again: every result comes from Redis, no worker searches.
    expect(
      await collect(analysePositions({ connection, queueName, positions, ...SEARCH })),
    ).toEqual(lines);
    expect(workers.reduce((sum, w) => sum + w.analysesRun, 0)).toBe(6);
  } finally {
    await Promise.all(workers.map((w) => w.close()));
  }
});

it("a position listed twice is searched once and answered on both its lines", async () => {
  const queueName = "analysis-twice";
  const connection = redis.url;
  const [placement] = await captainPlacements(1);
  const positions = [placement!, { ...placement!, id: "again" }];
  const worker = startQueueWorker({ connection, queueName });
  try {
    const lines = await collect(analysePositions({ connection, queueName, positions, ...SEARCH }));
    expect(lines.map((l) => [l.position, l.owner])).toEqual([
      [placement!.id, "red"],
      [placement!.id, "blue"],
      ["again", "red"],
      ["again", "blue"],
    ]);
    expect(lines.slice(2).map((l) => l.answer)).toEqual(lines.slice(0, 2).map((l) => l.answer));
    // One job per (scenario, owner): the job id is a digest of what it asks.
    expect(worker.analysesRun).toBe(2);
  } finally {
    await worker.close();
  }
});

it("a cancelled analysis removes the jobs no worker has taken", async () => {
  const queueName = "analysis-cancelled";
  const queue = new Queue(queueName, { connection: { host: redis.host, port: redis.port } });
  try {
    const cancel = new AbortController();
    // No worker listens: the jobs wait until the cancel removes them.
    const lines = collect(
      analysePositions({
        connection: redis.url,
        queueName,
        positions: await captainPlacements(4),
        ...SEARCH,
        signal: cancel.signal,
      }),
    );
    await expect.poll(() => queue.getJobCountByTypes("wait")).toBe(8);
    cancel.abort();
    expect(await lines).toEqual([]);
    expect(await queue.getJobCountByTypes("wait", "active")).toBe(0);
  } finally {
    await queue.close();
  }
});

it("with no worker running, rejects once no job has finished for idleTimeoutMs", async () => {
  const queueName = "analysis-idle";
  await expect(
    collect(
      analysePositions({
        connection: redis.url,
        queueName,
        positions: await captainPlacements(1),
        idleTimeoutMs: 300,
      }),
    ),
  ).rejects.toThrow("no analysis job finished in 300 ms: are workers running?");
});
