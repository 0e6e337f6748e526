// The board the browser page asks about, shared with the test that checks its answer.
import type { Hex } from "@sightline/geometry";

/** An 8 × 4 board with a hole in its middle column: (4,0) (4,1) (4,2) are not spaces. */
export const spaces: Hex[] = [];
for (let r = 0; r < 4; r++)
  for (let q = 0; q < 8; q++) if (!(q === 4 && r < 3)) spaces.push([q, r]);

export const from: Hex[][] = [[[0, 0]], [[7, 3]]];
export const to: Hex[][] = [[[7, 0]], [[0, 3]], [[5, 1]]];
