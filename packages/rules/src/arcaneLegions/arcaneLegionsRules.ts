// Arcane Legions' answers to the queries (docs/rules/arcane-legions.md,
// docs/rules/scenario.md#queries): range between notches, line of sight and ranged options by the
// plane sight kernel (one batch per query), close combat by side contact, exact line-up odds and
// seeded rolls.
import type { GeometryEngine } from "@sightline/geometry";
import type { NotATarget } from "../position/notATarget.js";
import type { Roster } from "../position/roster.js";
import { type Query, type QueryError, notImplemented, isQueryError } from "../queries/query.js";
import { checkPlacement } from "./arcaneLegionsChecks.js";
import type { ArcaneLegionsFigure, ArcaneLegionsScenario } from "./arcaneLegionsSchema.js";
import { ScenarioError } from "../scenario/problems.js";
import type {
  ArcaneLegionsAttack,
  ArcaneLegionsAttackOn,
  ArcaneLegionsMove,
  ArcaneLegionsPose,
  ArcaneLegionsQuestions,
  ArcaneLegionsRange,
  ArcaneLegionsReach,
} from "./arcaneLegionsAnswers.js";
import { legalMoves } from "./arcaneLegionsMovement.js";
import { EPS } from "./bases.js";
import { arcaneLegionsNotTargets } from "./arcaneLegionsReasons.js";
import { oddsAnswer, rollAnswer } from "./arcaneLegionsDice.js";
import { ArcaneLegionsField } from "./arcaneLegionsTable.js";
import { attacksOf, shotsAt } from "./attackEntries.js";
import { notches } from "./notches.js";
import { type ArcaneLegionsMatrix, lineOfSight, sightMatrix } from "./lineOfSight.js";
import { attacksOn, targetsFrom } from "./poseQuestions.js";
import { RANGE_STEPS, enemies, mayShoot } from "./rangedCombat.js";

export { EPS } from "./bases.js";
export { RANGE_STEPS } from "./rangedCombat.js";

/**
 * Arcane Legions' rules: the terrain laid out once in a geometry engine, each position's units
 * when they move, queries answered as pure functions of them.
 */
export class ArcaneLegionsRules {
  readonly field: ArcaneLegionsField;
  readonly #scenario: ArcaneLegionsScenario;

  constructor(scenario: ArcaneLegionsScenario, geometry: GeometryEngine) {
    this.#scenario = scenario;
    this.field = new ArcaneLegionsField(scenario, geometry);
  }

  answer(query: Query, roster: Roster<ArcaneLegionsFigure>): unknown {
    switch (query.q) {
      case "range":
        return roster.pair(query.from, query.to, (a, b) => this.range(a, b));
      case "los":
        return roster.pair(query.from, query.to, (a, b) =>
          lineOfSight(this.field.table(roster), a, b),
        );
      case "targets":
        return roster.one(query.attacker, (attacker) => this.targets(roster, attacker));
      case "matrix":
        return this.matrix(roster, query.of);
      case "odds":
        return oddsAnswer(query.attackDice, query.defenseDice, query.kind);
      case "roll":
        return rollAnswer(query.attackDice, query.defenseDice, query.kind, query.seed);
      default:
        return notImplemented("arcane-legions", query.q);
    }
  }

  /** Arcane Legions' own questions on the units of `roster` (see {@link ArcaneLegionsQuestions}). */
  questions(roster: Roster<ArcaneLegionsFigure>): ArcaneLegionsQuestions {
    return {
      targetsFrom: (id, candidates, targets) =>
        roster.one(id, (unit) => {
          const looked = targets && roster.pick(targets);
          if (isQueryError(looked)) return looked;
          return this.targetsFrom(roster, unit, candidates, looked);
        }),
      attacksOn: (id, candidates) =>
        roster.one(id, (unit) => this.attacksOn(roster, unit, candidates)),
    };
  }

  /**
   * The `targets` answer of `unit` standing at each of `candidates`, looking at `only` when given
   * (poseQuestions.ts): one sight batch for every pose.
   */
  targetsFrom(
    roster: Roster<ArcaneLegionsFigure>,
    unit: ArcaneLegionsFigure,
    candidates: readonly ArcaneLegionsPose[],
    only?: readonly ArcaneLegionsFigure[],
  ): ArcaneLegionsAttack[][] | QueryError {
    const poses = this.#posed(roster, unit, candidates);
    if (isQueryError(poses)) return poses;
    return targetsFrom(this.field, this.field.table(roster), unit, poses, only);
  }

  /** The attacks on `unit` standing at each of `candidates` (poseQuestions.ts): one sight batch. */
  attacksOn(
    roster: Roster<ArcaneLegionsFigure>,
    unit: ArcaneLegionsFigure,
    candidates: readonly ArcaneLegionsPose[],
  ): ArcaneLegionsAttackOn[][] | QueryError {
    const poses = this.#posed(roster, unit, candidates);
    if (isQueryError(poses)) return poses;
    return attacksOn(this.field, this.field.table(roster), unit, poses);
  }

