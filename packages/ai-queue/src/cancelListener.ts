// How a queue worker hears that a search was cancelled (cancelKey.ts): a message on the cancel
// channel aborts the tasks of that search running here, and a task about to start asks first
// whether its search was cancelled, by message or, before this worker listened, by key.
import { Redis } from "ioredis";
import { cancelChannel, cancelKey } from "./cancelKey.js";
import type { RedisConnectionOptions } from "./connection.js";

/** A worker's ear on its queue's cancels. */
export interface CancelListener {
  /** Whether search `search` was cancelled: heard here, or its cancel key set in Redis. */
  isCancelled(search: string): Promise<boolean>;
  /**
   * Aborts `controller` when search `search`'s cancel is heard, until the returned function is
   * called (when the task it stops has ended).
   */
  follow(search: string, controller: AbortController): () => void;
  /** Stops listening and drops the connections. */
  close(): void;
}

/** Search ids recently cancelled, as this worker heard them. */
const KEPT_CANCELS = 256;

/**
 * Listens to the cancels of queue `queueName`, on two connections of its own (a subscribed
 * connection can send nothing else). Redis errors are the clients' to retry, never thrown.
 *
 * @example const cancels = listenForCancels(redisOptions(url), "sightline-turn"); … cancels.close();
 */
export function listenForCancels(
  connection: RedisConnectionOptions,
  queueName: string,
): CancelListener {
  const running = new Map<string, Set<AbortController>>();
  const cancelled = new Set<string>();
  const subscriber = new Redis(connection);
  const commands = new Redis(connection);
  commands.on("error", () => undefined);
  subscriber.on("error", () => undefined);
  void subscriber.subscribe(cancelChannel(queueName)).catch(() => undefined);
  subscriber.on("message", (_channel: string, search: string) => {
    cancelled.add(search);
    if (cancelled.size > KEPT_CANCELS) cancelled.delete(cancelled.values().next().value!);
    for (const controller of running.get(search) ?? []) controller.abort();
  });
  return {
    async isCancelled(search) {
      return cancelled.has(search) || (await commands.exists(cancelKey(queueName, search))) > 0;
    },
    follow(search, controller) {
      const mine = running.get(search) ?? new Set();
      running.set(search, mine.add(controller));
      return () => {
        mine.delete(controller);
        if (mine.size === 0) running.delete(search);
      };
    },
    close() {
      subscriber.disconnect();
      commands.disconnect();
    },
  };
}
