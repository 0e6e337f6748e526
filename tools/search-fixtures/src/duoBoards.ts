// Small HeroScape boards for the AI's tests, the queue's, the command's and the element's: red's
// card "duo" (a, b, c, whichever the map places) against blue's x, y, z, on ASCII height maps
// (@sightline/test-fixtures' heightMap).
import type { HeroscapeScenario } from "@sightline/rules";
import { heightMap } from "@sightline/test-fixtures";

/** A hill, a rock and water between a (move 3, range 3) and b (move 2, melee) and the enemies. */
export const HILL = `
    1a 1  2  2  1  1
      1  1b 2# 1  1x 1
    1  1~ 1  1  1y 1
      1  1  1  2  1  1z
  `;

/** Three movers in a row and a crowd: moves wait for a friend to leave. */
export const CROWD = `
    1a 1b 1c 1  1
      1  1  1  2  1x
    1  1# 1  2  1y
      1  1  1  1  1z
  `;

/** Red's card "duo" and blue's x, y, z on `placing`; `changes` overrides fields by figure id. */
export function duo(placing: string, changes: Record<string, object> = {}): HeroscapeScenario {
  const scenario = heightMap(placing, {
    a: { move: 3, range: 3, attack: 3, height: 4 },
    b: { move: 2, range: 1, attack: 4, height: 5 },
    c: { move: 2, range: 4, attack: 2, height: 4 },
    x: { owner: "blue", life: 1, defense: 2, height: 4 },
    y: { owner: "blue", life: 2, defense: 1, height: 5 },
    z: { owner: "blue", life: 1, defense: 3, height: 4 },
  }) as HeroscapeScenario;
  return {
    ...scenario,
    figures: scenario.figures.map((f) => ({
      ...f,
      ...(f.owner === "red" ? { card: "duo" } : {}),
      ...changes[f.id],
    })),
  };
}
