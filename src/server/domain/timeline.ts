// An issue's timeline: its comments and its change events in one order (time, then comments before events
// at the same instant, then id), by keyset pagination over a UNION of the two tables.
import { sql } from 'kysely';
import type { DB } from '../db/database.ts';
import type { CommentRow } from '../db/tables.ts';
import { encodeCursor, keysetConnection, type Connection, type CursorKey, type PageRequest } from './pagination.ts';

export interface TimelineEntry {
  readonly type: 'Comment' | 'IssueEvent';
  readonly id: number;
  /** PostgreSQL's exact text of the time (microseconds), so cursors compare exactly. */
  readonly at: string;
}

const keyOf = (entry: TimelineEntry): CursorKey => [entry.at, entry.type, entry.id];

/** The cursor of an entry, for the edge of a comment just added. */
export function timelineCursor(entry: TimelineEntry): string {
  return encodeCursor(keyOf(entry));
}

/** A comment's place in its issue's timeline (a JavaScript Date would lose the microseconds of its time). */
export async function timelineEntryOfComment(db: DB, comment: CommentRow): Promise<TimelineEntry> {
  const { rows } = await sql<{ at: string }>`select created_at::text as at from comments where id = ${comment.id}`.execute(db);
  return { type: 'Comment', id: comment.id, at: rows[0]?.at ?? '' };
}

export function listTimeline(db: DB, issueId: number, page: PageRequest): Connection<TimelineEntry> {
  return keysetConnection(page, {
    shape: ['string', 'string', 'int'],
    rows: async (key, limit) => {
      const after = key ? sql`where (t.created_at, t.type, t.id) > (${key[0]}::timestamptz, ${key[1]}, ${key[2]}::int)` : sql``;
      const { rows } = await sql<TimelineEntry>`
      select t.type, t.id, t.created_at::text as at from (
        select 'Comment' as type, id, created_at from comments where issue_id = ${issueId}
        union all
        select 'IssueEvent' as type, id, created_at from issue_events where issue_id = ${issueId}
      ) t ${after}
      order by t.created_at, t.type, t.id
      limit ${limit}`.execute(db);
      return rows;
    },
    keyOf,
    count: async () => {
      const { rows } = await sql<{ n: number }>`select (select count(*) from comments where issue_id = ${issueId})::int
      + (select count(*) from issue_events where issue_id = ${issueId})::int as n`.execute(db);
      return rows[0]?.n ?? 0;
    },
  });
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
