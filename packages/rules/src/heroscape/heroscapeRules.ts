// HeroScape's answers to the queries (spec/heroscape.md, spec/scenario.md#queries): range by
// the hex BFS kernel, line of sight by the 3D sight kernel (one batch per query), dice exact.
import { type GeometryEngine, explainSight } from "@sightline/geometry";
import type { HeroscapeFigure, HeroscapeScenario } from "../scenario/index.js";
import { type Answer, type Query, notImplemented, isQueryError } from "../queries/query.js";
import { Roster } from "../queries/roster.js";
import type { RuleSet } from "../ruleSet.js";
import { adjacent, engaged, enemies } from "./engagement.js";
import { type Blocker, HeroscapeBoard } from "./heroscapeBoard.js";
import { heightAdvantage, heroscapeOdds, heroscapeRoll, targetOdds } from "./heroscapeDice.js";

export interface HeroscapeRange {
  /** Steps between the nearest hexes of the two figures; null when no path of spaces joins them. */
  readonly distance: number | null;
  readonly inRange: boolean;
}

export type HeroscapeSight =
  | {
      readonly clear: true;
      readonly eye: readonly [number, number];
      readonly witness: readonly [number, number, number];
    }
  | { readonly clear: false; readonly blockers: readonly Blocker[] };

export interface HeroscapeTarget {
  readonly target: string;
  readonly attackDice: number;
  readonly defenseDice: number;
  readonly modifiers: readonly { name: string; attackDice?: number; defenseDice?: number }[];
  readonly odds: { expected: number; atLeastOne: number; destroy: number };
  readonly distance: number | null;
  readonly adjacent: boolean;
  readonly lineOfSight: boolean;
}

export class HeroscapeRules implements RuleSet {
  readonly board: HeroscapeBoard;
  readonly #geometry: GeometryEngine;
  readonly #roster: Roster<HeroscapeFigure>;

  constructor(scenario: HeroscapeScenario, geometry: GeometryEngine) {
    this.board = new HeroscapeBoard(scenario);
    this.#geometry = geometry;
    this.#roster = new Roster(scenario.figures);
    geometry.loadHexScene(this.board.scene);
    geometry.placeHexFigures(this.board.figures);
  }

  answer(query: Query): Answer {
    switch (query.q) {
      case "range":
        return this.#roster.pair(query.from, query.to, (a, b) => this.range(a, b));
      case "los":
        return this.#roster.pair(query.from, query.to, (a, b) => this.lineOfSight(a, b));
      case "targets":
        return this.#roster.one(query.attacker, (attacker) => this.targets(attacker));
      case "matrix":
        return this.matrix(query.of);
      case "odds":
        return heroscapeOdds(query.attackDice, query.defenseDice);
      case "roll":
        return heroscapeRoll(query.attackDice, query.defenseDice, query.seed);
      default:
        return notImplemented("heroscape", query.q);
    }
  }

