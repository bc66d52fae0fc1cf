// The list page's and the issue page's read in one statement (issue 14): a project by its slug (or by its id, for
// `node(id)`: the list's next pages and refetches) with what its pages show besides (projectPageRead.ts), and in
// the same statement what the request asks of it (graphql/projectReadAhead.ts finds it in the query): the pages and counts of its issue lists, each page as a JSON
// sub-select and each count as a scalar one (a text search's open and closed counts as one array); an issue by its number as its page reads it (issuePageRead.ts) and
// the first page of its timeline (timeline.ts). Apart, these were three statements per page, each a round trip.
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { compiledOnceWithPlan } from '../db/compiledOnce.ts';
import type { DB } from '../db/database.ts';
import type { LabelRow } from '../db/tables/projects.ts';
import { issueCountOf } from './issueListCounts.ts';
import { COLUMN_OF } from './issueListOrder.ts';
import { issueListPageIdsQuery, type IssueListIdsRow, type IssueListRow } from './issueListPages.ts';
import { issueFromJson, userJsonOf, type AsJson, type UserJson } from './jsonRows.ts';
import type { CursorKey } from './pagination.ts';
import { projectPageColumns, projectPageOf, type ProjectPage } from './projectPageRead.ts';
import { DEFAULT_SORT, type IssueFilter } from './searchQuery.ts';
import { issuePageQuery, issueWithLinksOf, type IssuePageRow, type IssueWithLinks } from './issuePageRead.ts';
import { timelineReadOf, timelineReadSql, type TimelineRead, type TimelineReadRow } from './timeline.ts';
import { openAndClosedFromText } from './textCounts.ts';
import type { SignedIn } from './viewer.ts';

/** An issue list of the project that the request asks for: its page (rows to read after a cursor's key) or its count, or both. */
export interface IssueListAsk {
  readonly filter: IssueFilter;
  /** `limit` rows (one beyond the page, as keysetConnection reads) after the cursor's `key`; null when no rows are asked. */
  readonly page: { readonly key: CursorKey | null; readonly limit: number } | null;
  readonly count: boolean;
  /** Its open and closed counts, in one pass (textCounts.ts: for a filter that countedByText accepts). */
  readonly openAndClosed?: boolean;
}

/** What was read for an ask: its rows, its count, and its open and closed counts, each null when not asked. */
interface IssueListRead {
  readonly rows: IssueListRow[] | null;
  readonly count: number | null;
  readonly openAndClosed: readonly [number, number] | null;
}

/** The project read: by its current slug (`project(slug)`) or by its id (`node(id)`, the list's next pages and refetches). */
export type ProjectKey = { readonly slug: string } | { readonly id: number };

/** An issue of the project the request asks for by its number, and the page of its timeline it asks for (null: none). */
export interface IssueAsk {
  readonly number: number;
  readonly timeline: { readonly key: CursorKey | null; readonly limit: number } | null;
}

type IssueListIdsJson = AsJson<IssueListIdsRow, 'created_at' | 'updated_at' | 'closed_at'>;

/**
 * A list's page as the statement reads it: its rows with their labels and assignees as ids, and the labels and
 * people these and the rows' authors name, each once (in the order a row lists them: labels by name, people by
 * login). As JSON in every row that named them, they were most of the statement's PostgreSQL CPU: 25 rows of the
 * demo's list, 1.47 -> 0.47 ms without them (docs/performance.md, issue 14's eleventh pass).
 */
interface ListPageJson {
  readonly rows: IssueListIdsJson[];
  readonly people: UserJson[];
  readonly labels: LabelRow[];
}

/** The rows of a ListPageJson as the list reads them (IssueListRow): each with its labels, assignees and author. */
function listRowsOf({ rows, people, labels }: ListPageJson): IssueListRow[] {
  const person = new Map(people.map((user, rank) => [user.id, { user, rank }]));
  const label = new Map(labels.map((row, rank) => [row.id, { row, rank }]));
  const inOrder = <T>(ids: readonly number[], of: Map<number, { readonly rank: number } & T>) =>
    ids.flatMap((id) => of.get(id) ?? []).sort((a, b) => a.rank - b.rank);
  return rows.map(({ link_label_ids, link_assignee_ids, ...issue }) => ({
    ...issue,
    ...issueFromJson(issue),
    link_labels: inOrder(link_label_ids, label).map(({ row }) => row),
    link_assignees: inOrder(link_assignee_ids, person).map(({ user }) => user),
    link_author: issue.author_id === null ? null : (person.get(issue.author_id)?.user ?? null),
  }));
}

