import type { Plugin } from "vite";

/** Keeps zod's code generator (`new Function`) out of a browser bundle: see the .js file. */
export function noEval(): Plugin;
