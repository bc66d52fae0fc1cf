// Listening for the change notices the database's triggers send (migration 0009) on one channel: from
// PostgreSQL over a connection of its own (so every server process on the database hears every change), from
// PGlite in-process. Payloads are short JSON texts of ids, parsed by the domain (domain/liveChanges.ts).
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

export const CHANGE_CHANNEL = 'triage_changes';

export interface NoticeListener {
  /** Each notice's payload, in commit order. */
  readonly onNotice: (payload: string) => void;
  /**
   * The connection to PostgreSQL was lost and is being made again: notices sent meanwhile are lost, so whoever
   * relies on them must catch up (live streams end, clients reconnect and refetch).
   */
  readonly onInterrupted: () => void;
  /** Listening (again): from now on no notice is missed. */
  readonly onListening?: () => void;
}

/** Stops listening. */
export type Unlisten = () => Promise<void>;

export async function listenOnPGlite(pglite: PGlite, listener: NoticeListener, channel = CHANGE_CHANNEL): Promise<Unlisten> {
  const unlisten = await pglite.listen(channel, listener.onNotice);
  listener.onListening?.();
  return async () => {
    if (!pglite.closed) await unlisten();
  };
}

const RECONNECT_FIRST_MS = 500;
const RECONNECT_MAX_MS = 15_000;

export async function listenOnPostgres(connectionString: string, listener: NoticeListener, channel = CHANGE_CHANNEL): Promise<Unlisten> {
  let client: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  let delay = RECONNECT_FIRST_MS;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString });
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) listener.onNotice(message.payload);
    });
    // Lost (a restart, a failover, an administrator ending it): tell, then connect again with backoff.
    const lost = (error?: Error) => {
      if (stopped || client !== next) return;
      client = undefined;
      console.error(`Lost the PostgreSQL connection that listens for changes${error ? `: ${error.message}` : ''}; reconnecting.`);
      listener.onInterrupted();
      schedule();
    };
    next.on('error', lost);
    next.on('end', () => lost());
    client = next;
    await next.connect();
    await next.query(`listen ${channel}`);
    delay = RECONNECT_FIRST_MS;
    listener.onListening?.();
  };
  const schedule = () => {
    retry = setTimeout(() => {
      connect().catch((error: unknown) => {
        console.error(`Cannot listen for changes yet: ${error instanceof Error ? error.message : String(error)}`);
        client = undefined;
        delay = Math.min(delay * 2, RECONNECT_MAX_MS);
        if (!stopped) schedule();
      });
    }, delay);
  };

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => {});
  };
}
