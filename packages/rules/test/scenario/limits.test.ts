// The engine's limits (docs/rules/limits.md): each one accepts a scenario at the limit and refuses
// one past it, with the path and the limit's name in the reason — before any work starts.
import { describe, expect, it } from "vitest";
import {
  MAX_ATTACK_CARDS,
  MAX_CYLINDER_RADIUS,
  MAX_DICE,
  MAX_DIE_FACES,
  MAX_FACING,
  MAX_FIGURE_HEIGHT,
  MAX_FIGURES,
  MAX_HEX_SPACES,
  MAX_LEVEL,
  MAX_LEVEL_HEIGHT,
  MAX_OBSTACLE_HEXES,
  MAX_PROBLEMS,
  MAX_SOLID_INTERVALS,
  MAX_SQUARE_SIDE,
  MAX_TABLE_COORDINATE,
  MIN_LEVEL_HEIGHT,
  checkScenario,
  openBattle,
} from "../../src/index.js";
import { type Json, arcadiaQuest, arcaneLegions, broken, heroscape } from "./fixtures.js";

/** The problems of a scenario (none when it is valid). */
function problemsOf(input: unknown): { path: string; reason: string }[] {
  const result = checkScenario(input);
  return result.ok ? [] : result.problems;
}

interface LimitCase {
  readonly name: string;
  readonly base: () => Json;
  /** Sets the value under test: at the limit when `at`, else past it. */
  readonly set: (scenario: Json, past: boolean) => void;
  readonly path: string;
  readonly limit: string;
}

/** `count` figures of the HeroScape fixture's orc, each with its own id, all on (0,0). */
const orcs = (count: number): Json[] =>
  Array.from({ length: count }, (_, i) => ({ ...heroscape().figures[0], id: `orc${i}` }));

/** `count` HeroScape spaces of level 1, 1,024 to a row. */
const spaceRow = (count: number): Json[] =>
  Array.from({ length: count }, (_, k) => ({ q: k % 1024, r: Math.floor(k / 1024), level: 1 }));

