// @sightline/rules: the three games' rules on scenarios and positions. Only re-exports live here.
export { type Battle, type BattleOptions, openBattle } from "./battle.js";
export type { Game, ScenarioOf, FigureOf, PlacementOf, Placements } from "./games.js";
export { type Hex, hexCentre } from "@sightline/geometry";
export { Position } from "./position/position.js";
export { GAMES, emptyScenario } from "./scenario/emptyScenario.js";
export {
  type ExactQuery,
  type Query,
  type QueryError,
  type QueryErrorCode,
  type QueryKind,
  type QueryOf,
  type Reply,
  failedQuery,
  isQueryError,
  parseQuery,
  queryKinds,
} from "./queries/query.js";
export type { Answer, AnswerOf, Answers, FigureMatrix } from "./queries/answers.js";
export * from "./scenario/index.js";
export * from "./limits.js";
export { HeroscapeBoard, DEFAULT_LEVEL_HEIGHT, type Blocker } from "./heroscape/heroscapeBoard.js";
export {
  HeroscapeRules,
  type HeroscapeRange,
  type HeroscapeSight,
  type HeroscapeTarget,
  type SightProfile,
  type Viewpoints,
} from "./heroscape/heroscapeRules.js";
export {
  type HeroscapeRoll,
  type HeightAdvantage,
  heightAdvantage,
} from "./heroscape/heroscapeDice.js";
export { type HeroscapeMove, legalMoves } from "./heroscape/movement.js";
export { ArcadiaQuestBoard, type ArcadiaQuestBlock } from "./arcadiaQuest/arcadiaQuestBoard.js";
export {
  ArcadiaQuestRules,
  type ArcadiaQuestRange,
  type ArcadiaQuestSight,
  type ArcadiaQuestTarget,
} from "./arcadiaQuest/arcadiaQuestRules.js";
export type { ArcadiaQuestRoll } from "./arcadiaQuest/arcadiaQuestDice.js";
export {
  ArcaneLegionsRules,
  type ArcaneLegionsRange,
  type ArcaneLegionsAttack,
  type RangedAttack,
} from "./arcaneLegions/arcaneLegionsRules.js";
export { type Notch, SIDES, notches, notchDistance } from "./arcaneLegions/notches.js";
export {
  ArcaneLegionsField,
  ArcaneLegionsTable,
  type SightLine,
} from "./arcaneLegions/arcaneLegionsTable.js";
export { type RangedOption, mayShoot, rangedOptions } from "./arcaneLegions/rangedCombat.js";
export {
  type CloseAttack,
  type ContactSides,
  closeAttack,
  contactSides,
} from "./arcaneLegions/closeCombat.js";
export { type ArcaneLegionsSight, type ArcaneLegionsMatrix } from "./arcaneLegions/lineOfSight.js";
export { type Modifier, type AttackOdds } from "./arcaneLegions/arcaneLegionsDice.js";
export type { LineUpOdds, LineUpRoll } from "./arcaneLegions/lineUp.js";
export { adjacent as basesAdjacent, baseDistance } from "./arcaneLegions/adjacency.js";
export { type Point, baseCorners } from "./arcaneLegions/bases.js";
export type {
  ArcadiaQuestReach,
  ArcaneLegionsReach,
  HeroscapeReach,
  Reaches,
} from "./position/reach.js";
export type { DiceOdds } from "./dice/odds.js";
export type { DiceSeed } from "./dice/seed.js";
export { type DiceRoller, createDiceRoller } from "./dice/seededDice.js";
export * from "./heroscape/maps/index.js";
