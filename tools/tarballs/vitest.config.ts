import { sightlineTestConfig } from "../../vitest.shared.js";

// These tests run npm, tar and tsc in child processes.
export default sightlineTestConfig({ testTimeout: 120_000, hookTimeout: 300_000 });
