// The map of a scenario of any of the three games.
import type { Scenario } from "@sightline/rules";
import { arcadiaQuestMap } from "./arcadiaQuestMap.js";
import { arcaneLegionsMap } from "./arcaneLegionsMap.js";
import type { BoardView } from "./boardView.js";
import { heroscapeMap } from "./heroscapeMap.js";

export function mapOf(scenario: Scenario): BoardView {
  switch (scenario.game) {
    case "heroscape":
      return heroscapeMap(scenario);
    case "arcadia-quest":
      return arcadiaQuestMap(scenario);
    case "arcane-legions":
      return arcaneLegionsMap(scenario);
  }
}
