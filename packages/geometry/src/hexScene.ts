// The 3D hex scene encoder (docs/rules/heroscape.md#line-of-sight): every solid of the board — the
// ground of each space, obstacles — as flat per-cell lists the sight kernels walk, laid out
// once per board; figures, which move, are placed separately (docs/decisions/003-hex-sight.md).
import {
  type CellGroups,
  type Hex,
  type HexBoard,
  assertSpaceCells,
  encodeHexBoard,
  hexCell,
  hexGroups,
} from "./hexBoard.js";
import {
  CYLINDER,
  PRISM,
  SOLID_FROM,
  SOLID_RADIUS,
  SOLID_SHAPE,
  SOLID_STRIDE,
  SOLID_TO,
  SOLID_X,
  SOLID_Y,
} from "./reference/layout.js";

const SQRT3_2 = Math.sqrt(3) / 2;

/**
 * The widest cylinder a scene takes, in pitches: one is listed in every hex it reaches into
 * (about 3.6·(radius + 0.6)² hexes, 397 at this radius), and finding them costs the square
 * of its radius (docs/rules/limits.md).
 */
export const MAX_CYLINDER_RADIUS = 10;
/** A hex's circumradius: the farthest its footprint reaches from its centre. */
const HEX_CIRCUMRADIUS = 1 / Math.sqrt(3);

/** One solid of the scene: heights in pitches, `owner` names it in explanations. */
export interface HexSolid {
  readonly hex: Hex;
  readonly shape: "prism" | "cylinder";
  /** Cylinder radius in pitches (cylinders only). */
  readonly radius?: number;
  readonly from: number;
  readonly to: number;
  /** Any integer the caller maps back to what the solid is (a space, an obstacle). */
  readonly owner: number;
}

export interface HexSceneOptions {
  /**
   * ρ: the radius of figure bodies and the offset of the outer sight columns (pitches): 0.3
   * (docs/rules/heroscape.md), or 0.1 or 0.2; anything else is a `RangeError`.
   */
  readonly bodyRadius: number;
  /** VIS: the shortest visible stretch of a sight column that counts as seen (pitches). */
  readonly visibleLength: number;
}

/** A board's spaces and solids, laid out for the sight kernels. */
export interface HexScene extends HexSceneOptions {
  readonly board: HexBoard;
  /** Solids of cell `c` are records `solidStart[c] .. solidStart[c + 1]`. */
  readonly solidStart: Int32Array;
  /** `SOLID_STRIDE` f64 per record (src/reference/layout.ts): shape, x, y, radius, from, to. */
  readonly solids: Float64Array;
  /** Per record, the caller's `owner` of its solid. */
  readonly solidOwner: Int32Array;
  /**
   * Per cell, a summary the sight walk reads before any record: the highest top of its solids
   * when they are all prisms, +∞ when one is a cylinder, −∞ when it has none.
   */
  readonly prismTop: Float64Array;
}

/** Where figures stand: their bodies block sight, their hexes carry sight columns and eyes. */
export interface HexFigures {
  /** Per cell, the index of the figure standing there, or -1. */
  readonly figureAt: Int32Array;
  /** Per figure, the bottom and top of its body (pitches). */
  readonly base: Float64Array;
  readonly top: Float64Array;
  /** Per figure, its cells. */
  readonly hexes: CellGroups;
  /**
   * Per cell, what the sight walk reads first: the scene's {@link HexScene.prismTop}, or +∞
   * where a figure stands (a hex it may pass over without a look reads nothing else).
   */
  readonly cellTop: Float64Array;
}

/** Who looks: each viewer's eye cells and eye height, and the figure its sight ignores. */
export interface SightViewers {
  readonly eyes: CellGroups;
  /** Per viewer, the eye's height (pitches) above every one of its eye cells. */
  readonly eyeHeight: Float64Array;
  /** Per viewer, a figure whose body does not block (the viewer's own), or -1. */
  readonly ignore: Int32Array;
}

