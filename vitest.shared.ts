import { defineConfig } from "vitest/config";

/**
 * The test settings every workspace shares. CI runs the packages' suites side by side on two
 * cores, each with its own browsers, Redis servers and worker threads, so a step that takes
 * 50 ms on an idle machine can take seconds. The limits are generous hang guards, never speed
 * checks: speed is measured in benchmarks/.
 *
 * `expect.poll` waits for a page or a queue to reach a state; its default of one second failed a
 * browser test in CI whose page was still loading its worker under that load.
 */
export function sightlineTestConfig({
  testTimeout = 60_000,
  hookTimeout = 180_000,
}: { testTimeout?: number; hookTimeout?: number } = {}) {
  return defineConfig({
    test: {
      testTimeout,
      hookTimeout,
      expect: { poll: { timeout: 30_000 } },
    },
  });
}
