// A project's issues filtered by a parsed search (domain/searchQuery.ts), in one of its sort orders, by
// keyset pagination: each sort orders by (sort value, number) and a cursor holds both, so page 1000 costs
// what page 1 costs. One SQL statement for the page and one for the count, whatever the filter (the count of a
// plain list, by state only, reads the project's counters: issueCounters.ts; of labels and assignees, their
// links: linkCounts.ts, as does such a page in the default order: linkPages.ts).
import { sql, type Expression, type ExpressionBuilder, type RawBuilder, type SqlBool } from 'kysely';
import type { DB } from '../db/database.ts';
import type { Database, IssueRow, IssueState, LabelRow } from '../db/tables.ts';
import { assigneesJsonOf, labelsJsonOf } from './issueLinks.ts';
import { countFromCounters } from './issueCounters.ts';
import { userJsonOf, type UserJson } from './jsonRows.ts';
import { countedByCounters, countedByLinks, countFromLinks, MAX_TERMS_PER_KIND } from './linkCounts.ts';
import { pagedByLinks, pageFromLinks } from './linkPages.ts';
import {
  emptyConnection,
  encodeCursor,
  keysetConnection,
  MAX_PAGE_SIZE,
  type Connection,
  type CursorKey,
  type CursorShape,
  type PageRequest,
} from './pagination.ts';
import type { ProjectKey } from './projectKey.ts';
import { priorityRank } from './priority.ts';
import { DEFAULT_SORT, MAX_ISSUE_NUMBER, parseIssueQuery, type IssueFilter, type Sort } from './searchQuery.ts';
import type { UserErrorModel } from './userError.ts';
import { countedByText, countFromText, documentMatches } from './textCounts.ts';
import type { SignedIn } from './viewer.ts';

type Issues = ExpressionBuilder<Database, 'issues'>;

/** The sort value of a row as the cursor holds it; timestamps as PostgreSQL's exact text (microseconds). */
export const SORT_COLUMNS = {
  created: { select: sql<number>`issues.number`, compare: (v: unknown) => sql`${v}::int`, shape: 'int' },
  updated: { select: sql<string>`issues.updated_at::text`, compare: (v: unknown) => sql`${v}::timestamptz`, shape: 'time' },
  comments: { select: sql<number>`issues.comment_count`, compare: (v: unknown) => sql`${v}::int`, shape: 'int' },
  priority: { select: sql<number>`issues.priority`, compare: (v: unknown) => sql`${v}::int`, shape: 'int' },
} as const;
export const COLUMN_OF = {
  created: 'issues.number',
  updated: 'issues.updated_at',
  comments: 'issues.comment_count',
  priority: 'issues.priority',
} as const;

/**
 * A listed issue: its row, its sort value, its labels and assignees as JSON (batchReads.ts: linksFromJson), and
 * its author as JSON (null once the account is deleted), which every row names.
 */
export type IssueListRow = IssueRow & {
  readonly sort_value: number | string;
  readonly link_labels: LabelRow[];
  readonly link_assignees: UserJson[];
  readonly link_author: UserJson | null;
};

/**
 * The filter as SQL conditions. Each kind of term compiles to one subquery however many values it names (one
 * EXISTS per term made PostgreSQL's planning time grow steeply: 45 terms took seconds to plan). `projectId`
 * is null across projects (My issues): a label name then matches a label of that name in the issue's own
 * project, since an issue only carries labels of its project.
 */
