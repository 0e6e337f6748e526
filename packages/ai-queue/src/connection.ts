// Where the queue's Redis is: a host and port, or a `redis://` URL as a user types it
// (`sightline worker --redis redis://host:6379`).

/** A Redis server: `{ host, port }`, or a URL `redis://[[user]:password@]host[:port][/db]`. */
export type QueueConnection = { readonly host: string; readonly port: number } | string;

/** The options BullMQ passes on to ioredis for `connection`. */
export interface RedisConnectionOptions {
  readonly host: string;
  readonly port: number;
  readonly username?: string;
  readonly password?: string;
  readonly db?: number;
  /** BullMQ's blocking connections (workers, queue events) require `null`. */
  readonly maxRetriesPerRequest: null;
}

/** `connection` as ioredis options; a URL that is not `redis://` is an error naming it. */
export function redisOptions(connection: QueueConnection): RedisConnectionOptions {
  if (typeof connection !== "string") {
    return { host: connection.host, port: connection.port, maxRetriesPerRequest: null };
  }
  let url: URL;
  try {
    url = new URL(connection);
  } catch {
    throw new TypeError(`redis: "${connection}" is not a URL (redis://host:port)`);
  }
  if (url.protocol !== "redis:") {
    throw new TypeError(`redis: "${connection}" is not a redis:// URL`);
  }
  const db = url.pathname.replace(/^\//, "");
  if (db !== "" && !/^\d+$/.test(db)) {
    throw new TypeError(`redis: "${connection}" names database "${db}", not a number`);
  }
  return {
    host: url.hostname,
    port: url.port === "" ? 6379 : Number(url.port),
    ...(url.username === "" ? {} : { username: decodeURIComponent(url.username) }),
    ...(url.password === "" ? {} : { password: decodeURIComponent(url.password) }),
    ...(db === "" ? {} : { db: Number(db) }),
    maxRetriesPerRequest: null,
  };
}
