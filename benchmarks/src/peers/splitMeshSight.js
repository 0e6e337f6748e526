// Peer: three-mesh-bvh set up as an engine would be for a board whose figures move — one static
// scenery BVH (ground prisms and obstacles, built once) and one small body BVH (the figures'
// cylinders, rebuilt when figures move) — answering the sampled HeroScape sight rule. A segment
// is clear when raycastFirst finds no scenery before its end and no body on it but the
// attacker's and the target's; a hit on one of those two is stepped past and the small body
// BVH cast again, never the whole scene (the merged peer, meshSight.js, re-casts everything).
//
// Choices measured on Rotten Ice (all pairs, min of rounds, the merged peer's very answers):
// leaves of at most 2 triangles (`targetLeafSize: 2`) cast ≈ 1.3× faster than the default 10
// on this scene (the merged peer gains nothing from them); scenery first, then bodies, is ≈ 2×
// faster than the other order (the scenery stops most blocked rays at its first hit); for the
// body cast, stepping past skipped bodies with raycastFirst beat raycast's list of every hit
// (1.7× slower) and one shapecast that filters the two bodies (2.7× slower: its callbacks get a
// Box3 per node, where raycastFirst tests the packed bounds itself).
import { FrontSide, Ray, Vector3 } from "three";
import { MeshBVH, SAH } from "three-mesh-bvh";
import { sceneMesh } from "./sceneMesh.js";

/** How far past a skipped body's hit the next cast starts (pitches): far below any feature. */
const STEP_PAST = 1e-6;
/** SAH (slower build, faster queries) with small leaves: see above. */
const BVH_OPTIONS = { strategy: SAH, targetLeafSize: 2 };

export class SplitMeshSight {
  /**
   * @param {import("./sceneSolids.js").Solid[]} solids scenery (`figure` -1) and bodies
   */
  constructor(solids) {
    const started = performance.now();
    const scenery = sceneMesh(solids.filter((s) => s.figure < 0));
    this.scenery = new MeshBVH(scenery.geometry, BVH_OPTIONS);
    this.sceneryTriangles = scenery.triangles;
    this.sceneryBuildMs = performance.now() - started;
    this.placeBodies(solids.filter((s) => s.figure >= 0));
    /** Segments asked so far: each one scenery cast, then body casts while it is clear. */
    this.rays = 0;
    /** Body casts so far (one, plus one per skipped attacker or target body). */
    this.bodyCasts = 0;
    this.ray = new Ray(new Vector3(), new Vector3());
    /** The peer's answer to one segment (see sampledSight.js `SegmentClear`), bound once. */
    this.clear = this.clear.bind(this);
  }

  /**
   * Builds the body BVH from the figures' cylinders: what moving figures costs (`bodyBuildMs`).
   * @param {import("./sceneSolids.js").Solid[]} bodies
   */
  placeBodies(bodies) {
    const started = performance.now();
    const { geometry, vertexFigure, triangles } = sceneMesh(bodies);
    this.bodies = new MeshBVH(geometry, BVH_OPTIONS);
    this.vertexFigure = vertexFigure;
    this.bodyTriangles = triangles;
    this.bodyBuildMs = performance.now() - started;
  }

  /** FrontSide, as the merged peer casts: closed solids wound outward. */
  clear(ex, ey, ez, px, py, pz, ignore, target) {
    this.rays++;
    const ray = this.ray;
    ray.origin.set(ex, ez, ey);
    ray.direction.set(px - ex, pz - ez, py - ey);
    const far = ray.direction.length();
    ray.direction.multiplyScalar(1 / far);
    if (this.scenery.raycastFirst(ray, FrontSide, 0, far)) return false;
    let near = 0;
    for (;;) {
      this.bodyCasts++;
      const hit = this.bodies.raycastFirst(ray, FrontSide, near, far);
      if (!hit) return true;
      const figure = this.vertexFigure[hit.face.a];
      if (figure !== ignore && figure !== target) return false;
      near = hit.distance + STEP_PAST;
    }
  }
}
