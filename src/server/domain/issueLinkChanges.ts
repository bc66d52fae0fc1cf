// Changes to the labels and assignees of one issue or many (bulk actions), all of one project. Each change is
// checked as a whole (all issues, labels and people or none), done in one transaction and recorded in each
// issue's timeline (issueChangeSteps.ts); the labels and people are checked by the same reads as a new issue's.
import { sql } from 'kysely';
import type { DB } from '../db/database.ts';
import type { IssueRow } from '../db/tables/issues.ts';
import { outcome, record, writableIssues, type IssuesResult } from './issueChangeSteps.ts';
import { MAX_ASSIGNEES } from './issues.ts';
import { notify } from './notifications.ts';
import { assignableAmong, labelsOfProjectAmong } from './projectChoices.ts';
import { userError, type UserErrorModel } from './userError.ts';
import type { SignedIn } from './viewer.ts';

/** All the issues must belong to one project, whose labels or people the change names. */
function oneProject(issues: readonly IssueRow[]): number | UserErrorModel {
  const projects = new Set(issues.map((i) => i.project_id));
  return projects.size === 1 ? (issues[0] as IssueRow).project_id : userError('issueIds', 'INVALID', 'Choose issues of one project.');
}

export function changeIssueLabels(
  db: DB,
  viewer: SignedIn,
  issueIds: readonly (number | null)[],
  labelIds: readonly (number | null)[],
  add: boolean,
): Promise<IssuesResult> {
  return db.transaction().execute(async (trx) => {
    const found = await writableIssues(trx, viewer, issueIds);
    if ('errors' in found) return found;
    const projectId = oneProject(found.issues);
    if (typeof projectId !== 'number') return { errors: [projectId] };
    const wanted = [...new Set(labelIds.filter((id): id is number => id !== null))];
    const labels = await labelsOfProjectAmong(trx, projectId, wanted);
    if (labelIds.length === 0 || labels.length !== wanted.length || wanted.length !== labelIds.length) {
      return {
        errors: [
          userError(
            'labelIds',
            'NOT_FOUND',
            labelIds.length === 0 ? 'Choose at least one label.' : "One or more labels are not this project's.",
          ),
        ],
      };
    }
    const at = new Date();
    const unchanged: IssueRow[] = [];
    for (const issue of found.issues) {
      const changed = add
        ? await trx
            .insertInto('issue_labels')
            .values(wanted.map((labelId) => ({ issue_id: issue.id, label_id: labelId })))
            .onConflict((oc) => oc.doNothing())
            .returning('label_id')
            .execute()
        : await trx
            .deleteFrom('issue_labels')
            .where('issue_id', '=', issue.id)
            .where('label_id', 'in', wanted)
            .returning('label_id')
            .execute();
      if (changed.length === 0) unchanged.push(issue);
      await record(
        trx,
        issue.id,
        viewer,
        changed.map((r) => ({ kind: add ? 'LABELED' : 'UNLABELED', labelId: r.label_id })),
        at,
      );
    }
    return outcome(trx, found.issues, unchanged);
  });
}

export function changeIssueAssignees(
  db: DB,
  viewer: SignedIn,
  issueIds: readonly (number | null)[],
  userIds: readonly (number | null)[],
  add: boolean,
): Promise<IssuesResult> {
  return db
    .transaction()
    .execute(async (trx) => {
      const found = await writableIssues(trx, viewer, issueIds);
      if ('errors' in found) return found;
      const projectId = oneProject(found.issues);
      if (typeof projectId !== 'number') return { errors: [projectId] };
      const wanted = [...new Set(userIds.filter((id): id is number => id !== null))];
      const people = await assignableAmong(trx, projectId, wanted);
      if (userIds.length === 0 || people.length !== wanted.length || wanted.length !== userIds.length) {
        return {
          errors: [
            userError(
              'userIds',
              'NOT_FOUND',
              userIds.length === 0 ? 'Choose at least one person.' : 'One or more of these people cannot be assigned here.',
            ),
          ],
        };
      }
      const at = new Date();
      const unchanged: IssueRow[] = [];
      for (const issue of found.issues) {
        const changed = add
          ? await trx
              .insertInto('issue_assignees')
              .values(wanted.map((userId) => ({ issue_id: issue.id, user_id: userId })))
              .onConflict((oc) => oc.doNothing())
              .returning('user_id')
              .execute()
          : await trx
              .deleteFrom('issue_assignees')
              .where('issue_id', '=', issue.id)
              .where('user_id', 'in', wanted)
              .returning('user_id')
              .execute();
        if (add) {
          const { count } = await trx
            .selectFrom('issue_assignees')
            .select(sql<number>`count(*)::int`.as('count'))
            .where('issue_id', '=', issue.id)
            .executeTakeFirstOrThrow();
          if (count > MAX_ASSIGNEES) throw new TooManyAssignees(issue.number);
        }
        if (changed.length === 0) unchanged.push(issue);
        await record(
          trx,
          issue.id,
          viewer,
          changed.map((r) => ({ kind: add ? 'ASSIGNED' : 'UNASSIGNED', assigneeId: r.user_id })),
          at,
        );
        if (add && changed.length > 0)
          await notify(trx, {
            issueId: issue.id,
            actor: viewer,
            at,
            reason: null,
            addressees: changed.map((r) => ({ userId: r.user_id, reason: 'ASSIGNED' })),
          });
      }
      return outcome(trx, found.issues, unchanged);
    })
    .catch((error: unknown) => {
      if (error instanceof TooManyAssignees)
        return {
          errors: [userError('userIds', 'TOO_MANY', `Issue #${error.issueNumber} would have more than ${MAX_ASSIGNEES} assignees.`)],
        };
      throw error;
    });
}

/** Thrown inside the transaction so that it rolls back; turned into a UserError outside it. */
class TooManyAssignees extends Error {
  constructor(readonly issueNumber: number) {
    super('too many assignees');
  }
}
