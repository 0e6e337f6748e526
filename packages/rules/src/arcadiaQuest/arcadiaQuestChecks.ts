// Arcadia Quest cross-checks (docs/rules/arcadia-quest.md#board, #owners-allies-enemies,
// #scenario-fields; docs/rules/scenario.md#errors), run on every element that parsed.
import {
  MAX_ATTACK_CARDS,
  MAX_CRIT_SHARE,
  MAX_DICE,
  MAX_DIE_FACES,
  MAX_FIGURES,
  MAX_SQUARE_SIDE,
} from "../limits.js";
import type {
  ArcadiaQuestEdge,
  ArcadiaQuestFigure,
  ArcadiaQuestParts,
  DieFace,
} from "./arcadiaQuestSchema.js";
import { duplicateIds } from "../scenario/common.js";
import type { ListLimit } from "../scenario/listSizes.js";
import { coords, limitNote, type Problem } from "../scenario/problems.js";

const CELLS = new Set([".", "#", " "]);

/**
 * The longest each list of an Arcadia Quest scenario may be (docs/rules/limits.md): the board
 * at most MAX_SQUARE_SIDE rows of at most MAX_SQUARE_SIDE characters, the square kernels' grid.
 */
export const arcadiaQuestLists: readonly ListLimit[] = [
  { path: "/board/rows", limit: MAX_SQUARE_SIDE, name: "MAX_SQUARE_SIDE" },
  { path: "/board/rows/*", limit: MAX_SQUARE_SIDE, name: "MAX_SQUARE_SIDE" },
  { path: "/figures", limit: MAX_FIGURES, name: "MAX_FIGURES" },
  { path: "/figures/*/attacks", limit: MAX_ATTACK_CARDS, name: "MAX_ATTACK_CARDS" },
  { path: "/dice/attack", limit: MAX_DIE_FACES, name: "MAX_DIE_FACES" },
  { path: "/dice/defense", limit: MAX_DIE_FACES, name: "MAX_DIE_FACES" },
];

/** Every cross-element problem of an Arcadia Quest scenario's parts. */
export function checkArcadiaQuest(parts: ArcadiaQuestParts): Problem[] {
  const problems: Problem[] = [];
  if (parts.rows) checkRows(parts.rows, problems);
  checkEdges(parts.rows, parts.edges, problems);
  duplicateIds(parts.figures, "/figures", problems);
  checkFigures(parts.rows, parts.figures, problems);
  checkDie("attack", parts.dice?.attack, problems);
  checkDie("defense", parts.dice?.defense, problems);
  return problems;
}

/**
 * docs/rules/arcadia-quest.md#dice: every crit adds a die. A die of crits only never stops rolling;
 * past MAX_CRIT_SHARE crits the exact odds would list thousands of values and take seconds
 * (docs/rules/limits.md), so such a die is refused here rather than by every query.
 */
function checkDie(
  which: "attack" | "defense",
  faces: readonly DieFace[] | undefined,
  problems: Problem[],
): void {
  if (!faces || faces.length === 0) return;
  const crits = faces.filter((face) => face === "crit").length;
  const path = `/dice/${which}`;
  const die = which === "attack" ? "the attack die" : "the defence die";
  if (crits === faces.length) {
    problems.push({
      path,
      reason: `${die} is all crits: every roll adds another die, so it never stops`,
    });
  } else if (crits > faces.length * MAX_CRIT_SHARE) {
    problems.push({
      path,
      reason: `${die} has ${crits} crits in ${faces.length} faces; at most ${MAX_CRIT_SHARE * 100}% may be crits, or its odds never settle in bounded work ${limitNote("MAX_CRIT_SHARE")}`,
    });
  }
}

/** docs/rules/arcadia-quest.md#board: equal-length rows of `.`, `#` and blanks. */
function checkRows(rows: readonly string[], problems: Problem[]): void {
  const width = rows[0]?.length ?? 0;
  rows.forEach((row, y) => {
    const path = `/board/rows/${y}`;
    if (row.length !== width) {
      problems.push({
        path,
        reason: `row is ${row.length} characters long but row 0 is ${width}: rows must have equal lengths`,
      });
    }
    const column = [...row].findIndex((c) => !CELLS.has(c));
    if (column >= 0) {
      problems.push({
        path,
        reason: `unexpected character ${JSON.stringify([...row][column])} at column ${column}: expected ".", "#" or " "`,
      });
    }
  });
}

/** Whether `(x, y)` is part of the board: a space or blocked terrain. */
function onBoard(rows: readonly string[], x: number, y: number): boolean {
  const c = rows[y]?.[x];
  return c === "." || c === "#";
}

/** The edge under its east/south name (`W` and `N` are the neighbour's `E` and `S`). */
export function canonicalEdge(edge: ArcadiaQuestEdge): { x: number; y: number; side: "E" | "S" } {
  switch (edge.side) {
    case "W":
      return { x: edge.x - 1, y: edge.y, side: "E" };
    case "N":
      return { x: edge.x, y: edge.y - 1, side: "S" };
    default:
      return { x: edge.x, y: edge.y, side: edge.side };
  }
}

