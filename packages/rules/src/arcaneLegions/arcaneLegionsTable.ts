// An Arcane Legions table for the geometry core (docs/rules/arcane-legions.md#table-and-bases,
// #ranged): terrain laid out once as plane pieces; the units of one position as their bases'
// corners with their notches as the points sight lines join, laid out again whenever they move.
// One kernel batch answers a whole query, explanations included.
import {
  type GeometryEngine,
  type PlaneScene,
  type PlaneUnits,
  encodePlaneScene,
  placePlaneUnits,
} from "@sightline/geometry";
import type { Roster } from "../position/roster.js";
import type { ArcaneLegionsFigure, ArcaneLegionsScenario } from "./arcaneLegionsSchema.js";
import { adjacent } from "./adjacency.js";
import { type Point, baseCorners } from "./bases.js";
import { type Notch, notches, shortestBetween } from "./notches.js";

/** One notch-to-notch segment between two units, as the sight kernel judged it. */
export interface SightLine {
  readonly from: Notch;
  readonly to: Notch;
  /** Its length in steps. */
  readonly distance: number;
  /** Through blocking terrain, the shooter's base or the target's base (#ranged, 2). */
  readonly blocked: boolean;
  /** Other units and hindering pieces passed through, each once (0 when blocked). */
  readonly hindrances: number;
  /**
   * Asked with explanations: what it passes through, by name (unit ids, terrain ids or
   * `terrain N`) — its blockers when blocked (its own bases, then blocking pieces), else its
   * hindrances (other units, then hindering pieces).
   */
  readonly through?: readonly string[];
}

/**
 * The terrain of a scenario, laid out once in a geometry engine, and the units of whichever
 * position asks, laid out when they changed. Each unit's notches and each pair's adjacency are
 * kept per figure object: a move replaces one figure, so only its pairs are worked out again.
 *
 * @example new ArcaneLegionsField(scenario, new ReferenceGeometry()).table(roster).sightLines([[a, b]])
 */
export class ArcaneLegionsField {
  readonly scene: PlaneScene;
  readonly #geometry: GeometryEngine;
  readonly #terrainNames: readonly string[];
  readonly #notches = new WeakMap<ArcaneLegionsFigure, readonly Notch[]>();
  readonly #adjacent = new WeakMap<ArcaneLegionsFigure, WeakMap<ArcaneLegionsFigure, boolean>>();
  #table: ArcaneLegionsTable | undefined;
  /** The roster version whose units the engine holds. */
  #placed = -1;

  constructor(scenario: ArcaneLegionsScenario, geometry: GeometryEngine) {
    const terrain = scenario.board.terrain ?? [];
    this.#terrainNames = terrain.map((piece, i) => piece.id ?? `terrain ${i}`);
    this.scene = encodePlaneScene(terrain);
    this.#geometry = geometry;
    geometry.loadPlaneScene(this.scene);
  }

  /** The table as `roster` stands, its units laid out in the engine. */
  table(roster: Roster<ArcaneLegionsFigure>): ArcaneLegionsTable {
    let table = this.#table;
    if (table?.version !== roster.version) {
      table = this.#table = new ArcaneLegionsTable(this, roster.figures(), roster.version);
    }
    if (this.#placed !== roster.version) {
      this.#geometry.placePlaneUnits(table.units);
      this.#placed = roster.version;
    }
    return table;
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

  /** A kernel item's name: a unit (≥ 0) of `figures`, or a terrain piece (−1 − p). */
  nameOf(figures: readonly ArcaneLegionsFigure[], item: number): string {
    return item >= 0 ? figures[item]!.id : this.#terrainNames[-1 - item]!;
  }
}

/** The units of one position on the table: what the queries read. */
export class ArcaneLegionsTable {
  /** The units on the table, in scenario order: unit `u` of the engine is `figures[u]`. */
  readonly figures: readonly ArcaneLegionsFigure[];
  readonly units: PlaneUnits;
  readonly version: number;
  readonly #field: ArcaneLegionsField;
  readonly #unit: ReadonlyMap<ArcaneLegionsFigure, number>;

  constructor(field: ArcaneLegionsField, figures: readonly ArcaneLegionsFigure[], version: number) {
    this.#field = field;
    this.figures = figures;
    this.version = version;
    this.#unit = new Map(figures.map((f, u) => [f, u]));
    this.units = placePlaneUnits(
      figures.map((f) => ({
        corners: baseCorners(f),
        points: field.notchesOf(f).map((n) => n.point),
      })),
    );
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
    const from = Int32Array.from(pairs, ([a]) => this.#unit.get(a)!);
    const to = Int32Array.from(pairs, ([, b]) => this.#unit.get(b)!);
    const { offsets, blocked } = this.#field.geometry.planeSightBatch({ from, to });
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
    const from = Int32Array.from(pairs, ([a]) => this.#unit.get(a)!);
    const to = Int32Array.from(pairs, ([, b]) => this.#unit.get(b)!);
    const answer = this.#field.geometry.planeSightBatch({ from, to }, { explain });
    const through = answer.through;
    return pairs.map(([a, b], k) => {
      const lines: SightLine[] = [];
      let at = answer.offsets[k]!;
      for (const fromNotch of this.#field.notchesOf(a)) {
        for (const toNotch of this.#field.notchesOf(b)) {
          const line: { -readonly [K in keyof SightLine]: SightLine[K] } = {
            from: fromNotch,
            to: toNotch,
            distance: answer.length[at]!,
            blocked: answer.blocked[at] === 1,
            hindrances: answer.hindrances[at]!,
          };
          if (through) {
            const names: string[] = [];
            for (let i = through.offsets[at]!; i < through.offsets[at + 1]!; i++) {
              names.push(this.#field.nameOf(this.figures, through.items[i]!));
            }
            line.through = names;
          }
          lines.push(line);
          at++;
        }
      }
      return lines;
    });
  }
}

/** A point as a plain `[x, y]` pair for answers. */
export function pointOf(p: Point): [number, number] {
  return [p[0], p[1]];
}
