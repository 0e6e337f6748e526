// The first check of a scenario (docs/rules/limits.md): every list, and every board row, no longer
// than its limit. It reads lengths only, so it costs nothing on any input, and it runs before the
// schema: a schema check of a million entries would hold a million problems before counting them.
import { type Problem, limitNote } from "./problems.js";

/** A list of a scenario (or a string: a board row) and the most entries it may have. */
export interface ListLimit {
  /** JSON pointer to the list; `*` stands for every index of the list it sits in. */
  readonly path: string;
  readonly limit: number;
  /**
   * The limit's name (docs/rules/limits.md), named in the reason; or, for a list whose length a
   * game rule fixes, that rule in words.
   */
  readonly name: string;
  /** Whether `name` is a rule in words rather than a named limit. */
  readonly rule?: boolean;
}

/**
 * Every list of `raw` at a `limits` path that is longer than its limit, in the order of `limits`
 * and then of the entries. Lists that are not there, or are not lists, are left to the schema;
 * the entries of an over-long list are not looked into (the list is refused whole).
 */
export function oversizeLists(raw: unknown, limits: readonly ListLimit[]): Problem[] {
  const problems: Problem[] = [];
  const tooLong = new Set<string>();
  for (const { path, limit, name, rule } of limits) {
    forEachAt(raw, path.split("/").slice(1), "", tooLong, (value, at) => {
      const length = lengthOf(value);
      if (length === undefined || length <= limit) return;
      tooLong.add(at);
      const what = typeof value === "string" ? "characters" : "entries";
      problems.push({
        path: at,
        reason: `expected at most ${limit} ${what}, got ${length}${rule ? `: ${name}` : ` ${limitNote(name)}`}`,
      });
    });
  }
  return problems;
}

/** The length of a list or a string; undefined for anything else. */
function lengthOf(value: unknown): number | undefined {
  if (Array.isArray(value) || typeof value === "string") return value.length;
  return undefined;
}

/**
 * Calls `visit` on each value at the path `segments` below `value` (`*`: every index of a list
 * that is not among `skipped`).
 */
function forEachAt(
  value: unknown,
  segments: readonly string[],
  at: string,
  skipped: ReadonlySet<string>,
  visit: (value: unknown, at: string) => void,
): void {
  const [head, ...rest] = segments;
  if (head === undefined) {
    visit(value, at);
    return;
  }
  if (head === "*") {
    if (!Array.isArray(value) || skipped.has(at)) return;
    value.forEach((entry, i) => forEachAt(entry, rest, `${at}/${i}`, skipped, visit));
    return;
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) return;
  // Own fields only: a scenario's "__proto__" or "constructor" is data, not Object's.
  if (!Object.hasOwn(value, head)) return;
  forEachAt((value as Record<string, unknown>)[head], rest, `${at}/${head}`, skipped, visit);
}
