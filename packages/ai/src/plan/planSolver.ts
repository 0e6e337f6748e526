// The expectimax of HeroScape's exact plan (docs/rules/ai.md#plan) over an attack graph, with
// every state solved once (who has acted, every enemy's life left: packed in one number kept in a
// state table when it fits in 53 bits, else a row table) and chance nodes pruned with bounds, in
// the manner of Ballard's Star1 (docs/decisions/009-turn-search.md#the-plan). A state reads its
// set of enemies gone (the graph's options) from its parent's set and the enemy its roll killed.
//
// Pruning is exact. An attack is only worth weighing when it could beat the best found so far,
// and `better` (value first, then wounds, ties within 1e-9) is monotone in each number: if an
// upper bound of its value and an upper bound of its wounds, each on its own, cannot beat the
// best, neither can the attack, so skipping it leaves the same choice, and the same numbers to
// the last bit (children are always solved whole; only whether an attack is weighed changes).
import type { AttackGraph } from "./attackGraph.js";
import { RowTable } from "./rowTable.js";
import { betterPair as better } from "./score.js";
import { StateTable } from "./stateTable.js";
import { mostLikely } from "./woundChances.js";

/**
 * The most states one exact plan weighs (docs/rules/limits.md): about 1.5 s and 30 MB, a hundred
 * times the largest public plan case (1,191 states; 1,817 before the bounds). The states multiply with every attacker (who has
 * acted) and every enemy's life (how much is left), so eight attackers against eight enemies of
 * life 4 would weigh 10⁸ and ran for minutes; past the limit the plan is refused, and a `turn`
 * with a `nodes` budget answers instead.
 */
export const MAX_PLAN_NODES = 200_000;

/** One attack of a solved plan's line, by index into the graph's attackers and enemies. */
export interface LineAttack {
  readonly attacker: number;
  readonly enemy: number;
  readonly attackDice: number;
  readonly defenseDice: number;
}

/** A first attack of a plan with the exact score of the best play after each of its outcomes. */
export interface FirstAttack extends LineAttack {
  readonly value: number;
  readonly wounds: number;
}

/** A solved plan: the best score from the start, its line, and the states weighed. */
export interface SolvedPlan {
  readonly value: number;
  readonly wounds: number;
  readonly line: readonly LineAttack[];
  readonly nodes: number;
  /**
   * Asked for (`explain`): every legal first attack, in the order the solver weighs them
   * (attacker, then the graph's order of its options), and which of them the plan chose (−1:
   * it declines every attack).
   */
  readonly firstAttacks?: readonly FirstAttack[];
  readonly chosen?: number;
}

/**
 * A bound's margin over the exact sums it bounds: they add the same numbers in another order,
 * which can differ in the last bits; a wider margin only prunes less.
 */
const SLACK = 1e-7;

/** The most outcomes of one roll: MAX_DICE (64) wounds and none. */
const MAX_OUTCOMES = 65;

/** The largest whole number a double holds exactly is below 2^53: a packed state's bits. */
const PACKED_BITS = 53;

/** Raised when a legal attack's dice are not its pair's: the bounds did not hold. */
class BoundsBroken extends Error {}

/**
 * Solves plans; its arrays are kept from one plan to the next, so a search that plans again and
 * again allocates nothing per state once they have grown.
 */
export class PlanSolver {
  #graph!: AttackGraph;
  #attackers = 0;
  #enemies = 0;
  #prune = true;
  /** The states, as rows, when a state does not fit in one number. */
  readonly #states = new RowTable(1);
  /** The states, each packed in one number, when they fit (the usual case). */
  readonly #packedStates = new StateTable();
  #packed = false;
  /** The state being weighed: `[acted, life left of enemy 0, 1, …]`, changed and put back. */
  #state = new Int32Array(1);
  /** The same state packed: acted + Σ life of enemy e × `#lifePlace[e]` (while `#packed`). */
  #key = 0;
  /** 2^(attackers + e × bits of the most life): where enemy e's life sits in a packed state. */
  #lifePlace = new Float64Array(0);
  /** The enemies gone in the state being weighed. */
  #gone = new Int32Array(1);
  /**
   * The graph's set after set s loses enemy e, at `s × enemies + e`, or −1 not yet asked: a state
   * reads its set from its parent's instead of hashing its row of enemies gone.
   */
  #setAfterKill = new Int32Array(0);
  /** One past the last of `#setAfterKill` written this plan: the next plan clears no more. */
  #setAfterKillEnd = 0;
  #values: Float64Array = new Float64Array(0);
  /** Per solved state: its score and the choice that reaches it (−1: no attack). */
  #value = new Float64Array(256);
  #wounds = new Float64Array(256);
  #choiceAttacker = new Int32Array(256);
  #choiceOption = new Int32Array(256);
  /**
   * The enemy's value × P(≥ 1 wound) of each attacker–enemy pair's dice: no attack of theirs
   * destroys more value.
   */
  #valueHit = new Float64Array(0);
  /** E[min(wounds, L)] per pair and life L: no attack of theirs deals more. */
  #cap = new Float64Array(0);
  #capStride = 0;
  /** Per depth (attackers who have acted), per attacker: the most it could add from there. */
  #bestValue = new Float64Array(0);
  #bestWounds = new Float64Array(0);
  /** Per depth: the attackers' bounds summed, and the value and life the enemies left have. */
  #totals = new Float64Array(0);
  /** Per depth, per outcome: the bound of the outcomes from it on (suffix sums). */
  #suffixValue = new Float64Array(0);
  #suffixWounds = new Float64Array(0);
  /** The score of the attack last weighed, when it was weighed to the end. */
  #scoreValue = 0;
  #scoreWounds = 0;
  nodes = 0;

