// An issue's timeline: its comments, its change events and its back-links (backLinks.ts) in one order (time,
// then comments before events before back-links at the same instant, then id), by keyset pagination over a
// UNION of the three tables. Back-links are the reader's: only those written in issues the reader may see.
import { sql, type Expression } from 'kysely';
import type { DB } from '../db/database.ts';
import type { AttachmentRow, CommentRow, IssueEventRow } from '../db/tables/timeline.ts';
import type { IssueMentionRow } from '../db/tables/issueRelations.ts';
import type { LabelRow } from '../db/tables/projects.ts';
import type { UserRow } from '../db/tables/accounts.ts';
import {
  attachmentFromJson,
  commentFromJson,
  issueEventFromJson,
  issueMentionFromJson,
  type AttachmentJson,
  type CommentJson,
  type IssueEventJson,
  type IssueMentionJson,
  type UserJson,
  userFromJson,
  userJsonOf,
} from './jsonRows.ts';
import { visibleProjects } from './authorization.ts';
import type { Viewer } from './viewer.ts';
import { encodeCursor, keysetConnection, type Connection, type CursorKey, type CursorShape, type PageRequest } from './pagination.ts';

/** An entry's row, read with its place by the timeline's page (see `listTimeline`), and the people it names. */
export type TimelineItem = (
  | { readonly type: 'Comment'; readonly comment: CommentRow; readonly attachments: AttachmentRow[] }
  | { readonly type: 'IssueEvent'; readonly event: IssueEventRow; readonly label: LabelRow | null }
  | { readonly type: 'IssueMention'; readonly mention: IssueMentionRow }
) & {
  /** A comment's author and its files' uploaders, an event's actor and assignee, a back-link's actor. */
  readonly people: UserRow[];
};

export interface TimelineEntry {
  readonly type: 'Comment' | 'IssueEvent' | 'IssueMention';
  readonly id: number;
  /** PostgreSQL's exact text of the time (microseconds), so cursors compare exactly. */
  readonly at: string;
  /** The entry's row when its page read it (an entry found otherwise, e.g. a live notice's, is read by id). */
  readonly item?: TimelineItem;
}

const keyOf = (entry: TimelineEntry): CursorKey => [entry.at, entry.type, entry.id];
/** What a timeline's cursor holds: the entry's time, its type and its id. */
export const TIMELINE_CURSOR_SHAPE: CursorShape = ['time', 'string', 'int'];

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
function visibleBackLinks(db: DB, viewer: Viewer, issueId: IssueKey) {
  return db
    .selectFrom('issue_mentions')
    .innerJoin('issues as source', 'source.id', 'issue_mentions.source_issue_id')
    .innerJoin('projects', 'projects.id', 'source.project_id')
    .where('issue_mentions.issue_id', '=', issueId)
    .where(viewer ? visibleProjects(viewer) : sql<boolean>`false`);
}

/**
 * The issue in the timeline's SQL: its id, or an expression giving it when the timeline is read in the same
 * statement as its issue, before the id is known (graphql/projectReadAhead.ts).
 */
export type IssueKey = number | Expression<number>;

/** A page's entry as its statement answers it: each of its row's tables as JSON, null where it is not that kind. */
interface PageEntryJson {
  readonly type: TimelineEntry['type'];
  readonly id: number;
  readonly at: string;
  readonly comment: CommentJson | null;
  readonly comment_attachments: AttachmentJson[] | null;
  readonly event: IssueEventJson | null;
  readonly event_label: LabelRow | null;
  readonly mention: IssueMentionJson | null;
  readonly people: UserJson[];
}

function itemOf(entry: PageEntryJson): TimelineItem | undefined {
  const people = entry.people.map(userFromJson);
  if (entry.comment) {
    const attachments = (entry.comment_attachments ?? []).map(attachmentFromJson);
    return { type: 'Comment', comment: commentFromJson(entry.comment), attachments, people };
  }
  if (entry.event) return { type: 'IssueEvent', event: issueEventFromJson(entry.event), label: entry.event_label, people };
  if (entry.mention) return { type: 'IssueMention', mention: issueMentionFromJson(entry.mention), people };
  return undefined;
}

/** A timeline's page with the count (when asked for, else 0), as pages are read (in one statement or ahead). */
export interface TimelineRead {
  readonly rows: readonly TimelineEntry[];
  readonly count: number;
}

/** A row of timelineReadSql: an entry (its type null on an empty page's one row) with the count beside it. */
export type TimelineReadRow = PageEntryJson & { readonly total: number | null; readonly ord: number };

/**
 * The statement of a timeline's page: each entry's row whole (a comment with its attachments, an event with its
 * label, a back-link) and the people these name, where reading the places first and the rows, files, labels and
 * people by id after cost five statements more; with `withCount`, the count beside the page (an empty page still
 * answers one row, with the count). `ord` numbers the rows in the timeline's order.
 */
