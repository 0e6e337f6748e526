// The first-message rule of a worker's script (TOOLCHAIN.md): `expose` is called synchronously
// with the object itself. A promise of it would be exposed as a promise, and answer nothing.

/** Throws if `api` is a promise (or any thenable) rather than the object the thread offers. */
export function refuseThenable(api: object): void {
  if (typeof (api as { then?: unknown }).then === "function") {
    throw new TypeError(
      "exposeThread takes the api object itself, at once, not a promise of it: expose first, and let each method await what it loads",
    );
  }
}
