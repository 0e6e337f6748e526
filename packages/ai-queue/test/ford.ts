// A search long enough to be killed, stopped or cancelled mid-task: three raiders (move 4) among
// five guards on the project's own map (the AI's pool tests use it for the same reason).
import { readFileSync } from "node:fs";
import type { HeroscapeScenario } from "@sightline/rules";
import { skirmish } from "../../ai/test/skirmish.js";

export const ford = skirmish(
  JSON.parse(
    readFileSync(new URL("../../../examples/maps/old-gate-ford.json", import.meta.url), "utf8"),
  ) as HeroscapeScenario,
  { movers: 3, move: 4, enemies: 5, enemyDistance: 5 },
);
