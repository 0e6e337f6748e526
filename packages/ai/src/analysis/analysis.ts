// Batch analysis (issue 13): each owner's best card turn (`bestCardTurn`) on each position of a
// list, one line per (position, owner) in the list's order. The lines are planned here, once;
// where their searches run is a runner's business (analysePositions.ts), and every runner gives
// the same lines.
import { type Problem, type QueryError, checkScenario } from "@sightline/rules";
import type { CardTurnAnswer } from "../turn/cardTurn.js";

/** A position to analyse: a HeroScape scenario with its figures placed, and a name for it. */
export interface AnalysedPosition {
  readonly id: string;
  readonly scenario: unknown;
}

/** What is searched on each position: whose turns, how deep, with how many positions. */
export interface AnalysisSearch {
  /** The owners whose best turn is asked on each position (default: every owner, in order). */
  readonly owners?: readonly string[];
  /** Owners' turns searched (default 1). */
  readonly depth?: number;
  /** Positions evaluated per line, shared among the owner's cards; absent: no limit. */
  readonly nodes?: number;
  readonly seed?: number | string;
}

/** How a caller follows and stops a run. */
export interface AnalysisRun {
  /** Stops the analysis: lines not yet searched are not (a queue removes their jobs). */
  readonly signal?: AbortSignal;
  /** Hears each line finishing: lines done so far, and in all. */
  readonly onProgress?: (done: number, total: number) => void;
}

/**
 * One search of an analysis: an owner's best card turn on a position (the scenario as JSON
 * text, so it crosses to a thread or a machine as it is).
 */
export interface AnalysisRequest {
  /** The position's id, as the caller named it. */
  readonly position: string;
  /** The position, as JSON text (checked). */
  readonly scenario: string;
  readonly owner: string;
  readonly depth?: number;
  readonly nodes?: number;
  readonly seed?: number | string;
}

/** A line of an analysis as planned: its search, or its answer when it needs none. */
export interface AnalysisLine {
  readonly position: string;
  /** Absent when the line is answered already (its position is invalid). */
  readonly request?: AnalysisRequest;
  readonly answer?: AnalysisResult;
}

/** One line of an analysis: an owner's best card turn on a position, or why there is none. */
export interface AnalysisResult {
  readonly position: string;
  /** Absent when the position itself is invalid. */
  readonly owner?: string;
  readonly answer: CardTurnAnswer | QueryError | InvalidPosition | FailedJob;
}

/** A position that is not a valid scenario: its problems, as `sightline check` gives them. */
export interface InvalidPosition {
  readonly error: "invalid-scenario";
  readonly problems: readonly Problem[];
}

/** A queued search that failed on every attempt (its worker threw, or it stalled too often). */
export interface FailedJob {
  readonly error: "job-failed";
  readonly reason: string;
}

/**
 * Where an analysis's searches run. A runner answers the planned lines and yields one result per
 * line in the lines' order (an answered line as it is), whoever searched what; it stops early
 * when `run.signal` aborts, and reports lines done through `run.onProgress`.
 */
export interface AnalysisRunner {
  run(lines: readonly AnalysisLine[], run: AnalysisRun): AsyncIterable<AnalysisResult>;
}

/**
 * The lines of an analysis, in order: each valid position's (position, owner) searches, and each
 * invalid position's answer. Every runner runs these lines.
 *
 * @example const lines = planAnalysis([{ id: "start", scenario }], { owners: ["red"] });
 */
export function planAnalysis(
  positions: readonly AnalysedPosition[],
  search: AnalysisSearch,
): AnalysisLine[] {
  return positions.flatMap((position) => linesOf(position, search));
}

function linesOf(position: AnalysedPosition, search: AnalysisSearch): AnalysisLine[] {
  const checked = checkScenario(position.scenario);
  if (!checked.ok) {
    const answer = { error: "invalid-scenario", problems: checked.problems } as const;
    return [{ position: position.id, answer: { position: position.id, answer } }];
  }
  const owners = search.owners ?? [...new Set(checked.scenario.figures.map((f) => f.owner))];
  const scenario = JSON.stringify(checked.scenario);
  return owners.map((owner) => ({
    position: position.id,
    request: {
      position: position.id,
      scenario,
      owner,
      ...(search.depth === undefined ? {} : { depth: search.depth }),
      ...(search.nodes === undefined ? {} : { nodes: search.nodes }),
      ...(search.seed === undefined ? {} : { seed: search.seed }),
    },
  }));
}
