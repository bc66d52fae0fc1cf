// The request log: TRIAGE_LOG_LEVEL and TRIAGE_LOG_FORMAT.
import { ConfigError, type Env } from './variables.ts';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export function parseLogLevel(env: Env): LogLevel {
  const raw = env.TRIAGE_LOG_LEVEL;
  if (raw === undefined || raw === '') return 'info';
  const level = LOG_LEVELS.find((l) => l === raw);
  if (!level) throw new ConfigError('TRIAGE_LOG_LEVEL', `expected one of ${LOG_LEVELS.join(', ')}, got "${raw}"`);
  return level;
}

export type LogFormat = 'json' | 'pretty';

/** By default, readable lines in development on a terminal; JSON wherever a program reads the output. */
export function parseLogFormat(env: Env, production: boolean, terminal: boolean): LogFormat {
  const raw = env.TRIAGE_LOG_FORMAT;
  if (raw === undefined || raw === '') return !production && terminal ? 'pretty' : 'json';
  if (raw === 'json' || raw === 'pretty') return raw;
  throw new ConfigError('TRIAGE_LOG_FORMAT', `expected json or pretty, got "${raw}"`);
}
