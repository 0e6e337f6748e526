import * as Comlink from "comlink";
import type { WorkerThread } from "../thread/workerThread.js";
import type { CellGroups, HexBoard } from "../hexBoard.js";
import type { HexFigures, HexScene, SightViewers } from "../hexScene.js";
import type { HexSightExplanation, SquareSightExplanation } from "../explanations.js";
import type { SquareBoard } from "../squareBoard.js";
import type { PlanePairs, PlaneScene, PlaneSightAnswer, PlaneUnits } from "../planeScene.js";
import { type EngineCall, ResidentBoards } from "./residentBoards.js";
import type { AsyncGeometryEngine } from "./workerApi.js";

/**
 * Starts one thread of a {@link GeometryWorker}: the geometry engine exposed in a worker
 * (`nodeThread`, `browserThread` of `@sightline/geometry/thread`). A client may start several in
 * its life, since a thread that dies is replaced.
 */
export type StartWorkerThread = () => WorkerThread<AsyncGeometryEngine>;

/** A call is sent to at most this many threads: one that dies twice on it is not tried again. */
const MOST_TRIES = 2;

type AnswerArray = Int32Array | Uint8Array;

/** A call the client has taken and not yet settled. */
interface Call {
  readonly call: EngineCall;
  /**
   * The caller's answer buffer, sent last. The first send moves it to the thread; a second send
   * (the thread died with it) lends a fresh one of its kind and length instead.
   */
  readonly into: AnswerArray | undefined;
  readonly intoLength: number;
  /** A resident board laid out again in a new thread: the client's own call, not a caller's. */
  readonly relay: boolean;
  /** How many threads it has been sent to. */
  tries: number;
  readonly resolve: (answer: unknown) => void;
  readonly reject: (error: Error) => void;
}

/**
 * Why a call of a {@link GeometryWorker} was not answered: the worker was closed, or died twice on
 * the call. `call` names the method ("hexSightMatrix").
 */
export class GeometryWorkerError extends Error {
  override readonly name = "GeometryWorkerError";
  readonly call: string;

  constructor(call: string, reason: string) {
    super(`${call}: ${reason}`);
    this.call = call;
  }
}

/**
 * The main-thread handle of a geometry worker: the same batch calls as the in-thread engine,
 * answered in another thread. One call answers a whole batch; never call per ray.
 *
 * Every call settles (docs/decisions/002-worker-protocol.md#close-and-death): after
 * {@link close}, pending and later calls reject with a {@link GeometryWorkerError}. When the
 * thread dies (it exits, crashes, runs out of memory, or is terminated from elsewhere) a new one
 * is started, given the resident boards again, and asked the unanswered calls again one at a
 * time; a call that the new thread dies on too rejects, and the others are answered.
 */
export class GeometryWorker implements AsyncGeometryEngine {
  readonly #start: StartWorkerThread;
  /** The running thread; none after a death with nothing left to ask, or once closed. */
  #thread: WorkerThread<AsyncGeometryEngine> | undefined;
  /** Sent to the running thread and not answered yet, in the order sent. */
  #sent: Call[] = [];
  /** Taken and not sent yet: calls wait here while calls go one at a time. */
  #queue: Call[] = [];
  /**
   * Set by a death until every call is answered: calls go one at a time, so a thread that dies
   * again has died on the one call in it.
   */
  #oneAtATime = false;
  /** Threads that died while they laid the resident boards out again, since calls last got answers. */
  #relayDeaths = 0;
  readonly #residents = new ResidentBoards();
  /** Why calls are refused: set by {@link close}, or when the resident boards cannot be laid out. */
  #closed: string | undefined;

  /**
   * Starts the first thread with `start`; later threads, when one dies, come from it too.
   * `startGeometryWorker()` passes the package's own worker script.
   */
  constructor(start: StartWorkerThread) {
    this.#start = start;
    this.#thread = this.#startThread();
  }

  loadHexBoard(board: HexBoard): Promise<void> {
    return this.#call(["loadHexBoard", board]);
  }

