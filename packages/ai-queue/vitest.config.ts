import { defineConfig } from "vitest/config";

// Each suite starts its own redis-server; CI runs the packages' suites side by side on two cores,
// so the timeouts are generous. Speed is measured in benchmarks/, never here.
export default defineConfig({
  test: {
    testTimeout: 180_000,
    hookTimeout: 60_000,
  },
});