/** The centre of a hex on the ground plane (docs/rules/heroscape.md#coordinates-and-units). */
export function hexCentre(q: number, r: number): [x: number, y: number] {
  return [q + r / 2, r * SQRT3_2];
}

/**
 * Lays out a scene. Solids on hexes outside the spaces' padded grid are left out: no sight
 * line between figures on spaces reaches them. A cylinder wider than its hex is listed in
 * every hex it reaches into, so the walk over crossed hexes meets it wherever it is cut.
 *
 * @example encodeHexScene([[0, 0], [1, 0]], [{ hex: [0, 0], shape: "prism", from: 0, to: 0.23, owner: -1 }], { bodyRadius: 0.3, visibleLength: 0.0115 })
 */
export function encodeHexScene(
  spaces: readonly Hex[],
  solids: readonly HexSolid[],
  options: HexSceneOptions,
): HexScene {
  // The sight walk decides in whole tenths of a pitch, and needs the outer columns within 1/3
  // of their hex's centre (docs/decisions/003-hex-sight.md); the spec fixes ρ = 0.3.
  if (![0.1, 0.2, 0.3].includes(options.bodyRadius)) {
    throw new RangeError(`bodyRadius ${options.bodyRadius}: must be 0.1, 0.2 or 0.3 pitches`);
  }
  const board = encodeHexBoard(spaces);
  const cellCount = board.width * board.height;
  const placed: { cell: number; solid: HexSolid; cx: number; cy: number }[] = [];
  solids.forEach((solid, i) => {
    if (!(solid.from < solid.to) || !Number.isFinite(solid.from) || !Number.isFinite(solid.to)) {
      throw new RangeError(`solid ${i}: heights ${solid.from}..${solid.to} are not an interval`);
    }
    const [q, r] = solid.hex;
    const [cx, cy] = hexCentre(q, r);
    const reach = solid.shape === "cylinder" ? (solid.radius ?? NaN) : 0;
    if (solid.shape === "cylinder" && !(reach > 0 && reach <= MAX_CYLINDER_RADIUS)) {
      throw new RangeError(
        `solid ${i}: a cylinder needs a radius above 0 and at most ${MAX_CYLINDER_RADIUS} pitches, got ${reach}`,
      );
    }
    for (const [hq, hr] of hexesWithin(q, r, reach)) {
      const col = hq - board.qOrigin;
      const row = hr - board.rOrigin;
      if (col < 0 || row < 0 || col >= board.width || row >= board.height) continue;
      placed.push({ cell: row * board.width + col, solid, cx, cy });
    }
  });
  placed.sort((a, b) => a.cell - b.cell);
  const solidStart = new Int32Array(cellCount + 1);
  const records = new Float64Array(placed.length * SOLID_STRIDE);
  const solidOwner = new Int32Array(placed.length);
  placed.forEach(({ cell, solid, cx, cy }, k) => {
    solidStart[cell + 1]! += 1;
    const at = k * SOLID_STRIDE;
    records[at + SOLID_SHAPE] = solid.shape === "prism" ? PRISM : CYLINDER;
    records[at + SOLID_X] = cx;
    records[at + SOLID_Y] = cy;
    records[at + SOLID_RADIUS] = solid.radius ?? 0;
    records[at + SOLID_FROM] = solid.from;
    records[at + SOLID_TO] = solid.to;
    solidOwner[k] = solid.owner;
  });
  for (let c = 0; c < cellCount; c++) solidStart[c + 1]! += solidStart[c]!;
  const prismTop = new Float64Array(cellCount).fill(-Infinity);
  placed.forEach(({ cell, solid }) => {
    const top = solid.shape === "prism" ? solid.to : Infinity;
    prismTop[cell] = Math.max(prismTop[cell]!, top);
  });
  return { board, solidStart, solids: records, solidOwner, prismTop, ...options };
}

/**
 * How many hexes a cylinder of `radius` pitches is listed in (see {@link encodeHexScene}): the
 * same around every hex. Lets a caller count a scene's records before laying it out.
 *
 * @example cylinderHexCount(0.35) // 1
 */
