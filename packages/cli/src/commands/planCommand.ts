// `sightline plan FILE --owner P (--card C | --attacker ID)`: the AI's best turn (the `turn`
// query: HeroScape's card, the other games' activation of one figure), as JSON or in words
// (docs/rules/ai.md). A long search shows its progress on stderr, and Ctrl-C stops it with the
// best found so far.
import { createSearchPool } from "@sightline/ai/pool";
import { createQueueRunner } from "@sightline/ai-queue";
import { type SearchProgress, type TaskRunner, answer } from "@sightline/ai";
import { type Battle, openBattle } from "@sightline/rules";
import { type Command, EXIT_INTERRUPTED, type Output } from "../command.js";
import { positiveNumberFlag, wholeNumberFlag } from "../numberFlags.js";
import { progressBar, progressLine } from "../progressLine.js";
import { InputError } from "../readJson.js";
import { redisFlag } from "../redisFlag.js";
import { describePlan } from "./describePlan.js";
import { printReply } from "./printReply.js";

/** The `plan` row of the command table. */
export const planCommand: Command = {
  name: "plan",
  operands: ["FILE"],
  flags: {
    owner: { type: "string" },
    card: { type: "string" },
    attacker: { type: "string" },
    depth: { type: "string" },
    nodes: { type: "string" },
    seed: { type: "string" },
    "time-ms": { type: "string" },
    workers: { type: "string" },
    redis: { type: "string" },
    explain: { type: "boolean" },
    json: { type: "boolean" },
  },
  // The search's flags are listed in the help: the whole synopsis would not fit a line.
  usage: "--owner P (--card C | --attacker ID) [FLAGS]",
  summary: "the AI's best turn: a HeroScape card's, another game's figure's activation",
  help: `The AI's best turn (docs/rules/ai.md, the turn query): in HeroScape owner P's card C (its
figures move, then attack); in Arcadia Quest and Arcane Legions one activation of figure ID
(Arcadia Quest: move then attack, attack then move, or one of them; Arcane Legions: a pose of
its move lattice, then its best attack). FILE may be - to read the scenario from stdin. FLAGS:

  --owner P        whose turn it is (required)
  --card C         HeroScape: the card whose figures move and attack
  --attacker ID    Arcadia Quest, Arcane Legions: the figure that activates
  --depth D        turns of lookahead (the next owners reply), a whole number of 1 or more
  --nodes N        stop the search after N nodes (the best found so far)
  --seed S         the search's seed (an integer or a word)
  --time-ms T      stop the search after T milliseconds
  --workers N      split the search over N worker threads (the same answer)
  --redis URL      send the search's tasks to \`sightline worker --redis URL\` processes
  --explain        also list the alternatives, best first: HeroScape the best turns the
                   search weighed, the other games every attack the figure could make
  --json           print the answer's JSON (the turn or plan answer)

Ctrl-C stops a search and prints the best found so far ("complete": false); a second Ctrl-C
quits at once (exit 130). A search longer than a second draws a progress line on stderr when
stderr is a terminal (SIGHTLINE_PROGRESS=1 anywhere, =0 never). A query the AI cannot answer
(a card the owner does not have) is printed on stderr, exit 2.`,
  async run({ operands: [file = ""], flags, readJson, output }) {
    const battle = await openBattle(await readJson(file));
    return printPlan(battle, flags as PlanFlags, output);
  },
};

/** The flags `plan` reads, as `parseArgs` gives them. */
export interface PlanFlags {
  readonly owner?: string;
  readonly card?: string;
  readonly attacker?: string;
  readonly depth?: string;
  readonly nodes?: string;
  readonly seed?: string;
  readonly "time-ms"?: string;
  readonly workers?: string;
  readonly redis?: string;
  readonly explain?: boolean;
  readonly json?: boolean;
}

/** A search shows its progress only once it has run this long. */
const PROGRESS_AFTER_MS = 1000;

/** The query the flags ask for on `battle`'s game; a wrong or missing flag is an InputError. */
export function planQuery(battle: Battle, flags: PlanFlags): Record<string, unknown> {
  const owner = flags.owner;
  if (!owner) throw new InputError("plan needs --owner P: whose turn it is");
  // docs/rules/ai.md#explanations: the answer lists its alternatives.
  const explain = flags.explain === true ? { explain: true } : {};
  if (flags.card !== undefined && flags.attacker !== undefined) {
    throw new InputError("plan takes --card or --attacker, not both");
  }
  const heroscape = battle.game === "heroscape";
  if (heroscape && flags.card === undefined) {
    throw new InputError(
      "plan in HeroScape needs --card C: the card whose figures move and attack (a figure without a card is its own card, named by its id)",
    );
  }
  if (!heroscape && flags.attacker === undefined) {
    throw new InputError(`plan in ${battle.game} needs --attacker ID: the figure that activates`);
  }
  const depth = wholeNumberFlag(flags.depth, "--depth", 1);
  const nodes = wholeNumberFlag(flags.nodes, "--nodes", 1);
  const ms = positiveNumberFlag(flags["time-ms"], "--time-ms");
  const seed = flags.seed === undefined ? undefined : seedOf(flags.seed);
  return {
    q: "turn",
    owner,
    ...(heroscape ? { card: flags.card } : { attacker: flags.attacker }),
    ...(depth === undefined ? {} : { depth }),
    ...(nodes === undefined ? {} : { nodes }),
    ...(seed === undefined ? {} : { seed }),
    ...(ms === undefined ? {} : { ms }),
    ...explain,
  };
}

