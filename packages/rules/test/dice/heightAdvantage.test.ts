// Height advantage (docs/rules/heroscape.md#attack): the higher base rolls one extra die, two when
// 10 or more levels higher; only base levels count.
import { describe, expect, it } from "vitest";
import { heightAdvantage } from "../../src/heroscape/heroscapeFacts.js";

describe("heightAdvantage", () => {
  it.each([
    // attacker base, defender base, extra attack dice, extra defence dice
    [1, 1, 0, 0],
    [5, 5, 0, 0],
    [2, 1, 1, 0],
    [10, 1, 1, 0], // 9 higher
    [11, 1, 2, 0], // exactly 10 higher
    [13, 1, 2, 0], // hs-08: sniper 12 higher, 3 + 2 attack dice
    [40, 1, 2, 0], // never more than two
    [1, 2, 0, 1],
    [1, 3, 0, 1], // hs-08: orc 2 higher, 3 + 1 defence dice
    [1, 10, 0, 1],
    [1, 11, 0, 2],
    [1, 12, 0, 2], // hs-08: harpy 11 higher, 3 + 2 defence dice
    [0, 25, 0, 2],
  ] as const)("attacker %i vs defender %i: +%i attack, +%i defence", (a, d, attack, defense) => {
    expect(heightAdvantage(a, d)).toEqual({ attackDice: attack, defenseDice: defense });
  });

  it("never gives both sides extra dice", () => {
    for (let a = 0; a <= 30; a++) {
      for (let d = 0; d <= 30; d++) {
        const { attackDice, defenseDice } = heightAdvantage(a, d);
        expect(attackDice === 0 || defenseDice === 0).toBe(true);
        expect(heightAdvantage(d, a)).toEqual({ attackDice: defenseDice, defenseDice: attackDice });
      }
    }
  });
});
