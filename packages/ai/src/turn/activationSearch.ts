// One character's or unit's activation, searched (docs/rules/ai.md#turn-other-games): Arcadia
// Quest's movement then an attack, or the attack then movement, or only one of them; Arcane
// Legions' pose of its move lattice, then its best attack. At depth d > 1 the next owner replies
// with its best activation over all its figures, searched to depth d − 1, and that reply counts
// against this one. The search is cut into tasks, one per move of the figure, each with its own
// share of a node budget, so that the answer is the same whichever worker runs which task.
//
// What is fixed here where the spec is silent (docs/rules/ai.md#turn-other-games):
// - an Arcadia Quest position keeps no damage: a reply sees a target destroyed (weighted by the
//   chance of it) or standing as it was;
// - an activation that attacks and then moves chooses its move with its attack, before the roll;
// - at depth 1 moving after the attack changes nothing the score counts, so the attack from where
//   the figure stands is weighed once, as staying and attacking.
import {
  type ArcadiaQuestMove,
  type ArcaneLegionsMove,
  type Position,
  type QueryError,
  isQueryError,
} from "@sightline/rules";
import { type Score, ZERO, addScaled, better, minus } from "../plan/score.js";
import {
  type ActivationGame,
  type AttackOption,
  RollOdds,
  attackOptions,
  bestOption,
} from "./activationAttacks.js";
import { keepBestFirst } from "../plan/bestFirst.js";
import { TURN_ALTERNATIVES } from "./turnAlternatives.js";
import type { Budget, Ceiling, Choice, FoundChoice, TaskResult } from "./turnSearch.js";

/** A move of either game. */
export type ActivationMove = ArcadiaQuestMove | ArcaneLegionsMove;

/** An activation's choice, as a task's result carries it: [move, attack first (1) or not, attack]. */
const MOVE = 0;
const FIRST = 1;
const ATTACK = 2;
/** The attack index of an activation that does not attack. */
const NO_ATTACK = -1;

/** An activation as the answer gives it. */
export interface ActivationChoice {
  readonly move: ActivationMove | undefined;
  readonly attack: AttackOption | undefined;
  readonly attackFirst: boolean;
}

/** What the search keeps of one activation it scored. */
export interface ScoredActivation {
  readonly choice: Choice;
  readonly score: Score;
}

/** Where a reply stopped: out of budget (or over the exact search's ceiling). */
const STOPPED = undefined;

export class ActivationSearch {
  readonly game: ActivationGame;
  readonly #position: Position<ActivationGame>;
  readonly #figure: string;
  readonly #owner: string;
  readonly #depth: number;
  /** Owners in the order they first appear in the scenario: who replies to whom. */
  readonly #owners: readonly string[];
  readonly #ceiling: Ceiling | undefined;
  readonly #explain: boolean;
  readonly #odds = new RollOdds();
  /** Replies known in this task, by depth, owner and the figures' places (and doors). */
  readonly #replies = new Map<string, Score>();
  /** The figure's moves from where it stands, in the tasks' order (staying first, cheapest first). */
  readonly moves: readonly ActivationMove[];
  /** Positions evaluated: activations scored, replies' included. */
  nodes = 0;
  #budget: Budget = {};
  #taskStart = 0;
  #stopped = false;

  private constructor(
    position: Position<ActivationGame>,
    figure: string,
    depth: number,
    moves: readonly ActivationMove[],
    ceiling: Ceiling | undefined,
    explain: boolean,
  ) {
    this.game = position.game;
    this.#position = position;
    this.#figure = figure;
    this.#owner = position.figure(figure)!.owner;
    this.#depth = depth;
    this.moves = moves;
    this.#ceiling = ceiling;
    this.#explain = explain;
    this.#owners = [...new Set(position.figures().map((f) => f.owner))];
  }

  /**
   * The search of `figure`'s activation on `position`, `depth` owners' activations deep, or the
   * error of its moves (Arcadia Quest: too many states within its reach).
   */
  static of(
    position: Position<ActivationGame>,
    figure: string,
    options: { depth: number; ceiling?: Ceiling; explain?: boolean },
  ): ActivationSearch | QueryError {
    const moves = movesOf(position, figure);
    if (isQueryError(moves)) return moves;
    return new ActivationSearch(
      position,
      figure,
      options.depth,
      moves,
      options.ceiling,
      options.explain === true,
    );
  }

  /** The tasks: one per move of the figure. */
  get tasks(): number {
    return this.moves.length;
  }

