// The HeroScape sight scene as plain solids for the peer engines (rapier, three-mesh-bvh), read
// back from the very HexScene and HexFigures our kernel walks, so both sides see the same world:
// hex prisms (ground intervals, prism obstacles), cylinders (cylinder obstacles, figure bodies).
// Coordinates are ours (docs/rules/heroscape.md#coordinates-and-units): x = q + r/2,
// y = r·√3/2, z up.
import { hexCentre } from "@sightline/geometry";

/** Values per solid record of `HexScene.solids`: shape, cx, cy, radius, zlo, zhi. */
const SOLID_STRIDE = 6;
/** A hex's circumradius: a pitch-1 hex reaches its corners at 1/√3 from its centre. */
const HEX_CIRCUMRADIUS = 1 / Math.sqrt(3);

/**
 * One convex solid of the scene, in our coordinates.
 * @typedef {object} Solid
 * @property {"prism" | "cylinder"} shape
 * @property {number} x centre on the ground plane
 * @property {number} y
 * @property {number} radius cylinders only (0 for prisms)
 * @property {number} zlo bottom (pitches)
 * @property {number} zhi top (pitches)
 * @property {number} figure the figure whose body this is, or -1 for scenery
 */

/**
 * The corners of a hex's footprint around `(x, y)`, counter-clockwise from 30°: with neighbours
 * at 0°, 60°, … the hexes are pointy-topped, and their shared edges sit halfway between centres.
 * @returns {[number, number][]}
 */
export function hexCorners(x, y) {
  const corners = [];
  for (let k = 0; k < 6; k++) {
    const a = Math.PI / 6 + (k * Math.PI) / 3;
    corners.push([x + HEX_CIRCUMRADIUS * Math.cos(a), y + HEX_CIRCUMRADIUS * Math.sin(a)]);
  }
  return corners;
}

/** The axial coordinates of a cell of the scene's padded grid. */
export function cellHex(board, cell) {
  return [(cell % board.width) + board.qOrigin, Math.floor(cell / board.width) + board.rOrigin];
}

/**
 * Every solid of the scene once, then every figure body (one cylinder of radius ρ per hex).
 * The scene lists a cylinder wider than its hex in each hex it reaches into (so the kernel's
 * hex walk meets it); a peer must see it once, hence the dedup on its full record.
 * @param {import("@sightline/geometry").HexScene} scene
 * @param {import("@sightline/geometry").HexFigures} figures
 * @returns {Solid[]}
 */
export function sceneSolids(scene, figures) {
  const solids = [];
  const seen = new Set();
  for (let k = 0; k < scene.solidOwner.length; k++) {
    const at = k * SOLID_STRIDE;
    const record = Array.from(scene.solids.subarray(at, at + SOLID_STRIDE));
    const key = `${record.join(",")},${scene.solidOwner[k]}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const [shape, x, y, radius, zlo, zhi] = record;
    solids.push({
      shape: shape === 0 ? "prism" : "cylinder",
      x,
      y,
      radius,
      zlo,
      zhi,
      figure: -1,
    });
  }
  const { offsets, cells } = figures.hexes;
  for (let f = 0; f + 1 < offsets.length; f++) {
    for (let k = offsets[f]; k < offsets[f + 1]; k++) {
      const [q, r] = cellHex(scene.board, cells[k]);
      const [x, y] = hexCentre(q, r);
      solids.push({
        shape: "cylinder",
        x,
        y,
        radius: scene.bodyRadius,
        zlo: figures.base[f],
        zhi: figures.top[f],
        figure: f,
      });
    }
  }
  return solids;
}
