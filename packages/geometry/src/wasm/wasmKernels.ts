// One instance of build/geometry.wasm per board kind: each kind lays its board out in its own
// linear memory, so loading a square board never moves or drops the resident hex board. The
// module is compiled once; an instance is one 64 KiB page until its board needs more.
import type { GeometryKernels } from "../kernels.js";
import { WasmHexKernels } from "./hexKernels.js";
import { compileGeometry, instantiateGeometry } from "./loadWasm.js";
import { WasmPlaneKernels } from "./planeKernels.js";
import { WasmSquareKernels } from "./squareKernels.js";

export async function wasmKernels(
  source?: WebAssembly.Module | BufferSource,
): Promise<GeometryKernels> {
  const module = await compileGeometry(source);
  const [hex, square, plane] = await Promise.all([
    instantiateGeometry(module),
    instantiateGeometry(module),
    instantiateGeometry(module),
  ]);
  return {
    hex: new WasmHexKernels(hex),
    square: new WasmSquareKernels(square),
    plane: new WasmPlaneKernels(plane),
  };
}
