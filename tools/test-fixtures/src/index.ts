// The fixtures the tests of more than one package share, from the rules' level up.
export { type FigureOptions, heightMap } from "./heightMap.js";
export { standInMap, standInScenario } from "./standInMap.js";
export { expectAnswer } from "./caseComparison.js";
export { type PublicCase, publicCases } from "./publicCases.js";
