// A joint move's bound with each enemy counted once (docs/decisions/009-turn-search.md): however
// many attackers could reach an enemy, it is destroyed at most once.

/**
 * Slack left on a saving so that a bound summed in another order than the score it bounds is
 * never below it: far above rounding, far below any score the search compares.
 */
const SAVING_MARGIN = 1e-7;

/** Which enemies are counted whole (reused: the search allocates nothing per node). */
let whole = new Uint8Array(0);

/**
 * How much less than the sum of its attackers' best claims a set of attackers can destroy at
 * most: `claims[a][e]` is attacker `a`'s `value × E[min(wounds, life left)] / life left` on enemy
 * `e` (0 when out of reach), `values[e]` the most enemy `e` can give counted whole (its value,
 * or less: see {@link fallValues}); the first `count` rows are weighed.
 *
 * Sound for every plan, however it picks its targets: with `x[a][e]` = P(a attacks e), an enemy
 * falls with chance at most `Σ_a x[a][e] · claims[a][e] / value` (Markov on the wounds it
 * takes, each attack rolled after it is chosen), so for any set S of enemies counted whole the
 * value destroyed is at most `Σ_{e∈S} values[e] + Σ_a max_{e∉S} claims[a][e]` (as
 * `Σ_e x[a][e] ≤ 1`). S = ∅ is the plain sum; S is grown greedily, each enemy kept in it only if
 * it lowers the bound. The saving, against the plain sum of `plain`'s rows (the claims the
 * caller summed, `claims` or looser), is returned less a margin, never below 0.
 *
 * @example const reach = plainSum - savingOf(rows, rows.length, values);
 */
export function savingOf(
  claims: readonly Float64Array[],
  count: number,
  values: Float64Array,
  plainClaims: readonly Float64Array[] = claims,
): number {
  const enemies = values.length;
  if (whole.length < enemies) whole = new Uint8Array(enemies);
  whole.fill(0, 0, enemies);
  const plain = boundWith(plainClaims, count, values, 0);
  let best = plainClaims === claims ? plain : boundWith(claims, count, values, 0);
  let counted = 0;
  for (let e = 0; e < enemies; e++) {
    whole[e] = 1;
    const bound = boundWith(claims, count, values, counted + values[e]!);
    if (bound < best) {
      best = bound;
      counted += values[e]!;
    } else whole[e] = 0;
  }
  return Math.max(0, plain - best - SAVING_MARGIN);
}

/** `counted` plus each attacker's best claim on an enemy not counted whole. */
function boundWith(
  claims: readonly Float64Array[],
  count: number,
  values: Float64Array,
  counted: number,
): number {
  let total = counted;
  for (let a = 0; a < count; a++) {
    const row = claims[a]!;
    let most = 0;
    for (let e = 0; e < values.length; e++) if (!whole[e] && row[e]! > most) most = row[e]!;
    total += most;
  }
  return total;
}

/** The chance of each count of wounds, capped at the life left, of the attacks so far. */
let sums = new Float64Array(0);
let next = new Float64Array(0);

/**
 * Fills `out[e]` with the most enemy `e` can give when every attacker is placed: its value ×
 * P(the wounds of all the attackers that could reach it, each with its own dice, reach its life
 * left). A plan's attacks on it are some of those, chosen as it likes; wounds only add, so it
 * falls no more often than if all of them attacked it. `chances[a][e]` is attacker `a`'s wound
 * chances on `e` (undefined when out of reach).
 *
 * @example fallValues(chances, 4, values, lives, out); savingOf(claims, 4, out);
 */
export function fallValues(
  chances: readonly (readonly (readonly number[] | undefined)[])[],
  count: number,
  values: Float64Array,
  lives: Float64Array,
  out: Float64Array,
): void {
  for (let e = 0; e < values.length; e++) {
    const life = lives[e]!;
    if (!(life >= 1)) {
      out[e] = values[e]!;
      continue;
    }
    if (sums.length < life + 1)
      [sums, next] = [new Float64Array(life + 1), new Float64Array(life + 1)];
    sums.fill(0, 0, life + 1);
    sums[0] = 1;
    for (let a = 0; a < count; a++) {
      const wounds = chances[a]![e];
      if (!wounds) continue;
      next.fill(0, 0, life + 1);
      for (let have = 0; have <= life; have++) {
        const p = sums[have]!;
        if (p === 0) continue;
        for (let w = 0; w < wounds.length; w++) {
          const to = Math.min(life, have + w);
          next[to] = next[to]! + p * wounds[w]!;
        }
      }
      [sums, next] = [next, sums];
    }
    out[e] = values[e]! * Math.min(1, sums[life]!);
  }
}

/** The placed attackers' claims with solo reach taken into account: see {@link placedSaving}. */
const solo: Float64Array[] = [];
let falls = new Float64Array(0);

/**
 * {@link savingOf} once every attacker is placed, tighter in two ways. An enemy gives at most its
 * value × its chance of falling to all the attackers that could reach it ({@link fallValues}).
 * And an enemy only one attacker could reach takes no wound from any other, so it falls only
 * to that attack alone: that attacker's claim on it is its value × P(wounds ≥ life left), not
 * the Markov share (which counts a wound towards a kill some other attack might finish).
 *
 * @example const reach = plainSum - placedSaving(claims, chances, 4, values, lives);
 */
export function placedSaving(
  claims: readonly Float64Array[],
  chances: readonly (readonly (readonly number[] | undefined)[])[],
  count: number,
  values: Float64Array,
  lives: Float64Array,
): number {
  const enemies = values.length;
  if (falls.length < enemies) falls = new Float64Array(enemies);
  while (solo.length < count) solo.push(new Float64Array(0));
  fallValues(chances, count, values, lives, falls);
  for (let a = 0; a < count; a++) {
    if (solo[a]!.length < enemies) solo[a] = new Float64Array(enemies);
    solo[a]!.set(claims[a]!.subarray(0, enemies));
  }
  for (let e = 0; e < enemies; e++) {
    let only = -1;
    for (let a = 0; a < count; a++) {
      if (!chances[a]![e]) continue;
      only = only === -1 ? a : -2;
    }
    const life = lives[e]!;
    if (only < 0 || !(life >= 1)) continue;
    const wounds = chances[only]![e]!;
    let kill = 0;
    for (let w = life; w < wounds.length; w++) kill += wounds[w]!;
    solo[only]![e] = Math.min(claims[only]![e]!, values[e]! * kill);
  }
  return savingOf(solo, count, falls, claims);
}
