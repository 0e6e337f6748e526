// A throwaway redis-server (Debian's package) for a test file: on a free port of 127.0.0.1, in a
// temporary folder, with no snapshot and no append-only file, stopped after the tests.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

export const REDIS_SERVER = "/usr/bin/redis-server";

/** A running test Redis. */
export interface TestRedis {
  readonly host: "127.0.0.1";
  readonly port: number;
  readonly url: string;
  stop(): Promise<void>;
}

/** A port nobody listens on right now (the kernel's pick). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Starts redis-server and resolves once it accepts connections. */
export async function startRedis(): Promise<TestRedis> {
  const dir = mkdtempSync(join(tmpdir(), "sightline-redis-"));
  const port = await freePort();
  const server = spawn(
    REDIS_SERVER,
    ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
    { cwd: dir, stdio: ["ignore", "pipe", "pipe"] },
  );
  const exited = new Promise<void>((resolve) => server.once("exit", () => resolve()));
  try {
    await ready(server);
  } catch (error) {
    server.kill();
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return {
    host: "127.0.0.1",
    port,
    url: `redis://127.0.0.1:${port}`,
    async stop() {
      server.kill();
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

function ready(server: ChildProcess): Promise<void> {
  return new Promise((resolve, reject) => {
    let log = "";
    server.stdout!.on("data", (chunk: Buffer) => {
      log += chunk.toString();
      if (log.includes("Ready to accept connections")) resolve();
    });
    server.stderr!.on("data", (chunk: Buffer) => (log += chunk.toString()));
    server.once("error", (error) => reject(new Error(`${REDIS_SERVER}: ${error.message}`)));
    server.once("exit", (code) => reject(new Error(`${REDIS_SERVER} exited (${code}):\n${log}`)));
  });
}
