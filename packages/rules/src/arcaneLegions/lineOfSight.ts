// The `los` and `matrix` queries for Arcane Legions (docs/rules/scenario.md#queries): clear when
// some notch pair, any sides, any distance, is not blocked (docs/rules/arcane-legions.md#ranged,
// "Not blocked"), explained by the least hindered such pair.
import { EPS, type Point } from "./bases.js";
import type { ArcaneLegionsFigure, Side } from "./arcaneLegionsSchema.js";
import type { ArcaneLegionsTable } from "./arcaneLegionsTable.js";
import { type SightLine, pointOf } from "./sightLines.js";

/** The `los` answer: the least hindered clear notch pair, or what blocks the shortest line. */
export type ArcaneLegionsSight =
  | {
      readonly clear: true;
      readonly fromSide: Side;
      readonly fromNotch: number;
      readonly toSide: Side;
      readonly toNotch: number;
      readonly line: readonly [Point, Point];
      readonly distance: number;
      readonly hindrances: number;
      readonly hinderedBy: readonly string[];
    }
  | {
      readonly clear: false;
      /** What blocks the shortest notch-to-notch line (bases by id, terrain by id or index). */
      readonly blockedBy: readonly string[];
    };

/** The `matrix` answer: sight and shortest notch distance for every ordered pair. */
export interface ArcaneLegionsMatrix {
  readonly ids: readonly string[];
  readonly los: boolean[][];
  readonly distance: number[][];
}

/**
 * The clear line with the fewest hindrances, then the shortest (within EPS), then the first in
 * notch order (sides front, right, back, left; notches clockwise: the order lines come in).
 */
export function leastHindered(lines: readonly SightLine[]): SightLine | undefined {
  let best: SightLine | undefined;
  for (const line of lines) {
    if (line.blocked) continue;
    if (
      !best ||
      line.hindrances < best.hindrances ||
      (line.hindrances === best.hindrances && line.distance < best.distance - EPS)
    ) {
      best = line;
    }
  }
  return best;
}

/** Line of sight from one unit to another (one kernel batch for all their notch pairs). */
export function lineOfSight(
  table: ArcaneLegionsTable,
  from: ArcaneLegionsFigure,
  to: ArcaneLegionsFigure,
): ArcaneLegionsSight {
  const lines = table.sightLines([[from, to]], true)[0]!;
  const best = leastHindered(lines);
  if (!best) {
    const shortest = lines.reduce<SightLine | undefined>(
      (s, line) => (!s || line.distance < s.distance - EPS ? line : s),
      undefined,
    );
    return { clear: false, blockedBy: shortest?.through ?? [] };
  }
  return {
    clear: true,
    fromSide: best.from.side,
    fromNotch: best.from.index,
    toSide: best.to.side,
    toNotch: best.to.index,
    line: [pointOf(best.from.point), pointOf(best.to.point)],
    distance: best.distance,
    hindrances: best.hindrances,
    hinderedBy: best.through ?? [],
  };
}

/**
 * Sight and distance for every ordered pair of `figures`, one kernel batch a row: a batch of
 * every pair at once would hold each pair's thirty-odd segments together, which grows with
 * the square of the units (500 units took a gigabyte); a row holds one unit's.
 */
export function sightMatrix(
  table: ArcaneLegionsTable,
  figures: readonly ArcaneLegionsFigure[],
): ArcaneLegionsMatrix {
  return {
    ids: figures.map((f) => f.id),
    los: figures.map((a, i) => {
      const seen = table.inSight(figures.filter((_, j) => j !== i).map((b) => [a, b] as const));
      // The row's pairs skip the diagonal: walk them in that order.
      let k = 0;
      return figures.map((_, j) => i !== j && seen[k++]!);
    }),
    distance: figures.map((a, i) =>
      figures.map((b, j) => (i === j ? 0 : table.notchDistance(a, b))),
    ),
  };
}
