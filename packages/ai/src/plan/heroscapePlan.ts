// HeroScape's exact attack plan (docs/rules/ai.md#plan): expectimax over the combat dice for the
// figures of one card, each attacking at most once in any order or declining, the board changing
// as enemies are destroyed. Scores are pairs compared lexicographically — expected value
// destroyed, then expected wounds — with ties within 1e-9. The rules are asked once per set of
// enemies gone (attackGraph.ts); the expectimax runs on typed arrays with bounds (planSolver.ts);
// a search may share solves across positions with the same attack graph (planMemo.ts).
import { type HeroscapeFigure, type Position, figureValue } from "@sightline/rules";
import { AttackGraph } from "./attackGraph.js";
import type { PlanMemo } from "./planMemo.js";
import { PlanSolver, type SolvedPlan } from "./planSolver.js";

export { MAX_PLAN_NODES } from "./planSolver.js";

/** One attack of a HeroScape plan: who attacks whom, with how many dice. */
export interface HeroscapePlannedAttack {
  readonly attacker: string;
  readonly target: string;
  readonly attackDice: number;
  readonly defenseDice: number;
}

/** The `plan` answer in HeroScape. */
export interface HeroscapePlan {
  /** The first attack of an optimal policy, then its line when each roll comes out at its mode. */
  readonly attacks: readonly HeroscapePlannedAttack[];
  readonly expected: { readonly destroyed: number; readonly wounds: number };
  /**
   * States of the expectimax weighed (each once: they are memoised; an attack its bounds show
   * cannot be best is not weighed, nor the states only it leads to).
   */
  readonly nodes: number;
}

/** The solver of plans asked without a memo: its arrays are kept from one plan to the next. */
const ownSolver = new PlanSolver();

/** The graph every plan is built in, one plan at a time (planning is synchronous): its arrays are kept. */
let ownGraph: AttackGraph | undefined;

/**
 * The exact plan of `attackers` (figures on the board, all of one owner) against every figure of
 * another owner on `position`. The position is changed while planning and restored before this
 * returns. With `memo`, a plan whose attack graph the memo has seen is not solved again; the
 * answer is the same.
 */
export function planHeroscape(
  position: Position<"heroscape">,
  attackers: readonly HeroscapeFigure[],
  memo?: PlanMemo,
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
  if (memo) {
    start = startOf(graph, lives, values);
    solved = memo.find(start, graph);
  }
  if (!solved) {
    solved = (memo?.solver ?? ownSolver).solve(graph, lives, values);
    if (start) memo?.add(start, graph, solved);
  }
  return {
    attacks: solved.line.map((attack) => ({
      attacker: attackers[attack.attacker]!.id,
      target: enemies[attack.enemy]!.id,
      attackDice: attack.attackDice,
      defenseDice: attack.defenseDice,
    })),
    expected: { destroyed: solved.value, wounds: solved.wounds },
    nodes: solved.nodes,
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