export function timelineReadSql(db: DB, viewer: Viewer, issueId: IssueKey, key: CursorKey | null, limit: number, withCount: boolean) {
  const after = key ? sql`where (t.created_at, t.type, t.id) > (${key[0]}::timestamptz, ${key[1]}, ${key[2]}::int)` : sql``;
  const backLinks = visibleBackLinks(db, viewer, issueId).select([
    sql<string>`'IssueMention'`.as('type'),
    'issue_mentions.id',
    'issue_mentions.created_at',
  ]);
  const places = sql`
    select t.type, t.id, t.created_at from (
      select 'Comment' as type, id, created_at from comments where issue_id = ${issueId}
      union all
      select 'IssueEvent' as type, id, created_at from issue_events where issue_id = ${issueId}
      union all
      ${backLinks}
    ) t ${after}
    order by t.created_at, t.type, t.id
    limit ${limit}`;
  return sql<TimelineReadRow>`
    select n.total, p.type, p.id, p.created_at::text as at,
      row_number() over (order by p.created_at, p.type, p.id)::int as ord,
      case when c.id is null then null else to_json(c) end as comment,
      case when c.id is null then null
        else coalesce((select json_agg(a order by a.id) from attachments a where a.comment_id = c.id), '[]') end as comment_attachments,
      case when e.id is null then null else to_json(e) end as event,
      case when l.id is null then null else to_json(l) end as event_label,
      case when m.id is null then null else to_json(m) end as mention,
      coalesce((select json_agg(${userJsonOf('u')}) from users u where u.id in (
        select c.author_id union select e.actor_id union select e.assignee_id union select m.actor_id
        union select a.uploader_id from attachments a where a.comment_id = c.id)), '[]') as people
    from (select ${withCount ? timelineCount(db, viewer, issueId) : sql`null::int`} as total) n
    left join lateral (${places}) p on true
    left join comments c on p.type = 'Comment' and c.id = p.id
    left join issue_events e on p.type = 'IssueEvent' and e.id = p.id
    left join labels l on l.id = e.label_id
    left join issue_mentions m on p.type = 'IssueMention' and m.id = p.id
    order by p.created_at, p.type, p.id`;
}

/** How many entries an issue's timeline has for the viewer, as a scalar expression. */
function timelineCount(db: DB, viewer: Viewer, issueId: IssueKey) {
  const counted = visibleBackLinks(db, viewer, issueId).select(sql<number>`count(*)::int`.as('n'));
  return sql<number>`(select count(*) from comments where issue_id = ${issueId})::int
    + (select count(*) from issue_events where issue_id = ${issueId})::int + ${counted}`;
}

/** The page and count of timelineReadSql's rows, in their order. */
export function timelineReadOf(rows: readonly TimelineReadRow[]): TimelineRead {
  const entries = rows
    .filter((row) => row.type !== null)
    .map((row): TimelineEntry => ({ type: row.type, id: row.id, at: row.at, item: itemOf(row) }));
  return { rows: entries, count: rows[0]?.total ?? 0 };
}

/**
 * Timeline pages read ahead within a request (with their issue's page: graphql/projectReadAhead.ts), by
 * timelinePageKey; a timeline takes its page and count from here when they are, instead of a statement.
 */
export type ReadAheadTimelines = Map<string, TimelineRead>;

/** The key of a page in ReadAheadTimelines: the issue, the cursor's key and the rows read. */
export function timelinePageKey(issueId: number, key: CursorKey | null, limit: number): string {
  return JSON.stringify([issueId, key, limit]);
}

/**
 * An issue's timeline (its page statement: timelineReadSql); when the count is asked for too (the issue page asks
 * for both), it comes in the same statement, beside the page, or from `readAhead` when that read both already.
 */
export function listTimeline(
  db: DB,
  viewer: Viewer,
  issueId: number,
  page: PageRequest,
  readAhead?: ReadAheadTimelines,
): Connection<TimelineEntry> {
  const read = async (key: CursorKey | null, limit: number, withCount: boolean) =>
    timelineReadOf((await timelineReadSql(db, viewer, issueId, key, limit, withCount).execute(db)).rows);
  return keysetConnection(page, {
    shape: TIMELINE_CURSOR_SHAPE,
    rows: async (key, limit) => (readAhead?.get(timelinePageKey(issueId, key, limit)) ?? (await read(key, limit, false))).rows,
    rowsAndCount: async (key, limit) => readAhead?.get(timelinePageKey(issueId, key, limit)) ?? read(key, limit, true),
    keyOf,
    count: async () => {
      const { rows } = await sql<{ n: number }>`select ${timelineCount(db, viewer, issueId)} as n`.execute(db);
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
