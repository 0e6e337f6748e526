// Arcadia Quest movement (docs/rules/arcadia-quest.md#movement): every end state a character can
// reach with its movement points — the space it stands on and the doors as it left them — each by
// its cheapest actions. Every action costs one point, so a breadth-first search over states
// (space, doors toggled) finds the cheapest first; actions are tried in one fixed order (steps N,
// E, S, W, then the door on the N, E, S, W edge), so among equally cheap sequences the first in
// that order wins and answers are deterministic.
import { MAX_MOVE_STATES } from "../limits.js";
import type { QueryError } from "../queries/query.js";
import { limitNote } from "../scenario/problems.js";
import type { ArcadiaQuestDoorAction, ArcadiaQuestMove } from "./arcadiaQuestAnswers.js";
import { movePointsOf } from "./arcadiaQuestFacts.js";
import type { ArcadiaQuestFigure } from "./arcadiaQuestSchema.js";

/** The four directions in the search's order: N, E, S, W. */
const DIRECTIONS = [
  [0, -1],
  [1, 0],
  [0, 1],
  [-1, 0],
] as const;

/** The board as movement reads it: its rows, and its walls and doors by east or south name. */
export interface MovementGround {
  readonly rows: readonly string[];
  /** Walls and doors by `x,y,side` (side `E` or `S`). */
  edgeKind(key: string): "wall" | "door" | undefined;
  /** Whether the door at `x,y,side` is open now, in the position moved from. */
  doorOpen(key: string): boolean;
}

/** One state of the search and how it was first reached. */
interface Node {
  readonly x: number;
  readonly y: number;
  /** The doors toggled an odd number of times so far, by key. */
  readonly toggled: ReadonlySet<string>;
  readonly cost: number;
  readonly parent: Node | undefined;
  /** The door action that led here from `parent`, or undefined for a step (or the start). */
  readonly door: { readonly key: string; readonly open: boolean } | undefined;
}

/** The edge between `(x, y)` and its neighbour `(x + dx, y + dy)`, by east or south name. */
export function edgeKey(x: number, y: number, dx: number, dy: number): string {
  if (dx === 1) return `${x},${y},E`;
  if (dx === -1) return `${x - 1},${y},E`;
  return dy === 1 ? `${x},${y},S` : `${x},${y - 1},S`;
}

/**
 * Every legal move of `figure` among `others` (every other character on the board): staying first,
 * then each further end state in the order the search first reaches it (cheapest first). Answers
 * `invalid-query` naming MAX_MOVE_STATES when the doors within reach make more states than that.
 *
 * @example legalMoves(ground, hero, [orc]) // [{ figure: "hero", to: [1, 1], path: [[1, 1]], doors: [] }, …]
 */
export function legalMoves(
  ground: MovementGround,
  figure: ArcadiaQuestFigure,
  others: readonly ArcadiaQuestFigure[],
): ArcadiaQuestMove[] | QueryError {
  const points = movePointsOf(figure);
  const weight = figure.huge ? 2 : 1;
  // docs/rules/arcadia-quest.md#owners-allies-enemies: a Huge character counts as two.
  const held = new Map<string, number>();
  for (const other of others) {
    const k = `${other.x},${other.y}`;
    held.set(k, (held.get(k) ?? 0) + (other.huge ? 2 : 1));
  }
  const open = (key: string, toggled: ReadonlySet<string>): boolean => {
    const kind = ground.edgeKind(key);
    if (kind === undefined) return true;
    return kind === "door" && ground.doorOpen(key) !== toggled.has(key);
  };
  const enterable = (x: number, y: number): boolean =>
    ground.rows[y]?.[x] === "." && (held.get(`${x},${y}`) ?? 0) + weight <= 2;

  const start: Node = {
    x: figure.x,
    y: figure.y,
    toggled: new Set(),
    cost: 0,
    parent: undefined,
    door: undefined,
  };
  const seen = new Map<string, Node>([[stateKey(start), start]]);
  const found: Node[] = [start];
  for (let next = 0; next < found.length; next++) {
    const node = found[next]!;
    if (node.cost === points) continue;
    const reached: Node[] = [];
    for (const [dx, dy] of DIRECTIONS) {
      const key = edgeKey(node.x, node.y, dx, dy);
      const [x, y] = [node.x + dx, node.y + dy];
      // The board's edge and non-board cells close an edge whatever lies on it.
      if (!enterable(x, y) || !open(key, node.toggled)) continue;
      reached.push({ ...node, x, y, cost: node.cost + 1, parent: node, door: undefined });
    }
    for (const [dx, dy] of DIRECTIONS) {
      const key = edgeKey(node.x, node.y, dx, dy);
      if (ground.edgeKind(key) !== "door") continue;
      const toggled = new Set(node.toggled);
      if (!toggled.delete(key)) toggled.add(key);
      const door = { key, open: !open(key, node.toggled) };
      reached.push({ x: node.x, y: node.y, toggled, cost: node.cost + 1, parent: node, door });
    }
    for (const state of reached) {
      const k = stateKey(state);
      if (seen.has(k)) continue;
      if (seen.size >= MAX_MOVE_STATES) return tooManyStates(figure);
      seen.set(k, state);
      found.push(state);
    }
  }
  return found.map((node) => moveOf(figure.id, node));
}

/** A state's identity: the space and the doors toggled, in a fixed order. */
function stateKey(node: Node): string {
  return `${node.x},${node.y}|${[...node.toggled].sort().join("|")}`;
}

/** The move that walks back from `node` to the start. */
function moveOf(id: string, node: Node): ArcadiaQuestMove {
  const trail: Node[] = [];
  for (let n: Node | undefined = node; n; n = n.parent) trail.push(n);
  trail.reverse();
  const path: [number, number][] = [];
  const doors: ArcadiaQuestDoorAction[] = [];
  for (const n of trail) {
    if (n.door) {
      const [x, y, side] = n.door.key.split(",");
      doors.push({
        at: path.length - 1,
        x: +x!,
        y: +y!,
        side: side as "E" | "S",
        open: n.door.open,
      });
    } else {
      path.push([n.x, n.y]);
    }
  }
  return { figure: id, to: [node.x, node.y], path, doors };
}

function tooManyStates(figure: ArcadiaQuestFigure): QueryError {
  return {
    error: "invalid-query",
    reason: `the moves of ${JSON.stringify(figure.id)} pass ${MAX_MOVE_STATES.toLocaleString("en-US")} states (space and doors left) ${limitNote("MAX_MOVE_STATES")}: the doors within its reach are too many`,
  };
}