/**
 * Answers the plan the flags ask for and prints it; returns the exit status (2 for a query
 * error, printed on stderr the way `sightline targets` prints one).
 */
export async function printPlan(battle: Battle, flags: PlanFlags, output: Output): Promise<number> {
  const query = planQuery(battle, flags);
  const workers = wholeNumberFlag(flags.workers, "--workers", 1);
  const pool = runnerFor(workers, flags.redis);
  const controller = new AbortController();
  const progress = searchProgress(query, output);
  const stop = onInterrupt(controller, () => {
    progress.clear();
    output.err("sightline: interrupted: printing the best found so far (Ctrl-C again to quit)");
  });
  let reply;
  try {
    reply = await answer(battle, query as never, {
      signal: controller.signal,
      onProgress: progress.draw,
      ...(pool.runner ? { runner: pool.runner } : {}),
    });
  } finally {
    stop();
    progress.clear();
    await pool.close();
  }
  const stoppedBy = controller.signal.aborted ? "Ctrl-C" : "its budget";
  return printReply(reply, flags.json === true, (r) => describePlan(query, r, stoppedBy), output);
}

/** A pool of `--workers` search workers, or none (the search runs in this thread). */
export interface SearchRunner {
  readonly runner: TaskRunner | undefined;
  close(): Promise<void>;
}

/**
 * `--workers N`: a pool of N search workers (worker_threads) that split the search's tasks;
 * `--redis URL`: the tasks as jobs on the queue that `sightline worker --redis URL` processes
 * take. Either way the answer is the same as in this thread, where the search runs without them.
 */
export function runnerFor(workers: number | undefined, redis?: string): SearchRunner {
  if (redis !== undefined) {
    if (workers !== undefined) {
      throw new InputError("plan takes --workers or --redis, not both");
    }
    const queue = createQueueRunner({ connection: redisFlag(redis) });
    return { runner: queue, close: () => queue.close() };
  }
  if (workers === undefined) return { runner: undefined, close: async () => {} };
  const pool = createSearchPool({ size: workers });
  return { runner: pool, close: () => pool.close() };
}

/**
 * Ctrl-C while the search runs: the first stops it (the answer is the best so far,
 * `complete: false`), the second exits at once with 130. Returns the function that stops
 * listening.
 */
export function onInterrupt(controller: AbortController, said: () => void): () => void {
  const listener = () => {
    if (controller.signal.aborted) process.exit(EXIT_INTERRUPTED);
    controller.abort();
    said();
  };
  process.on("SIGINT", listener);
  return () => process.off("SIGINT", listener);
}

/** The progress line of a turn search: drawn after a second, cleared at the end. */
function searchProgress(
  query: Record<string, unknown>,
  output: Output,
): { draw: (progress: SearchProgress) => void; clear: () => void } {
  const line = progressLine(output);
  return {
    draw: (progress) => {
      if (progress.elapsedMs < PROGRESS_AFTER_MS) return;
      line.draw(describeProgress(progress, query.nodes as number | undefined));
    },
    clear: line.clear,
  };
}

/**
 * One line of progress: a bar when the search has a budget (time left when it has `ms`, else
 * nodes out of `nodes`), the nodes, the best score so far and the time left.
 */
export function describeProgress(progress: SearchProgress, nodeBudget?: number): string {
  const { nodes, best, elapsedMs, msLeft } = progress;
  const done =
    msLeft !== undefined
      ? elapsedMs / (elapsedMs + msLeft)
      : nodeBudget !== undefined
        ? nodes / nodeBudget
        : undefined;
  const bar = done === undefined ? "" : `${progressBar(done)} `;
  const left = msLeft === undefined ? "" : ` · ${(msLeft / 1000).toFixed(1)} s left`;
  return `${bar}${nodes.toLocaleString("en")} nodes · best value ${fixed(best.value)}, wounds ${fixed(best.wounds)}${left}`;
}

function fixed(n: number): string {
  return String(Math.round(n * 1e4) / 1e4);
}

/** A seed as the query takes it: an integer stays a number, anything else is a string seed. */
export function seedOf(value: string): number | string {
  return /^-?\d+$/.test(value) && Number.isSafeInteger(Number(value)) ? Number(value) : value;
}
