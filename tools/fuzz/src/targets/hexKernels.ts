// HeroScape's kernels, wasm against twin (docs/rules/heroscape.md#range, #line-of-sight): random
// battlefields of hills and holes, bridges, ruins and trees of every width, single and double
// figures, with the range search, the distance matrix, the sight matrix and its explanations
// asked of both engines. Sizes and heights stay within what a scenario can describe; the
// extremes a scenario must refuse are the scenarios target's.
import fc from "fast-check";
import {
  HEX_NEIGHBOURS,
  type Hex,
  type HexSolid,
  encodeHexScene,
  figureViewers,
  hexGroups,
  placeHexFigures,
} from "@sightline/geometry";
import { DEFAULT_LEVEL_HEIGHT } from "@sightline/rules";
import type { FuzzTarget } from "../target.js";
import { differential } from "./kernelDifferential.js";
import { Rolls } from "./rolls.js";

/** A HeroScape scene as plain numbers: what crosses to the sandbox and into a finding's file. */
export interface HexInput {
  /** `[q, r, top]`: a space and its ground's top level. */
  readonly spaces: readonly (readonly [number, number, number])[];
  /** Indexes of spaces that are bridges: solid only in their top level. */
  readonly bridges: readonly number[];
  /** Pitches per level. */
  readonly level: number;
  readonly obstacles: readonly {
    readonly hex: Hex;
    readonly shape: "prism" | "cylinder";
    readonly radius?: number;
    /** Pitches. */
    readonly from: number;
    readonly to: number;
  }[];
  readonly figures: readonly {
    readonly hexes: readonly Hex[];
    readonly base: number;
    readonly top: number;
    readonly eye: number;
  }[];
  readonly bodyRadius: number;
  readonly visibleLength: number;
  /** Indexes of spaces the range search starts from. */
  readonly starts: readonly number[];
  /** How many figures' sight is explained (explanations cost more than verdicts). */
  readonly explained: number;
}

/** The knobs fast-check draws; the seed rolls the rest. */
function knobs() {
  return fc.record({
    seed: fc.integer(),
    shape: fc.constantFrom("field", "field", "field", "row", "column", "speck"),
    size: fc.integer({ min: 1, max: 18 }),
    holes: fc.constantFrom(0, 0.05, 0.2, 0.5),
    relief: fc.constantFrom(0, 1, 3, 6, 12, 40),
    shift: fc.oneof(
      { weight: 9, arbitrary: fc.integer({ min: -40, max: 40 }) },
      { weight: 1, arbitrary: fc.constantFrom(-100_000, 1_000_000) },
    ),
    level: fc.constantFrom(DEFAULT_LEVEL_HEIGHT, DEFAULT_LEVEL_HEIGHT, 0.1, 1, 1e-3, 37.5),
    obstacles: fc.integer({ min: 0, max: 10 }),
    widest: fc.constantFrom(0.35, 0.5, 1, 1.6, 3),
    figures: fc.integer({ min: 0, max: 16 }),
    tallest: fc.constantFrom(1, 4, 9, 9, 40),
    bodyRadius: fc.constantFrom(0.3, 0.3, 0.2, 0.1),
    visible: fc.constantFrom(0.05, 0.05, 1e-4, 0.5, 2),
  });
}

type Knobs = ReturnType<typeof knobs> extends fc.Arbitrary<infer K> ? K : never;

