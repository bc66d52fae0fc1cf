// Sub-issues (issue 17): an issue has at most one parent (`issues.parent_id`), a parent has children. Setting,
// moving or clearing a parent needs the right to change every issue involved (the child, its new parent, its old
// one), so nothing changes an issue the viewer may not change and nothing answers about an issue they cannot see
// (those are "not found"). A parent may be in another project: epics span projects (as relations do). A parent
// cannot become its own descendant, and has at most MAX_SUB_ISSUES children. One transaction: the rows locked,
// the parent written and each issue's event recorded, or nothing.
import { sql, type Transaction } from 'kysely';
import type { DB } from '../db/database.ts';
import type { Database } from '../db/tables.ts';
import type { IssueRow } from '../db/tables/issues.ts';
import { visibleProjects } from './authorization.ts';
import { record, reload, writableIssues } from './issueChangeSteps.ts';
import { notifyLinked } from './notifications.ts';
import { userError, type UserErrorModel } from './userError.ts';
import type { SignedIn } from './viewer.ts';

type Trx = Transaction<Database>;

/** The most sub-issues one parent may have: the issue page lists them all. */
export const MAX_SUB_ISSUES = 50;

export interface SetParentCommand {
  /** The child; null when the id given names no issue. */
  readonly issueId: number | null;
  /** The new parent (`id` null when the id given names no issue), or null to clear the parent. */
  readonly parent: { readonly id: number | null } | null;
}

/** The issue and its new and old parents as they are after the change, or why nothing was changed. */
export type SetParentResult =
  | { readonly issue: IssueRow; readonly parent: IssueRow | null; readonly previousParent: IssueRow | null }
  | { readonly errors: readonly UserErrorModel[] };

const NOT_FOUND = 'There is no such issue, or it is in a project you cannot see.';

/** Whether `ancestor` is `issueId` or one of its ancestors (walked up through the parents). */
async function isAncestorOrSelf(trx: Trx, ancestor: number, issueId: number): Promise<boolean> {
  // `union` keeps each issue once, so the walk ends even if a loop were already stored.
  const found = await sql<{ id: number }>`
    with recursive up(id) as (
      select ${issueId}::int
      union
      select i.parent_id from issues i join up on i.id = up.id where i.parent_id is not null
    )
    select id from up where id = ${ancestor} limit 1`.execute(trx);
  return found.rows.length > 0;
}

/** The ids among `ids` of issues the viewer can see (read without a lock: only to say which one is missing). */
async function visibleAmong(trx: Trx, viewer: SignedIn, ids: readonly number[]): Promise<Set<number>> {
  const rows = await trx
    .selectFrom('issues')
    .select('issues.id')
    .where('issues.id', 'in', ids)
    .where((eb) =>
      eb.exists(
        eb.selectFrom('projects').select('projects.id').whereRef('projects.id', '=', 'issues.project_id').where(visibleProjects(viewer)),
      ),
    )
    .execute();
  return new Set(rows.map((r) => r.id));
}

