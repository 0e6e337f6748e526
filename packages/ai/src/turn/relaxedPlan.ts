// The plan's value with sight ignored (docs/decisions/009-turn-search.md): once every attacker
// of a joint move is placed, the best any plan could destroy if each could attack every enemy
// the threat map lets it reach, with the same dice. The real plan's attacks are among these.

/** Per attacker, per enemy, its attack's wound chances, or undefined when out of reach. */
export type Reach = readonly (readonly (readonly number[] | undefined)[])[];

/** The enemies some attacker reaches, as indices, and their mixed-radix strides. */
let enemiesReached = new Int32Array(0);
let strides = new Int32Array(0);
let radices = new Int32Array(0);
/** The solved states' values and the call that solved them (a stamp: no clearing per call). */
let solved = new Float64Array(0);
let stamps = new Int32Array(0);
let stamp = 0;

/** The most states a relaxed plan solves: past it, `undefined` (no saving, sound). */
const MAX_STATES = 1 << 16;

/**
 * The most expected value any plan of the first `count` attackers could destroy, each attacking
 * at most once, in any order, any enemy it reaches that still stands: an expectimax over
 * (attackers acted, each reached enemy's life left). It bounds the real plan's value, whose
 * attacks from the same stands are a subset of these with the same dice (the rules'
 * `attackDice` depends on the pair and their levels only), whatever its targets and order.
 * Undefined when the state space is past {@link MAX_STATES}.
 *
 * @example const most = relaxedValue(reach, 4, values, lives);
 */
export function relaxedValue(
  reach: Reach,
  count: number,
  values: Float64Array,
  lives: Float64Array,
): number | undefined {
  const enemies = values.length;
  if (enemiesReached.length < enemies) {
    enemiesReached = new Int32Array(enemies);
    strides = new Int32Array(enemies);
    radices = new Int32Array(enemies);
  }
  let r = 0;
  let states = 1 << count;
  for (let e = 0; e < enemies; e++) {
    let any = false;
    for (let a = 0; a < count; a++) if (reach[a]![e]) any = true;
    if (!any) continue;
    const life = lives[e]!;
    if (!(life >= 1) || !Number.isInteger(life)) return undefined;
    strides[r] = states;
    radices[r] = life + 1;
    enemiesReached[r++] = e;
    states *= life + 1;
    if (states > MAX_STATES) return undefined;
  }
  if (solved.length < states) {
    solved = new Float64Array(states);
    stamps = new Int32Array(states);
  }
  stamp = stamp === 0x7fffffff ? 1 : stamp + 1;
  if (stamp === 1) stamps.fill(0);
  // The start: nobody acted, every reached enemy at its life left.
  let start = 0;
  for (let j = 0; j < r; j++) start += strides[j]! * lives[enemiesReached[j]!]!;
  return solve(start, reach, count, values, r);
}

function solve(
  state: number,
  reach: Reach,
  count: number,
  values: Float64Array,
  r: number,
): number {
  if (stamps[state] === stamp) return solved[state]!;
  const acted = state & ((1 << count) - 1);
  let best = 0;
  for (let a = 0; a < count; a++) {
    if (acted & (1 << a)) continue;
    for (let j = 0; j < r; j++) {
      const e = enemiesReached[j]!;
      const wounds = reach[a]![e];
      if (!wounds) continue;
      const stride = strides[j]!;
      const life = Math.floor(state / stride) % radices[j]!;
      if (life === 0) continue;
      let total = 0;
      for (let w = 0; w < wounds.length; w++) {
        const p = wounds[w]!;
        if (p === 0) continue;
        const left = Math.max(0, life - w);
        const next = state + (1 << a) - stride * (life - left);
        total += p * ((left === 0 ? values[e]! : 0) + solve(next, reach, count, values, r));
      }
      if (total > best) best = total;
    }
  }
  stamps[state] = stamp;
  solved[state] = best;
  return best;
}
