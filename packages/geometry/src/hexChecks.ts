// Preconditions of the hex loads, checked by the engine's front before the kernels touch memory.
// `encodeHexBoard`, `encodeHexScene` and `placeHexFigures` always pass them; a board built by
// hand whose size does not match its arrays would otherwise be read out of bounds by the first
// query ("memory access out of bounds" three calls later), or give the twin's answers on
// `undefined`s. The whole board is checked once per load; a placement, which a search repeats
// per move, is checked in time proportional to its figures only.
import { type HexBoard, MAX_HEX_CELLS, NO_SPACE, UNREACHED } from "./hexBoard.js";
import { assertGroupOffsets } from "./groupOffsets.js";
import { type HexFigures, type HexScene, MAX_SIGHT_PIECES } from "./hexScene.js";
import {
  SOLID_STRIDE,
  SPACE_RUN_CELL,
  SPACE_RUN_LENGTH,
  SPACE_RUN_STRIDE,
} from "./reference/layout.js";

/**
 * Throws a `RangeError` naming `path`'s first field that does not match the layout of
 * {@link HexBoard}: a size that is not whole or past {@link MAX_HEX_CELLS}, arrays shorter or
 * longer than the size says, a space on the border, space lists that disagree with the grid.
 */
export function assertHexBoard(board: HexBoard, path: string): void {
  const { width, height } = board;
  // The kernels step to the six neighbours of a space without a bounds check: the border of
  // non-spaces is what keeps them on the grid, so a board is at least 3 × 3.
  for (const [name, size] of [
    ["width", width],
    ["height", height],
  ] as const) {
    if (!(Number.isSafeInteger(size) && size >= 3)) {
      throw new RangeError(
        `${path}.${name}: ${size} is not a whole number of cells of at least 3 (a border of non-spaces on each side)`,
      );
    }
  }
  if (width * height > MAX_HEX_CELLS) {
    throw new RangeError(
      `${path}.width × ${path}.height: ${width} × ${height} cells is more than MAX_HEX_CELLS (${MAX_HEX_CELLS})`,
    );
  }
  for (const name of ["qOrigin", "rOrigin"] as const) {
    if (!Number.isSafeInteger(board[name])) {
      throw new RangeError(`${path}.${name}: ${board[name]} is not a whole number`);
    }
  }
  const cells = width * height;
  if (board.unvisited.length !== cells) {
    throw new RangeError(
      `${path}.unvisited: ${width} × ${height} cells need ${cells} entries, got ${board.unvisited.length}`,
    );
  }
  const spaces = countSpaces(board, path);
  assertSpaceList(board, spaces, path);
  assertSpaceRuns(board, path);
}

/** How many cells are spaces; throws for a mark that is neither, or a space on the border. */
function countSpaces(board: HexBoard, path: string): number {
  const { width, height, unvisited } = board;
  let spaces = 0;
  // A plain loop with nothing allocated: a board at MAX_HEX_CELLS has 4.2 million cells.
  for (let cell = 0; cell < unvisited.length; cell++) {
    const mark = unvisited[cell];
    if (mark === UNREACHED) spaces++;
    else if (mark !== NO_SPACE) {
      throw new RangeError(
        `${path}.unvisited[${cell}]: ${mark} is neither a space (${UNREACHED}) nor no space (${NO_SPACE})`,
      );
    }
  }
  const border = (cell: number) => {
    if (unvisited[cell] === UNREACHED) {
      throw new RangeError(
        `${path}.unvisited[${cell}]: a space on the border of the grid (column ${cell % width}, row ${Math.floor(cell / width)}); the border holds no spaces`,
      );
    }
  };
  for (let col = 0; col < width; col++) {
    border(col);
    border((height - 1) * width + col);
  }
  for (let row = 1; row < height - 1; row++) {
    border(row * width);
    border(row * width + width - 1);
  }
  return spaces;
}

/** `spaceCells` lists every space of the grid once: a range search sizes its queue by it. */
function assertSpaceList(board: HexBoard, spaces: number, path: string): void {
  const { spaceCells, unvisited } = board;
  if (spaceCells.length !== spaces) {
    throw new RangeError(
      `${path}.spaceCells: the grid has ${spaces} spaces, the list ${spaceCells.length}`,
    );
  }
  const listed = new Uint8Array(unvisited.length);
  for (let i = 0; i < spaceCells.length; i++) {
    const cell = spaceCells[i]!;
    if (!(cell >= 0 && cell < unvisited.length) || unvisited[cell] !== UNREACHED) {
      throw new RangeError(`${path}.spaceCells[${i}]: cell ${cell} is not a space of the grid`);
    }
    if (listed[cell])
      throw new RangeError(`${path}.spaceCells[${i}]: cell ${cell} is listed twice`);
    listed[cell] = 1;
  }
}