export function filterConditions(eb: Issues, filter: IssueFilter, viewer: SignedIn, projectId: ProjectKey | null): Expression<SqlBool>[] {
  const conditions: Expression<SqlBool>[] = [];
  const login = (name: string) => (name === '@me' ? sql`${viewer.id}` : sql`(select id from users where lower(login) = ${name})`);
  /** The ids of the people named: logins, and '@me' for the viewer. */
  const people = (names: readonly string[]) => {
    const logins = names.filter((n) => n !== '@me');
    const me = names.includes('@me');
    const byLogin = logins.length > 0 ? sql`lower(login) in (${sql.join(logins)})` : sql`false`;
    return { logins, where: me ? sql`(${byLogin} or id = ${viewer.id})` : byLogin };
  };
  const labelsNamed = (names: readonly string[]) => sql`(select il.issue_id from issue_labels il join labels l on l.id = il.label_id
    where lower(l.name) in (${sql.join(names)}) and il.issue_id = issues.id)`;
  if (filter.state) conditions.push(eb('issues.state', '=', filter.state));
  // The other issue of a relation counts only if the viewer can see it: authorization.visibleProjects' rule,
  // written here on an alias of its own.
  const seen = (alias: string) =>
    viewer.role === 'ADMIN'
      ? sql`true`
      : sql`exists (select 1 from projects p where p.id = ${sql.ref(`${alias}.project_id`)} and (p.visibility = 'PUBLIC'
          or exists (select 1 from project_members pm where pm.project_id = p.id and pm.user_id = ${viewer.id})))`;
  if (filter.blocked)
    conditions.push(sql<SqlBool>`exists (select 1 from issue_relations r join issues o on o.id = r.issue_id
      where r.related_issue_id = issues.id and r.kind = 'BLOCKS' and o.state = 'OPEN' and ${seen('o')})`);
  // A closed issue blocks nothing any more: is:blocked asks for an open blocker, is:blocking for an open issue
  // that blocks an open one.
  if (filter.blocking)
    conditions.push(sql<SqlBool>`issues.state = 'OPEN' and exists (select 1 from issue_relations r join issues o on o.id = r.related_issue_id
      where r.issue_id = issues.id and r.kind = 'BLOCKS' and o.state = 'OPEN' and ${seen('o')})`);
  if (filter.hasRelations)
    // Two EXISTS, one per direction, so each uses its index (issue_relations_issue, issue_relations_related).
    conditions.push(sql<SqlBool>`(exists (select 1 from issue_relations r join issues o on o.id = r.related_issue_id
      where r.issue_id = issues.id and ${seen('o')}) or exists (select 1 from issue_relations r join issues o
      on o.id = r.issue_id where r.related_issue_id = issues.id and ${seen('o')}))`);
  if (filter.parentNumber !== undefined)
    // The parent is in the issue's own project, so seeing the issue is seeing its parent.
    conditions.push(sql<SqlBool>`issues.parent_id = (select o.id from issues o where o.project_id = issues.project_id
      and o.number = ${filter.parentNumber})`);
  const parentSeen = sql<SqlBool>`exists (select 1 from issues o where o.id = issues.parent_id and ${seen('o')})`;
  if (filter.hasParent) conditions.push(parentSeen);
  if (filter.noParent) conditions.push(sql<SqlBool>`not ${parentSeen}`);
  if (filter.hasSubIssues) conditions.push(sql<SqlBool>`exists (select 1 from issues o where o.parent_id = issues.id and ${seen('o')})`);
  if (filter.archived)
    conditions.push(sql<SqlBool>`exists (select 1 from projects p where p.id = issues.project_id and p.archived_at is not null)`);
  // Across projects (My issues) a label is matched by name in the issue's own project.
  const inProject = projectId === null ? sql`true` : sql`l.project_id = ${projectId}`;
  if (filter.labels.length > 0) {
    if (projectId !== null && filter.labels.length <= MAX_TERMS_PER_KIND) {
      // Within a project, each label named is one EXISTS on the issue's links to that label, found first (an
      // array computed once, so PostgreSQL plans the EXISTS as for one label id: an `in (select …)` there was
      // planned as a join to labels and read every link of the label, then each issue by id). A page in another
      // order than by number walks the list's own order and probes each issue's links (it stops after its rows);
      // by number, its candidates come from the links (linkPages.ts) and these conditions check them.
      for (const name of filter.labels)
        conditions.push(sql<SqlBool>`exists (select 1 from issue_labels il where il.issue_id = issues.id
          and il.label_id = any(array(select l.id from labels l where l.project_id = ${projectId} and lower(l.name) = ${name})))`);
    } else {
      // Every label named (names are unique per project, case-insensitively). Not correlated with the outer row,
      // so PostgreSQL runs it once (a hashed subplan) instead of once per issue.
      conditions.push(sql<SqlBool>`issues.id in (select il.issue_id from issue_labels il join labels l on l.id = il.label_id
        where ${inProject} and lower(l.name) in (${sql.join(filter.labels)})
        group by il.issue_id having count(*) = ${filter.labels.length})`);
    }
  }
  if (filter.labelChoices.length > 0) {
    // At least one label of each choice: one subquery for all the choices, each (label, choice) pair a row of a
    // VALUES list, so a label offered by two choices satisfies both.
    const pairs = filter.labelChoices.flatMap((names, choice) => names.map((name) => sql`(${name}, ${choice}::int)`));
    conditions.push(sql<SqlBool>`issues.id in (select il.issue_id from issue_labels il join labels l on l.id = il.label_id
      join (values ${sql.join(pairs)}) as choice(name, index) on lower(l.name) = choice.name
      where ${inProject}
      group by il.issue_id having count(distinct choice.index) = ${filter.labelChoices.length})`);
  }
  if (filter.notLabels.length > 0) conditions.push(sql<SqlBool>`not exists ${labelsNamed(filter.notLabels)}`);
  if (filter.assignees.length > 0) {
    const { logins, where } = people(filter.assignees);
    if (filter.assignees.length <= MAX_TERMS_PER_KIND) {
      // Each person named is one EXISTS, as for labels above: a login nobody has matches no issue.
      for (const name of filter.assignees) {
        const person =
          name === '@me' ? sql`ia.user_id = ${viewer.id}` : sql`ia.user_id = any(array(select id from users where lower(login) = ${name}))`;
        conditions.push(sql<SqlBool>`exists (select 1 from issue_assignees ia where ia.issue_id = issues.id and ${person})`);
      }
    } else {
      // Every person named is assigned: each named login must exist, and the issue must have all of them.
      conditions.push(sql<SqlBool>`(select count(distinct lower(login)) from users where lower(login) in (${sql.join(logins.length > 0 ? logins : [''])})) = ${logins.length}
        and issues.id in (select ia.issue_id from issue_assignees ia where ia.user_id in (select id from users where ${where})
          group by ia.issue_id having count(*) = (select count(*) from users where ${where}))`);
    }
  }
  if (filter.notAssignees.length > 0) {
    const { where } = people(filter.notAssignees);
    conditions.push(sql<SqlBool>`not exists (select 1 from issue_assignees ia where ia.issue_id = issues.id
      and ia.user_id in (select id from users where ${where}))`);
  }
  if (filter.noAssignee)
    conditions.push(
      eb.not(eb.exists(eb.selectFrom('issue_assignees').select('issue_id').whereRef('issue_assignees.issue_id', '=', 'issues.id'))),
    );
  if (filter.noLabel)
    conditions.push(
      eb.not(eb.exists(eb.selectFrom('issue_labels').select('issue_id').whereRef('issue_labels.issue_id', '=', 'issues.id'))),
    );
  for (const name of filter.authors) conditions.push(sql<SqlBool>`issues.author_id = ${login(name)}`);
  if (filter.priorities.length > 0) conditions.push(eb('issues.priority', 'in', filter.priorities.map(priorityRank)));
  if (filter.numbers.length > 0) conditions.push(eb('issues.number', 'in', filter.numbers));
  if (filter.words.length > 0) {
    // With the words in the SQL's text (documentMatches), PostgreSQL reads a common word's matches by walking the
    // project's issues in the list's order, a rare word's from the index. As a parameter, the named statement's
    // generic plan (after five runs) guessed half a percent for every word and read all 30 000 matches of `fail` on
    // the 100 000-issue benchmark project for a page of 25 (bench:server --plans; docs/performance.md, issue 14, text).
    const matches = eb.exists(
      eb
        .selectFrom('issue_search')
        .select('issue_search.issue_id')
        .whereRef('issue_search.issue_id', '=', 'issues.id')
        .where(documentMatches(sql.ref('issue_search.document'), filter.words)),
    );
    // A search for a number alone (people type "200" for issue 200) also finds the issue of that number.
    const onlyWord = filter.words.length === 1 ? filter.words[0] : undefined;
    const number = onlyWord !== undefined && /^\d{1,10}$/.test(onlyWord) ? Number(onlyWord) : null;
    conditions.push(number !== null && number <= MAX_ISSUE_NUMBER ? eb.or([matches, eb('issues.number', '=', number)]) : matches);
  }
  return conditions;
}

