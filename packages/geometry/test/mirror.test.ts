// src/reference/ mirrors assembly/ file for file and function for function (CONTRIBUTING.md, after
// rapier.js): a reader who knows one kernel knows its twin, and the differential tests pair
// them by name. The twin stands alone: it imports nothing from the host.
import { readFileSync, readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";

const assembly = new URL("../assembly/", import.meta.url);
const reference = new URL("../src/reference/", import.meta.url);
/** assembly/ files with no twin: the module's entry, and the typed reads of raw pointers. */
const ASSEMBLY_ONLY = ["index.ts", "memory.ts", "tsconfig.json"];

function functionsOf(dir: URL, file: string): string[] {
  const text = readFileSync(new URL(file, dir), "utf8");
  return [...text.matchAll(/^(?:export )?function (\w+)/gm)].map((m) => m[1]!).sort();
}

describe("src/reference/ mirrors assembly/", () => {
  const kernels = readdirSync(assembly).filter((f) => !ASSEMBLY_ONLY.includes(f));

  it("file for file", () => {
    expect(readdirSync(reference).sort()).toEqual(kernels.sort());
  });

  it.each(kernels)("%s: function for function (the kernel's use* setters aside)", (file) => {
    // A `use…` function names the resident board to the module's globals; the twin is handed
    // the same arrays as an object instead.
    const kernel = functionsOf(assembly, file).filter((name) => !/^use[A-Z]/.test(name));
    expect(functionsOf(reference, file)).toEqual(kernel);
  });

  it.each(kernels)("%s: the twin imports nothing from outside src/reference/", (file) => {
    const text = readFileSync(new URL(file, reference), "utf8");
    const imports = [...text.matchAll(/from "([^"]+)"/g)].map((m) => m[1]!);
    expect(imports.filter((path) => !/^\.\/[\w]+\.js$/.test(path))).toEqual([]);
  });
});
