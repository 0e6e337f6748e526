// The engine's fuzz targets, in the order a run takes them (README.md, "Guarantees").
import type { FuzzTarget } from "../target.js";
import { hexKernels } from "./hexKernels.js";
import { hscMaps } from "./hscMaps.js";
import { planeKernels } from "./planeKernels.js";
import { scenarios } from "./scenarios.js";
import { squareKernels } from "./squareKernels.js";

/** Every target: the three games' kernels against their twins, the validator, the importer. */
export const targets: readonly FuzzTarget[] = [
  erased(hexKernels),
  erased(squareKernels),
  erased(planeKernels),
  erased(scenarios),
  erased(hscMaps),
];

/** A target with its input type forgotten: the runner hands each only its own arbitrary's inputs. */
function erased<I>(target: FuzzTarget<I>): FuzzTarget {
  return target as unknown as FuzzTarget;
}
