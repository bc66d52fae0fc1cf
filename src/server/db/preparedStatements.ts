// Named prepared statements on PostgreSQL (issue 14): PostgreSQL's parse and plan of each statement was the largest
// part of its work per request, and Kysely sends every statement unnamed, so it was parsed again every time. Here
// each statement with parameters is sent as a statement named per connection: PostgreSQL parses it once per
// connection and keeps it. Bounded: each connection keeps at most `capacity` statements, least recently used first
// out, and what it drops is deallocated on the server (texts vary with the lengths of `in` lists and the search's
// qualifiers, so without a bound a long-lived connection would keep every variant it ever saw).
import type { PostgresPool, PostgresPoolClient } from 'kysely';
import type pg from 'pg';

/** How many statements each connection keeps when the setting is `on`. */
export const DEFAULT_PREPARED_STATEMENTS = 100;

/**
 * The named statements of one pooled connection: statement text → name, in order of last use (a Map keeps
 * insertion order; a use moves the entry to the end).
 */
class ConnectionStatements {
  private readonly names = new Map<string, string>();
  private next = 0;
  /** Dropped names still to deallocate on the server, sent when the connection goes back to the pool. */
  private evicted: string[] = [];

  constructor(
    private readonly client: pg.PoolClient,
    private readonly capacity: number,
  ) {}

  /** The name of `text` on this connection, a new one if it has none (dropping the least recently used). */
  nameOf(text: string): string {
    const known = this.names.get(text);
    if (known !== undefined) {
      this.names.delete(text);
      this.names.set(text, known);
      return known;
    }
    this.next += 1;
    const name = `triage_${this.next}`;
    this.names.set(text, name);
    if (this.names.size > this.capacity) {
      const [oldestText, oldestName] = this.names.entries().next().value as [string, string];
      this.names.delete(oldestText);
      this.evicted.push(oldestName);
    }
    return name;
  }

  /** Forgets `text` (its statement failed: it may be gone or stale on the server), to deallocate with the others. */
  forget(text: string): void {
    const name = this.names.get(text);
    if (name === undefined) return;
    this.names.delete(text);
    this.evicted.push(name);
  }

  /**
   * Deallocates the dropped statements, queued on the connection before whatever its next user sends. Done at
   * release, outside any transaction (Kysely commits or rolls back first), so an aborted transaction cannot refuse it.
   */
  deallocateEvicted(): void {
    if (this.evicted.length === 0) return;
    // pg remembers which names it has parsed on the connection; only those exist on the server.
    const parsed = (this.client as unknown as { connection?: { parsedStatements?: Record<string, string> } }).connection?.parsedStatements;
    const names = this.evicted.filter((name) => parsed?.[name] !== undefined);
    this.evicted = [];
    for (const name of names) delete parsed?.[name];
    if (names.length === 0) return;
    // One round trip for all; a failure (the connection closing) loses nothing: the statements die with it.
    this.client.query(names.map((name) => `deallocate ${name}`).join('; ')).catch(() => {});
  }
}

const SQLSTATE_FEATURE_NOT_SUPPORTED = '0A000';

/**
 * `pool` as Kysely's PostgresDialect takes it, every statement with parameters sent named, at most `capacity` kept
 * per connection. The statements' text, parameters and results are unchanged.
 */
export function withPreparedStatements(pool: pg.Pool, capacity: number): PostgresPool {
  const wrapped = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  const wrap = (client: pg.PoolClient): PostgresPoolClient => {
    const statements = new ConnectionStatements(client, capacity);
    const query = async (text: string, parameters: readonly unknown[]) => {
      // Without parameters pg uses the simple protocol (which also carries several statements in one text).
      if (parameters.length === 0) return client.query(text);
      try {
        return await client.query({ name: statements.nameOf(text), text, values: [...parameters] });
      } catch (error) {
        // "cached plan must not change result type": a migration changed a table under a kept statement. Dropped
        // here so that the next use parses it afresh.
        if ((error as { code?: unknown }).code === SQLSTATE_FEATURE_NOT_SUPPORTED) statements.forget(text);
        throw error;
      }
    };
    return {
      // Kysely's cursor overload (streaming) is not used by this server; the parameters' overload is.
      query: query as unknown as PostgresPoolClient['query'],
      release: () => {
        statements.deallocateEvicted();
        client.release();
      },
    };
  };
  return {
    connect: async () => {
      const client = await pool.connect();
      let known = wrapped.get(client);
      if (!known) {
        known = wrap(client);
        wrapped.set(client, known);
      }
      return known;
    },
    end: () => pool.end(),
  };
}
