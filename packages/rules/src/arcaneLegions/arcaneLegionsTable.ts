// An Arcane Legions table for the geometry core (docs/rules/arcane-legions.md#table-and-bases,
// #ranged): terrain laid out once as plane pieces; the units as their bases' corners with their
// notches as the points sight lines join, one unit a place of the scenario, and only the units
// that moved or left laid out again when the position asking changes (one unit a move, however
// many units stand). One kernel batch answers a whole query, explanations included.
import {
  type GeometryEngine,
  type PlaneScene,
  type PlaneUnit,
  type PlaneUnits,
  encodePlaneScene,
  layPlaneUnit,
  placePlaneUnits,
  takeOffPlaneUnit,
  withPlaneStandIns,
} from "@sightline/geometry";
import type { Roster } from "../position/roster.js";
import type { ArcaneLegionsFigure, ArcaneLegionsScenario } from "./arcaneLegionsSchema.js";
import { adjacent } from "./adjacency.js";
import { type Point, baseCorners } from "./bases.js";
import { type Notch, notches, shortestBetween } from "./notches.js";
import { type SightLine, linesOf } from "./sightLines.js";
import { type ConvexPart, convexParts } from "./terrainParts.js";

/**
 * Where a path batch's two stand-in units keep their bases: a unit square this far off every
 * table (MAX_TABLE_COORDINATE is 1,000), so no segment comes near it and its box turns each
 * test away at once.
 */
const FAR_OFF = -1e6;

/** A base no segment between two points of a table reaches: for points that belong to no unit. */
const FAR_BASE: PlaneUnit["corners"] = [
  [FAR_OFF, FAR_OFF],
  [FAR_OFF + 1, FAR_OFF],
  [FAR_OFF + 1, FAR_OFF + 1],
  [FAR_OFF, FAR_OFF + 1],
];

/**
 * One question of a pose batch (ArcaneLegionsField.poseSightLines): the lines between the unit at
 * pose `pose` and `other`, from the pose when `fromPose`, else from `other`.
 */
export interface PoseSight {
  readonly pose: number;
  readonly other: ArcaneLegionsFigure;
  readonly fromPose: boolean;
}

/**
 * The terrain of a scenario, laid out once in a geometry engine, and the units of whichever
 * position asks: one unit of the engine for each place of the scenario (a unit taken off keeps
 * its place, its base meeting nothing), each laid out again only when the position asking has
 * another figure there — a figure object is a unit's pose, so a move and its undo each lay one
 * unit out. Each unit's notches and each pair's adjacency are kept per figure object: a move
 * replaces one figure, so only its pairs are worked out again.
 *
 * @example new ArcaneLegionsField(scenario, new ReferenceGeometry()).table(roster).sightLines([[a, b]])
 */
export class ArcaneLegionsField {
  readonly scene: PlaneScene;
  readonly #geometry: GeometryEngine;
  readonly #terrain: ArcaneLegionsScenario["board"]["terrain"] & {};
  readonly #terrainNames: readonly string[];
  /** The scenario's figures: each place's id, and how many notches its unit has wherever it goes. */
  readonly #figures: readonly ArcaneLegionsFigure[];
  /** Each figure id's place in the scenario: its unit in the engine. */
  readonly #place: ReadonlyMap<string, number>;
  readonly #notches = new WeakMap<ArcaneLegionsFigure, readonly Notch[]>();
  readonly #adjacent = new WeakMap<ArcaneLegionsFigure, WeakMap<ArcaneLegionsFigure, boolean>>();
  #table: ArcaneLegionsTable | undefined;
  /** The places' layout, changed in place as positions ask (made at the first batch). */
  #places: PlaneUnits | undefined;
  /** The figure laid out in each place of `#places`; undefined where none stands. */
  readonly #laid: (ArcaneLegionsFigure | undefined)[] = [];
  /**
   * The units the engine holds: the places' layout, or a path batch's or a pose batch's (then not
   * the places').
   */
  #placed: PlaneUnits | undefined;
  #blockingParts: readonly ConvexPart[] | undefined;