/**
 * docs/rules/arcadia-quest.md#board: a listed edge must border a board space (else it would be a
 * typo: nothing could cross it anyway) and be listed once — `(0,0,E)` and `(1,0,W)` are one edge.
 */
function checkEdges(
  rows: readonly string[] | undefined,
  edges: readonly (ArcadiaQuestEdge | undefined)[],
  problems: Problem[],
): void {
  const first = new Map<string, number>();
  edges.forEach((edge, i) => {
    if (!edge) return;
    const path = `/board/edges/${i}`;
    const name = `edge (${edge.x},${edge.y},${edge.side})`;
    if (edge.open !== undefined && edge.kind !== "door") {
      problems.push({
        path: `${path}/open`,
        reason: `only a door can be open; this edge is a ${edge.kind}`,
      });
    }
    const { x, y, side } = canonicalEdge(edge);
    const [x2, y2] = side === "E" ? [x + 1, y] : [x, y + 1];
    if (rows && !onBoard(rows, x, y) && !onBoard(rows, x2, y2)) {
      problems.push({ path, reason: `${name} does not border a space of the board` });
    }
    const k = `${x},${y},${side}`;
    const earlier = first.get(k);
    if (earlier === undefined) {
      first.set(k, i);
    } else {
      problems.push({ path, reason: `${name} is the same edge as /board/edges/${earlier}` });
    }
  });
}

/**
 * docs/rules/arcadia-quest.md#owners-allies-enemies: a character stands on a `.` space; a space
 * holds at most two characters and a Huge one fills it. The figure that overflows a space,
 * in scenario order, is the one reported.
 */
function checkFigures(
  rows: readonly string[] | undefined,
  figures: readonly (ArcadiaQuestFigure | undefined)[],
  problems: Problem[],
): void {
  const occupants = new Map<string, ArcadiaQuestFigure[]>();
  figures.forEach((figure, i) => {
    if (!figure) return;
    const path = `/figures/${i}`;
    checkAttackCards(figure, path, problems);
    const defence = figure.defense + (figure.bonusDefenseDice ?? 0);
    if (defence > MAX_DICE) {
      problems.push({
        path: `${path}/defense`,
        reason: `${figure.defense} dice and ${figure.bonusDefenseDice} bonus defense dice make ${defence}; at most ${MAX_DICE} ${limitNote("MAX_DICE")}`,
      });
    }
    const here = occupants.get(`${figure.x},${figure.y}`) ?? [];
    const reason = placementProblem(rows, figure, here);
    if (reason) {
      problems.push({ path, reason });
    } else {
      here.push(figure);
      occupants.set(`${figure.x},${figure.y}`, here);
    }
  });
}

/**
 * Why `figure` cannot stand on its space beside the characters already `here`
 * (docs/rules/arcadia-quest.md#owners-allies-enemies: at most two, a Huge one alone), or undefined
 * when it can. Without `rows` (they did not parse) only the characters are checked.
 */
export function placementProblem(
  rows: readonly string[] | undefined,
  figure: ArcadiaQuestFigure,
  here: readonly ArcadiaQuestFigure[],
): string | undefined {
  const where = `space ${coords(figure.x, figure.y)}`;
  const cell = rows?.[figure.y]?.[figure.x];
  if (rows && cell !== ".") {
    return cell === "#"
      ? `${where} is blocked terrain: nobody stands there`
      : `${where} is not a space of the board`;
  }
  return overflow(figure, here, where);
}

/** Why `figure` does not fit beside `here`, or `undefined` when it fits. */
function overflow(
  figure: ArcadiaQuestFigure,
  here: readonly ArcadiaQuestFigure[],
  where: string,
): string | undefined {
  const names = here.map((f) => JSON.stringify(f.id)).join(" and ");
  const huge = here.find((f) => f.huge === true);
  if (huge) return `${where} is filled by Huge character ${JSON.stringify(huge.id)}`;
  if (here.length > 0 && figure.huge === true) {
    return `a Huge character fills a space alone, but ${where} already holds ${names}`;
  }
  if (here.length >= 2) return `${where} already holds two characters, ${names}`;
  return undefined;
}

/**
 * Attack cards are named by `targets` queries, so a figure's names must be unique; each card's
 * dice with the bonus make a roll of at most MAX_DICE (docs/rules/limits.md).
 */
function checkAttackCards(figure: ArcadiaQuestFigure, path: string, problems: Problem[]): void {
  const seen = new Set<string>();
  const bonus = figure.bonusAttackDice ?? 0;
  figure.attacks.forEach((card, k) => {
    if (card.dice + bonus > MAX_DICE) {
      problems.push({
        path: `${path}/attacks/${k}/dice`,
        reason: `${card.dice} dice and ${bonus} bonus attack dice make ${card.dice + bonus}; at most ${MAX_DICE} ${limitNote("MAX_DICE")}`,
      });
    }
    if (seen.has(card.name)) {
      problems.push({
        path: `${path}/attacks/${k}/name`,
        reason: `attack ${JSON.stringify(card.name)} is listed twice`,
      });
    }
    seen.add(card.name);
  });
}
