// What the worker's engine holds, as its answers acknowledged it: each board kind's resident board,
// kept by the client so that a replacement thread can be given them again before the calls the
// dead one left unanswered (docs/decisions/002-worker-protocol.md#close-and-death).
import type { HexBoard } from "../hexBoard.js";
import type { HexFigures, HexScene } from "../hexScene.js";
import type { PlaneScene, PlaneUnits } from "../planeScene.js";
import type { SquareBoard } from "../squareBoard.js";
import type { AsyncGeometryEngine } from "./workerApi.js";

/** One call of the engine: its name and its arguments. */
export type EngineCall = {
  readonly [M in keyof AsyncGeometryEngine]: readonly [M, ...Parameters<AsyncGeometryEngine[M]>];
}[keyof AsyncGeometryEngine];

/**
 * The boards as the in-thread engine's front keeps them (src/geometry.ts): a hex board, or a hex
 * scene with its figures once placed; a square board; plane terrain with its units once placed.
 * Each is held by reference, as the in-thread engine holds them: a board changed in place after
 * its load is laid out changed in a replacement thread, so change one only to load it again.
 */
export class ResidentBoards {
  #hex:
    | { readonly board: HexBoard }
    | { readonly scene: HexScene; readonly figures?: HexFigures }
    | undefined;
  #square: SquareBoard | undefined;
  #plane: { readonly scene: PlaneScene; readonly units?: PlaneUnits } | undefined;

  /** Notes a call the worker answered without an error; any but a load changes nothing. */
  answered(call: EngineCall): void {
    switch (call[0]) {
      case "loadHexBoard":
        this.#hex = { board: call[1] };
        break;
      case "loadHexScene":
        this.#hex = { scene: call[1] };
        break;
      case "placeHexFigures":
        if (this.#hex && "scene" in this.#hex) {
          this.#hex = { scene: this.#hex.scene, figures: call[1] };
        }
        break;
      case "loadSquareBoard":
        this.#square = call[1];
        break;
      case "loadPlaneScene":
        this.#plane = { scene: call[1] };
        break;
      case "placePlaneUnits":
        if (this.#plane) this.#plane = { scene: this.#plane.scene, units: call[1] };
        break;
    }
  }

  /** The calls that lay every resident board out again in a new thread, in order. */
  layouts(): EngineCall[] {
    const calls: EngineCall[] = [];
    const hex = this.#hex;
    if (hex && "board" in hex) calls.push(["loadHexBoard", hex.board]);
    if (hex && "scene" in hex) {
      calls.push(["loadHexScene", hex.scene]);
      if (hex.figures) calls.push(["placeHexFigures", hex.figures]);
    }
    if (this.#square) calls.push(["loadSquareBoard", this.#square]);
    if (this.#plane) {
      calls.push(["loadPlaneScene", this.#plane.scene]);
      if (this.#plane.units) calls.push(["placePlaneUnits", this.#plane.units]);
    }
    return calls;
  }
}
