// How a one-query command prints its reply: an answer on stdout (JSON with --json, else words),
// a query error on stderr with exit 2 — stdout carries answers only, so `> answer.json` never
// saves an error as if it were one.
import { isQueryError } from "@sightline/rules";
import { EXIT_INVALID, EXIT_OK, type Output } from "../command.js";

/**
 * Prints `reply` as JSON (`json`) or as `words(reply)`; returns the exit status. A query error
 * goes to stderr, as JSON or as `sightline: ` and its words, and exits 2.
 */
export function printReply(
  reply: unknown,
  json: boolean,
  words: (reply: unknown) => string,
  output: Output,
): number {
  if (isQueryError(reply)) {
    output.err(json ? JSON.stringify(reply, null, 2) : `sightline: ${words(reply)}`);
    return EXIT_INVALID;
  }
  output.out(json ? JSON.stringify(reply, null, 2) : words(reply));
  return EXIT_OK;
}
