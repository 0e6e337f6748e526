// @sightline/ai: exact attack plans and move-and-attack lookahead on rules positions
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
  type HeroscapePlan,
  type HeroscapePlannedAttack,
  MAX_PLAN_NODES,
} from "./plan/heroscapePlan.js";
export type { ArcadiaQuestPlan, ArcaneLegionsPlan } from "./plan/singleAttackPlan.js";
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
  MAX_TURN_NODES,
  type TaskResult,
  type TurnChoice,
  type TurnMove,
} from "./turn/turnSearch.js";
export {
  type CardScore,
  type CardTurnAnswer,
  type CardTurnQuery,
  bestCardTurn,
} from "./turn/cardTurn.js";
