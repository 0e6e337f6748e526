// The plan's wound chances (src/plan/woundChances.ts): the rules' odds without a battle, kept
// once per pool, and a pool the rules cannot roll refused with their reason.
import { MAX_DICE, odds } from "@sightline/rules";
import { describe, expect, it } from "vitest";
import { mostLikely, woundChances } from "../src/plan/woundChances.js";

describe("woundChances", () => {
  it("is the distribution of the rules' odds, the same list each time", () => {
    const chances = woundChances(3, 2);
    const answer = odds("heroscape", { attackDice: 3, defenseDice: 2 });
    if (answer.error) throw new Error(answer.reason);
    expect(chances).toEqual(answer.distribution);
    expect(woundChances(3, 2)).toBe(chances);
    expect(mostLikely(chances)).toBe(0);
  });

  it("refuses a pool beyond MAX_DICE with the rules' reason, and does not keep it", () => {
    expect(() => woundChances(MAX_DICE + 1, 0)).toThrow(RangeError);
    expect(() => woundChances(MAX_DICE + 1, 0)).toThrow(/attackDice/);
    expect(() => woundChances(-1, 0)).toThrow(RangeError);
  });
});