/** "After the cursor" for a sort: (value, number) beyond the cursor's in the sort's direction. */
function afterCursor(sort: Sort, key: CursorKey): Expression<SqlBool> {
  const column = sql.ref(COLUMN_OF[sort.key]);
  const value = SORT_COLUMNS[sort.key].compare(key[0]);
  const beyond = sort.direction === 'desc' ? sql`<` : sql`>`;
  // Ties on the sort value are broken by number, newest first in either direction of the main sort.
  return sql<SqlBool>`(${column} ${beyond} ${value} or (${column} = ${value} and issues.number < ${key[1]}))`;
}

/** Counts the issues of a project that match a filter; the GraphQL layer batches these (countProjectIssues). */
export type IssueCounter = (filter: IssueFilter) => Promise<number>;

interface IssueListRequest {
  readonly projectId: number;
  readonly viewer: SignedIn;
  readonly filter: IssueFilter | null;
  readonly page: PageRequest;
  /** How the count is made; one statement of its own when not given. */
  readonly count?: IssueCounter | undefined;
  readonly readAhead?: ReadAheadPages | undefined;
}

/** One count of countProjectIssues: a project's issues that match a filter. */
export interface IssueCountRequest {
  readonly projectId: number;
  readonly filter: IssueFilter;
}

/**
 * Many counts in one statement, one scalar sub-select each, so a page showing its list's total and the open and
 * closed tabs' counts makes one round trip, and each count keeps its own index plan. A count that names no more
 * than a state reads the project's counters (issueCounters.ts) instead of counting, and one of labels and
 * assignees counts their links (linkCounts.ts). (One scan with a
 * `count(*) filter (where …)` per count was tried: on a 100 000-issue project PostgreSQL read the whole table,
 * 69 ms, against 19 ms per count by index; bench:server EXPLAINs this statement.)
 */
