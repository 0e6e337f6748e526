// The HeroScape maps tests and benchmarks use: the project's own maps in examples/maps/, always,
// then the real VirtualScape maps when a folder of them is there — the folder SIGHTLINE_MAPS
// names, or else ../shared/maps beside the repository. Real maps are not ours to redistribute
// and are never committed; a clone with nothing beside it runs on its own maps alone.
// Types: mapList.d.ts. This module reads no map: it says where they are.
import { existsSync, readdirSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

/** The environment variable that names a folder of real `.hsc` maps. */
export const MAPS_VARIABLE = "SIGHTLINE_MAPS";

/** The repository's root: a relative `SIGHTLINE_MAPS` is taken from here. */
const repositoryRoot = fileURLToPath(new URL("../../", import.meta.url));

/** examples/maps/ of this repository: the project's own maps, `.hsc` and scenario JSON. */
export const bundledMapsDir = fileURLToPath(new URL("../../examples/maps/", import.meta.url));

/** ../shared/maps beside the repository, where the real maps are looked for by default. */
export const sharedMapsDir = resolve(repositoryRoot, "../shared/maps");

/** The project's own maps: name, and file name without `.hsc` / `.json`. */
const BUNDLED = [
  { name: "Rolling Downs", file: "rolling-downs" },
  { name: "Old Gate Ford", file: "old-gate-ford" },
  { name: "Bridgestack Gorge", file: "bridgestack-gorge" },
];

/**
 * For each real map a test or benchmark names, the bundled map that stands in for it when the
 * real one is absent: the nearest in size and kind.
 */
export const STAND_INS = {
  // 576 spaces of hills, trees, ruins, walls, water and a bridge: 630 of hills, trees,
  // ruins, a castle wall and a river.
  "Rotten Ice": "Old Gate Ford",
  // 669 spaces of open grass and water: 1,296 of open hills and a pond.
  "Castle vs elements": "Rolling Downs",
  // A plateau floating over the ground, stacked three high: bridges and overhangs.
  "Le plateau de Tylaan": "Bridgestack Gorge",
};

/** The project's own maps, in a fixed order. */
export function bundledMaps() {
  return BUNDLED.map(({ name, file }) => ({
    name,
    hsc: join(bundledMapsDir, `${file}.hsc`),
    scenario: join(bundledMapsDir, `${file}.json`),
    bundled: true,
  }));
}

/**
 * The folder of real maps: `SIGHTLINE_MAPS` when set (it must be a folder; a relative path is
 * taken from the repository's root, whichever package's tests ask), else ../shared/maps when it
 * exists, else `undefined`.
 */
export function realMapsDir(env = process.env) {
  const named = env[MAPS_VARIABLE];
  if (named) {
    const dir = resolve(repositoryRoot, named);
    if (!existsSync(dir) || !statSync(dir).isDirectory()) {
      throw new Error(`${MAPS_VARIABLE}=${named}: no such folder of .hsc maps`);
    }
    return dir;
  }
  return existsSync(sharedMapsDir) ? sharedMapsDir : undefined;
}

/** The real maps (every `.hsc` of {@link realMapsDir}, sorted), named after their files. */
export function realMaps(env = process.env) {
  const dir = realMapsDir(env);
  if (dir === undefined) return [];
  return readdirSync(dir)
    .filter((file) => file.endsWith(".hsc"))
    .sort()
    .map((file) => ({ name: file.slice(0, -".hsc".length), hsc: join(dir, file), bundled: false }));
}

/** Every map to use: the bundled ones, then the real ones when they are there. */
export function mapsToUse(env = process.env) {
  return [...bundledMaps(), ...realMaps(env)];
}

/**
 * A map by name: a real map when it is there, a bundled map, or else the bundled map that
 * stands in for the real one (`standsInFor` then names the real map). Throws for a name
 * neither list nor {@link STAND_INS} knows.
 */
export function mapNamed(name, env = process.env) {
  const found = mapsToUse(env).find((m) => m.name === name);
  if (found) return found;
  const standIn = STAND_INS[name];
  if (standIn === undefined) {
    throw new Error(`no map ${JSON.stringify(name)}: neither bundled, nor real, nor stood in for`);
  }
  return { ...bundledMaps().find((m) => m.name === standIn), standsInFor: name };
}

/**
 * One line saying what `what` (a test file's checks, a suite's runs) skipped for want of real
 * maps, or `undefined` when they are there.
 */
export function realMapsSkipped(what, env = process.env) {
  if (realMaps(env).length > 0) return undefined;
  const dir = realMapsDir(env);
  const why = dir
    ? `${dir} holds no .hsc map`
    : `${MAPS_VARIABLE} is unset and ${sharedMapsDir} is absent`;
  return `${what} skipped: no real maps (${why}); the ${BUNDLED.length} bundled maps of examples/maps ran`;
}