  beginTask(): void {
    if (this.#ceiling) this.#ceiling.spent = 0;
  }

  /**
   * Searches the activations that make move `task`, keeping the best that beats `incumbent` (and,
   * explained, the best few), until done or the budget runs out.
   */
  runTask(task: number, incumbent: Score, budget: Budget): TaskResult {
    this.#replies.clear();
    this.#budget = budget;
    this.#taskStart = this.nodes;
    this.#stopped = false;
    let best: ScoredActivation | undefined;
    const kept: FoundChoice[] = [];
    // Attacks made before moving are the ones the figure has where it stands.
    const before = this.#attacksFirst(this.#depth) && task !== 0 ? this.#attacks(this.#figure) : [];
    this.#weighMove(
      this.#figure,
      this.moves[task],
      before,
      this.#depth,
      (attackFirst, k, score) => {
        const choice = [task, attackFirst ? 1 : 0, k];
        if (better(score, best?.score ?? incumbent)) best = { choice, score };
        // An activation is listed only once its score is whole (a reply cut short is not).
        if (this.#explain) {
          keepBestFirst(kept, { choice, score, complete: true }, scoreOf, TURN_ALTERNATIVES);
        }
      },
    );
    return {
      task,
      best,
      nodes: this.nodes - this.#taskStart,
      complete: !this.#stopped,
      ...(this.#explain ? { alternatives: kept } : {}),
    };
  }

  /**
   * The score of an activation that ends with `attack` (or none) on the position as it stands,
   * for its owner `owner`: the attack's, less the reply's below depth 1 (STOPPED when the budget
   * ran out first). Each figure's score counts each outcome of its attack that changes the board.
   */
  #scoreAfter(attack: AttackOption | undefined, depth: number, owner: string): Score | undefined {
    this.nodes++;
    if (this.#ceiling) this.#ceiling.spent++;
    const immediate = attack?.score ?? ZERO;
    if (depth === 1) return immediate;
    const position = this.#position;
    const destroys = attack?.destroys ?? 0;
    let reply: Score = ZERO;
    if (destroys > 0) {
      const saved = position.changes;
      position.remove(attack!.attack.target);
      const fallen = this.#reply(depth - 1, owner);
      position.undoTo(saved);
      if (fallen === STOPPED) return STOPPED;
      reply = addScaled(reply, destroys, fallen);
    }
    if (destroys < 1) {
      const standing = this.#reply(depth - 1, owner);
      if (standing === STOPPED) return STOPPED;
      reply = addScaled(reply, 1 - destroys, standing);
    }
    return minus(immediate, reply);
  }

  /**
   * Weighs every activation of `figure` that makes `move` (undefined: it stays) at `depth`: each
   * attack `#attackChoices` allows after the move, then each of `before` made first (the attacks
   * it had where it stood); `visit` hears each whole score. Stops when the budget runs out.
   */
  #weighMove(
    figure: string,
    move: ActivationMove | undefined,
    before: readonly AttackOption[],
    depth: number,
    visit: (attackFirst: boolean, attack: number, score: Score) => void,
  ): void {
    const position = this.#position;
    const owner = position.figure(figure)!.owner;
    const saved = position.changes;
    if (move) apply(position, move);
    const after = this.#attacks(figure);
    const weigh = (attackFirst: boolean, options: readonly AttackOption[], k: number): boolean => {
      if (this.#outOfBudget()) return false;
      const score = this.#scoreAfter(options[k], depth, owner);
      if (score === STOPPED) return false;
      visit(attackFirst, k, score);
      return true;
    };
    let going = true;
    for (const k of this.#attackChoices(after, depth)) if (!(going = weigh(false, after, k))) break;
    for (let k = 0; going && k < before.length; k++) going = weigh(true, before, k);
    position.undoTo(saved);
  }

  /** The best activation of the owner after `owner`, `depth` deep, on the position as it stands. */
  #reply(depth: number, owner: string): Score | undefined {
    const next = this.#owners[(this.#owners.indexOf(owner) + 1) % this.#owners.length]!;
    const key = `${depth}|${next}|${placesKey(this.#position)}`;
    const known = this.#replies.get(key);
    if (known) return known;
    let best: Score | undefined;
    const position = this.#position;
    for (const figure of position.figures()) {
      if (figure.owner !== next) continue;
      const moves = movesOf(position, figure.id);
      // A figure whose moves the rules refuse (too many door states) may still attack.
      const list: readonly (ActivationMove | undefined)[] = Array.isArray(moves)
        ? moves
        : [undefined];
      const before = this.#attacksFirst(depth) ? this.#attacks(figure.id) : [];
      for (let m = 0; m < list.length; m++) {
        // Staying (the first move) then attacking is already weighed among the attacks after it.
        this.#weighMove(figure.id, list[m], m > 0 ? before : [], depth, (_, __, score) => {
          if (!best || better(score, best)) best = score;
        });
        if (this.#stopped) return STOPPED;
      }
    }
    const score = best ?? ZERO;
    this.#replies.set(key, score);
    return score;
  }

