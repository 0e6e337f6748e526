// One instance of build/geometry.wasm per board kind: each kind lays its board out in its own
// linear memory, so loading a square board never moves or drops the resident hex board. The
// module is compiled once; an instance is one 64 KiB page until its board needs more. Only the
// kinds asked for are instantiated: a battle of one game has boards of one kind.
import { BOARD_KINDS, type BoardKind } from "../engine.js";
import type { GeometryKernels } from "../kernels.js";
import { WasmHexKernels } from "./hexKernels.js";
import { compileGeometry, instantiateGeometry } from "./loadWasm.js";
import { WasmPlaneKernels } from "./planeKernels.js";
import { WasmSquareKernels } from "./squareKernels.js";

/** The kernels of the kinds `boards` lists, each in its own instance of the module. */
export async function wasmKernels(
  source: WebAssembly.Module | BufferSource | undefined,
  boards: readonly BoardKind[],
): Promise<Partial<GeometryKernels>>;
/** Every kind's kernels, each in its own instance of the module. */
export async function wasmKernels(
  source?: WebAssembly.Module | BufferSource,
): Promise<GeometryKernels>;
export async function wasmKernels(
  source?: WebAssembly.Module | BufferSource,
  boards: readonly BoardKind[] = BOARD_KINDS,
): Promise<Partial<GeometryKernels>> {
  const module = await compileGeometry(source);
  const instance = async (kind: BoardKind) =>
    boards.includes(kind) ? instantiateGeometry(module) : undefined;
  const [hex, square, plane] = await Promise.all(BOARD_KINDS.map(instance));
  return {
    ...(hex ? { hex: new WasmHexKernels(hex) } : {}),
    ...(square ? { square: new WasmSquareKernels(square) } : {}),
    ...(plane ? { plane: new WasmPlaneKernels(plane) } : {}),
  };
}
