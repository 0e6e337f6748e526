// One .wasm file for Node and the browser: the URL below is resolved against this module, so
// Node reads it from disk and Vite emits it as an asset (docs/decisions/001-wasm-memory-layout.md).

import type * as NodeFs from "node:fs/promises";
// The compiler's own description of the module's exports (asc --bindings raw): kernels, the
// layout's constants and the memory, typed from the AssemblyScript source itself.
import type { instantiate as boundInstance } from "../../build/geometry.js";

/** The raw exports of build/geometry.wasm (see assembly/index.ts), as asc declares them. */
export type GeometryExports = Awaited<ReturnType<typeof boundInstance>>;

/** Where the built module lives, next to this package's `dist/`. */
export const geometryWasmUrl = new URL("../../build/geometry.wasm", import.meta.url);

let compiled: Promise<WebAssembly.Module> | undefined;

/**
 * Compiles the geometry module once per thread (from disk in Node, streaming over HTTP in a
 * browser), or takes the module or bytes given.
 */
export async function compileGeometry(
  source?: WebAssembly.Module | BufferSource,
): Promise<WebAssembly.Module> {
  if (source instanceof WebAssembly.Module) return source;
  if (source) return WebAssembly.compile(source);
  return (compiled ??= compileFrom(geometryWasmUrl));
}

/** A fresh instance of the geometry module: its own linear memory and kernel state. */
export async function instantiateGeometry(
  source?: WebAssembly.Module | BufferSource,
): Promise<GeometryExports> {
  const instance = await WebAssembly.instantiate(await compileGeometry(source), {
    env: {
      abort(_message: number, _file: number, line: number, column: number): never {
        throw new Error(`geometry.wasm aborted at ${line}:${column}`);
      },
    },
  });
  return instance.exports as unknown as GeometryExports;
}

async function compileFrom(url: URL): Promise<WebAssembly.Module> {
  if (url.protocol === "file:") {
    // A specifier in a variable keeps bundlers from pulling node:fs into the browser build.
    const nodeFs = "node:fs/promises";
    const { readFile } = (await import(/* @vite-ignore */ nodeFs)) as typeof NodeFs;
    return WebAssembly.compile(await readFile(url));
  }
  return WebAssembly.compileStreaming(fetch(url));
}
