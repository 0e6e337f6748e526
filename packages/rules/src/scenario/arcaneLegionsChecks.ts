// Arcane Legions cross-checks (spec/arcane-legions.md#table-and-bases, #scenario-fields,
// #geometric-tests; spec/scenario.md#errors), run on every element that parsed.
import { ADJ, baseCorners, penetrationDepth, type Point } from "./arcaneLegionsBases.js";
import type { ArcaneLegionsFigure, ArcaneLegionsParts } from "./arcaneLegionsSchema.js";
import { duplicateIds } from "./common.js";
import { polygonFlaw } from "./polygon.js";
import { round, type Problem } from "./problems.js";

/** Geometric tolerance for ties (spec/arcane-legions.md#table-and-bases). */
const EPS = 1e-9;

/** Every cross-element problem of an Arcane Legions scenario's parts. */
export function checkArcaneLegions(parts: ArcaneLegionsParts): Problem[] {
  const problems: Problem[] = [];
  duplicateIds(parts.terrain, "/board/terrain", problems);
  parts.terrain.forEach((piece, i) => {
    const flaw = piece && polygonFlaw(piece.points);
    if (flaw) problems.push({ path: `/board/terrain/${i}/points`, reason: flaw });
  });
  duplicateIds(parts.figures, "/figures", problems);
  const placed: { figure: ArcaneLegionsFigure; corners: readonly Point[] }[] = [];
  parts.figures.forEach((figure, i) => {
    if (!figure) return;
    const path = `/figures/${i}`;
    const corners = baseCorners(figure);
    const outside = leavesTable(corners, parts.width, parts.height);
    if (outside) problems.push({ path, reason: outside });
    // Bases may touch but not overlap; the later figure in the list is the one reported.
    for (const other of placed) {
      const depth = penetrationDepth(corners, other.corners);
      if (depth > ADJ) {
        problems.push({
          path,
          reason: `its base overlaps figure ${JSON.stringify(other.figure.id)}'s base by ${round(depth)} steps`,
        });
      }
    }
    placed.push({ figure, corners });
  });
  return problems;
}

/**
 * spec/arcane-legions.md#scenario-fields: when `width`/`height` are given, every base lies in
 * `[0, width] × [0, height]` (to within EPS). Each dimension is bounded only when given.
 */
function leavesTable(
  corners: readonly Point[],
  width: number | undefined,
  height: number | undefined,
): string | undefined {
  const xs = corners.map(([x]) => x);
  const ys = corners.map(([, y]) => y);
  const [xMin, xMax, yMin, yMax] = [
    Math.min(...xs),
    Math.max(...xs),
    Math.min(...ys),
    Math.max(...ys),
  ];
  const outsideX = width !== undefined && (xMin < -EPS || xMax > width + EPS);
  const outsideY = height !== undefined && (yMin < -EPS || yMax > height + EPS);
  if (!outsideX && !outsideY) return undefined;
  const span = `x ${round(xMin)} to ${round(xMax)}, y ${round(yMin)} to ${round(yMax)}`;
  const table = [
    width === undefined ? undefined : `x in [0, ${width}]`,
    height === undefined ? undefined : `y in [0, ${height}]`,
  ]
    .filter((s) => s !== undefined)
    .join(", ");
  return `its base (${span}) leaves the table (${table})`;
}
