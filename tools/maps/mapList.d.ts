// Types of mapList.js: which HeroScape maps tests and benchmarks use.

/** A map to use: where its `.hsc` file is, and for a bundled map its scenario JSON. */
export interface MapFile {
  /** The map's name: a bundled map's own, a real map's file name without `.hsc`. */
  readonly name: string;
  /** Absolute path of the `.hsc` file. */
  readonly hsc: string;
  /** Absolute path of the committed scenario JSON (bundled maps only). */
  readonly scenario?: string;
  /** True for the project's own maps in examples/maps. */
  readonly bundled: boolean;
  /** Set when this bundled map stands in for a real map that is absent. */
  readonly standsInFor?: string;
}

type Env = Readonly<Record<string, string | undefined>>;

/** The environment variable that names a folder of real `.hsc` maps: `SIGHTLINE_MAPS`. */
export const MAPS_VARIABLE: "SIGHTLINE_MAPS";
/** examples/maps/ of this repository. */
export const bundledMapsDir: string;
/** ../shared/maps beside the repository. */
export const sharedMapsDir: string;
/** Real map name → the bundled map that stands in for it when it is absent. */
export const STAND_INS: Readonly<Record<string, string>>;

/** The project's own maps, in a fixed order. */
export function bundledMaps(): MapFile[];
/**
 * `SIGHTLINE_MAPS` (must be a folder; relative to the repository's root), else ../shared/maps
 * when it exists, else undefined.
 */
export function realMapsDir(env?: Env): string | undefined;
/** Every `.hsc` of {@link realMapsDir}, sorted, named after its file. */
export function realMaps(env?: Env): MapFile[];
/** The bundled maps, then the real ones when they are there. */
export function mapsToUse(env?: Env): MapFile[];
/** A map by name, or the bundled map that stands in for an absent real one. */
export function mapNamed(name: string, env?: Env): MapFile;
/** One line saying what `what` did not run for want of real maps, or undefined. */
export function realMapsSkipped(what: string, env?: Env): string | undefined;
