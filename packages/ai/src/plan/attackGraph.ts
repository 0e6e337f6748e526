// The attack graph of a HeroScape plan (docs/rules/ai.md#plan): for each set of enemies gone, each
// attacker's legal attacks with their dice. The rules answer it one `attackRows` batch per set
// (flat rows, no object per attack), asked the first time a plan needs that set; the graph keeps the answers flat (typed arrays,
// enemies and attackers by index) for the expectimax, and compares one set's answer with another
// position's for the transposition table (planMemo.ts).
import { type AttackRows, type HeroscapeFigure, type Position, attackDice } from "@sightline/rules";
import { IntList } from "./intList.js";
import { RowTable, hashRow } from "./rowTable.js";
import { woundChances } from "./woundChances.js";

/**
 * The rules' `attackDice` answers asked so far, by attack, defence and the two levels: as many as
 * the distinct such fours a process plans with (a few hundred on a map).
 */
const knownDice = new Map<number, { readonly attackDice: number; readonly defenseDice: number }>();

/**
 * `attackDice` of the pair, kept by its numbers when each is a whole number below 64 (a plan asks
 * it of every pair, and a search plans thousands of times).
 */
function pairDiceOf(
  attacker: HeroscapeFigure,
  enemy: HeroscapeFigure,
  attackerLevel: number,
  enemyLevel: number,
): { readonly attackDice: number; readonly defenseDice: number } {
  const small = (n: number) => Number.isInteger(n) && n >= 0 && n < 64;
  if (
    !small(attacker.attack) ||
    !small(enemy.defense) ||
    !small(attackerLevel) ||
    !small(enemyLevel)
  ) {
    return attackDice(attacker, enemy, attackerLevel, enemyLevel);
  }
  // Below 2^24: a small integer, so the look-up allocates nothing.
  const key = (((attacker.attack << 6) | enemy.defense) << 12) | (attackerLevel << 6) | enemyLevel;
  let dice = knownDice.get(key);
  if (!dice) knownDice.set(key, (dice = attackDice(attacker, enemy, attackerLevel, enemyLevel)));
  return dice;
}

/** The rows the rules last answered into, for every graph (each reads them at once). */
let rows: AttackRows | undefined;

/**
 * The legal attacks of one plan's attackers against its enemies, per set of enemies gone. One
 * graph can serve plan after plan ({@link AttackGraph.reset}), keeping its arrays.
 */
export class AttackGraph {
  #position!: Position<"heroscape">;
  attackers!: readonly HeroscapeFigure[];
  enemies!: readonly HeroscapeFigure[];
  /**
   * The enemy in each place of the scenario (-1 for the others, and past the last enemy's place):
   * rows name figures by place.
   */
  #enemyAt = new Int32Array(0);
  /** 32-bit words in a set of enemies gone: bit `e % 32` of word `e >> 5` is enemy `e`. */
  goneWords = 1;
  /** The sets asked so far, numbered in the order first asked. */
  readonly #sets = new RowTable(1, 32);
  /** Set `s`'s options of attacker `a` are `[starts[s·(A+1)+a], starts[s·(A+1)+a+1])`. */
  readonly #starts = new IntList();
  readonly #enemy = new IntList();
  readonly #attackDice = new IntList();
  readonly #defenseDice = new IntList();
  readonly #chances: (readonly number[])[] = [];
  readonly #ids: string[] = [];
  /**
   * The dice of attacker `a` against enemy `e` by the rules' own fact (attack, defence, height
   * advantage: docs/rules/heroscape.md#attack), `pairDice[2(a·E+e)]` and `+1`: what the plan's
   * bounds assume any legal attack of that pair rolls, whichever enemies are gone.
   */
  pairDice = new Int32Array(0);
  readonly #pairChances: (readonly number[])[] = [];
  /**
   * False once a legal attack's dice differ from its pair's (or a pair's dice cannot be rolled):
   * the bounds are then not used.
   */
  pairDiceHold = true;

  /** The enemies' levels, kept from one plan to the next. */
  #enemyLevels = new Float64Array(0);

  constructor(
    position: Position<"heroscape">,
    attackers: readonly HeroscapeFigure[],
    enemies: readonly HeroscapeFigure[],
  ) {
    this.reset(position, attackers, enemies);
  }

