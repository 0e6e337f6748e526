// The steps our hex sight walk takes on a map: the all-pairs batch walked by the
// TypeScript twin (src/reference/hexSight.ts of the geometry package, the kernel's step-for-step
// oracle) with a visitor that counts every hex the walk hands on before passing it to the twin's
// own handHex. The twin is an internal of the geometry package, not in its exports: it is
// loaded from the package's dist beside its public index, and the suite checks its answers
// equal the wasm kernel's on every pair before any count is used.
const geometry = import.meta.resolve("@sightline/geometry");
/** The kernel's twin, and the host side that lays a scene out for it (its world and scratch). */
const modules = {
  "./reference/hexSight.js": ["aimRay", "columnSeen", "handHex"],
  "./twin/hexKernels.js": ["sightWorld", "sightPiecesFor"],
};

/** Loads the twin's walk, naming what is missing if the geometry package moved it. */
export async function loadHexWalkTwin() {
  const twin = {};
  for (const [path, names] of Object.entries(modules)) {
    const url = new URL(path, geometry);
    const module = await import(url.href);
    for (const name of names) {
      if (typeof module[name] !== "function") {
        throw new Error(`${url.pathname} has no ${name}: the hex walk's steps cannot be counted`);
      }
      twin[name] = module[name];
    }
  }
  return twin;
}

/**
 * Walks `hexSightMatrix(viewers, targets)` as the kernel does — eyes in order, then the target's
 * hexes, then sight columns centre first, stopping at the first column seen — and counts.
 * A step is a hex handed on after the eye's own (a ray along an edge hands both of its hexes:
 * two steps), up to and including the hex where the column is hidden.
 *
 * @returns {{ answers: Uint8Array, raySteps: number[], steps: number, decidedBySummary: number,
 *   withSolids: number, withBody: number, hidden: number }} `raySteps` per ray walked;
 *   `decidedBySummary` steps passed over by a one-number summary (the hex's, or on the viewer's
 *   and the target's own hexes that of its prisms), `withSolids` steps that read the hex's
 *   solid list, `withBody` steps into a hex where a figure stands (not the
 *   target's: it ends the walk), `hidden` rays that stop early.
 */
export function countHexWalk(twin, scene, figures, viewers, targets) {
  const w = twin.sightWorld(scene, figures);
  const pieces = twin.sightPiecesFor(scene, figures);
  const tally = {
    raySteps: [],
    steps: 0,
    decidedBySummary: 0,
    withSolids: 0,
    withBody: 0,
    hidden: 0,
  };
  let handed = 0;
  // What handHex does before any call (its summaries' tests), to tell its two paths apart.
  const bySummary = (world, ray, cell, na, aa, nb, ab, p) => {
    const ez = ray.ez;
    if ((ez - world.cellTop[cell]) * ab >= ray.reach * nb) return true;
    const f = world.figureAt[cell];
    if (f < 0 || (f !== ray.ignore && f !== ray.target)) return false;
    const top = world.prismTop[cell];
    if ((ez - top) * ab >= ray.reach * nb) return true;
    return ab === 10 * nb && top <= ez && ez + (top - ez) <= p.pieces[0];
  };
  const visit = (world, ray, cell, na, aa, nb, ab, p) => {
    handed++;
    if (handed > 1) {
      tally.steps++;
      if (bySummary(world, ray, cell, na, aa, nb, ab, p)) tally.decidedBySummary++;
      else if (world.solidStart[cell + 1] > world.solidStart[cell]) tally.withSolids++;
      if (world.figureAt[cell] >= 0) tally.withBody++;
    }
    return twin.handHex(world, ray, cell, na, aa, nb, ab, p);
  };
  const n = targets.length;
  const answers = new Uint8Array(viewers.eyeHeight.length * n);
  const { offsets, cells } = viewers.eyes;
  for (let v = 0; v < viewers.eyeHeight.length; v++) {
    for (let t = 0; t < n; t++) {
      // A figure looking at itself sees its own column with no walk at all: no steps.
      const target = targets[t];
      answers[v * n + t] = (() => {
        for (let e = offsets[v]; e < offsets[v + 1]; e++) {
          for (let h = w.figureCellStart[target]; h < w.figureCellStart[target + 1]; h++) {
            twin.aimRay(w, cells[e], w.figureCells[h]);
            for (let column = 0; column < 7; column++) {
              handed = 0;
              const seen = twin.columnSeen(
                w,
                viewers.eyeHeight[v],
                viewers.ignore[v],
                target,
                column,
                pieces,
                null,
                visit,
              );
              if (handed > 0) {
                tally.raySteps.push(handed - 1);
                if (!seen) tally.hidden++;
              }
              if (seen) return 1;
            }
          }
        }
        return 0;
      })();
    }
  }
  return { answers, ...tally };
}
