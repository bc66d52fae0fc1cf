// Changes to an issue's own fields: title, body and priority of one issue, the state and the priority of one
// or many (bulk actions). Labels and assignees: issueLinkChanges.ts. Each change is checked as a whole (all issues or none),
// done in one transaction and recorded in the issue's timeline (issueChangeSteps.ts).
import { sql } from 'kysely';
import type { DB } from '../db/database.ts';
import type { IssueRow, StateReason } from '../db/tables/issues.ts';
import { record, reload, outcome, writableIssues, type Event, type IssuesResult } from './issueChangeSteps.ts';
import { BODY_MAX_LENGTH, TITLE_MAX_LENGTH } from './issues.ts';
import { priorityOfRank, priorityRank, type Priority } from './priority.ts';
import { refreshSearchDocuments } from './searchIndex.ts';
import { syncBackLinks } from './backLinks.ts';
import { relate } from './issueRelations.ts';
import { newlyMentioned, notify, notifyLinked } from './notifications.ts';
import { checkText } from './text.ts';
import { userError, type UserErrorModel } from './userError.ts';
import type { SignedIn } from './viewer.ts';

/** An edit of one issue; with a CONFLICT, `current` is the issue as it is now (nothing was changed). */
export type UpdateIssueResult = { readonly issue: IssueRow } | { readonly errors: readonly UserErrorModel[]; readonly current?: IssueRow };

export interface UpdateIssueCommand {
  readonly issueId: number | null;
  readonly title?: string | null;
  readonly body?: string | null;
  readonly priority?: Priority | null;
  /** The revision the editor started from; a title or body change is refused if the issue's text changed since. */
  readonly expectedRevision?: number | null;
}

/** Why a title or body edit made on an older revision is refused (the newer text travels in the payload's issue). */
function conflict(issue: IssueRow, command: UpdateIssueCommand): UserErrorModel {
  const field = command.title !== undefined && command.title !== null ? 'title' : 'body';
  const what = field === 'title' ? `the title (it is now “${issue.title}”)` : 'the description';
  return userError(
    field,
    'CONFLICT',
    `Someone else changed ${what} since you started editing; nothing was saved. Compare with the newer text, then save again.`,
  );
}

export function updateIssue(db: DB, viewer: SignedIn, command: UpdateIssueCommand): Promise<UpdateIssueResult> {
  return db.transaction().execute(async (trx) => {
    const found = await writableIssues(trx, viewer, [command.issueId]);
    if ('errors' in found) return { errors: found.errors.map((e) => (e.field?.[0] === 'issueIds' ? { ...e, field: ['issueId'] } : e)) };
    const [issue] = found.issues as [IssueRow];
    const editsText = (command.title ?? null) !== null || (command.body ?? null) !== null;
    // The row is locked (writableIssues), so no other edit can slip in between this check and the write.
    if (editsText && command.expectedRevision != null && command.expectedRevision !== issue.revision)
      return { errors: [conflict(issue, command)], current: issue };
    const errors: UserErrorModel[] = [];
    const changes: { title?: string; body?: string; priority?: number } = {};
    const events: Event[] = [];
    if (command.title !== undefined && command.title !== null) {
      const title = checkText(command.title, {
        field: 'title',
        label: 'Title',
        required: true,
        maxLength: TITLE_MAX_LENGTH,
        singleLine: true,
      });
      if ('error' in title) errors.push(title.error);
      else if (title.value !== issue.title) {
        changes.title = title.value;
        events.push({ kind: 'RENAMED', from: issue.title, to: title.value });
      }
    }
    if (command.body !== undefined && command.body !== null) {
      const body = checkText(command.body, {
        field: 'body',
        label: 'Body',
        required: false,
        maxLength: BODY_MAX_LENGTH,
        singleLine: false,
      });
      if ('error' in body) errors.push(body.error);
      else if (body.value !== issue.body) {
        changes.body = body.value;
        events.push({ kind: 'DESCRIPTION_EDITED' });
      }
    }
    if (command.priority !== undefined && command.priority !== null && priorityRank(command.priority) !== issue.priority) {
      changes.priority = priorityRank(command.priority);
      events.push({ kind: 'PRIORITY_CHANGED', from: priorityOfRank(issue.priority), to: command.priority });
    }
    if (errors.length > 0) return { errors };
    if (Object.keys(changes).length === 0) return { issue };
    const at = new Date();
    const textChanged = changes.title !== undefined || changes.body !== undefined;
    await trx
      .updateTable('issues')
      .set({ ...changes, updated_at: at, ...(textChanged ? { revision: sql<number>`revision + 1` } : {}) })
      .where('id', '=', issue.id)
      .execute();
    await record(trx, issue.id, viewer, events, at);
    if (textChanged) await refreshSearchDocuments(trx, [issue.id]);
    if (changes.body !== undefined) {
      await syncBackLinks(trx, viewer, { issueId: issue.id, projectId: issue.project_id, commentId: null, body: changes.body }, at);
      const addressees = await newlyMentioned(trx, issue.body, changes.body);
      await notify(trx, { issueId: issue.id, actor: viewer, at, reason: null, addressees });
    }
    const [updated] = await reload(trx, [issue.id]);
    return { issue: updated ?? issue };
  });
}

