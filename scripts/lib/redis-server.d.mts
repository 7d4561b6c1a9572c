/** The Debian packages that provide redis-server. */
export declare const REDIS_PACKAGES: string[];
/** redis-server's version line, or null when there is none on PATH. */
export declare function redisVersion(): string | null;
export declare const INSTALL_REDIS_HINT: string;
export declare class RedisServer {
  readonly port: number;
  private constructor(port: number, binary: string, appendOnlyDir?: string);
  get url(): string;
  get pid(): number | undefined;
  /** Starts redis-server, or fails with an install hint when it is missing. Never skips. */
  static start(binary?: string, options?: { appendOnlyDir?: string }): Promise<RedisServer>;
  /** Starts it again on the same port after stop(). */
  restart(): Promise<void>;
  /** Freezes the server with SIGSTOP: its sockets stay open and nothing answers. */
  pause(): void;
  /** Lets a paused server run again (SIGCONT). */
  resume(): void;
  /** Stops the server by its PID and waits until the process has gone. */
  stop(): Promise<void>;
}
