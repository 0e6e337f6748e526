// Scenarios of the three games made from scratch (docs/rules/scenario.md): mostly valid, so that
// they get past `check` to the queries, with knobs that reach the sizes and numbers the engine
// must refuse or bound (levelHeight 1e308, figures millions of levels tall, an obstacle radius of
// 1e5, boards past 4,096 columns, coordinates of ±1e300, all-crit dice, 1e6 dice).
import fc from "fast-check";
import { Rolls } from "./rolls.js";

/** Usually an ordinary value from `plain`, now and then (`rate`) one of `extremes`. */
function sometimes<T>(roll: Rolls, rate: number, extremes: readonly T[], plain: () => T): T {
  return roll.chance(rate) ? roll.pick(extremes) : plain();
}

const OWNERS = ["red", "blue", "green"];

/** A HeroScape scenario: an odd-r field of hills with trees and ruins, figures on free spaces. */
export function heroscapeScenario(): fc.Arbitrary<unknown> {
  return fc
    .record({
      seed: fc.integer(),
      size: fc.integer({ min: 1, max: 14 }),
      figures: fc.integer({ min: 0, max: 10 }),
      extreme: fc.constantFrom(0, 0, 0.02, 0.1),
    })
    .map(({ seed, size, figures, extreme }) => {
      const roll = new Rolls(seed);
      const spaces: { q: number; r: number; level: number }[] = [];
      const height = roll.int(1, size);
      for (let y = 0; y < height; y++) {
        for (let x = 0; x < size; x++) {
          if (roll.chance(0.1)) continue;
          spaces.push({
            q: x - (y >> 1),
            r: y,
            level: sometimes(roll, extreme / 4, [0, 2 ** 31 - 1, 1e6, 9000], () => roll.int(1, 6)),
          });
        }
      }
      const obstacles = Array.from({ length: spaces.length > 0 ? roll.int(0, 3) : 0 }, (_, i) => {
        const space = roll.pick(spaces);
        const cylinder = roll.chance(0.5);
        return {
          id: `obstacle-${i}`,
          kind: cylinder ? "tree" : "ruin",
          hexes: [[space.q, space.r]],
          from: space.level,
          to: space.level + roll.int(1, 10),
          shape: cylinder ? "cylinder" : "prism",
          ...(cylinder && {
            radius: sometimes(roll, extreme, [1e5, 1e3, 1e-9, 50], () => 0.2 + roll.next() / 2),
          }),
        };
      });
      // Figures stand where no obstacle does (a body inside a ruin is refused, rightly).
      const cluttered = new Set(obstacles.map((o) => `${o.hexes[0]![0]},${o.hexes[0]![1]}`));
      const free = spaces.filter((s) => !cluttered.has(`${s.q},${s.r}`));
      const placed = Array.from({ length: Math.min(figures, free.length) }, (_, i) => {
        const [space] = free.splice(roll.int(0, free.length - 1), 1);
        return {
          id: `figure-${i}`,
          owner: roll.pick(OWNERS),
          hexes: [[space!.q, space!.r]],
          height: sometimes(roll, extreme, [3.5e6, 3.6e6, 1e7, 2 ** 31 - 1, 1e15], () =>
            roll.int(1, 9),
          ),
          range: sometimes(roll, extreme / 2, [1e6, 2 ** 31 - 1], () => roll.int(1, 12)),
          attack: sometimes(roll, extreme, [64, 65, 1000, 1e6], () => roll.int(0, 6)),
          defense: sometimes(roll, extreme, [64, 1e6], () => roll.int(0, 6)),
          life: roll.int(1, 5),
        };
      });
      // The eye, when given, within the body.
      placed.forEach((figure) => {
        if (roll.chance(0.2))
          Object.assign(figure, { eye: Math.max(0.5, roll.next() * figure.height) });
      });
      const levelHeight = roll.chance(3 * extreme)
        ? { levelHeight: roll.pick([1e308, 1e308, 1e-300, 5e-324, 1e6]) }
        : {};
      return {
        game: "heroscape",
        name: "fuzz",
        board: { spaces, obstacles, ...levelHeight },
        figures: placed,
      };
    });
}