const cases: LimitCase[] = [
  {
    name: "HeroScape levelHeight, large",
    base: heroscape,
    set: (s, past) => (s.board.levelHeight = past ? 1e308 : MAX_LEVEL_HEIGHT),
    path: "/board/levelHeight",
    limit: "MAX_LEVEL_HEIGHT",
  },
  {
    name: "HeroScape levelHeight, small",
    base: heroscape,
    set: (s, past) => (s.board.levelHeight = past ? 1e-320 : MIN_LEVEL_HEIGHT),
    path: "/board/levelHeight",
    limit: "MIN_LEVEL_HEIGHT",
  },
  {
    name: "HeroScape space level",
    base: heroscape,
    set: (s, past) => (s.board.spaces[14].level = past ? MAX_LEVEL + 1 : MAX_LEVEL),
    path: "/board/spaces/14/level",
    limit: "MAX_LEVEL",
  },
  {
    name: "HeroScape solid interval end",
    base: heroscape,
    set: (s, past) => {
      const top = past ? 1e300 : MAX_LEVEL;
      s.board.spaces[14] = { q: 4, r: 2, level: top, solid: [[0, top]] };
      s.board.obstacles[0].hexes = [[4, 1]];
    },
    path: "/board/spaces/14/solid/0/1",
    limit: "MAX_LEVEL",
  },
  {
    name: "HeroScape solid intervals of a space",
    base: heroscape,
    set: (s, past) => {
      const n = past ? MAX_SOLID_INTERVALS + 1 : MAX_SOLID_INTERVALS;
      s.board.spaces[15].solid = Array.from({ length: n }, (_, k) => [2 * k, 2 * k + 1]);
      s.board.spaces[15].level = 2 * n - 1;
    },
    path: "/board/spaces/15/solid",
    limit: "MAX_SOLID_INTERVALS",
  },
  {
    name: "HeroScape obstacle top",
    base: heroscape,
    set: (s, past) => (s.board.obstacles[1].to = past ? 1e300 : MAX_LEVEL),
    path: "/board/obstacles/1/to",
    limit: "MAX_LEVEL",
  },
  {
    name: "HeroScape cylinder radius",
    base: heroscape,
    set: (s, past) => (s.board.obstacles[0].radius = past ? 1e5 : MAX_CYLINDER_RADIUS),
    path: "/board/obstacles/0/radius",
    limit: "MAX_CYLINDER_RADIUS",
  },
  {
    name: "HeroScape obstacle hexes",
    base: heroscape,
    set: (s, past) => {
      const n = past ? MAX_OBSTACLE_HEXES + 1 : MAX_OBSTACLE_HEXES;
      s.board.obstacles[1].hexes = Array.from({ length: n }, (_, k) => [100 + k, 100]);
    },
    path: "/board/obstacles/1/hexes",
    limit: "MAX_OBSTACLE_HEXES",
  },
  {
    name: "HeroScape scene solids",
    base: heroscape,
    set: (s, past) => {
      // A radius-10 cylinder is listed in 397 hexes around each of its 600: one such obstacle
      // makes 238,200 records (with the board's 17), two 476,400.
      const hexes = Array.from({ length: 600 }, (_, k) => [100 + k, 100]);
      const count = past ? 2 : 1;
      s.board.obstacles = Array.from({ length: count }, (_, i) => ({
        id: `pillar${i}`,
        kind: "pillar",
        hexes,
        from: i,
        to: i + 1,
        shape: "cylinder",
        radius: MAX_CYLINDER_RADIUS,
      }));
    },
    path: "/board",
    limit: "MAX_SCENE_SOLIDS",
  },
  {
    name: "HeroScape spaces",
    base: heroscape,
    set: (s, past) => {
      s.board.spaces = spaceRow(past ? MAX_HEX_SPACES + 1 : MAX_HEX_SPACES);
      s.board.obstacles = [];
    },
    path: "/board/spaces",
    limit: "MAX_HEX_SPACES",
  },
  {
    name: "HeroScape figure height",
    base: heroscape,
    set: (s, past) => (s.figures[0].height = past ? 3_500_000 : MAX_FIGURE_HEIGHT),
    path: "/figures/0/height",
    limit: "MAX_FIGURE_HEIGHT",
  },
  {
    name: "HeroScape attack dice",
    base: heroscape,
    set: (s, past) => (s.figures[0].attack = past ? 1_000_000 : MAX_DICE),
    path: "/figures/0/attack",
    limit: "MAX_DICE",
  },
  {
    name: "HeroScape defence dice",
    base: heroscape,
    set: (s, past) => (s.figures[1].defense = past ? MAX_DICE + 1 : MAX_DICE),
    path: "/figures/1/defense",
    limit: "MAX_DICE",
  },
  {
    name: "HeroScape figures",
    base: heroscape,
    set: (s, past) => {
      const spaces = spaceRow(MAX_FIGURES + 1);
      s.board = { spaces };
      s.figures = orcs(past ? MAX_FIGURES + 1 : MAX_FIGURES).map((f, q) => ({
        ...f,
        hexes: [[spaces[q]!.q, spaces[q]!.r]],
      }));
    },
    path: "/figures",
    limit: "MAX_FIGURES",
  },
  {
    name: "Arcadia Quest board width",
    base: arcadiaQuest,
    set: (s, past) => {
      s.board.rows = s.board.rows.map((row: string) => row.padEnd(MAX_SQUARE_SIDE, " "));
      if (past) s.board.rows[0] += ".";
    },
    path: "/board/rows/0",
    limit: "MAX_SQUARE_SIDE",
  },
  {
    name: "Arcadia Quest board height",
    base: arcadiaQuest,
    set: (s, past) => {
      const extra = (past ? MAX_SQUARE_SIDE + 1 : MAX_SQUARE_SIDE) - s.board.rows.length;
      for (let k = 0; k < extra; k++) s.board.rows.push("    ");
    },
    path: "/board/rows",
    limit: "MAX_SQUARE_SIDE",
  },
  {
    name: "Arcadia Quest card dice",
    base: arcadiaQuest,
    set: (s, past) =>
      (s.figures[2].attacks = [{ name: "Club", kind: "melee", dice: past ? 1e6 : MAX_DICE }]),
    path: "/figures/2/attacks/0/dice",
    limit: "MAX_DICE",
  },
  {
    name: "Arcadia Quest card dice with the bonus",
    base: arcadiaQuest,
    // h1 has 1 bonus attack die.
    set: (s, past) => (s.figures[0].attacks[0].dice = past ? MAX_DICE : MAX_DICE - 1),
    path: "/figures/0/attacks/0/dice",
    limit: "MAX_DICE",
  },
  {
    name: "Arcadia Quest defence dice with the bonus",
    base: arcadiaQuest,
    set: (s, past) => {
      s.figures[3].defense = MAX_DICE;
      s.figures[3].bonusDefenseDice = past ? 1 : 0;
    },
    path: "/figures/3/defense",
    limit: "MAX_DICE",
  },
  {
    name: "Arcadia Quest attack cards",
    base: arcadiaQuest,
    set: (s, past) =>
      (s.figures[2].attacks = Array.from(
        { length: past ? MAX_ATTACK_CARDS + 1 : MAX_ATTACK_CARDS },
        (_, k) => ({ name: `Card ${k}`, kind: "melee", dice: 1 }),
      )),
    path: "/figures/2/attacks",
    limit: "MAX_ATTACK_CARDS",
  },
  {
    name: "Arcadia Quest die faces",
    base: arcadiaQuest,
    set: (s, past) =>
      (s.dice.defense = Array.from({ length: past ? MAX_DIE_FACES + 1 : MAX_DIE_FACES }, (_, k) =>
        k % 2 ? "shield" : "blank",
      )),
    path: "/dice/defense",
    limit: "MAX_DIE_FACES",
  },
  {
    name: "Arcadia Quest crits of a die",
    base: arcadiaQuest,
    // 9 crits in 10 faces is the most; 999 in 1,000 is past it.
    set: (s, past) =>
      (s.dice.attack = past
        ? [...Array<string>(999).fill("crit"), "sword"]
        : [...Array<string>(9).fill("crit"), "sword"]),
    path: "/dice/attack",
    limit: "MAX_CRIT_SHARE",
  },
  {
    name: "Arcane Legions unit x",
    base: arcaneLegions,
    set: (s, past) => {
      delete s.board.width;
      s.figures[0].x = past ? 1e300 : MAX_TABLE_COORDINATE;
    },
    path: "/figures/0/x",
    limit: "MAX_TABLE_COORDINATE",
  },
  {
    name: "Arcane Legions unit y",
    base: arcaneLegions,
    set: (s, past) => {
      delete s.board.height;
      s.figures[0].y = past ? -1e300 : -MAX_TABLE_COORDINATE;
    },
    path: "/figures/0/y",
    limit: "MAX_TABLE_COORDINATE",
  },
  {
    name: "Arcane Legions table width",
    base: arcaneLegions,
    set: (s, past) => (s.board.width = past ? 1e300 : MAX_TABLE_COORDINATE),
    path: "/board/width",
    limit: "MAX_TABLE_COORDINATE",
  },
  {
    name: "Arcane Legions terrain point",
    base: arcaneLegions,
    set: (s, past) => (s.board.terrain[0].points[1] = [past ? 1e300 : MAX_TABLE_COORDINATE, 1]),
    path: "/board/terrain/0/points/1/0",
    limit: "MAX_TABLE_COORDINATE",
  },
  {
    name: "Arcane Legions facing",
    base: arcaneLegions,
    set: (s, past) => (s.figures[0].facing = past ? 1e300 : MAX_FACING),
    path: "/figures/0/facing",
    limit: "MAX_FACING",
  },
  {
    name: "Arcane Legions terrain points",
    base: arcaneLegions,
    set: (s, past) => {
      // A hundred 100-gons (circles of radius 2, simple and convex), and one triangle more.
      const circle = (cx: number, cy: number) =>
        Array.from({ length: 100 }, (_, k) => {
          const angle = (2 * Math.PI * k) / 100;
          return [cx + 2 * Math.cos(angle), cy + 2 * Math.sin(angle)];
        });
      s.board.terrain = Array.from({ length: 100 }, (_, i) => ({
        kind: "hindering",
        points: circle(20 + 5 * (i % 10), 20 + 5 * Math.floor(i / 10)),
      }));
      if (past) {
        s.board.terrain.push({
          kind: "blocking",
          points: [
            [0, 10],
            [1, 10],
            [0, 11],
          ],
        });
      }
      delete s.board.width;
      delete s.board.height;
    },
    path: "/board/terrain",
    limit: "MAX_TERRAIN_POINTS",
  },
];