export function cylinderHexCount(radius: number): number {
  return hexesWithin(0, 0, radius).length;
}

/** The hexes whose footprint a disc of radius `reach` around hex (q, r)'s centre touches. */
function hexesWithin(q: number, r: number, reach: number): Hex[] {
  if (reach <= 0.5) return [[q, r]];
  const rings = Math.ceil(reach + HEX_CIRCUMRADIUS);
  const [cx, cy] = hexCentre(q, r);
  const out: Hex[] = [];
  for (let dq = -rings; dq <= rings; dq++) {
    for (let dr = -rings; dr <= rings; dr++) {
      const [x, y] = hexCentre(q + dq, r + dr);
      if (Math.hypot(x - cx, y - cy) < reach + HEX_CIRCUMRADIUS) out.push([q + dq, r + dr]);
    }
  }
  return out;
}

/**
 * Places figures: bodies from `base` to `top` (pitches) on their hexes. Throws a `RangeError`
 * naming the figure for a hex that is not a space or a space taken twice.
 */
export function placeHexFigures(
  scene: HexScene,
  figures: readonly {
    readonly hexes: readonly Hex[];
    readonly base: number;
    readonly top: number;
  }[],
): HexFigures {
  const hexes = hexGroups(
    scene.board,
    figures.map((f) => f.hexes),
  );
  // Laid out again whenever a figure moves (a search does so per move): copies and plain
  // loops over the cells, nothing per cell but a store.
  const figureAt = new Int32Array(scene.board.unvisited.length).fill(-1);
  const cellTop = scene.prismTop.slice();
  const base = new Float64Array(figures.length);
  const top = new Float64Array(figures.length);
  for (let f = 0; f < figures.length; f++) {
    base[f] = figures[f]!.base;
    top[f] = figures[f]!.top;
    for (let k = hexes.offsets[f]!; k < hexes.offsets[f + 1]!; k++) {
      const cell = hexes.cells[k]!;
      if (figureAt[cell] !== -1) {
        throw new RangeError(`figure ${f}: its space is taken by figure ${figureAt[cell]}`);
      }
      figureAt[cell] = f;
      cellTop[cell] = Infinity;
    }
  }
  return { figureAt, cellTop, base, top, hexes };
}

/** One figure standing somewhere else: its index, its hexes there and its body's heights. */
export interface HexFigureMove {
  readonly figure: number;
  readonly hexes: readonly Hex[];
  readonly base: number;
  readonly top: number;
}

/**
 * Moves figures within a placement, in place: only their cells change, so a search that moves
 * one figure does not lay out every cell again. A figure taken off the board
 * ({@link takeOffHexFigures}) is put back where it is moved to. Each figure keeps its number of
 * hexes. Throws a `RangeError` naming the figure — and changes nothing — for a hex that is not a
 * space or is taken, or a different number of hexes.
 *
 * @example moveHexFigures(scene, figures, [{ figure: 0, hexes: [[2, 1]], base: 0.23, top: 1.15 }])
 */
