// What a run of the server part is told (its settings) and what its load runs yield, shared by its parts.

export type Backend = 'pglite' | 'postgres';

export interface Settings {
  /** Seconds of load per autocannon run, after a warm-up run. */
  readonly seconds: number;
  readonly warmupSeconds: number;
  /** Milliseconds per raw SQL loop. */
  readonly rawMs: number;
  readonly keysetRounds: number;
  /** Only the database, the statement counts and the EXPLAINs of the list page's loads (no load test). */
  readonly plansOnly: boolean;
  /** Only the side by side with PostGraphile on PostgreSQL (sideBySide.ts), on the demo data. */
  readonly sideBySideOnly: boolean;
  /** Only the CPU profiles of the server under the side by side's query and the app's list queries (cpuProfile.ts). */
  readonly profileOnly: boolean;
  /** Interleaved rounds of the side by side. */
  readonly sideBySideRounds: number;
  /** `--base-tree=DIR`: the side by side's second Triage is that checkout's (a before and after), not graphql-jit off. */
  readonly baseTree: string | null;
}

export interface LoadRow {
  readonly backend: Backend;
  readonly query: string;
  readonly connections: number;
  readonly rps: number;
  readonly p50: number;
  readonly p99: number;
  readonly bad: number;
}