type IssuePageJson = AsJson<IssuePageRow, 'created_at' | 'updated_at' | 'closed_at'>;

/** The list's order again, over the page's rows as `p`: json_agg keeps an order only when it is told one. */
function orderOfRows(filter: IssueFilter): RawBuilder<unknown> {
  const sort = filter.sort ?? DEFAULT_SORT;
  const direction = sql.raw(sort.direction);
  if (sort.key === 'created') return sql`p.number ${direction}`;
  const column = sql.ref(`p.${COLUMN_OF[sort.key].slice('issues.'.length)}`);
  return sql`${column} ${direction}, p.number desc`;
}

/** What projectPageWithReadsAhead read: the project's page, each list asked, the issue asked and its timeline. */
export interface ProjectPageReadAhead {
  readonly page: ProjectPage;
  readonly lists: IssueListRead[];
  /** The issue asked for (null when it does not exist; undefined when none was asked for) and its timeline's page. */
  readonly issue: { readonly found: IssueWithLinks | null; readonly timeline: TimelineRead | null } | undefined;
}

/**
 * What shapes the statement's SQL, its values apart (the viewer's id, the slug or id, the issue's number, the
 * cursors' keys): whether the project is found by slug or id, the viewer's role, the lists' filters and page sizes, whether each has a cursor (its key's length).
 */
interface ReadPlan {
  readonly role: SignedIn['role'];
  readonly by: 'slug' | 'id';
  /** Whether the project's choices and the viewer's saved views are read (projectPageColumns). */
  readonly pageParts: boolean;
  readonly lists: readonly {
    readonly filter: IssueFilter;
    readonly page: { readonly keyLength: number; readonly limit: number } | null;
    readonly count: boolean;
    readonly openAndClosed: boolean;
  }[];
  readonly issue: { readonly timeline: { readonly keyLength: number; readonly limit: number } | null } | null;
}

/**
 * The statement, built once per plan (db/compiledOnce.ts): values are the viewer's id, the slug or id, the issue's
 * number when an issue is asked for, its timeline's cursor key, then each list's cursor key, in the plan's order.
 */
const readAheadQuery = compiledOnceWithPlan((db: DB, values: readonly unknown[], plan: ReadPlan) => {
  const [viewerId, projectKey, ...rest] = values as [number, string | number, ...unknown[]];
  const take = (count: number) => rest.splice(0, count) as (number | string)[];
  const number = plan.issue ? (take(1)[0] as number) : 0;
  const timelineKey = plan.issue?.timeline?.keyLength ? take(plan.issue.timeline.keyLength) : null;
  const viewer: SignedIn = { id: viewerId, role: plan.role };
  // The lists' SQL names the project by the row of this statement: its id is not known before.
  const projectId = sql<number>`projects.id`;
  // The timeline's SQL reads `projects` unaliased (its back-links' projects), so its issue is found without
  // naming the outer row.
  const issueId =
    plan.by === 'slug'
      ? sql<number>`(select i.id from issues i join projects pr on pr.id = i.project_id where pr.slug = ${projectKey} and i.number = ${number})`
      : sql<number>`(select i.id from issues i where i.project_id = ${projectKey} and i.number = ${number})`;
  return (
    db
      .selectFrom('projects')
      .selectAll('projects')
      .select((eb) => [
        ...(plan.pageParts ? projectPageColumns(eb, viewerId) : []),
        ...plan.lists.flatMap(({ filter, page, count, openAndClosed }, i) => [
          ...(page
            ? [
                sql<ListPageJson>`(with p as (${issueListPageIdsQuery(db, {
                  projectId,
                  viewer,
                  filter,
                  key: page.keyLength > 0 ? take(page.keyLength) : null,
                  limit: page.limit,
                })}) select json_build_object(
                'rows', (select coalesce(json_agg(p order by ${orderOfRows(filter)}), '[]') from p),
                'people', (select coalesce(json_agg(${userJsonOf('u')} order by u.login), '[]') from users u
                  where u.id in (select p.author_id from p union select unnest(p.link_assignee_ids) from p)),
                'labels', (select coalesce(json_agg(l order by lower(l.name), l.id), '[]') from labels l
                  where l.id in (select unnest(p.link_label_ids) from p))))`.as(`list_rows_${i}`),
              ]
            : []),
          ...(count ? [issueCountOf(db, projectId, filter, viewer).as(`list_count_${i}`)] : []),
          ...(openAndClosed ? [openAndClosedFromText(projectId, filter).as(`list_open_closed_${i}`)] : []),
        ]),
        ...(plan.issue
          ? [
              sql<IssuePageJson | null>`(select to_json(i) from (${issuePageQuery(
                db,
                sql<SqlBool>`issues.project_id = projects.id and issues.number = ${number}`,
                viewerId,
              )}) i)`.as('issue_read'),
              ...(plan.issue.timeline
                ? [
                    sql<TimelineReadRow[]>`(select json_agg(t order by t.ord) from (${timelineReadSql(
                      db,
                      viewer,
                      issueId,
                      timelineKey,
                      plan.issue.timeline.limit,
                      true,
                    )}) t)`.as('issue_timeline'),
                  ]
                : []),
            ]
          : []),
      ])
      .where(plan.by === 'slug' ? 'projects.slug' : 'projects.id', '=', projectKey)
      // Without the page's parts the viewer may go unused (a search that names nobody); compiledOnce refuses a
      // value the SQL does not take, which keeps the values in line with the plan, so it is taken here, once.
      .$if(!plan.pageParts, (query) => query.where(sql<SqlBool>`${viewerId}::int is not null`))
  );
});

