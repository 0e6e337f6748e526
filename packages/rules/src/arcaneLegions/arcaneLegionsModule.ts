// Arcane Legions as one module (docs/rules/arcane-legions.md): its validation, empty scenario,
// placements, rules over an engine and dice without a battle — what the shared machinery asks of
// the game.
import type { GameModule } from "../gameModule.js";
import { ScenarioError } from "../scenario/problems.js";
import { scenarioCheck } from "../scenario/validation.js";
import { arcaneLegionsLists, checkArcaneLegions } from "./arcaneLegionsChecks.js";
import { oddsAnswer, rollAnswer } from "./arcaneLegionsDice.js";
import { ArcaneLegionsRules } from "./arcaneLegionsRules.js";
import {
  arcaneLegionsFigureSchema,
  arcaneLegionsParts,
  arcaneLegionsScenarioSchema,
  salvageArcaneLegionsParts,
  terrainPieceSchema,
} from "./arcaneLegionsSchema.js";

const finite = (v: unknown): v is number => typeof v === "number" && Number.isFinite(v);

/** Arcane Legions: free-placed bases, range in steps between notches, d6 line-ups. */
export const arcaneLegions: GameModule<"arcane-legions"> = {
  game: "arcane-legions",
  board: "plane",
  check: scenarioCheck({
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
  }),
  emptyScenario: () => ({ game: "arcane-legions", board: {}, figures: [] }),
  /** A base pose `{x, y, facing}` of finite numbers. */
  placement(to, path) {
    const place = (to ?? {}) as Record<string, unknown>;
    if (!finite(place.x) || !finite(place.y) || !finite(place.facing)) {
      throw new ScenarioError([
        {
          path: `${path}/x`,
          reason: `expected a pose {x, y, facing} of finite numbers, got ${JSON.stringify(to)}`,
        },
      ]);
    }
    return { x: place.x, y: place.y, facing: place.facing };
  },
  open: (scenario, geometry) => new ArcaneLegionsRules(scenario, geometry),
  odds: (query) => oddsAnswer(query.attackDice, query.defenseDice, query.kind),
  roll: (query) => rollAnswer(query.attackDice, query.defenseDice, query.kind, query.seed),
};
