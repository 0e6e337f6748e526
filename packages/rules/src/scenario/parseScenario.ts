// Scenario validation for all three games (docs/rules/scenario.md): the game picks the schema, the
// schema's problems and the cross-checks' problems are reported together, every one found.
import type { z } from "zod";
import { checkArcadiaQuest } from "./arcadiaQuestChecks.js";
import {
  type ArcadiaQuestScenario,
  arcadiaQuestParts,
  arcadiaQuestScenarioSchema,
  salvageArcadiaQuestParts,
} from "./arcadiaQuestSchema.js";
import { checkArcaneLegions } from "./arcaneLegionsChecks.js";
import {
  type ArcaneLegionsScenario,
  arcaneLegionsParts,
  arcaneLegionsScenarioSchema,
  salvageArcaneLegionsParts,
} from "./arcaneLegionsSchema.js";
import { checkHeroscape } from "./heroscapeChecks.js";
import {
  type HeroscapeScenario,
  heroscapeParts,
  heroscapeScenarioSchema,
  salvageHeroscapeParts,
} from "./heroscapeSchema.js";
import { describe, errorMap, issuesToProblems, type Problem, ScenarioError } from "./problems.js";

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
  /** Why a `dice` field is refused, for games whose dice cannot be overridden. */
  readonly fixedDice?: string;
}

const HEROSCAPE: GameRules<HeroscapeScenario, ReturnType<typeof heroscapeParts>> = {
  schema: heroscapeScenarioSchema,
  parts: heroscapeParts,
  salvage: salvageHeroscapeParts,
  check: checkHeroscape,
  // docs/rules/heroscape.md#attack: the combat die is fixed (three skulls, two shields, one blank).
  fixedDice: "heroscape dice have fixed faces",
};

const ARCADIA_QUEST: GameRules<ArcadiaQuestScenario, ReturnType<typeof arcadiaQuestParts>> = {
  schema: arcadiaQuestScenarioSchema,
  parts: arcadiaQuestParts,
  salvage: salvageArcadiaQuestParts,
  check: checkArcadiaQuest,
};

const ARCANE_LEGIONS: GameRules<ArcaneLegionsScenario, ReturnType<typeof arcaneLegionsParts>> = {
  schema: arcaneLegionsScenarioSchema,
  parts: arcaneLegionsParts,
  salvage: salvageArcaneLegionsParts,
  check: checkArcaneLegions,
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
  const parsed = rules.schema.safeParse(body, { reportInput: true, error: errorMap });
  if (parsed.success) {
    problems.push(...rules.check(rules.parts(parsed.data)));
    return problems.length === 0 ? { ok: true, scenario: parsed.data } : fail(problems);
  }
  problems.push(...issuesToProblems(parsed.error.issues));
  problems.push(...rules.check(rules.salvage(body)));
  return fail(problems);
}

function fail(problems: Problem[]): { ok: false; problems: Problem[] } {
  return { ok: false, problems };
}
