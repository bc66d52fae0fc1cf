// Which database: DATABASE_URL (a PostgreSQL server), else the embedded PGlite in TRIAGE_DATA_DIR.
import { ConfigError, type Env } from './variables.ts';

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
