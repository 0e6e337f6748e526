/** Debian's redis-server, which the tests start. */
export declare const REDIS_SERVER: "/usr/bin/redis-server";

/** Whether Debian's redis-server is installed (`apt-get install redis-server`). */
export declare function hasRedisServer(): boolean;

/** A running throwaway Redis on 127.0.0.1. */
export interface TestRedis {
  readonly host: "127.0.0.1";
  readonly port: number;
  readonly url: string;
  stop(): Promise<void>;
  /** Stops the server and starts a new, empty one on the same port. */
  restart(): Promise<void>;
}

/** Starts redis-server on a free port of 127.0.0.1 and resolves once it accepts connections. */
export declare function startRedis(): Promise<TestRedis>;
