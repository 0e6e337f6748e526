// Arcane Legions cross-checks (docs/rules/arcane-legions.md#table-and-bases, #scenario-fields,
// #geometric-tests; docs/rules/scenario.md#errors), run on every element that parsed.
import { ADJ, EPS, baseCorners, penetrationDepth, type Point } from "./bases.js";
import type { ArcaneLegionsFigure, ArcaneLegionsParts } from "./arcaneLegionsSchema.js";
import { duplicateIds } from "../scenario/common.js";
import { polygonFlaw } from "./polygon.js";
import { limitNote, round, type Problem } from "../scenario/problems.js";
import { MAX_FIGURES, MAX_TERRAIN_POINTS } from "../limits.js";
import type { ListLimit } from "../scenario/listSizes.js";

/** The longest each list of an Arcane Legions scenario may be (docs/rules/limits.md). */
export const arcaneLegionsLists: readonly ListLimit[] = [
  { path: "/board/terrain", limit: MAX_TERRAIN_POINTS, name: "MAX_TERRAIN_POINTS" },
  { path: "/board/terrain/*/points", limit: MAX_TERRAIN_POINTS, name: "MAX_TERRAIN_POINTS" },
  { path: "/figures", limit: MAX_FIGURES, name: "MAX_FIGURES" },
  // docs/rules/arcane-legions.md#scenario-fields: `deadly` is the one ability there is.
  { path: "/figures/*/abilities", limit: 1, name: "deadly is the one ability", rule: true },
];

/** Every cross-element problem of an Arcane Legions scenario's parts. */
export function checkArcaneLegions(parts: ArcaneLegionsParts): Problem[] {
  const problems: Problem[] = [];
  duplicateIds(parts.terrain, "/board/terrain", problems);
  const points = parts.terrain.reduce((sum, piece) => sum + (piece?.points.length ?? 0), 0);
  if (points > MAX_TERRAIN_POINTS) {
    // Checking each outline is simple costs the square of its points: not started past the limit.
    problems.push({
      path: "/board/terrain",
      reason: `the terrain pieces have ${points} points in all; at most ${MAX_TERRAIN_POINTS} ${limitNote("MAX_TERRAIN_POINTS")}`,
    });
  } else {
    parts.terrain.forEach((piece, i) => {
      const flaw = piece && polygonFlaw(piece.points);
      if (flaw) problems.push({ path: `/board/terrain/${i}/points`, reason: flaw });
    });
  }
  duplicateIds(parts.figures, "/figures", problems);
  const placed: ArcaneLegionsFigure[] = [];
  parts.figures.forEach((figure, i) => {
    if (!figure) return;
    // Bases may touch but not overlap; the later figure in the list is the one reported.
    checkPlacement(figure, `/figures/${i}`, placed, parts.width, parts.height, problems);
    placed.push(figure);
  });
  return problems;
}

/**
 * Where a unit's base may be (docs/rules/arcane-legions.md#table-and-bases, #scenario-fields): on
 * the table when its size is given, and overlapping no base of `others` deeper than ADJ. Adds
 * what is wrong to `problems` and returns them.
 */
export function checkPlacement(
  figure: ArcaneLegionsFigure,
  path: string,
  others: readonly ArcaneLegionsFigure[],
  width: number | undefined,
  height: number | undefined,
  problems: Problem[] = [],
): Problem[] {
  const corners = baseCorners(figure);
  const outside = leavesTable(corners, width, height);
  if (outside) problems.push({ path, reason: outside });
  for (const other of others) {
    const depth = penetrationDepth(corners, baseCorners(other));
    if (depth > ADJ) {
      problems.push({
        path,
        reason: `its base overlaps figure ${JSON.stringify(other.id)}'s base by ${round(depth)} steps`,
      });
    }
  }
  return problems;
}

/**
 * docs/rules/arcane-legions.md#scenario-fields: when `width`/`height` are given, every base lies in
 * `[0, width] × [0, height]` (to within EPS). Each dimension is bounded only when given.
 */
function leavesTable(
  corners: readonly Point[],
  width: number | undefined,
  height: number | undefined,
): string | undefined {
  if (onTable(corners, width, height)) return undefined;
  const [xMin, xMax, yMin, yMax] = extent(corners);
  const span = `x ${round(xMin)} to ${round(xMax)}, y ${round(yMin)} to ${round(yMax)}`;
  const table = [
    width === undefined ? undefined : `x in [0, ${width}]`,
    height === undefined ? undefined : `y in [0, ${height}]`,
  ]
    .filter((s) => s !== undefined)
    .join(", ");
  return `its base (${span}) leaves the table (${table})`;
}

/**
 * docs/rules/arcane-legions.md#scenario-fields: whether a base with these corners lies in
 * `[0, width] × [0, height]` (to within EPS), each dimension bounded only when given.
 */
export function onTable(
  corners: readonly Point[],
  width: number | undefined,
  height: number | undefined,
): boolean {
  if (width === undefined && height === undefined) return true;
  const [xMin, xMax, yMin, yMax] = extent(corners);
  const outsideX = width !== undefined && (xMin < -EPS || xMax > width + EPS);
  const outsideY = height !== undefined && (yMin < -EPS || yMax > height + EPS);
  return !outsideX && !outsideY;
}

/** The least and greatest x and y of `corners`. */
function extent(
  corners: readonly Point[],
): [xMin: number, xMax: number, yMin: number, yMax: number] {
  let [xMin, xMax, yMin, yMax] = [Infinity, -Infinity, Infinity, -Infinity];
  for (const [x, y] of corners) {
    if (x < xMin) xMin = x;
    if (x > xMax) xMax = x;
    if (y < yMin) yMin = y;
    if (y > yMax) yMax = y;
  }
  return [xMin, xMax, yMin, yMax];
}
