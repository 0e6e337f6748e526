// Arcadia Quest's answers to the queries (docs/rules/arcadia-quest.md) on one position's
// characters: Close, line of sight and what blocks it by the square sight kernel (one batch per
// query), attack cards, exploding dice.
import type { GeometryEngine, SquareBoard } from "@sightline/geometry";
import type { NotATarget } from "../position/notATarget.js";
import type { Roster } from "../position/roster.js";
import { type Query, type QueryError, isQueryError, notImplemented } from "../queries/query.js";
import type { DoorEdge } from "../gameRules.js";
import { canonicalEdge, placementProblem } from "./arcadiaQuestChecks.js";
import { usableCards } from "./arcadiaQuestFacts.js";
import { arcadiaQuestNotTargets } from "./arcadiaQuestReasons.js";
import type { ArcadiaQuestFigure, ArcadiaQuestScenario, AttackCard } from "./arcadiaQuestSchema.js";
import { ScenarioError } from "../scenario/problems.js";
import type { FigureMatrix } from "../queries/figureMatrix.js";
import type {
  ArcadiaQuestAttackOn,
  ArcadiaQuestMove,
  ArcadiaQuestQuestions,
  ArcadiaQuestReach,
  ArcadiaQuestSight,
  ArcadiaQuestSpace,
  ArcadiaQuestTarget,
} from "./arcadiaQuestAnswers.js";
import { ArcadiaQuestBoard, enemies } from "./arcadiaQuestBoard.js";
import { legalMoves } from "./arcadiaQuestMovement.js";
import {
  type ArcadiaQuestDiceFaces,
  type ArcadiaQuestTargetOdds,
  arcadiaQuestOdds,
  arcadiaQuestOddsAnswer,
  arcadiaQuestRollAnswer,
  targetOddsOf,
} from "./arcadiaQuestDice.js";

export class ArcadiaQuestRules {
  readonly board: ArcadiaQuestBoard;
  readonly #faces: ArcadiaQuestDiceFaces;
  readonly #geometry: GeometryEngine;
  /**
   * The odds of each roll asked so far, by its dice and kind: a `targets` answer weighs the same
   * roll for many enemies, and one roll of crit-heavy custom dice takes milliseconds. At most
   * (MAX_DICE + 1)² × 2 entries.
   */
  readonly #odds = new Map<string, ArcadiaQuestTargetOdds>();

  /** The grid the kernel holds now and the doors it was laid out with (`#doorsKey`). */
  #loaded: { readonly doors: string; readonly grid: SquareBoard };

  constructor(scenario: ArcadiaQuestScenario, geometry: GeometryEngine) {
    this.board = new ArcadiaQuestBoard(scenario);
    this.#faces = scenario.dice ?? {};
    this.#geometry = geometry;
    geometry.loadSquareBoard(this.board.grid);
    this.#loaded = { doors: "", grid: this.board.grid };
  }

