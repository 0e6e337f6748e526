// HeroScape's answers to the queries (docs/rules/heroscape.md, docs/rules/scenario.md#queries) on
// one position's figures: range by the hex BFS kernel, line of sight and its explanation by the 3D
// sight kernel, dice exact. The board is laid out once; a position's figures are placed in the
// engine again only when they changed since the last query.
import {
  type GeometryEngine,
  type Hex,
  type HexFigures,
  type HexSightExplanation,
  hexCell,
  hexSightSection,
  moveHexFigures,
  solidHeights,
  takeOffHexFigures,
} from "@sightline/geometry";
import type { NotATarget } from "../position/notATarget.js";
import type { Roster } from "../position/roster.js";
import type { FigureMatrix } from "../queries/figureMatrix.js";
import {
  type Query,
  type QueryError,
  isQueryError,
  notImplemented,
  unknownFigure,
} from "../queries/query.js";
import { ScenarioError } from "../scenario/problems.js";
import type {
  AttackOn,
  AttackRows,
  HeroscapeMove,
  HeroscapeQuestions,
  HeroscapeRange,
  HeroscapeReach,
  HeroscapeSight,
  HeroscapeTarget,
  SightProfile,
  Viewpoints,
} from "./heroscapeAnswers.js";
import { checkPlacement } from "./heroscapeChecks.js";
import type { HeroscapeFigure, HeroscapeScenario } from "./heroscapeSchema.js";
import { type Stand, adjacent, enemies, standOf, standsAdjacent } from "./engagement.js";
import { type Blocker, HeroscapeBoard } from "./heroscapeBoard.js";
import { heroscapeOddsAnswer, heroscapeRollAnswer, targetOdds } from "./heroscapeDice.js";
import { type AttackDice, attackDice } from "./heroscapeFacts.js";
import { emptyAttackRows, reserveAttackRows } from "./attackRows.js";
import { AttackPairs, type AttackerPairs, MOST_OCCUPANTS } from "./attackPairs.js";
import { heroscapeNotTargets } from "./heroscapeReasons.js";
import { legalMoves } from "./movement.js";
import { OtherFigures, freePlacements, placementProblem } from "./placements.js";
import { SightVerdicts } from "./sightVerdicts.js";
import { StepsTable } from "./stepsTable.js";

/** The placement of figures the engine holds, and the figure objects each place stands for. */
interface Encoded {
  readonly figures: HexFigures;
  readonly slots: (HeroscapeFigure | undefined)[];
}

/** A whole number 0–63: six bits of a dice memo's key. */
function isSmall(n: number): boolean {
  return Number.isInteger(n) && n >= 0 && n < 64;
}

export class HeroscapeRules {
  readonly board: HeroscapeBoard;
  readonly #geometry: GeometryEngine;
  readonly #scenario: HeroscapeScenario;
  /** The roster version whose figures the engine holds. */
  #placed = -1;
  /** The figures the engine holds, encoded, and which figure objects they were. */
  #encoded: Encoded | undefined;
  /** Steps from each stand asked, one BFS per stand for the battle (range ignores figures). */
  readonly steps: StepsTable;
  /** Sight verdicts by what decides them, so the engine is asked each question once. */
  readonly verdicts: SightVerdicts;
  /** The figures changed since the last placement (reused: a search places per move). */
  readonly #changed: number[] = [];
  /** The targets the verdict table did not know (reused). */
  readonly #unknown: number[] = [];
  /** The scenario's places sorted by figure id: attacks are listed in this order. */
  readonly #byId: Int32Array;
  /** One owner's enemies on the board, by id (reused). */
  readonly #foes: HeroscapeFigure[] = [];
  /** The places of those enemies (reused). */
  readonly #foePlaces: Int32Array;
  /** Each attacker's pairs with its enemies, kept while the figures stay (attackPairs.ts). */
  readonly #pairs: AttackPairs;
  /** The attackers of the last `attackRows` question (reused). */
  readonly #attackers: HeroscapeFigure[] = [];
  /** The moves of the last placement (reused objects, so a placement allocates nothing). */
  readonly #moves: { figure: number; hexes: readonly Hex[]; base: number; top: number }[] = [];
  /** Per figure changed in the last placement: 0 no body changed, 1 taken off or put back, 2 moved. */
  readonly #changeKinds: Uint8Array;
  /** The places whose figures changed here since the engine was last asked, flagged and listed. */
  readonly #unplaced: Uint8Array;
  readonly #unplacedList: number[] = [];
  /** The places whose figures were taken off since the last placement (reused). */
  readonly #off: number[] = [];
  /** The rows `targetsOfMany` dresses as objects (reused). */
  readonly #rows = emptyAttackRows();
  /** `attackDice` by attack, defence and the two levels when all are small whole numbers. */
  readonly #dice = new Map<number, AttackDice>();

