// The analysis, whichever runner searches it: the lines planned once (analysis.ts), answered by a
// runner in this process, on a pool (localRunner.ts) or on a queue's workers (@sightline/ai-queue).
import {
  type AnalysedPosition,
  type AnalysisResult,
  type AnalysisRun,
  type AnalysisRunner,
  type AnalysisSearch,
  planAnalysis,
} from "./analysis.js";
import { localAnalysisRunner } from "./localRunner.js";

/** Options of {@link analysePositions}. */
export interface AnalysisOptions extends AnalysisSearch, AnalysisRun {
  readonly positions: readonly AnalysedPosition[];
  /** Where the searches run (default: this process, `localAnalysisRunner()`). */
  readonly runner?: AnalysisRunner;
}

/**
 * Analyses `positions`, yielding one result per (position, owner) in the order of the list.
 *
 * @example for await (const line of analysePositions({ positions, nodes: 400, seed: 2 })) console.log(JSON.stringify(line));
 */
export async function* analysePositions(
  options: AnalysisOptions,
): AsyncGenerator<AnalysisResult, void, undefined> {
  const runner = options.runner ?? localAnalysisRunner();
  yield* runner.run(planAnalysis(options.positions, options), options);
}
