// Numbers given as flags (`--attack 3`, `--depth 2`, `--time-ms 1500`). `Number()` would read
// "" as 0, "0x10" as 16 and "1e1" as 10; a dice count is written in plain decimal digits, so
// anything else is refused with the flag named rather than silently read as another number.
import { InputError } from "./readJson.js";

const DIGITS = /^[0-9]+$/;
const DECIMAL = /^[0-9]+(\.[0-9]+)?$/;

/**
 * A whole number of at least `min`, written in decimal digits only (no sign, space, exponent or
 * hex); `undefined` when the flag is absent. `what` says what the number counts, for the error.
 *
 * @example wholeNumberFlag("3", "--attack", 0, "dice") // 3
 */
export function wholeNumberFlag(
  value: string | undefined,
  flag: string,
  min: number,
  what = "",
): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!DIGITS.test(value) || !Number.isSafeInteger(n) || n < min) {
    const needs =
      what === "" ? `a whole number of ${min} or more` : `a number of ${what} (${min} or more)`;
    throw new InputError(`${flag} needs ${needs} in decimal digits, got ${JSON.stringify(value)}`);
  }
  return n;
}

/**
 * A number above 0 written as decimal digits with an optional fraction (`1500`, `2.5`);
 * `undefined` when the flag is absent.
 *
 * @example positiveNumberFlag("2.5", "--time-ms") // 2.5
 */
export function positiveNumberFlag(value: string | undefined, flag: string): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!DECIMAL.test(value) || !Number.isFinite(n) || n <= 0) {
    throw new InputError(
      `${flag} needs a number above 0 in decimal digits, got ${JSON.stringify(value)}`,
    );
  }
  return n;
}
