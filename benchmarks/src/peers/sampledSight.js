// The HeroScape sight rule (docs/rules/heroscape.md#line-of-sight) as a ray caster can answer it:
// the same eyes and the same seven sight columns as our kernel, but each column sampled at K
// heights and one ray cast from the eye to each sample. A peer engine only says whether one segment
// is clear of every solid but the attacker's and the target's bodies.
import { hexCentre } from "@sightline/geometry";
import { cellHex } from "./sceneSolids.js";

/** Heights sampled per sight column: 7 columns × 10 = the "up to 70 rays" per eye. */
export const SAMPLES = 10;
/** Ties closer than this (pitches) are touches, as in the kernel (`EPS` of the spec). */
const EPS = 1e-9;
/** Axial offsets of the sight columns: centre, then 0°, 60°, …, 300° (the kernel's order). */
const COLUMN_Q = [0, 1, 0, -1, -1, 0, 1];
const COLUMN_R = [0, 0, 1, 1, 0, -1, -1];
/** Every sight column, in the kernel's order; a peer may sample fewer (a sweep of its cost). */
export const ALL_COLUMNS = [0, 1, 2, 3, 4, 5, 6];

/**
 * A peer's one question: is the segment from the eye `(ex, ey, ez)` to `(px, py, pz)` clear of
 * every solid except the bodies of figures `ignore` (the attacker, or -1) and `target`?
 * @callback SegmentClear
 * @param {number} ex
 * @param {number} ey
 * @param {number} ez
 * @param {number} px
 * @param {number} py
 * @param {number} pz
 * @param {number} ignore
 * @param {number} target
 * @returns {boolean}
 */

/**
 * Everything the sampled rule needs, laid out once per board and batch: each viewer's eyes,
 * each target's column feet and sample heights. Nothing is allocated per pair.
 * @typedef {object} SightPlan
 * @property {Float64Array[]} eyes per viewer, its eyes' ground points `x, y, x, y, …`
 * @property {Float64Array} eyeZ per viewer
 * @property {Int32Array} ignore per viewer, the figure its sight ignores (-1 for none)
 * @property {Int32Array} targets the target figures
 * @property {Float64Array[]} feet per target, its columns' ground points (7 per hex)
 * @property {Float64Array[]} heights per target, its sample heights, top first
 */

/**
 * Lays out the sampled rule for a batch of viewers and targets on a scene with figures.
 *
 * Samples are spread evenly over `[zb + VIS/2, zt − VIS/2]` rather than `[zb, zt]`: a visible
 * stretch of at least VIS touching either end of the column still contains a sample, and no
 * sample sits on the target's own ground face or body top, where a ray caster reports a touch.
 * Top first: over walls and heads the top of a column is the likeliest to be clear, and the
 * rule stops at the first clear ray, so this is the peers' fastest honest order.
 * @param {import("@sightline/geometry").HexScene} scene
 * @param {import("@sightline/geometry").HexFigures} figures
 * @param {import("@sightline/geometry").SightViewers} viewers
 * @param {Int32Array} targets
 * @param {number} [samples] heights per column
 * @param {readonly number[]} [columns] which sight columns (indices in the kernel's order)
 * @returns {SightPlan}
 */
export function sightPlan(
  scene,
  figures,
  viewers,
  targets,
  samples = SAMPLES,
  columns = ALL_COLUMNS,
) {
  const { board, bodyRadius, visibleLength } = scene;
  const groups = (g, i) => Array.from(g.cells.subarray(g.offsets[i], g.offsets[i + 1]));
  const eyes = Array.from(viewers.eyeHeight, (_, v) =>
    Float64Array.from(
      groups(viewers.eyes, v).flatMap((cell) => {
        const [q, r] = cellHex(board, cell);
        return hexCentre(q, r);
      }),
    ),
  );
  const feet = Array.from(targets, (f) =>
    Float64Array.from(
      groups(figures.hexes, f).flatMap((cell) => {
        const [q, r] = cellHex(board, cell);
        return columns.flatMap((c) =>
          hexCentre(q + bodyRadius * COLUMN_Q[c], r + bodyRadius * COLUMN_R[c]),
        );
      }),
    ),
  );
  const heights = Array.from(targets, (f) => {
    const zb = figures.base[f];
    const zt = figures.top[f];
    // The kernel sees nothing of a column shorter than VIS.
    if (zt - zb < visibleLength) return new Float64Array(0);
    const lo = zb + visibleLength / 2;
    const hi = zt - visibleLength / 2;
    return Float64Array.from({ length: samples }, (_, k) =>
      samples === 1 ? (lo + hi) / 2 : hi - ((hi - lo) * k) / (samples - 1),
    );
  });
  return { eyes, eyeZ: viewers.eyeHeight, ignore: viewers.ignore, targets, feet, heights };
}

/**
 * Whether viewer `v` sees target `t` (an index into `plan.targets`) by the sampled rule: some
 * eye and some column with one clear sample ray. One clear sample is taken as "this column
 * holds a visible stretch ≥ VIS": samples are ≥ 0.2 levels apart on a 2-level body, so asking
 * for two adjacent clear samples would demand a stretch four times VIS and miss real sightings
 * (a head just over a wall); a single sample can only be wrong on a sliver thinner than VIS.
 * @param {SightPlan} plan
 * @param {SegmentClear} clear
 */
export function sampledSeen(plan, v, t, clear) {
  const target = plan.targets[t];
  const ignore = plan.ignore[v];
  if (target === ignore) return false;
  const eyes = plan.eyes[v];
  const ez = plan.eyeZ[v];
  const feet = plan.feet[t];
  const heights = plan.heights[t];
  for (let e = 0; e < eyes.length; e += 2) {
    const ex = eyes[e];
    const ey = eyes[e + 1];
    for (let c = 0; c < feet.length; c += 2) {
      const px = feet[c];
      const py = feet[c + 1];
      // As in the kernel: an eye standing on the column sees nothing through it.
      if (Math.hypot(px - ex, py - ey) <= EPS) continue;
      for (let k = 0; k < heights.length; k++) {
        if (clear(ex, ey, ez, px, py, heights[k], ignore, target)) return true;
      }
    }
  }
  return false;
}

/**
 * The sampled rule for every viewer of `viewerList` (indices into the plan's viewers) and every
 * target: 1 at `out[v * targets + t]` when seen, like `hexSightMatrix`.
 * @param {SightPlan} plan
 * @param {SegmentClear} clear
 * @param {ArrayLike<number>} viewerList
 */
export function sampledSightMatrix(plan, clear, viewerList) {
  const targetCount = plan.targets.length;
  const out = new Uint8Array(plan.eyes.length * targetCount);
  for (let i = 0; i < viewerList.length; i++) {
    const v = viewerList[i];
    for (let t = 0; t < targetCount; t++) {
      out[v * targetCount + t] = sampledSeen(plan, v, t, clear) ? 1 : 0;
    }
  }
  return out;
}
