// The analysis's searches on this machine: in this thread, or each on a search thread of a pool
// (`@sightline/ai/pool`'s `SearchPool`), one line after another in the list's order.
import { type Position, type QueryError, openBattle } from "@sightline/rules";
import { type CardTurnAnswer, type CardTurnQuery, bestCardTurn } from "../turn/cardTurn.js";
import type {
  AnalysisLine,
  AnalysisRequest,
  AnalysisResult,
  AnalysisRun,
  AnalysisRunner,
} from "./analysis.js";

/** Searches a best card turn off this thread: a `SearchPool` is one. */
export interface CardTurnSearcher {
  /** An owner's best card turn on `scenario` (JSON text). */
  bestCardTurn(scenario: string, query: CardTurnQuery): Promise<CardTurnAnswer | QueryError>;
}

/** Options of {@link localAnalysisRunner}. */
export interface LocalAnalysisRunnerOptions {
  /**
   * Runs each line's search on this pool's thread (its caller closes it); absent: in this
   * thread, where a cancel also stops the line being searched.
   */
  readonly pool?: CardTurnSearcher;
}

/**
 * The runner that searches the lines here, one after another: the same lines, in the same
 * order, as through the queue.
 *
 * @example for await (const line of analysePositions({ positions, runner: localAnalysisRunner() })) print(line);
 */
export function localAnalysisRunner(options: LocalAnalysisRunnerOptions = {}): AnalysisRunner {
  const search = options.pool === undefined ? inThisThread() : onPool(options.pool);
  return {
    async *run(lines: readonly AnalysisLine[], run: AnalysisRun): AsyncGenerator<AnalysisResult> {
      let done = 0;
      for (const line of lines) {
        if (run.signal?.aborted) return;
        done++;
        if (line.answer) {
          yield line.answer;
          continue;
        }
        const request = line.request!;
        const answer = await search(request, run.signal);
        if (run.signal?.aborted) return;
        run.onProgress?.(done, lines.length);
        yield { position: line.position, owner: request.owner, answer };
      }
    },
  };
}

/** How a runner searches one line's request. */
type LineSearch = (
  request: AnalysisRequest,
  signal: AbortSignal | undefined,
) => Promise<CardTurnAnswer | QueryError>;

/** Searches in this thread; a position's lines follow each other, so its battle opens once. */
function inThisThread(): LineSearch {
  let opened: { scenario: string; position: Position } | undefined;
  return async ({ scenario, owner, depth, nodes, seed }, signal) => {
    if (opened?.scenario !== scenario) {
      opened = { scenario, position: (await openBattle(JSON.parse(scenario))).position() };
    }
    return bestCardTurn(opened.position, { owner, depth, nodes, seed }, { signal });
  };
}

/** Searches on a pool's thread, which keeps the battles of the scenarios it saw last. */
function onPool(pool: CardTurnSearcher): LineSearch {
  return ({ scenario, owner, depth, nodes, seed }) =>
    pool.bestCardTurn(scenario, { owner, depth, nodes, seed });
}
