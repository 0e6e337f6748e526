// Seeded HeroScape rolls (docs/rules/scenario.md#roll; docs/rules/heroscape.md#attack).
import { describe, expect, it } from "vitest";
import { createDiceRoller } from "../../src/dice/seededDice.js";
import { COMBAT_DIE, heroscapeRoll } from "../../src/heroscape/heroscapeDice.js";

describe("COMBAT_DIE", () => {
  it("has three skulls, two shields and a blank", () => {
    expect([...COMBAT_DIE].sort()).toEqual([
      "blank",
      "shield",
      "shield",
      "skull",
      "skull",
      "skull",
    ]);
  });
});

describe("heroscapeRoll", () => {
  it("is the same for the same seed and differs between seeds", () => {
    expect(heroscapeRoll(5, 4, 99)).toEqual(heroscapeRoll(5, 4, 99));
    expect(heroscapeRoll(5, 4, "abc")).toEqual(heroscapeRoll(5, 4, "abc"));
    const rolls = [1, 2, 3, 4, "a", "b"].map((seed) => JSON.stringify(heroscapeRoll(6, 6, seed)));
    expect(new Set(rolls).size).toBe(rolls.length);
  });

  // The contract: these rolls must never change.
  it("pins the faces for fixed seeds", () => {
    expect(heroscapeRoll(4, 3, 7)).toEqual({
      attack: ["skull", "shield", "blank", "skull"],
      defense: ["shield", "shield", "shield"],
      skulls: 2,
      shields: 3,
      wounds: 0,
    });
    expect(heroscapeRoll(4, 3, "hs-roll")).toEqual({
      attack: ["shield", "skull", "skull", "blank"],
      defense: ["skull", "shield", "shield"],
      skulls: 2,
      shields: 2,
      wounds: 0,
    });
  });

  it("rolls the attack dice first, then the defence dice, from one roller", () => {
    for (const seed of [0, 11, "order"]) {
      const faces = createDiceRoller(seed).rollMany(5 + 3, COMBAT_DIE);
      const roll = heroscapeRoll(5, 3, seed);
      expect(roll.attack).toEqual(faces.slice(0, 5));
      expect(roll.defense).toEqual(faces.slice(5));
    }
  });

  it("counts skulls on attack dice and shields on defence dice only", () => {
    for (let seed = 0; seed < 200; seed++) {
      const roll = heroscapeRoll(4, 4, seed);
      expect(roll.attack).toHaveLength(4);
      expect(roll.defense).toHaveLength(4);
      expect(roll.skulls).toBe(roll.attack.filter((f) => f === "skull").length);
      expect(roll.shields).toBe(roll.defense.filter((f) => f === "shield").length);
      expect(roll.wounds).toBe(Math.max(0, roll.skulls - roll.shields));
    }
    expect(heroscapeRoll(0, 0, 1)).toEqual({
      attack: [],
      defense: [],
      skulls: 0,
      shields: 0,
      wounds: 0,
    });
  });

  it("shows each face at its share over 60k dice", () => {
    const roll = heroscapeRoll(30_000, 30_000, "faces");
    const faces = [...roll.attack, ...roll.defense];
    const share = (face: string): number => faces.filter((f) => f === face).length / faces.length;
    // sd of a share over 60k dice is ≤ 0.002; allow about 5 sd.
    expect(Math.abs(share("skull") - 1 / 2)).toBeLessThan(0.01);
    expect(Math.abs(share("shield") - 1 / 3)).toBeLessThan(0.01);
    expect(Math.abs(share("blank") - 1 / 6)).toBeLessThan(0.01);
  });

  it("rejects a seed that is not a safe integer and bad dice counts", () => {
    expect(() => heroscapeRoll(3, 3, 1.5)).toThrow(RangeError);
    expect(() => heroscapeRoll(3, 3, 1.5)).toThrow(/1\.5/);
    expect(() => heroscapeRoll(-1, 3, 1)).toThrow(RangeError);
  });
});