  /**
   * Makes this the graph of a new plan, as `new AttackGraph(position, attackers, enemies)` would,
   * reusing the arrays: a search plans thousands of times, and small plans spent a third of their
   * time making a graph's arrays.
   */
  reset(
    position: Position<"heroscape">,
    attackers: readonly HeroscapeFigure[],
    enemies: readonly HeroscapeFigure[],
  ): void {
    this.#position = position;
    this.attackers = attackers;
    this.enemies = enemies;
    const rules = position.rules;
    let places = 0;
    for (const enemy of enemies) places = Math.max(places, (rules.placeOf(enemy.id) ?? -1) + 1);
    if (this.#enemyAt.length < places) this.#enemyAt = new Int32Array(places);
    this.#enemyAt.fill(-1);
    for (let e = 0; e < enemies.length; e++) {
      const place = rules.placeOf(enemies[e]!.id) ?? -1;
      if (place >= 0) this.#enemyAt[place] = e;
    }
    // Lengths set only when they change: setting an array's length is slow.
    if (this.#ids.length !== attackers.length) this.#ids.length = attackers.length;
    for (let a = 0; a < attackers.length; a++) this.#ids[a] = attackers[a]!.id;
    this.goneWords = Math.max(1, Math.ceil(enemies.length / 32));
    this.#sets.reset(this.goneWords, 32);
    this.#starts.clear();
    this.#enemy.clear();
    this.#attackDice.clear();
    this.#defenseDice.clear();
    this.pairDiceHold = true;
    if (this.#enemyLevels.length < enemies.length)
      this.#enemyLevels = new Float64Array(enemies.length);
    for (let e = 0; e < enemies.length; e++) {
      this.#enemyLevels[e] = rules.levelAt(enemies[e]!.hexes[0]!) ?? 0;
    }
    // Exactly as long as the pairs: a plan's memo key copies it whole.
    const pairs = attackers.length * enemies.length;
    if (this.pairDice.length !== 2 * pairs) this.pairDice = new Int32Array(2 * pairs);
    for (let a = 0; a < attackers.length; a++) {
      // Where the attacker stands now, as the rules' rows see it: a search may pass the figures
      // as they stood before it moved them, and a stale level made the pairs' dice wrong, so the
      // bounds were dropped (4 raiders move 5 on Rotten Ice: 15.2 M states weighed unpruned).
      const attacker = position.figure(attackers[a]!.id) ?? attackers[a]!;
      const level = rules.levelAt(attacker.hexes[0]!) ?? 0;
      for (let e = 0; e < enemies.length; e++) {
        const dice = pairDiceOf(attacker, enemies[e]!, level, this.#enemyLevels[e]!);
        this.pairDice[2 * (a * enemies.length + e)] = dice.attackDice;
        this.pairDice[2 * (a * enemies.length + e) + 1] = dice.defenseDice;
        try {
          this.#pairChances[a * enemies.length + e] = woundChances(
            dice.attackDice,
            dice.defenseDice,
          );
        } catch {
          this.pairDiceHold = false;
        }
      }
    }
  }

  /** P(wounds = k) of pair `a·E + e`'s dice (while {@link pairDiceHold}). */
  pairChances(pair: number): readonly number[] | undefined {
    return this.#pairChances[pair];
  }

  /** How many sets of enemies gone the rules have been asked about. */
  get sets(): number {
    return this.#sets.size;
  }

  /** The number of the set `gone` (a row of {@link goneWords}), asking the rules the first time. */
  setOf(gone: Int32Array): number {
    const known = this.#sets.find(gone);
    return known >= 0 ? known : this.#ask(gone);
  }

  /** Copies set `set`'s row of enemies gone into `into`. */
  goneOf(set: number, into: Int32Array): void {
    this.#sets.copyRow(set, into);
  }

  /**
   * How many integers set `set`'s answer takes: each attacker's count of attacks, then every
   * attack's enemy and dice in order (equal integers, equal attacks in equal order).
   */
  answerLength(set: number): number {
    const attackers = this.attackers.length;
    const starts = this.#starts.data;
    const base = set * (attackers + 1);
    return attackers + 3 * (starts[base + attackers]! - starts[base]!);
  }

  /** Writes set `set`'s answer ({@link answerLength} integers) into `into` from `at`. */
  writeAnswer(set: number, into: Int32Array, at: number): void {
    const attackers = this.attackers.length;
    const starts = this.#starts.data;
    const base = set * (attackers + 1);
    for (let a = 0; a < attackers; a++) into[at + a] = starts[base + a + 1]! - starts[base + a]!;
    const end = starts[base + attackers]!;
    for (let o = starts[base]!, k = at + attackers; o < end; o++, k += 3) {
      into[k] = this.#enemy.data[o]!;
      into[k + 1] = this.#attackDice.data[o]!;
      into[k + 2] = this.#defenseDice.data[o]!;
    }
  }

  /** A hash of set `set`'s answer (of {@link writeAnswer}'s integers, without writing them). */
  answerHash(set: number): number {
    const attackers = this.attackers.length;
    const base = set * (attackers + 1);
    const starts = this.#starts.data;
    let hash = 0x811c9dc5;
    for (let a = 0; a < attackers; a++) {
      hash = Math.imul(hash ^ (starts[base + a + 1]! - starts[base + a]!), 0x01000193);
    }
    const first = starts[base]!;
    const count = starts[base + attackers]! - first;
    hash = Math.imul(hash ^ hashRow(this.#enemy.data, first, count), 0x01000193);
    hash = Math.imul(hash ^ hashRow(this.#attackDice.data, first, count), 0x01000193);
    return Math.imul(hash ^ hashRow(this.#defenseDice.data, first, count), 0x01000193) >>> 0;
  }

  /** Whether set `set`'s answer is the `length` integers of `words` from `at`. */
  answerIs(set: number, words: Int32Array, at: number, length: number): boolean {
    if (length !== this.answerLength(set)) return false;
    const attackers = this.attackers.length;
    const starts = this.#starts.data;
    const base = set * (attackers + 1);
    for (let a = 0; a < attackers; a++) {
      if (words[at + a] !== starts[base + a + 1]! - starts[base + a]!) return false;
    }
    const end = starts[base + attackers]!;
    for (let o = starts[base]!, k = at + attackers; o < end; o++, k += 3) {
      if (words[k] !== this.#enemy.data[o]) return false;
      if (words[k + 1] !== this.#attackDice.data[o]) return false;
      if (words[k + 2] !== this.#defenseDice.data[o]) return false;
    }
    return true;
  }

  /** The first option of attacker `a` in set `set`; its last is `optionsEnd(set, a) − 1`. */
  optionsStart(set: number, a: number): number {
    return this.#starts.data[set * (this.attackers.length + 1) + a]!;
  }

  optionsEnd(set: number, a: number): number {
    return this.#starts.data[set * (this.attackers.length + 1) + a + 1]!;
  }

  /** The enemy option `o` attacks. */
  enemyOf(o: number): number {
    return this.#enemy.data[o]!;
  }

  attackDiceOf(o: number): number {
    return this.#attackDice.data[o]!;
  }

  defenseDiceOf(o: number): number {
    return this.#defenseDice.data[o]!;
  }

  /** P(wounds = k) of option `o`'s roll. */
  chancesOf(o: number): readonly number[] {
    return this.#chances[o]!;
  }

  /**
   * The rules' `targets` of every attacker with the enemies of `gone` off the board
   * (docs/rules/heroscape.md#attack), one batch for all; the position is put back after.
   */
  #ask(gone: Int32Array): number {
    const position = this.#position;
    const saved = position.changes;
    this.enemies.forEach((enemy, e) => {
      if (gone[e >> 5]! & (1 << (e & 31))) position.remove(enemy.id);
    });
    let answer;
    try {
      answer = position.rules.attackRows(this.#ids, rows);
    } finally {
      position.undoTo(saved);
    }
    if ("error" in answer) throw new Error(answer.reason);
    rows = answer;
    const set = this.#sets.add(gone);
    const enemies = this.enemies.length;
    const enemyAt = this.#enemyAt;
    // Rows come attacker by attacker, in order: each attacker's options start at its first row.
    for (let a = 0, k = 0; a < this.attackers.length; a++) {
      this.#starts.push(this.#enemy.length);
      for (; k < answer.count && answer.attacker[k] === a; k++) {
        const place = answer.target[k]!;
        const enemy = place < enemyAt.length ? enemyAt[place]! : -1;
        if (enemy < 0) continue;
        const dice = answer.attackDice[k]!;
        const defence = answer.defenseDice[k]!;
        this.#enemy.push(enemy);
        this.#attackDice.push(dice);
        this.#defenseDice.push(defence);
        // Option o's chances are `#chances[o]`; past the last option, a former plan's.
        this.#chances[this.#enemy.length - 1] = woundChances(dice, defence);
        const pair = 2 * (a * enemies + enemy);
        if (this.pairDice[pair] !== dice || this.pairDice[pair + 1] !== defence) {
          this.pairDiceHold = false;
        }
      }
    }
    this.#starts.push(this.#enemy.length);
    return set;
  }
}
