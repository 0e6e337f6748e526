// The sight scene as one triangle soup for three.js: every solid a closed convex prism (hexagon
// or polygonised disc) with outward-facing triangles, merged into one indexed BufferGeometry,
// plus the owner of each vertex so a hit triangle can be traced back to the figure it belongs to
// (three-mesh-bvh's raycastFirst cannot filter objects).
import { BufferAttribute, BufferGeometry } from "three";
import { hexCorners } from "./sceneSolids.js";

/**
 * Sides of a polygonised cylinder. Its corners lie on the true circle, so it is at most
 * ρ(1 − cos(π/24)) ≈ 0.0026 pitches thinner than the body; only tangent rays notice.
 */
export const CYLINDER_SEGMENTS = 24;

/**
 * Our coordinates (z up) to the peers' (y up): (x, y, z) → (x, z, y). A mirror, so handedness
 * flips; triangle winding is therefore fixed by geometry (outward normals), not by convention.
 */
export function yUp(x, y, z) {
  return [x, z, y];
}

/**
 * The ground polygon of a solid, counter-clockwise or not (winding is fixed later).
 * @param {import("./sceneSolids.js").Solid} solid
 * @returns {[number, number][]}
 */
export function solidFootprint(solid, segments = CYLINDER_SEGMENTS) {
  if (solid.shape === "prism") return hexCorners(solid.x, solid.y);
  return Array.from({ length: segments }, (_, k) => {
    const a = (2 * Math.PI * k) / segments;
    return [solid.x + solid.radius * Math.cos(a), solid.y + solid.radius * Math.sin(a)];
  });
}

/**
 * Merges the solids into one geometry. Vertices are not shared between solids, so a triangle's
 * first vertex names its solid even after MeshBVH reorders the index buffer.
 * @param {import("./sceneSolids.js").Solid[]} solids
 * @returns {{ geometry: BufferGeometry, vertexFigure: Int32Array, triangles: number }}
 */
export function sceneMesh(solids, segments = CYLINDER_SEGMENTS) {
  const positions = [];
  const indices = [];
  const owners = [];
  for (const solid of solids) {
    const ring = solidFootprint(solid, segments);
    const n = ring.length;
    const first = positions.length / 3;
    for (const z of [solid.zlo, solid.zhi]) {
      for (const [x, y] of ring) {
        const [px, py, pz] = yUp(x, y, z);
        positions.push(px, py, pz);
        owners.push(solid.figure);
      }
    }
    const centre = yUp(solid.x, solid.y, (solid.zlo + solid.zhi) / 2);
    const faces = [];
    for (let k = 1; k + 1 < n; k++) {
      faces.push([0, k, k + 1]); // bottom fan
      faces.push([n, n + k, n + k + 1]); // top fan
    }
    for (let k = 0; k < n; k++) {
      const j = (k + 1) % n;
      faces.push([k, j, n + j], [k, n + j, n + k]); // side quad
    }
    for (const [a, b, c] of faces) {
      const [i, j, k] = outward(positions, first, a, b, c, centre);
      indices.push(i, j, k);
    }
  }
  const geometry = new BufferGeometry();
  geometry.setAttribute("position", new BufferAttribute(new Float32Array(positions), 3));
  geometry.setIndex(new BufferAttribute(new Uint32Array(indices), 1));
  return { geometry, vertexFigure: Int32Array.from(owners), triangles: indices.length / 3 };
}

/**
 * The triangle's vertex indices wound so that its normal points away from the solid's centre:
 * three's front side is counter-clockwise seen from outside, and a convex solid's outside is
 * away from its centre. FrontSide culling then ignores the faces a ray meets on its way out.
 */
function outward(positions, first, a, b, c, centre) {
  const p = (i) => positions.slice(3 * (first + i), 3 * (first + i) + 3);
  const [pa, pb, pc] = [p(a), p(b), p(c)];
  const u = [pb[0] - pa[0], pb[1] - pa[1], pb[2] - pa[2]];
  const w = [pc[0] - pa[0], pc[1] - pa[1], pc[2] - pa[2]];
  const normal = [u[1] * w[2] - u[2] * w[1], u[2] * w[0] - u[0] * w[2], u[0] * w[1] - u[1] * w[0]];
  const away = [0, 1, 2].reduce((s, i) => s + normal[i] * (pa[i] - centre[i]), 0);
  return away > 0 ? [first + a, first + b, first + c] : [first + a, first + c, first + b];
}
