// Scenario validation for all three games (docs/rules/scenario.md): the game picks the schema, the
// schema's problems and the cross-checks' problems are reported together, every one found.
import type { z } from "zod";
import { MAX_PROBLEMS } from "../limits.js";
import { arcadiaQuestLists, checkArcadiaQuest } from "./arcadiaQuestChecks.js";
import {
  type ArcadiaQuestScenario,
  arcadiaQuestEdgeSchema,
  arcadiaQuestFigureSchema,
  arcadiaQuestParts,
  arcadiaQuestScenarioSchema,
  salvageArcadiaQuestParts,
} from "./arcadiaQuestSchema.js";
import { arcaneLegionsLists, checkArcaneLegions } from "./arcaneLegionsChecks.js";
import {
  type ArcaneLegionsScenario,
  arcaneLegionsFigureSchema,
  arcaneLegionsParts,
  arcaneLegionsScenarioSchema,
  salvageArcaneLegionsParts,
  terrainPieceSchema,
} from "./arcaneLegionsSchema.js";
import { field } from "./common.js";
import { checkHeroscape, heroscapeLists } from "./heroscapeChecks.js";
import {
  type HeroscapeScenario,
  heroscapeFigureSchema,
  heroscapeObstacleSchema,
  heroscapeParts,
  heroscapeScenarioSchema,
  heroscapeSpaceSchema,
  salvageHeroscapeParts,
} from "./heroscapeSchema.js";
import { type ListLimit, oversizeLists } from "./listSizes.js";
import {
  capProblems,
  describe,
  errorMap,
  issuesToProblems,
  pointer,
  type Problem,
  ScenarioError,
} from "./problems.js";

/** A scenario of any of the three games, told apart by `game`. */
export type Scenario = HeroscapeScenario | ArcadiaQuestScenario | ArcaneLegionsScenario;

/** How one game's scenario is validated. */
interface GameRules<S, P> {
  readonly schema: z.ZodType<S>;
  /** The elements the cross-checks read, from a scenario that parsed. */
  readonly parts: (scenario: S) => P;
  /** The same elements, from raw input whose schema failed: each kept if it parses alone. */
  readonly salvage: (raw: Readonly<Record<string, unknown>>) => P;
  readonly check: (parts: P) => Problem[];
  /** Every list's (and board row's) most entries, checked before anything else. */
  readonly lists: readonly ListLimit[];
  /** The top-level lists whose entries are checked one at a time first (see {@link run}). */
  readonly entries: readonly EntryList[];
  /** Why a `dice` field is refused, for games whose dice cannot be overridden. */
  readonly fixedDice?: string;
}

/** A list of a scenario at `path` (plain fields, no `*`) and the schema of each entry. */
interface EntryList {
  readonly path: readonly string[];
  readonly schema: z.ZodType;
}

const HEROSCAPE: GameRules<HeroscapeScenario, ReturnType<typeof heroscapeParts>> = {
  schema: heroscapeScenarioSchema,
  parts: heroscapeParts,
  salvage: salvageHeroscapeParts,
  check: checkHeroscape,
  lists: heroscapeLists,
  entries: [
    { path: ["board", "spaces"], schema: heroscapeSpaceSchema },
    { path: ["board", "obstacles"], schema: heroscapeObstacleSchema },
    { path: ["figures"], schema: heroscapeFigureSchema },
  ],
  // docs/rules/heroscape.md#attack: the combat die is fixed (three skulls, two shields, one blank).
  fixedDice: "heroscape dice have fixed faces",
};

const ARCADIA_QUEST: GameRules<ArcadiaQuestScenario, ReturnType<typeof arcadiaQuestParts>> = {
  schema: arcadiaQuestScenarioSchema,
  parts: arcadiaQuestParts,
  salvage: salvageArcadiaQuestParts,
  check: checkArcadiaQuest,
  lists: arcadiaQuestLists,
  entries: [
    { path: ["board", "edges"], schema: arcadiaQuestEdgeSchema },
    { path: ["figures"], schema: arcadiaQuestFigureSchema },
  ],
};

const ARCANE_LEGIONS: GameRules<ArcaneLegionsScenario, ReturnType<typeof arcaneLegionsParts>> = {
  schema: arcaneLegionsScenarioSchema,
  parts: arcaneLegionsParts,
  salvage: salvageArcaneLegionsParts,
  check: checkArcaneLegions,
  lists: arcaneLegionsLists,
  entries: [
    { path: ["board", "terrain"], schema: terrainPieceSchema },
    { path: ["figures"], schema: arcaneLegionsFigureSchema },
  ],
  // docs/rules/arcane-legions.md#lineup: plain d6s.
  fixedDice: "arcane legions dice are plain d6s with fixed faces",
};

const GAME_NAMES = "heroscape, arcadia-quest or arcane-legions";

/**
 * Validates a scenario (typically parsed JSON) and returns it, typed, or every problem found:
 * schema problems (types, required and unknown fields, number bounds) and cross-checks
 * (references, placement, bounds between fields). The scenario mirrors the input: no defaults
 * are filled in.
 */
export function checkScenario(
  input: unknown,
): { ok: true; scenario: Scenario } | { ok: false; problems: Problem[] } {
  if (typeof input !== "object" || input === null || Array.isArray(input)) {
    return fail([{ path: "", reason: `expected a scenario object, got ${describe(input)}` }]);
  }
  const raw = input as Readonly<Record<string, unknown>>;
  switch (raw.game) {
    case "heroscape":
      return run(raw, HEROSCAPE);
    case "arcadia-quest":
      return run(raw, ARCADIA_QUEST);
    case "arcane-legions":
      return run(raw, ARCANE_LEGIONS);
    case undefined:
      return fail([
        { path: "/game", reason: `missing required field \`game\`: expected ${GAME_NAMES}` },
      ]);
    default:
      // Without a known game there is no schema to check the rest against.
      return fail([
        { path: "/game", reason: `unknown game ${describe(raw.game)}: expected ${GAME_NAMES}` },
      ]);
  }
}

/**
 * Validates a scenario and returns it, typed; throws a {@link ScenarioError} carrying every
 * problem found (the same list {@link checkScenario} gives).
 */
export function parseScenario(input: unknown): Scenario {
  const result = checkScenario(input);
  if (!result.ok) throw new ScenarioError(result.problems);
  return result.scenario;
}

function run<S extends Scenario, P>(
  raw: Readonly<Record<string, unknown>>,
  rules: GameRules<S, P>,
): { ok: true; scenario: Scenario } | { ok: false; problems: Problem[] } {
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
