// A coordinator's hold on a queue: BullMQ's Queue (to add and remove jobs), its QueueEvents (to
// hear them finish) and a plain connection (for cancels), with a watch that turns a lost Redis
// into a RedisLostError for whoever is waiting, so no wait outlives its Redis. The turn search's
// runner and the batch analysis both coordinate through one.
import { Queue, QueueEvents } from "bullmq";
import { Redis } from "ioredis";
import { type QueueConnection, redisOptions } from "./connection.js";

/** The queue's Redis could not be reached, or went away during a search. */
export class RedisLostError extends Error {
  override name = "RedisLostError";
}

/** An open queue client; close it when done. */
export interface QueueClient<Data, Result> {
  readonly name: string;
  readonly queue: Queue<Data, Result>;
  readonly events: QueueEvents;
  readonly redis: Redis;
  /** `redis://HOST:PORT`, for messages. */
  readonly where: string;
  /**
   * Runs `wait` until it settles, or rejects with a RedisLostError as soon as Redis is lost (or
   * could not be reached at all) or the client is closed.
   */
  guard<T>(wait: (lost: Promise<never>) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** How long `close` waits for Redis before dropping the connections. */
const CLOSE_WAIT_MS = 2_000;

/** Opens queue `name` on `connection`; it connects in the background. */
export function openQueueClient<Data, Result>(
  connection: QueueConnection,
  name: string,
): QueueClient<Data, Result> {
  let closing = false;
  // Reconnect while open (a Redis restarting); once closed, stop, so nothing keeps the process.
  const options = {
    ...redisOptions(connection),
    retryStrategy: (times: number) => (closing ? null : Math.min(times * 200, 2_000)),
  };
  const where = `redis://${options.host}:${options.port}`;
  const queue = new Queue<Data, Result>(name, { connection: options });
  const events = new QueueEvents(name, { connection: options });

  // The waits running now hear of a lost connection through these.
  const waiting = new Set<(error: Error) => void>();
  const lose = (what: string) => {
    if (closing) return;
    const error = new RedisLostError(`the job queue lost Redis at ${where} (${what})`);
    for (const fail of waiting) fail(error);
  };
  queue.on("error", (error) => lose(error.message));
  events.on("error", (error) => lose(error.message));
  // Our own connection watches Redis for the others, which go as it goes.
  const redis = new Redis({ ...options, lazyConnect: true });
  redis.on("error", () => undefined);
  redis.on("close", () => lose("connection closed"));
  redis.on("end", () => lose("connection ended"));
  const ready = Promise.all([queue.waitUntilReady(), events.waitUntilReady(), redis.connect()]);
  ready.catch(() => undefined);

  return {
    name,
    queue,
    events,
    redis,
    where,
    async guard(wait) {
      let fail: (error: Error) => void = () => undefined;
      const lost = new Promise<never>((_, reject) => (fail = reject));
      lost.catch(() => undefined);
      waiting.add(fail);
      try {
        await Promise.race([
          ready.catch((error: Error) => {
            throw new RedisLostError(`cannot reach Redis at ${where}: ${error.message}`, {
              cause: error,
            });
          }),
          lost,
        ]);
        return await Promise.race([wait(lost), lost]);
      } finally {
        waiting.delete(fail);
      }
    },
    async close() {
      closing = true;
      for (const fail of waiting) fail(new Error(`the job queue ${name} was closed`));
      redis.disconnect();
      // Closing waits for Redis; with Redis gone, the connections are dropped instead.
      const closed = Promise.all([events.close(), queue.close()]);
      closed.catch(() => undefined);
      const gone = await Promise.race([
        closed.then(
          () => false,
          () => false,
        ),
        new Promise<boolean>((resolve) => setTimeout(resolve, CLOSE_WAIT_MS, true).unref()),
      ]);
      // (Disconnecting waits for Redis too: it is started, not awaited.)
      if (gone) void Promise.all([events.disconnect(), queue.disconnect()]).catch(() => undefined);
    },
  };
}

/**
 * A promise that rejects with `message` once `arm` has not been called again for `timeoutMs`:
 * the guard against waiting for workers that never come. `stop` disarms it.
 */
export function idleGuard(timeoutMs: number, message: () => string) {
  let timer: NodeJS.Timeout | undefined;
  let timedOut: (error: Error) => void = () => undefined;
  const idle = new Promise<never>((_, reject) => (timedOut = reject));
  idle.catch(() => undefined);
  const arm = () => {
    clearTimeout(timer);
    timer = setTimeout(() => timedOut(new Error(message())), Math.max(0, timeoutMs));
  };
  arm();
  return { idle, arm, stop: () => clearTimeout(timer) };
}
