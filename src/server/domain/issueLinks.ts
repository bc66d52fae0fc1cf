// An issue's labels and assignees, read together: as JSON aggregates inside whatever statement reads the issue
// (the list's page, the issue page), or for many issues in one statement of their own (a DataLoader's batch).
import { sql, type Expression } from 'kysely';
import type { DB } from '../db/database.ts';
import type { LabelRow } from '../db/tables/projects.ts';
import type { UserRow } from '../db/tables/accounts.ts';
import { userFromJson, userJsonOf, type UserJson } from './jsonRows.ts';

/** An issue's labels (by name) and assignees (by login), read together: every page that shows one shows the other. */
export interface IssueLinks {
  readonly labels: LabelRow[];
  readonly assignees: UserRow[];
}

/** An issue's labels as a JSON array (by name), for any statement that has the issue's id at `issueId`. */
export const labelsJsonOf = (issueId: Expression<number>) =>
  sql<LabelRow[]>`coalesce((select json_agg(l order by lower(l.name)) from issue_labels il join labels l on l.id = il.label_id
    where il.issue_id = ${issueId}), '[]')`;

/** An issue's assignees as a JSON array (by login), timestamps as text (linksFromJson makes them dates). */
export const assigneesJsonOf = (issueId: Expression<number>) =>
  sql<UserJson[]>`coalesce((select json_agg(${userJsonOf('u')} order by u.login) from issue_assignees ia join users u on u.id = ia.user_id
    where ia.issue_id = ${issueId}), '[]')`;

/** What labelsJsonOf and assigneesJsonOf answered, as rows. */
export function linksFromJson(labels: LabelRow[], assignees: UserJson[]): IssueLinks {
  return { labels, assignees: assignees.map(userFromJson) };
}

/**
 * The labels and assignees of many issues in one statement (two correlated JSON aggregates per issue), where
 * one statement each cost a round trip more per page. A list of issues reads them with its page instead
 * (issueList.ts), and primes this read's loader.
 */
export async function linksOfIssues(db: DB, issueIds: readonly number[]): Promise<IssueLinks[]> {
  const rows = await db
    .selectFrom('issues')
    .select((eb) => ['issues.id', labelsJsonOf(eb.ref('issues.id')).as('labels'), assigneesJsonOf(eb.ref('issues.id')).as('assignees')])
    .where('issues.id', 'in', issueIds)
    .execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return issueIds.map((id) => {
    const row = byId.get(id);
    return row ? linksFromJson(row.labels, row.assignees) : { labels: [], assignees: [] };
  });
}
