// HeroScape cross-checks (docs/rules/heroscape.md#board, #scenario-fields;
// docs/rules/scenario.md#errors): rules between fields of one element and between elements, run on
// every element that parsed.
import { type Hex, areNeighbours, cylinderHexCount } from "@sightline/geometry";
import {
  MAX_FIGURES,
  MAX_HEX_CELLS,
  MAX_HEX_SPACES,
  MAX_OBSTACLE_HEXES,
  MAX_SCENE_SOLIDS,
  MAX_SOLID_INTERVALS,
} from "../limits.js";
import { duplicateIds } from "../scenario/common.js";
import type { ListLimit } from "../scenario/listSizes.js";
import { DEFAULT_CYLINDER_RADIUS } from "./heroscapeFacts.js";
import type {
  HeroscapeFigure,
  HeroscapeObstacle,
  HeroscapeParts,
  HeroscapeSpace,
} from "./heroscapeSchema.js";
import { coords, limitNote, type Problem } from "../scenario/problems.js";

/** The longest each list of a HeroScape scenario may be (docs/rules/limits.md). */
export const heroscapeLists: readonly ListLimit[] = [
  { path: "/board/spaces", limit: MAX_HEX_SPACES, name: "MAX_HEX_SPACES" },
  { path: "/board/spaces/*/solid", limit: MAX_SOLID_INTERVALS, name: "MAX_SOLID_INTERVALS" },
  // Every obstacle adds at least one record to the scene.
  { path: "/board/obstacles", limit: MAX_SCENE_SOLIDS, name: "MAX_SCENE_SOLIDS" },
  { path: "/board/obstacles/*/hexes", limit: MAX_OBSTACLE_HEXES, name: "MAX_OBSTACLE_HEXES" },
  { path: "/figures", limit: MAX_FIGURES, name: "MAX_FIGURES" },
  // docs/rules/heroscape.md#board: one hex, or two for a double-space figure.
  { path: "/figures/*/hexes", limit: 2, name: "a figure stands on one hex or two", rule: true },
];

const key = (q: number, r: number): string => `${q},${r}`;
const hexName = ([q, r]: Hex): string => `hex ${coords(q, r)}`;

/** Open intervals overlap: touching at an end is standing on, not overlapping. */
const overlaps = (lo1: number, hi1: number, lo2: number, hi2: number): boolean =>
  Math.max(lo1, lo2) < Math.min(hi1, hi2);

/** Every cross-element problem of a HeroScape scenario's parts. */
export function checkHeroscape(parts: HeroscapeParts): Problem[] {
  const problems: Problem[] = [];
  const spaces = indexSpaces(parts.spaces, problems);
  checkBoardSize(parts.spaces, problems);
  parts.spaces.forEach((space, i) => {
    if (space?.solid) checkSolid(space, `/board/spaces/${i}`, problems);
  });
  const obstacles = checkObstacles(parts.obstacles, problems);
  checkSceneSolids(parts, problems);
  duplicateIds(parts.figures, "/figures", problems);
  // A hole in the spaces means a space we could not read: a hex missing from the map may be
  // that space, so "not a space" is only claimed when every space was read.
  const allSpacesKnown = parts.spaces.every((s) => s !== undefined);
  const context = { spaces, obstacles, allSpacesKnown };
  const taken = new Map<string, string>();
  parts.figures.forEach((figure, i) => {
    if (figure) checkFigure(figure, `/figures/${i}`, context, taken, problems);
  });
  return problems;
}

/**
 * Where a figure may stand on a board that checked out: its spaces and the obstacles in each
 * hex, for {@link checkPlacement}.
 */
export function placementContext(
  spaces: readonly HeroscapeSpace[],
  obstacles: readonly HeroscapeObstacle[],
): PlacementContext {
  const byHex = new Map<string, HeroscapeObstacle[]>();
  for (const obstacle of obstacles) {
    for (const [q, r] of obstacle.hexes) {
      const list = byHex.get(key(q, r)) ?? [];
      list.push(obstacle);
      byHex.set(key(q, r), list);
    }
  }
  return {
    spaces: new Map(spaces.map((space) => [key(space.q, space.r), space])),
    obstacles: byHex,
    allSpacesKnown: true,
  };
}

/** Maps each hex to its space; a hex listed twice is a problem on the later listing. */
function indexSpaces(
  list: readonly (HeroscapeSpace | undefined)[],
  problems: Problem[],
): Map<string, HeroscapeSpace> {
  const spaces = new Map<string, HeroscapeSpace>();
  const firstIndex = new Map<string, number>();
  list.forEach((space, i) => {
    if (!space) return;
    const k = key(space.q, space.r);
    const earlier = firstIndex.get(k);
    if (earlier === undefined) {
      spaces.set(k, space);
      firstIndex.set(k, i);
    } else {
      problems.push({
        path: `/board/spaces/${i}`,
        reason: `${hexName([space.q, space.r])} is listed twice (first at /board/spaces/${earlier})`,
      });
    }
  });
  return spaces;
}

