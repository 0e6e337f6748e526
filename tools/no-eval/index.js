// Keeps zod's code generator out of the browser bundles (docs/decisions/012-no-eval.md). zod 4
// compiles object parsers with `new Function` when it may, probing for it once with
// `new Function("")`: under a Content-Security-Policy without 'unsafe-eval' the probe fails
// harmlessly but the browser still reports it as a violation, and the bundle carries eval either
// way. With the constructor taken away at build time the probe fails without calling it, zod
// parses as it does under `jitless`, and no `Function` constructor call is left in the bundle
// (apps/playground/test/bundles.test.ts greps for one).

/** zod's modules that reach for the Function constructor, each as `const F = Function;`. */
const ZOD_MODULES = /[\\/]node_modules[\\/]zod[\\/]v4[\\/]core[\\/](util|doc|compile)\.js$/;
const CONSTRUCTOR = "const F = Function;";

/** A Vite (Rolldown) plugin: use it in `plugins` and in `worker.plugins`. */
export function noEval() {
  return {
    name: "sightline-no-eval",
    enforce: "pre",
    transform(code, id) {
      if (!ZOD_MODULES.test(id)) return null;
      if (!code.includes(CONSTRUCTOR)) {
        // zod changed how it reaches the constructor: say so rather than ship eval again.
        if (id.endsWith("util.js"))
          this.error(`${id} no longer has "${CONSTRUCTOR}": update ${import.meta.url}`);
        return null;
      }
      return { code: code.replaceAll(CONSTRUCTOR, "const F = undefined;"), map: null };
    },
  };
}
