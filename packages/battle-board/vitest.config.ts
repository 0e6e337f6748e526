import { sightlineTestConfig } from "../../vitest.shared.js";

export default sightlineTestConfig();
