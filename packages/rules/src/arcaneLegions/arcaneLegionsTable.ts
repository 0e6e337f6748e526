// An Arcane Legions table laid out for the geometry core (spec/arcane-legions.md#table-and-bases,
// #ranged): terrain as plane pieces, each unit as its base's four corners with its notches as
// the points sight lines join. Laid out once per battle; one batch answers a whole query.
import {
  type GeometryEngine,
  type PlaneScene,
  type PlaneUnits,
  encodePlaneScene,
  explainPlaneSegment,
  placePlaneUnits,
} from "@sightline/geometry";
import type { ArcaneLegionsFigure, ArcaneLegionsScenario } from "../scenario/index.js";
import { type Point, baseCorners } from "../scenario/arcaneLegionsBases.js";
import { adjacent } from "./adjacency.js";
import { type Notch, notches } from "./notches.js";

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
}

/** What a segment passes through, named: unit ids, terrain ids (or `terrain N`). */
export interface SightLineWhy {
  readonly blockedBy: string[];
  readonly hinderedBy: string[];
}

/**
 * A scenario's table in a geometry engine: terrain and units laid out once, sight lines asked
 * in batches, adjacency between every two units computed once.
 *
 * @example new ArcaneLegionsTable(scenario, new ReferenceGeometry()).sightLines([[a, b]])
 */
export class ArcaneLegionsTable {
  readonly figures: readonly ArcaneLegionsFigure[];
  /** Each unit's notches, side by side (front, right, back, left), each side clockwise. */
  readonly notches: readonly (readonly Notch[])[];
  readonly scene: PlaneScene;
  readonly units: PlaneUnits;
  readonly #geometry: GeometryEngine;
  readonly #index: ReadonlyMap<string, number>;
  readonly #terrainNames: readonly string[];
  readonly #adjacent: readonly (readonly boolean[])[];

  constructor(scenario: ArcaneLegionsScenario, geometry: GeometryEngine) {
    this.figures = scenario.figures;
    this.notches = scenario.figures.map((f) => notches(f));
    const terrain = scenario.board.terrain ?? [];
    this.#terrainNames = terrain.map((piece, i) => piece.id ?? `terrain ${i}`);
    this.scene = encodePlaneScene(terrain);
    this.units = placePlaneUnits(
      scenario.figures.map((f, i) => ({
        corners: baseCorners(f),
        points: this.notches[i]!.map((n) => n.point),
      })),
    );
    this.#index = new Map(scenario.figures.map((f, i) => [f.id, i]));
    this.#adjacent = scenario.figures.map((a, i) =>
      scenario.figures.map((b, j) => i !== j && adjacent(a, b)),
    );
    this.#geometry = geometry;
    geometry.loadPlaneScene(this.scene);
    geometry.placePlaneUnits(this.units);
  }

  /** The unit with this id, if any. */
  figure(id: string): ArcaneLegionsFigure | undefined {
    const i = this.#index.get(id);
    return i === undefined ? undefined : this.figures[i];
  }

  /** The unit's place in the scenario (and in the geometry's layout). */
  indexOf(figure: ArcaneLegionsFigure): number {
    return this.#index.get(figure.id)!;
  }

  /** spec/arcane-legions.md#table-and-bases: the bases are at most ADJ apart (never oneself). */
  adjacent(a: ArcaneLegionsFigure, b: ArcaneLegionsFigure): boolean {
    return this.#adjacent[this.indexOf(a)]![this.indexOf(b)]!;
  }

  /**
   * Every notch-to-notch segment of each pair `[from, to]`, in one kernel batch: per pair, the
   * segments from each notch of `from` (in notch order) to each notch of `to`.
   */
  sightLines(
    pairs: readonly (readonly [ArcaneLegionsFigure, ArcaneLegionsFigure])[],
  ): SightLine[][] {
    const from = Int32Array.from(pairs, ([a]) => this.indexOf(a));
    const to = Int32Array.from(pairs, ([, b]) => this.indexOf(b));
    const answer = this.#geometry.planeSightBatch({ from, to });
    return pairs.map((_, k) => {
      const fromNotches = this.notches[from[k]!]!;
      const toNotches = this.notches[to[k]!]!;
      const lines: SightLine[] = [];
      let at = answer.offsets[k]!;
      for (const fromNotch of fromNotches) {
        for (const toNotch of toNotches) {
          lines.push({
            from: fromNotch,
            to: toNotch,
            distance: answer.length[at]!,
            blocked: answer.blocked[at] === 1,
            hindrances: answer.hindrances[at]!,
          });
          at++;
        }
      }
      return lines;
    });
  }

  /**
   * What one segment from unit `from` to unit `to` passes through, by name: a cold path on the
   * kernel's twin (one segment), checked against the batch's verdict.
   */
  why(from: ArcaneLegionsFigure, to: ArcaneLegionsFigure, line: SightLine): SightLineWhy {
    const [a, b] = [this.indexOf(from), this.indexOf(to)];
    const seen = explainPlaneSegment(this.scene, this.units, a, b, line.from.point, line.to.point);
    const name = (u: number) => this.figures[u]!.id;
    const blockedBy = [
      ...seen.ownUnits.map(name),
      ...seen.blockingPieces.map((p) => this.#terrainNames[p]!),
    ];
    const hinderedBy = [
      ...seen.units.map(name),
      ...seen.hinderingPieces.map((p) => this.#terrainNames[p]!),
    ];
    if (
      blockedBy.length > 0 !== line.blocked ||
      (!line.blocked && hinderedBy.length !== line.hindrances)
    ) {
      throw new Error(`the sight kernel and its explanation disagree on ${from.id} → ${to.id}`);
    }
    return { blockedBy, hinderedBy: line.blocked ? [] : hinderedBy };
  }
}

/** A point as a plain `[x, y]` pair for answers. */
export function pointOf(p: Point): [number, number] {
  return [p[0], p[1]];
}
