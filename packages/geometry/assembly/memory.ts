// Typed reads of the flat arrays the host lays out (docs/decisions/001-wasm-memory-layout.md):
// element `i` of an i32, f64 or byte array at address `array`. Inlined into every kernel.

// @ts-expect-error: decorator
@inline
export function i32At(array: usize, i: i32): i32 {
  return load<i32>(array + ((<usize>i) << 2));
}

// @ts-expect-error: decorator
@inline
export function f64At(array: usize, i: i32): f64 {
  return load<f64>(array + ((<usize>i) << 3));
}

// @ts-expect-error: decorator
@inline
export function byteIsSet(array: usize, i: i32): bool {
  return load<u8>(array + <usize>i) == 1;
}
