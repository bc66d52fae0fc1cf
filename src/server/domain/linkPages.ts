// The page of a search that names only `label:` and `assignee:` terms (and maybe a state), in the default order
// (by number), found from the link tables: each link carries its issue's project, state and number (migrations
// 0026, 0029), so the first term's links are walked in number order (issue_labels_page, issue_assignees_page),
// merged with each other term's links in the same order, and the walk stops at the page's end. Walking the project's issues in number order instead, probing each one's links, read
// as many issues as lay between the page's matches: on the 100 000-issue benchmark project, `label:a assignee:b`
// took about 100 ms for its 25 rows (bench:server --plans). Only the page's issues are then read; the list keeps
// its own conditions on them, so the links choose which issues are candidates and never which ones match.
import { sql, type RawBuilder } from 'kysely';
import { countedByLinks, linkTermsOf } from './linkCounts.ts';
import type { ProjectKey } from './projectKey.ts';
import type { IssueFilter, Sort } from './searchQuery.ts';
import type { SignedIn } from './viewer.ts';

/** Whether a page of this search in this order is found from the links. */
export function pagedByLinks(filter: IssueFilter, sort: Sort): boolean {
  return countedByLinks(filter) && sort.key === 'created';
}

export interface LinkPageRequest {
  readonly projectId: ProjectKey;
  readonly filter: IssueFilter;
  readonly viewer: SignedIn;
  readonly direction: 'asc' | 'desc';
  /** The number of the last issue of the previous page, or null for the first page. */
  readonly after: number | null;
  readonly limit: number;
  /** Whether `limit` is written into the SQL's text rather than sent as a parameter (issueList.ts: issueListPageIdsQuery). */
  readonly limitInText: boolean;
}

/**
 * A subquery of the ids of the page's issues (at most `limit` per combination of the ids its people name). The
 * walk is made once per id of each person (a login may match two people in a database from before logins were
 * compared without case), each walk `limit` rows at most: the page's issues are among them, since each is within
 * the first `limit` matches of the walk of any combination of people it is assigned to.
 */
export function pageFromLinks({ projectId, filter, viewer, direction, after, limit, limitInText }: LinkPageRequest): RawBuilder<number> {
  const [first, ...rest] = linkTermsOf(projectId, filter, viewer);
  if (!first) throw new Error('pageFromLinks needs a label or an assignee.');
  const order = direction === 'desc' ? sql`desc` : sql`asc`;
  const beyond = after === null ? sql`` : direction === 'desc' ? sql`and t0.number < ${after}` : sql`and t0.number > ${after}`;
  const state = filter.state ? sql`and t0.state = ${filter.state}` : sql``;
  const alias = (i: number) => `t${i + 1}`;
  const named = (i: number) => `n${i + 1}`;
  // Each other term is joined by its own range in number order, so PostgreSQL merges the ranges as it walks them:
  // on the 100 000-issue benchmark project `label:a label:b assignee:c` read 755 buffers for its page (1.2 ms)
  // where probing each of the first label's 2 349 links for the second label read 7 778 (3.0 ms). A label is one
  // id; a person may be two (logins compared without case), so the walk is made once per id of each person, as
  // for the first term: probing each of the label's 4 714 links for a person, `label:a assignee:b assignee:c`
  // read 10 273 buffers, and 899 merging the person's range.
  const joined = rest.map((term, i) => {
    const id = term.kind === 'label' ? sql`(${term.ids})` : sql.ref(`${named(i)}.id`);
    return sql`join ${sql.table(term.table)} ${sql.id(alias(i))} on ${sql.ref(`${alias(i)}.project_id`)} = ${projectId}
        and ${sql.ref(`${alias(i)}.number`)} = t0.number and ${sql.ref(`${alias(i)}.issue_id`)} = t0.issue_id
        and ${sql.ref(`${alias(i)}.${term.column}`)} = ${id}`;
  });
  const people = rest.flatMap((term, i) => (term.kind === 'person' ? [sql`cross join (${term.ids}) as ${sql.id(named(i))}(id)`] : []));
  return sql<number>`select walk.issue_id from (${first.ids}) as named(id) ${sql.join(people, sql` `)} cross join lateral (
    select t0.issue_id from ${sql.table(first.table)} t0 ${sql.join(joined, sql` `)}
    where ${sql.ref(`t0.${first.column}`)} = named.id and t0.project_id = ${projectId} ${state} ${beyond}
    order by t0.number ${order} limit ${limitInText ? sql.lit(limit) : limit}) as walk`;
}
