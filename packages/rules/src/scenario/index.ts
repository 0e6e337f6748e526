// The scenario module's public face (docs/rules/scenario.md): parse and validate scenarios of the
// three games. Re-exports only.
export { type Problem, ScenarioError } from "./problems.js";
export { checkScenario, parseScenario, type Scenario } from "./parseScenario.js";
export type {
  HeroscapeScenario,
  HeroscapeSpace,
  HeroscapeObstacle,
  HeroscapeFigure,
} from "./heroscapeSchema.js";
export type {
  ArcadiaQuestScenario,
  ArcadiaQuestFigure,
  ArcadiaQuestEdge,
  AttackCard,
  DieFace,
} from "./arcadiaQuestSchema.js";
export type {
  ArcaneLegionsScenario,
  ArcaneLegionsFigure,
  TerrainPiece,
  BaseKind,
  SideColour,
  Side,
} from "./arcaneLegionsSchema.js";