/** An Arcadia Quest scenario: rows of spaces with some terrain, walls and doors, heroes and monsters. */
export function arcadiaQuestScenario(): fc.Arbitrary<unknown> {
  return fc
    .record({
      seed: fc.integer(),
      width: fc.oneof(
        { weight: 19, arbitrary: fc.integer({ min: 1, max: 12 }) },
        { weight: 1, arbitrary: fc.constantFrom(4096, 4097, 5000) },
      ),
      figures: fc.integer({ min: 0, max: 8 }),
      extreme: fc.constantFrom(0, 0, 0.02, 0.1),
    })
    .map(({ seed, width, figures, extreme }) => {
      const roll = new Rolls(seed);
      const height = width > 12 ? roll.int(1, 2) : roll.int(1, 12);
      const rows = Array.from({ length: height }, () =>
        Array.from({ length: width }, () =>
          roll.chance(0.1) ? "#" : roll.chance(0.05) ? " " : ".",
        ).join(""),
      );
      const spaces: [number, number][] = [];
      rows.forEach((row, y) => [...row].forEach((c, x) => c === "." && spaces.push([x, y])));
      const edges = Array.from({ length: roll.int(0, 4) }, () => {
        const [x, y] = spaces.length > 0 ? roll.pick(spaces) : [0, 0];
        const kind = roll.pick(["wall", "door"] as const);
        return {
          x,
          y,
          side: roll.pick(["N", "E", "S", "W"] as const),
          kind,
          ...(kind === "door" && roll.chance(0.5) && { open: true }),
        };
      });
      const placed = Array.from({ length: Math.min(figures, spaces.length) }, (_, i) => {
        const [[x, y]] = spaces.splice(roll.int(0, spaces.length - 1), 1) as [[number, number]];
        return {
          id: `figure-${i}`,
          owner: roll.chance(0.4) ? "monsters" : roll.pick(OWNERS),
          x,
          y,
          ...(roll.chance(0.1) && { huge: true }),
          defense: sometimes(roll, extreme, [64, 1e6], () => roll.int(0, 4)),
          attacks: Array.from({ length: roll.int(0, 2) }, (_, a) => ({
            name: `card-${a}`,
            kind: roll.pick(["melee", "ranged"] as const),
            dice: sometimes(roll, extreme, [64, 65, 1000, 1e6], () => roll.int(0, 5)),
          })),
        };
      });
      const faces = ["sword", "bow", "crit", "shield", "blank"];
      const die = () =>
        roll.pick([
          () => Array.from({ length: roll.int(1, 8) }, () => roll.pick(faces)),
          () => Array(6).fill("crit"),
          () => [...Array(999).fill("crit"), "sword"],
          () => ["crit"],
        ])();
      const dice = roll.chance(0.3)
        ? { dice: { attack: die(), ...(roll.chance(0.5) && { defense: die() }) } }
        : {};
      return {
        game: "arcadia-quest",
        name: "fuzz",
        board: { rows, edges },
        figures: placed,
        ...dice,
      };
    });
}

/** An Arcane Legions scenario: bases spread over the table so they seldom overlap, a few terrain pieces. */
export function arcaneLegionsScenario(): fc.Arbitrary<unknown> {
  return fc
    .record({
      seed: fc.integer(),
      units: fc.oneof(
        { weight: 19, arbitrary: fc.integer({ min: 0, max: 8 }) },
        { weight: 1, arbitrary: fc.constant(200) },
      ),
      extreme: fc.constantFrom(0, 0, 0.02, 0.1),
    })
    .map(({ seed, units, extreme }) => {
      const roll = new Rolls(seed);
      // Three steps a unit along each side: room enough for every base.
      const side = 3 * Math.ceil(Math.sqrt(units + 1)) + 6;
      const table = roll.chance(extreme) ? roll.pick([1e300, 1e-3, 1e15]) : side;
      const terrain = Array.from({ length: roll.int(0, 3) }, (_, i) => {
        const [x, y] = [roll.int(0, side - 2), roll.int(0, side - 2)];
        return {
          id: `piece-${i}`,
          kind: roll.pick(["blocking", "hindering"] as const),
          points: [
            [x, y],
            [x + 1, y],
            [x + 1, y + roll.int(1, 2)],
            [x, y + 1],
          ],
        };
      });
      const colours = ["blue", "red", "grey"] as const;
      const columns = Math.ceil(Math.sqrt(units + 1));
      const figures = Array.from({ length: units }, (_, i) => ({
        id: `unit-${i}`,
        owner: roll.pick(OWNERS),
        base: roll.pick(["sortie", "foot", "cavalry"] as const),
        x: sometimes(
          roll,
          extreme / 2,
          [1e300, -1e300, 1e15],
          () => 3 + 3 * (i % columns) + roll.int(0, 2) / 4,
        ),
        y: sometimes(
          roll,
          extreme / 2,
          [1e300, -1e300, 1e15],
          () => 3 + 3 * Math.floor(i / columns),
        ),
        facing: sometimes(roll, extreme, [1e300, -1e-300, 360, 1e9], () =>
          roll.pick([0, 90, 180, 270, roll.int(0, 359)]),
        ),
        codex: {
          front: roll.pick(colours),
          right: roll.pick(colours),
          back: roll.pick(colours),
          left: roll.pick(colours),
        },
        attackDice: roll.int(0, 12),
        rangedDice: roll.int(0, 12),
        defenseDice: roll.int(0, 12),
        ...(roll.chance(0.2) && { abilities: ["deadly"] }),
      }));
      return {
        game: "arcane-legions",
        name: "fuzz",
        board: { width: table, height: table, terrain },
        figures,
      };
    });
}
