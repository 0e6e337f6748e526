// HeroScape's exact attack plan (docs/rules/ai.md#plan): expectimax over the combat dice for the
// figures of one card, each attacking at most once in any order or declining, the board changing
// as enemies are destroyed. Scores are pairs compared lexicographically — expected value
// destroyed, then expected wounds — with ties within 1e-9. The rules are asked once per set of
// enemies gone (attackGraph.ts); the expectimax runs on typed arrays with bounds (planSolver.ts);
// a search may share solves across positions with the same attack graph (planMemo.ts).
import { type HeroscapeFigure, type Position, figureValue } from "@sightline/rules";
import { AttackGraph } from "./attackGraph.js";
import { bestFirst } from "./bestFirst.js";
import type { PlanMemo } from "./planMemo.js";
import { type LineAttack, PlanSolver, type SolvedPlan } from "./planSolver.js";

export { MAX_PLAN_NODES } from "./planSolver.js";

/** One attack of a HeroScape plan: who attacks whom, with how many dice. */
export interface HeroscapePlannedAttack {
  readonly attacker: string;
  readonly target: string;
  readonly attackDice: number;
  readonly defenseDice: number;
}

/** HeroScape's expected score of a plan: value destroyed, then wounds dealt. */
export interface HeroscapeExpected {
  readonly destroyed: number;
  readonly wounds: number;
}

/**
 * One first attack a HeroScape plan could open with (docs/rules/ai.md#explanations), with the
 * exact expectation of attacking so and then playing the best policy from each outcome.
 */
export interface HeroscapePlanAlternative {
  readonly attack: HeroscapePlannedAttack;
  readonly expected: HeroscapeExpected;
}

/** The `plan` answer in HeroScape. */
export interface HeroscapePlan {
  /** The first attack of an optimal policy, then its line when each roll comes out at its mode. */
  readonly attacks: readonly HeroscapePlannedAttack[];
  readonly expected: HeroscapeExpected;
  /**
   * States of the expectimax weighed (each once: they are memoised; an attack its bounds show
   * cannot be best is not weighed, nor the states only it leads to — unless explained).
   */
  readonly nodes: number;
  /**
   * With `explain`: every legal first attack, best first (ties in the order the plan weighs
   * them), the plan's own first attack first. Declining every attack is not listed.
   */
  readonly alternatives?: readonly HeroscapePlanAlternative[];
}

/** The solver of plans asked without a memo: its arrays are kept from one plan to the next. */
const ownSolver = new PlanSolver();

/** The graph every plan is built in, one plan at a time (planning is synchronous): its arrays are kept. */
let ownGraph: AttackGraph | undefined;

/**
 * The exact plan of `attackers` (figures on the board, all of one owner) against every figure of
 * another owner on `position`. The position is changed while planning and restored before this
 * returns. With `memo`, a plan whose attack graph the memo has seen is not solved again; the
 * answer is the same. With `explain`, the answer has its alternatives (the memo is not asked:
 * it keeps plans without them).
 */
export function planHeroscape(
  position: Position<"heroscape">,
  attackers: readonly HeroscapeFigure[],
  memo?: PlanMemo,
  explain = false,
): HeroscapePlan {
  const owner = attackers[0]?.owner;
  const enemies = position.figures().filter((f) => f.owner !== owner);
  const graph = ownGraph ?? new AttackGraph(position, attackers, enemies);
  if (ownGraph) graph.reset(position, attackers, enemies);
  ownGraph = graph;
  const lives = new Int32Array(enemies.length);
  const values = new Float64Array(enemies.length);
  for (let e = 0; e < enemies.length; e++) {
    lives[e] = enemies[e]!.life - (enemies[e]!.wounds ?? 0);
    values[e] = figureValue(enemies[e]!);
  }
  let solved: SolvedPlan | undefined;
  let start: Int32Array | undefined;
  if (memo && !explain) {
    start = startOf(graph, lives, values);
    solved = memo.find(start, graph);
  }
  if (!solved) {
    solved = (memo?.solver ?? ownSolver).solve(graph, lives, values, true, explain);
    if (start) memo?.add(start, graph, solved);
  }
  const named = (attack: LineAttack): HeroscapePlannedAttack => ({
    attacker: attackers[attack.attacker]!.id,
    target: enemies[attack.enemy]!.id,
    attackDice: attack.attackDice,
    defenseDice: attack.defenseDice,
  });
  const plan: HeroscapePlan = {
    attacks: solved.line.map(named),
    expected: { destroyed: solved.value, wounds: solved.wounds },
    nodes: solved.nodes,
  };
  if (!explain) return plan;
  // A plan that declines (every attack worth nothing) chose none: then the scan alone orders.
  const ranked = bestFirst(solved.firstAttacks ?? [], (attack) => attack, solved.chosen);
  return {
    ...plan,
    alternatives: ranked.map((attack) => ({
      attack: named(attack),
      expected: { destroyed: attack.value, wounds: attack.wounds },
    })),
  };
}

/**
 * What a plan rests on besides the rules' answers, as words: how many attackers, each enemy's
 * life left and value (a double: two words), and every pair's dice (the bounds assume them).
 */
function startOf(graph: AttackGraph, lives: Int32Array, values: Float64Array): Int32Array {
  const start = new Int32Array(1 + lives.length + 2 * values.length + graph.pairDice.length);
  start[0] = graph.attackers.length;
  start.set(lives, 1);
  start.set(new Int32Array(values.buffer, values.byteOffset, 2 * values.length), 1 + lives.length);
  start.set(graph.pairDice, 1 + lives.length + 2 * values.length);
  return start;
}
