// `--redis URL` (plan, analyse, worker): checked the way the job queue reads it
// (packages/ai-queue/src/connection.ts), before any work starts, so a bad URL is the user's
// error (exit 2) and a failure after it stays an internal one.
import { redisOptions } from "@sightline/ai-queue";
import { InputError } from "./readJson.js";

/** `url`, once the queue can read it as a `redis://` URL; else an InputError naming it. */
export function redisFlag(url: string): string {
  try {
    redisOptions(url);
  } catch (error) {
    if (error instanceof TypeError) throw new InputError(`--${error.message}`);
    throw error;
  }
  return url;
}
