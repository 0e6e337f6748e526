// Peer: three-mesh-bvh answering the sampled HeroScape sight rule on one merged mesh of the
// scene. raycastFirst has no object filter, so a hit on the attacker's or the target's body is
// stepped over by casting again from just past it; every raycastFirst call counts as a ray.
import { FrontSide, Ray, Vector3 } from "three";
import { MeshBVH, SAH } from "three-mesh-bvh";
import { sceneMesh } from "./sceneMesh.js";

/** How far past a skipped hit the next cast starts (pitches): far below any feature size. */
const STEP_PAST = 1e-6;

export class MeshSight {
  /**
   * @param {import("./sceneSolids.js").Solid[]} solids
   */
  constructor(solids) {
    const { geometry, vertexFigure, triangles } = sceneMesh(solids);
    // SAH: a slower build, faster queries; the scene is built once and queried ~10⁵ times.
    this.bvh = new MeshBVH(geometry, { strategy: SAH });
    this.vertexFigure = vertexFigure;
    this.triangles = triangles;
    /** raycastFirst calls so far. */
    this.rays = 0;
    this.ray = new Ray(new Vector3(), new Vector3());
    /** The peer's answer to one segment (see sampledSight.js `SegmentClear`), bound once. */
    this.clear = this.clear.bind(this);
  }

  /**
   * FrontSide, as a user of the library would cast: closed solids wound outward, so a ray is
   * stopped where it enters a solid, and the attacker's own body (the eye is inside it) is
   * never met on the way out.
   */
  clear(ex, ey, ez, px, py, pz, ignore, target) {
    const ray = this.ray;
    ray.origin.set(ex, ez, ey);
    ray.direction.set(px - ex, pz - ez, py - ey);
    const far = ray.direction.length();
    ray.direction.multiplyScalar(1 / far);
    let near = 0;
    for (;;) {
      this.rays++;
      const hit = this.bvh.raycastFirst(ray, FrontSide, near, far);
      if (!hit) return true;
      const figure = this.vertexFigure[hit.face.a];
      if (figure < 0 || (figure !== ignore && figure !== target)) return false;
      near = hit.distance + STEP_PAST;
    }
  }
}
