// Scenario problems and their wording (docs/rules/scenario.md#errors): every problem found is
// reported at once, each at a JSON pointer into the input, so a user can fix a file in one go.
import type { z } from "zod";
import { MAX_PROBLEMS } from "../limits.js";

/** One thing wrong with a scenario: where (a JSON pointer, `""` for the root) and why. */
export interface Problem {
  /** A JSON pointer into the input, e.g. `"/figures/3/hexes/0"`; the root is `""`. */
  readonly path: string;
  /** A short human reason, naming the wrong value when that helps. */
  readonly reason: string;
}

/**
 * Thrown by `parseScenario` for invalid input. Carries every problem found; the message lists
 * them one per line as `path: reason`.
 */
export class ScenarioError extends Error {
  /** Every problem found, in the order they were found. */
  readonly problems: readonly Problem[];

  constructor(problems: readonly Problem[]) {
    super(problems.map((p) => `${p.path === "" ? "(root)" : p.path}: ${p.reason}`).join("\n"));
    this.name = "ScenarioError";
    this.problems = Object.freeze([...problems]);
  }
}

/**
 * The problems a refusal lists (docs/rules/limits.md): the first MAX_PROBLEMS, then one more,
 * at the root, saying how many were left out — or, when validation `stopped` early, that it did.
 */
export function capProblems(problems: readonly Problem[], stopped: boolean): Problem[] {
  if (!stopped && problems.length <= MAX_PROBLEMS) return [...problems];
  const more = stopped
    ? `validation stopped after ${MAX_PROBLEMS} problems: fix these and check again`
    : `${problems.length - MAX_PROBLEMS} more problems are not listed`;
  return [
    ...problems.slice(0, MAX_PROBLEMS),
    { path: "", reason: `${more} ${limitNote("MAX_PROBLEMS")}` },
  ];
}

/** How a reason names the limit it enforces: `(limit MAX_LEVEL)`, listed in docs/rules/limits.md. */
export function limitNote(name: string): string {
  return `(limit ${name})`;
}

/**
 * zod's `error` option for a bound that is one of the engine's limits (docs/rules/limits.md): the
 * usual reason, naming the limit. `.max(MAX_LEVEL, atLimit("MAX_LEVEL"))`.
 */
export function atLimit(name: string): { error: (issue: z.core.$ZodRawIssue) => string } {
  return {
    error: (issue) => `${reasonFor(issue) ?? issue.message ?? "out of bounds"} ${limitNote(name)}`,
  };
}

/** Escapes path segments into a JSON pointer (RFC 6901: `~` is `~0`, `/` is `~1`). */
export function pointer(segments: readonly PropertyKey[]): string {
  return segments.map((s) => "/" + String(s).replaceAll("~", "~0").replaceAll("/", "~1")).join("");
}

/** Describes a value for a reason: numbers and strings as written, other values by kind. */
export function describe(value: unknown): string {
  if (value === undefined) return "nothing";
  if (value === null) return "null";
  if (typeof value === "string") return JSON.stringify(value);
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  if (Array.isArray(value)) return value.length === 0 ? "an empty list" : "a list";
  if (typeof value === "object") return "an object";
  return `a ${typeof value}`;
}

/** Formats a hex or grid coordinate as `(q,r)`, the way the spec's examples write them. */
export function coords(a: number, b: number): string {
  return `(${a},${b})`;
}

/** Formats a computed length for a reason without floating-point noise (0.25, not 0.2500001). */
export function round(value: number): string {
  return String(Number(value.toPrecision(6)));
}

/** Joins names as `a, b or c`. */
export function orList(names: readonly string[]): string {
  if (names.length <= 1) return names.join("");
  return `${names.slice(0, -1).join(", ")} or ${names[names.length - 1]}`;
}

const TYPE_NAMES: Readonly<Record<string, string>> = {
  int: "an integer",
  number: "a finite number",
  string: "a string",
  boolean: "a boolean (true or false)",
  object: "an object",
  array: "a list",
  tuple: "a list of two numbers",
};

/**
 * Words every zod issue as a short reason naming the wrong value. Passed to each parse (not
 * set globally) so other zod users keep their own messages.
 */
export const errorMap: z.core.$ZodErrorMap = (issue) => reasonFor(issue);

/** Turns zod issues (from a parse with `reportInput: true` and {@link errorMap}) into problems. */
export function issuesToProblems(issues: readonly z.core.$ZodIssue[]): Problem[] {
  const problems: Problem[] = [];
  for (const issue of issues) {
    const path = pointer(issue.path);
    const name = issue.path[issue.path.length - 1];
    if (issue.code === "unrecognized_keys") {
      // One problem per key: each unknown field is its own typo to fix (docs/rules/scenario.md).
      for (const key of issue.keys) problems.push({ path, reason: `unknown field \`${key}\`` });
    } else if (
      // With `reportInput`, an issue whose input is undefined is a field the object lacks.
      issue.input === undefined &&
      (issue.code === "invalid_type" || issue.code === "invalid_value") &&
      typeof name === "string"
    ) {
      problems.push({ path, reason: `missing required field \`${name}\`` });
    } else {
      problems.push({ path, reason: issue.message });
    }
  }
  return problems;
}

function reasonFor(issue: z.core.$ZodRawIssue): string | undefined {
  const got = describe(issue.input);
  switch (issue.code) {
    case "invalid_type": {
      // z.int() reports a non-number as expecting "number"; its format tells it is an integer.
      const def: object = issue.inst?._zod.def ?? {};
      const int = issue.expected === "int" || ("format" in def && def.format === "safeint");
      return `expected ${int ? "an integer" : (TYPE_NAMES[issue.expected] ?? issue.expected)}, got ${got}`;
    }
    case "invalid_value": {
      const values = issue.values.map((v) => (typeof v === "string" ? v : describe(v)));
      return values.length === 1
        ? `expected ${values[0]}, got ${got}`
        : `expected one of ${orList(values)}, got ${got}`;
    }
    case "too_small":
      return sizeReason(
        issue.origin,
        issue.minimum,
        issue.inclusive,
        "at least",
        "≥",
        ">",
        issue.input,
      );
    case "too_big":
      return sizeReason(
        issue.origin,
        issue.maximum,
        issue.inclusive,
        "at most",
        "≤",
        "<",
        issue.input,
      );
    default:
      return undefined; // zod's own wording
  }
}
function sizeReason(
  origin: string,
  limit: number | bigint,
  inclusive: boolean | undefined,
  words: string,
  inclusiveSign: string,
  exclusiveSign: string,
  input: unknown,
): string {
  if (origin === "array") {
    const length = Array.isArray(input) ? input.length : 0;
    return `expected ${words} ${limit} ${limit === 1 ? "entry" : "entries"}, got ${length}`;
  }
  if (origin === "string") {
    return limit === 1 && words === "at least"
      ? "expected a non-empty string"
      : `expected ${words} ${limit} characters, got ${describe(input)}`;
  }
  return `expected ${inclusive === false ? exclusiveSign : inclusiveSign} ${limit}, got ${describe(input)}`;
}