function build(k: Knobs): HexInput {
  const roll = new Rolls(k.seed);
  const [width, height] =
    k.shape === "row"
      ? [k.size * 6, 1 + roll.int(0, 1)]
      : k.shape === "column"
        ? [1 + roll.int(0, 1), k.size * 6]
        : k.shape === "speck"
          ? [1 + roll.int(0, 1), 1 + roll.int(0, 1)]
          : [k.size, 1 + roll.int(0, k.size)];
  const spaces: [number, number, number][] = [];
  const top = new Map<string, number>();
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (roll.chance(k.holes)) continue;
      // Odd-r rows, as maps are laid out.
      const [q, r] = [x - (y >> 1) + k.shift, y + k.shift];
      const level = k.relief === 0 ? 1 : roll.int(0, k.relief);
      spaces.push([q, r, level]);
      top.set(`${q},${r}`, level);
    }
  }
  const bridges = spaces.flatMap(([, , level], i) => (level > 0 && roll.chance(0.06) ? [i] : []));
  const near = (): Hex => {
    const [q, r] = spaces.length > 0 ? roll.pick(spaces) : [k.shift, k.shift];
    // Mostly on a space, sometimes beside the board: solids there may still cut a line.
    return roll.chance(0.8) ? [q, r] : [q + roll.int(-2, 2), r + roll.int(-2, 2)];
  };
  const obstacles = Array.from({ length: k.obstacles }, () => {
    const hex = near();
    const ground = (top.get(`${hex[0]},${hex[1]}`) ?? 0) * k.level;
    const from = ground + (roll.chance(0.3) ? roll.int(1, 6) * k.level : 0);
    const to = from + roll.int(1, 12) * k.level * (roll.chance(0.2) ? 0.5 : 1);
    const cylinder = roll.chance(0.5);
    return {
      hex,
      shape: cylinder ? ("cylinder" as const) : ("prism" as const),
      ...(cylinder && { radius: roll.chance(0.2) ? k.widest : 0.05 + roll.next() * 0.9 }),
      from,
      to,
    };
  });
  const taken = new Set<string>();
  const figures: HexInput["figures"][number][] = [];
  for (let tries = 0; tries < 4 * k.figures && figures.length < k.figures; tries++) {
    if (spaces.length === 0) break;
    const [q, r, level] = roll.pick(spaces);
    if (taken.has(`${q},${r}`)) continue;
    const hexes: Hex[] = [[q, r]];
    if (roll.chance(0.25)) {
      const [dq, dr] = roll.pick(HEX_NEIGHBOURS);
      const key = `${q + dq},${r + dr}`;
      if (!taken.has(key) && top.get(key) === level) hexes.push([q + dq, r + dr]);
    }
    for (const [hq, hr] of hexes) taken.add(`${hq},${hr}`);
    const levels = roll.chance(0.1) ? roll.pick([0.01, 0.5, k.tallest]) : roll.int(1, k.tallest);
    const base = level * k.level;
    const body = levels * k.level;
    // The eye anywhere in the body, sometimes at its very top or bottom.
    const eye = roll.pick([body, body / 2, body * roll.next(), body - 0.5 * k.level]);
    figures.push({ hexes, base, top: base + body, eye: base + Math.max(eye, body * 1e-6) });
  }
  return {
    spaces,
    bridges,
    level: k.level,
    obstacles,
    figures,
    bodyRadius: k.bodyRadius,
    visibleLength: k.visible * k.level,
    starts:
      spaces.length === 0 ? [] : [roll.int(0, spaces.length - 1), roll.int(0, spaces.length - 1)],
    explained: Math.min(figures.length, 3),
  };
}

/** hexDistancesFrom, hexDistanceMatrix, hexSightMatrix and hexSightExplain on both engines. */
export const hexKernels: FuzzTarget<HexInput> = {
  name: "hex-kernels",
  what: "HeroScape range and 3D sight, wasm against the TypeScript twin",
  arbitrary: () => knobs().map(build),
  files: (input) => [{ name: "hex-scene.json", data: JSON.stringify(input) }],
  check(input) {
    const spaces: Hex[] = input.spaces.map(([q, r]) => [q, r]);
    const bridges = new Set(input.bridges);
    const solids: HexSolid[] = input.spaces.map(([q, r, level], i) => ({
      hex: [q, r],
      shape: "prism",
      from: bridges.has(i) ? (level - 1) * input.level : 0,
      to: level * input.level,
      owner: -1 - i,
    }));
    // Level 0 is the table: no solid to lay out.
    const standing = solids.filter((solid) => solid.to > 0);
    input.obstacles.forEach((o, i) => standing.push({ ...o, owner: i }));
    let scene, figures, groups, starts;
    try {
      scene = encodeHexScene(spaces, standing, {
        bodyRadius: input.bodyRadius,
        visibleLength: input.visibleLength,
      });
      figures = placeHexFigures(scene, input.figures);
      groups = hexGroups(
        scene.board,
        input.figures.map((f) => f.hexes),
      );
      starts = Int32Array.from(input.starts, (i) => scene!.board.spaceCells[i]!);
    } catch (error) {
      // The encoders' refusals are the same code for both engines: nothing to compare.
      if (error instanceof RangeError) return Promise.resolve({ kind: "ok", tag: "refused" });
      throw error;
    }
    // Eye heights are absolute, like the bodies' (pitches above the table).
    const viewers = figureViewers(
      figures,
      input.figures.map((f) => f.eye),
    );
    const targets = Int32Array.from(input.figures, (_, i) => i);
    const explained = {
      eyes: hexGroups(
        scene.board,
        input.figures.slice(0, input.explained).map((f) => f.hexes),
      ),
      eyeHeight: viewers.eyeHeight.slice(0, input.explained),
      ignore: viewers.ignore.slice(0, input.explained),
    };
    return differential({
      loadHexScene: (engine) => engine.loadHexScene(scene),
      placeHexFigures: (engine) => engine.placeHexFigures(figures),
      hexDistancesFrom: (engine) => engine.hexDistancesFrom(starts),
      hexDistanceMatrix: (engine) => engine.hexDistanceMatrix(groups, groups),
      hexSightMatrix: (engine) => engine.hexSightMatrix(viewers, targets),
      hexSightExplain: (engine) => engine.hexSightExplain(explained, targets),
    });
  },
};
