// /metrics: TRIAGE_METRICS_TOKEN, the bearer token it asks for.
import { ConfigError, type Env } from './variables.ts';

/** Long enough not to be guessed, and only characters a header carries as they are. */
const METRICS_TOKEN = /^[\x21-\x7e]{24,256}$/;

export function parseMetricsToken(env: Env): string | null {
  const raw = env.TRIAGE_METRICS_TOKEN;
  if (raw === undefined || raw === '') return null;
  if (!METRICS_TOKEN.test(raw)) {
    throw new ConfigError(
      'TRIAGE_METRICS_TOKEN',
      'expected 24 to 256 visible characters, no spaces (e.g. the output of `openssl rand -hex 32`)',
    );
  }
  return raw;
}
