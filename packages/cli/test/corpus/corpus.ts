// The bad-input corpus (README.md beside this file): cases written as small JSON descriptions —
// an example to start from and what to change in it — turned into files for the command to read.
// Big inputs (300,000 figures, a column of 123,000 tiles) are generated here from a line each
// rather than committed as megabytes.
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { type TileSpec, writeHsc } from "@sightline/maps/hscWriter";

/** A scenario the command must refuse: exit 2, the path (and the reason's words) on stderr. */
export interface ScenarioCase {
  readonly name: string;
  /** The example to start from, under examples/ (e.g. `heroscape/skirmish.json`). */
  readonly base: string;
  /** JSON pointer → value: `""` is the whole input, a last segment `-` appends to a list. */
  readonly set?: Readonly<Record<string, unknown>>;
  /** JSON pointers to remove. */
  readonly delete?: readonly string[];
  /** The path of a problem the refusal must list. */
  readonly path: string;
  /** Words its reason must hold (often the limit's name). */
  readonly reason?: string;
}

/** A list of queries the command answers one slot each: exit 0. */
export interface QueryCase {
  readonly name: string;
  readonly base: string;
  readonly set?: Readonly<Record<string, unknown>>;
  readonly queries: readonly unknown[];
  /** Per query: `answer` for an answer, or the error code its slot must hold. */
  readonly slots: readonly string[];
}

/** A `.hsc` map the command must refuse: exit 2, the words (a byte, a tile) on stderr. */
export interface MapCase {
  readonly name: string;
  /** A map written by tools/maps/hscWriter.js: its header fields and `tiles`. */
  readonly map?: Readonly<Record<string, unknown>>;
  /** Bytes given as they are, instead of a map. */
  readonly raw?: readonly number[];
  /** Keep only the first `truncate` bytes of the written map. */
  readonly truncate?: number;
  /** Bytes to overwrite, `[offset, byte]`. */
  readonly poke?: readonly (readonly [number, number])[];
  /** Bytes to add at the end. */
  readonly append?: readonly number[];
  readonly stderr: readonly string[];
}

/** Every case of a kind, from the corpus's JSON files. */
export interface Corpus {
  readonly scenarios: readonly ScenarioCase[];
  readonly queries: readonly QueryCase[];
  readonly maps: readonly MapCase[];
}

const here = new URL("./", import.meta.url);
const examples = new URL("../../../../examples/", import.meta.url);

/** The cases of every `*.json` file here: `maps.json`, `queries.json`, the rest scenarios. */
export function loadCorpus(): Corpus {
  const files = readdirSync(here).filter((file) => file.endsWith(".json"));
  const read = (file: string): unknown[] => JSON.parse(readFileSync(new URL(file, here), "utf8"));
  return {
    scenarios: files
      .filter((file) => file !== "maps.json" && file !== "queries.json")
      .flatMap((file) => read(file) as ScenarioCase[]),
    queries: read("queries.json") as QueryCase[],
    maps: read("maps.json") as MapCase[],
  };
}

/** The input a scenario or query case describes: its example with the changes made. */
export function scenarioOf(description: ScenarioCase | QueryCase): unknown {
  let input: unknown = JSON.parse(readFileSync(new URL(description.base, examples), "utf8"));
  for (const pointer of ("delete" in description && description.delete) || []) {
    input = change(input, pointer, undefined);
  }
  for (const [pointer, value] of Object.entries(description.set ?? {})) {
    input = change(input, pointer, generated(value));
  }
  return input;
}

/** The queries of a query case, generated entries made. */
export function queriesOf(description: QueryCase): unknown[] {
  return description.queries.map(generated);
}

/** The bytes a map case describes. */
export function mapBytes(description: MapCase): Uint8Array {
  let bytes = description.raw
    ? Uint8Array.from(description.raw)
    : writeHsc(generated(description.map) as { tiles: TileSpec[] });
  if (description.truncate !== undefined) bytes = bytes.slice(0, description.truncate);
  for (const [offset, byte] of description.poke ?? []) bytes[offset] = byte;
  if (description.append) bytes = Uint8Array.from([...bytes, ...description.append]);
  return bytes;
}

/** Writes `content` (JSON unless bytes) to `name` in `dir`; returns its path. */
export function writeInput(dir: string, name: string, content: unknown): string {
  mkdirSync(dir, { recursive: true });
  const file = join(dir, name);
  writeFileSync(file, content instanceof Uint8Array ? content : JSON.stringify(content));
  return file;
}

/**
 * A value with its generators made:
 * - `{"$repeat": item, "count": n}`: a list of n copies of `item`, each with `{i}` in its strings
 *   (and in its numbers written as strings, `"{i}"`, `"{i%64}"`, `"{i/2}"`, `"{i+1}"`) made the
 *   copy's index;
 * - `{"$string": text, "count": n}`: `text` n times over;
 * - `{"$units": n}`: n Arcane Legions foot units in rows of 40, three steps apart, sides
 *   alternating.
 */
function generated(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(generated);
  if (typeof value !== "object" || value === null) return value;
  const spec = value as Record<string, unknown>;
  const count = spec.count as number;
  if ("$repeat" in spec) {
    const item = generated(spec.$repeat);
    return Array.from({ length: count }, (_, i) => indexed(item, i));
  }
  if ("$string" in spec) return (spec.$string as string).repeat(count);
  if ("$units" in spec) return units(spec.$units as number);
  return Object.fromEntries(Object.entries(spec).map(([key, v]) => [key, generated(v)]));
}

const INDEX = /^\{i(?:([+%/])(\d+))?\}$/;

/** `item` with `{i}` made `i` (see {@link generated}). */
function indexed(item: unknown, i: number): unknown {
  if (typeof item === "string") {
    const match = INDEX.exec(item);
    if (!match) return item.replaceAll("{i}", String(i));
    const [, op, operand] = match;
    const n = Number(operand);
    if (op === "+") return i + n;
    if (op === "%") return i % n;
    if (op === "/") return Math.floor(i / n);
    return i;
  }
  if (Array.isArray(item)) return item.map((entry) => indexed(entry, i));
  if (typeof item !== "object" || item === null) return item;
  return Object.fromEntries(Object.entries(item).map(([key, v]) => [key, indexed(v, i)]));
}

/** `count` Arcane Legions foot units on a grid, none overlapping (see {@link generated}). */
function units(count: number): unknown[] {
  const codex = { front: "blue", right: "red", back: "grey", left: "red" };
  return Array.from({ length: count }, (_, i) => ({
    id: `u${i}`,
    owner: i % 2 === 0 ? "han" : "rome",
    base: "foot",
    x: 2 + (i % 40) * 3,
    y: 2 + Math.floor(i / 40) * 3,
    facing: 0,
    codex,
    attackDice: 2,
    rangedDice: 2,
    defenseDice: 2,
  }));
}

/** `input` with the value at `pointer` set (removed when `value` is undefined). */
function change(input: unknown, pointer: string, value: unknown): unknown {
  if (pointer === "") return value;
  const keys = pointer
    .split("/")
    .slice(1)
    .map((key) => key.replaceAll("~1", "/").replaceAll("~0", "~"));
  const last = keys.pop()!;
  let parent = input as Record<string, unknown>;
  for (const key of keys) parent = parent[key] as Record<string, unknown>;
  if (Array.isArray(parent) && last === "-") parent.push(value);
  else if (value === undefined) delete parent[last];
  // Defined, not assigned: a key `__proto__` is data here, as JSON.parse makes it.
  else
    Object.defineProperty(parent, last, {
      value,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  return input;
}