export function moveHexFigures(
  scene: HexScene,
  figures: HexFigures,
  moves: readonly HexFigureMove[],
): void {
  const { offsets, cells } = figures.hexes;
  // The target cells, all checked before anything changes (scratch kept: a search moves figures
  // thousands of times a second, one or two at a time).
  let total = 0;
  for (let m = 0; m < moves.length; m++) {
    const { figure, hexes } = moves[m]!;
    const span = offsets[figure + 1]! - offsets[figure]!;
    if (hexes.length !== span) {
      throw new RangeError(`figure ${figure}: moves to ${hexes.length} hexes, stands on ${span}`);
    }
    total += span;
  }
  const scratch = scratchOf(figures, scene.board.unvisited.length, total);
  const { target } = scratch;
  scratch.stamp++;
  const stamp = scratch.stamp;
  for (let m = 0, t = 0; m < moves.length; m++) {
    const { figure, hexes } = moves[m]!;
    scratch.moving[figure] = stamp;
    for (let k = 0; k < hexes.length; k++, t++) {
      const hex = hexes[k]!;
      const cell = hexCell(scene.board, hex[0], hex[1]);
      if (cell < 0) {
        throw new RangeError(
          `figure ${figure}: hex (${hex[0]},${hex[1]}) is not a space of the board`,
        );
      }
      target[t] = cell;
    }
  }
  // A target cell held by a figure that stays, or wanted twice.
  for (let m = 0, t = 0; m < moves.length; m++) {
    const { figure, hexes } = moves[m]!;
    for (let k = 0; k < hexes.length; k++, t++) {
      const cell = target[t]!;
      const at = figures.figureAt[cell]!;
      if (at >= 0 && scratch.moving[at] !== stamp) {
        throw new RangeError(`figure ${figure}: its space is taken by figure ${at}`);
      }
      if (scratch.wanted[cell] === stamp) {
        throw new RangeError(`figure ${figure}: its space is wanted twice`);
      }
      scratch.wanted[cell] = stamp;
    }
  }
  // Off their cells first, all of them, so figures may trade places.
  for (let m = 0; m < moves.length; m++) liftFigure(scene, figures, moves[m]!.figure);
  for (let m = 0, t = 0; m < moves.length; m++) {
    const { figure, base, top } = moves[m]!;
    figures.base[figure] = base;
    figures.top[figure] = top;
    for (let k = offsets[figure]!; k < offsets[figure + 1]!; k++, t++) {
      const cell = target[t]!;
      cells[k] = cell;
      figures.figureAt[cell] = figure;
      figures.cellTop[cell] = Infinity;
    }
  }
}

/** A placement's scratch for {@link moveHexFigures}: target cells, and stamps by figure and cell. */
interface MoveScratch {
  target: Int32Array;
  moving: Int32Array;
  wanted: Int32Array;
  stamp: number;
}

const moveScratch = new WeakMap<HexFigures, MoveScratch>();

function scratchOf(figures: HexFigures, cellCount: number, targets: number): MoveScratch {
  let scratch = moveScratch.get(figures);
  if (
    !scratch ||
    scratch.wanted.length < cellCount ||
    scratch.moving.length < figures.base.length
  ) {
    scratch = {
      target: new Int32Array(Math.max(4, targets)),
      moving: new Int32Array(figures.base.length),
      wanted: new Int32Array(cellCount),
      stamp: 0,
    };
    moveScratch.set(figures, scratch);
  }
  if (scratch.target.length < targets) scratch.target = new Int32Array(2 * targets);
  // Stamps wrap long after any search: then every mark is cleared once.
  if (scratch.stamp >= 0x7ffffff0) {
    scratch.moving.fill(0);
    scratch.wanted.fill(0);
    scratch.stamp = 0;
  }
  return scratch;
}

/**
 * Takes figures off the board within a placement, in place (a search's destroyed enemies): their
 * cells hold nothing and their bodies block nothing, but each keeps its place, its cells and its
 * body, so {@link moveHexFigures} puts it back. Sight answers as it does on the placement laid
 * out afresh with those figures on no hexes, for every viewer and target on the board.
 *
 * @example takeOffHexFigures(scene, figures, [3]); engine.placeHexFigures(figures, [3])
 */
export function takeOffHexFigures(
  scene: HexScene,
  figures: HexFigures,
  off: readonly number[],
): void {
  const count = figures.base.length;
  for (let i = 0; i < off.length; i++) {
    const f = off[i]!;
    if (!(Number.isInteger(f) && f >= 0 && f < count)) {
      throw new RangeError(`off[${i}]: there is no figure ${f}`);
    }
  }
  for (let i = 0; i < off.length; i++) liftFigure(scene, figures, off[i]!);
}

/** Whether figure `f` of a placement stands on its cells (it has some, and was not taken off). */
export function isStanding(figures: HexFigures, f: number): boolean {
  const { offsets, cells } = figures.hexes;
  return offsets[f]! < offsets[f + 1]! && figures.figureAt[cells[offsets[f]!]!] === f;
}

