// A throwaway PostgreSQL server for the tests that need a real one (scripts/lib/postgres.mjs,
// which the bench and Playwright can use too): initdb into a temporary directory, 127.0.0.1 on a
// free port, trust auth, one database. `npm run test:unit` provisions the programs
// (scripts/ensure-postgres.mjs); without them startPostgres fails with an install hint, never skips.
import {
  findPostgresBin,
  INSTALL_POSTGRES_HINT,
  psql,
  startPostgres as start,
  type PostgresServer,
} from '../../scripts/lib/postgres.mjs';

export { findPostgresBin, INSTALL_POSTGRES_HINT, psql, type PostgresServer };

/** Starts a server with the database `database` (default `cms`); stop() removes everything. */
export function startPostgres(database = 'cms'): Promise<PostgresServer> {
  return start({ database });
}
