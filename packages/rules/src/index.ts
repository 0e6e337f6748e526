// @sightline/rules: the three games' rules on scenarios and positions. Only re-exports live here.
export { type Battle, type BattleOptions, openBattle } from "./battle.js";
export type {
  Game,
  GameTypes,
  Scenario,
  Scenarios,
  ScenarioOf,
  FigureOf,
  PlacementOf,
  Placements,
  ReachOf,
  Reaches,
  MoveOf,
  QuestionsOf,
} from "./games.js";
export type { BoardKind, GameModule } from "./gameModule.js";
export type { GameRules } from "./gameRules.js";
export { GAMES, GAME_MODULES, gameModule, isGame } from "./registry.js";
export { type OddsDice, type RollDice, odds, roll } from "./gameDice.js";
export type { NoQuestions } from "./position/questions.js";
export { FRIEND, type NotATarget } from "./position/notATarget.js";
export { type Hex, hexCentre } from "@sightline/geometry";
export { Position } from "./position/position.js";
export { emptyScenario } from "./emptyScenario.js";
export {
  type CoreQuery,
  type CoreQueryKind,
  type DeclaredQuery,
  type ElsewhereQuery,
  type ElsewhereQueryKind,
  type ExactQuery,
  type Query,
  type QueryDeclaration,
  type QueryError,
  type QueryErrorCode,
  type QueryKind,
  type QueryOf,
  type QuerySchema,
  type Reply,
  coreQueryKinds,
  declareQuery,
  failedQuery,
  invalidQuery,
  isQueryError,
  parseQuery,
  queryKinds,
  queryParser,
} from "./queries/query.js";
export type { Answer, AnswerOf, Answers, FigureMatrix } from "./queries/answers.js";
export { type Problem, ScenarioError } from "./scenario/problems.js";
export { checkScenario, parseScenario } from "./parseScenario.js";
export type { ScenarioCheck } from "./scenario/validation.js";
export * from "./limits.js";
export { DEFAULT_VALUE, figureValue } from "./scenario/common.js";
export type {
  HeroscapeScenario,
  HeroscapeSpace,
  HeroscapeObstacle,
  HeroscapeFigure,
} from "./heroscape/heroscapeSchema.js";
export { heroscape } from "./heroscape/heroscapeModule.js";
export {
  type AttackDice,
  type DiceModifier,
  type HeightAdvantage,
  heightAdvantage,
  BODY_RADIUS,
  DEFAULT_CYLINDER_RADIUS,
  DEFAULT_LEVEL_HEIGHT,
  VISIBLE_LEVELS,
  attackDice,
  cardOf,
  leavingEngagementDice,
  levelHeightOf,
} from "./heroscape/heroscapeFacts.js";
export { HeroscapeBoard, type Blocker } from "./heroscape/heroscapeBoard.js";
export { HeroscapeRules } from "./heroscape/heroscapeRules.js";
export type {
  AttackOn,
  HeroscapeAnswers,
  HeroscapeMove,
  HeroscapeQuestions,
  HeroscapeRange,
  HeroscapeReach,
  HeroscapeSight,
  HeroscapeTarget,
  AttackRows,
  HeroscapeTypes,
  SightProfile,
  CacheCounts,
  Viewpoints,
} from "./heroscape/heroscapeAnswers.js";
export type { HeroscapeRoll } from "./heroscape/heroscapeDice.js";
export { legalMoves } from "./heroscape/movement.js";
export { blockerName } from "./heroscape/heroscapeReasons.js";
export { ArcadiaQuestBoard, type ArcadiaQuestBlock } from "./arcadiaQuest/arcadiaQuestBoard.js";
export type {
  ArcadiaQuestScenario,
  ArcadiaQuestFigure,
  ArcadiaQuestEdge,
  AttackCard,
  DieFace,
} from "./arcadiaQuest/arcadiaQuestSchema.js";
export { arcadiaQuest } from "./arcadiaQuest/arcadiaQuestModule.js";
export { MONSTERS, movePointsOf, usableCards } from "./arcadiaQuest/arcadiaQuestFacts.js";
export { ArcadiaQuestRules } from "./arcadiaQuest/arcadiaQuestRules.js";
export {
  legalMoves as arcadiaQuestLegalMoves,
  type MovementGround as ArcadiaQuestGround,
} from "./arcadiaQuest/arcadiaQuestMovement.js";
export type {
  ArcadiaQuestAnswers,
  ArcadiaQuestAttackOn,
  ArcadiaQuestDoorAction,
  ArcadiaQuestMove,
  ArcadiaQuestRange,
  ArcadiaQuestReach,
  ArcadiaQuestQuestions,
  ArcadiaQuestSight,
  ArcadiaQuestSpace,
  ArcadiaQuestTarget,
  ArcadiaQuestTypes,
} from "./arcadiaQuest/arcadiaQuestAnswers.js";
export type { ArcadiaQuestRoll } from "./arcadiaQuest/arcadiaQuestDice.js";
export type {
  ArcaneLegionsScenario,
  ArcaneLegionsFigure,
  TerrainPiece,
  BaseKind,
  SideColour,
  Side,
} from "./arcaneLegions/arcaneLegionsSchema.js";
export { arcaneLegions } from "./arcaneLegions/arcaneLegionsModule.js";
export { ArcaneLegionsRules } from "./arcaneLegions/arcaneLegionsRules.js";
export { RANGE_STEPS } from "./arcaneLegions/rangedCombat.js";
export {
  UNIT_MOVEMENT,
  UNIT_MOVE_DEFAULT,
  UNIT_MOVE_MAX,
  unitMovePoints,
} from "./arcaneLegions/arcaneLegionsFacts.js";
export type {
  ArcaneLegionsAnswers,
  ArcaneLegionsAttack,
  ArcaneLegionsAttackOn,
  ArcaneLegionsPose,
  ArcaneLegionsQuestions,
  ArcaneLegionsMove,
  ArcaneLegionsRange,
  ArcaneLegionsReach,
  ArcaneLegionsTypes,
  RangedAttack,
} from "./arcaneLegions/arcaneLegionsAnswers.js";
export { type Notch, SIDES, notches, notchDistance } from "./arcaneLegions/notches.js";
export { ArcaneLegionsField, ArcaneLegionsTable } from "./arcaneLegions/arcaneLegionsTable.js";
export type { SightLine } from "./arcaneLegions/sightLines.js";
export { type RangedOption, mayShoot, rangedOptions } from "./arcaneLegions/rangedCombat.js";
export {
  type CloseAttack,
  type ContactSides,
  closeAttack,
  contactSides,
} from "./arcaneLegions/closeCombat.js";
export { type ArcaneLegionsSight, type ArcaneLegionsMatrix } from "./arcaneLegions/lineOfSight.js";
export { type Modifier, type AttackOdds } from "./arcaneLegions/arcaneLegionsDice.js";
export { type LineUpOdds, type LineUpRoll, lineUpOdds } from "./arcaneLegions/lineUp.js";
export { adjacent as basesAdjacent, baseDistance } from "./arcaneLegions/adjacency.js";
export { type Point, baseCorners } from "./arcaneLegions/bases.js";
export type { DiceOdds } from "./dice/odds.js";
export type { DiceSeed } from "./dice/seed.js";
export { type DiceRoller, createDiceRoller } from "./dice/seededDice.js";
export * from "./heroscape/maps/index.js";
