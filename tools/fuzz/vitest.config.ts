import { defineConfig } from "vitest/config";

// CI runs the three packages' suites side by side on two cores: generous timeouts keep a slow
// moment from failing a test. Speed is measured in benchmarks/, never here.
export default defineConfig({
  test: {
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
