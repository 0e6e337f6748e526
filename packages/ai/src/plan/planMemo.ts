// A transposition table of HeroScape plans across positions (docs/decisions/009-turn-search.md#the-plan).
// A plan is a function of its attack graph alone — the attackers' legal attacks with their dice
// for each set of enemies gone, the enemies' life left and value, and the pairs' dice its bounds
// assume — so two positions with the same graph share one solve, wherever their figures stand.
//
// The graph is asked lazily (one rules batch per set of enemies gone), and the solver asks its
// sets in an order that depends only on the answers so far. So the table is a trie of those
// answers: each node names the next set the solver asked, and branches on the rules' answer for
// it. A new position walks the trie asking the rules exactly what its own solve would ask; a leaf
// is its plan (a hit, the expectimax skipped), and falling off the trie is a miss: the solve runs
// on the answers already asked and its trace is added. Nothing rests on a hash: keys are compared
// whole.
import type { AttackGraph } from "./attackGraph.js";
import type { SolvedPlan } from "./planSolver.js";
import { PlanSolver } from "./planSolver.js";
import { hashRow } from "./rowTable.js";

/** One point of a trace: the plan when the solve ended here, or the next set it asked. */
interface TraceNode {
  /** The answer that led here from the node before (the root's: its start, as words). */
  readonly answer: Int32Array;
  result?: SolvedPlan;
  /** The enemies gone in the set the solve asked next (a row of the graph's words). */
  ask?: Int32Array;
  /** The nodes after each answer to `ask`, by the answer's hash (compared whole). */
  children?: Map<number, TraceNode[]>;
}

/** How a plan memo has done: plans asked, plans found in it, and times it was emptied. */
export interface PlanMemoStats {
  plans: number;
  hits: number;
  /** Trace nodes held now (the memory bound counts these). */
  nodes: number;
  cleared: number;
}

/**
 * Plans remembered across positions, for one search: pass the same memo to every
 * `planHeroscape` of a search (a turn search makes one per search). Answers are the same with
 * or without it; only the time differs.
 *
 * Memory is bounded: past `maxNodes` trace nodes (each a set of enemies gone and the rules'
 * answer for it as integers: some tens to hundreds of bytes), the memo is emptied and fills
 * again. At the default 20,000 that is a few megabytes.
 *
 * @example
 * const memo = new PlanMemo();
 * for (const position of positions) planHeroscape(position, attackers, memo);
 */
export class PlanMemo {
  readonly #roots = new Map<number, TraceNode[]>();
  readonly #maxNodes: number;
  /** The solver whose arrays every plan of this memo reuses. */
  readonly solver = new PlanSolver();
  readonly stats: PlanMemoStats = { plans: 0, hits: 0, nodes: 0, cleared: 0 };

  constructor(options: { maxNodes?: number } = {}) {
    this.#maxNodes = options.maxNodes ?? 20_000;
  }

  /**
   * The plan of the graph whose start is `start` (its words: lives, values and the pairs' dice),
   * when a position with the same answers has been planned; it asks `graph` (so the rules) for
   * the sets its own solve would ask, in the same order.
   */
  find(start: Int32Array, graph: AttackGraph): SolvedPlan | undefined {
    this.stats.plans++;
    let node = this.#roots.get(hashRow(start, 0, start.length))?.find((n) => same(n.answer, start));
    while (node) {
      if (node.result) {
        this.stats.hits++;
        return node.result;
      }
      const set = graph.setOf(node.ask!);
      node = node.children!.get(graph.answerHash(set))?.find((n) => graph.answerIs(set, n.answer));
    }
    return undefined;
  }

  /** Remembers `plan`, solved on `graph` from `start`: its trace is the graph's sets in order. */
  add(start: Int32Array, graph: AttackGraph, plan: SolvedPlan): void {
    if (this.stats.nodes + graph.sets + 1 > this.#maxNodes) {
      this.#roots.clear();
      this.stats.nodes = 0;
      this.stats.cleared++;
    }
    const hash = hashRow(start, 0, start.length);
    let node = this.#roots.get(hash)?.find((n) => same(n.answer, start));
    if (!node) {
      node = { answer: start.slice() };
      this.#insert(this.#roots, hash, node);
    }
    const row = new Int32Array(graph.goneWords);
    for (let set = 0; set < graph.sets; set++) {
      graph.goneOf(set, row);
      if (!node.ask) {
        node.ask = row.slice();
        node.children = new Map();
      } else if (!same(node.ask, row)) {
        // The solve is a function of the answers it was given: a different next question is a bug.
        throw new Error("plan memo: a solve asked another set than the same answers did before");
      }
      const answerHash = graph.answerHash(set);
      let child: TraceNode | undefined = node
        .children!.get(answerHash)
        ?.find((n) => graph.answerIs(set, n.answer));
      if (!child) {
        child = { answer: graph.answerOf(set) };
        this.#insert(node.children!, answerHash, child);
      }
      node = child;
    }
    node.result = plan;
  }

  #insert(nodes: Map<number, TraceNode[]>, hash: number, node: TraceNode): void {
    const bucket = nodes.get(hash);
    if (bucket) bucket.push(node);
    else nodes.set(hash, [node]);
    this.stats.nodes++;
  }
}

/** Whether two rows of integers are equal. */
function same(a: Int32Array, b: Int32Array): boolean {
  if (a.length !== b.length) return false;
  for (let k = 0; k < a.length; k++) if (a[k] !== b[k]) return false;
  return true;
}
