// Mutations of a JSON document (a valid scenario, mostly): fast-check draws what to do and where
// (a node picked by its place in the document's preorder), so each mutation is plain data that
// replays, and says in words what it did for the finding's report.
import fc from "fast-check";
import { nastyNumber, nastyValue, NASTY_STRINGS } from "./nastyValues.js";

/** One change to a document. `at` picks the node (modulo the candidates' count). */
export type JsonMutation =
  | { readonly op: "replace"; readonly at: number; readonly value: unknown }
  | { readonly op: "number"; readonly at: number; readonly value: number }
  | { readonly op: "scale"; readonly at: number; readonly by: number }
  | { readonly op: "delete"; readonly at: number }
  | { readonly op: "add"; readonly at: number; readonly key: string; readonly value: unknown }
  | { readonly op: "repeat"; readonly at: number; readonly times: number }
  | { readonly op: "swap"; readonly at: number; readonly with: number };

/** Field names of the three games' scenarios: adding one where it does not belong is a test too. */
const FIELDS = [
  "game",
  "board",
  "figures",
  "spaces",
  "obstacles",
  "levelHeight",
  "rows",
  "edges",
  "terrain",
  "width",
  "height",
  "dice",
  "attack",
  "defense",
  "id",
  "owner",
  "hexes",
  "level",
  "solid",
  "radius",
  "from",
  "to",
  "shape",
  "x",
  "y",
  "facing",
  "codex",
  "attacks",
  "huge",
  "eye",
  "value",
  "attackDice",
  "rangedDice",
  "defenseDice",
  "bonusAttackDice",
  "points",
  "kind",
  "open",
  "life",
];

/** One mutation, drawn. */
export function jsonMutation(): fc.Arbitrary<JsonMutation> {
  const at = fc.nat();
  return fc.oneof(
    {
      weight: 4,
      arbitrary: fc.record({ op: fc.constant("number" as const), at, value: nastyNumber }),
    },
    {
      weight: 2,
      arbitrary: fc.record({
        op: fc.constant("scale" as const),
        at,
        by: fc.constantFrom(-1, 2, 1e3, 1e6, 1e300, 0.5, 1e-9),
      }),
    },
    {
      weight: 3,
      arbitrary: fc.record({ op: fc.constant("replace" as const), at, value: nastyValue() }),
    },
    { weight: 2, arbitrary: fc.record({ op: fc.constant("delete" as const), at }) },
    {
      weight: 2,
      arbitrary: fc.record({
        op: fc.constant("add" as const),
        at,
        key: fc.constantFrom(...FIELDS, ...NASTY_STRINGS.slice(0, 12)),
        value: nastyValue(),
      }),
    },
    {
      weight: 2,
      arbitrary: fc.record({
        op: fc.constant("repeat" as const),
        at,
        times: fc.constantFrom(1, 2, 10, 300, 2500),
      }),
    },
    { weight: 1, arbitrary: fc.record({ op: fc.constant("swap" as const), at, with: fc.nat() }) },
  );
}

type Json = unknown;
type Key = string | number;

/** A node of the document: what it is, what holds it and under which key. */
interface Node {
  readonly value: Json;
  readonly parent?: Record<string, Json> | Json[];
  readonly key?: Key;
  /** The node holding this one (the root has none): paths are walked up only when said. */
  readonly up?: Node;
}

/** The most nodes one `repeat` adds: a run draws thousands of inputs, each must stay small. */
const REPEAT_BUDGET = 200_000;

