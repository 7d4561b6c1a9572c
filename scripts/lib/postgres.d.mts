export declare const POSTGRES_TOOLS: readonly string[];
export declare const INSTALL_POSTGRES_HINT: string;
export declare function postgresBinDirs(): string[];
export declare function findPostgresBin(tools?: readonly string[]): string | null;
export declare function libpqConnection(url: string): {
  dbname: string;
  env: Record<string, string>;
};
export declare function psql(
  url: string,
  sql: string,
  options?: { binDir?: string },
): Promise<string>;
export interface PostgresServer {
  /** postgres://postgres@127.0.0.1:<port>/<database>, trusted: no password. */
  url: string;
  port: number;
  /** The postmaster's PID. */
  pid: number;
  /** The temporary directory of its data, log and socket, removed by stop(). */
  dir: string;
  binDir: string;
  stop(): Promise<void>;
}
export declare function startPostgres(options?: {
  binDir?: string;
  database?: string;
}): Promise<PostgresServer>;
