// The count of a search that names, besides a state, only `label:` and `assignee:` terms, made from the link
// tables alone: each link carries its issue's project and state (migration 0026), so each term is one
// index-only range of issue ids (issue_labels_count, issue_assignees_count), and the ranges are joined on the
// issue id in order. On the 100 000-issue benchmark project one label took 54 ms counted through `issues` (a
// hash join with the project's 65 000 open issues) and takes 1 ms here; two labels 88 -> 2 ms (EXPLAIN ANALYZE,
// bench:server --plans). Exact, like every count the list shows (README, "Searching issues").
import { sql, type RawBuilder } from 'kysely';
import type { IssueState } from '../db/tables.ts';
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

/** The issues of a project in one state that have every label and assignee of the filter, by their links. */
function countInState(projectId: number, filter: IssueFilter, viewer: SignedIn, state: IssueState): RawBuilder<number> {
  const terms = [
    ...filter.labels.map((name) => ({
      table: sql`issue_labels`,
      // Label names are unique in a project, case-insensitively (labels_project_name): one id or none.
      matches: (alias: string) =>
        sql`${sql.ref(`${alias}.label_id`)} = (select l.id from labels l where l.project_id = ${projectId} and lower(l.name) = ${name})`,
    })),
    ...filter.assignees.map((name) => ({
      table: sql`issue_assignees`,
      // Logins are compared without case; a database from before sign-up refused a login taken in another case
      // may hold two that match (migration 0022), hence `any` and, when a person drives the count, `distinct`.
      matches: (alias: string) =>
        name === '@me'
          ? sql`${sql.ref(`${alias}.user_id`)} = ${viewer.id}`
          : sql`${sql.ref(`${alias}.user_id`)} = any(array(select u.id from users u where lower(u.login) = ${name}))`,
    })),
  ];
  const inScope = (alias: string) => sql`${sql.ref(`${alias}.project_id`)} = ${projectId} and ${sql.ref(`${alias}.state`)} = ${state}`;
  const [first, ...rest] = terms;
  if (!first) throw new Error('countInState needs a label or an assignee.');
  // Labels first when there are any: a label is one id, so its links are one issue per row and count(*) holds.
  const counted = filter.labels.length > 0 ? sql`count(*)` : sql`count(distinct t0.issue_id)`;
  const others = rest.map(
    (term, i) => sql`and exists (select 1 from ${term.table} ${sql.id(`t${i + 1}`)} where ${sql.ref(`t${i + 1}.issue_id`)} = t0.issue_id
      and ${term.matches(`t${i + 1}`)} and ${inScope(`t${i + 1}`)})`,
  );
  return sql<number>`(select ${counted}::int from ${first.table} t0 where ${first.matches('t0')} and ${inScope('t0')} ${sql.join(others, sql` `)})`;
}

/** The count of a filter that countedByLinks accepts, as a scalar sub-select; without a state, open and closed added. */
export function countFromLinks(projectId: number, filter: IssueFilter, viewer: SignedIn): RawBuilder<number> {
  // Two counts by state rather than one over both: each is a range of its index in issue-id order.
  if (filter.state) return countInState(projectId, filter, viewer, filter.state);
  return sql<number>`(${countInState(projectId, filter, viewer, 'OPEN')} + ${countInState(projectId, filter, viewer, 'CLOSED')})`;
}
