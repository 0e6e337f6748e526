import { defineConfig } from "vitest/config";

// The screenshot test builds the app and drives Chromium: generous timeouts on two cores.
export default defineConfig({
  test: {
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