  /**
   * The exact plan on `graph` from `lives` (each enemy's life left) with `values` (each enemy's
   * value), pruning chance nodes when `prune` (the default); with `explain`, every legal first
   * attack's exact score beside it.
   *
   * @throws RangeError past MAX_PLAN_NODES states.
   */
  solve(
    graph: AttackGraph,
    lives: Int32Array,
    values: Float64Array,
    prune = true,
    explain = false,
  ): SolvedPlan {
    try {
      return this.#run(graph, lives, values, prune && graph.pairDiceHold, explain);
    } catch (error) {
      if (!(error instanceof BoundsBroken)) throw error;
      return this.#run(graph, lives, values, false, explain);
    }
  }

  #run(
    graph: AttackGraph,
    lives: Int32Array,
    values: Float64Array,
    prune: boolean,
    explain: boolean,
  ): SolvedPlan {
    this.#setUp(graph, lives, values, prune);
    const start = this.#solve(0, -1, -1);
    const value = this.#value[start]!;
    const wounds = this.#wounds[start]!;
    // Weighed after the plan, so the plan itself runs as it does unasked; read before the line,
    // which moves the state off the start.
    const explained = explain ? this.#firstAttacks(start) : {};
    return { value, wounds, line: this.#line(lives), nodes: this.nodes, ...explained };
  }

  /**
   * Every legal attack from the start (the state being weighed, `start` its entry), each weighed
   * to the end against no bar: the ones the bounds skipped have their states solved now, and the
   * one the plan chose is summed again from the same entries, to the same bits.
   */
  #firstAttacks(start: number): { firstAttacks: FirstAttack[]; chosen: number } {
    const graph = this.#graph;
    const firstAttacks: FirstAttack[] = [];
    const chosenAttacker = this.#choiceAttacker[start]!;
    const chosenOption = this.#choiceOption[start]!;
    let chosen = -1;
    if (this.#attackers === 0) return { firstAttacks, chosen };
    const set = this.#setOf(-1, -1);
    if (this.#prune) this.#boundAttackers(0, 0);
    const key = this.#key;
    for (let a = 0; a < this.#attackers; a++) {
      const bit = 1 << a;
      const end = graph.optionsEnd(set, a);
      this.#state[0] = bit;
      this.#key = key + bit;
      for (let o = graph.optionsStart(set, a); o < end; o++) {
        this.#attack(0, a, o, set, -Infinity, -Infinity);
        if (a === chosenAttacker && o === chosenOption) chosen = firstAttacks.length;
        firstAttacks.push({
          attacker: a,
          enemy: graph.enemyOf(o),
          attackDice: graph.attackDiceOf(o),
          defenseDice: graph.defenseDiceOf(o),
          value: this.#scoreValue,
          wounds: this.#scoreWounds,
        });
      }
      this.#state[0] = 0;
      this.#key = key;
    }
    return { firstAttacks, chosen };
  }

  #setUp(graph: AttackGraph, lives: Int32Array, values: Float64Array, prune: boolean): void {
    const attackers = graph.attackers.length;
    const enemies = graph.enemies.length;
    this.#graph = graph;
    this.#attackers = attackers;
    this.#enemies = enemies;
    this.#prune = prune;
    this.#values = values;
    this.nodes = 0;
    if (this.#state.length < 1 + enemies) this.#state = new Int32Array(1 + enemies);
    if (this.#gone.length < graph.goneWords) this.#gone = new Int32Array(graph.goneWords);
    this.#state[0] = 0;
    this.#gone.fill(0);
    let most = 0;
    let fewest = 0;
    for (let e = 0; e < enemies; e++) {
      this.#state[1 + e] = lives[e]!;
      if (lives[e]! <= 0) this.#gone[e >> 5]! |= 1 << (e & 31);
      most = Math.max(most, lives[e]!);
      fewest = Math.min(fewest, lives[e]!);
    }
    // Life only falls, to 0 at the least: each enemy's life fits in the bits of the most.
    const bits = 32 - Math.clz32(most);
    this.#packed = fewest >= 0 && attackers + enemies * bits <= PACKED_BITS;
    if (this.#packed) {
      this.#packedStates.reset();
      if (this.#lifePlace.length < enemies) this.#lifePlace = new Float64Array(enemies);
      let key = 0;
      for (let e = 0, place = 2 ** attackers, step = 2 ** bits; e < enemies; e++, place *= step) {
        this.#lifePlace[e] = place;
        key += lives[e]! * place;
      }
      this.#key = key;
    } else {
      this.#states.reset(1 + enemies);
    }
    this.#setAfterKill.fill(-1, 0, this.#setAfterKillEnd);
    this.#setAfterKillEnd = 0;
    if (!prune) return;
    const stride = most + 1;
    this.#capStride = stride;
    const pairs = attackers * enemies;
    if (this.#valueHit.length < pairs) this.#valueHit = new Float64Array(pairs);
    if (this.#cap.length < pairs * stride) this.#cap = new Float64Array(pairs * stride);
    for (let pair = 0; pair < pairs; pair++) {
      const chances = graph.pairChances(pair)!;
      this.#valueHit[pair] = values[pair % enemies]! * (1 - chances[0]!);
      for (let life = 0; life < stride; life++) {
        let wounds = 0;
        for (let k = 1; k < chances.length; k++) wounds += chances[k]! * Math.min(k, life);
        this.#cap[pair * stride + life] = wounds;
      }
    }
    const depths = (attackers + 1) * attackers;
    if (this.#bestValue.length < depths) {
      this.#bestValue = new Float64Array(depths);
      this.#bestWounds = new Float64Array(depths);
    }
    if (this.#totals.length < 4 * (attackers + 1))
      this.#totals = new Float64Array(4 * (attackers + 1));
    const outcomes = (attackers + 1) * (MAX_OUTCOMES + 1);
    if (this.#suffixValue.length < outcomes) {
      this.#suffixValue = new Float64Array(outcomes);
      this.#suffixWounds = new Float64Array(outcomes);
    }
  }

  /**
   * The number of the current state's entry, solving it first if it is new; its set of enemies
   * gone is `parentSet` after losing `killed` (−1: none; a `parentSet` of −1: not known).
   */
  #solve(depth: number, parentSet: number, killed: number): number {
    const known = this.#packed
      ? this.#packedStates.find(this.#key)
      : this.#states.find(this.#state);
    if (known >= 0) return known;
    const missed = this.#packedStates.missed;
    if (++this.nodes > MAX_PLAN_NODES) {
      // A RangeError: the query's answer is the `invalid-query` in its slot.
      throw new RangeError(
        `the exact plan weighs more than ${MAX_PLAN_NODES} states (limit MAX_PLAN_NODES): fewer attackers, or a \`turn\` with a \`nodes\` budget`,
      );
    }
    const acted = this.#state[0]!;
    const key = this.#key;
    let bestValue = 0;
    let bestWounds = 0;
    let bestAttacker = -1;
    let bestOption = -1;
    // Once every attacker has acted, nothing is left to ask the rules about.
    if (depth < this.#attackers) {
      const graph = this.#graph;
      const set = this.#setOf(parentSet, killed);
      if (this.#prune && !graph.pairDiceHold) throw new BoundsBroken();
      if (this.#prune) this.#boundAttackers(depth, acted);
      for (let a = 0; a < this.#attackers; a++) {
        const bit = 1 << a;
        if (acted & bit) continue;
        const end = graph.optionsEnd(set, a);
        const first = graph.optionsStart(set, a);
        if (first === end) continue;
        this.#state[0] = acted | bit;
        this.#key = key + bit;
        for (let o = first; o < end; o++) {
          const weighed = this.#attack(depth, a, o, set, bestValue, bestWounds);
          if (weighed && better(this.#scoreValue, this.#scoreWounds, bestValue, bestWounds)) {
            bestValue = this.#scoreValue;
            bestWounds = this.#scoreWounds;
            bestAttacker = a;
            bestOption = o;
          }
        }
        this.#state[0] = acted;
        this.#key = key;
      }
    }
    const entry = this.#packed
      ? this.#packedStates.add(key, missed)
      : this.#states.add(this.#state);
    if (entry >= this.#value.length) this.#grow();
    this.#value[entry] = bestValue;
    this.#wounds[entry] = bestWounds;
    this.#choiceAttacker[entry] = bestAttacker;
    this.#choiceOption[entry] = bestOption;
    return entry;
  }

  /** The graph's number of the current set of enemies gone: `parentSet` after losing `killed`. */
  #setOf(parentSet: number, killed: number): number {
    if (parentSet < 0) return this.#graph.setOf(this.#gone);
    if (killed < 0) return parentSet;
    const at = parentSet * this.#enemies + killed;
    if (at >= this.#setAfterKill.length) {
      const grown = new Int32Array(Math.max(2 * this.#setAfterKill.length, at + 1, 64)).fill(-1);
      grown.set(this.#setAfterKill);
      this.#setAfterKill = grown;
    }
    let set = this.#setAfterKill[at]!;
    if (set < 0) {
      this.#setAfterKill[at] = set = this.#graph.setOf(this.#gone);
      this.#setAfterKillEnd = Math.max(this.#setAfterKillEnd, at + 1);
    }
    return set;
  }

  /**
   * For each attacker yet to act, the most value and the most wounds its one attack could add
   * from the current state on: its best pair over the enemies left, at their life now (life only
   * falls, and an enemy destroyed is destroyed by one attack that wounds it); and their sums, and
   * what the enemies left have, for this depth.
   */
  #boundAttackers(depth: number, acted: number): void {
    const enemies = this.#enemies;
    const attackers = this.#attackers;
    const stride = this.#capStride;
    const state = this.#state;
    const valueHit = this.#valueHit;
    const cap = this.#cap;
    const bestValue = this.#bestValue;
    const bestWounds = this.#bestWounds;
    const at = depth * attackers;
    let sumValue = 0;
    let sumWounds = 0;
    for (let a = 0; a < attackers; a++) {
      let value = 0;
      let wounds = 0;
      if (!(acted & (1 << a))) {
        for (let e = 0, pair = a * enemies; e < enemies; e++, pair++) {
          const life = state[1 + e]!;
          if (life <= 0) continue;
          value = Math.max(value, valueHit[pair]!);
          wounds = Math.max(wounds, cap[pair * stride + life]!);
        }
      }
      bestValue[at + a] = value;
      bestWounds[at + a] = wounds;
      sumValue += value;
      sumWounds += wounds;
    }
    const values = this.#values;
    let aliveValue = 0;
    let aliveLife = 0;
    for (let e = 0; e < enemies; e++) {
      const life = state[1 + e]!;
      if (life <= 0) continue;
      aliveValue += values[e]!;
      aliveLife += life;
    }
    const totals = this.#totals;
    totals[4 * depth] = sumValue;
    totals[4 * depth + 1] = sumWounds;
    totals[4 * depth + 2] = aliveValue;
    totals[4 * depth + 3] = aliveLife;
  }

  /**
   * Weighs option `o` of attacker `a` (already marked as acted): its expected score, the best
   * play after each outcome, into `#scoreValue`/`#scoreWounds`; false when a bound showed it
   * cannot beat `(barValue, barWounds)` and it was not weighed to the end.
   */
  #attack(
    depth: number,
    a: number,
    o: number,
    set: number,
    barValue: number,
    barWounds: number,
  ): boolean {
    const graph = this.#graph;
    const enemy = graph.enemyOf(o);
    const chances = graph.chancesOf(o);
    const state = this.#state;
    const life = state[1 + enemy]!;
    const value = this.#values[enemy]!;
    const outcomes = chances.length;
    const prune = this.#prune;
    const suffix = depth * (MAX_OUTCOMES + 1);
    const suffixValue = this.#suffixValue;
    const suffixWounds = this.#suffixWounds;
    if (prune) {
      // Star1: the bound of each outcome is what it deals now plus the most the attackers left
      // could add, capped by what the enemies left have; summed from the last outcome back.
      const at = depth * this.#attackers;
      const totals = this.#totals;
      const restValue = totals[4 * depth]! - this.#bestValue[at + a]!;
      const restWounds = totals[4 * depth + 1]! - this.#bestWounds[at + a]!;
      const aliveValue = totals[4 * depth + 2]!;
      const aliveLife = totals[4 * depth + 3]!;
      let sumValue = 0;
      let sumWounds = 0;
      suffixValue[suffix + outcomes] = 0;
      suffixWounds[suffix + outcomes] = 0;
      for (let dealt = outcomes - 1; dealt >= 0; dealt--) {
        const chance = chances[dealt]!;
        const kills = dealt >= life;
        const wounds = Math.min(dealt, life);
        const nowValue = kills ? value : 0;
        const afterValue = Math.min(restValue, aliveValue - nowValue);
        const afterWounds = Math.min(restWounds, aliveLife - wounds);
        sumValue += chance * (nowValue + afterValue);
        sumWounds += chance * (wounds + afterWounds);
        suffixValue[suffix + dealt] = sumValue;
        suffixWounds[suffix + dealt] = sumWounds;
      }
      if (!better(sumValue + SLACK, sumWounds + SLACK, barValue, barWounds)) return false;
    }
    let destroyed = 0;
    let wounds = 0;
    let restValue = 0;
    let restWounds = 0;
    // Exact so far, in bound form: the outcomes weighed, each with the best play after it.
    let doneValue = 0;
    let doneWounds = 0;
    const word = enemy >> 5;
    const bit = 1 << (enemy & 31);
    const gone = this.#gone;
    const key = this.#key;
    const place = this.#packed ? this.#lifePlace[enemy]! : 0;
    for (let dealt = 0; dealt < outcomes; dealt++) {
      const chance = chances[dealt]!;
      if (chance === 0) continue;
      const kills = dealt >= life;
      const lifeAfter = kills ? 0 : life - dealt;
      state[1 + enemy] = lifeAfter;
      this.#key = key - (life - lifeAfter) * place;
      if (kills) gone[word]! |= bit;
      const rest = this.#solve(depth + 1, set, kills ? enemy : -1);
      state[1 + enemy] = life;
      this.#key = key;
      if (kills) gone[word]! &= ~bit;
      // Read after the solve: it may have grown the arrays.
      const restValueOf = this.#value[rest]!;
      const restWoundsOf = this.#wounds[rest]!;
      if (kills) destroyed += chance;
      wounds += chance * Math.min(dealt, life);
      restValue += chance * restValueOf;
      restWounds += chance * restWoundsOf;
      if (prune && dealt + 1 < outcomes) {
        doneValue += chance * ((kills ? value : 0) + restValueOf);
        doneWounds += chance * (Math.min(dealt, life) + restWoundsOf);
        const boundValue = doneValue + suffixValue[suffix + dealt + 1]! + SLACK;
        const boundWounds = doneWounds + suffixWounds[suffix + dealt + 1]! + SLACK;
        if (!better(boundValue, boundWounds, barValue, barWounds)) return false;
      }
    }
    this.#scoreValue = destroyed * value + restValue;
    this.#scoreWounds = wounds + restWounds;
    return true;
  }

  /** The best line from the start: each roll taken at its most likely wound count. */
  #line(lives: Int32Array): LineAttack[] {
    const graph = this.#graph;
    const line: LineAttack[] = [];
    const state = this.#state;
    state[0] = 0;
    for (let e = 0; e < this.#enemies; e++) state[1 + e] = lives[e]!;
    for (let depth = 0; ; depth++) {
      this.#gone.fill(0);
      for (let e = 0; e < this.#enemies; e++) {
        if (state[1 + e]! <= 0) this.#gone[e >> 5]! |= 1 << (e & 31);
      }
      let key = state[0]!;
      for (let e = 0; this.#packed && e < this.#enemies; e++)
        key += state[1 + e]! * this.#lifePlace[e]!;
      this.#key = key;
      const entry = this.#solve(depth, -1, -1);
      const attacker = this.#choiceAttacker[entry]!;
      if (attacker < 0) return line;
      const o = this.#choiceOption[entry]!;
      const enemy = graph.enemyOf(o);
      line.push({
        attacker,
        enemy,
        attackDice: graph.attackDiceOf(o),
        defenseDice: graph.defenseDiceOf(o),
      });
      state[1 + enemy] = Math.max(0, state[1 + enemy]! - mostLikely(graph.chancesOf(o)));
      state[0] |= 1 << attacker;
    }
  }

  #grow(): void {
    const size = this.#value.length * 2;
    const grown = <T extends Float64Array | Int32Array>(old: T, make: (n: number) => T): T => {
      const array = make(size);
      array.set(old);
      return array;
    };
    this.#value = grown(this.#value, (n) => new Float64Array(n));
    this.#wounds = grown(this.#wounds, (n) => new Float64Array(n));
    this.#choiceAttacker = grown(this.#choiceAttacker, (n) => new Int32Array(n));
    this.#choiceOption = grown(this.#choiceOption, (n) => new Int32Array(n));
  }
}
