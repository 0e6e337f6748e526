// The real HeroScape maps of ../shared/maps (beside the repository, never committed), each with
// 30 figures placed the same way every run, as the sight benchmarks use them.
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { importHsc, parseScenario } from "@sightline/rules";

export const mapsDir = new URL("../../../shared/maps/", import.meta.url);

/** Every real map with `count` figures on evenly spread spaces where a body fits. */
export function realMapsWithFigures(count = 30) {
  if (!existsSync(mapsDir)) {
    throw new Error(`no maps at ${mapsDir.pathname}: the benchmarks read ../shared/maps`);
  }
  return readdirSync(mapsDir)
    .filter((file) => file.endsWith(".hsc"))
    .sort()
    .map((file) => realMapWithFigures(file.replace(/\.hsc$/, ""), count))
    .filter(({ scenario }) => scenario.figures.length === count);
}

/**
 * One real map by name ("Rotten Ice") with `count` figures placed as above.
 *
 * @example const { scenario } = realMapWithFigures("Rotten Ice", 30);
 */
export function realMapWithFigures(name, count = 30) {
  const file = new URL(`${name}.hsc`, mapsDir);
  if (!existsSync(file)) {
    throw new Error(`no map ${file.pathname}: the benchmarks read ../shared/maps`);
  }
  const map = importHsc(new Uint8Array(readFileSync(file)));
  return { name, scenario: withFigures(map, count) };
}

/**
 * Places `count` figures of heights 2..9 on every k-th space with no obstacle, alternating
 * red and blue, and validates the result.
 *
 * @example withFigures(importHsc(bytes), 30)
 */
export function withFigures(map, count) {
  const obstacleHexes = new Set(
    (map.board.obstacles ?? []).flatMap((o) => o.hexes.map(([q, r]) => `${q},${r}`)),
  );
  const free = map.board.spaces.filter((s) => !obstacleHexes.has(`${s.q},${s.r}`));
  const stride = Math.max(1, Math.floor(free.length / count));
  const figures = [];
  for (let i = 0; i < free.length && figures.length < count; i += stride) {
    const space = free[i];
    figures.push({
      id: `f${figures.length}`,
      owner: figures.length % 2 === 0 ? "red" : "blue",
      hexes: [[space.q, space.r]],
      height: 2 + (figures.length % 8),
      range: 8,
      attack: 3,
      defense: 3,
      life: 4,
    });
  }
  return parseScenario({ ...map, figures });
}
