import { defineConfig } from "vitest/config";

// These tests run npm, tar and tsc in child processes beside the other packages' suites on two
// cores: generous timeouts keep a slow moment from failing a test.
export default defineConfig({
  test: {
    testTimeout: 120_000,
    hookTimeout: 300_000,
  },
});
