// How an answer is compared with a public case's expected answer (test/cases/README.md):
// fields present in `expected` must match (numbers within 1e-9), extra fields are ignored,
// probability lists are padded with zeros, `targets` lists compare as sets keyed by target
// (and card or kind), and an expected error needs any answer carrying `error`.
import { expect } from "vitest";

const TOLERANCE = 1e-9;
const PROBABILITY_LISTS = new Set(["distribution", "atLeast", "defenderDistribution"]);

/**
 * Holds `actual` (one answer, read from JSON) to a case's `expected` answer, naming `where` in
 * every failure: `expectAnswer(answer, expected, "hs-01 query 0")`.
 */
export function expectAnswer(actual: unknown, expected: unknown, where: string): void {
  if (isRecord(expected) && "error" in expected) {
    expect(isRecord(actual) && "error" in actual, `${where}: expected an error`).toBe(true);
    return;
  }
  if (Array.isArray(expected)) {
    expectTargets(actual, expected, where);
    return;
  }
  expectFields(actual, expected, where);
}

function expectFields(actual: unknown, expected: unknown, where: string): void {
  if (typeof expected === "number") {
    expect(typeof actual, `${where}: a number`).toBe("number");
    expect(
      Math.abs((actual as number) - expected),
      `${where}: ${actual} ≈ ${expected}`,
    ).toBeLessThan(TOLERANCE);
    return;
  }
  if (!isRecord(expected) && !Array.isArray(expected)) {
    expect(actual, where).toStrictEqual(expected);
    return;
  }
  if (Array.isArray(expected)) {
    expect(Array.isArray(actual), `${where}: a list`).toBe(true);
    const list = actual as unknown[];
    expect(list.length, `${where}: length`).toBe(expected.length);
    expected.forEach((item, i) => expectFields(list[i], item, `${where}[${i}]`));
    return;
  }
  expect(isRecord(actual), `${where}: an object, got ${JSON.stringify(actual)}`).toBe(true);
  const record = actual as Record<string, unknown>;
  for (const [key, value] of Object.entries(expected)) {
    expect(key in record, `${where}: field ${key} in ${JSON.stringify(actual)}`).toBe(true);
    if (PROBABILITY_LISTS.has(key))
      expectProbabilities(record[key], value as number[], `${where}.${key}`);
    else expectFields(record[key], value, `${where}.${key}`);
  }
}

function expectProbabilities(actual: unknown, expected: number[], where: string): void {
  expect(Array.isArray(actual), `${where}: a list`).toBe(true);
  const list = actual as number[];
  for (let i = 0; i < Math.max(list.length, expected.length); i++) {
    expectFields(list[i] ?? 0, expected[i] ?? 0, `${where}[${i}]`);
  }
}

/** An entry's key: its target, and its card or kind when the expected entries have them. */
function targetKey(entry: unknown, like: unknown = entry): string {
  const e = entry as Record<string, unknown>;
  const l = like as Record<string, unknown>;
  return JSON.stringify([e.target, "card" in l ? e.card : null, "kind" in l ? e.kind : null]);
}

function expectTargets(actual: unknown, expected: unknown[], where: string): void {
  expect(Array.isArray(actual), `${where}: a list of targets, got ${JSON.stringify(actual)}`).toBe(
    true,
  );
  const like = expected[0];
  const byKey = new Map((actual as unknown[]).map((e) => [targetKey(e, like ?? e), e]));
  expect([...byKey.keys()].sort(), `${where}: targets`).toEqual(
    expected.map((e) => targetKey(e)).sort(),
  );
  for (const entry of expected) {
    expectFields(byKey.get(targetKey(entry)), entry, `${where}[${targetKey(entry)}]`);
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
