// A cancelled search, as Redis holds it: a key the coordinator sets when its search is cancelled
// (so a worker taking one of its jobs later sees it at once) and a message on a channel (so a
// worker running one of its tasks stops at the task's next position).

/** The key that says search `search` of queue `queueName` is cancelled. */
export const cancelKey = (queueName: string, search: string): string =>
  `sightline:${queueName}:cancelled:${search}`;

/** The channel a cancel is published on; the message is the search id. */
export const cancelChannel = (queueName: string): string => `sightline:${queueName}:cancel`;

/** A cancel key outlives any search's jobs (they are kept an hour at most). */
export const CANCEL_KEY_TTL_S = 60 * 60;
