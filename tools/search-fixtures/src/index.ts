// The fixtures the searches' tests share (the AI's, the queue's, the command's, the element's).
export { CROWD, HILL, duo } from "./duoBoards.js";
export { type Skirmish, onOldGateFord, skirmish } from "./skirmish.js";
export { ford } from "./ford.js";
export { type PlanCase, expectPlanAnswers, planCases } from "./planCaseComparison.js";
export { type OverlayCase, expectOverlayAnswers, overlayCases } from "./overlayCaseComparison.js";
