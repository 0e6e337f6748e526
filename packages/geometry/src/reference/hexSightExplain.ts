// Why a line of sight is clear or blocked (spec/heroscape.md#line-of-sight): the eye and the
// witness point of the first sight column seen, or the solids that cut one named ray. A cold
// path, one query at a time, so it lives in the reference alone and reuses its walk.
import { type Cut, type SightPieces, type SightWorld, columnFoot, columnSeen } from "./hexSight.js";

export type SightExplanation =
  | {
      readonly clear: true;
      /** Index (into the viewer's eye cells) of the first eye that sees. */
      readonly eye: number;
      /** The target's cell and the sight column (0 centre, 1..6 = 0°..300°) first seen. */
      readonly cell: number;
      readonly column: number;
      /** The middle of the longest visible stretch of that column: `[x, y, z]` in pitches. */
      readonly witness: readonly [number, number, number];
    }
  | {
      readonly clear: false;
      /** What cuts the ray from the first eye to the top of the target's first centre column, nearest first. */
      readonly cuts: readonly Cut[];
    };

/**
 * Explains what the viewer with `eyeCells` (eye height `ez`, ignoring figure `ignore`) sees of
 * figure `target`. Eyes in order, then the target's hexes, then columns centre first.
 */
export function explainHexSight(
  w: SightWorld,
  eyeCells: Int32Array,
  ez: number,
  ignore: number,
  target: number,
  p: SightPieces,
): SightExplanation {
  const first = w.figureCellStart[target]!;
  const end = w.figureCellStart[target + 1]!;
  for (let eye = 0; eye < eyeCells.length; eye++) {
    for (let h = first; h < end; h++) {
      for (let column = 0; column < 7; column++) {
        const cell = w.figureCells[h]!;
        if (!columnSeen(w, eyeCells[eye]!, ez, ignore, target, cell, column, p)) continue;
        let lo = 0;
        let hi = -1;
        for (let i = 0; i < p.count; i++) {
          const a = p.pieces[2 * i]!;
          const b = p.pieces[2 * i + 1]!;
          if (b - a > hi - lo) [lo, hi] = [a, b];
        }
        const [x, y] = columnFoot(w, cell, column);
        return { clear: true, eye, cell, column, witness: [x, y, (lo + hi) / 2] };
      }
    }
  }
  const cuts: Cut[] = [];
  if (eyeCells.length > 0 && end > first) {
    columnSeen(w, eyeCells[0]!, ez, ignore, target, w.figureCells[first]!, 0, p, {
      z: w.top[target]!,
      cuts,
    });
  }
  return { clear: false, cuts: cuts.sort((a, b) => a.at - b.at) };
}
