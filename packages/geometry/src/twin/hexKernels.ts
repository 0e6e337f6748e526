// The hex kernels' TypeScript twin behind the HexKernels interface (src/reference/hexRange.ts,
// src/reference/hexSight.ts): the arrays the wasm module reads from linear memory, read here
// as they are, and scratch sized once per board or placement.
import type { CellGroups, HexBoard } from "../hexBoard.js";
import {
  type HexFigures,
  type HexScene,
  type SightViewers,
  sightPieceCapacity,
} from "../hexScene.js";
import type { HexKernels } from "../kernels.js";
import * as hexRange from "../reference/hexRange.js";
import * as hexSight from "../reference/hexSight.js";
import { PIECE_STRIDE } from "../reference/layout.js";

/** What the reference sight kernel reads: the scene's grid and solids and the figures. */
export function sightWorld(scene: HexScene, figures: HexFigures): hexSight.SightWorld {
  return {
    qOrigin: scene.board.qOrigin,
    rOrigin: scene.board.rOrigin,
    width: scene.board.width,
    height: scene.board.height,
    solidStart: scene.solidStart,
    solids: scene.solids,
    prismTop: scene.prismTop,
    figureAt: figures.figureAt,
    cellTop: figures.cellTop,
    base: figures.base,
    top: figures.top,
    figureCellStart: figures.hexes.offsets,
    figureCells: figures.hexes.cells,
    bodyRadius: scene.bodyRadius,
    visibleLength: scene.visibleLength,
  };
}

/** Scratch for the visible pieces of one column, sized for the tallest body placed. */
export function sightPiecesFor(scene: HexScene, figures: HexFigures): hexSight.SightPieces {
  return new hexSight.SightPieces(sightPieceCapacity(scene, figures));
}

/** A placement's arrays copied: the twin's resident figures change only when it is told. */
function copyOfFigures(figures: HexFigures): HexFigures {
  return {
    figureAt: figures.figureAt.slice(),
    cellTop: figures.cellTop.slice(),
    base: figures.base.slice(),
    top: figures.top.slice(),
    hexes: { offsets: figures.hexes.offsets.slice(), cells: figures.hexes.cells.slice() },
  };
}

export class TwinHexKernels implements HexKernels {
  #board: HexBoard | undefined;
  #dist = new Int32Array(0);
  #queue = new Int32Array(0);
  #scene: HexScene | undefined;
  #sight: { world: hexSight.SightWorld; pieces: hexSight.SightPieces } | undefined;
  /** The placement laid out last (the twin keeps its own copy, as the wasm module does). */
  #figures: HexFigures | undefined;

  loadBoard(board: HexBoard): void {
    this.#board = board;
    this.#scene = undefined;
    this.#sight = undefined;
    this.#figures = undefined;
    this.#dist = new Int32Array(board.unvisited.length);
    // Six bins of a slot for every space (src/reference/hexRange.ts).
    this.#queue = new Int32Array(6 * board.spaceCells.length);
  }

  distancesFrom(starts: Int32Array, into: Int32Array): void {
    const board = this.#board!;
    hexRange.hexDistancesBySpace(
      board.unvisited,
      board.width,
      starts,
      this.#dist,
      this.#queue,
      board.spaceRuns,
      into,
    );
  }

  distanceMatrix(from: CellGroups, to: CellGroups, into: Int32Array): void {
    const board = this.#board!;
    hexRange.hexDistanceMatrix(
      board.unvisited,
      board.width,
      this.#dist,
      this.#queue,
      from.offsets,
      from.cells,
      to.offsets,
      to.cells,
      into,
    );
  }

  loadScene(scene: HexScene): void {
    this.loadBoard(scene.board);
    this.#scene = scene;
  }

  placeFigures(figures: HexFigures, changed?: Int32Array): void {
    const scene = this.#scene!;
    if (changed && this.#sight && figures === this.#figures) {
      const { world, pieces } = this.#sight;
      const capacity = pieces.pieces.length / PIECE_STRIDE;
      const fits = changed.every(
        (f) =>
          Math.ceil((figures.top[f]! - figures.base[f]!) / scene.visibleLength) + 2 <= capacity,
      );
      if (fits) {
        const { offsets, cells } = figures.hexes;
        // Every changed figure off first, so that figures may trade places.
        for (const f of changed) hexSight.liftHexFigure(world, f);
        for (const f of changed) {
          const own = cells.subarray(offsets[f], offsets[f + 1]);
          const present = own.length > 0 && figures.figureAt[own[0]!] === f;
          hexSight.standHexFigure(world, f, own, figures.base[f]!, figures.top[f]!, present);
        }
        return;
      }
    }
    this.#figures = figures;
    this.#sight = {
      world: sightWorld(scene, copyOfFigures(figures)),
      pieces: sightPiecesFor(scene, figures),
    };
  }

  sightMatrix(viewers: SightViewers, targets: Int32Array, into: Uint8Array): void {
    const { world, pieces } = this.#sight!;
    hexSight.hexSightMatrix(
      world,
      viewers.eyes.offsets,
      viewers.eyes.cells,
      viewers.eyeHeight,
      viewers.ignore,
      targets,
      into,
      pieces,
    );
  }

  sightExplain(
    eyeCells: Int32Array,
    eyeHeight: number,
    ignore: number,
    target: number,
    out: Float64Array,
    cuts: Float64Array,
  ): void {
    const { world, pieces } = this.#sight!;
    hexSight.hexSightExplain(world, eyeCells, eyeHeight, ignore, target, pieces, out, cuts);
  }
}
