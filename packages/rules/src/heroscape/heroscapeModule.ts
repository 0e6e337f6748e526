// HeroScape as one module (docs/rules/heroscape.md): its validation, empty scenario, placements,
// rules over an engine and dice without a battle — what the shared machinery asks of the game.
import type { Hex } from "@sightline/geometry";
import type { GameModule } from "../gameModule.js";
import { ScenarioError } from "../scenario/problems.js";
import { scenarioCheck } from "../scenario/validation.js";
import { checkHeroscape, heroscapeLists } from "./heroscapeChecks.js";
import { heroscapeOddsAnswer, heroscapeRollAnswer } from "./heroscapeDice.js";
import { HeroscapeRules } from "./heroscapeRules.js";
import {
  heroscapeFigureSchema,
  heroscapeObstacleSchema,
  heroscapeParts,
  heroscapeScenarioSchema,
  heroscapeSpaceSchema,
  salvageHeroscapeParts,
} from "./heroscapeSchema.js";

const whole = (v: unknown): v is number => Number.isSafeInteger(v);

/** HeroScape: hex columns with levels, range along spaces, 3D sight, skulls against shields. */
export const heroscape: GameModule<"heroscape"> = {
  game: "heroscape",
  board: "hex",
  check: scenarioCheck({
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
  }),
  emptyScenario: () => ({ game: "heroscape", board: { spaces: [] }, figures: [] }),
  /** Whole `[q, r]` hexes, as many as the figure stands on (one, or two for a double space). */
  placement(to, path) {
    if (
      !Array.isArray(to) ||
      to.length < 1 ||
      to.length > 2 ||
      !to.every((hex) => Array.isArray(hex) && hex.length === 2 && hex.every(whole))
    ) {
      throw new ScenarioError([
        {
          path: `${path}/hexes`,
          reason: `expected one or two [q, r] hexes of whole numbers, got ${JSON.stringify(to)}`,
        },
      ]);
    }
    return to as readonly Hex[];
  },
  open: (scenario, geometry) => new HeroscapeRules(scenario, geometry),
  odds: (query) => heroscapeOddsAnswer(query),
  roll: (query) => heroscapeRollAnswer(query),
};
