// The count of a search that names, besides a state, only `label:` and `assignee:` terms, made from the link
// tables alone: each link carries its issue's project and state (migration 0026), so each term is one
// index-only range of issue ids (issue_labels_count, issue_assignees_count), and the ranges are joined on the
// issue id in order. On the 100 000-issue benchmark project one label took 54 ms counted through `issues` (a
// hash join with the project's 65 000 open issues) and takes 1 ms here; two labels 88 -> 2 ms (EXPLAIN ANALYZE,
// bench:server --plans). Exact, like every count the list shows (README, "Searching issues").
import { sql, type RawBuilder } from 'kysely';
import type { DB } from '../db/database.ts';
import type { IssueState } from '../db/tables/issues.ts';
import type { ProjectKey } from './projectKey.ts';
import type { IssueFilter } from './searchQuery.ts';
import type { SignedIn } from './viewer.ts';

/**
 * Up to this many `label:` (or `assignee:`) values are each a term of their own: an EXISTS in a list's page
 * (issueList.ts), a join here. More are grouped into one subquery there, and counted through `issues`: each
 * join is one more for PostgreSQL to plan, and many of them made planning itself slow.
 */
export const MAX_TERMS_PER_KIND = 3;

/** Whether the filter names something besides a state, labels and assignees (those the link tables cannot count). */
function namesOtherTerms(filter: IssueFilter): boolean {
  return (
    filter.archived ||
    filter.noAssignee ||
    filter.noLabel ||
    filter.blocked === true ||
    filter.blocking === true ||
    filter.hasRelations === true ||
    [filter.labelChoices, filter.notLabels, filter.notAssignees, filter.authors, filter.priorities, filter.numbers, filter.words].some(
      (terms) => terms.length > 0,
    )
  );
}

/** Whether a filter names nothing but (at most) a state, so the project's counters answer its count. */
export function countedByCounters(filter: IssueFilter): boolean {
  return !namesOtherTerms(filter) && filter.labels.length === 0 && filter.assignees.length === 0;
}

/** Whether the link tables answer the filter's count: labels or assignees (a few of each) and at most a state. */
export function countedByLinks(filter: IssueFilter): boolean {
  const { labels, assignees } = filter;
  return (
    !namesOtherTerms(filter) &&
    labels.length + assignees.length > 0 &&
    labels.length <= MAX_TERMS_PER_KIND &&
    assignees.length <= MAX_TERMS_PER_KIND
  );
}

/** One `label:` or `assignee:` term of a search as its link table sees it: the link's column and the ids it names. */
export interface LinkTerm {
  readonly table: 'issue_labels' | 'issue_assignees';
  readonly column: 'label_id' | 'user_id';
  /** Whether it is a label (one id at most) or a person (logins compared without case: maybe more than one). */
  readonly kind: 'label' | 'person';
  /** A subquery of the ids the term names. */
  readonly ids: RawBuilder<number>;
  /** The one id when it is known without a query (`assignee:@me`), else null. */
  readonly knownId: number | null;
}

/** The filter's label terms first, then its people (a label is one id, so its links are one row per issue). */
export function linkTermsOf(projectId: ProjectKey, filter: IssueFilter, viewer: SignedIn): LinkTerm[] {
  return [
    ...filter.labels.map((name): LinkTerm => ({
      table: 'issue_labels',
      column: 'label_id',
      kind: 'label',
      // Label names are unique in a project, case-insensitively (labels_project_name): one id or none.
      ids: sql<number>`select l.id from labels l where l.project_id = ${projectId} and lower(l.name) = ${name}`,
      knownId: null,
    })),
    ...filter.assignees.map((name): LinkTerm => ({
      table: 'issue_assignees',
      column: 'user_id',
      kind: 'person',
      // Logins are compared without case; a database from before sign-up refused a login taken in another case
      // may hold two that match (migration 0022).
      ids: name === '@me' ? sql<number>`select ${viewer.id}::int` : sql<number>`select u.id from users u where lower(u.login) = ${name}`,
      knownId: name === '@me' ? viewer.id : null,
    })),
  ];
}