/** `spaceRuns` are `spaceCells` run by run: a range search copies its answer out by them. */
function assertSpaceRuns(board: HexBoard, path: string): void {
  const { spaceCells, spaceRuns } = board;
  if (spaceRuns.length % SPACE_RUN_STRIDE !== 0) {
    throw new RangeError(
      `${path}.spaceRuns: ${spaceRuns.length} entries is not a whole number of runs of ${SPACE_RUN_STRIDE}`,
    );
  }
  let space = 0;
  for (let at = 0; at < spaceRuns.length; at += SPACE_RUN_STRIDE) {
    const first = spaceRuns[at + SPACE_RUN_CELL]!;
    const length = spaceRuns[at + SPACE_RUN_LENGTH]!;
    for (let k = 0; k < length; k++, space++) {
      if (space >= spaceCells.length || spaceCells[space] !== first + k) {
        throw new RangeError(
          `${path}.spaceRuns[${at / SPACE_RUN_STRIDE}]: does not follow ${path}.spaceCells at space ${space}`,
        );
      }
    }
    if (length < 1) {
      throw new RangeError(`${path}.spaceRuns[${at / SPACE_RUN_STRIDE}]: a run of ${length} cells`);
    }
  }
  if (space !== spaceCells.length) {
    throw new RangeError(
      `${path}.spaceRuns: covers ${space} spaces of the ${spaceCells.length} in ${path}.spaceCells`,
    );
  }
}

/**
 * Throws a `RangeError` naming `path`'s first field that does not match the layout of
 * {@link HexScene}: its board (see {@link assertHexBoard}), the solid lists by cell, the per-cell
 * summaries, ρ and VIS.
 */
export function assertHexScene(scene: HexScene, path: string): void {
  assertHexBoard(scene.board, `${path}.board`);
  if (![0.1, 0.2, 0.3].includes(scene.bodyRadius)) {
    throw new RangeError(`${path}.bodyRadius: ${scene.bodyRadius} must be 0.1, 0.2 or 0.3 pitches`);
  }
  if (!(Number.isFinite(scene.visibleLength) && scene.visibleLength > 0)) {
    throw new RangeError(`${path}.visibleLength: ${scene.visibleLength} is not a positive length`);
  }
  const cells = scene.board.unvisited.length;
  const records = scene.solids.length / SOLID_STRIDE;
  if (!Number.isInteger(records)) {
    throw new RangeError(
      `${path}.solids: ${scene.solids.length} numbers is not a whole number of records of ${SOLID_STRIDE}`,
    );
  }
  if (scene.solidOwner.length !== records) {
    throw new RangeError(
      `${path}.solidOwner: ${records} solid records need ${records} owners, got ${scene.solidOwner.length}`,
    );
  }
  if (scene.prismTop.length !== cells) {
    throw new RangeError(
      `${path}.prismTop: ${cells} cells need ${cells} entries, got ${scene.prismTop.length}`,
    );
  }
  assertGroupOffsets(scene.solidStart, cells, records, `${path}.solidStart`);
}

/**
 * Throws a `RangeError` naming `path`'s first field that does not fit `scene`: per-cell arrays
 * of another board's size, per-figure arrays of different lengths, a hex that is not a space,
 * a body whose heights are not an interval or too tall for {@link MAX_SIGHT_PIECES}. With
 * `only`, the cells and bodies of those figures alone (a placement checked before and changed
 * in place for them).
 */
export function assertHexFigures(
  scene: HexScene,
  figures: HexFigures,
  path: string,
  only?: Int32Array,
): void {
  const cells = scene.board.unvisited.length;
  for (const name of ["figureAt", "cellTop"] as const) {
    if (figures[name].length !== cells) {
      throw new RangeError(
        `${path}.${name}: the scene's ${cells} cells need ${cells} entries, got ${figures[name].length}`,
      );
    }
  }
  const count = figures.base.length;
  if (figures.top.length !== count) {
    throw new RangeError(
      `${path}.top: ${count} figures need ${count} tops, got ${figures.top.length}`,
    );
  }
  const { offsets, cells: hexes } = figures.hexes;
  if (!only) assertGroupOffsets(offsets, count, hexes.length, `${path}.hexes.offsets`);
  const checked = only ?? Int32Array.from({ length: count }, (_, f) => f);
  for (let i = 0; i < checked.length; i++) {
    const f = checked[i]!;
    for (let k = offsets[f]!; k < offsets[f + 1]!; k++) {
      const cell = hexes[k]!;
      if (!(cell >= 0 && cell < cells) || scene.board.unvisited[cell] !== UNREACHED) {
        throw new RangeError(`${path}.hexes.cells[${k}]: cell ${cell} is not a space of the board`);
      }
    }
  }
  for (let i = 0; i < checked.length; i++) {
    const f = checked[i]!;
    const [base, top] = [figures.base[f]!, figures.top[f]!];
    if (!(Number.isFinite(base) && Number.isFinite(top) && base <= top)) {
      throw new RangeError(`${path}: figure ${f}'s body ${base}..${top} is not an interval`);
    }
    const pieces = Math.ceil((top - base) / scene.visibleLength) + 2;
    if (pieces > MAX_SIGHT_PIECES) {
      throw new RangeError(
        `${path}: figure ${f}'s body is ${top - base} pitches tall, ${pieces} sight pieces of VIS ${scene.visibleLength}; at most MAX_SIGHT_PIECES (${MAX_SIGHT_PIECES})`,
      );
    }
  }
}
