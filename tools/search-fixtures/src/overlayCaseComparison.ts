// The public overlay cases (copied from the spec's cases/overlays into the AI's
// test/cases/overlays: a clone has no ../shared) and how an answer is held to one, as the hidden
// cases are compared (that folder's README): `danger` places in order with `at`, `attackers` as a
// set, `expected` and `destroyed`; `stands` in order with `at`, `attack` (null, or its dice and
// expected wounds) and what the path provokes; numbers within 1e-9. The AI's tests and the
// command's both use it.
import { readFileSync, readdirSync } from "node:fs";
import { expect } from "vitest";

/** One overlay case file of packages/ai/test/cases/overlays. */
export interface OverlayCase {
  readonly name: string;
  readonly scenario: unknown;
  readonly queries: readonly unknown[];
  readonly expected: readonly unknown[];
}

interface DangerPlace {
  at: unknown;
  attackers: string[];
  expected: number;
  destroyed?: number;
}

interface Stand {
  at: unknown;
  attack: { attackDice: number; defenseDice: number; odds: { expected: number } } | null;
  provoked?: { expected: number; destroyed?: number };
}

// The overlay cases live with the AI, whose spec they are.
const dir = new URL("../../../packages/ai/test/cases/overlays/", import.meta.url);

/** Every public overlay case, in file-name order. */
export function overlayCases(): OverlayCase[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith(".json"))
    .sort()
    .map((file) => JSON.parse(readFileSync(new URL(file, dir), "utf8")) as OverlayCase);
}

const close = (got: number | undefined, want: number, what: string) =>
  expect(Math.abs((got ?? NaN) - want), `${what}: ${got} against ${want}`).toBeLessThanOrEqual(
    1e-9,
  );

/** Holds `answers` (one per query of the case, read from JSON) to the case. */
export function expectOverlayAnswers(answers: readonly unknown[], overlayCase: OverlayCase): void {
  expect(answers).toHaveLength(overlayCase.queries.length);
  answers.forEach((reply, i) => {
    const got = reply as {
      error?: string;
      reason?: string;
      places?: DangerPlace[];
      stands?: Stand[];
    };
    if (got.error) throw new Error(`query ${i}: ${got.reason}`);
    const want = overlayCase.expected[i] as { places?: DangerPlace[]; stands?: Stand[] };
    if (want.places) {
      expect(got.places, `query ${i} places`).toHaveLength(want.places.length);
      want.places.forEach((place, k) => {
        const at = `query ${i} place ${k}`;
        const mine = got.places![k]!;
        expect(mine.at, at).toEqual(place.at);
        expect([...mine.attackers].sort(), `${at} attackers`).toEqual([...place.attackers].sort());
        close(mine.expected, place.expected, `${at} expected`);
        if (place.destroyed !== undefined)
          close(mine.destroyed, place.destroyed, `${at} destroyed`);
      });
    }
    if (want.stands) {
      expect(got.stands, `query ${i} stands`).toHaveLength(want.stands.length);
      want.stands.forEach((stand, k) => {
        const at = `query ${i} stand ${k}`;
        const mine = got.stands![k]!;
        expect(mine.at, at).toEqual(stand.at);
        if (stand.attack === null) expect(mine.attack, `${at} attack`).toBeNull();
        else {
          expect(mine.attack?.attackDice, `${at} attackDice`).toBe(stand.attack.attackDice);
          expect(mine.attack?.defenseDice, `${at} defenseDice`).toBe(stand.attack.defenseDice);
          close(mine.attack?.odds.expected, stand.attack.odds.expected, `${at} odds.expected`);
        }
        if (stand.provoked) {
          close(mine.provoked?.expected, stand.provoked.expected, `${at} provoked.expected`);
          if (stand.provoked.destroyed !== undefined) {
            close(mine.provoked?.destroyed, stand.provoked.destroyed, `${at} provoked.destroyed`);
          }
        }
      });
    }
  });
}
