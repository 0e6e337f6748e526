// A queue worker in a process of its own (workerProcess.mjs), for the tests that kill one.
import { type ChildProcess, spawn } from "node:child_process";

/** Starts a worker process on `url`'s queue `queueName`; resolves once it has started. */
export async function spawnWorker(
  url: string,
  queueName: string,
  { lockMs = 2000, stalledMs = 500 } = {},
): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    [
      new URL("./workerProcess.mjs", import.meta.url).pathname,
      url,
      queueName,
      String(lockMs),
      String(stalledMs),
    ],
    { stdio: ["ignore", "pipe", "inherit"] },
  );
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on("data", (chunk: Buffer) => {
      if (chunk.toString().includes("ready")) resolve();
    });
    child.once("exit", (code) => reject(new Error(`worker process exited (${code})`)));
  });
  return child;
}