/**
 * The geometry kernels lay the board out as a padded grid (packages/geometry hexBoard.ts); a
 * board whose grid exceeds MAX_HEX_CELLS cannot be held in memory, so it is rejected up front.
 */
function checkBoardSize(list: readonly (HeroscapeSpace | undefined)[], problems: Problem[]): void {
  let [qMin, qMax, rMin, rMax] = [Infinity, -Infinity, Infinity, -Infinity];
  for (const space of list) {
    if (!space) continue;
    qMin = Math.min(qMin, space.q);
    qMax = Math.max(qMax, space.q);
    rMin = Math.min(rMin, space.r);
    rMax = Math.max(rMax, space.r);
  }
  if (qMin > qMax) return;
  const width = qMax - qMin + 3;
  const height = rMax - rMin + 3;
  if (width * height > MAX_HEX_CELLS) {
    problems.push({
      path: "/board/spaces",
      reason: `the board spans ${width} × ${height} cells; at most ${MAX_HEX_CELLS} fit in memory ${limitNote("MAX_HEX_CELLS")}`,
    });
  }
}

/**
 * The scene the sight kernels walk holds one record per interval of each space's ground and
 * one per hex each obstacle reaches into (a cylinder wider than its hex reaches into several:
 * packages/geometry hexScene.ts); past MAX_SCENE_SOLIDS it is refused before it is laid out.
 */
function checkSceneSolids(parts: HeroscapeParts, problems: Problem[]): void {
  let records = 0;
  for (const space of parts.spaces) {
    if (space) records += space.solid?.length ?? (space.level > 0 ? 1 : 0);
  }
  const reach = new Map<number, number>();
  for (const obstacle of parts.obstacles) {
    if (!obstacle) continue;
    const radius = obstacle.shape === "cylinder" ? (obstacle.radius ?? DEFAULT_CYLINDER_RADIUS) : 0;
    const hexes = reach.get(radius) ?? cylinderHexCount(radius);
    reach.set(radius, hexes);
    records += hexes * obstacle.hexes.length;
  }
  if (records > MAX_SCENE_SOLIDS) {
    problems.push({
      path: "/board",
      reason: `the board's ground and obstacles make ${records} solid records; at most ${MAX_SCENE_SOLIDS} ${limitNote("MAX_SCENE_SOLIDS")}`,
    });
  }
}

/**
 * docs/rules/heroscape.md#scenario-fields: solid intervals are sorted, disjoint, end at `level`.
 */
function checkSolid(space: HeroscapeSpace, path: string, problems: Problem[]): void {
  const solid = space.solid ?? [];
  let previousTo = -Infinity;
  solid.forEach(([from, to], k) => {
    if (!(from < to)) {
      problems.push({
        path: `${path}/solid/${k}`,
        reason: `expected from < to, got [${from}, ${to}]`,
      });
    } else if (from < previousTo) {
      problems.push({
        path: `${path}/solid/${k}`,
        reason: `interval [${from}, ${to}] starts below the previous interval's end (${previousTo}): intervals must be sorted and disjoint`,
      });
    }
    previousTo = Math.max(previousTo, to);
  });
  const last = solid[solid.length - 1];
  if (last && last[1] !== space.level) {
    problems.push({
      path: `${path}/solid/${solid.length - 1}`,
      reason: `the last interval must end at the space's level ${space.level}, got ${last[1]}`,
    });
  }
}

/** Checks each obstacle; returns the obstacles standing in each hex. */
function checkObstacles(
  list: readonly (HeroscapeObstacle | undefined)[],
  problems: Problem[],
): Map<string, HeroscapeObstacle[]> {
  duplicateIds(list, "/board/obstacles", problems);
  const byHex = new Map<string, HeroscapeObstacle[]>();
  list.forEach((obstacle, i) => {
    if (!obstacle) return;
    const path = `/board/obstacles/${i}`;
    if (!(obstacle.from < obstacle.to)) {
      problems.push({
        path: `${path}/to`,
        reason: `expected to > from (${obstacle.from}), got ${obstacle.to}`,
      });
    }
    if (obstacle.radius !== undefined && obstacle.shape !== "cylinder") {
      problems.push({
        path: `${path}/radius`,
        reason: `radius is only allowed when shape is "cylinder", not "${obstacle.shape}"`,
      });
    }
    const seen = new Set<string>();
    obstacle.hexes.forEach((hex, k) => {
      const hk = key(hex[0], hex[1]);
      if (seen.has(hk)) {
        problems.push({ path: `${path}/hexes/${k}`, reason: `${hexName(hex)} is listed twice` });
        return;
      }
      seen.add(hk);
      const here = byHex.get(hk);
      if (here) here.push(obstacle);
      else byHex.set(hk, [obstacle]);
    });
  });
  return byHex;
}

