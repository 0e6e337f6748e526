// Rays for the floor that take exactly as many steps as the rays of another walk: the DDA's
// ns per step is then measured over the same distribution of ray lengths (short rays pay their
// setup over fewer steps), on an open bit grid where every ray walks its whole length.
import { ddaSteps } from "./ddaTwin.js";

/** A deterministic stream of numbers in [0, 1). */
function random(seed) {
  let state = seed;
  return () => (state = (Math.imul(state, 1103515245) + 12345) >>> 0) / 2 ** 32;
}

/**
 * One ray `x0, y0, x1, y1` per entry of `steps`, each taking exactly that many floor steps on an
 * open `side × side` grid, in a random direction from a random start that keeps it on the grid.
 *
 * @example matchedRays([3, 0, 17], 128) // Int32Array of 12: three rays of 3, 0 and 17 steps
 * @param {ArrayLike<number>} steps
 * @param {number} side
 */
export function matchedRays(steps, side, seed = 4242) {
  const next = random(seed);
  const rays = new Int32Array(4 * steps.length);
  for (let i = 0; i < steps.length; i++) {
    const s = steps[i];
    if (s >= side) throw new RangeError(`a ray of ${s} steps does not fit a ${side} grid`);
    const [ax, ay] = legsTaking(s, Math.round(s * next()));
    const dx = next() < 0.5 ? -ax : ax;
    const dy = next() < 0.5 ? -ay : ay;
    const x0 = Math.max(0, -dx) + Math.floor(next() * (side - Math.abs(dx)));
    const y0 = Math.max(0, -dy) + Math.floor(next() * (side - Math.abs(dy)));
    rays.set([x0, y0, x0 + dx, y0 + dy], 4 * i);
  }
  return rays;
}

/**
 * Legs (|dx|, |dy|) of a ray taking exactly `s` floor steps, |dx| as near `want` as can be:
 * |dx| + |dy| = s steps s times unless the ray passes corners exactly (a diagonal step each),
 * so the nearest legs are tried first and the first exact one taken.
 */
function legsTaking(s, want) {
  for (let off = 0; off <= s; off++) {
    for (const ax of off === 0 ? [want] : [want - off, want + off]) {
      if (ax < 0 || ax > s) continue;
      for (let ay = s - ax; ay <= s; ay++) {
        const taken = ddaSteps(ax, ay);
        if (taken === s) return [ax, ay];
        if (taken > s) break;
      }
    }
  }
  throw new Error(`no ray takes ${s} floor steps`);
}
