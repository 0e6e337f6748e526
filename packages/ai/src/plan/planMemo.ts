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
import { IntList } from "./intList.js";
import type { SolvedPlan } from "./planSolver.js";
import { PlanSolver } from "./planSolver.js";
import { RowTable, hashRow } from "./rowTable.js";

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
 * The trie lives in flat integer tables (no object per node, so a full memo costs the garbage
 * collector nothing to walk). Memory is bounded: past `maxNodes` trace nodes (each a set of
 * enemies gone and the rules' answer for it, some tens of integers) the memo is emptied and
 * fills again. At the default 20,000 that is about 4 MB.
 *
 * @example
 * const memo = new PlanMemo();
 * for (const position of positions) planHeroscape(position, attackers, memo);
 */
export class PlanMemo {
  readonly #maxNodes: number;
  /** The solver whose arrays every plan of this memo reuses. */
  readonly solver = new PlanSolver();
  readonly stats: PlanMemoStats = { plans: 0, hits: 0, nodes: 0, cleared: 0 };
  /** The integers of every node's answer and asked set, one after another. */
  readonly #words = new IntList();
  /** Per node: where its answer is in `#words` and how long (a root's answer is its start). */
  readonly #answerAt = new IntList();
  readonly #answerLength = new IntList();
  /** Per node: where the set its solve asked next is in `#words`, or −1. */
  readonly #askAt = new IntList();
  /** Per node: its plan in `#results` when the solve ended there, or −1. */
  readonly #result = new IntList();
  /** Per node: the next node under the same parent with an answer of the same hash, or −1. */
  readonly #nextSame = new IntList();
  #results: SolvedPlan[] = [];
  /** `[parent (−1 for a root), answer hash]` rows; row `e`'s first node is `#edgeHead[e]`. */
  readonly #edges = new RowTable(2);
  readonly #edgeHead = new IntList();
  readonly #edge = new Int32Array(2);
  #askRow = new Int32Array(1);

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
    let node = this.#root(start);
    while (node >= 0) {
      const result = this.#result.data[node]!;
      if (result >= 0) {
        this.stats.hits++;
        return this.#results[result];
      }
      const set = graph.setOf(this.#askOf(node, graph));
      node = this.#child(node, graph, set);
    }
    return undefined;
  }

  /** Remembers `plan`, solved on `graph` from `start`: its trace is the graph's sets in order. */
  add(start: Int32Array, graph: AttackGraph, plan: SolvedPlan): void {
    if (this.stats.nodes + graph.sets + 1 > this.#maxNodes) this.#clear();
    let node = this.#root(start);
    if (node < 0) {
      const at = this.#words.reserve(start.length);
      this.#words.data.set(start, at);
      node = this.#node(-1, hashRow(start, 0, start.length), at, start.length);
    }
    const row = new Int32Array(graph.goneWords);
    for (let set = 0; set < graph.sets; set++) {
      graph.goneOf(set, row);
      const ask = this.#askAt.data[node]!;
      if (ask < 0) {
        const at = this.#words.reserve(row.length);
        this.#words.data.set(row, at);
        this.#askAt.data[node] = at;
      } else if (!this.#wordsAre(ask, row)) {
        // The solve is a function of the answers it was given: a different next question is a bug.
        throw new Error("plan memo: a solve asked another set than the same answers did before");
      }
      let child = this.#child(node, graph, set);
      if (child < 0) {
        const length = graph.answerLength(set);
        const at = this.#words.reserve(length);
        graph.writeAnswer(set, this.#words.data, at);
        child = this.#node(node, graph.answerHash(set), at, length);
      }
      node = child;
    }
    this.#result.data[node] = this.#results.length;
    this.#results.push(plan);
  }

  /** The root whose start is `start`, or −1. */
  #root(start: Int32Array): number {
    let node = this.#first(-1, hashRow(start, 0, start.length));
    const words = this.#words.data;
    for (; node >= 0; node = this.#nextSame.data[node]!) {
      const at = this.#answerAt.data[node]!;
      if (this.#answerLength.data[node] !== start.length) continue;
      let same = true;
      for (let k = 0; k < start.length && same; k++) same = words[at + k] === start[k];
      if (same) return node;
    }
    return -1;
  }

  /** The child of `parent` for the graph's answer to set `set`, or −1. */
  #child(parent: number, graph: AttackGraph, set: number): number {
    let node = this.#first(parent, graph.answerHash(set));
    for (; node >= 0; node = this.#nextSame.data[node]!) {
      const at = this.#answerAt.data[node]!;
      if (graph.answerIs(set, this.#words.data, at, this.#answerLength.data[node]!)) return node;
    }
    return -1;
  }

  /** The first node under `parent` whose answer has `hash`, or −1. */
  #first(parent: number, hash: number): number {
    this.#edge[0] = parent;
    this.#edge[1] = hash | 0;
    const edge = this.#edges.find(this.#edge);
    return edge < 0 ? -1 : this.#edgeHead.data[edge]!;
  }

  /** A new node under `parent` (−1: a root) whose answer of `hash` is at `at`. */
  #node(parent: number, hash: number, at: number, length: number): number {
    const node = this.#answerAt.length;
    this.#answerAt.push(at);
    this.#answerLength.push(length);
    this.#askAt.push(-1);
    this.#result.push(-1);
    this.#edge[0] = parent;
    this.#edge[1] = hash | 0;
    const edge = this.#edges.find(this.#edge);
    if (edge < 0) {
      this.#nextSame.push(-1);
      this.#edges.add(this.#edge);
      this.#edgeHead.push(node);
    } else {
      this.#nextSame.push(this.#edgeHead.data[edge]!);
      this.#edgeHead.data[edge] = node;
    }
    this.stats.nodes++;
    return node;
  }

  /** The set node `node` asked, as a row the graph reads (in a row kept for it). */
  #askOf(node: number, graph: AttackGraph): Int32Array {
    if (this.#askRow.length !== graph.goneWords) this.#askRow = new Int32Array(graph.goneWords);
    const at = this.#askAt.data[node]!;
    for (let k = 0; k < graph.goneWords; k++) this.#askRow[k] = this.#words.data[at + k]!;
    return this.#askRow;
  }

  #wordsAre(at: number, row: Int32Array): boolean {
    const words = this.#words.data;
    for (let k = 0; k < row.length; k++) if (words[at + k] !== row[k]) return false;
    return true;
  }

  #clear(): void {
    for (const list of [
      this.#words,
      this.#answerAt,
      this.#answerLength,
      this.#askAt,
      this.#result,
      this.#nextSame,
      this.#edgeHead,
    ]) {
      list.clear();
    }
    this.#results = [];
    this.#edges.reset(2);
    this.stats.nodes = 0;
    this.stats.cleared++;
  }
}
