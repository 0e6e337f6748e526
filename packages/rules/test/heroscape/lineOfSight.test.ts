// HeroScape line of sight on boards drawn as height maps (docs/rules/heroscape.md#line-of-sight),
// through both engines: what is hidden, what shows over an edge, and how it is explained.
import { describe, expect, it } from "vitest";
import { openBattle } from "../../src/index.js";
import { heightMap } from "@sightline/test-fixtures";

const engines = ["wasm", "reference"] as const;

async function sight(scenario: object, from: string, to: string) {
  const answers = await Promise.all(
    engines.map(async (engine) =>
      (await openBattle(scenario, { engine })).answer({ q: "los", from, to }),
    ),
  );
  expect(answers[0]).toEqual(answers[1]);
  return answers[0] as { clear: boolean; eye?: number[]; witness?: number[]; blockers?: object[] };
}

describe("heroscape line of sight on height maps", () => {
  it("a hill hides short figures and not tall ones", async () => {
    const board = `
      1a 1  3  3  1  1b
        1  1  1  1  1  1
      1c 1  3  3  1  1d
    `;
    const scenario = heightMap(board, {
      a: { height: 2 },
      b: { height: 2, owner: "blue" },
      c: { height: 9 },
      d: { height: 9 },
    });
    expect((await sight(scenario, "a", "b")).clear).toBe(false);
    expect((await sight(scenario, "c", "d")).clear).toBe(true);
  });

  it("names the blockers nearest first: the hill, then the figure behind it", async () => {
    const scenario = heightMap(
      `
      1a 1  4  1  1m 1  1b
      `,
      { a: { height: 3 }, m: { height: 3, owner: "blue" }, b: { height: 3, owner: "blue" } },
    );
    const answer = await sight(scenario, "a", "b");
    expect(answer.clear).toBe(false);
    expect(answer.blockers).toEqual([{ space: [2, 0] }, { figure: "m" }]);
  });

  it("an obstacle named by its id; a cylinder leaves the outer columns of a wide target in view", async () => {
    const row = `1a 1  1  1  1b`;
    const tree = {
      id: "oak",
      kind: "tree",
      hexes: [[2, 0]],
      from: 1,
      to: 12,
      shape: "cylinder",
      radius: 0.1,
    };
    const wall = { ...tree, id: "wall", shape: "prism", radius: undefined };
    // A thin trunk halfway hides the columns on the row; those at ±60° pass 0.125 from its
    // axis: the line is clear.
    const thin = heightMap(row, { b: { owner: "blue" } }, [tree]);
    expect((await sight(thin, "a", "b")).clear).toBe(true);
    // A wall fills the hex: every ray along the row is cut.
    const blocked = await sight(
      heightMap(row, { b: { owner: "blue" } }, [JSON.parse(JSON.stringify(wall))]),
      "a",
      "b",
    );
    expect(blocked).toEqual({ clear: false, blockers: [{ obstacle: "wall" }] });
  });

  it("explains a clear line by the first eye that sees and a witness on the target", async () => {
    // a stands on (0,0) and (0,1): its first eye, above (0,0), already sees b's centre column.
    const answer = await sight(
      heightMap(
        `
      1a 1  1  1b
       1  1  1  1
    `,
        { a: { also: [0, 1] }, b: { owner: "blue" } },
      ),
      "a",
      "b",
    );
    expect(answer.clear).toBe(true);
    expect(answer.eye).toEqual([0, 0]);
    const level = 0.4 / Math.sqrt(3);
    // Centre column of b at (3,0): x = 3, y = 0, fully visible from level 1 to 6: middle 3.5.
    expect(answer.witness![0]).toBeCloseTo(3, 12);
    expect(answer.witness![1]).toBeCloseTo(0, 12);
    expect(answer.witness![2]).toBeCloseTo(3.5 * level, 12);

    // A level-9 hex at (1,0) stands between a's first eye and b: every ray from (0,0) to b's
    // columns (within 0.3 of (3,0)) crosses it below level 6, and it is higher than that eye
    // (level 5.5) and b's top (level 6). From the second eye, above (0,1) at (0.5, √3/2), the
    // line to (3,0) passes √3/√7 ≈ 0.655 from (1,0)'s centre, beyond the hex's circumradius
    // 1/√3 ≈ 0.577, over level-1 ground only: that eye sees b's whole centre column.
    const walled = await sight(
      heightMap(
        `
      1a 9  1  1b
       1  1  1  1
    `,
        { a: { also: [0, 1] }, b: { owner: "blue" } },
      ),
      "a",
      "b",
    );
    expect(walled.clear).toBe(true);
    expect(walled.eye).toEqual([0, 1]);
    expect(walled.witness![0]).toBeCloseTo(3, 12);
    expect(walled.witness![1]).toBeCloseTo(0, 12);
    expect(walled.witness![2]).toBeCloseTo(3.5 * level, 12);
  });

  it("looks down from a cliff onto open ground, but not into the dead ground at its foot", async () => {
    // a stands 8 levels up, 0.5 pitches from the edge; b hugs the cliff's foot, c is farther out.
    const scenario = heightMap(
      `
      9  9a 1b 1  1  1  1  1c
      `,
      { a: { height: 2 }, b: { height: 1, owner: "blue" }, c: { height: 1, owner: "blue" } },
    );
    expect((await sight(scenario, "a", "c")).clear).toBe(true);
    // To reach b (levels 1..2) a ray must dip below level 7.5 within a's own hex: its own
    // space's edge hides b.
    expect(await sight(scenario, "a", "b")).toEqual({
      clear: false,
      blockers: [{ space: [1, 0] }],
    });
    // Nor does b see a, who stands back from the edge: every ray up to a's head (level 11)
    // would have to clear level 9 half way.
    expect((await sight(scenario, "b", "a")).clear).toBe(false);
  });

  it("a figure sees past its own body and its own second hex", async () => {
    const scenario = heightMap(`1a 1  1  1b`, { a: { also: [1, 0] }, b: { owner: "blue" } });
    expect((await sight(scenario, "a", "b")).clear).toBe(true);
  });

  it("a level-0 space (water on the table) has no ground, and figures stand in it", async () => {
    const scenario = heightMap(`1a 0  0w 0  1b`, {
      a: { height: 1 },
      w: { height: 1, owner: "blue" },
      b: { height: 1, owner: "blue" },
    });
    expect((await sight(scenario, "a", "w")).clear).toBe(true);
    // w stands a level lower, in the water: every ray to b passes over its head.
    expect((await sight(scenario, "a", "b")).clear).toBe(true);
  });
});