export async function countProjectIssues(db: DB, viewer: SignedIn, requests: readonly IssueCountRequest[]): Promise<number[]> {
  const row = await db
    .selectNoFrom(requests.map((request, i) => issueCountOf(db, request.projectId, request.filter, viewer).as(`count_${i}`)))
    .executeTakeFirstOrThrow();
  const counts = row as Record<string, number | null>;
  return requests.map((_, i) => counts[`count_${i}`] ?? 0);
}

/**
 * The count of a project's issues that match a filter, as a scalar sub-select: from the project's counters when
 * it names no more than a state (issueCounters.ts), from the links when it names labels and assignees
 * (linkCounts.ts), from the search documents when it names words (textCounts.ts), else by counting the issues.
 */
export function issueCountOf(db: DB, projectId: ProjectKey, filter: IssueFilter, viewer: SignedIn): RawBuilder<number> {
  if (countedByCounters(filter)) return countFromCounters(projectId, filter.state);
  if (countedByLinks(filter)) return countFromLinks(projectId, filter, viewer);
  if (countedByText(filter)) return countFromText(projectId, filter);
  const counted = db
    .selectFrom('issues')
    .select(sql<number>`count(*)::int`.as('count'))
    .where('issues.project_id', '=', projectId)
    .where((eb) => eb.and(filterConditions(eb, filter, viewer, projectId)));
  return sql<number>`(${counted})`;
}

/** The cursor of an issue in the default order (by number), for the edge of an issue just created. */
export function issueCursor(issue: IssueRow): string {
  return encodeCursor([issue.number]);
}

/** The cursor's shape of a sort: the default order's short [number], else [sort value, number]. */
export function cursorShapeOf(sort: Sort): CursorShape {
  return sort.key === 'created' ? ['int'] : [SORT_COLUMNS[sort.key].shape, 'int'];
}

/** A page of a project's issues as the list reads it: `limit` rows (one beyond the page) after the cursor's `key`. */
export interface IssuePageAsk {
  readonly projectId: ProjectKey;
  readonly viewer: SignedIn;
  readonly filter: IssueFilter | null;
  readonly key: CursorKey | null;
  readonly limit: number;
}