  /** With `into`, its buffer goes to the worker and back: use the answer, `into` is detached. */
  hexDistancesFrom(starts: Int32Array, into?: Int32Array): Promise<Int32Array> {
    return this.#call(["hexDistancesFrom", starts], into);
  }

  /** With `into`, its buffer goes to the worker and back: use the answer, `into` is detached. */
  hexDistanceMatrix(from: CellGroups, to: CellGroups, into?: Int32Array): Promise<Int32Array> {
    return this.#call(["hexDistanceMatrix", from, to], into);
  }

  loadHexScene(scene: HexScene): Promise<void> {
    return this.#call(["loadHexScene", scene]);
  }

  placeHexFigures(figures: HexFigures): Promise<void> {
    return this.#call(["placeHexFigures", figures]);
  }

  /** With `into`, its buffer goes to the worker and back: use the answer, `into` is detached. */
  hexSightMatrix(
    viewers: SightViewers,
    targets: Int32Array,
    into?: Uint8Array,
  ): Promise<Uint8Array> {
    return this.#call(["hexSightMatrix", viewers, targets], into);
  }

  hexSightExplain(viewers: SightViewers, targets: Int32Array): Promise<HexSightExplanation[]> {
    return this.#call(["hexSightExplain", viewers, targets]);
  }

  loadSquareBoard(board: SquareBoard): Promise<void> {
    return this.#call(["loadSquareBoard", board]);
  }

  /** With `into`, its buffer goes to the worker and back: use the answer, `into` is detached. */
  squareSightMatrix(
    blocked: Uint8Array,
    viewers: Int32Array,
    targets: Int32Array,
    into?: Uint8Array,
  ): Promise<Uint8Array> {
    return this.#call(["squareSightMatrix", blocked, viewers, targets], into);
  }

  squareSightExplain(
    blocked: Uint8Array,
    viewers: Int32Array,
    targets: Int32Array,
  ): Promise<SquareSightExplanation[]> {
    return this.#call(["squareSightExplain", blocked, viewers, targets]);
  }

  /** With `into`, its buffer goes to the worker and back: use the answer, `into` is detached. */
  squareFieldOfView(blocked: Uint8Array, viewer: number, into?: Uint8Array): Promise<Uint8Array> {
    return this.#call(["squareFieldOfView", blocked, viewer], into);
  }

  loadPlaneScene(scene: PlaneScene): Promise<void> {
    return this.#call(["loadPlaneScene", scene]);
  }

  /**
   * The whole layout crosses to the worker each time (a copy the thread's engine lays out anew):
   * placing only the units changed in place is for an engine in the same thread.
   */
  placePlaneUnits(units: PlaneUnits): Promise<void> {
    return this.#call(["placePlaneUnits", units]);
  }

  planeSightBatch(
    pairs: PlanePairs,
    options?: { readonly explain?: boolean },
  ): Promise<PlaneSightAnswer> {
    return this.#call(["planeSightBatch", pairs, options]);
  }

  /**
   * Stops the worker thread. Calls not answered yet reject, and so do later ones, with a
   * {@link GeometryWorkerError} naming the call. Closing again does nothing.
   */
  async close(): Promise<void> {
    if (this.#closed !== undefined) return;
    const thread = this.#thread;
    this.#refuseAll(
      "the geometry worker is closed",
      "the geometry worker was closed before it answered",
    );
    await thread?.close();
  }

