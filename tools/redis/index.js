// A throwaway redis-server (Debian's package) for a test file or a benchmark: on a free port of
// 127.0.0.1, in a temporary folder, with no snapshot and no append-only file, stopped afterwards.
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

export const REDIS_SERVER = "/usr/bin/redis-server";

/** Whether Debian's redis-server is installed (`apt-get install redis-server`). */
export const hasRedisServer = () => existsSync(REDIS_SERVER);

/** A port nobody listens on right now (the kernel's pick). */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Starts redis-server and resolves once it accepts connections. */
export async function startRedis() {
  const port = await freePort();
  let running = await serve(port);
  return {
    host: "127.0.0.1",
    port,
    url: `redis://127.0.0.1:${port}`,
    stop: () => running.stop(),
    async restart() {
      await running.stop();
      running = await serve(port);
    },
  };
}

/** One redis-server process on `port`, in a folder of its own. */
async function serve(port) {
  const dir = mkdtempSync(join(tmpdir(), "sightline-redis-"));
  const server = spawn(
    REDIS_SERVER,
    ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
    { cwd: dir, stdio: ["ignore", "pipe", "pipe"] },
  );
  const exited = new Promise((resolve) => server.once("exit", () => resolve()));
  try {
    await ready(server);
  } catch (error) {
    server.kill();
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return {
    async stop() {
      server.kill();
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

function ready(server) {
  return new Promise((resolve, reject) => {
    let log = "";
    server.stdout.on("data", (chunk) => {
      log += chunk.toString();
      if (log.includes("Ready to accept connections")) resolve();
    });
    server.stderr.on("data", (chunk) => (log += chunk.toString()));
    server.once("error", (error) => reject(new Error(`${REDIS_SERVER}: ${error.message}`)));
    server.once("exit", (code) => reject(new Error(`${REDIS_SERVER} exited (${code}):\n${log}`)));
  });
}