/**
 * The statement of a page of a project's issues, its rows' own columns and sort value, not yet run; its page size in
 * the SQL's text when `limitInText` (a statement compiled once per page size: see issueListPageIdsQuery).
 */
function issuePageRowsQuery(db: DB, { projectId, viewer, filter, key, limit }: IssuePageAsk, limitInText: boolean) {
  if (limitInText && !(Number.isInteger(limit) && limit >= 0 && limit <= MAX_PAGE_SIZE + 1)) throw new Error(`Not a page size: ${limit}`);
  const sort = filter?.sort ?? DEFAULT_SORT;
  // The default order keeps the short cursor [number] that createIssue's edge uses too.
  const simple = sort.key === 'created';
  const sortValue: RawBuilder<number | string> = SORT_COLUMNS[sort.key].select;
  let query = db
    .selectFrom('issues')
    .where('issues.project_id', '=', projectId)
    .where((eb) => eb.and(filter ? filterConditions(eb, filter, viewer, projectId) : []))
    .selectAll('issues')
    .select(sortValue.as('sort_value'));
  if (filter && simple && pagedByLinks(filter, sort)) {
    // The candidates from the links (linkPages.ts); the conditions above still decide which of them match.
    const after = key ? (key[0] as number) : null;
    const candidates = pageFromLinks({ projectId, filter, viewer, direction: sort.direction, after, limit, limitInText });
    query = query.where(sql<SqlBool>`issues.id in (${candidates})`);
  }
  if (key) {
    query = simple
      ? query.where('issues.number', sort.direction === 'desc' ? '<' : '>', key[0] as number)
      : query.where(afterCursor(sort, key));
  }
  query = simple
    ? query.orderBy('issues.number', sort.direction)
    : query.orderBy(sql.ref(COLUMN_OF[sort.key]), sort.direction).orderBy('issues.number', 'desc');
  return query.limit(limitInText ? sql.lit(limit) : limit);
}

/** The statement of a page of a project's issues (IssueListRow), not yet run. */
export function issueListPageQuery(db: DB, ask: IssuePageAsk) {
  // The page's labels, assignees and authors come with it: every list shows them, and apart they cost a statement.
  return issuePageRowsQuery(db, ask, false).select((eb) => [
    labelsJsonOf(eb.ref('issues.id')).as('link_labels'),
    assigneesJsonOf(eb.ref('issues.id')).as('link_assignees'),
    sql<UserJson | null>`(select ${userJsonOf('u')} from users u where u.id = issues.author_id)`.as('link_author'),
  ]);
}

/**
 * The same page with its rows' labels and assignees as ids (IssueListIdsRow), for a statement that reads the
 * page's labels and people once (projectIssuesRead.ts) rather than as JSON in every row that names them. That
 * statement is compiled once per page size, so the size is written into its text: as a parameter, PostgreSQL
 * costed the generic plan of a named statement for an unknown limit and planned it anew on every run (the same
 * query as PostGraphile's: 1.10 -> 0.50 ms of PostgreSQL CPU per run once the generic plan is kept).
 */
export function issueListPageIdsQuery(db: DB, ask: IssuePageAsk) {
  return issuePageRowsQuery(db, ask, true).select([
    sql<number[]>`array(select il.label_id from issue_labels il where il.issue_id = issues.id)`.as('link_label_ids'),
    sql<number[]>`array(select ia.user_id from issue_assignees ia where ia.issue_id = issues.id)`.as('link_assignee_ids'),
  ]);
}

/** A row of issueListPageIdsQuery: its author is its `author_id`. */
export type IssueListIdsRow = IssueRow & {
  readonly sort_value: number | string;
  readonly link_label_ids: number[];
  readonly link_assignee_ids: number[];
};

/**
 * Pages of issue lists read ahead within a request (with their project: projectIssuesRead.ts), by pageKeyOf; the
 * list takes its rows from here when they are, instead of a statement of its own.
 */
export type ReadAheadPages = Map<string, readonly IssueListRow[]>;

