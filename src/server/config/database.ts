// Which database: DATABASE_URL (a PostgreSQL server), else the embedded PGlite in TRIAGE_DATA_DIR; and how
// statements are sent to PostgreSQL (TRIAGE_PG_PREPARED_STATEMENTS).
import { DEFAULT_PREPARED_STATEMENTS } from '../db/preparedStatements.ts';
import { ConfigError, type Env } from './variables.ts';

const MAX_PREPARED_STATEMENTS = 10_000;

/**
 * Named prepared statements kept per PostgreSQL connection: `on` (the default, DEFAULT_PREPARED_STATEMENTS),
 * `off` (0: every statement unnamed, as a pooler in transaction mode needs) or how many.
 */
export function parsePreparedStatements(env: Env): number {
  const raw = env.TRIAGE_PG_PREPARED_STATEMENTS;
  if (raw === undefined || raw === '' || raw === 'on') return DEFAULT_PREPARED_STATEMENTS;
  if (raw === 'off') return 0;
  if (/^\d+$/.test(raw) && Number(raw) >= 1 && Number(raw) <= MAX_PREPARED_STATEMENTS) return Number(raw);
  throw new ConfigError(
    'TRIAGE_PG_PREPARED_STATEMENTS',
    `expected on, off or a number of statements per connection from 1 to ${MAX_PREPARED_STATEMENTS}, got "${raw}"`,
  );
}

export function parseDatabaseUrl(env: Env): string | undefined {
  const raw = env.DATABASE_URL;
  if (raw === undefined || raw === '') return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError('DATABASE_URL', 'expected a URL such as postgres://user:password@host:5432/triage');
  }
  if (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:') {
    throw new ConfigError('DATABASE_URL', `expected the postgres: or postgresql: scheme, got "${url.protocol}"`);
  }
  return raw;
}
