// The plane kernels of build/geometry.wasm in-thread (assembly/planeSight.ts,
// docs/decisions/004-plane-sight.md): terrain, then units, then each batch's scratch.
import type { PlaneKernels } from "../kernels.js";
import type { PlanePairs, PlaneScene, PlaneUnits } from "../planeScene.js";
import { INTERVAL_STRIDE, RECT_STRIDE } from "../reference/layout.js";
import type { GeometryExports } from "./loadWasm.js";
import { WasmArena, isLive } from "./wasmArena.js";

/** Where the units placed last live in linear memory. */
interface UnitsLayout {
  /** The host's layout they were copied from. */
  readonly units: PlaneUnits;
  readonly rects: number;
  readonly points: number;
}

export class WasmPlaneKernels implements PlaneKernels {
  readonly #wasm: GeometryExports;
  readonly #arena: WasmArena;
  /** Where the units' region starts: placing them again releases back to it. */
  #unitsAt = 0;
  #placed: UnitsLayout | undefined;
  /** All of memory as f64, kept until `memory.grow` detaches its buffer. */
  #doubles: Float64Array | undefined;

  constructor(wasm: GeometryExports) {
    this.#wasm = wasm;
    this.#arena = new WasmArena(wasm.memory, wasm.heapBase());
  }

  loadScene(scene: PlaneScene): void {
    this.#arena.reset();
    this.#placed = undefined;
    this.#wasm.usePlaneScene(
      scene.pieceKind.length,
      this.#arena.put(scene.pieceStart, "the plane scene"),
      this.#arena.put(scene.vertices, "the plane scene"),
      this.#arena.put(scene.pieceKind, "the plane scene"),
      this.#arena.put(scene.pieceBox, "the plane scene"),
      this.#arena.reserve(scene.longestOutline * INTERVAL_STRIDE * 8, "the plane scene"),
    );
    this.#unitsAt = this.#arena.mark();
  }

  placeUnits(units: PlaneUnits, changed?: Int32Array): void {
    const placed = this.#placed;
    if (changed && placed?.units === units) {
      // Only the changed units' records are copied, over their own places in memory.
      if (!isLive(this.#doubles)) this.#doubles = new Float64Array(this.#wasm.memory.buffer);
      const memory = this.#doubles;
      for (const u of changed) {
        const rect = u * RECT_STRIDE;
        memory.set(units.rects.subarray(rect, rect + RECT_STRIDE), placed.rects / 8 + rect);
        const [first, end] = [2 * units.pointStart[u]!, 2 * units.pointStart[u + 1]!];
        memory.set(units.points.subarray(first, end), placed.points / 8 + first);
      }
      return;
    }
    this.#arena.release(this.#unitsAt);
    this.#placed = undefined;
    const rects = this.#arena.put(units.rects, "the units");
    const pointStart = this.#arena.put(units.pointStart, "the units");
    const points = this.#arena.put(units.points, "the units");
    this.#wasm.usePlaneUnits(
      units.bodies ?? units.pointStart.length - 1,
      rects,
      pointStart,
      points,
    );
    this.#placed = { units, rects, points };
  }

  sightBatch(
    pairs: PlanePairs,
    offsets: Int32Array,
    length: Float64Array,
    blocked: Uint8Array,
    hindrances: Int32Array,
    through?: { readonly start: Int32Array; readonly items: Int32Array },
  ): number {
    return this.#arena.scratch(() => {
      const size = length.length;
      const lengthAt = this.#arena.reserve(size * 8, "the batch");
      const blockedAt = this.#arena.reserve(size, "the batch");
      const hindrancesAt = this.#arena.reserve(size * 4, "the batch");
      const startAt = through ? this.#arena.reserve(through.start.byteLength, "the batch") : 0;
      const itemsAt = through ? this.#arena.reserve(through.items.byteLength, "the batch") : 0;
      const count = this.#wasm.planeSightBatch(
        this.#arena.put(pairs.from, "the batch"),
        this.#arena.put(pairs.to, "the batch"),
        pairs.from.length,
        this.#arena.put(offsets, "the batch"),
        lengthAt,
        blockedAt,
        hindrancesAt,
        startAt,
        itemsAt,
        through ? through.items.length : 0,
      );
      length.set(this.#arena.f64(lengthAt, size));
      blocked.set(this.#arena.u8(blockedAt, size));
      hindrances.set(this.#arena.i32(hindrancesAt, size));
      if (through) {
        through.start.set(this.#arena.i32(startAt, through.start.length));
        const written = Math.min(count, through.items.length);
        through.items.set(this.#arena.i32(itemsAt, written));
      }
      return count;
    });
  }
}
