// Changes to existing issues: title, body, priority, state, labels and assignees, one issue or many
// (bulk actions) at once. Each change is checked as a whole (all issues or none), done in one transaction,
// recorded in the issue's timeline (who, what, from → to, when) and bumps the issue's updated time.
import { sql, type Transaction } from 'kysely';
import type { DB } from '../db/database.ts';
import type { Database, IssueEventKind, IssueRow, StateReason } from '../db/tables.ts';
import { ARCHIVED_MESSAGE } from './archivedProjects.ts';
import { assignableIn, canWrite, visibleProjects } from './authorization.ts';
import { BODY_MAX_LENGTH, MAX_ASSIGNEES, TITLE_MAX_LENGTH } from './issues.ts';
import { priorityOfRank, priorityRank, type Priority } from './priority.ts';
import { refreshSearchDocuments } from './searchIndex.ts';
import { syncBackLinks } from './backLinks.ts';
import { checkText } from './text.ts';
import { userError, type UserErrorModel } from './userError.ts';
import type { SignedIn } from './viewer.ts';

export const MAX_ISSUES_PER_CHANGE = 100;

/**
 * The issues asked for as they are after the change, and those of them the change left as they were because
 * they already were so (closed by someone else first, say): nothing was recorded for those.
 */
export type IssuesResult =
  { readonly issues: readonly IssueRow[]; readonly unchanged: readonly IssueRow[] } | { readonly errors: readonly UserErrorModel[] };

/** An edit of one issue; with a CONFLICT, `current` is the issue as it is now (nothing was changed). */
export type UpdateIssueResult = { readonly issue: IssueRow } | { readonly errors: readonly UserErrorModel[]; readonly current?: IssueRow };
type Trx = Transaction<Database>;

interface Event {
  readonly kind: IssueEventKind;
  readonly from?: string | null;
  readonly to?: string | null;
  readonly labelId?: number;
  readonly assigneeId?: number;
}

async function record(trx: Trx, issueId: number, actor: SignedIn, events: readonly Event[], at: Date): Promise<void> {
  if (events.length === 0) return;
  await trx
    .insertInto('issue_events')
    .values(
      events.map((e) => ({
        issue_id: issueId,
        actor_id: actor.id,
        kind: e.kind,
        from_value: e.from ?? null,
        to_value: e.to ?? null,
        label_id: e.labelId ?? null,
        assignee_id: e.assigneeId ?? null,
        created_at: at,
      })),
    )
    .execute();
  await trx.updateTable('issues').set({ updated_at: at }).where('id', '=', issueId).execute();
}

/**
 * The issues named by `ids`, if every one exists, the viewer can see it and may change it; otherwise why not.
 * Issues the viewer cannot see are reported as missing, never as forbidden.
 */
async function writableIssues(
  trx: Trx,
  viewer: SignedIn,
  ids: readonly (number | null)[],
): Promise<{ issues: IssueRow[] } | { errors: UserErrorModel[] }> {
  if (ids.length === 0) return { errors: [userError('issueIds', 'REQUIRED', 'Choose at least one issue.')] };
  if (ids.length > MAX_ISSUES_PER_CHANGE)
    return { errors: [userError('issueIds', 'TOO_MANY', `At most ${MAX_ISSUES_PER_CHANGE} issues can be changed at once.`)] };
  const keys = [...new Set(ids.filter((id): id is number => id !== null))];
  const rows =
    keys.length === 0
      ? []
      : await trx
          .selectFrom('issues')
          .selectAll('issues')
          .where('issues.id', 'in', keys)
          .where((eb) =>
            eb.exists(
              eb
                .selectFrom('projects')
                .select('projects.id')
                .whereRef('projects.id', '=', 'issues.project_id')
                .where(visibleProjects(viewer)),
            ),
          )
          // Lock the rows: two bulk changes to the same issues apply one after the other.
          .forUpdate()
          .orderBy('issues.id')
          .execute();
  if (rows.length !== keys.length || keys.length !== ids.length)
    return { errors: [userError('issueIds', 'NOT_FOUND', 'One or more of these issues do not exist.')] };
  if (!canWrite(viewer)) return { errors: [userError(null, 'FORBIDDEN', 'Viewers cannot change issues.')] };
  // Shared locks on the projects: an archiving waits for this change, and a change waits for an archiving.
  const archived = await trx
    .selectFrom('projects')
    .select('id')
    .where('id', 'in', [...new Set(rows.map((r) => r.project_id))])
    .where('archived_at', 'is not', null)
    .forShare()
    .executeTakeFirst();
  if (archived) return { errors: [userError(null, 'ARCHIVED', ARCHIVED_MESSAGE)] };
  const byId = new Map(rows.map((r) => [r.id, r]));
  return { issues: keys.map((id) => byId.get(id) as IssueRow) };
}

async function reload(trx: Trx, ids: readonly number[]): Promise<IssueRow[]> {
  const rows = await trx.selectFrom('issues').selectAll().where('id', 'in', ids).execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** The result of a bulk change: every issue as it is now, and which of them the change left alone. */
async function outcome(trx: Trx, issues: readonly IssueRow[], unchanged: readonly IssueRow[]): Promise<IssuesResult> {
  const now = await reload(
    trx,
    issues.map((i) => i.id),
  );
  const left = new Set(unchanged.map((i) => i.id));
  return { issues: now, unchanged: now.filter((i) => left.has(i.id)) };
}

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
    if (changes.body !== undefined)
      await syncBackLinks(trx, viewer, { issueId: issue.id, projectId: issue.project_id, commentId: null, body: changes.body });
    const [updated] = await reload(trx, [issue.id]);
    return { issue: updated ?? issue };
  });
}

export function setIssuesState(
  db: DB,
  viewer: SignedIn,
  ids: readonly (number | null)[],
  state: 'OPEN' | 'CLOSED',
  reason: StateReason | null,
): Promise<IssuesResult> {
  return db.transaction().execute(async (trx) => {
    const found = await writableIssues(trx, viewer, ids);
    if ('errors' in found) return found;
    const at = new Date();
    for (const issue of found.issues) {
      // Closing a closed issue (whatever the reason asked) or reopening an open one is what a stale page
      // asks for after someone else got there first: it records nothing, and the answer says who did.
      if (issue.state === state) continue;
      await trx
        .updateTable('issues')
        .set({ state, state_reason: state === 'CLOSED' ? reason : null, closed_at: state === 'CLOSED' ? at : null, updated_at: at })
        .where('id', '=', issue.id)
        .execute();
      await record(trx, issue.id, viewer, [state === 'CLOSED' ? { kind: 'CLOSED', to: reason } : { kind: 'REOPENED' }], at);
    }
    return outcome(
      trx,
      found.issues,
      found.issues.filter((i) => i.state === state),
    );
  });
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
    const labels =
      wanted.length === 0
        ? []
        : await trx.selectFrom('labels').select('id').where('id', 'in', wanted).where('project_id', '=', projectId).execute();
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
      const people =
        wanted.length === 0
          ? []
          : await trx
              .selectFrom('users')
              .innerJoin('projects', (join) => join.on('projects.id', '=', projectId))
              .select('users.id')
              .where('users.id', 'in', wanted)
              .where(assignableIn)
              .execute();
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
