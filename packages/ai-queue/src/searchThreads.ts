// A queue worker's search threads: one `SearchPool` of one thread per job taken at once, so each
// job's synchronous search runs off the event loop that renews the job's lock.
import { type SearchPool, createSearchPool } from "@sightline/ai/pool";

/** The threads a worker's jobs run on; each job holds one for as long as it runs. */
export interface SearchThreads {
  /** Runs `work` on a free thread, which is free again once `work` settles. */
  use<T>(work: (thread: SearchPool) => Promise<T>): Promise<T>;
  /** Stops every thread. */
  close(): Promise<void>;
}

/**
 * `count` search threads, one per job a worker takes at once: BullMQ never runs more jobs than
 * its concurrency, so a job always finds one free.
 *
 * @example const threads = openSearchThreads(2); await threads.use((thread) => thread.bestCardTurn(scenario, { owner: "red" }));
 */
export function openSearchThreads(count: number): SearchThreads {
  // A pool runs one job at a time, so each thread is a pool of its own.
  const all = Array.from({ length: count }, () => createSearchPool({ size: 1 }));
  const free = [...all];
  return {
    async use(work) {
      const thread = free.pop()!;
      try {
        return await work(thread);
      } finally {
        free.push(thread);
      }
    },
    async close() {
      await Promise.all(all.map((thread) => thread.close()));
    },
  };
}