export async function setIssueParent(db: DB, viewer: SignedIn, command: SetParentCommand): Promise<SetParentResult> {
  const { issueId } = command;
  const parentId = command.parent === null ? null : command.parent.id;
  if (issueId === null) return { errors: [userError('issueId', 'NOT_FOUND', NOT_FOUND)] };
  if (command.parent !== null && parentId === null) return { errors: [userError('parentId', 'NOT_FOUND', NOT_FOUND)] };
  if (parentId === issueId)
    return { errors: [userError('parentId', 'INVALID', 'An issue cannot be its own parent; choose another issue.')] };
  return db.transaction().execute(async (trx) => {
    // One parent change at a time in the whole database: two changes that each close half of a loop (#1 under
    // #2, #2 under #1) would both pass their check side by side. Held until the transaction ends, it also keeps
    // the child's parent as read here until its row is locked below.
    await sql`select pg_advisory_xact_lock(hashtext('issues.parent_id'))`.execute(trx);
    const current = await trx.selectFrom('issues').select('parent_id').where('id', '=', issueId).executeTakeFirst();
    const previousId = current?.parent_id ?? null;
    const ids = [...new Set([issueId, parentId, previousId].filter((id): id is number => id !== null))];
    // All the issues involved locked in one statement (in id order, as every bulk change locks them).
    const found = await writableIssues(trx, viewer, ids);
    if ('errors' in found) {
      if (!found.errors.some((e) => e.code === 'NOT_FOUND')) return { errors: found.errors };
      const visible = await visibleAmong(trx, viewer, ids);
      if (!visible.has(issueId)) return { errors: [userError('issueId', 'NOT_FOUND', NOT_FOUND)] };
      if (parentId !== null && !visible.has(parentId)) return { errors: [userError('parentId', 'NOT_FOUND', NOT_FOUND)] };
      return {
        errors: [
          userError('issueId', 'FORBIDDEN', 'This issue is a sub-issue of an issue you cannot see, so you cannot change its parent.'),
        ],
      };
    }
    const byId = new Map(found.issues.map((row) => [row.id, row]));
    const issue = byId.get(issueId) as IssueRow;
    const parent = parentId === null ? null : (byId.get(parentId) as IssueRow);
    const previous = previousId === null ? null : (byId.get(previousId) as IssueRow);
    // Setting the parent it has (or clearing none) changes and records nothing.
    if (parentId === previousId) return { issue, parent, previousParent: null };
    if (parent) {
      if (await isAncestorOrSelf(trx, issue.id, parent.id))
        return {
          errors: [
            userError(
              'parentId',
              'INVALID',
              `#${parent.number} is a sub-issue of #${issue.number} (directly or through other issues), so it cannot be its parent: that would be a loop.`,
            ),
          ],
        };
      const children = await trx
        .selectFrom('issues')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .where('parent_id', '=', parent.id)
        .executeTakeFirstOrThrow();
      if (Number(children.count) >= MAX_SUB_ISSUES)
        return {
          errors: [
            userError(
              'parentId',
              'TOO_MANY',
              `#${parent.number} already has ${MAX_SUB_ISSUES} sub-issues, the most an issue may have; remove one first.`,
            ),
          ],
        };
    }
    const at = new Date();
    await trx.updateTable('issues').set({ parent_id: parentId }).where('id', '=', issue.id).execute();
    if (previous) {
      await record(trx, previous.id, viewer, [{ kind: 'SUB_ISSUE_REMOVED', relatedIssueId: issue.id }], at);
      await record(trx, issue.id, viewer, [{ kind: 'PARENT_REMOVED', relatedIssueId: previous.id }], at);
    }
    if (parent) {
      await record(trx, parent.id, viewer, [{ kind: 'SUB_ISSUE_ADDED', relatedIssueId: issue.id }], at);
      await record(trx, issue.id, viewer, [{ kind: 'PARENT_ADDED', relatedIssueId: parent.id }], at);
      // The followers of both are told (taking a sub-issue away tells nobody, as removing a relation does not).
      await notifyLinked(trx, viewer, at, 'RELATED', [
        { issueId: parent.id, sourceIssueId: issue.id },
        { issueId: issue.id, sourceIssueId: parent.id },
      ]);
    }
    const after = new Map((await reload(trx, ids)).map((row) => [row.id, row]));
    return {
      issue: after.get(issue.id) ?? issue,
      parent: parent ? (after.get(parent.id) ?? parent) : null,
      previousParent: previous ? (after.get(previous.id) ?? previous) : null,
    };
  });
}

/** Each parent's children, by project and number (the resolver leaves out those the viewer cannot see). */
export async function childrenOfIssues(db: DB, parentIds: readonly number[]): Promise<IssueRow[][]> {
  const rows = await db
    .selectFrom('issues')
    .selectAll()
    .where('parent_id', 'in', parentIds)
    .orderBy('project_id')
    .orderBy('number')
    .execute();
  return parentIds.map((id) => rows.filter((row) => row.parent_id === id));
}

/** How far sub-issues are done: completed ones are done, not planned and duplicates are left out, open ones are to do. */
export function progressOf(children: readonly Pick<IssueRow, 'state' | 'state_reason'>[]): { done: number; total: number } {
  const counted = children.filter((c) => c.state === 'OPEN' || c.state_reason === 'COMPLETED' || c.state_reason === null);
  return { done: counted.filter((c) => c.state === 'CLOSED').length, total: counted.length };
}