describe("every limit accepts a scenario at it and refuses one past it", () => {
  it.each(cases)("$name", ({ base, set, path, limit }) => {
    const at = broken(base(), (s) => set(s, false));
    expect(problemsOf(at)).toEqual([]);
    const past = problemsOf(broken(base(), (s) => set(s, true)));
    expect(past).toContainEqual({ path, reason: expect.stringContaining(`(limit ${limit})`) });
  });
});

describe("a refusal lists at most MAX_PROBLEMS problems", () => {
  it("stops checking entries at MAX_PROBLEMS, and says so", () => {
    // 65,536 empty spaces: three missing fields each, 196,608 problems in all.
    const input = broken(heroscape(), (s) => {
      s.board.spaces = Array.from({ length: MAX_HEX_SPACES }, () => ({}));
    });
    const problems = problemsOf(input);
    expect(problems).toHaveLength(MAX_PROBLEMS + 1);
    expect(problems[0]).toEqual({
      path: "/board/spaces/0/q",
      reason: "missing required field `q`",
    });
    expect(problems.at(-1)).toEqual({
      path: "",
      reason: `validation stopped after ${MAX_PROBLEMS} problems: fix these and check again (limit MAX_PROBLEMS)`,
    });
  });

  it("counts the problems it does not list", () => {
    // Every space listed twice: 2,000 duplicates, each a problem of the cross-checks.
    const input = broken(heroscape(), (s) => {
      const row = spaceRow(2000);
      s.board = { spaces: [...row, ...row] };
      s.figures = [];
    });
    const problems = problemsOf(input);
    expect(problems).toHaveLength(MAX_PROBLEMS + 1);
    expect(problems.at(-1)).toEqual({
      path: "",
      reason: "1000 more problems are not listed (limit MAX_PROBLEMS)",
    });
  });
});

