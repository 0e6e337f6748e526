// Seeded dice for the `roll` query of every game (docs/rules/scenario.md#queries: "one seeded roll
// … The same seed gives the same roll on every platform"). A die is a list of equally likely
// faces, so one roller serves HeroScape's combat die, Arcadia Quest's overridable face lists
// (docs/rules/arcadia-quest.md#dice) and Arcane Legions' d6 (docs/rules/arcane-legions.md#lineup).
import { uniformInt } from "pure-rand/distribution/uniformInt";
import { xoroshiro128plus } from "pure-rand/generator/xoroshiro128plus";
import { type DiceSeed, fmix32, seedToInt32 } from "./seed.js";

/**
 * Outputs discarded after seeding. xoroshiro128+ seeded from 32 bits starts with 96 fixed state
 * bits; its early outputs are visibly correlated across seeds until the state has mixed.
 */
const WARM_UP_OUTPUTS = 16;

/** A stream of die rolls from one seed. Each call advances the stream. */
export interface DiceRoller {
  /**
   * Rolls one die whose faces are `faces`, each equally likely (a face listed twice is twice
   * as likely). Draws one index with `uniformInt(rng, 0, faces.length − 1)`.
   *
   * @throws RangeError when `faces` is empty.
   */
  roll<T>(faces: readonly T[]): T;
  /**
   * Rolls `count` such dice one after another (the same as `count` calls of `roll`).
   *
   * @throws RangeError when `count` is not a non-negative safe integer or `faces` is empty.
   */
  rollMany<T>(count: number, faces: readonly T[]): T[];
}

/**
 * A dice roller whose rolls depend only on `seed`. The algorithm is part of the contract (a
 * seed must give the same roll forever, on every platform), and is exactly:
 *
 * 1. `s = seedToInt32(seed)`: strings by 32-bit FNV-1a over UTF-16 code units; safe integers
 *    folded to 32 bits (see {@link seedToInt32});
 * 2. `rng = xoroshiro128plus(fmix32(s))` from pure-rand 8 (MurmurHash3's finalizer first, so
 *    nearby seeds give unrelated streams);
 * 3. discard the first 16 outputs of `rng` (`rng.next()` 16 times);
 * 4. each die: `faces[uniformInt(rng, 0, faces.length − 1)]` with pure-rand 8's `uniformInt`
 *    (rejection sampling on 32-bit outputs, so no modulo bias), dice in the order asked.
 *
 * @throws RangeError naming the seed when it is a number but not a safe integer.
 */
export function createDiceRoller(seed: DiceSeed): DiceRoller {
  const rng = xoroshiro128plus(fmix32(seedToInt32(seed)));
  for (let i = 0; i < WARM_UP_OUTPUTS; i++) rng.next();

  const roll = <T>(faces: readonly T[]): T => {
    if (faces.length === 0) throw new RangeError("cannot roll a die with no faces");
    return faces[uniformInt(rng, 0, faces.length - 1)]!;
  };
  const rollMany = <T>(count: number, faces: readonly T[]): T[] => {
    if (!Number.isSafeInteger(count) || count < 0) {
      throw new RangeError(`dice count ${String(count)} is not a non-negative integer`);
    }
    return Array.from({ length: count }, () => roll(faces));
  };
  return { roll, rollMany };
}
