export { type Battle, type BattleOptions, openBattle } from "./battle.js";
export {
  type Answer,
  type Query,
  type QueryError,
  type QueryKind,
  isQueryError,
  parseQuery,
  queryKinds,
} from "./queries/query.js";
export * from "./scenario/index.js";
export { HeroscapeBoard, DEFAULT_LEVEL_HEIGHT } from "./heroscape/heroscapeBoard.js";
export { HeroscapeRules, type HeroscapeRange } from "./heroscape/heroscapeRules.js";
export { ArcadiaQuestBoard } from "./arcadiaQuest/arcadiaQuestBoard.js";
export { ArcadiaQuestRules } from "./arcadiaQuest/arcadiaQuestRules.js";
export {
  ArcaneLegionsRules,
  type ArcaneLegionsRange,
  type ArcaneLegionsAttack,
  type RangedAttack,
} from "./arcaneLegions/arcaneLegionsRules.js";
export { type Notch, SIDES, notches, notchDistance } from "./arcaneLegions/notches.js";
export { ArcaneLegionsTable, type SightLine } from "./arcaneLegions/arcaneLegionsTable.js";
export { type RangedOption, mayShoot, rangedOptions } from "./arcaneLegions/rangedCombat.js";
export {
  type CloseAttack,
  type ContactSides,
  closeAttack,
  contactSides,
} from "./arcaneLegions/closeCombat.js";
export { type ArcaneLegionsSight, type ArcaneLegionsMatrix } from "./arcaneLegions/lineOfSight.js";
export { type Modifier, type AttackOdds } from "./arcaneLegions/arcaneLegionsDice.js";
export { adjacent as basesAdjacent, baseDistance } from "./arcaneLegions/adjacency.js";
export * from "./heroscape/maps/index.js";
