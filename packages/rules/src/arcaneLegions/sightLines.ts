// Sight lines as the rules read them (docs/rules/arcane-legions.md#ranged): a plane batch's
// segments between two units as notch-to-notch lines, in notch order, with what each passes
// through by name. The table's batches and the pose batch make them the same way.
import type { PlaneSightAnswer } from "@sightline/geometry";
import type { Point } from "./bases.js";
import type { Notch } from "./notches.js";

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
 * Pair `k`'s lines of a batch answer, from each of `from` (the first unit's notches, in notch
 * order) to each of `to`, those `keep` keeps when given; with the answer's explanation, what each
 * passes through, named by `name`.
 */
export function linesOf(
  answer: PlaneSightAnswer,
  k: number,
  from: readonly Notch[],
  to: readonly Notch[],
  name: (item: number) => string,
  keep?: (line: Pick<SightLine, "blocked" | "distance">) => boolean,
): SightLine[] {
  const through = answer.through;
  const lines: SightLine[] = [];
  let at = answer.offsets[k]! - 1;
  const verdict = { blocked: false, distance: 0 };
  for (const fromNotch of from) {
    for (const toNotch of to) {
      at++;
      verdict.blocked = answer.blocked[at] === 1;
      verdict.distance = answer.length[at]!;
      if (keep && !keep(verdict)) continue;
      const line: { -readonly [K in keyof SightLine]: SightLine[K] } = {
        from: fromNotch,
        to: toNotch,
        distance: verdict.distance,
        blocked: verdict.blocked,
        hindrances: answer.hindrances[at]!,
      };
      if (through) {
        const names: string[] = [];
        for (let i = through.offsets[at]!; i < through.offsets[at + 1]!; i++) {
          names.push(name(through.items[i]!));
        }
        line.through = names;
      }
      lines.push(line);
    }
  }
  return lines;
}

/** A point as a plain `[x, y]` pair for answers. */
export function pointOf(p: Point): [number, number] {
  return [p[0], p[1]];
}
