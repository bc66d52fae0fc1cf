// Who may call the API from a browser and whose forwarded headers are believed: TRIAGE_CORS_ORIGINS and
// TRIAGE_TRUSTED_PROXIES.
import net from 'node:net';
import { ConfigError, type Env } from './variables.ts';

export interface NetworkConfig {
  /** Origins other than the app's own allowed to call the API from a browser (CORS with credentials). */
  readonly corsOrigins: readonly string[];
  /** Reverse proxies whose X-Forwarded-For/-Host/-Proto headers are believed. */
  readonly trustedProxies: readonly string[];
}

/** `https://app.example.com,http://localhost:5173`: exact origins, lower-cased; no wildcard (credentials are sent). */
function parseCorsOrigins(env: Env): readonly string[] {
  const raw = env.TRIAGE_CORS_ORIGINS;
  if (raw === undefined || raw.trim() === '') return [];
  const entries = raw
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  for (const entry of entries) {
    let url: URL | undefined;
    try {
      url = new URL(entry);
    } catch {
      url = undefined;
    }
    if (
      !url ||
      entry.includes('*') ||
      (url.protocol !== 'http:' && url.protocol !== 'https:') ||
      url.origin !== entry.toLowerCase().replace(/\/$/, '')
    ) {
      throw new ConfigError(
        'TRIAGE_CORS_ORIGINS',
        `expected origins such as https://app.example.com separated by commas (scheme, host and port only; no wildcard, no path), got "${entry}"`,
      );
    }
  }
  return [...new Set(entries.map((entry) => new URL(entry).origin))];
}

/** IP addresses of reverse proxies, e.g. `127.0.0.1,::1`. */
function parseTrustedProxies(env: Env): readonly string[] {
  const raw = env.TRIAGE_TRUSTED_PROXIES;
  if (raw === undefined || raw.trim() === '') return [];
  const entries = raw
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter((entry) => entry !== '');
  const bad = entries.find((entry) => net.isIP(entry) === 0);
  if (bad !== undefined) {
    throw new ConfigError('TRIAGE_TRUSTED_PROXIES', `expected IP addresses separated by commas, such as 127.0.0.1,::1, got "${bad}"`);
  }
  return [...new Set(entries)];
}

export function parseNetwork(env: Env): NetworkConfig {
  return { corsOrigins: parseCorsOrigins(env), trustedProxies: parseTrustedProxies(env) };
}
