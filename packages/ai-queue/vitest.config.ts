import { sightlineTestConfig } from "../../vitest.shared.js";

// Each suite starts its own redis-server and worker processes, and a fault test waits out a
// dead worker's lock. A fault test takes 45–65 s on an idle 2-core machine and passed 180 s in a
// clean-clone run at load average 20: a test gets ten minutes, a bound for a hang, not a clock.
export default sightlineTestConfig({ testTimeout: 600_000, hookTimeout: 60_000 });