  /** `unit` at each candidate pose, or the error naming the first it may not take. */
  #posed(
    roster: Roster<ArcaneLegionsFigure>,
    unit: ArcaneLegionsFigure,
    candidates: readonly ArcaneLegionsPose[],
  ): ArcaneLegionsFigure[] | QueryError {
    const index = roster.indexOf(unit.id)!;
    const others = roster.figures().filter((f) => f !== unit);
    const poses: ArcaneLegionsFigure[] = [];
    for (const [k, candidate] of candidates.entries()) {
      const pose = this.#pose(unit, index, others, candidate);
      if (typeof pose === "string") {
        return { error: "invalid-query", reason: `candidate ${k}: ${pose}` };
      }
      poses.push(pose);
    }
    return poses;
  }

  /**
   * `unit` (place `index` of the scenario) standing at `to`, or why it may not: not a pose of
   * finite numbers, or off the table or overlapping a base of `others` (checkPlacement).
   */
  #pose(
    unit: ArcaneLegionsFigure,
    index: number,
    others: readonly ArcaneLegionsFigure[],
    to: ArcaneLegionsPose,
  ): ArcaneLegionsFigure | string {
    // Callers without types may pass anything.
    const place = (to ?? {}) as unknown as Partial<Record<string, unknown>>;
    const finite = [place.x, place.y, place.facing].every(
      (v) => typeof v === "number" && Number.isFinite(v),
    );
    if (!finite) {
      return `expected a pose {x, y, facing} of finite numbers, got ${JSON.stringify(to)}`;
    }
    const pose = { ...unit, x: to.x, y: to.y, facing: to.facing };
    const { width, height } = this.#scenario.board;
    const problems = checkPlacement(pose, `/figures/${index}`, others, width, height);
    return problems.length > 0 ? problems[0]!.reason : pose;
  }

  /** The unit's notches, each reaching six steps (docs/rules/arcane-legions.md#ranged). */
  reach(figure: ArcaneLegionsFigure): ArcaneLegionsReach {
    return { steps: RANGE_STEPS, notches: notches(figure).map((notch) => notch.point) };
  }

  /** Any side to any side, terrain ignored: in range within six steps (+EPS). */
  range(from: ArcaneLegionsFigure, to: ArcaneLegionsFigure): ArcaneLegionsRange {
    const distance = this.field.notchDistance(from, to);
    return { distance, inRange: distance <= RANGE_STEPS + EPS };
  }

  /**
   * Every attack of `attacker` (docs/rules/arcane-legions.md#queries): per enemy, the best ranged
   * option when it may be given a ranged order and has one, and a close attack when adjacent
   * and `attackDice > 0`. Sorted by target id (code-unit order), ranged before close.
   */
  targets(
    roster: Roster<ArcaneLegionsFigure>,
    attacker: ArcaneLegionsFigure,
  ): ArcaneLegionsAttack[] {
    const table = this.field.table(roster);
    const foes = table.figures.filter((f) => enemies(attacker, f));
    const shots = shotsAt(table, attacker, foes);
    const lines =
      shots.length === 0
        ? []
        : table.sightLines(
            shots.map((foe) => [attacker, foe] as const),
            true,
          );
    return attacksOf(table, attacker, foes, shots, lines);
  }

  /** Why each other unit is not among `attacker`'s targets (arcaneLegionsReasons.ts). */
  notTargets(roster: Roster<ArcaneLegionsFigure>, attacker: ArcaneLegionsFigure): NotATarget[] {
    const table = this.field.table(roster);
    const listed = new Set(this.targets(roster, attacker).map((t) => t.target));
    const others = roster.figures().filter((f) => f !== attacker && !listed.has(f.id));
    return arcaneLegionsNotTargets(attacker, others, {
      range: (to) => this.range(attacker, to),
      inContact: (to) => table.adjacent(attacker, to),
      mayShoot: mayShoot(table, attacker),
    });
  }

  /** Sight and shortest notch distance for every ordered pair of the units named (all, by default). */
  matrix(
    roster: Roster<ArcaneLegionsFigure>,
    of: readonly string[] | undefined,
  ): ArcaneLegionsMatrix | QueryError {
    const figures = roster.pick(of);
    return isQueryError(figures) ? figures : sightMatrix(this.field.table(roster), figures);
  }

  /**
   * Every legal pose of `figure`'s move lattice, the other units of `roster` where they stand
   * (docs/rules/arcane-legions.md#movement; arcaneLegionsMovement.ts), in lattice order.
   */
  moves(roster: Roster<ArcaneLegionsFigure>, figure: ArcaneLegionsFigure): ArcaneLegionsMove[] {
    const field = this.field;
    const { width, height } = this.#scenario.board;
    const ground = {
      width,
      height,
      blockingParts: field.blockingParts(),
      clearPaths: field.clearPaths.bind(field),
    };
    return legalMoves(
      ground,
      figure,
      roster.figures().filter((f) => f !== figure),
    );
  }

  /** The unit standing at `to`; throws a {@link ScenarioError} naming what is wrong there. */
  moved(
    roster: Roster<ArcaneLegionsFigure>,
    index: number,
    to: { readonly x: number; readonly y: number; readonly facing: number },
  ): ArcaneLegionsFigure {
    const figure = { ...roster.at(index)!, x: to.x, y: to.y, facing: to.facing };
    const others = roster.figures().filter((f) => f.id !== figure.id);
    const { width, height } = this.#scenario.board;
    const problems = checkPlacement(figure, `/figures/${index}`, others, width, height);
    if (problems.length > 0) throw new ScenarioError(problems);
    return figure;
  }
}
