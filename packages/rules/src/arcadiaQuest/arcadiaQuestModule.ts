// Arcadia Quest as one module (docs/rules/arcadia-quest.md): its validation, empty scenario,
// placements, rules over an engine and dice without a battle — what the shared machinery asks of
// the game.
import type { GameModule } from "../gameModule.js";
import { ScenarioError } from "../scenario/problems.js";
import { scenarioCheck } from "../scenario/validation.js";
import { arcadiaQuestLists, checkArcadiaQuest } from "./arcadiaQuestChecks.js";
import { arcadiaQuestOddsAnswer, arcadiaQuestRollAnswer } from "./arcadiaQuestDice.js";
import { ArcadiaQuestRules } from "./arcadiaQuestRules.js";
import {
  arcadiaQuestEdgeSchema,
  arcadiaQuestFigureSchema,
  arcadiaQuestParts,
  arcadiaQuestScenarioSchema,
  salvageArcadiaQuestParts,
} from "./arcadiaQuestSchema.js";

const whole = (v: unknown): v is number => Number.isSafeInteger(v);

/** Arcadia Quest: square spaces, walls and doors on edges, Close, exploding crits. */
export const arcadiaQuest: GameModule<"arcadia-quest"> = {
  game: "arcadia-quest",
  board: "square",
  check: scenarioCheck({
    schema: arcadiaQuestScenarioSchema,
    parts: arcadiaQuestParts,
    salvage: salvageArcadiaQuestParts,
    check: checkArcadiaQuest,
    lists: arcadiaQuestLists,
    entries: [
      { path: ["board", "edges"], schema: arcadiaQuestEdgeSchema },
      { path: ["figures"], schema: arcadiaQuestFigureSchema },
    ],
  }),
  emptyScenario: () => ({ game: "arcadia-quest", board: { rows: ["."] }, figures: [] }),
  /** A space `{x, y}` of whole numbers. */
  placement(to, path) {
    const place = (to ?? {}) as Record<string, unknown>;
    if (!whole(place.x) || !whole(place.y)) {
      throw new ScenarioError([
        {
          path: `${path}/x`,
          reason: `expected a space {x, y} of whole numbers, got ${JSON.stringify(to)}`,
        },
      ]);
    }
    return { x: place.x, y: place.y };
  },
  open: (scenario, geometry) => new ArcadiaQuestRules(scenario, geometry),
  odds: (query, scenario) => arcadiaQuestOddsAnswer(query, scenario?.dice ?? {}),
  roll: (query, scenario) => arcadiaQuestRollAnswer(query, scenario?.dice ?? {}),
};