/** Applies `mutation` to `doc` in place (the root may be replaced: use the returned document). */
export function applyMutation(doc: Json, mutation: JsonMutation): { doc: Json; said: string } {
  const all = nodes(doc);
  const pick = (candidates: readonly Node[], at: number) => candidates[at % candidates.length];
  switch (mutation.op) {
    case "number": {
      const node = pick(
        all.filter((n) => typeof n.value === "number"),
        mutation.at,
      );
      if (!node) return { doc, said: "no number to change" };
      return set(doc, node, mutation.value, `set ${where(node)} to ${mutation.value}`);
    }
    case "scale": {
      const node = pick(
        all.filter((n) => typeof n.value === "number"),
        mutation.at,
      );
      if (!node) return { doc, said: "no number to scale" };
      const value = (node.value as number) * mutation.by;
      return set(doc, node, value, `scaled ${where(node)} by ${mutation.by} to ${value}`);
    }
    case "replace": {
      const node = pick(all, mutation.at)!;
      // A copy: fast-check hands out the same constant objects again, and later mutations
      // change what they are given.
      return set(doc, node, copy(mutation.value), `set ${where(node)} to ${brief(mutation.value)}`);
    }
    case "delete": {
      const node = pick(
        all.filter((n) => n.parent !== undefined),
        mutation.at,
      );
      if (!node) return { doc, said: "nothing to delete" };
      if (Array.isArray(node.parent)) node.parent.splice(node.key as number, 1);
      else delete node.parent![node.key as string];
      return { doc, said: `deleted ${where(node)}` };
    }
    case "add": {
      const node = pick(
        all.filter((n) => isObject(n.value)),
        mutation.at,
      );
      if (!node) return { doc, said: "no object to add to" };
      // defineProperty: "__proto__" becomes an own key, as JSON.parse makes it.
      Object.defineProperty(node.value, mutation.key, {
        value: copy(mutation.value),
        enumerable: true,
        writable: true,
        configurable: true,
      });
      return {
        doc,
        said: `added ${JSON.stringify(mutation.key)}: ${brief(mutation.value)} to ${where(node)}`,
      };
    }
    case "repeat": {
      const node = pick(
        all.filter((n) => Array.isArray(n.value) && n.value.length > 0),
        mutation.at,
      );
      if (!node) return { doc, said: "no list to grow" };
      const list = node.value as Json[];
      const item = list[mutation.at % list.length];
      const times = Math.min(mutation.times, Math.floor(REPEAT_BUDGET / nodes(item).length));
      for (let k = 1; k <= times; k++) list.push(renamed(structuredClone(item), k));
      return { doc, said: `repeated an item of ${where(node)} ${times} times (ids renamed)` };
    }
    case "swap": {
      const [a, b] = [pick(all, mutation.at)!, pick(all, mutation.with)!];
      // Swapping a node with its own ancestor would make a cycle.
      if (holds(a, b) || holds(b, a)) return { doc, said: "swap skipped" };
      const first = a.value;
      set(doc, a, b.value, "");
      set(doc, b, first, "");
      return { doc, said: `swapped ${where(a)} and ${where(b)}` };
    }
  }
}

/** Every node of the document in preorder, the root first. */
function nodes(doc: Json): Node[] {
  const out: Node[] = [];
  const stack: Node[] = [{ value: doc }];
  while (stack.length > 0) {
    const node = stack.pop()!;
    out.push(node);
    const { value } = node;
    if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i--) {
        stack.push({ value: value[i], parent: value, key: i, up: node });
      }
    } else if (isObject(value)) {
      const keys = Object.keys(value);
      for (let i = keys.length - 1; i >= 0; i--) {
        const key = keys[i]!;
        stack.push({ value: value[key], parent: value, key, up: node });
      }
    }
  }
  return out;
}

function set(doc: Json, node: Node, value: Json, said: string): { doc: Json; said: string } {
  if (node.parent === undefined) return { doc: value, said };
  Object.defineProperty(node.parent, node.key!, {
    value,
    enumerable: true,
    writable: true,
    configurable: true,
  });
  return { doc, said };
}

/** A deep copy (a value drawn by fast-check may be handed out again). */
function copy(value: Json): Json {
  return structuredClone(value);
}

/** A copy of a list item that does not repeat the original's ids. */
function renamed(item: Json, k: number): Json {
  if (isObject(item) && typeof item.id === "string") return { ...item, id: `${item.id}~${k}` };
  return item;
}

function isObject(value: Json): value is Record<string, Json> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Whether `outer` is `inner` or holds it. */
function holds(outer: Node, inner: Node): boolean {
  for (let node: Node | undefined = inner; node; node = node.up) if (node === outer) return true;
  return false;
}

/** The node's JSON pointer. */
function where(node: Node): string {
  const keys: Key[] = [];
  for (let at: Node | undefined = node; at?.up; at = at.up) keys.push(at.key!);
  return keys.length === 0 ? "the root" : `/${keys.reverse().join("/")}`;
}

function brief(value: Json): string {
  let text: string;
  try {
    text = JSON.stringify(value) ?? String(value);
  } catch {
    // Nesting deeper than the stack: say so rather than fail to describe it.
    text = "a deeply nested value";
  }
  return text.length > 60 ? `${text.slice(0, 60)}…` : text;
}