/**
 * The project of `key` (by its current slug, or its id; null otherwise: a former slug is for projectPagesBySlugs)
 * with its page's choices and the viewer's saved views, for each list asked its rows and count, and the issue
 * asked with its timeline's page, in one statement.
 */
export async function projectPageWithReadsAhead(
  db: DB,
  viewer: SignedIn,
  key: ProjectKey,
  asks: readonly IssueListAsk[],
  issueAsk: IssueAsk | null,
  pageParts: boolean,
): Promise<ProjectPageReadAhead | null> {
  const plan: ReadPlan = {
    role: viewer.role,
    by: 'slug' in key ? 'slug' : 'id',
    pageParts,
    lists: asks.map(({ filter, page, count, openAndClosed }) => ({
      filter,
      page: page ? { keyLength: page.key?.length ?? 0, limit: page.limit } : null,
      count,
      openAndClosed: openAndClosed === true,
    })),
    issue: issueAsk
      ? { timeline: issueAsk.timeline ? { keyLength: issueAsk.timeline.key?.length ?? 0, limit: issueAsk.timeline.limit } : null }
      : null,
  };
  const values = [
    viewer.id,
    'slug' in key ? key.slug : key.id,
    ...(issueAsk ? [issueAsk.number, ...(issueAsk.timeline?.key ?? [])] : []),
    ...asks.flatMap(({ page }) => page?.key ?? []),
  ];
  const [row] = await readAheadQuery(db, JSON.stringify(plan), values, plan);
  if (!row) return null;
  const lists = row as unknown as Record<string, ListPageJson | number | [number, number] | undefined>;
  const { issue_read: issueRead, issue_timeline: timelineRows } = row as unknown as {
    issue_read?: IssuePageJson | null;
    issue_timeline?: TimelineReadRow[] | null;
  };
  return {
    // Without its parts the page's choices and saved views are null: their loaders read them if asked after all.
    page: pageParts ? projectPageOf(row) : { project: row, choices: null, savedViews: null },
    lists: asks.map((_, i) => {
      const page = lists[`list_rows_${i}`] as ListPageJson | undefined;
      const count = lists[`list_count_${i}`] as number | undefined;
      const openAndClosed = lists[`list_open_closed_${i}`] as [number, number] | undefined;
      return {
        rows: page ? listRowsOf(page) : null,
        count: count ?? null,
        openAndClosed: openAndClosed ?? null,
      };
    }),
    issue: issueAsk
      ? {
          found: issueRead ? issueWithLinksOf({ ...issueRead, ...issueFromJson(issueRead) }, viewer.id) : null,
          timeline: issueRead && timelineRows ? timelineReadOf(timelineRows) : null,
        }
      : undefined,
  };
}