  /** spec/heroscape.md#range: steps over spaces between the nearest hexes; in range ≤ `range`. */
  range(from: HeroscapeFigure, to: HeroscapeFigure): HeroscapeRange {
    const [steps] = this.#geometry.hexDistanceMatrix(
      this.board.cells([from]),
      this.board.cells([to]),
    );
    const distance = steps === undefined || steps < 0 ? null : steps;
    return { distance, inRange: distance !== null && distance <= from.range };
  }

  /**
   * spec/heroscape.md#line-of-sight: clear when some eye sees a stretch of at least VIS of some
   * sight column; explained by the eye and witness, or the blockers of the first eye's ray to
   * the top of the target's centre column.
   */
  lineOfSight(from: HeroscapeFigure, to: HeroscapeFigure): HeroscapeSight {
    const viewers = this.board.viewers([from]);
    const [seen] = this.#geometry.hexSightMatrix(viewers, Int32Array.of(this.board.indexOf(to)));
    const why = explainSight(
      this.board.scene,
      this.board.figures,
      viewers.eyes.cells,
      viewers.eyeHeight[0]!,
      viewers.ignore[0]!,
      this.board.indexOf(to),
    );
    if ((seen === 1) !== why.clear) {
      throw new Error(`the sight kernel and its explanation disagree on ${from.id} → ${to.id}`);
    }
    if (why.clear) return { clear: true, eye: from.hexes[why.eye]!, witness: why.witness };
    const blockers: Blocker[] = [];
    const named = new Set<string>();
    for (const cut of why.cuts) {
      const blocker: Blocker =
        cut.figure >= 0
          ? { figure: this.board.scenario.figures[cut.figure]!.id }
          : this.board.solidOwner(cut.solid);
      const key = JSON.stringify(blocker);
      if (!named.has(key)) blockers.push(blocker);
      named.add(key);
    }
    return { clear: false, blockers };
  }

  /**
   * Every legal attack of `attacker` (spec/heroscape.md#attack, #engagement): an enemy in range
   * and in sight, or adjacent; an engaged attacker only at figures it is engaged with. Sorted
   * by target id in code-unit order.
   */
  targets(attacker: HeroscapeFigure): HeroscapeTarget[] {
    const figures = this.board.scenario.figures;
    const foes = figures.filter((f) => enemies(attacker, f));
    const isEngaged = foes.some((f) => engaged(this.board, attacker, f));
    const distances = this.#geometry.hexDistanceMatrix(
      this.board.cells([attacker]),
      this.board.cells(foes),
    );
    const sight = this.#geometry.hexSightMatrix(
      this.board.viewers([attacker]),
      Int32Array.from(foes, (f) => this.board.indexOf(f)),
    );
    const entries: HeroscapeTarget[] = [];
    foes.forEach((foe, i) => {
      const isAdjacent = adjacent(this.board, attacker, foe);
      if (isEngaged && !isAdjacent) return;
      const steps = distances[i]!;
      const inRange = steps >= 0 && steps <= attacker.range;
      if (!isAdjacent && !(inRange && sight[i] === 1)) return;
      entries.push(
        this.#attack(attacker, foe, steps < 0 ? null : steps, isAdjacent, sight[i] === 1),
      );
    });
    return entries.sort((a, b) => (a.target < b.target ? -1 : a.target > b.target ? 1 : 0));
  }

  #attack(
    attacker: HeroscapeFigure,
    target: HeroscapeFigure,
    distance: number | null,
    isAdjacent: boolean,
    lineOfSight: boolean,
  ): HeroscapeTarget {
    const advantage = heightAdvantage(this.board.baseLevel(attacker), this.board.baseLevel(target));
    const modifiers = [];
    if (advantage.attackDice > 0)
      modifiers.push({ name: "height advantage", attackDice: advantage.attackDice });
    if (advantage.defenseDice > 0)
      modifiers.push({ name: "height advantage", defenseDice: advantage.defenseDice });
    const attackDice = attacker.attack + advantage.attackDice;
    const defenseDice = target.defense + advantage.defenseDice;
    return {
      target: target.id,
      attackDice,
      defenseDice,
      modifiers,
      odds: targetOdds(attackDice, defenseDice, target.life, target.wounds ?? 0),
      distance,
      adjacent: isAdjacent,
      lineOfSight,
    };
  }

  /** Sight and distance for every ordered pair of the figures named (all, by default). */
  matrix(of: readonly string[] | undefined): Answer {
    const figures = this.#roster.pick(of);
    if (isQueryError(figures)) return figures;
    const ids = figures.map((f) => f.id);
    const cells = this.board.cells(figures);
    const distances = this.#geometry.hexDistanceMatrix(cells, cells);
    const sight = this.#geometry.hexSightMatrix(
      this.board.viewers(figures),
      Int32Array.from(figures, (f) => this.board.indexOf(f)),
    );
    const n = figures.length;
    const rows = <T>(cell: (i: number, j: number) => T) =>
      figures.map((_, i) => figures.map((_, j) => cell(i, j)));
    return {
      ids,
      los: rows((i, j) => i !== j && sight[i * n + j] === 1),
      distance: rows((i, j) =>
        i === j ? 0 : distances[i * n + j]! < 0 ? null : distances[i * n + j]!,
      ),
    };
  }
}
