// Where a figure could stand with everyone else where they are (docs/rules/heroscape.md#board):
// the places a board overlay weighs one by one ("what if it stood there?"), checked by the same
// rule a move is (`checkPlacement`), so a place listed here is one `position.move` takes.
import type { Hex } from "@sightline/geometry";
import type { Problem } from "../scenario/problems.js";
import { type PlacementContext, checkPlacement } from "./heroscapeChecks.js";
import type { HeroscapeFigure, HeroscapeSpace } from "./heroscapeSchema.js";

/** The six neighbours of a hex, as axial steps. */
const NEIGHBOURS: readonly Hex[] = [
  [1, 0],
  [1, -1],
  [0, -1],
  [-1, 0],
  [-1, 1],
  [0, 1],
];

const hexKey = (q: number, r: number): string => `${q},${r}`;

/** Orders hexes by q, then r. */
const byQR = (a: Hex, b: Hex): number => a[0] - b[0] || a[1] - b[1];

/** Who stands on each hex, `figure` aside: the figures of a position but the one weighed. */
export class OtherFigures {
  readonly #at = new Map<string, string>();

  constructor(figures: readonly HeroscapeFigure[], figure: HeroscapeFigure) {
    for (const other of figures) {
      if (other === figure) continue;
      for (const [q, r] of other.hexes) this.#at.set(hexKey(q, r), other.id);
    }
  }

  /** The id of the figure on `hex`, if any. */
  readonly takenBy = ([q, r]: Hex): string | undefined => this.#at.get(hexKey(q, r));
}

/**
 * Why `figure` could not stand on `hexes` with the others where they are, or undefined when it
 * could: as many hexes as it stands on, each a space it fits on (ground, obstacles), not taken.
 */
export function placementProblem(
  figure: HeroscapeFigure,
  hexes: readonly Hex[],
  context: PlacementContext,
  others: OtherFigures,
): string | undefined {
  if (hexes.length !== figure.hexes.length) {
    return `a figure on ${figure.hexes.length} hex${figure.hexes.length === 1 ? "" : "es"} stands on as many, got ${hexes.length}`;
  }
  const problems: Problem[] = [];
  checkPlacement({ ...figure, hexes }, "", context, others.takenBy, problems);
  return problems[0]?.reason;
}

/**
 * Every place `figure` could stand on alone: each space it may stand on by (q, r); for a
 * double-space figure each pair of neighbouring spaces it may stand on (one level), the lesser
 * hex first, by (q, r) of the first and then of the second.
 */
export function freePlacements(
  figure: HeroscapeFigure,
  spaces: readonly HeroscapeSpace[],
  context: PlacementContext,
  others: OtherFigures,
): Hex[][] {
  const hexes = spaces.map(({ q, r }): Hex => [q, r]).sort(byQR);
  const places: Hex[][] = [];
  for (const hex of hexes) {
    if (figure.hexes.length === 1) {
      if (!placementProblem(figure, [hex], context, others)) places.push([hex]);
      continue;
    }
    const pairs = NEIGHBOURS.map(([dq, dr]): Hex => [hex[0] + dq, hex[1] + dr])
      .filter((next) => byQR(hex, next) < 0 && context.spaces.has(hexKey(next[0], next[1])))
      .sort(byQR);
    for (const next of pairs) {
      if (!placementProblem(figure, [hex, next], context, others)) places.push([hex, next]);
    }
  }
  return places;
}
