// The session lookup (who a request's cookie stands for) kept per process, so that reading a page does not
// cost a statement for it (issue 14). Correct across processes through the database's own notices:
// migration 0033's triggers NOTIFY `triage_sessions` with the person's id on every change of a session or of
// a person's row (sign-out, password change, role change, deactivation, a profile edit), and each process
// forgets that person's sessions when it hears one.
// - The process that made the change forgets before its write returns: every pooled PostgreSQL connection
//   LISTENs too, and PostgreSQL hands a connection its own notices before the commit's answer (PGlite, in
//   process, hands them over before the statement's promise settles).
// - Other processes hear it over a connection of their own as soon as PostgreSQL sends it (well under a
//   millisecond on one machine); mutations never trust the cache (graphql/freshSessionForWrites.ts), so a
//   demoted or signed-out person's write is refused at once on every process.
// - While that connection is lost nothing is cached (notices may be missed), and a lookup that raced a notice
//   is not kept.
import type { UserRow } from './tables/accounts.ts';

export const SESSION_CHANNEL = 'triage_sessions';
/** The most sessions kept; the oldest kept goes first. */
const MAX_SESSIONS = 10_000;

export interface CachedSession {
  /** Frozen: every request of the session shares it. */
  readonly user: Readonly<UserRow>;
  readonly expiresAt: number;
  readonly lastUsedAt: number;
}

export class SessionCache {
  readonly #byTokenHash = new Map<string, CachedSession>();
  #hearing = false;
  /** Counts the notices heard, so that a lookup can tell whether one arrived while it read. */
  #generation = 0;

  /** The value to hand back to `keep` after reading from the database. */
  get generation(): number {
    return this.#generation;
  }

  get size(): number {
    return this.#byTokenHash.size;
  }

  find(tokenHash: string): CachedSession | undefined {
    return this.#hearing ? this.#byTokenHash.get(tokenHash) : undefined;
  }

  /** Keeps what a lookup read, unless a notice arrived since it began (`generation`), which may have made it stale. */
  keep(tokenHash: string, session: CachedSession, generation: number): void {
    if (!this.#hearing || generation !== this.#generation) return;
    this.#byTokenHash.delete(tokenHash);
    if (this.#byTokenHash.size >= MAX_SESSIONS) {
      const oldest = this.#byTokenHash.keys().next();
      if (!oldest.done) this.#byTokenHash.delete(oldest.value);
    }
    this.#byTokenHash.set(tokenHash, session);
  }

  /** A notice's payload: the id of the person whose sessions or row changed; anything else forgets everyone. */
  heard(payload: string): void {
    this.#generation++;
    const userId = /^\d{1,15}$/.test(payload) ? Number(payload) : null;
    if (userId === null) return this.#byTokenHash.clear();
    for (const [hash, session] of this.#byTokenHash) if (session.user.id === userId) this.#byTokenHash.delete(hash);
  }

  /** Whether this process hears the notices now; while it does not, nothing is kept or found. */
  hearing(now: boolean): void {
    this.#hearing = now;
    this.#generation++;
    this.#byTokenHash.clear();
  }
}

const caches = new WeakMap<object, SessionCache>();

/** The cache of the database `db` stands for, when it has one (openDatabase makes it, unless turned off). */
export function sessionCacheOf(db: object): SessionCache | undefined {
  return caches.get(db);
}

export function attachSessionCache(db: object, cache: SessionCache): void {
  caches.set(db, cache);
}