/** The key of a page in ReadAheadPages: the project, the filter, the cursor's key and the rows read. */
export function pageKeyOf(projectId: number, filter: IssueFilter | null, key: CursorKey | null, limit: number): string {
  return JSON.stringify([projectId, filter, key, limit]);
}

function listProjectIssues(db: DB, { projectId, viewer, filter, page, count, readAhead }: IssueListRequest): Connection<IssueListRow> {
  const sort = filter?.sort ?? DEFAULT_SORT;
  const simple = sort.key === 'created';
  return keysetConnection(page, {
    shape: cursorShapeOf(sort),
    rows: async (key, limit) =>
      readAhead?.get(pageKeyOf(projectId, filter, key, limit)) ??
      (await issueListPageQuery(db, { projectId, viewer, filter, key, limit }).execute()),
    keyOf: (r) => (simple ? [r.number] : [r.sort_value, r.number]),
    count: async () => {
      if (count && filter) return count(filter);
      const counted = filter ? issueCountOf(db, projectId, filter, viewer) : countFromCounters(projectId, undefined);
      return (await db.selectNoFrom(counted.as('count')).executeTakeFirstOrThrow()).count;
    },
  });
}

export interface IssueSearchRequest {
  readonly projectId: number;
  readonly viewer: SignedIn;
  /** The search as typed (GitHub's syntax, searchQuery.ts); null for the default. */
  readonly query: string | null | undefined;
  /** A state asked for besides the search (the list's tabs). */
  readonly state: IssueState | null | undefined;
  readonly page: PageRequest;
  /** How the count is made (a per-request batch); one statement of its own when not given. */
  readonly count?: IssueCounter | undefined;
  /** Pages read ahead in this request (projectIssuesRead.ts), taken instead of a statement when the page is there. */
  readonly readAhead?: ReadAheadPages | undefined;
}

/**
 * The filter of a search as typed with a state asked for besides: the search's errors when it cannot be
 * understood, null when the two disagree (nothing matches).
 */
export function filterOfSearch(
  query: string | null | undefined,
  state: IssueState | null | undefined,
): { readonly filter: IssueFilter } | { readonly errors: readonly UserErrorModel[] } | null {
  const parsed = parseIssueQuery(query);
  if ('errors' in parsed) return { errors: parsed.errors };
  const filter = parsed.filter;
  // The `state` asked for and an is: qualifier both narrow; if they disagree, nothing matches.
  if (state && filter.state && filter.state !== state) return null;
  if (state) filter.state = state;
  return { filter };
}

/** A list of issues, and what was wrong with the search that asked for it (then the list is empty). */
export type IssueSearchResult<Row extends IssueRow = IssueRow> = Connection<Row> & { readonly queryErrors: readonly UserErrorModel[] };

/** A project's issues matching a search as typed: a search that cannot be understood lists nothing and says why. */
export function searchProjectIssues(
  db: DB,
  { projectId, viewer, query, state, page, count, readAhead }: IssueSearchRequest,
): IssueSearchResult<IssueListRow> {
  const searched = filterOfSearch(query, state);
  if (searched === null || 'errors' in searched) {
    return { ...emptyConnection<IssueListRow>(), queryErrors: searched?.errors ?? [] };
  }
  return { ...listProjectIssues(db, { projectId, viewer, filter: searched.filter, page, count, readAhead }), queryErrors: [] };
}

/**
 * Whether an issue of the project is one the search lists, by the list's own conditions (a live list counts
 * only the new issues it would show). A search that cannot be understood matches nothing.
 */
export async function issueMatchesSearch(
  db: DB,
  { projectId, viewer, query, issueId }: { projectId: number; viewer: SignedIn; query: string | null | undefined; issueId: number },
): Promise<boolean> {
  const parsed = parseIssueQuery(query);
  if ('errors' in parsed) return false;
  const row = await db
    .selectFrom('issues')
    .select('issues.id')
    .where('issues.id', '=', issueId)
    .where('issues.project_id', '=', projectId)
    .where((eb) => eb.and(filterConditions(eb, parsed.filter, viewer, projectId)))
    .executeTakeFirst();
  return row !== undefined;
}
