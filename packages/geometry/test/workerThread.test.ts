// The generic worker thread (@sightline/geometry/thread, docs/decisions/002-worker-protocol.md):
// every call settles, naming the worker — when the thread exits or crashes mid-call, after it
// died, and after it was closed. The thread runs the built files (dist/);
// test/fixtures/mortalWorker.mjs exposes the geometry engine and dies on cue.
import { Worker } from "node:worker_threads";
import { afterEach, describe, expect, it } from "vitest";
import { ReferenceGeometry, encodeHexBoard, hexGroups } from "@sightline/geometry";
import {
  type WorkerThread,
  WorkerThreadError,
  exposeThread,
  nodeThread,
} from "@sightline/geometry/thread";
import type { AsyncGeometryEngine } from "@sightline/geometry/worker";

const fixture = new URL("./fixtures/mortalWorker.mjs", import.meta.url);
const board = encodeHexBoard(Array.from({ length: 36 }, (_, i) => [i % 6, Math.floor(i / 6)]));
const starts = hexGroups(board, [[[0, 0]]]).cells;

const started: WorkerThread<AsyncGeometryEngine>[] = [];
afterEach(async () => {
  await Promise.all(started.splice(0).map((thread) => thread.close()));
});

/** A mortal thread that dies (`how`) on the first `hexDistancesFrom`, or never. */
function mortal(how?: "exit" | "crash"): WorkerThread<AsyncGeometryEngine> {
  const death = how && { method: "hexDistancesFrom", nth: 1, how };
  const thread = nodeThread<AsyncGeometryEngine>(fixture, {
    name: "mortal worker",
    workerData: { death },
  });
  started.push(thread);
  return thread;
}

/** A hang guard, not a timing: a call that never settles fails here instead of at the suite's timeout. */
async function settled<T>(promise: Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const hang = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error("hung: still unsettled after 20 s")), 20_000);
  });
  try {
    return await Promise.race([promise, hang]);
  } finally {
    clearTimeout(timer);
  }
}

describe("a worker thread", () => {
  it("answers its api's calls, the first one sent before the thread has started", async () => {
    const thread = mortal();
    await settled(thread.calls.loadHexBoard(board));
    const reference = new ReferenceGeometry();
    reference.loadHexBoard(board);
    const distances = await settled(thread.calls.hexDistancesFrom(starts));
    expect([...distances]).toEqual([...reference.hexDistancesFrom(starts)]);
    expect(thread.state).toBe("running");
  });

  it.each([
    ["exit", "it exited with code 9"],
    ["crash", "it crashed: the mortal worker crashed on cue"],
  ] as const)(
    "that dies by %s rejects the pending call and every later one, naming the worker",
    async (how, why) => {
      const thread = mortal(how);
      const heard: string[] = [];
      thread.onDeath((reason) => heard.push(reason));
      await settled(thread.calls.loadHexBoard(board));
      const pending = thread.calls.hexDistancesFrom(starts);
      const message = `the mortal worker stopped: ${why}`;
      await expect(settled(pending)).rejects.toThrow(message);
      await expect(settled(pending)).rejects.toEqual(
        new WorkerThreadError("mortal worker", message),
      );
      expect(heard).toEqual([why]);
      expect(thread.state).toBe("dead");
      await expect(settled(thread.calls.loadHexBoard(board))).rejects.toThrow(message);
      // Heard at once by a listener added after the death.
      thread.onDeath((reason) => heard.push(reason));
      expect(heard).toEqual([why, why]);
    },
  );

  it("that is terminated from elsewhere dies, and says so", async () => {
    const worker = new Worker(fixture);
    const thread = nodeThread<AsyncGeometryEngine>(worker, { name: "mortal worker" });
    started.push(thread);
    await settled(thread.calls.loadHexBoard(board));
    await worker.terminate();
    await expect(settled(thread.calls.hexDistancesFrom(starts))).rejects.toThrow(
      /^the mortal worker stopped: it exited with code \d+$/,
    );
  });

  it("hears its death before a pending call rejects", async () => {
    const thread = mortal("exit");
    const order: string[] = [];
    thread.onDeath(() => order.push("death"));
    await thread.calls.hexDistancesFrom(starts).catch(() => order.push("rejected"));
    expect(order).toEqual(["death", "rejected"]);
  });

  it("once closed, rejects the calls not answered yet, and later ones, naming the worker", async () => {
    const thread = mortal();
    const heard: string[] = [];
    thread.onDeath((why) => heard.push(why));
    await settled(thread.calls.loadHexBoard(board));
    const pending = thread.calls.hexDistancesFrom(starts).catch((error: unknown) => error);
    await thread.close();
    expect(await settled(pending)).toEqual(
      new WorkerThreadError("mortal worker", "the mortal worker was closed before it answered"),
    );
    await expect(settled(thread.calls.hexDistancesFrom(starts))).rejects.toThrow(
      "the mortal worker is closed",
    );
    expect(thread.state).toBe("closed");
    expect(heard).toEqual([]); // a close is not a death
    await thread.close(); // a second close does nothing
  });

  it("is not a thenable: awaiting its calls calls nothing", async () => {
    const thread = mortal();
    // A promise that resolves to it adopts it only if it has no `then`.
    expect(await Promise.resolve(thread.calls)).toBe(thread.calls);
  });
});

describe("exposeThread", () => {
  it("refuses a promise of the api: exposed late, a worker loses its first messages", () => {
    expect(() => exposeThread(Promise.resolve({}))).toThrow(
      /takes the api object itself, at once, not a promise of it/,
    );
  });

  it("refuses the main thread", () => {
    expect(() => exposeThread({})).toThrow("exposeThread runs in a worker thread");
  });
});
