// @sightline/ai: exact attack plans, move-and-attack lookahead and board overlays on rules positions
// (docs/rules/ai.md). Only re-exports live here.
export { type AiAnswer, type AiAnswerOf, answer, answerAll } from "./answers.js";
export {
  type PlannedAttack,
  type Plans,
  MAX_PLAN_ATTACKERS,
  cardFigures,
  plan,
} from "./plan/plan.js";
export {
  type HeroscapeExpected,
  type HeroscapePlan,
  type HeroscapePlanAlternative,
  type HeroscapePlannedAttack,
  MAX_PLAN_NODES,
} from "./plan/heroscapePlan.js";
export type {
  ArcadiaQuestPlan,
  ArcadiaQuestPlannedAttack,
  ArcaneLegionsPlan,
  ArcaneLegionsPlannedAttack,
  PlanAlternative,
} from "./plan/singleAttackPlan.js";
export { type Score, TIE, better } from "./plan/score.js";
export {
  type SearchProgress,
  type TaskRunner,
  type TurnAnswer,
  type TurnJob,
  type TurnOptions,
  runTask,
  shareBudget,
  turn,
  turnSearch,
} from "./turn/turn.js";
export {
  type FoundChoice,
  MAX_TURN_NODES,
  type TaskResult,
  type TurnChoice,
  type TurnMove,
} from "./turn/turnSearch.js";
export { TURN_ALTERNATIVES, type TurnAlternative } from "./turn/turnAlternatives.js";
export {
  type ActivationScore,
  type ActivationTurnAnswer,
  type ActivationTurnChoice,
  activationTurn,
} from "./turn/activationTurn.js";
export type { ActivationMove } from "./turn/activationSearch.js";
export { type Turns } from "./turn/turn.js";
export {
  type CardScore,
  type CardTurnAnswer,
  type CardTurnQuery,
  bestCardTurn,
} from "./turn/cardTurn.js";
export {
  type AnalysedPosition,
  type AnalysisLine,
  type AnalysisRequest,
  type AnalysisResult,
  type AnalysisRun,
  type AnalysisRunner,
  type AnalysisSearch,
  type FailedJob,
  type InvalidPosition,
  planAnalysis,
} from "./analysis/analysis.js";
export { type AnalysisOptions, analysePositions } from "./analysis/analysePositions.js";
export {
  type CardTurnSearcher,
  type LocalAnalysisRunnerOptions,
  localAnalysisRunner,
} from "./analysis/localRunner.js";
export {
  type Placement,
  PositionsListError,
  checkAnalysable,
  parsePositionsList,
  placePositions,
} from "./analysis/positionsList.js";
export {
  type AiQuery,
  type AiQueryKind,
  type AiQueryOf,
  type ExactAiQuery,
  type PlanQuery,
  type TurnQuery,
  MAX_TURN_DEPTH,
  parseAiQuery,
  planQuery,
  turnQuery,
} from "./queries/aiQueries.js";
export {
  type DangerQuery,
  type QueryPlace,
  type StandsQuery,
  dangerQuery,
  standsQuery,
} from "./queries/overlayQueries.js";
export { type Dangers, type StandsAnswers, danger, stands } from "./overlays/overlays.js";
export type {
  HeroscapeDanger,
  HeroscapeDangerPlace,
  HeroscapePlace,
  HeroscapeStand,
  HeroscapeStands,
  Provoked,
} from "./overlays/heroscapeOverlays.js";
export type {
  ArcadiaQuestDanger,
  ArcadiaQuestDangerPlace,
  ArcadiaQuestPlace,
  ArcadiaQuestStand,
  ArcadiaQuestStands,
} from "./overlays/arcadiaQuestOverlays.js";
export type {
  ArcaneLegionsDanger,
  ArcaneLegionsDangerPlace,
  ArcaneLegionsStand,
  ArcaneLegionsStands,
  Pose,
} from "./overlays/arcaneLegionsOverlays.js";
