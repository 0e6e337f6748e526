// Exact comparison of two engines' answers: numbers bit for bit but for the sign of zero (the
// twins share IEEE arithmetic, so any other difference is a real one), typed arrays and plain
// objects field by field. Returns where they first differ, for the finding's message.

/** The JSON-pointer-like path of the first difference between `a` and `b`, or undefined. */
export function firstDifference(a: unknown, b: unknown, path = ""): string | undefined {
  if (typeof a === "number" && typeof b === "number") {
    return a === b || (Number.isNaN(a) && Number.isNaN(b)) ? undefined : at(path, a, b);
  }
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) {
    return a === b ? undefined : at(path, a, b);
  }
  if (ArrayBuffer.isView(a) || ArrayBuffer.isView(b) || Array.isArray(a) || Array.isArray(b)) {
    const [xs, ys] = [listOf(a), listOf(b)];
    if (xs === undefined || ys === undefined) return at(path, kind(a), kind(b));
    if (xs.length !== ys.length) return `${path || "/"}: ${xs.length} entries against ${ys.length}`;
    // Plain loops: an answer can hold a million entries.
    for (let i = 0; i < xs.length; i++) {
      const difference = firstDifference(xs[i], ys[i], `${path}/${i}`);
      if (difference !== undefined) return difference;
    }
    return undefined;
  }
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const key of keys) {
    const difference = firstDifference(
      (a as Record<string, unknown>)[key],
      (b as Record<string, unknown>)[key],
      `${path}/${key}`,
    );
    if (difference !== undefined) return difference;
  }
  return undefined;
}

function listOf(value: object): ArrayLike<unknown> | undefined {
  if (Array.isArray(value)) return value;
  if (ArrayBuffer.isView(value) && !(value instanceof DataView)) {
    return value as unknown as ArrayLike<unknown>;
  }
  return undefined;
}

function kind(value: object): string {
  return Array.isArray(value) ? "a list" : value.constructor.name;
}

function at(path: string, a: unknown, b: unknown): string {
  return `${path || "/"}: ${show(a)} against ${show(b)}`;
}

function show(value: unknown): string {
  if (typeof value === "number") return Object.is(value, -0) ? "-0" : String(value);
  if (typeof value === "string")
    return JSON.stringify(value.length > 80 ? `${value.slice(0, 80)}…` : value);
  return String(value);
}