/** Closing as a duplicate: the issue the closed ones duplicate (`closeIssues(duplicateOfId:)`). */
export interface DuplicateOf {
  readonly issueId: number | null;
}

export async function setIssuesState(
  db: DB,
  viewer: SignedIn,
  ids: readonly (number | null)[],
  state: 'OPEN' | 'CLOSED',
  reason: StateReason | null,
  duplicateOf?: DuplicateOf,
): Promise<IssuesResult> {
  if (duplicateOf && (state !== 'CLOSED' || reason !== 'DUPLICATE'))
    return { errors: [userError('duplicateOfId', 'INVALID', 'Only an issue closed as a duplicate names the issue it duplicates.')] };
  if (duplicateOf && duplicateOf.issueId !== null && ids.includes(duplicateOf.issueId))
    return { errors: [userError('duplicateOfId', 'INVALID', 'An issue cannot be a duplicate of itself; choose another issue.')] };
  try {
    return await db.transaction().execute(async (trx) => {
      const found = await writableIssues(trx, viewer, duplicateOf ? [...ids, duplicateOf.issueId] : ids);
      if ('errors' in found) {
        // Said of the original when it is the one missing (or hidden), so the form marks the right field.
        if (duplicateOf && found.errors[0]?.code === 'NOT_FOUND' && !('errors' in (await writableIssues(trx, viewer, ids))))
          return { errors: [userError('duplicateOfId', 'NOT_FOUND', 'The issue named as the original does not exist.')] };
        return found;
      }
      // The original is locked with the others (writableIssues locks in id order) and changed only by the relation.
      const original = duplicateOf ? found.issues.at(-1) : undefined;
      const issues = original ? found.issues.slice(0, -1) : found.issues;
      const at = new Date();
      for (const issue of issues) {
        // Closing a closed issue (whatever the reason asked) or reopening an open one is what a stale page
        // asks for after someone else got there first: it records nothing, and the answer says who did.
        if (issue.state === state) continue;
        await trx
          .updateTable('issues')
          .set({ state, state_reason: state === 'CLOSED' ? reason : null, closed_at: state === 'CLOSED' ? at : null, updated_at: at })
          .where('id', '=', issue.id)
          .execute();
        await record(trx, issue.id, viewer, [state === 'CLOSED' ? { kind: 'CLOSED', to: reason } : { kind: 'REOPENED' }], at);
        await notify(trx, { issueId: issue.id, actor: viewer, at, reason: 'STATE_CHANGE' });
        if (original) {
          const refused = await relate(trx, viewer, issue, original, 'DUPLICATE_OF', at);
          if (refused) throw new Refused({ ...refused, field: ['duplicateOfId'] });
          // The original's followers (its author first) review the duplicate, if they may see it.
          await notifyLinked(trx, viewer, at, 'DUPLICATE', [{ issueId: original.id, sourceIssueId: issue.id }]);
        }
      }
      return outcome(
        trx,
        issues,
        issues.filter((i) => i.state === state),
      );
    });
  } catch (error) {
    if (error instanceof Refused) return { errors: [error.error] };
    throw error;
  }
}

/** Thrown inside the transaction to roll it back and answer why. */
class Refused extends Error {
  constructor(readonly error: UserErrorModel) {
    super('refused');
  }
}

/**
 * Sets the priority of issues (bulk "Priority"): one transaction, every issue checked first (all or none);
 * issues already at that priority are left alone and nothing is recorded for them.
 */
export function setIssuesPriority(db: DB, viewer: SignedIn, ids: readonly (number | null)[], priority: Priority): Promise<IssuesResult> {
  return db.transaction().execute(async (trx) => {
    const found = await writableIssues(trx, viewer, ids);
    if ('errors' in found) return found;
    const rank = priorityRank(priority);
    const at = new Date();
    const unchanged = found.issues.filter((issue) => issue.priority === rank);
    for (const issue of found.issues) {
      if (issue.priority === rank) continue;
      await trx.updateTable('issues').set({ priority: rank }).where('id', '=', issue.id).execute();
      await record(trx, issue.id, viewer, [{ kind: 'PRIORITY_CHANGED', from: priorityOfRank(issue.priority), to: priority }], at);
    }
    return outcome(trx, found.issues, unchanged);
  });
}