describe("lists far past their limits are refused whole, without a stack overflow", () => {
  it("300,000 figures on one hex", () => {
    const input = broken(heroscape(), (s) => (s.figures = orcs(300_000)));
    expect(problemsOf(input)).toEqual([
      {
        path: "/figures",
        reason: `expected at most ${MAX_FIGURES} entries, got 300000 (limit MAX_FIGURES)`,
      },
    ]);
  });

  it("1.6 million figures that are not objects", () => {
    const input = broken(heroscape(), (s) => (s.figures = new Array(1_600_000).fill(1)));
    expect(problemsOf(input)).toEqual([
      {
        path: "/figures",
        reason: `expected at most ${MAX_FIGURES} entries, got 1600000 (limit MAX_FIGURES)`,
      },
    ]);
  });

  it("the entries of a list that is too long are not looked into", () => {
    const input = broken(heroscape(), (s) => {
      s.figures = orcs(MAX_FIGURES + 1).map((f) => ({
        ...f,
        hexes: [
          [0, 0],
          [1, 0],
          [2, 0],
        ],
      }));
    });
    expect(problemsOf(input).map((p) => p.path)).toEqual(["/figures"]);
  });
});

describe("what validation accepts, the engine computes", () => {
  it("a figure MAX_FIGURE_HEIGHT tall on a board MAX_LEVEL high sees and is seen", async () => {
    const scenario = broken(heroscape(), (s) => {
      s.board.levelHeight = MAX_LEVEL_HEIGHT;
      s.figures[0].height = MAX_FIGURE_HEIGHT;
    });
    const battle = await openBattle(scenario);
    const [sight, back] = battle.answerAll([
      { q: "los", from: "orc", to: "dragon" },
      { q: "los", from: "dragon", to: "orc" },
    ]);
    expect(sight).toMatchObject({ clear: true });
    expect(back).toMatchObject({ clear: true });
  });

  it("an Arcadia Quest die of 9 crits in 10 gives odds with a tail below 1e-12", async () => {
    const scenario = broken(arcadiaQuest(), (s) => {
      s.dice.attack = [...Array<string>(9).fill("crit"), "sword"];
      s.dice.defense = [...Array<string>(9).fill("crit"), "shield"];
    });
    const [odds] = (await openBattle(scenario)).answerAll([
      { q: "odds", attackDice: MAX_DICE, defenseDice: MAX_DICE },
    ]);
    expect(odds).toMatchObject({ tail: expect.any(Number) });
    expect((odds as { tail: number }).tail).toBeLessThan(1e-12);
    expect((odds as { distribution: number[] }).distribution.length).toBeLessThan(1000);
  });
});
