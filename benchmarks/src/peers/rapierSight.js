// Peer: rapier (@dimforge/rapier3d-compat 0.21) answering the sampled HeroScape sight rule with
// World.castRay. Scenery colliders stand alone; each figure's body colliders hang on a fixed
// rigid body of their own, so one ray can leave out the attacker (filterExcludeRigidBody) and
// the target (filterExcludeCollider) without a JS predicate (TOOLCHAIN.md: much faster).
import RAPIER from "@dimforge/rapier3d-compat";
import { hexCorners } from "./sceneSolids.js";
import { yUp } from "./sceneMesh.js";

let ready = null;

/** Loads rapier's wasm once (the compat build carries it inline). */
export function loadRapier() {
  ready ??= RAPIER.init();
  return ready;
}

export class RapierSight {
  /**
   * Call `await loadRapier()` first.
   * @param {import("./sceneSolids.js").Solid[]} solids
   * @param {number} figureCount
   */
  constructor(solids, figureCount) {
    this.world = new RAPIER.World({ x: 0, y: 0, z: 0 });
    /** Per figure, its rigid body (excluded when it looks). */
    this.bodies = [];
    /** Per figure, its body collider when it has one hex (excluded when it is looked at). */
    this.colliders = [];
    /** Per figure, its colliders' handles, for the predicate a double-space target needs. */
    this.handles = Array.from({ length: figureCount }, () => new Set());
    for (const solid of solids) {
      const desc = colliderDesc(solid);
      const f = solid.figure;
      if (f < 0) {
        this.world.createCollider(desc);
        continue;
      }
      this.bodies[f] ??= this.world.createRigidBody(RAPIER.RigidBodyDesc.fixed());
      const collider = this.world.createCollider(desc, this.bodies[f]);
      this.handles[f].add(collider.handle);
      this.colliders[f] = this.handles[f].size === 1 ? collider : undefined;
    }
    // Rapier 0.21 has no separate query pipeline: the broad phase that castRay walks is only
    // filled by a step. Without it every ray reports clear (TOOLCHAIN.md).
    this.world.step();
    this.colliderCount = this.world.colliders.len();
    /** castRay calls so far. */
    this.rays = 0;
    this.ray = new RAPIER.Ray({ x: 0, y: 0, z: 0 }, { x: 0, y: 0, z: 0 });
    this.clear = this.clear.bind(this);
  }

  /**
   * The segment is the ray `eye + t·(p − eye)` for t in [0, 1] (maxToi 1, direction not
   * normalised). `solid: true` so that an eye inside a solid is blocked at t = 0, as in the
   * spec, while the excluded attacker's body, which holds the eye, is not in the way.
   */
  clear(ex, ey, ez, px, py, pz, ignore, target) {
    this.rays++;
    const { origin, dir } = this.ray;
    origin.x = ex;
    origin.y = ez;
    origin.z = ey;
    dir.x = px - ex;
    dir.y = pz - ez;
    dir.z = py - ey;
    const collider = this.colliders[target];
    const predicate =
      collider === undefined ? (c) => !this.handles[target].has(c.handle) : undefined;
    const hit = this.world.castRay(
      this.ray,
      1,
      true,
      undefined,
      undefined,
      collider,
      ignore >= 0 ? this.bodies[ignore] : undefined,
      predicate,
    );
    return !hit;
  }

  free() {
    this.world.free();
  }
}

/** A hex prism as the convex hull of its 12 corners, a cylinder as rapier's exact cylinder. */
function colliderDesc(solid) {
  const mid = (solid.zlo + solid.zhi) / 2;
  const half = (solid.zhi - solid.zlo) / 2;
  let desc;
  if (solid.shape === "prism") {
    // Corners relative to the centre: float32 keeps more digits near the origin.
    const points = hexCorners(0, 0).flatMap(([x, y]) => [...yUp(x, y, -half), ...yUp(x, y, half)]);
    desc = RAPIER.ColliderDesc.convexHull(new Float32Array(points));
    if (!desc) throw new Error(`rapier: no convex hull for the prism at ${solid.x},${solid.y}`);
  } else {
    // Rapier's cylinder stands along its local y axis: up, in the y-up frame.
    desc = RAPIER.ColliderDesc.cylinder(half, solid.radius);
  }
  const [x, y, z] = yUp(solid.x, solid.y, mid);
  return desc.setTranslation(x, y, z);
}
