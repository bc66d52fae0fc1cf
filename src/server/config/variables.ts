// Reading one environment variable: the shape the server's settings arrive in, the error that names the
// variable whose value is bad, and the readers of the kinds of value several settings share.

export type Env = Readonly<Record<string, string | undefined>>;

export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    problem: string,
  ) {
    super(`${variable}: ${problem}`);
    this.name = 'ConfigError';
  }
}

export function parseFlag(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (raw === '1' || raw === 'true') return true;
  if (raw === '0' || raw === 'false') return false;
  throw new ConfigError(name, `expected 1, 0, true or false, got "${raw}"`);
}

/** A flag that may be left unset: null then. */
export function parseOptionalFlag(env: Env, name: string): boolean | null {
  const raw = env[name];
  return raw === undefined || raw === '' ? null : parseFlag(env, name, false);
}

export function parseInteger(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < min || Number(raw) > max) {
    throw new ConfigError(name, `expected a whole number from ${min} to ${max}, got "${raw}"`);
  }
  return Number(raw);
}
