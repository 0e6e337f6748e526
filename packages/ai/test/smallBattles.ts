// Small random HeroScape battles for the AI's property tests: a WIDTH × ROWS board of levels 1–3
// with a few rocks, red's raiders (card "raiders") against blue figures of one card each, drawn
// small so that plans stay exact and quick, and a few moves to take on it.
import { type Hex, type Position, openBattle } from "@sightline/rules";
import fc from "fast-check";

export const WIDTH = 6;
export const ROWS = 4;

/** A figure's numbers, drawn small so that plans stay exact and quick. */
const stats = fc.record({
  attack: fc.integer({ min: 1, max: 5 }),
  defense: fc.integer({ min: 0, max: 3 }),
  life: fc.integer({ min: 1, max: 3 }),
  wounded: fc.integer({ min: 0, max: 2 }),
  value: fc.constantFrom(1, 1, 2, 3, 0.5),
  range: fc.integer({ min: 1, max: 5 }),
  height: fc.integer({ min: 3, max: 6 }),
});

/** A board of WIDTH × ROWS spaces of level 1–3 with a few rocks, and figures on distinct spaces. */
export const positions = fc.record({
  levels: fc.array(fc.integer({ min: 1, max: 3 }), {
    minLength: WIDTH * ROWS,
    maxLength: WIDTH * ROWS,
  }),
  rocks: fc.uniqueArray(fc.integer({ min: 0, max: WIDTH * ROWS - 1 }), { maxLength: 4 }),
  red: fc.array(stats, { minLength: 1, maxLength: 4 }),
  blue: fc.array(stats, { minLength: 1, maxLength: 4 }),
  places: fc.uniqueArray(fc.integer({ min: 0, max: WIDTH * ROWS - 1 }), {
    minLength: 16,
    maxLength: 16,
  }),
  moves: fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: WIDTH * ROWS - 1 })), {
    maxLength: 6,
  }),
});

export type Drawn = typeof positions extends fc.Arbitrary<infer T> ? T : never;

export const hexOf = (cell: number): Hex => [cell % WIDTH, Math.floor(cell / WIDTH)];

/** A fresh position of the board `drawn`. */
export async function positionOf(drawn: Drawn): Promise<Position<"heroscape">> {
  const battle = await openBattle(scenarioOf(drawn) as never, { game: "heroscape" });
  return battle.position() as Position<"heroscape">;
}

export function scenarioOf(drawn: Drawn): unknown {
  const free = drawn.places.filter((cell) => !drawn.rocks.includes(cell));
  const figure = (owner: string, i: number, s: Drawn["red"][number], cell: number) => ({
    id: `${owner}${i}`,
    owner,
    card: owner === "red" ? "raiders" : `${owner}${i}`,
    hexes: [hexOf(cell)],
    height: s.height,
    range: s.range,
    attack: s.attack,
    defense: s.defense,
    life: s.life,
    ...(Math.min(s.wounded, s.life - 1) > 0 ? { wounds: Math.min(s.wounded, s.life - 1) } : {}),
    ...(s.value === 1 ? {} : { value: s.value }),
  });
  return {
    game: "heroscape",
    board: {
      spaces: drawn.levels.map((level, cell) => ({
        q: cell % WIDTH,
        r: Math.floor(cell / WIDTH),
        level,
      })),
      obstacles: drawn.rocks.map((cell) => ({
        id: `rock${cell}`,
        kind: "outcrop",
        hexes: [hexOf(cell)],
        from: drawn.levels[cell]!,
        to: drawn.levels[cell]! + 4,
        shape: "prism",
      })),
    },
    figures: [
      ...drawn.red.map((s, i) => figure("red", i, s, free[i]!)),
      ...drawn.blue.map((s, i) => figure("blue", i, s, free[drawn.red.length + i]!)),
    ],
  };
}
