import { sightlineTestConfig } from "../../vitest.shared.js";

// The screenshot test builds the app and drives Chromium.
export default sightlineTestConfig();
