import { sightlineTestConfig } from "../../vitest.shared.js";

// Each suite starts its own redis-server and worker processes, and a fault test waits out a
// dead worker's lock: a test gets three minutes.
export default sightlineTestConfig({ testTimeout: 180_000, hookTimeout: 60_000 });
