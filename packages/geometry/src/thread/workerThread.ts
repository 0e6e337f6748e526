// One worker thread as the thread that started it sees it (docs/decisions/002-worker-protocol.md):
// its calls through Comlink, close, and death. Comlink alone never answers a call to a thread that
// has died, so every call here races the thread's end and rejects naming the worker: no hang.
// Knows nothing of what the thread computes; nodeThread.ts and browserThread.ts make one.
import * as Comlink from "comlink";

/** Why a call to a {@link WorkerThread} was not answered: the thread died, or was closed. */
export class WorkerThreadError extends Error {
  override readonly name = "WorkerThreadError";
  /** The worker's name, as its thread was given it ("search worker"). */
  readonly worker: string;

  constructor(worker: string, message: string) {
    super(message);
    this.worker = worker;
  }
}

/** What one platform's worker gives a {@link WorkerThread}: made by nodeThread.ts, browserThread.ts. */
export interface ThreadEnds {
  /** The worker's end of the messages, for Comlink. */
  readonly endpoint: Comlink.Endpoint;
  /** Calls `died` once when the worker ends by itself, saying why ("it exited with code 9"). */
  watch(died: (why: string) => void): void;
  terminate(): unknown;
  /** Whether the thread may keep the process alive (Node); absent where it never does. */
  hold?(alive: boolean): void;
}

/** A method of `Api`: a key whose value is a function. */
export type MethodOf<Api> = {
  [K in keyof Api]: Api[K] extends (...args: never[]) => unknown ? K : never;
}[keyof Api] &
  string;

/**
 * `Api`'s methods as the thread's caller has them: each answers a promise. A method that already
 * answers one keeps its own type, generics and all.
 */
export type ThreadCalls<Api> = {
  readonly [K in MethodOf<Api>]: Api[K] extends (...args: never[]) => Promise<unknown>
    ? Api[K]
    : Api[K] extends (...args: infer A) => infer R
      ? (...args: A) => Promise<Awaited<R>>
      : never;
};

/** Where a thread is in its life. */
export type ThreadState = "running" | "dead" | "closed";

/**
 * A started worker thread exposing `Api` (with {@link exposeThread} at the top of its script).
 * Every call settles: when the thread dies — it exits, crashes, fails to load, is terminated
 * from elsewhere — the calls it has not answered and every later one reject with a
 * {@link WorkerThreadError} saying "the <name> stopped: <why>"; after {@link close}, "the <name>
 * was closed before it answered" and "the <name> is closed". A dead thread is not restarted:
 * start another (its owner decides when).
 *
 * @example const thread = nodeThread<SearchWorkerApi>(script, { name: "search worker" }); await thread.calls.run(1, 0);
 */
export class WorkerThread<Api extends object> {
  /** The worker's name in errors ("search worker"). */
  readonly name: string;
  /** `Api`'s methods, each a call into the thread. Not a thenable: `await` does not call it. */
  readonly calls: ThreadCalls<Api>;
  readonly #ends: ThreadEnds;
  readonly #remote: Comlink.Remote<Api>;
  #state: ThreadState = "running";
  /** Why later calls are refused, once the thread is dead or closed. */
  #refusal: WorkerThreadError | undefined;
  /** Why the thread died, once it has. */
  #why = "";
  readonly #deathListeners: ((why: string) => void)[] = [];
  /** Rejects when the thread ends, which every pending call races. */
  readonly #ended: Promise<never>;
  #end: (error: WorkerThreadError) => void = () => {};

  constructor(name: string, ends: ThreadEnds) {
    this.name = name;
    this.#ends = ends;
    this.#remote = Comlink.wrap<Api>(ends.endpoint);
    this.#ended = new Promise<never>((_, reject) => (this.#end = reject));
    // Handled by the calls that race it; with none pending it is no one's error.
    this.#ended.catch(() => {});
    ends.watch((why) => this.#died(why));
    this.calls = new Proxy({} as ThreadCalls<Api>, {
      get: (_, method) => {
        if (typeof method !== "string" || method === "then") return undefined;
        return (...args: unknown[]) => this.#send(method, args);
      },
    });
  }

  /** Running; dead (it ended by itself); or closed. */
  get state(): ThreadState {
    return this.#state;
  }

  /**
   * Calls `listener` with why, when the thread dies by itself (not when it is closed). It hears of
   * the death before any pending call rejects; added after the death, it is called at once.
   */
  onDeath(listener: (why: string) => void): void {
    if (this.#state === "dead") listener(this.#why);
    else if (this.#state === "running") this.#deathListeners.push(listener);
  }

  /** Whether the thread may keep a Node process alive (it does when started, unless told not). */
  hold(alive: boolean): void {
    if (this.#state === "running") this.#ends.hold?.(alive);
  }

  /**
   * Stops the thread: calls not answered yet reject with "the <name> was closed before it
   * answered", later ones with "the <name> is closed". Closing again, or a dead thread, does
   * nothing more.
   */
  async close(): Promise<void> {
    if (this.#state !== "running") return;
    this.#state = "closed";
    this.#refusal = new WorkerThreadError(this.name, `the ${this.name} is closed`);
    this.#end(new WorkerThreadError(this.name, `the ${this.name} was closed before it answered`));
    await this.#ends.terminate();
  }

  #send(method: string, args: unknown[]): Promise<unknown> {
    if (this.#refusal) return Promise.reject(this.#refusal);
    const remote = this.#remote[method as keyof Comlink.Remote<Api>] as unknown as (
      ...args: unknown[]
    ) => Promise<unknown>;
    // eslint-disable-next-line no-restricted-syntax -- the method's own few arguments
    return Promise.race([remote(...args), this.#ended]);
  }

  #died(why: string): void {
    if (this.#state !== "running") return;
    this.#state = "dead";
    this.#why = why;
    this.#refusal = new WorkerThreadError(this.name, `the ${this.name} stopped: ${why}`);
    for (const listener of this.#deathListeners.splice(0)) listener(why);
    this.#end(this.#refusal);
  }
}
