// How an internal failure (a bug, or the machine) is told: one line, because a user cannot act
// on a stack trace and a script reading stderr should not have to skip one; SIGHTLINE_DEBUG=1
// asks for the trace, for whoever fixes it.

/**
 * `sightline: internal failure: TypeError: ...` on one line, or with `debug` the error's
 * whole stack.
 */
export function describeFailure(error: unknown, debug: boolean): string {
  if (debug && error instanceof Error && error.stack) {
    return `sightline: internal failure: ${error.stack}`;
  }
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return `sightline: internal failure: ${text.replace(/\s*\n\s*/g, " ")}`;
}