/** The issues of a project in one state that have every label and assignee of the filter, by their links. */
function countInState(projectId: ProjectKey, filter: IssueFilter, viewer: SignedIn, state: IssueState): RawBuilder<number> {
  const terms = linkTermsOf(projectId, filter, viewer).map((term) => ({
    table: sql.table(term.table),
    kind: term.kind,
    // When a person drives the count, `distinct`: two matching logins may both be assigned.
    matches: (alias: string) => {
      const column = sql.ref(`${alias}.${term.column}`);
      if (term.knownId !== null) return sql`${column} = ${term.knownId}`;
      return term.kind === 'label' ? sql`${column} = (${term.ids})` : sql`${column} = any(array(${term.ids}))`;
    },
  }));
  const inScope = (alias: string) => sql`${sql.ref(`${alias}.project_id`)} = ${projectId} and ${sql.ref(`${alias}.state`)} = ${state}`;
  const [first, ...rest] = terms;
  if (!first) throw new Error('countInState needs a label or an assignee.');
  // Labels first when there are any: a label is one id, so its links are one issue per row and count(*) holds.
  const counted = filter.labels.length > 0 ? sql`count(*)` : sql`count(distinct t0.issue_id)`;
  // With two labels or more, PostgreSQL merges the labels' ranges in issue-id order but estimates the merge far too
  // small (rows=6 for 1 444 on the 100 000-issue benchmark project), so it probed each merged issue for a person:
  // 4 013 buffers for the open count of `label:a label:b assignee:c`. There a person's range is read whole behind a
  // fence (`offset 0`, which PostgreSQL cannot probe) and joined by hash: 235 buffers, 11.7 -> 10.1 ms of
  // PostgreSQL CPU for the whole list statement. With one label the probes were cheaper (5.3 against 7.7 ms).
  const fencePeople = filter.labels.length >= 2;
  const others = rest.map((term, i) => {
    const alias = `t${i + 1}`;
    if (term.kind === 'person' && fencePeople)
      return sql`and t0.issue_id in (select ${sql.ref(`${alias}.issue_id`)} from ${term.table} ${sql.id(alias)}
      where ${term.matches(alias)} and ${inScope(alias)} offset 0)`;
    // A person after the first two terms is asked of the few issues both matched: by the primary key alone, which
    // holds the person (index-only), since a link's project and state are its issue's, the same as t0's. With
    // them, each probe read the link's row too: for `label:a assignee:b assignee:c` on the 100 000-issue benchmark
    // project 4 220 -> 2 888 buffers for the two counts, 7.5 -> 5.9 ms (load 17). Not for the first term probed:
    // without its project and state PostgreSQL probes it for every link of t0 rather than reading its range
    // (32 593 buffers), nor for a label: three labels' ranges are merged (migration 0036).
    const scope = term.kind === 'person' && i >= 1 ? sql`` : sql`and ${inScope(alias)}`;
    return sql`and exists (select 1 from ${term.table} ${sql.id(alias)} where ${sql.ref(`${alias}.issue_id`)} = t0.issue_id
      and ${term.matches(alias)} ${scope})`;
  });
  return sql<number>`(select ${counted}::int from ${first.table} t0 where ${first.matches('t0')} and ${inScope('t0')} ${sql.join(others, sql` `)})`;
}

/** The count of a filter that countedByLinks accepts, as a scalar sub-select; without a state, open and closed added. */
export function countFromLinks(projectId: ProjectKey, filter: IssueFilter, viewer: SignedIn): RawBuilder<number> {
  // Two counts by state rather than one over both: each is a range of its index in issue-id order.
  if (filter.state) return countInState(projectId, filter, viewer, filter.state);
  return sql<number>`(${countInState(projectId, filter, viewer, 'OPEN')} + ${countInState(projectId, filter, viewer, 'CLOSED')})`;
}

/**
 * Each label's open issues in its own project (the labels page), in one statement for all of them: a range of
 * issue_labels_count per label. The link's project is compared with the label's because an issue moved to another
 * project by raw SQL keeps its old labels, which `label:` there does not find either.
 */
export async function openIssueCountsOfLabels(db: DB, labelIds: readonly number[]): Promise<number[]> {
  const rows = await db
    .selectFrom('issue_labels')
    .innerJoin('labels', (join) =>
      join.onRef('labels.id', '=', 'issue_labels.label_id').onRef('labels.project_id', '=', 'issue_labels.project_id'),
    )
    .select(['issue_labels.label_id', sql<number>`count(*)::int`.as('count')])
    .where('issue_labels.label_id', 'in', labelIds)
    .where('issue_labels.state', '=', 'OPEN')
    .groupBy('issue_labels.label_id')
    .execute();
  const counts = new Map(rows.map((row) => [row.label_id, row.count]));
  return labelIds.map((id) => counts.get(id) ?? 0);
}
