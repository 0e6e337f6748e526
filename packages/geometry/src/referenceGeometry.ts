import {
  type GeometryEngine,
  answerInto,
  groupCount,
  noBoardLoaded,
  noPlaneLoaded,
  noSceneLoaded,
  noSquareBoardLoaded,
} from "./engine.js";
import { type CellGroups, type HexBoard, assertSpaceCells } from "./hexBoard.js";
import { type HexFigures, type HexScene, type SightViewers, assertSightBatch } from "./hexScene.js";
import * as hexRange from "./reference/hexRange.js";
import * as hexSight from "./reference/hexSight.js";
import * as planeSight from "./reference/planeSight.js";
import {
  type PlanePairs,
  type PlaneScene,
  type PlaneSightAnswer,
  type PlaneUnits,
  assertPlanePairs,
  planeAnswerOffsets,
  planeWorld,
} from "./planeScene.js";
import * as squareFieldOfView from "./reference/squareFieldOfView.js";
import * as squareSight from "./reference/squareSight.js";
import type { SquareBoard } from "./squareBoard.js";
import { assertSquareBatch, assertSquareBlocked, assertSquareCell } from "./squareChecks.js";
import { sightWorld } from "./sightWorld.js";

/** The plain-TypeScript engine: readable, allocation-light, and the oracle of the wasm one. */
export class ReferenceGeometry implements GeometryEngine {
  #board: HexBoard | undefined;
  #dist = new Int32Array(0);
  #queue = new Int32Array(0);
  #scene: HexScene | undefined;
  #square: { board: SquareBoard; runs: squareFieldOfView.LitRuns } | undefined;
  #sight:
    { figures: HexFigures; world: hexSight.SightWorld; pieces: hexSight.SightPieces } | undefined;
  #plane: { scene: PlaneScene; units?: PlaneUnits; world?: planeSight.PlaneWorld } | undefined;

  loadHexBoard(board: HexBoard): void {
    this.#plane = undefined;
    this.#scene = undefined;
    this.#sight = undefined;
    this.#square = undefined;
    this.#board = board;
    this.#dist = new Int32Array(board.unvisited.length);
    this.#queue = new Int32Array(board.unvisited.length);
  }

  hexDistancesFrom(starts: Int32Array, into?: Int32Array): Int32Array {
    const board = this.#resident();
    assertSpaceCells(board, starts, "start");
    const out = answerInto(into, board.spaceCells.length, (n) => new Int32Array(n));
    hexRange.hexDistancesBySpace(
      board.unvisited,
      board.width,
      starts,
      this.#dist,
      this.#queue,
      board.spaceCells,
      out,
    );
    return out;
  }

  hexDistanceMatrix(from: CellGroups, to: CellGroups, into?: Int32Array): Int32Array {
    const board = this.#resident();
    assertSpaceCells(board, from.cells, "from");
    assertSpaceCells(board, to.cells, "to");
    const out = answerInto(into, groupCount(from) * groupCount(to), (n) => new Int32Array(n));
    hexRange.hexDistanceMatrix(
      board.unvisited,
      board.width,
      this.#dist,
      this.#queue,
      from.offsets,
      from.cells,
      to.offsets,
      to.cells,
      out,
    );
    return out;
  }

  loadHexScene(scene: HexScene): void {
    this.loadHexBoard(scene.board);
    this.#scene = scene;
  }

  placeHexFigures(figures: HexFigures): void {
    if (!this.#scene) throw noSceneLoaded();
    const world = sightWorld(this.#scene, figures);
    this.#sight = { figures, world, pieces: hexSight.sightPiecesFor(world) };
  }

  hexSightMatrix(viewers: SightViewers, targets: Int32Array, into?: Uint8Array): Uint8Array {
    if (!this.#scene || !this.#sight) throw noSceneLoaded();
    const { figures, world, pieces } = this.#sight;
    assertSightBatch(this.#scene, figures, viewers, targets);
    const out = answerInto(
      into,
      groupCount(viewers.eyes) * targets.length,
      (n) => new Uint8Array(n),
    );
    hexSight.hexSightMatrix(
      world,
      viewers.eyes.offsets,
      viewers.eyes.cells,
      viewers.eyeHeight,
      viewers.ignore,
      targets,
      out,
      pieces,
    );
    return out;
  }

  loadSquareBoard(board: SquareBoard): void {
    this.#board = undefined;
    this.#scene = undefined;
    this.#sight = undefined;
    this.#plane = undefined;
    this.#square = { board, runs: squareFieldOfView.litRunsFor(board) };
  }

  squareSightMatrix(blocked: Uint8Array, viewers: Int32Array, targets: Int32Array): Uint8Array {
    const { board } = this.#squareBoard();
    assertSquareBatch(board, blocked, viewers, "viewer");
    assertSquareBatch(board, blocked, targets, "target");
    const out = new Uint8Array(viewers.length * targets.length);
    squareSight.squareSightMatrix(board, blocked, viewers, targets, out);
    return out;
  }

  squareFieldOfView(blocked: Uint8Array, viewer: number): Uint8Array {
    const { board, runs } = this.#squareBoard();
    assertSquareBlocked(board, blocked);
    assertSquareCell(board, viewer, "viewer", 0);
    const out = new Uint8Array(board.width * board.height);
    squareFieldOfView.squareFieldOfView(board, blocked, viewer, out, runs);
    return out;
  }

  // Plane sight (docs/decisions/004-plane-sight.md).
  loadPlaneScene(scene: PlaneScene): void {
    this.#board = undefined;
    this.#scene = undefined;
    this.#sight = undefined;
    this.#square = undefined;
    this.#plane = { scene };
  }

  placePlaneUnits(units: PlaneUnits): void {
    if (!this.#plane) throw noPlaneLoaded();
    this.#plane = { scene: this.#plane.scene, units, world: planeWorld(this.#plane.scene, units) };
  }

  planeSightBatch(pairs: PlanePairs): PlaneSightAnswer {
    const { units, world } = this.#plane ?? {};
    if (!units || !world) throw noPlaneLoaded();
    assertPlanePairs(units, pairs);
    const offsets = planeAnswerOffsets(units, pairs);
    const size = offsets[offsets.length - 1]!;
    const answer = {
      offsets,
      length: new Float64Array(size),
      blocked: new Uint8Array(size),
      hindrances: new Int32Array(size),
    };
    planeSight.planeSightBatch(
      world,
      pairs.from,
      pairs.to,
      offsets,
      answer.length,
      answer.blocked,
      answer.hindrances,
    );
    return answer;
  }

  #squareBoard(): { board: SquareBoard; runs: squareFieldOfView.LitRuns } {
    if (!this.#square) throw noSquareBoardLoaded();
    return this.#square;
  }

  #resident(): HexBoard {
    if (!this.#board) throw noBoardLoaded();
    return this.#board;
  }
}