  /**
   * Whether activations that attack and then move are weighed apart: in Arcadia Quest below
   * depth 1, where the reply sees where the figure went.
   */
  #attacksFirst(depth: number): boolean {
    return depth > 1 && this.game === "arcadia-quest";
  }

  /**
   * The attacks an activation may end with: the best only at depth 1 and in Arcane Legions (whose
   * attacks change no board); deeper in Arcadia Quest each of them, and none.
   */
  #attackChoices(options: readonly AttackOption[], depth: number): number[] {
    if (!this.#attacksFirst(depth)) return [bestOption(options, better)];
    return [...options.keys(), NO_ATTACK];
  }

  /** Every attack `figure` may make from where it stands now. */
  #attacks(figure: string): AttackOption[] {
    return attackOptions(this.#position, figure, this.#odds);
  }

  #outOfBudget(): boolean {
    if (this.#stopped) return true;
    const budget = this.#budget;
    const spent = this.nodes - this.#taskStart;
    if (spent % 16 === 0) budget.onNodes?.(spent);
    this.#stopped =
      (budget.nodes !== undefined && spent >= budget.nodes) ||
      (budget.deadline !== undefined && Date.now() >= budget.deadline) ||
      (this.#ceiling !== undefined && this.#ceiling.spent >= this.#ceiling.max) ||
      budget.cancelled?.() === true;
    return this.#stopped;
  }

  /** The activation `choice` names, read again on the search's position. */
  describe(choice: Choice): ActivationChoice {
    const position = this.#position;
    const move = this.moves[choice[MOVE]!]!;
    const attackFirst = choice[FIRST] === 1;
    const k = choice[ATTACK]!;
    let attack: AttackOption | undefined;
    if (attackFirst) attack = this.#attacks(this.#figure)[k];
    const saved = position.changes;
    apply(position, move);
    if (!attackFirst) attack = k === NO_ATTACK ? undefined : this.#attacks(this.#figure)[k];
    position.undoTo(saved);
    return {
      move: moved(move) ? move : undefined,
      attack,
      attackFirst: attackFirst && attack !== undefined,
    };
  }

  /**
   * The activation that stays and makes the best attack from here, scored at depth 1 only: what
   * a search cut short before any activation was scored answers (`complete: false`).
   */
  fallback(): ScoredActivation {
    const options = this.#attacks(this.#figure);
    const k = bestOption(options, better);
    return { choice: [0, 0, k], score: options[k]?.score ?? ZERO };
  }

  /**
   * About how many activations an exact search scores, replies included, from each figure's
   * moves and attacks where it stands now. Replies are kept by position, so a layer of the tree
   * answers each position the layer above can leave once: a figure's end places, each with its
   * target destroyed or standing. A search whose count passes `max` is refused before it runs.
   */
  size(max: number): number {
    const position = this.#position;
    const measure = (figure: string, depth: number) => {
      const moves = movesOf(position, figure);
      const m = Array.isArray(moves) ? moves.length : 1;
      if (depth === 1 || this.game === "arcane-legions") return { activations: m, positions: m };
      const attacks = this.#attacks(figure);
      const a = attacks.length;
      const falls = new Set(attacks.filter((o) => o.destroys > 0).map((o) => o.attack.target));
      return { activations: m * (a + 1) + (m - 1) * a, positions: m * (1 + falls.size) };
    };
    const top = measure(this.#figure, this.#depth);
    let total = top.activations;
    let positions = top.positions;
    let owner = this.#owner;
    for (let depth = this.#depth - 1; depth >= 1 && total <= max; depth--) {
      owner = this.#owners[(this.#owners.indexOf(owner) + 1) % this.#owners.length]!;
      let activations = 0;
      let next = 0;
      for (const f of position.figures()) {
        if (f.owner !== owner) continue;
        const layer = measure(f.id, depth);
        activations += layer.activations;
        next += layer.positions;
      }
      total += positions * activations;
      positions *= Math.max(1, next);
    }
    return total;
  }
}

/** The score an alternative is ranked by. */
const scoreOf = (found: FoundChoice): Score => found.score;

/**
 * A figure's moves by the rules, cheapest first: Arcadia Quest's come so (its search is breadth
 * first); Arcane Legions' lattice comes in lattice order, sorted here by cost (stably), so that
 * of equally good activations the one that spends least is found first — staying among them.
 */
function movesOf(
  position: Position<ActivationGame>,
  figure: string,
): readonly ActivationMove[] | QueryError {
  const moves = position.moves(figure);
  if (isQueryError(moves) || position.game === "arcadia-quest") return moves;
  return [...(moves as readonly ArcaneLegionsMove[])].sort((a, b) => a.cost - b.cost);
}

/** Makes `move` on `position`: each door it acts on, then the figure's new place. */
function apply(position: Position<ActivationGame>, move: ActivationMove): void {
  if (!moved(move)) return;
  if ("doors" in move) {
    const aq = position as Position<"arcadia-quest">;
    for (const door of move.doors) aq.setDoor({ x: door.x, y: door.y, side: door.side }, door.open);
    aq.move(move.figure, { x: move.to[0], y: move.to[1] });
  } else {
    (position as Position<"arcane-legions">).move(move.figure, move.to);
  }
}

/** Whether `move` changes anything: a step, a door, a turn or a shift. */
function moved(move: ActivationMove): boolean {
  return "doors" in move ? move.path.length > 1 || move.doors.length > 0 : move.cost > 0;
}

/** The figures' places, and the doors the position has set (Arcadia Quest). */
function placesKey(position: Position<ActivationGame>): string {
  let key = "";
  for (const f of position.figures()) {
    key += "facing" in f ? `${f.id}@${f.x},${f.y},${f.facing};` : `${f.id}@${f.x},${f.y};`;
  }
  for (const [door, open] of position.doorsSet()) key += `${door}=${open ? 1 : 0};`;
  return key;
}