/** Figure `f` off its cells; a cell another figure holds now is left alone. */
function liftFigure(scene: HexScene, figures: HexFigures, f: number): void {
  const { offsets, cells } = figures.hexes;
  for (let k = offsets[f]!; k < offsets[f + 1]!; k++) {
    const cell = cells[k]!;
    if (figures.figureAt[cell] !== f) continue;
    figures.figureAt[cell] = -1;
    figures.cellTop[cell] = scene.prismTop[cell]!;
  }
}

/**
 * The figures themselves as viewers: each looks from all its hexes at `eyeHeight[f]` and
 * its own body does not block its sight.
 */
export function figureViewers(figures: HexFigures, eyeHeight: readonly number[]): SightViewers {
  return {
    eyes: figures.hexes,
    eyeHeight: Float64Array.from(eyeHeight),
    ignore: Int32Array.from(eyeHeight, (_, f) => f),
  };
}

/** The heights `[from, to]` (pitches) of solid record `k` of a scene's `solids`. */
export function solidHeights(solids: Float64Array, k: number): [from: number, to: number] {
  return [solids[k * SOLID_STRIDE + SOLID_FROM]!, solids[k * SOLID_STRIDE + SOLID_TO]!];
}

/**
 * The most visible pieces one sight column may break into (see {@link sightPieceCapacity}): the
 * sight kernels keep two lists of that many pieces, 16 bytes each — 128 MiB at the limit. A body
 * h pitches tall needs h / VIS + 2 of them, so with HeroScape's VIS of 0.05 levels a figure may
 * stand about 200,000 levels tall. The front refuses a placement past it, for both engines.
 */
export const MAX_SIGHT_PIECES = 1 << 22;

/**
 * How many visible pieces one sight column can break into: pieces no shorter than VIS of the
 * tallest body, `height / VIS + 1`, and one spare (the kernels' scratch is sized by this).
 */
export function sightPieceCapacity(scene: HexScene, figures: HexFigures): number {
  let tallest = 0;
  figures.base.forEach((b, f) => (tallest = Math.max(tallest, figures.top[f]! - b)));
  return Math.ceil(tallest / scene.visibleLength) + 2;
}

/** The most cuts one explained ray can meet: every solid record and every body once. */
export function cutCapacity(scene: HexScene, figures: HexFigures): number {
  return scene.solidOwner.length + figures.base.length;
}

/**
 * Throws a `RangeError` naming the first bad entry of a sight batch: an eye that is not a
 * space, per-viewer arrays of the wrong length, a target or ignored figure that does not exist.
 */
export function assertSightBatch(
  scene: HexScene,
  figures: HexFigures,
  viewers: SightViewers,
  targets: Int32Array,
): void {
  const viewerCount = viewers.eyes.offsets.length - 1;
  assertSpaceCells(scene.board, viewers.eyes.cells, "eye");
  if (viewers.eyeHeight.length !== viewerCount || viewers.ignore.length !== viewerCount) {
    throw new RangeError(
      `${viewerCount} viewers need ${viewerCount} eye heights and ignored figures, got ${viewers.eyeHeight.length} and ${viewers.ignore.length}`,
    );
  }
  const figureCount = figures.base.length;
  // Plain loops, not forEach: a batch of many viewers pays this check on every call.
  for (let v = 0; v < viewerCount; v++) {
    const z = viewers.eyeHeight[v]!;
    if (!Number.isFinite(z)) throw new RangeError(`viewer ${v}: eye height ${z} is not a number`);
    const f = viewers.ignore[v]!;
    if (f < -1 || f >= figureCount) {
      throw new RangeError(`viewer ${v}: there is no figure ${f} to ignore`);
    }
  }
  for (let t = 0; t < targets.length; t++) {
    const f = targets[t]!;
    if (f < 0 || f >= figureCount) throw new RangeError(`target ${t}: there is no figure ${f}`);
  }
}
