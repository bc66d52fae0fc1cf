// Where the server listens: PORT and HOST.
import { ConfigError, type Env } from './variables.ts';

export function parsePort(env: Env): number {
  const raw = env.PORT;
  if (raw === undefined || raw === '') return 4000;
  if (!/^\d+$/.test(raw) || Number(raw) > 65535) {
    throw new ConfigError('PORT', `expected a port number from 0 to 65535, got "${raw}"`);
  }
  return Number(raw);
}

export function parseHost(env: Env): string {
  const raw = env.HOST;
  if (raw === undefined || raw === '') return '127.0.0.1';
  if (!/^[A-Za-z0-9.:\-[\]]+$/.test(raw)) {
    throw new ConfigError('HOST', `expected a host name or IP address, got "${raw}"`);
  }
  return raw;
}

/** Whether only this machine can reach an address the server listens on. */
export function isLoopbackHost(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, '').toLowerCase();
  return bare === 'localhost' || bare === '::1' || /^127\.\d+\.\d+\.\d+$/.test(bare);
}
