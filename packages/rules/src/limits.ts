// Every limit the engine has, by name (docs/rules/limits.md): what validation refuses before any
// work starts, so that no scenario or query that passes it can crash, hang or exhaust memory.
// Each number is a validation rule whose reason names it; the page says why each is what it is,
// where it is enforced and which test proves it.
import { MAX_CYLINDER_RADIUS, MAX_HEX_CELLS, MAX_SQUARE_SIDE } from "@sightline/geometry";

export { MAX_CYLINDER_RADIUS, MAX_HEX_CELLS, MAX_SQUARE_SIDE };

// ---- Every game ----

/** Figures in one scenario: every query is then at most linear in them, a matrix quadratic. */
export const MAX_FIGURES = 1_000;

/**
 * Figures one `matrix` query covers (its `of`, or every figure): the answer holds two entries
 * per ordered pair, 65,536 pairs at most.
 */
export const MAX_MATRIX_FIGURES = 256;

/**
 * Dice a figure, an attack card or a query brings to one roll, attack or defence, bonus dice
 * included (HeroScape's height advantage may add 2 more). Exact odds are bigint counts or
 * exploding sums over every die: 64 keeps one answer in milliseconds.
 */
export const MAX_DICE = 64;

/**
 * Problems one refused scenario lists. Validation stops once it has found this many (and says
 * how many it stopped at), so a file of a million bad entries is refused as fast as one of ten.
 */
export const MAX_PROBLEMS = 1_000;

// ---- HeroScape ----

/** Spaces on one board: 50 times the largest bundled map; the scene's records grow with them. */
export const MAX_HEX_SPACES = 65_536;

/** Solid intervals one space lists (`solid`): bridges and arches need a few. */
export const MAX_SOLID_INTERVALS = 16;

/** Hexes one obstacle lists. */
export const MAX_OBSTACLE_HEXES = 1_024;

/**
 * Solid records of the laid-out scene: one per interval of ground of each space, one per hex
 * each obstacle reaches into (a wide cylinder reaches into several). A record costs about 500
 * bytes while the scene is laid out and 100 after (the host's copy and the engine's): a million
 * of them took 500 MB more; at 262,144 the largest board stays under 600 MB.
 */
export const MAX_SCENE_SOLIDS = 262_144;

/**
 * The highest level anything reaches: a space's `level`, its `solid` ends, an obstacle's
 * `from`/`to` (and `−MAX_LEVEL` the lowest). With {@link MAX_LEVEL_HEIGHT}, every height in
 * pitches stays below 1.1e6, where a double still resolves 1e-9 (the engine's EPS).
 */
export const MAX_LEVEL = 10_000;

/**
 * The tallest figure, in levels. The sight kernels keep a scratch of `height / VIS + 2` visible
 * pieces (VIS = 0.05 levels): 20,002 pieces, 640 KiB, at this height; at 3.5 million levels
 * the scratch would pass the 2 GiB a WebAssembly address can reach.
 */
export const MAX_FIGURE_HEIGHT = 1_000;

/** The shortest `levelHeight`, in pitches: below it heights vanish under the ground's EPS. */
export const MIN_LEVEL_HEIGHT = 0.001;

/** The tallest `levelHeight`, in pitches (the default is 0.4/√3 ≈ 0.23). */
export const MAX_LEVEL_HEIGHT = 100;

// ---- Arcadia Quest ----

/** Attack cards one character holds: a `targets` answer has one entry per card and enemy. */
export const MAX_ATTACK_CARDS = 32;

/** Faces one custom die lists. */
export const MAX_DIE_FACES = 1_000;

/**
 * The largest share of a custom die's faces that may be crits. Each crit adds a die, so a
 * pool of `n` dice rolls `n / (1 − share)` dice on average and its exact odds list a count that
 * long before the leftover chance is below 1e-30: 64 dice against 64 at 9 crits in 10 take 50
 * ms and list about 800 damage values; at 99 in 100, 20 s and 8,500; all crits never end.
 */
export const MAX_CRIT_SHARE = 0.9;

/** The most movement points a character may have (docs/rules/arcadia-quest.md#scenario-fields: `move` 0–20). */
export const MAX_MOVE_POINTS = 20;

/**
 * The states (space, doors toggled) one Arcadia Quest move search may visit: each door on the
 * way doubles them (docs/rules/arcadia-quest.md#movement). Past it `moves` answers
 * `invalid-query` naming this limit.
 */
export const MAX_MOVE_STATES = 200_000;

// ---- Arcane Legions ----

/**
 * The farthest a unit's centre or a terrain point lies from the table's origin, in steps, on
 * either axis, and the largest table (the example table is 24 × 16). The geometric tests compare
 * cross products of coordinates with EPS = 1e-9: at 1,000 steps those products are below 4e6,
 * where a double still resolves 1e-9.
 */
export const MAX_TABLE_COORDINATE = 1_000;

/** The largest `facing`, either way, in degrees: ten turns. */
export const MAX_FACING = 3_600;

/** Points of all terrain pieces together: a polygon's simplicity check is quadratic in its points. */
export const MAX_TERRAIN_POINTS = 10_000;
