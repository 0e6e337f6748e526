// The values that break engines, gathered in one place so every generator reaches them: the
// edges of IEEE doubles and of i32, the sizes where the limits sit (levelHeight 1e308,
// figure heights about 3.5e6, boards wider than 4,096, coordinates of ±1e300, 1e6 dice, an
// obstacle radius of 1e5, 2,000 units), and strings that are prototype keys or HTML.
import fc from "fast-check";
import * as rules from "@sightline/rules";

/**
 * The engine's limits (docs/rules/limits.md), each at its number — the costliest input
 * validation accepts — and one past it, the first it must refuse.
 */
const AT_THE_LIMITS: readonly number[] = (
  [
    "MAX_ATTACK_CARDS",
    "MAX_DICE",
    "MAX_DIE_FACES",
    "MAX_FACING",
    "MAX_FIGURE_HEIGHT",
    "MAX_FIGURES",
    "MAX_LEVEL",
    "MAX_LEVEL_HEIGHT",
    "MAX_MATRIX_FIGURES",
    "MAX_OBSTACLE_HEXES",
    "MAX_SOLID_INTERVALS",
    "MAX_TABLE_COORDINATE",
  ] as const
).flatMap((name) => [rules[name], rules[name] + 1]);

/** Numbers at the edges: of doubles, of i32 and safe integers, and of the engine's limits. */
export const NASTY_NUMBERS: readonly number[] = [
  ...AT_THE_LIMITS,
  rules.MIN_LEVEL_HEIGHT,
  rules.MIN_LEVEL_HEIGHT / 2,
  0,
  -1,
  0.5,
  0.1,
  1e-9,
  1e-300,
  5e-324,
  1e308,
  -1e308,
  Number.MAX_VALUE,
  1e300,
  -1e300,
  1e15,
  3.5e6,
  3.6e6,
  1e7,
  2 ** 31 - 1,
  2 ** 31,
  -(2 ** 31),
  2 ** 32,
  Number.MAX_SAFE_INTEGER,
  2 ** 53 + 2,
  999,
  4096,
  4097,
  5000,
  1e5,
  1e6,
  12,
  13,
  2000,
];

/** Strings that are prototype keys, markup, control or broken characters, or simply huge. */
export const NASTY_STRINGS: readonly string[] = [
  "",
  " ",
  "toString",
  "constructor",
  "__proto__",
  "hasOwnProperty",
  "valueOf",
  "<img src=x onerror=alert(1)>",
  "</script><script>alert(1)</script>",
  "\u0000",
  "\ud800",
  "\u202e",
  "x".repeat(70_000),
  "heroscape",
  "arcadia-quest",
  "arcane-legions",
  "crit",
  "sword",
  "bow",
  "shield",
  "blank",
  "1e308",
  "NaN",
  "Infinity",
  "prism",
  "cylinder",
  "E",
  "N",
  "W",
  "S",
  "wall",
  "door",
  "deadly",
  "melee",
  "ranged",
  "close",
  "foot",
  "cavalry",
  "sortie",
  "blue",
  "blocking",
  "hindering",
];

/** Any of the nasty numbers. */
export const nastyNumber: fc.Arbitrary<number> = fc.constantFrom(...NASTY_NUMBERS);

/** A JSON value that tends to break things: a nasty number or string, an odd shape, nesting. */
export function nastyValue(): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 4, arbitrary: nastyNumber },
    { weight: 3, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
    {
      weight: 2,
      arbitrary: fc.constantFrom<unknown>(null, true, false, [], {}, [[]], [0, 0], [1e308, -1e308]),
    },
    { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
    // Shallow here: deep nesting is written into the text (scenarios.ts), where no recursion of
    // the fuzz's own has to survive it.
    { weight: 1, arbitrary: fc.constantFrom(10, 40).map(nested) },
  );
}

/** Lists nested `depth` deep: `[[[…]]]`. */
function nested(depth: number): unknown {
  let value: unknown = [];
  for (let i = 0; i < depth; i++) value = [value];
  return value;
}
