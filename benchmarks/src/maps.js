// The HeroScape maps the benchmarks use, each with figures placed the same way every run: the
// project's own maps of examples/maps always, then the real maps when a folder of them is
// there (SIGHTLINE_MAPS, or ../shared/maps beside the repository; never committed). Which maps
// those are is @sightline/maps' list; a suite that names a real map absent here gets the
// bundled map that stands in for it, and says so in its notes.
import { readFileSync } from "node:fs";
import { MAPS_VARIABLE, mapNamed, mapsToUse, realMapsSkipped } from "@sightline/maps";
import { importHsc, parseScenario } from "@sightline/rules";

/**
 * Every map to use with `count` figures placed by {@link withFigures}: those with room for
 * them, bundled first.
 *
 * @example mapsWithFigures(30).map((m) => m.name) // ["Rolling Downs", …, "Rotten Ice", …]
 */
export function mapsWithFigures(count = 30) {
  return mapsToUse()
    .map((map) => placed(map, count))
    .filter(({ scenario }) => scenario.figures.length === count);
}

/**
 * One map by name ("Rotten Ice") with `count` figures placed as above; when it is a real map
 * that is absent, the bundled map that stands in for it, with `standsInFor` set.
 *
 * @example const { name, scenario } = mapWithFigures("Rotten Ice", 30);
 */
export function mapWithFigures(name, count = 30) {
  return placed(mapNamed(name), count);
}

/**
 * The note a suite adds when `map` stands in for an absent real map, or `undefined`.
 *
 * @example const note = standInNote(mapWithFigures("Rotten Ice")); if (note) ctx.note(note);
 */
export function standInNote(map) {
  if (!map.standsInFor) return undefined;
  return `${map.standsInFor} (a real map) is not here — ${MAPS_VARIABLE} or ../shared/maps beside the repository would hold it: the bundled ${map.name} (${map.scenario.board.spaces.length.toLocaleString("en")} spaces) stands in for it.`;
}

/**
 * Adds to `ctx`'s notes the one line saying what a suite skipped for want of real maps (none
 * when they are there).
 *
 * @param {import("./harness.js").Context} ctx
 * @param {string} what e.g. "hexSight: the real maps"
 */
export function noteSkippedRealMaps(ctx, what) {
  const skipped = realMapsSkipped(what);
  if (skipped) ctx.note(skipped);
}

function placed(map, count) {
  const scenario = importHsc(new Uint8Array(readFileSync(map.hsc)), { name: map.name });
  return {
    name: map.name,
    bundled: map.bundled,
    standsInFor: map.standsInFor,
    scenario: withFigures(scenario, count),
  };
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
