// How a game's scenario is validated (docs/rules/scenario.md): the shared machinery each game's
// module fills in with its schema, its cross-checks and its list limits. The schema's problems and
// the cross-checks' problems are reported together, every one found.
import type { z } from "zod";
import { MAX_PROBLEMS } from "../limits.js";
import { field } from "./common.js";
import { type ListLimit, oversizeLists } from "./listSizes.js";
import { type Problem, capProblems, errorMap, issuesToProblems, pointer } from "./problems.js";

/** A scenario checked: the scenario, typed, or every problem found. */
export type ScenarioCheck<S> = { ok: true; scenario: S } | { ok: false; problems: Problem[] };

/** How one game's scenario is validated. */
export interface ScenarioValidation<S, P> {
  readonly schema: z.ZodType<S>;
  /** The elements the cross-checks read, from a scenario that parsed. */
  readonly parts: (scenario: S) => P;
  /** The same elements, from raw input whose schema failed: each kept if it parses alone. */
  readonly salvage: (raw: Readonly<Record<string, unknown>>) => P;
  readonly check: (parts: P) => Problem[];
  /** Every list's (and board row's) most entries, checked before anything else. */
  readonly lists: readonly ListLimit[];
  /** The top-level lists whose entries are checked one at a time first (see {@link scenarioCheck}). */
  readonly entries: readonly EntryList[];
  /** Why a `dice` field is refused, for games whose dice cannot be overridden. */
  readonly fixedDice?: string;
}

/** A list of a scenario at `path` (plain fields, no `*`) and the schema of each entry. */
export interface EntryList {
  readonly path: readonly string[];
  readonly schema: z.ZodType;
}

/**
 * The check of one game's scenarios, from how they are validated: what a `GameModule` holds, so
 * the registry needs no switch over the games.
 */
export function scenarioCheck<S, P>(
  validation: ScenarioValidation<S, P>,
): (raw: Readonly<Record<string, unknown>>) => ScenarioCheck<S> {
  return (raw) => run(raw, validation);
}

function run<S, P>(
  raw: Readonly<Record<string, unknown>>,
  rules: ScenarioValidation<S, P>,
): ScenarioCheck<S> {
  const problems: Problem[] = [];
  let body = raw;
  if (rules.fixedDice !== undefined && Object.hasOwn(raw, "dice")) {
    // A dedicated reason beats "unknown field": the field exists, just not for this game.
    problems.push({ path: "/dice", reason: rules.fixedDice });
    const rest = { ...raw };
    delete rest.dice;
    body = rest;
  }
  // docs/rules/limits.md: lists past their limits are refused before any entry is looked at.
  const oversize = oversizeLists(body, rules.lists);
  if (oversize.length > 0) return fail(problems.concat(oversize));
  // The schema holds every problem it finds at once, a few hundred bytes each; a list of a
  // hundred thousand bad entries would hold millions. So the entries are first checked one at a
  // time, and validation stops at MAX_PROBLEMS. Under that, the whole parse below finds them
  // again, each in its place among the others.
  const early = entryProblems(body, rules.entries, MAX_PROBLEMS - problems.length);
  if (early.stopped) return fail(problems.concat(early.problems), true);
  const parsed = rules.schema.safeParse(body, { reportInput: true, error: errorMap });
  if (parsed.success) {
    const checked = problems.concat(rules.check(rules.parts(parsed.data)));
    return checked.length === 0 ? { ok: true, scenario: parsed.data } : fail(checked);
  }
  return fail(
    problems.concat(issuesToProblems(parsed.error.issues), rules.check(rules.salvage(body))),
  );
}

/**
 * The problems of the entries of `lists`, each entry checked alone, until `budget` are found
 * (`stopped`: some entries were not checked).
 */
function entryProblems(
  raw: Readonly<Record<string, unknown>>,
  lists: readonly EntryList[],
  budget: number,
): { problems: Problem[]; stopped: boolean } {
  const problems: Problem[] = [];
  for (const { path, schema } of lists) {
    const list = path.reduce<unknown>((value, key) => field(value, key), raw);
    if (!Array.isArray(list)) continue;
    for (let i = 0; i < list.length; i++) {
      const parsed = schema.safeParse(list[i], { reportInput: true, error: errorMap });
      if (parsed.success) continue;
      const at = [...path, String(i)];
      for (const problem of issuesToProblems(parsed.error.issues)) {
        problems.push({ path: pointer(at) + problem.path, reason: problem.reason });
      }
      if (problems.length >= budget) return { problems, stopped: true };
    }
  }
  return { problems, stopped: false };
}

/** A refusal listing at most MAX_PROBLEMS problems (`stopped`: validation stopped there). */
function fail(problems: Problem[], stopped = false): { ok: false; problems: Problem[] } {
  return { ok: false, problems: capProblems(problems, stopped) };
}