/** What a figure's placement is checked against. */
export interface PlacementContext {
  readonly spaces: ReadonlyMap<string, HeroscapeSpace>;
  readonly obstacles: ReadonlyMap<string, readonly HeroscapeObstacle[]>;
  readonly allSpacesKnown: boolean;
}

/**
 * docs/rules/heroscape.md#board and #scenario-fields: bounds between fields, then placement.
 * `taken` maps each hex to the id of the figure standing there; filled as figures are checked,
 * in order.
 */
function checkFigure(
  figure: HeroscapeFigure,
  path: string,
  context: PlacementContext,
  taken: Map<string, string>,
  problems: Problem[],
): void {
  if (figure.wounds !== undefined && figure.wounds >= figure.life) {
    problems.push({
      path: `${path}/wounds`,
      reason: `expected wounds < life (${figure.life}), got ${figure.wounds}`,
    });
  }
  if (figure.eye !== undefined && figure.eye > figure.height) {
    problems.push({
      path: `${path}/eye`,
      reason: `expected eye ≤ height (${figure.height}), got ${figure.eye}`,
    });
  }
  checkPlacement(figure, path, context, (hex) => taken.get(key(hex[0], hex[1])), problems);
  for (const [q, r] of figure.hexes) {
    if (!taken.has(key(q, r))) taken.set(key(q, r), figure.id);
  }
}

/**
 * Where a figure stands (docs/rules/heroscape.md#board): on one space or two neighbouring spaces of
 * one level, each not taken by another figure (`takenBy` names who stands on a hex), its body
 * clear of the solids of its columns and of the obstacles in its hexes.
 */
export function checkPlacement(
  figure: HeroscapeFigure,
  path: string,
  context: PlacementContext,
  takenBy: (hex: Hex) => string | undefined,
  problems: Problem[],
): void {
  const [first, second] = figure.hexes;
  if (first && second) checkDoubleSpace(first, second, `${path}/hexes/1`, context, problems);
  // Paths and reasons are written only for a problem: a search moves figures thousands of times.
  for (let k = 0; k < figure.hexes.length; k++) {
    const hex = figure.hexes[k]!;
    if (k === 1 && first && hex[0] === first[0] && hex[1] === first[1]) continue; // listed twice
    const space = context.spaces.get(key(hex[0], hex[1]));
    if (!space) {
      if (context.allSpacesKnown) {
        problems.push({
          path: `${path}/hexes/${k}`,
          reason: `${hexName(hex)} is not a space of the board`,
        });
      }
    } else {
      checkBody(figure, space, hex, path, k, context, problems);
    }
    const other = takenBy(hex);
    if (other !== undefined) {
      problems.push({
        path: `${path}/hexes/${k}`,
        reason: `${hexName(hex)} is already taken by figure ${JSON.stringify(other)}`,
      });
    }
  }
}

/** A double-space figure stands on two neighbouring spaces of the same level. */
function checkDoubleSpace(
  first: Hex,
  second: Hex,
  path: string,
  context: PlacementContext,
  problems: Problem[],
): void {
  if (first[0] === second[0] && first[1] === second[1]) {
    problems.push({ path, reason: `${hexName(second)} is listed twice` });
    return;
  }
  if (!areNeighbours(first, second)) {
    problems.push({
      path,
      reason: `${hexName(second)} is not a neighbour of ${hexName(first)}: a double-space figure stands on two neighbouring hexes`,
    });
    return;
  }
  const a = context.spaces.get(key(first[0], first[1]));
  const b = context.spaces.get(key(second[0], second[1]));
  if (a && b && a.level !== b.level) {
    problems.push({
      path,
      reason: `${hexName(second)} is at level ${b.level} but ${hexName(first)} is at level ${a.level}: a double-space figure stands on one level`,
    });
  }
}

/** No figure's body may overlap a solid of its own column or an obstacle in its hex. */
function checkBody(
  figure: HeroscapeFigure,
  space: HeroscapeSpace,
  hex: Hex,
  figurePath: string,
  k: number,
  context: PlacementContext,
  problems: Problem[],
): void {
  const lo = space.level;
  const hi = lo + figure.height;
  const solid = space.solid;
  for (let i = 0; solid && i < solid.length; i++) {
    const [from, to] = solid[i]!;
    if (overlaps(lo, hi, from, to)) {
      problems.push({
        path: `${figurePath}/hexes/${k}`,
        reason: `the figure's body (levels ${lo} to ${hi}) overlaps the solid ground of ${hexName(hex)} (levels ${from} to ${to})`,
      });
    }
  }
  const obstacles = context.obstacles.get(key(hex[0], hex[1]));
  for (let i = 0; obstacles && i < obstacles.length; i++) {
    const obstacle = obstacles[i]!;
    if (overlaps(lo, hi, obstacle.from, obstacle.to)) {
      problems.push({
        path: `${figurePath}/hexes/${k}`,
        reason: `the figure's body (levels ${lo} to ${hi}) overlaps obstacle ${JSON.stringify(obstacle.id)} (levels ${obstacle.from} to ${obstacle.to})`,
      });
    }
  }
}