  /**
   * The grid with the doors as `roster` left them, loaded into the kernel when it holds another:
   * the kernel reads closed edges from its board, not per call, so a door set otherwise than the
   * last position asked means laying the edges out again (docs/rules/arcadia-quest.md#movement).
   */
  #grid(roster: Roster<ArcadiaQuestFigure>): SquareBoard {
    const doors = roster.doors();
    const key = doorsKey(doors, this.board.doors);
    if (key !== this.#loaded.doors) {
      const grid = key === "" ? this.board.grid : this.board.gridWith(doors);
      this.#geometry.loadSquareBoard(grid);
      this.#loaded = { doors: key, grid };
    }
    return this.#loaded.grid;
  }

  /** The key of the door on `edge`; throws a {@link ScenarioError} when the edge is no door. */
  doorKey(edge: DoorEdge): string {
    const { x, y, side } = canonicalEdge({ ...edge, kind: "door" });
    const key = `${x},${y},${side}`;
    if (!this.board.doors.has(key)) {
      throw new ScenarioError([
        {
          path: "/board/edges",
          reason: `edge (${edge.x},${edge.y},${edge.side}) is not a door of the board`,
        },
      ]);
    }
    return key;
  }

  /** The scenario with the doors as `roster` left them. */
  scenarioOf(
    scenario: ArcadiaQuestScenario,
    roster: Roster<ArcadiaQuestFigure>,
  ): ArcadiaQuestScenario {
    const doors = roster.doors();
    if (doors.size === 0) return scenario;
    const edges = (scenario.board.edges ?? []).map((edge) => {
      if (edge.kind !== "door") return edge;
      const { x, y, side } = canonicalEdge(edge);
      const open = doors.get(`${x},${y},${side}`);
      return open === undefined ? edge : { ...edge, open };
    });
    return { ...scenario, board: { ...scenario.board, edges } };
  }

  /** Arcadia Quest's own questions on the characters of `roster` (see {@link ArcadiaQuestQuestions}). */
  questions(roster: Roster<ArcadiaQuestFigure>): ArcadiaQuestQuestions {
    return {
      targetsFrom: (id, candidates, targets) =>
        roster.one(id, (figure) => {
          const looked = targets && roster.pick(targets);
          if (isQueryError(looked)) return looked;
          return this.targetsFrom(roster, figure, candidates, looked);
        }),
      attacksOn: (id, candidates) =>
        roster.one(id, (figure) => this.attacksOn(roster, figure, candidates)),
      placements: (id) => roster.one(id, (figure) => this.placements(roster, figure)),
    };
  }

  /** `figure` on each candidate space, or the error naming the first it may not be in. */
  #placed(
    roster: Roster<ArcadiaQuestFigure>,
    figure: ArcadiaQuestFigure,
    candidates: readonly ArcadiaQuestSpace[],
  ): ArcadiaQuestFigure[] | QueryError {
    const others = roster.figures().filter((f) => f !== figure);
    const placed: ArcadiaQuestFigure[] = [];
    for (const [k, { x, y }] of candidates.entries()) {
      const at = { ...figure, x, y };
      const here = others.filter((f) => f.x === x && f.y === y);
      const problem = placementProblem(this.board.rows, at, here);
      if (problem) return { error: "invalid-query", reason: `candidate ${k}: ${problem}` };
      placed.push(at);
    }
    return placed;
  }

  /** Every space `figure` may be in, the others where they stand, by (y, x). */
  placements(roster: Roster<ArcadiaQuestFigure>, figure: ArcadiaQuestFigure): ArcadiaQuestSpace[] {
    const others = roster.figures().filter((f) => f !== figure);
    const spaces: ArcadiaQuestSpace[] = [];
    this.board.rows.forEach((row, y) => {
      for (let x = 0; x < row.length; x++) {
        const here = others.filter((f) => f.x === x && f.y === y);
        if (!placementProblem(this.board.rows, { ...figure, x, y }, here)) spaces.push({ x, y });
      }
    });
    return spaces;
  }

  /**
   * The `targets` answer of `figure` standing on each of `candidates` (at `only` when given):
   * Blocked is the same for
   * it wherever it stands (it is no enemy of its own), so one sight batch from every candidate
   * to every enemy answers them all.
   */
  targetsFrom(
    roster: Roster<ArcadiaQuestFigure>,
    figure: ArcadiaQuestFigure,
    candidates: readonly ArcadiaQuestSpace[],
    only?: readonly ArcadiaQuestFigure[],
  ): ArcadiaQuestTarget[][] | QueryError {
    const placed = this.#placed(roster, figure, candidates);
    if (isQueryError(placed)) return placed;
    const grid = this.#grid(roster);
    const cards = usableCards(figure);
    const foes = roster.figures().filter((f) => enemies(figure, f) && (!only || only.includes(f)));
    const seen =
      cards.some((card) => card.kind === "ranged") && foes.length > 0 && placed.length > 0
        ? this.#geometry.squareSightMatrix(
            this.board.blockedFor(figure, roster.figures()),
            Int32Array.from(placed, (at) => this.board.cellOf(at)),
            Int32Array.from(foes, (foe) => this.board.cellOf(foe)),
          )
        : undefined;
    return placed.map((at, c) =>
      this.#entries(at, cards, foes, grid, (i) => seen?.[c * foes.length + i] === 1),
    );
  }

  /**
   * The attacks on `figure` were it standing on each of `candidates`. For an enemy, Blocked
   * differs with the figure's place only on the space it stands on, which is the target's and
   * never blocks its own line (docs/rules/arcadia-quest.md#line-of-sight): one sight batch per
   * attacker, from it to every candidate, with the figure taken off.
   */
  attacksOn(
    roster: Roster<ArcadiaQuestFigure>,
    figure: ArcadiaQuestFigure,
    candidates: readonly ArcadiaQuestSpace[],
  ): ArcadiaQuestAttackOn[][] | QueryError {
    const placed = this.#placed(roster, figure, candidates);
    if (isQueryError(placed)) return placed;
    const grid = this.#grid(roster);
    const others = roster.figures().filter((f) => f !== figure);
    const attackers = others
      .filter((f) => enemies(f, figure))
      .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
    const cells = Int32Array.from(placed, (at) => this.board.cellOf(at));
    const reach = attackers.map((attacker) => {
      const cards = usableCards(attacker);
      const seen =
        cards.some((card) => card.kind === "ranged") && placed.length > 0
          ? this.#geometry.squareSightMatrix(
              this.board.blockedFor(attacker, others),
              Int32Array.of(this.board.cellOf(attacker)),
              cells,
            )
          : undefined;
      return { attacker, cards, seen };
    });
    return placed.map((at, c) => {
      const attacks: ArcadiaQuestAttackOn[] = [];
      for (const { attacker, cards, seen } of reach) {
        const entries = this.#entries(attacker, cards, [at], grid, () => seen?.[c] === 1);
        if (entries.length > 0) attacks.push({ attacker: attacker.id, attacks: entries });
      }
      return attacks;
    });
  }

  /** The spaces Close to `figure`: its own, then each orthogonal neighbour through an open edge. */
  reach(figure: ArcadiaQuestFigure, roster: Roster<ArcadiaQuestFigure>): ArcadiaQuestReach {
    const grid = this.#grid(roster);
    const close = [{ x: figure.x, y: figure.y }];
    for (const [dx, dy] of [
      [0, -1],
      [1, 0],
      [0, 1],
      [-1, 0],
    ] as const) {
      const space = { ...figure, x: figure.x + dx, y: figure.y + dy };
      const onBoard =
        space.x >= 0 && space.y >= 0 && space.x < this.board.width && space.y < this.board.height;
      if (onBoard && this.board.close(figure, space, grid)) close.push({ x: space.x, y: space.y });
    }
    return { close };
  }

  /**
   * Every legal move of `figure`, the other characters of `roster` where they stand
   * (docs/rules/arcadia-quest.md#movement; arcadiaQuestMovement.ts).
   */
  moves(
    roster: Roster<ArcadiaQuestFigure>,
    figure: ArcadiaQuestFigure,
  ): ArcadiaQuestMove[] | QueryError {
    const board = this.board;
    const ground = {
      rows: board.rows,
      edgeKind: (key: string) => board.edgeKind(key),
      doorOpen: (key: string) => (roster.doors().get(key) ?? board.doors.get(key)) === true,
    };
    return legalMoves(
      ground,
      figure,
      roster.figures().filter((f) => f !== figure),
    );
  }

  answer(query: Query, roster: Roster<ArcadiaQuestFigure>): unknown {
    switch (query.q) {
      case "range":
        return roster.pair(query.from, query.to, (a, b) => ({
          close: this.board.close(a, b, this.#grid(roster)),
        }));
      case "los":
        return roster.pair(query.from, query.to, (a, b) => this.lineOfSight(roster, a, b));
      case "targets":
        return roster.one(query.attacker, (attacker) => this.targets(roster, attacker, query.card));
      case "matrix":
        return this.matrix(roster, query.of);
      case "odds":
        return arcadiaQuestOddsAnswer(query, this.#faces);
      case "roll":
        return arcadiaQuestRollAnswer(query, this.#faces);
      default:
        return notImplemented("arcadia-quest", query.q);
    }
  }

  /**
   * docs/rules/arcadia-quest.md#line-of-sight: clear, or what stops the line first walking from the
   * attacker — verdict and explanation from one kernel call.
   */
  lineOfSight(
    roster: Roster<ArcadiaQuestFigure>,
    from: ArcadiaQuestFigure,
    to: ArcadiaQuestFigure,
  ): ArcadiaQuestSight {
    this.#grid(roster);
    const [why] = this.#geometry.squareSightExplain(
      this.board.blockedFor(from, roster.figures()),
      Int32Array.of(this.board.cellOf(from)),
      Int32Array.of(this.board.cellOf(to)),
    );
    return why!.clear ? { clear: true } : { clear: false, blockedBy: this.board.block(why!) };
  }

  /** Whether `attacker` sees each of `targets`: one batch. */
  #inSight(
    roster: Roster<ArcadiaQuestFigure>,
    attacker: ArcadiaQuestFigure,
    targets: readonly ArcadiaQuestFigure[],
    blocked = this.board.blockedFor(attacker, roster.figures()),
  ): boolean[] {
    this.#grid(roster);
    const seen = this.#geometry.squareSightMatrix(
      blocked,
      Int32Array.of(this.board.cellOf(attacker)),
      Int32Array.from(targets, (t) => this.board.cellOf(t)),
    );
    return targets.map((_, i) => seen[i] === 1);
  }

  /**
   * docs/rules/arcadia-quest.md#attacks: with the named card (none when it is exhausted or missing)
   * or each unexhausted card: melee at enemies in Close spaces, ranged at enemies in sight. Sorted
   * by target id, then in the attacker's card order.
   */
  targets(
    roster: Roster<ArcadiaQuestFigure>,
    attacker: ArcadiaQuestFigure,
    cardName: string | undefined,
  ): ArcadiaQuestTarget[] {
    const cards = usableCards(attacker, cardName);
    const foes = roster.figures().filter((f) => enemies(attacker, f));
    const inSight = cards.some((card) => card.kind === "ranged")
      ? this.#inSight(roster, attacker, foes)
      : [];
    return this.#entries(attacker, cards, foes, this.#grid(roster), (i) => inSight[i] === true);
  }

  /**
   * The entries of `attacker` with `cards` at `foes` (`inSight(i)`: whether it sees foe `i`):
   * melee at a Close foe, ranged at a foe in sight; by target id, then in card order.
   */
  #entries(
    attacker: ArcadiaQuestFigure,
    cards: readonly AttackCard[],
    foes: readonly ArcadiaQuestFigure[],
    grid: SquareBoard,
    inSight: (i: number) => boolean,
  ): ArcadiaQuestTarget[] {
    const entries: ArcadiaQuestTarget[] = [];
    foes.forEach((foe, i) => {
      for (const card of cards) {
        const reaches = card.kind === "melee" ? this.board.close(attacker, foe, grid) : inSight(i);
        if (reaches) entries.push(this.#attack(attacker, card, foe));
      }
    });
    return entries.sort((a, b) => (a.target < b.target ? -1 : a.target > b.target ? 1 : 0));
  }

  #attack(
    attacker: ArcadiaQuestFigure,
    card: AttackCard,
    target: ArcadiaQuestFigure,
  ): ArcadiaQuestTarget {
    const modifiers = [];
    const bonusAttack = attacker.bonusAttackDice ?? 0;
    const bonusDefense = target.bonusDefenseDice ?? 0;
    if (bonusAttack !== 0) modifiers.push({ name: "bonus attack dice", attackDice: bonusAttack });
    if (bonusDefense !== 0)
      modifiers.push({ name: "bonus defense dice", defenseDice: bonusDefense });
    const attackDice = Math.max(0, card.dice + bonusAttack);
    const defenseDice = Math.max(0, target.defense + bonusDefense);
    return {
      target: target.id,
      card: card.name,
      attackKind: card.kind,
      attackDice,
      defenseDice,
      modifiers,
      odds: this.#targetOdds(attackDice, defenseDice, card.kind),
    };
  }

  #targetOdds(
    attackDice: number,
    defenseDice: number,
    kind: AttackCard["kind"],
  ): ArcadiaQuestTargetOdds {
    const key = `${attackDice},${defenseDice},${kind}`;
    let odds = this.#odds.get(key);
    if (!odds) {
      odds = targetOddsOf(arcadiaQuestOdds(attackDice, defenseDice, kind, this.#faces));
      this.#odds.set(key, odds);
    }
    return { ...odds }; // each entry its own: an answer is the caller's to keep
  }

  /** Why each other character is not among `attacker`'s targets (arcadiaQuestReasons.ts). */
  notTargets(roster: Roster<ArcadiaQuestFigure>, attacker: ArcadiaQuestFigure): NotATarget[] {
    const listed = new Set(this.targets(roster, attacker, undefined).map((t) => t.target));
    const others = roster.figures().filter((f) => f !== attacker && !listed.has(f.id));
    return arcadiaQuestNotTargets(attacker, others, {
      close: (to) => this.board.close(attacker, to, this.#grid(roster)),
      clear: (to) => this.lineOfSight(roster, attacker, to).clear,
    });
  }

  /** Sight for every ordered pair (diagonal false); this game has no distance (null, 0 on the diagonal). */
  matrix(
    roster: Roster<ArcadiaQuestFigure>,
    of: readonly string[] | undefined,
  ): FigureMatrix | QueryError {
    const figures = roster.pick(of);
    if (isQueryError(figures)) return figures;
    // What is Blocked depends only on whose side looks: laid out once a side, not once a row
    // (a byte a cell, 17 MB on the largest board).
    const blockedFor = new Map<string, Uint8Array>();
    const blocked = (a: ArcadiaQuestFigure): Uint8Array => {
      let grid = blockedFor.get(a.owner);
      if (!grid) blockedFor.set(a.owner, (grid = this.board.blockedFor(a, roster.figures())));
      return grid;
    };
    return {
      ids: figures.map((f) => f.id),
      los: figures.map((a, i) =>
        this.#inSight(roster, a, figures, blocked(a)).map((seen, j) => i !== j && seen),
      ),
      distance: figures.map((_, i) => figures.map((_, j) => (i === j ? 0 : null))),
    };
  }

  /** The character standing on `to`; throws a {@link ScenarioError} naming what is wrong there. */
  moved(
    roster: Roster<ArcadiaQuestFigure>,
    index: number,
    to: { readonly x: number; readonly y: number },
  ): ArcadiaQuestFigure {
    const figure = { ...roster.at(index)!, x: to.x, y: to.y };
    const here = roster
      .figures()
      .filter((f) => f.id !== figure.id && f.x === figure.x && f.y === figure.y);
    const reason = placementProblem(this.board.rows, figure, here);
    if (reason) throw new ScenarioError([{ path: `/figures/${index}`, reason }]);
    return figure;
  }
}

/** The doors set otherwise than the scenario has them, in one fixed order: "" when none is. */
function doorsKey(
  doors: ReadonlyMap<string, boolean>,
  start: ReadonlyMap<string, boolean>,
): string {
  return [...doors]
    .filter(([key, open]) => start.get(key) !== open)
    .map(([key, open]) => `${key}=${open ? 1 : 0}`)
    .sort()
    .join(" ");
}
