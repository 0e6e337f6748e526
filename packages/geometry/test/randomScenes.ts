// Random HeroScape-like scenes for the differential sight tests: hills and holes, bridges,
// prism obstacles (ruins, walls), cylinders of every width (trees), single and double-space
// figures. Heights in pitches, as the kernels take them.
import fc from "fast-check";
import {
  type GeometryEngine,
  HEX_NEIGHBOURS,
  type Hex,
  type HexFigures,
  type HexScene,
  type HexSolid,
  encodeHexScene,
  figureViewers,
  placeHexFigures,
} from "../src/index.js";

export const LEVEL = 0.4 / Math.sqrt(3);

export interface RandomScene {
  readonly scene: HexScene;
  readonly figures: HexFigures;
  /** Per figure, its eye height (pitches). */
  readonly eyes: number[];
}

/**
 * Every figure's sight of every figure, asked of each engine on the same scene, and what a
 * differential test counts: the ordered pairs of two figures and how many of them see (a
 * figure always sees itself: the diagonal is not counted).
 */
export function allPairsSight(
  engines: readonly GeometryEngine[],
  { scene, figures, eyes }: RandomScene,
): { answers: Uint8Array[]; pairs: number; seen: number } {
  const viewers = figureViewers(figures, eyes);
  const targets = Int32Array.from(eyes, (_, i) => i);
  const answers = engines.map((engine) => {
    engine.loadHexScene(scene);
    engine.placeHexFigures(figures);
    return engine.hexSightMatrix(viewers, targets);
  });
  const n = eyes.length;
  const seen = answers[0]!.reduce((sum, v, k) => sum + (k % (n + 1) === 0 ? 0 : v), 0);
  return { answers, pairs: n * (n - 1), seen };
}

/** Scenes of up to 12 × 12 hexes with up to 14 figures. */
export function arbitraryScene(): fc.Arbitrary<RandomScene> {
  return fc
    .record({
      width: fc.integer({ min: 3, max: 12 }),
      height: fc.integer({ min: 3, max: 12 }),
      seed: fc.infiniteStream(fc.integer({ min: 0, max: 999 })),
      figureCount: fc.integer({ min: 2, max: 14 }),
      flat: fc.boolean(),
    })
    .map(({ width, height, seed, figureCount, flat }) => {
      const roll = () => seed.next().value as number; // 0..999
      const spaces: Hex[] = [];
      const level = new Map<string, number>();
      const solids: HexSolid[] = [];
      for (let r = 0; r < height; r++) {
        for (let x = 0; x < width; x++) {
          if (roll() < 80) continue; // a hole
          const q = x - (r >> 1);
          const top = flat ? 1 : 1 + Math.floor(roll() / 200) * (roll() < 300 ? 2 : 1);
          spaces.push([q, r]);
          level.set(`${q},${r}`, top);
          const owner = -spaces.length;
          if (roll() < 60) {
            // A bridge: solid only in its top level.
            solids.push({
              hex: [q, r],
              shape: "prism",
              from: (top - 1) * LEVEL,
              to: top * LEVEL,
              owner,
            });
          } else {
            solids.push({ hex: [q, r], shape: "prism", from: 0, to: top * LEVEL, owner });
          }
        }
      }
      if (spaces.length < 2) spaces.push([100, 100], [101, 100]);
      // Obstacles float above the ground of their hex, or stand where there is no space.
      const obstacleCount = Math.floor(roll() / 100);
      for (let i = 0; i < obstacleCount; i++) {
        const [q, r] = [
          Math.floor((roll() * width) / 1000) - 2,
          Math.floor((roll() * height) / 1000),
        ];
        const from = (level.get(`${q},${r}`) ?? 0) * LEVEL + (roll() < 500 ? 0 : 6 * LEVEL);
        const to = from + (1 + (roll() % 12)) * LEVEL;
        const cylinder = roll() < 500;
        solids.push({
          hex: [q, r],
          shape: cylinder ? "cylinder" : "prism",
          radius: cylinder ? 0.1 + (roll() / 1000) * 0.9 : undefined,
          from,
          to,
          owner: i,
        });
      }
      const scene = encodeHexScene(spaces, solids, {
        bodyRadius: 0.3,
        visibleLength: 0.05 * LEVEL,
      });
      // Figures on free spaces; some take a free neighbour of the same level too.
      const taken = new Set<string>();
      const figures: { hexes: Hex[]; base: number; top: number }[] = [];
      const eyes: number[] = [];
      for (let tries = 0; tries < 200 && figures.length < figureCount; tries++) {
        const [q, r] = spaces[(roll() * spaces.length) >> 10] ?? spaces[0]!;
        if (taken.has(`${q},${r}`) || !level.has(`${q},${r}`)) continue;
        const hexes: Hex[] = [[q, r]];
        if (roll() < 250) {
          const [dq, dr] = HEX_NEIGHBOURS[roll() % 6]!;
          const other: Hex = [q + dq, r + dr];
          const key = `${other[0]},${other[1]}`;
          if (!taken.has(key) && level.get(key) === level.get(`${q},${r}`)) hexes.push(other);
        }
        for (const [hq, hr] of hexes) taken.add(`${hq},${hr}`);
        const heightLevels = 1 + (roll() % 9);
        const base = level.get(`${q},${r}`)! * LEVEL;
        figures.push({ hexes, base, top: base + heightLevels * LEVEL });
        eyes.push(base + (heightLevels - 0.5) * LEVEL);
      }
      return { scene, figures: placeHexFigures(scene, figures), eyes };
    });
}