  #call<T>(call: EngineCall, into?: AnswerArray): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      if (this.#closed !== undefined) {
        reject(new GeometryWorkerError(call[0], this.#closed));
        return;
      }
      const intoLength = into?.length ?? 0;
      const taken: Call = {
        call,
        into,
        intoLength,
        relay: false,
        tries: 0,
        resolve: resolve as (answer: unknown) => void,
        reject,
      };
      this.#queue.push(taken);
      this.#pump();
    });
  }

  /** Sends what may go now: every waiting call, or, one at a time, the next once none is out. */
  #pump(): void {
    if (this.#closed !== undefined || this.#queue.length === 0) return;
    this.#thread ??= this.#startThread(this.#residents.layouts());
    while (this.#queue.length > 0 && !(this.#oneAtATime && this.#sent.length > 0)) {
      this.#send(this.#thread, this.#queue.shift()!);
    }
  }

  /** A new thread; `relays` — the resident boards — go ahead of every waiting call. */
  #startThread(relays: readonly EngineCall[] = []): WorkerThread<AsyncGeometryEngine> {
    const thread = this.#start();
    thread.onDeath((why) => this.#died(thread, why));
    const ignore = () => {};
    const relayed = relays.map((call): Call => ({
      call,
      into: undefined,
      intoLength: 0,
      relay: true,
      tries: 0,
      resolve: ignore,
      reject: ignore,
    }));
    this.#queue = relayed.concat(this.#queue);
    return thread;
  }

  #send(thread: WorkerThread<AsyncGeometryEngine>, taken: Call): void {
    taken.tries++;
    this.#sent.push(taken);
    const [method] = taken.call;
    const args: unknown[] = taken.call.slice(1);
    if (taken.into) {
      // A retry cannot lend the caller's buffer again: it went to the thread that died.
      const into = taken.tries === 1 ? taken.into : fresh(taken.into, taken.intoLength);
      args.push(Comlink.transfer(into, [into.buffer]));
    }
    const remote = thread.calls[method] as unknown as (...args: unknown[]) => Promise<unknown>;
    // A thread that died rejects what it held, once this client has heard of the death and
    // sent it again: the answer handler ignores it then.
    // eslint-disable-next-line no-restricted-syntax -- the method's own few arguments
    remote(...args).then(
      (answer) => this.#answered(thread, taken, answer),
      (error: Error) => this.#answered(thread, taken, undefined, error),
    );
  }

  #answered(
    thread: WorkerThread<AsyncGeometryEngine>,
    taken: Call,
    answer: unknown,
    error?: Error,
  ): void {
    // A thread given up on may still answer: its calls have gone to the new one.
    const at = this.#sent.indexOf(taken);
    if (thread !== this.#thread || at < 0) return;
    this.#sent.splice(at, 1);
    if (error) {
      taken.reject(error);
    } else {
      this.#residents.answered(taken.call);
      if (!taken.relay) this.#relayDeaths = 0;
      taken.resolve(answer);
    }
    if (this.#sent.length === 0 && this.#queue.length === 0) this.#oneAtATime = false;
    this.#pump();
  }

  #died(thread: WorkerThread<AsyncGeometryEngine>, why: string): void {
    if (thread !== this.#thread || this.#closed !== undefined) return;
    this.#thread = undefined;
    this.#oneAtATime = true;
    const unanswered = this.#sent;
    this.#sent = [];
    // Relays are made again from the resident boards when the next thread starts.
    this.#queue = this.#queue.filter((taken) => !taken.relay);
    if (unanswered.some((taken) => taken.relay) && ++this.#relayDeaths >= MOST_TRIES) {
      this.#refuseAll(
        `the geometry worker is closed: it died twice laying out the resident boards again (${why})`,
      );
      return;
    }
    const again = unanswered.filter((taken) => {
      if (taken.relay) return false;
      if (taken.tries < MOST_TRIES) return true;
      const [method] = taken.call;
      taken.reject(
        new GeometryWorkerError(
          method,
          `the geometry worker died ${taken.tries} times answering this call (${why}); it is not sent again`,
        ),
      );
      return false;
    });
    // Ahead of the waiting calls, in their order: a concat, not a spread of every call.
    this.#queue = again.concat(this.#queue);
    this.#pump();
  }

  /** Refuses every call from now on with `reason`, and those not answered with `pending`. */
  #refuseAll(reason: string, pending = reason): void {
    this.#closed = reason;
    this.#thread = undefined;
    for (const taken of [...this.#sent, ...this.#queue]) {
      taken.reject(new GeometryWorkerError(taken.call[0], pending));
    }
    this.#sent = [];
    this.#queue = [];
  }
}

/** A new answer buffer of the same kind and length as `into`. */
function fresh(into: AnswerArray, length: number): AnswerArray {
  return into instanceof Int32Array ? new Int32Array(length) : new Uint8Array(length);
}
