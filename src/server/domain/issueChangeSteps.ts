// The steps every change to existing issues takes (issueChanges.ts, issueLinkChanges.ts): find the issues the
// viewer may change and lock them, record each change in the issue's timeline (who, what, from → to, when) and
// bump its updated time, then answer the issues as they are after the change.
import type { Transaction } from 'kysely';
import type { Database } from '../db/tables.ts';
import type { IssueEventKind } from '../db/tables/timeline.ts';
import type { IssueRow } from '../db/tables/issues.ts';
import { ARCHIVED_MESSAGE } from './archivedProjects.ts';
import { canWrite, visibleProjects } from './authorization.ts';
import { userError, type UserErrorModel } from './userError.ts';
import type { SignedIn } from './viewer.ts';

export const MAX_ISSUES_PER_CHANGE = 100;

/**
 * The issues asked for as they are after the change, and those of them the change left as they were because
 * they already were so (closed by someone else first, say): nothing was recorded for those.
 */
export type IssuesResult =
  { readonly issues: readonly IssueRow[]; readonly unchanged: readonly IssueRow[] } | { readonly errors: readonly UserErrorModel[] };

type Trx = Transaction<Database>;

export interface Event {
  readonly kind: IssueEventKind;
  readonly from?: string | null;
  readonly to?: string | null;
  readonly labelId?: number;
  readonly assigneeId?: number;
  /** The other issue of a relation's event. */
  readonly relatedIssueId?: number;
}

export async function record(trx: Trx, issueId: number, actor: SignedIn, events: readonly Event[], at: Date): Promise<void> {
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
        related_issue_id: e.relatedIssueId ?? null,
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
export async function writableIssues(
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

export async function reload(trx: Trx, ids: readonly number[]): Promise<IssueRow[]> {
  const rows = await trx.selectFrom('issues').selectAll().where('id', 'in', ids).execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** The result of a bulk change: every issue as it is now, and which of them the change left alone. */
export async function outcome(trx: Trx, issues: readonly IssueRow[], unchanged: readonly IssueRow[]): Promise<IssuesResult> {
  const now = await reload(
    trx,
    issues.map((i) => i.id),
  );
  const left = new Set(unchanged.map((i) => i.id));
  return { issues: now, unchanged: now.filter((i) => left.has(i.id)) };
}
