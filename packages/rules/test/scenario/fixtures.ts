// Small valid scenarios, one per game, that the bad-scenario tables break one way at a time.

/** A JSON-like object a test may mutate freely. */
export type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** One bad scenario: how to break a valid one, and the problem that must be reported. */
export interface BadCase {
  readonly name: string;
  readonly breakIt: (scenario: Json) => void;
  readonly path: string;
  readonly reason: RegExp;
}

/** A copy of `base` broken by `breakIt`. */
export function broken(base: Json, breakIt: (scenario: Json) => void): Json {
  const copy = structuredClone(base);
  breakIt(copy);
  return copy;
}

/**
 * HeroScape: a 5 × 3 patch of level-1 spaces, a level-3 hill at (5,0), a bridge at (5,1), a
 * tree on (4,2); "orc" on (0,0), the double-space "dragon" on (2,0)–(3,0).
 */
export function heroscape(): Json {
  const spaces: Json[] = [];
  for (let r = 0; r < 3; r++) {
    for (let q = 0; q < 5; q++) spaces.push({ q, r, level: 1, terrain: "grass" });
  }
  spaces.push({ q: 5, r: 0, level: 3 });
  spaces.push({ q: 5, r: 1, level: 5, solid: [[4, 5]] });
  return {
    game: "heroscape",
    name: "patch",
    board: {
      spaces,
      obstacles: [
        {
          id: "tree",
          kind: "tree",
          hexes: [[4, 2]],
          from: 1,
          to: 10,
          shape: "cylinder",
          radius: 0.3,
        },
        { id: "ruin", kind: "ruin", hexes: [[9, 9]], from: 0, to: 5, shape: "prism" },
      ],
      levelHeight: 0.25,
    },
    figures: [
      {
        id: "orc",
        owner: "red",
        hexes: [[0, 0]],
        height: 4,
        range: 1,
        attack: 3,
        defense: 2,
        life: 1,
      },
      {
        id: "dragon",
        owner: "blue",
        card: "Dragon",
        hexes: [
          [2, 0],
          [3, 0],
        ],
        height: 7,
        range: 3,
        attack: 5,
        defense: 4,
        life: 9,
        wounds: 2,
        eye: 6.5,
        move: 6,
        value: 3,
      },
    ],
  };
}

/** Arcadia Quest: a 4 × 3 board with a blocked space, a hole, a wall and an open door. */
export function arcadiaQuest(): Json {
  return {
    game: "arcadia-quest",
    board: {
      rows: ["....", ".#..", "... "],
      edges: [
        { x: 0, y: 0, side: "E", kind: "wall" },
        { x: 2, y: 1, side: "S", kind: "door", open: true },
      ],
    },
    figures: [
      {
        id: "h1",
        owner: "red",
        x: 0,
        y: 0,
        defense: 2,
        attacks: [
          { name: "Sword", kind: "melee", dice: 2 },
          { name: "Bow", kind: "ranged", dice: 2, exhausted: true },
        ],
        bonusAttackDice: 1,
      },
      { id: "h2", owner: "red", x: 0, y: 0, defense: 2, attacks: [] },
      { id: "troll", owner: "monsters", x: 3, y: 0, huge: true, defense: 3, attacks: [] },
      { id: "m1", owner: "monsters", x: 2, y: 2, defense: 1, attacks: [], value: 2 },
    ],
    dice: { attack: ["sword", "bow", "crit"], defense: ["shield", "blank"] },
  };
}

const BLUE = { front: "blue", right: "blue", back: "grey", left: "red" };

/** Arcane Legions: a 12 × 8 table, one terrain piece, three units apart. */
export function arcaneLegions(): Json {
  return {
    game: "arcane-legions",
    board: {
      width: 12,
      height: 8,
      terrain: [
        {
          id: "wood",
          kind: "hindering",
          points: [
            [5, 1],
            [7, 1],
            [7, 3],
            [5, 3],
          ],
        },
      ],
    },
    figures: [
      {
        id: "A",
        owner: "alice",
        base: "sortie",
        x: 1,
        y: 1,
        facing: 0,
        codex: BLUE,
        attackDice: 2,
        rangedDice: 3,
        defenseDice: 2,
      },
      {
        id: "B",
        owner: "bob",
        base: "foot",
        x: 4,
        y: 6,
        facing: 270,
        codex: BLUE,
        attackDice: 4,
        rangedDice: 0,
        defenseDice: 3,
        bonusDefenseDice: -1,
        abilities: ["deadly"],
      },
      {
        id: "C",
        owner: "bob",
        base: "cavalry",
        x: 10,
        y: 4,
        facing: 180,
        codex: BLUE,
        attackDice: 5,
        rangedDice: 0,
        defenseDice: 2,
        value: 2,
      },
    ],
  };
}
