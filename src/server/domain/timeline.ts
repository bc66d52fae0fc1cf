// An issue's timeline: its comments and its change events in one order (time, then comments before events
// at the same instant, then id), by keyset pagination over a UNION of the two tables.
import { sql } from 'kysely';
import type { DB } from '../db/database.ts';
import { decodeCursor, lazyConnection, toPage, type Connection } from '../graphql/connections.ts';
import type { PageRequest } from './lists.ts';

export interface TimelineEntry {
  readonly type: 'Comment' | 'IssueEvent';
  readonly id: number;
  /** PostgreSQL's exact text of the time (microseconds), so cursors compare exactly. */
  readonly at: string;
}

export function listTimeline(db: DB, issueId: number, page: PageRequest): Connection<TimelineEntry> {
  const key = decodeCursor(page.after, ['string', 'string', 'int']);
  return lazyConnection(
    async () => {
      if (page.limit === 0) return toPage([], 0, () => [], key !== null);
      const after = key ? sql`where (t.created_at, t.type, t.id) > (${key[0]}::timestamptz, ${key[1]}, ${key[2]}::int)` : sql``;
      const { rows } = await sql<{ type: 'Comment' | 'IssueEvent'; id: number; at: string }>`
      select t.type, t.id, t.created_at::text as at from (
        select 'Comment' as type, id, created_at from comments where issue_id = ${issueId}
        union all
        select 'IssueEvent' as type, id, created_at from issue_events where issue_id = ${issueId}
      ) t ${after}
      order by t.created_at, t.type, t.id
      limit ${page.limit + 1}`.execute(db);
      return toPage(rows, page.limit, (r) => [r.at, r.type, r.id], key !== null);
    },
    async () => {
      const { rows } = await sql<{ n: number }>`select (select count(*) from comments where issue_id = ${issueId})::int
      + (select count(*) from issue_events where issue_id = ${issueId})::int as n`.execute(db);
      return rows[0]?.n ?? 0;
    },
  );
}

/** One comment's or event's place in its issue's timeline; null once it is gone. */
export async function timelineEntryOf(db: DB, type: TimelineEntry['type'], id: number): Promise<TimelineEntry | null> {
  const { rows } =
    type === 'Comment'
      ? await sql<{ at: string }>`select created_at::text as at from comments where id = ${id}`.execute(db)
      : await sql<{ at: string }>`select created_at::text as at from issue_events where id = ${id}`.execute(db);
  const at = rows[0]?.at;
  return at === undefined ? null : { type, id, at };
}