  constructor(scenario: ArcaneLegionsScenario, geometry: GeometryEngine) {
    const terrain = (this.#terrain = scenario.board.terrain ?? []);
    this.#terrainNames = terrain.map((piece, i) => piece.id ?? `terrain ${i}`);
    this.#figures = scenario.figures;
    this.#place = new Map(scenario.figures.map((f, i) => [f.id, i]));
    this.scene = encodePlaneScene(terrain);
    this.#geometry = geometry;
    geometry.loadPlaneScene(this.scene);
  }

  /** The table as `roster` stands (its units are laid out in the engine when a batch asks). */
  table(roster: Roster<ArcaneLegionsFigure>): ArcaneLegionsTable {
    let table = this.#table;
    if (table?.version !== roster.version) {
      table = this.#table = new ArcaneLegionsTable(
        this,
        roster.figures(),
        [...roster.slots()],
        roster.version,
      );
    }
    return table;
  }

  /** A figure's place in the scenario: its unit in the engine. */
  placeOf(figure: ArcaneLegionsFigure): number {
    return this.#place.get(figure.id)!;
  }

  /**
   * Makes the engine hold the places as `slots` has them: the places whose figure changed since
   * the layout last had them laid out again (taken off where none stands), and only they copied
   * into the engine — unless it holds another layout, which the places' replace whole.
   */
  placeSlots(slots: readonly (ArcaneLegionsFigure | undefined)[]): PlaneUnits {
    const { places, changed } = this.#lay(slots);
    if (this.#placed !== places) this.place(places);
    else if (changed.length > 0) this.#geometry.placePlaneUnits(places, changed);
    return places;
  }

  /**
   * The places' layout with `slots`' figures laid out, and which places that changed. The engine
   * is not told: a caller that does not place the layout right after places another one.
   */
  #lay(slots: readonly (ArcaneLegionsFigure | undefined)[]): {
    places: PlaneUnits;
    changed: number[];
  } {
    let places = this.#places;
    if (!places) {
      // Every place laid out as the scenario has it, then changed as below.
      places = this.#places = placePlaneUnits(this.#figures.map((f) => this.unitOf(f)));
      for (const figure of this.#figures) this.#laid.push(figure);
    }
    const changed: number[] = [];
    for (let i = 0; i < slots.length; i++) {
      const figure = slots[i];
      if (figure === this.#laid[i]) continue;
      if (figure) layPlaneUnit(places, i, this.unitOf(figure));
      else takeOffPlaneUnit(places, i);
      this.#laid[i] = figure;
      changed.push(i);
    }
    return { places, changed };
  }

  /**
   * The sight lines between `unit` standing at each of `poses` (the unit moved there) and other
   * units of `table`, in one kernel batch, explained: for each of `asks`, the lines from the pose
   * to `other` (`fromPose`) or from `other` to the pose, as {@link ArcaneLegionsTable.sightLines}
   * gives them on the table with the unit moved to that pose. The poses are stand-ins after the
   * places, the unit taken off its own (docs/decisions/004-plane-sight.md#stand-ins): no pose's
   * base meets another pose's segments. With `keep`, only the lines it keeps are made (in
   * order): a batch of thousands of poses makes no line a caller would drop. The engine holds the
   * places again at the next batch.
   */
  poseSightLines(
    table: ArcaneLegionsTable,
    unit: ArcaneLegionsFigure,
    poses: readonly ArcaneLegionsFigure[],
    asks: readonly PoseSight[],
    keep?: (line: Pick<SightLine, "blocked" | "distance">) => boolean,
  ): SightLine[][] {
    if (asks.length === 0) return [];
    const { places } = this.#lay(table.slots);
    const asked = withPlaneStandIns(
      places,
      poses.map((pose) => this.unitOf(pose)),
    );
    takeOffPlaneUnit(asked, this.placeOf(unit));
    this.place(asked);
    const count = places.pointStart.length - 1;
    const from = new Int32Array(asks.length);
    const to = new Int32Array(asks.length);
    asks.forEach(({ pose, other, fromPose }, k) => {
      [from[k], to[k]] = fromPose
        ? [count + pose, this.placeOf(other)]
        : [this.placeOf(other), count + pose];
    });
    const answer = this.#geometry.planeSightBatch({ from, to }, { explain: true });
    // A stand-in is named as the unit it stands for.
    const name = (item: number) => (item >= count ? unit.id : this.nameOf(item));
    return asks.map(({ pose, other, fromPose }, k) => {
      const [a, b] = fromPose ? [poses[pose]!, other] : [other, poses[pose]!];
      return linesOf(answer, k, this.notchesOf(a), this.notchesOf(b), name, keep);
    });
  }

  /** Lays `units` out in the engine unless they are what it holds. */
  place(units: PlaneUnits): void {
    if (this.#placed === units) return;
    this.#geometry.placePlaneUnits(units);
    this.#placed = units;
  }

  /** A unit as the engine lays it out: its base's corners, and its notches to join. */
  unitOf(figure: ArcaneLegionsFigure): PlaneUnit {
    return { corners: baseCorners(figure), points: this.notchesOf(figure).map((n) => n.point) };
  }

  /**
   * The blocking terrain as convex parts (terrainParts.ts), worked out on first asking: the
   * movement's overlap test (docs/rules/arcane-legions.md#movement) reads them.
   */
  blockingParts(): readonly ConvexPart[] {
    this.#blockingParts ??= this.#terrain.flatMap((piece) =>
      piece.kind === "blocking" ? convexParts(piece.points) : [],
    );
    return this.#blockingParts;
  }

  /**
   * docs/rules/arcane-legions.md#movement: for each of `ends`, whether the segment `from → end`
   * passes through the interior of no blocking piece and no base of `bases` (the geometric test
   * of docs/rules/arcane-legions.md#geometric-tests, by the sight kernel, one batch for all). The kernel joins points of
   * units, so `from` and the ends become the points of two stand-in units whose bases lie far off
   * the table; what a segment passes through is then blocking terrain (its `blocked`) or the
   * other units and hindering pieces (its hindrances), told apart by the explanation when the
   * table has hindering pieces. The engine holds the table's units again at the next batch.
   */
  clearPaths(
    bases: readonly ArcaneLegionsFigure[],
    from: Point,
    ends: readonly Point[],
  ): boolean[] {
    if (ends.length === 0) return [];
    const units: PlaneUnit[] = bases.map((f) => ({ corners: baseCorners(f), points: [] }));
    units.push({ corners: FAR_BASE, points: [from] }, { corners: FAR_BASE, points: ends });
    const layout = placePlaneUnits(units);
    this.place(layout);
    const hindering = this.#terrain.some((piece) => piece.kind === "hindering");
    const pairs = { from: Int32Array.of(bases.length), to: Int32Array.of(bases.length + 1) };
    const answer = this.#geometry.planeSightBatch(pairs, { explain: hindering });
    const at = answer.offsets[0]!;
    return ends.map((_, j) => {
      const s = at + j;
      if (answer.blocked[s] === 1) return false;
      if (answer.hindrances[s] === 0) return true;
      const through = answer.through;
      if (!through) return false;
      // A base is an item u ≥ 0, a hindering piece −1 − p.
      for (let i = through.offsets[s]!; i < through.offsets[s + 1]!; i++) {
        if (through.items[i]! >= 0) return false;
      }
      return true;
    });
  }

  /** A unit's notches: side by side (front, right, back, left), each side clockwise. */
  notchesOf(figure: ArcaneLegionsFigure): readonly Notch[] {
    let list = this.#notches.get(figure);
    if (!list) this.#notches.set(figure, (list = notches(figure)));
    return list;
  }

  /** The shortest notch-to-notch length between two units, any sides, terrain ignored. */
  notchDistance(a: ArcaneLegionsFigure, b: ArcaneLegionsFigure): number {
    return shortestBetween(this.notchesOf(a), this.notchesOf(b));
  }

  /**
   * docs/rules/arcane-legions.md#table-and-bases: the bases are at most ADJ apart (never oneself).
   */
  adjacent(a: ArcaneLegionsFigure, b: ArcaneLegionsFigure): boolean {
    if (a === b) return false;
    const [first, second] = a.id < b.id ? [a, b] : [b, a];
    let row = this.#adjacent.get(first);
    if (!row) this.#adjacent.set(first, (row = new WeakMap()));
    let near = row.get(second);
    if (near === undefined) row.set(second, (near = adjacent(first, second)));
    return near;
  }

  /** The engine, for the table's batches. */
  get geometry(): GeometryEngine {
    return this.#geometry;
  }

  /** A kernel item's name: a unit (≥ 0, a place of the scenario), or a terrain piece (−1 − p). */
  nameOf(item: number): string {
    return item >= 0 ? this.#figures[item]!.id : this.#terrainNames[-1 - item]!;
  }
}

/** The units of one position on the table: what the queries read. */
export class ArcaneLegionsTable {
  /** The units on the table, in scenario order. */
  readonly figures: readonly ArcaneLegionsFigure[];
  /** Each place of the scenario as this position has it: unit `u` of the engine is `slots[u]`. */
  readonly slots: readonly (ArcaneLegionsFigure | undefined)[];
  readonly version: number;
  readonly #field: ArcaneLegionsField;

  constructor(
    field: ArcaneLegionsField,
    figures: readonly ArcaneLegionsFigure[],
    slots: readonly (ArcaneLegionsFigure | undefined)[],
    version: number,
  ) {
    this.#field = field;
    this.figures = figures;
    this.slots = slots;
    this.version = version;
  }

  /**
   * docs/rules/arcane-legions.md#table-and-bases: the bases are at most ADJ apart (never oneself).
   */
  adjacent(a: ArcaneLegionsFigure, b: ArcaneLegionsFigure): boolean {
    return this.#field.adjacent(a, b);
  }

  /** The shortest notch-to-notch length between two units (the `range` distance). */
  notchDistance(a: ArcaneLegionsFigure, b: ArcaneLegionsFigure): number {
    return this.#field.notchDistance(a, b);
  }

  /**
   * Whether each pair `[from, to]` has a notch-to-notch segment that is not blocked, in one
   * kernel batch: {@link sightLines} without making a line for each segment.
   */
  inSight(pairs: readonly (readonly [ArcaneLegionsFigure, ArcaneLegionsFigure])[]): boolean[] {
    const field = this.#field;
    field.placeSlots(this.slots);
    const from = Int32Array.from(pairs, ([a]) => field.placeOf(a));
    const to = Int32Array.from(pairs, ([, b]) => field.placeOf(b));
    const { offsets, blocked } = field.geometry.planeSightBatch({ from, to });
    return pairs.map((_, k) => {
      for (let at = offsets[k]!; at < offsets[k + 1]!; at++) if (blocked[at] === 0) return true;
      return false;
    });
  }

  /**
   * Every notch-to-notch segment of each pair `[from, to]`, in one kernel batch: per pair, the
   * segments from each notch of `from` (in notch order) to each notch of `to`; with `explain`,
   * what each passes through, from the same batch.
   */
  sightLines(
    pairs: readonly (readonly [ArcaneLegionsFigure, ArcaneLegionsFigure])[],
    explain = false,
  ): SightLine[][] {
    const field = this.#field;
    field.placeSlots(this.slots);
    const from = Int32Array.from(pairs, ([a]) => field.placeOf(a));
    const to = Int32Array.from(pairs, ([, b]) => field.placeOf(b));
    const answer = field.geometry.planeSightBatch({ from, to }, { explain });
    const name = (item: number) => field.nameOf(item);
    return pairs.map(([a, b], k) =>
      linesOf(answer, k, field.notchesOf(a), field.notchesOf(b), name),
    );
  }
}
