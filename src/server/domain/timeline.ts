// An issue's timeline: its comments, its change events and its back-links (backLinks.ts) in one order (time,
// then comments before events before back-links at the same instant, then id), by keyset pagination over a
// UNION of the three tables. Back-links are the reader's: only those written in issues the reader may see.
import { sql } from 'kysely';
import type { DB } from '../db/database.ts';
import type { CommentRow } from '../db/tables.ts';
import { visibleProjects } from './authorization.ts';
import type { Viewer } from './viewer.ts';
import { encodeCursor, keysetConnection, type Connection, type CursorKey, type PageRequest } from './pagination.ts';

export interface TimelineEntry {
  readonly type: 'Comment' | 'IssueEvent' | 'IssueMention';
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

/** The back-links into `issueId` that `viewer` may see: those written in issues of projects they may see. */
function visibleBackLinks(db: DB, viewer: Viewer, issueId: number) {
  return db
    .selectFrom('issue_mentions')
    .innerJoin('issues as source', 'source.id', 'issue_mentions.source_issue_id')
    .innerJoin('projects', 'projects.id', 'source.project_id')
    .where('issue_mentions.issue_id', '=', issueId)
    .where(viewer ? visibleProjects(viewer) : sql<boolean>`false`);
}

export function listTimeline(db: DB, viewer: Viewer, issueId: number, page: PageRequest): Connection<TimelineEntry> {
  const backLinks = visibleBackLinks(db, viewer, issueId).select([
    sql<string>`'IssueMention'`.as('type'),
    'issue_mentions.id',
    'issue_mentions.created_at',
  ]);
  return keysetConnection(page, {
    shape: ['string', 'string', 'int'],
    rows: async (key, limit) => {
      const after = key ? sql`where (t.created_at, t.type, t.id) > (${key[0]}::timestamptz, ${key[1]}, ${key[2]}::int)` : sql``;
      const { rows } = await sql<TimelineEntry>`
      select t.type, t.id, t.created_at::text as at from (
        select 'Comment' as type, id, created_at from comments where issue_id = ${issueId}
        union all
        select 'IssueEvent' as type, id, created_at from issue_events where issue_id = ${issueId}
        union all
        ${backLinks}
      ) t ${after}
      order by t.created_at, t.type, t.id
      limit ${limit}`.execute(db);
      return rows;
    },
    keyOf,
    count: async () => {
      const counted = visibleBackLinks(db, viewer, issueId).select(sql<number>`count(*)::int`.as('n'));
      const { rows } = await sql<{ n: number }>`select (select count(*) from comments where issue_id = ${issueId})::int
      + (select count(*) from issue_events where issue_id = ${issueId})::int + ${counted} as n`.execute(db);
      return rows[0]?.n ?? 0;
    },
  });
}

/** One comment's or event's place in its issue's timeline; null once it is gone. */
export async function timelineEntryOf(db: DB, type: TimelineEntry['type'], id: number): Promise<TimelineEntry | null> {
  const table = { Comment: sql`comments`, IssueEvent: sql`issue_events`, IssueMention: sql`issue_mentions` }[type];
  const { rows } = await sql<{ at: string }>`select created_at::text as at from ${table} where id = ${id}`.execute(db);
  const at = rows[0]?.at;
  return at === undefined ? null : { type, id, at };
}