  constructor(scenario: HeroscapeScenario, geometry: GeometryEngine) {
    this.board = new HeroscapeBoard(scenario);
    this.#geometry = geometry;
    this.#scenario = scenario;
    geometry.loadHexScene(this.board.scene);
    this.steps = new StepsTable(geometry, this.board.scene.board);
    this.verdicts = new SightVerdicts(this.board.scene);
    this.#foePlaces = new Int32Array(scenario.figures.length);
    this.#unplaced = new Uint8Array(scenario.figures.length);
    this.#changeKinds = new Uint8Array(scenario.figures.length);
    this.#pairs = new AttackPairs(scenario.figures.length);
    const ids = scenario.figures.map((f) => f.id);
    this.#byId = Int32Array.from(ids.keys()).sort((x, y) =>
      ids[x]! < ids[y]! ? -1 : ids[x]! > ids[y]! ? 1 : 0,
    );
  }

  answer(query: Query, roster: Roster<HeroscapeFigure>): unknown {
    switch (query.q) {
      case "range":
        return roster.pair(query.from, query.to, (a, b) => this.range(a, b));
      case "los":
        return roster.pair(query.from, query.to, (a, b) => this.lineOfSight(roster, a, b));
      case "targets":
        return roster.one(query.attacker, (attacker) => this.targets(roster, attacker));
      case "matrix":
        return this.matrix(roster, query.of);
      case "odds":
        return heroscapeOddsAnswer(query);
      case "roll":
        return heroscapeRollAnswer(query);
      default:
        return notImplemented("heroscape", query.q);
    }
  }

  /**
   * Places the roster's figures here unless they are here already, and in the engine before it
   * is next asked (the private method engineFigures). The scenario's figures are laid out once;
   * after that a figure that moved, was taken off or was put back changes its own cells only, in
   * place (a search changes one figure at a time, and takes enemies off and puts them back two
   * dozen times a position, mostly answered without the engine).
   */
  #place(roster: Roster<HeroscapeFigure>): void {
    if (this.#placed === roster.version) return;
    const slots = roster.slots();
    let encoded = this.#encoded;
    if (!encoded) {
      const all = this.#scenario.figures;
      encoded = { figures: this.board.encodeFigures(all), slots: [...all] };
      this.#encoded = encoded;
      this.#geometry.placeHexFigures(encoded.figures);
    }
    const changed = this.#changed;
    changed.length = 0;
    const off = this.#off;
    off.length = 0;
    const moves = this.#moves;
    let moved = 0;
    const verdicts = this.verdicts;
    for (let i = 0; i < slots.length; i++) {
      const before = encoded.slots[i];
      const now = slots[i];
      if (before === now) continue;
      if (changed.length === 0) verdicts.beginChange();
      // A wound changes no body; taken off or put back as it was, a body does not move.
      const kind = !now ? 1 : this.#standsAsPlaced(encoded.figures, i, now) ? (before ? 0 : 1) : 2;
      if (kind > 0) verdicts.touch(encoded.figures, i, kind === 2);
      this.#changeKinds[changed.length] = kind;
      encoded.slots[i] = now;
      if (now) {
        const move = (moves[moved++] ??= { figure: 0, hexes: [], base: 0, top: 0 });
        const body = this.board.body(now);
        move.figure = i;
        move.hexes = now.hexes;
        move.base = body.base;
        move.top = body.top;
      } else if (before) off.push(i);
      changed.push(i);
      if (this.#unplaced[i] === 0) this.#unplacedList.push(i);
      this.#unplaced[i] = 1;
    }
    if (moves.length !== moved) moves.length = moved;
    // Off first: a figure may have moved onto a space a destroyed one left.
    if (off.length > 0) takeOffHexFigures(this.board.scene, encoded.figures, off);
    if (moved > 0) moveHexFigures(this.board.scene, encoded.figures, moves);
    for (let c = 0; c < changed.length; c++) {
      const kind = this.#changeKinds[c]!;
      if (kind > 0) verdicts.touch(encoded.figures, changed[c]!, kind === 2);
    }
    this.#placed = roster.version;
  }

  /** Whether `figure` stands on the cells and with the body place `f` of `figures` has. */
  #standsAsPlaced(figures: HexFigures, f: number, figure: HeroscapeFigure): boolean {
    const { offsets, cells } = figures.hexes;
    const { hexes } = figure;
    if (hexes.length !== offsets[f + 1]! - offsets[f]!) return false;
    const board = this.board.scene.board;
    for (let k = 0; k < hexes.length; k++) {
      if (hexCell(board, hexes[k]![0], hexes[k]![1]) !== cells[offsets[f]! + k]) return false;
    }
    const body = this.board.body(figure);
    return body.base === figures.base[f] && body.top === figures.top[f];
  }

  /**
   * The placed figures, laid out in the engine too: the figures changed since it was last asked
   * are laid out there again, each in its own cells (the engine lifts each and stands it anew).
   */
  #engineFigures(): HexFigures {
    const figures = this.#encoded!.figures;
    const list = this.#unplacedList;
    if (list.length === 0) return figures;
    this.#geometry.placeHexFigures(figures, list);
    for (let k = 0; k < list.length; k++) this.#unplaced[list[k]!] = 0;
    list.length = 0;
    return figures;
  }

  /**
   * Whether the viewer on `eyes` (eye at `eyeHeight`, figure `ignore` out of the way) sees each
   * of `targets`, into `into` from `at` on: from the verdict table, the engine asked once for the
   * targets it does not know. With `wanted`, only the targets `t` with `into[wanted + t]` set
   * are answered; with `count`, only the first `count` targets. The figures must be placed.
   */
  #sightRow(
    eyes: readonly Hex[],
    eyeHeight: number,
    ignore: number,
    targets: readonly HeroscapeFigure[],
    into: Uint8Array,
    at: number,
    wanted = -1,
    count = targets.length,
  ): void {
    const figures = this.#encoded!.figures;
    const unknown = this.#unknown;
    unknown.length = 0;
    for (let t = 0; t < count; t++) {
      if (wanted >= 0 && into[wanted + t] === 0) continue;
      const target = this.board.indexOf(targets[t]!);
      const seen = this.verdicts.known(figures, eyes, eyeHeight, ignore, target);
      if (seen === undefined) unknown.push(t);
      else into[at + t] = seen ? 1 : 0;
    }
    if (unknown.length === 0) return;
    this.#engineFigures();
    const answers = this.#geometry.hexSightMatrix(
      {
        eyes: this.board.cells([{ hexes: eyes }]),
        eyeHeight: Float64Array.of(eyeHeight),
        ignore: Int32Array.of(ignore),
      },
      Int32Array.from(unknown, (t) => this.board.indexOf(targets[t]!)),
    );
    unknown.forEach((t, k) => {
      into[at + t] = answers[k]!;
      const target = this.board.indexOf(targets[t]!);
      this.verdicts.remember(figures, eyes, eyeHeight, ignore, target, answers[k] === 1);
    });
  }

  /** HeroScape's own questions on the figures of `roster` (see {@link HeroscapeQuestions}). */
  questions(roster: Roster<HeroscapeFigure>): HeroscapeQuestions {
    return {
      targetsOfMany: (ids) => {
        const attackers = roster.pick(ids);
        return isQueryError(attackers) ? attackers : this.targetsOfMany(roster, attackers);
      },
      attackRows: (ids, into) => {
        // The attackers in a reused list: a plan asks this for every set of enemies gone.
        const attackers = this.#attackers;
        if (attackers.length !== ids.length) attackers.length = ids.length;
        for (let a = 0; a < ids.length; a++) {
          const figure = roster.get(ids[a]!);
          if (!figure) return unknownFigure(ids[a]!);
          attackers[a] = figure;
        }
        return this.attackRows(roster, attackers, into);
      },
      placeOf: (id) => roster.indexOf(id),
      cacheCounts: () => ({ sight: { ...this.verdicts.counts }, steps: { ...this.steps.counts } }),
      viewpoints: (id, candidates, targets) => {
        const figure = roster.get(id);
        if (!figure) return unknownFigure(id);
        const looked = roster.pick(
          targets ??
            roster
              .figures()
              .filter((f) => f.owner !== figure.owner)
              .map((f) => f.id),
        );
        return isQueryError(looked) ? looked : this.viewpoints(roster, figure, candidates, looked);
      },
      targetsFrom: (id, candidates, targets) =>
        roster.one(id, (figure) => {
          const looked = targets && roster.pick(targets);
          if (isQueryError(looked)) return looked;
          return this.targetsFrom(roster, figure, candidates, looked);
        }),
      attacksOn: (id, candidates) =>
        roster.one(id, (figure) => this.attacksOn(roster, figure, candidates)),
      placements: (id) =>
        roster.one(id, (figure) =>
          freePlacements(
            figure,
            this.#scenario.board.spaces,
            this.board.placement,
            new OtherFigures(roster.figures(), figure),
          ),
        ),
      sightProfile: (from, to) => roster.pair(from, to, (a, b) => this.sightProfile(roster, a, b)),
      levelAt: (hex) => this.board.levelAt(hex),
    };
  }

  /** Why each other figure is not among `attacker`'s targets (heroscapeReasons.ts). */
  notTargets(roster: Roster<HeroscapeFigure>, attacker: HeroscapeFigure): NotATarget[] {
    const targets = this.targets(roster, attacker);
    const listed = new Set(targets.map((t) => t.target));
    const others = roster.figures().filter((f) => f !== attacker && !listed.has(f.id));
    return heroscapeNotTargets(attacker, others, targets, {
      range: (to) => this.range(attacker, to),
      sight: (to) => this.lineOfSight(roster, attacker, to),
    });
  }

  /** Every legal move of `figure`, the other figures of `roster` where they stand. */
  moves(roster: Roster<HeroscapeFigure>, figure: HeroscapeFigure): HeroscapeMove[] {
    const others = roster.figures().filter((f) => f !== figure);
    return legalMoves(this.board, figure, others);
  }

  /** Every space within the figure's range, steps counted along spaces from its nearest hex. */
  reach(figure: HeroscapeFigure): HeroscapeReach {
    const board = this.board;
    const steps = this.steps.from(figure.hexes);
    const { spaceCells } = board.scene.board;
    const spaces: { hex: Hex; steps: number }[] = [];
    for (let i = 0; i < spaceCells.length; i++) {
      const d = steps[i]!;
      if (d >= 0 && d <= figure.range)
        spaces.push({ hex: board.hexOfCell(spaceCells[i]!), steps: d });
    }
    return { range: figure.range, spaces };
  }

  /**
   * docs/rules/heroscape.md#range: steps over spaces between the nearest hexes; in range ≤ `range`.
   */
  range(from: HeroscapeFigure, to: HeroscapeFigure): HeroscapeRange {
    const steps = this.steps.between(from.hexes, to.hexes);
    const distance = steps < 0 ? null : steps;
    return { distance, inRange: distance !== null && distance <= from.range };
  }

  /**
   * docs/rules/heroscape.md#line-of-sight: clear when some eye sees a stretch of at least VIS of
   * some sight column; explained by the eye and witness, or the blockers of the first eye's ray to
   * the top of the target's centre column — verdict and explanation from one kernel call.
   */
  lineOfSight(
    roster: Roster<HeroscapeFigure>,
    from: HeroscapeFigure,
    to: HeroscapeFigure,
  ): HeroscapeSight {
    this.#place(roster);
    this.#engineFigures();
    const [why] = this.#geometry.hexSightExplain(
      this.board.viewers([from]),
      Int32Array.of(this.board.indexOf(to)),
    );
    return this.#sight(roster, from, why!);
  }

  #sight(
    roster: Roster<HeroscapeFigure>,
    from: HeroscapeFigure,
    why: HexSightExplanation,
  ): HeroscapeSight {
    if (why.clear) return { clear: true, eye: from.hexes[why.eye]!, witness: why.witness };
    const blockers: Blocker[] = [];
    const named = new Set<string>();
    for (const cut of why.cuts) {
      const blocker: Blocker =
        cut.figure >= 0 ? { figure: roster.at(cut.figure)!.id } : this.board.solidOwner(cut.solid);
      const key = JSON.stringify(blocker);
      if (!named.has(key)) blockers.push(blocker);
      named.add(key);
    }
    return { clear: false, blockers };
  }

  /** The section along the line of sight from `from` to `to` (see {@link SightProfile}). */
  sightProfile(
    roster: Roster<HeroscapeFigure>,
    from: HeroscapeFigure,
    to: HeroscapeFigure,
  ): SightProfile {
    this.#place(roster);
    const board = this.board;
    const viewers = board.viewers([from]);
    const target = board.indexOf(to);
    this.#engineFigures();
    const [why] = this.#geometry.hexSightExplain(viewers, Int32Array.of(target));
    const eye = why!.clear ? why!.eye : 0;
    const figures = this.#encoded!.figures;
    const targetCell = why!.clear
      ? why!.cell
      : figures.hexes.cells[figures.hexes.offsets[target]!]!;
    const section = hexSightSection(
      board.scene,
      figures,
      viewers.eyes.cells[eye]!,
      viewers.eyeHeight[0]!,
      board.indexOf(from),
      target,
      targetCell,
      why!.clear ? why!.column : 0,
    );
    const lh = board.levelHeight;
    const { scene } = board;
    const crossings = section.crossings.map(({ cell, from: ta, to: tb }) => {
      const solids = [];
      for (let k = scene.solidStart[cell]!; k < scene.solidStart[cell + 1]!; k++) {
        const [zlo, zhi] = solidHeights(scene.solids, k);
        solids.push({ from: zlo / lh, to: zhi / lh, blocker: board.solidOwner(k) });
      }
      const f = figures.figureAt[cell]!;
      const body =
        f >= 0 && f !== target && f !== board.indexOf(from)
          ? { figure: roster.at(f)!.id, from: figures.base[f]! / lh, to: figures.top[f]! / lh }
          : undefined;
      return {
        hex: board.hexOfCell(cell),
        from: ta * section.length,
        to: tb * section.length,
        solids,
        ...(body ? { body } : {}),
      };
    });
    return {
      clear: why!.clear,
      length: section.length,
      eye: { hex: from.hexes[eye]!, height: section.eye[2] / lh },
      target: {
        figure: to.id,
        hex: board.hexOfCell(targetCell),
        from: figures.base[target]! / lh,
        to: figures.top[target]! / lh,
        visible: section.visible.map(([lo, hi]) => [lo / lh, hi / lh] as const),
      },
      crossings,
    };
  }

  /**
   * Every legal attack of `attacker` (docs/rules/heroscape.md#attack, #engagement): an enemy in
   * range and in sight, or adjacent; an engaged attacker only at figures it is engaged with. Sorted
   * by target id in code-unit order.
   */
  targets(roster: Roster<HeroscapeFigure>, attacker: HeroscapeFigure): HeroscapeTarget[] {
    return this.targetsOfMany(roster, [attacker])[0]!;
  }

  /**
   * {@link targets} of several attackers at once: the {@link attackRows}, each row dressed as
   * its answer object with the dice's modifiers and odds.
   */
  targetsOfMany(
    roster: Roster<HeroscapeFigure>,
    attackers: readonly HeroscapeFigure[],
  ): HeroscapeTarget[][] {
    const rows = this.attackRows(roster, attackers, this.#rows);
    const answers: HeroscapeTarget[][] = attackers.map(() => []);
    for (let k = 0; k < rows.count; k++) {
      const attacker = attackers[rows.attacker[k]!]!;
      const target = roster.at(rows.target[k]!)!;
      answers[rows.attacker[k]!]!.push(
        this.#entry(
          attacker,
          this.board.baseLevel(attacker),
          target,
          this.board.baseLevel(target),
          rows.distance[k]!,
          rows.adjacent[k] === 1,
          rows.lineOfSight[k] === 1,
        ),
      );
    }
    return answers;
  }

  /**
   * A `targets` entry: `attacker` with its base on `attackerLevel` at `target` with its base on
   * `targetLevel`, `distance` steps apart (-1: no path), the dice with their modifiers and odds.
   */
  #entry(
    attacker: HeroscapeFigure,
    attackerLevel: number,
    target: HeroscapeFigure,
    targetLevel: number,
    distance: number,
    isAdjacent: boolean,
    seen: boolean,
  ): HeroscapeTarget {
    const dice = attackDice(attacker, target, attackerLevel, targetLevel);
    return {
      target: target.id,
      attackDice: dice.attackDice,
      defenseDice: dice.defenseDice,
      modifiers: dice.modifiers,
      odds: targetOdds(dice.attackDice, dice.defenseDice, target.life, target.wounds ?? 0),
      distance: distance < 0 ? null : distance,
      adjacent: isAdjacent,
      lineOfSight: seen,
    };
  }

  /** The enemies of `figure` on the board, by id in code-unit order: a `targets` answer's order. */
  #enemiesById(roster: Roster<HeroscapeFigure>, figure: HeroscapeFigure): HeroscapeFigure[] {
    const slots = roster.slots();
    const foes: HeroscapeFigure[] = [];
    for (let p = 0; p < this.#byId.length; p++) {
      const other = slots[this.#byId[p]!];
      if (other && enemies(figure, other)) foes.push(other);
    }
    return foes;
  }

  /**
   * {@link targets} of several attackers at once as flat rows into `rows` (see
   * {@link AttackRows}): for each, one distance row and one sight row against every enemy, the
   * engine asked once for the verdicts not remembered. Allocates nothing once `rows` has room.
   */
  attackRows(
    roster: Roster<HeroscapeFigure>,
    attackers: readonly HeroscapeFigure[],
    rows: AttackRows = emptyAttackRows(),
  ): AttackRows {
    rows.count = 0;
    const slots = roster.slots();
    // Counted, not emptied: a list emptied gives its room back, and a search asks again and again.
    const foes = this.#foes;
    let n = 0;
    let owner: string | undefined;
    for (let a = 0; a < attackers.length; a++) {
      const attacker = attackers[a]!;
      if (a === 0 || attacker.owner !== owner) {
        owner = attacker.owner;
        n = 0;
        for (let p = 0; p < this.#byId.length; p++) {
          const place = this.#byId[p]!;
          const figure = slots[place];
          if (figure && figure.owner !== owner) {
            this.#foePlaces[n] = place;
            foes[n++] = figure;
          }
        }
      }
      if (n > 0) this.#attackRowsOf(roster, a, attacker, foes, n, rows);
    }
    return rows;
  }

  /**
   * Appends the rows of `attacker` (the `a`-th asked) against the first `n` of `foes`, its
   * enemies by id (their places in the private field foePlaces). Each pair's adjacency, steps
   * and dice are kept while its two figures are the same objects, and its verdict while its
   * corridor is unchanged too; the verdict table and then the engine answer the rest.
   */
  #attackRowsOf(
    roster: Roster<HeroscapeFigure>,
    a: number,
    attacker: HeroscapeFigure,
    foes: readonly HeroscapeFigure[],
    n: number,
    rows: AttackRows,
  ): void {
    this.#place(roster);
    const place = this.board.indexOf(attacker);
    const pairs = this.#pairs.of(place);
    if (pairs.attacker !== attacker) {
      pairs.reset(attacker);
      pairs.eye = this.board.eyeHeight(attacker);
      pairs.level = this.board.baseLevel(attacker);
    }
    const places = this.#foePlaces;
    let isEngaged = false;
    for (let i = 0; i < n; i++) {
      const foe = foes[i]!;
      if (pairs.foe[places[i]!] !== foe) this.#pair(pairs, attacker, places[i]!, foe);
      isEngaged ||= pairs.adjacent[places[i]!] === 1;
    }
    // Sight decides only a foe in range that is not adjacent, and is told for every target:
    // a foe out of range and not adjacent, or one an engaged attacker may not attack, needs none.
    const verdicts = this.verdicts;
    const now = verdicts.changes;
    const figures = this.#encoded!.figures;
    const unknown = this.#unknown;
    unknown.length = 0;
    for (let i = 0; i < n; i++) {
      const foe = places[i]!;
      if (!this.#wanted(pairs, attacker, foe, isEngaged)) continue;
      if (this.#heldVerdict(pairs, place, foe, figures, now)) continue;
      const seen = verdicts.known(figures, attacker.hexes, pairs.eye, place, foe);
      if (seen === undefined) unknown.push(foe);
      else this.#keepVerdict(pairs, foe, figures, now, seen ? 1 : 0);
    }
    if (unknown.length > 0) this.#askSight(pairs, attacker, place, now);
    reserveAttackRows(rows, rows.count + n);
    for (let i = 0; i < n; i++) {
      const foe = places[i]!;
      if (!this.#wanted(pairs, attacker, foe, isEngaged)) continue;
      const seen = pairs.seen[foe] === 1;
      const isNear = pairs.adjacent[foe] === 1;
      if (!isNear && !seen) continue;
      const k = rows.count++;
      rows.attacker[k] = a;
      rows.target[k] = foe;
      rows.attackDice[k] = pairs.attackDice[foe]!;
      rows.defenseDice[k] = pairs.defenseDice[foe]!;
      rows.distance[k] = pairs.distance[foe]!;
      rows.adjacent[k] = isNear ? 1 : 0;
      rows.lineOfSight[k] = seen ? 1 : 0;
    }
  }

  /**
   * Whether the pair of the attacker (in place `place`) and `foe` still holds its verdict (then
   * kept as of `now`): no body changed in its corridor since it was known, or bodies were only
   * taken off or put back there and its verdict for the occupants standing now is kept.
   */
  #heldVerdict(
    pairs: AttackerPairs,
    place: number,
    foe: number,
    figures: HexFigures,
    now: number,
  ): boolean {
    const verdicts = this.verdicts;
    const at = pairs.seenAt[foe]!;
    if (pairs.seen[foe]! >= 0 && at === now) {
      verdicts.counts.held++;
      return true;
    }
    const corridor = pairs.corridor[foe]!;
    const changed =
      pairs.occupantCount[foe]! < -1
        ? 2
        : verdicts.changedSince(corridor, at, pairs.listedAt[foe]!);
    if (changed === 2) {
      // A body moved in or out: the occupants are listed again and their verdicts forgotten.
      pairs.occupantCount[foe] = verdicts.occupants(
        figures,
        corridor,
        place,
        foe,
        pairs.occupants,
        foe * MOST_OCCUPANTS,
        MOST_OCCUPANTS,
      );
      pairs.listedAt[foe] = now;
      pairs.byStanding.fill(-1, foe << MOST_OCCUPANTS, (foe + 1) << MOST_OCCUPANTS);
      return false;
    }
    if (changed === 0 && pairs.seen[foe]! >= 0) {
      verdicts.counts.held++;
      pairs.seenAt[foe] = now;
      return true;
    }
    const count = pairs.occupantCount[foe]!;
    if (count < 0) return false;
    const standing = verdicts.standing(figures, pairs.occupants, foe * MOST_OCCUPANTS, count);
    const seen = pairs.byStanding[(foe << MOST_OCCUPANTS) | standing]!;
    if (seen < 0) return false;
    verdicts.counts.held++;
    pairs.seen[foe] = seen;
    pairs.seenAt[foe] = now;
    return true;
  }

  /** Keeps the pair's verdict `seen` as of `now`, and for its occupants standing now. */
  #keepVerdict(pairs: AttackerPairs, foe: number, figures: HexFigures, now: number, seen: number) {
    pairs.seen[foe] = seen;
    pairs.seenAt[foe] = now;
    const count = pairs.occupantCount[foe]!;
    if (count < 0) return;
    const standing = this.verdicts.standing(figures, pairs.occupants, foe * MOST_OCCUPANTS, count);
    pairs.byStanding[(foe << MOST_OCCUPANTS) | standing] = seen;
  }

  /** Whether the pair's row needs its verdict: the foe is adjacent, or in range of a free attacker. */
  #wanted(
    pairs: AttackerPairs,
    attacker: HeroscapeFigure,
    foe: number,
    isEngaged: boolean,
  ): boolean {
    if (pairs.adjacent[foe] === 1) return true;
    const distance = pairs.distance[foe]!;
    return !isEngaged && distance >= 0 && distance <= attacker.range;
  }

  /** Works out the pair of `attacker` and `foe` (in place `at`) but its verdict, which it forgets. */
  #pair(pairs: AttackerPairs, attacker: HeroscapeFigure, at: number, foe: HeroscapeFigure): void {
    pairs.foe[at] = foe;
    pairs.adjacent[at] = adjacent(this.board, attacker, foe) ? 1 : 0;
    pairs.steps ??= this.steps.from(attacker.hexes);
    pairs.distance[at] = this.steps.to(pairs.steps, foe.hexes);
    const dice = this.#diceOf(attacker, foe, pairs.level, this.board.baseLevel(foe));
    pairs.attackDice[at] = dice.attackDice;
    pairs.defenseDice[at] = dice.defenseDice;
    pairs.seen[at] = -1;
    pairs.occupantCount[at] = -2;
    pairs.corridor[at] = this.verdicts.pairCorridor(this.#encoded!.figures, attacker.hexes, at);
  }

  /** The engine's verdicts on the attacker's foes in the private field unknown, in one batch. */
  #askSight(pairs: AttackerPairs, attacker: HeroscapeFigure, place: number, now: number): void {
    const unknown = this.#unknown;
    const figures = this.#encoded!.figures;
    this.#engineFigures();
    const answers = this.#geometry.hexSightMatrix(
      {
        eyes: this.board.cells([attacker]),
        eyeHeight: Float64Array.of(pairs.eye),
        ignore: Int32Array.of(place),
      },
      Int32Array.from(unknown),
    );
    for (let k = 0; k < unknown.length; k++) {
      const foe = unknown[k]!;
      this.#keepVerdict(pairs, foe, figures, now, answers[k]!);
      this.verdicts.remember(figures, attacker.hexes, pairs.eye, place, foe, answers[k] === 1);
    }
  }

  /**
   * `attackDice` of the pair, kept by its numbers when each is a whole number below 64: a key
   * below 2^24, a small integer, so a look-up allocates nothing.
   */
  #diceOf(
    attacker: HeroscapeFigure,
    target: HeroscapeFigure,
    attackerLevel: number,
    targetLevel: number,
  ): AttackDice {
    if (
      !isSmall(attacker.attack) ||
      !isSmall(target.defense) ||
      !isSmall(attackerLevel) ||
      !isSmall(targetLevel)
    ) {
      return attackDice(attacker, target, attackerLevel, targetLevel);
    }
    const key =
      (((attacker.attack << 6) | target.defense) << 12) | (attackerLevel << 6) | targetLevel;
    let dice = this.#dice.get(key);
    if (!dice)
      this.#dice.set(key, (dice = attackDice(attacker, target, attackerLevel, targetLevel)));
    return dice;
  }

  /** Sight and distance for every ordered pair of the figures named (all, by default). */
  matrix(
    roster: Roster<HeroscapeFigure>,
    of: readonly string[] | undefined,
  ): FigureMatrix | QueryError {
    const figures = roster.pick(of);
    if (isQueryError(figures)) return figures;
    this.#place(roster);
    const n = figures.length;
    const sight = new Uint8Array(n * n);
    figures.forEach((f, i) => {
      this.#sightRow(
        f.hexes,
        this.board.eyeHeight(f),
        this.board.indexOf(f),
        figures,
        sight,
        i * n,
      );
    });
    const rows = figures.map((f) => this.steps.from(f.hexes));
    const distances = figures.flatMap((_, i) =>
      figures.map((to) => this.steps.to(rows[i]!, to.hexes)),
    );
    const table = <T>(cell: (i: number, j: number) => T) =>
      figures.map((_, i) => figures.map((_, j) => cell(i, j)));
    return {
      ids: figures.map((f) => f.id),
      los: table((i, j) => i !== j && sight[i * n + j] === 1),
      distance: table((i, j) =>
        i === j ? 0 : distances[i * n + j]! < 0 ? null : distances[i * n + j]!,
      ),
    };
  }

  /**
   * What `figure` would see and could attack from each candidate stand (its hexes there: one,
   * or two of one level for a double-space figure), looking at `targets` (by default every
   * enemy on the board): eye heights from each candidate's level, its own body out of the way,
   * everyone else where they stand. One batch each for sight and distance.
   */
  viewpoints(
    roster: Roster<HeroscapeFigure>,
    figure: HeroscapeFigure,
    candidates: readonly (readonly Hex[])[],
    targets: readonly HeroscapeFigure[],
  ): Viewpoints | QueryError {
    const stands: Stand[] = [];
    for (const [k, hexes] of candidates.entries()) {
      const level = hexes[0] && this.board.levelAt(hexes[0]);
      const same = hexes.every((hex) => this.board.levelAt(hex) === level);
      if (level === undefined || !same || hexes.length !== figure.hexes.length) {
        return {
          error: "invalid-query",
          reason: `candidate ${k}: ${JSON.stringify(hexes)} is not ${figure.hexes.length === 1 ? "a space" : "two spaces of one level"} of the board`,
        };
      }
      stands.push({ hexes, level, height: figure.height });
    }
    this.#place(roster);
    const seen = new Uint8Array(stands.length * targets.length);
    stands.forEach(({ hexes }, c) => {
      const eye = this.board.eyeHeight(figure, hexes);
      this.#sightRow(hexes, eye, this.board.indexOf(figure), targets, seen, c * targets.length);
    });
    // Row-major stands × targets, as the engine's distance matrix lays it out. Steps run both ways
    // alike (over spaces, figures aside), so the rows come from whichever side has fewer stands:
    // a figure weighing its moves against one enemy searches once, not once a move.
    const distance = new Int32Array(stands.length * targets.length);
    const n = targets.length;
    if (n < stands.length) {
      targets.forEach((t, i) => {
        const row = this.steps.from(t.hexes);
        stands.forEach(({ hexes }, c) => (distance[c * n + i] = this.steps.to(row, hexes)));
      });
    } else {
      stands.forEach(({ hexes }, c) => {
        const row = this.steps.from(hexes);
        targets.forEach((t, i) => (distance[c * n + i] = this.steps.to(row, t.hexes)));
      });
    }
    const attackable = new Uint8Array(seen.length);
    const isAdjacent = new Uint8Array(seen.length);
    const others = targets.map((t) => standOf(this.board, t));
    const foes = roster
      .figures()
      .filter((f) => f !== figure && enemies(figure, f))
      .map((f) => standOf(this.board, f));
    stands.forEach((stand, c) => {
      const isEngaged = foes.some((foe) => standsAdjacent(stand, foe));
      others.forEach((other, t) => {
        const k = c * targets.length + t;
        const near = standsAdjacent(stand, other);
        isAdjacent[k] = near ? 1 : 0;
        const inRange = distance[k]! >= 0 && distance[k]! <= figure.range;
        const legal = near || (!isEngaged && inRange && seen[k] === 1);
        attackable[k] = legal && enemies(figure, targets[t]!) && (!isEngaged || near) ? 1 : 0;
      });
    });
    return { targets: targets.map((t) => t.id), seen, distance, attackable, adjacent: isAdjacent };
  }

  /**
   * The `targets` answer of `figure` standing on each of `candidates`: its viewpoints on its
   * enemies (by id, the answer's order; only those of `only` when given), the attackable ones
   * dressed as entries.
   */
  targetsFrom(
    roster: Roster<HeroscapeFigure>,
    figure: HeroscapeFigure,
    candidates: readonly (readonly Hex[])[],
    only?: readonly HeroscapeFigure[],
  ): HeroscapeTarget[][] | QueryError {
    const foes = this.#enemiesById(roster, figure).filter((f) => !only || only.includes(f));
    const view = this.viewpoints(roster, figure, candidates, foes);
    if (isQueryError(view)) return view;
    const n = foes.length;
    return candidates.map((hexes, c) => {
      const level = this.board.levelAt(hexes[0]!)!;
      const entries: HeroscapeTarget[] = [];
      for (let t = 0; t < n; t++) {
        const k = c * n + t;
        if (view.attackable[k] !== 1) continue;
        const foe = foes[t]!;
        entries.push(
          this.#entry(
            figure,
            level,
            foe,
            this.board.baseLevel(foe),
            view.distance[k]!,
            view.adjacent[k] === 1,
            view.seen[k] === 1,
          ),
        );
      }
      return entries;
    });
  }

  /**
   * The attacks on `figure` were it standing on each of `candidates` (docs/rules/heroscape.md#attack,
   * #engagement): each enemy may attack it there when adjacent, or when in range, in sight and
   * engaged with nobody else. Steps and adjacency come from the stands; for the enemies sight
   * decides (and the adjacent ones, whose entries tell it), the figure's body is placed on the
   * candidate in a copy of the roster and their verdicts are asked in one batch.
   */
  attacksOn(
    roster: Roster<HeroscapeFigure>,
    figure: HeroscapeFigure,
    candidates: readonly (readonly Hex[])[],
  ): AttackOn[][] | QueryError {
    const others = new OtherFigures(roster.figures(), figure);
    const placed: HeroscapeFigure[] = [];
    for (const [k, hexes] of candidates.entries()) {
      const problem = placementProblem(figure, hexes, this.board.placement, others);
      if (problem) return { error: "invalid-query", reason: `candidate ${k}: ${problem}` };
      placed.push({ ...figure, hexes: hexes.map(([q, r]): Hex => [q, r]) });
    }
    const attackers = this.#enemiesById(roster, figure);
    const stands = attackers.map((a) => standOf(this.board, a));
    const steps = attackers.map((a) => this.steps.from(a.hexes));
    // Engaged with an enemy other than the figure, an attacker may attack it only adjacent.
    const engagedElsewhere = attackers.map((a) =>
      roster.figures().some((o) => o !== figure && enemies(a, o) && adjacent(this.board, a, o)),
    );
    const scratch = roster.copy();
    const place = this.board.indexOf(figure);
    const looking: HeroscapeFigure[] = [];
    const near: boolean[] = [];
    const distances: number[] = [];
    let seen = new Uint8Array(attackers.length);
    return placed.map((at) => {
      const stand: Stand = {
        hexes: at.hexes,
        level: this.board.baseLevel(at),
        height: at.height,
      };
      looking.length = 0;
      attackers.forEach((attacker, a) => {
        const isNear = standsAdjacent(stands[a]!, stand);
        if (!isNear && engagedElsewhere[a]) return;
        const distance = this.steps.to(steps[a]!, at.hexes);
        if (!isNear && !(distance >= 0 && distance <= attacker.range)) return;
        near[looking.length] = isNear;
        distances[looking.length] = distance;
        looking.push(attacker);
      });
      if (looking.length === 0) return [];
      scratch.set(place, at);
      this.#place(scratch);
      if (seen.length < looking.length) seen = new Uint8Array(looking.length);
      this.#sightOn(looking, place, seen);
      const attacks: AttackOn[] = [];
      looking.forEach((attacker, v) => {
        if (!near[v] && seen[v] !== 1) return;
        const attack = this.#entry(
          attacker,
          this.board.baseLevel(attacker),
          at,
          stand.level,
          distances[v]!,
          near[v]!,
          seen[v] === 1,
        );
        attacks.push({ attacker: attacker.id, attack });
      });
      return attacks;
    });
  }

  /**
   * Whether each of `viewers`, where it stands, sees the figure in place `target`, into `into`:
   * one engine batch. Not through the verdict table: the figure stands on a new candidate each
   * time, so nearly every question is new, and working out its corridor and key (and keeping
   * it, which crowds out the verdicts a search asks again) cost more than the ray — measured
   * on Rolling Downs, 10.3 ms against 7.3 ms a figure's first `attacksOn` over 1,257 spaces,
   * and no faster asked again. The figures must be placed.
   */
  #sightOn(viewers: readonly HeroscapeFigure[], target: number, into: Uint8Array): void {
    this.#engineFigures();
    const answers = this.#geometry.hexSightMatrix(
      this.board.viewers(viewers),
      Int32Array.of(target),
    );
    into.set(answers);
  }

  /** The figure standing on `hexes`; throws a {@link ScenarioError} naming what is wrong there. */
  moved(roster: Roster<HeroscapeFigure>, index: number, hexes: readonly Hex[]): HeroscapeFigure {
    const before = roster.at(index)!;
    if (hexes.length !== before.hexes.length) {
      throw new ScenarioError([
        {
          path: `/figures/${index}/hexes`,
          reason: `a figure on ${before.hexes.length} hex${before.hexes.length === 1 ? "" : "es"} moves to as many, got ${hexes.length}`,
        },
      ]);
    }
    const figure = { ...before, hexes: hexes.map(([q, r]): Hex => [q, r]) };
    const takenBy = ([q, r]: Hex) =>
      roster
        .figures()
        .find(
          (other) => other.id !== figure.id && other.hexes.some(([oq, or]) => oq === q && or === r),
        )?.id;
    const problems: { path: string; reason: string }[] = [];
    checkPlacement(figure, `/figures/${index}`, this.board.placement, takenBy, problems);
    if (problems.length > 0) throw new ScenarioError(problems);
    return figure;
  }
}
