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
export { ArcaneLegionsRules, type ArcaneLegionsRange } from "./arcaneLegions/arcaneLegionsRules.js";
export { type Notch, SIDES, notches } from "./arcaneLegions/notches.js";
export * from "./heroscape/maps/index.js";
