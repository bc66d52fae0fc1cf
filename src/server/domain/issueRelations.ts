// Relations between issues (issue 17): "blocks / blocked by", "relates to", "duplicate of". A relation is
// stored once, in one direction (`issue_relations`: #3 BLOCKS #7), and read from either side as the type seen
// from there (#7 is BLOCKED_BY #3). One relation per pair of issues; adding one needs the right to change both
// issues (each gets an event in its timeline), and "blocks" may not close a loop. Adding and removing are each
// one transaction: both rows locked, the relation and both events written, or nothing.
import { sql, type Transaction } from 'kysely';
import type { DB } from '../db/database.ts';
import type { Database } from '../db/tables.ts';
import type { IssueRelationKind, IssueRelationRow } from '../db/tables/issueRelations.ts';
import type { IssueRow } from '../db/tables/issues.ts';
import { visibleProjects } from './authorization.ts';
import { record, reload, writableIssues } from './issueChangeSteps.ts';
import { notifyLinked } from './notifications.ts';
import { userError, type UserErrorModel } from './userError.ts';
import type { SignedIn } from './viewer.ts';

type Trx = Transaction<Database>;

/** How an issue stands to another, read from the issue that lists the relation. */
export type IssueRelationType = 'BLOCKS' | 'BLOCKED_BY' | 'RELATES_TO' | 'DUPLICATE_OF' | 'HAS_DUPLICATE';

/** The most relations one issue may have: the issue page lists them all. */
export const MAX_RELATIONS_PER_ISSUE = 50;

/** Each type as stored: its kind, and whether the row reads from the other issue to this one. */
const STORED: Record<IssueRelationType, { readonly kind: IssueRelationKind; readonly reversed: boolean }> = {
  BLOCKS: { kind: 'BLOCKS', reversed: false },
  BLOCKED_BY: { kind: 'BLOCKS', reversed: true },
  RELATES_TO: { kind: 'RELATES_TO', reversed: false },
  DUPLICATE_OF: { kind: 'DUPLICATE_OF', reversed: false },
  HAS_DUPLICATE: { kind: 'DUPLICATE_OF', reversed: true },
};

/** The words of a type in messages, as seen from the issue acted on. */
const WORDS: Record<IssueRelationType, string> = {
  BLOCKS: 'blocks',
  BLOCKED_BY: 'is blocked by',
  RELATES_TO: 'relates to',
  DUPLICATE_OF: 'is a duplicate of',
  HAS_DUPLICATE: 'has as a duplicate',
};

/** The type of a stored relation as seen from `issueId` (one of its two ends). */
export function typeSeenFrom(row: Pick<IssueRelationRow, 'issue_id' | 'kind'>, issueId: number): IssueRelationType {
  const forward = row.issue_id === issueId;
  if (row.kind === 'BLOCKS') return forward ? 'BLOCKS' : 'BLOCKED_BY';
  if (row.kind === 'DUPLICATE_OF') return forward ? 'DUPLICATE_OF' : 'HAS_DUPLICATE';
  return 'RELATES_TO';
}

export interface RelationCommand {
  readonly issueId: number | null;
  readonly relatedIssueId: number | null;
}

export interface AddRelationCommand extends RelationCommand {
  readonly type: IssueRelationType;
}

/** Both issues as they are after the change, or why nothing was changed. */
export type RelationResult = { readonly issue: IssueRow; readonly relatedIssue: IssueRow } | { readonly errors: readonly UserErrorModel[] };

/** The two issues, locked, if the viewer may change both; otherwise why not (an issue not seen is "not found"). */
async function bothWritable(
  trx: Trx,
  viewer: SignedIn,
  command: RelationCommand,
): Promise<[IssueRow, IssueRow] | { errors: UserErrorModel[] }> {
  if (command.issueId !== null && command.issueId === command.relatedIssueId)
    return { errors: [userError('relatedIssueId', 'INVALID', 'An issue cannot be related to itself; choose another issue.')] };
  const found = await writableIssues(trx, viewer, [command.issueId, command.relatedIssueId]);
  if ('errors' in found) {
    // Which of the two is missing, so that the error sits beside the right field (a form's picker).
    const field =
      found.errors.some((e) => e.code === 'NOT_FOUND') && !(await isVisible(trx, viewer, command.issueId)) ? 'issueId' : 'relatedIssueId';
    return {
      errors: found.errors.map((e) =>
        e.code === 'NOT_FOUND' ? userError(field, 'NOT_FOUND', 'There is no such issue, or it is in a project you cannot see.') : e,
      ),
    };
  }
  const [issue, related] = found.issues as [IssueRow, IssueRow];
  return [issue, related];
}

/** Whether the issue exists and the viewer may see it (read without a lock: only to name the field of an error). */
async function isVisible(trx: Trx, viewer: SignedIn, issueId: number | null): Promise<boolean> {
  if (issueId === null) return false;
  const row = await trx
    .selectFrom('issues')
    .select('issues.id')
    .where('issues.id', '=', issueId)
    .where((eb) =>
      eb.exists(
        eb.selectFrom('projects').select('projects.id').whereRef('projects.id', '=', 'issues.project_id').where(visibleProjects(viewer)),
      ),
    )
    .executeTakeFirst();
  return row !== undefined;
}

/** The relation between two issues, in whichever direction it is stored. */
function relationBetween(trx: Trx, a: number, b: number): Promise<IssueRelationRow | undefined> {
  return trx
    .selectFrom('issue_relations')
    .selectAll()
    .where((eb) =>
      eb.or([
        eb.and([eb('issue_id', '=', a), eb('related_issue_id', '=', b)]),
        eb.and([eb('issue_id', '=', b), eb('related_issue_id', '=', a)]),
      ]),
    )
    .executeTakeFirst();
}

/** Whether `from` blocks `to`, directly or through other issues. */
async function blocksThrough(trx: Trx, from: number, to: number): Promise<boolean> {
  // `union` (not `union all`) keeps each issue once, so the walk ends even over a loop already there.
  const found = await sql<{ id: number }>`
    with recursive reach(id) as (
      select ${from}::int
      union
      select r.related_issue_id from issue_relations r join reach on r.issue_id = reach.id where r.kind = 'BLOCKS'
    )
    select id from reach where id = ${to} limit 1`.execute(trx);
  return found.rows.length > 0;
}

/**
 * Writes `issue <type> related` on two issues already locked and checked, or says why not. Used by
 * `addIssueRelation` and by closing as a duplicate, inside their transactions.
 */
export async function relate(
  trx: Trx,
  viewer: SignedIn,
  issue: IssueRow,
  related: IssueRow,
  type: IssueRelationType,
  at: Date,
): Promise<UserErrorModel | null> {
  const existing = await relationBetween(trx, issue.id, related.id);
  if (existing) {
    const now = typeSeenFrom(existing, issue.id);
    const what = now === type ? 'This relation is already there' : `This issue already ${WORDS[now]} #${related.number}`;
    return userError('relatedIssueId', 'TAKEN', `${what}; two issues have one relation. Remove it first to change it.`);
  }
  const counts = await trx
    .selectFrom('issue_relations')
    .select(['issue_id', 'related_issue_id'])
    .where((eb) => eb.or([eb('issue_id', 'in', [issue.id, related.id]), eb('related_issue_id', 'in', [issue.id, related.id])]))
    .execute();
  for (const end of [issue, related]) {
    const count = counts.filter((r) => r.issue_id === end.id || r.related_issue_id === end.id).length;
    if (count >= MAX_RELATIONS_PER_ISSUE)
      return userError(
        'relatedIssueId',
        'TOO_MANY',
        `#${end.number} already has ${MAX_RELATIONS_PER_ISSUE} relations, the most an issue may have; remove one first.`,
      );
  }
  const { kind, reversed } = STORED[type];
  const [from, to] = reversed ? [related, issue] : [issue, related];
  if (kind === 'BLOCKS') {
    // One "blocks" written at a time in the whole database: two writes that each close half of a loop would
    // both pass their check if they ran side by side. Held until this transaction ends.
    await sql`select pg_advisory_xact_lock(hashtext('issue_relations.blocks'))`.execute(trx);
    if (await blocksThrough(trx, to.id, from.id))
      return userError(
        'relatedIssueId',
        'INVALID',
        `#${to.number} already blocks #${from.number} (directly or through other issues), so #${from.number} cannot block #${to.number}: that would be a loop.`,
      );
  }
  await trx
    .insertInto('issue_relations')
    .values({ issue_id: from.id, related_issue_id: to.id, kind, actor_id: viewer.id, created_at: at })
    .execute();
  const row = { issue_id: from.id, kind };
  await record(trx, issue.id, viewer, [{ kind: 'RELATION_ADDED', to: typeSeenFrom(row, issue.id), relatedIssueId: related.id }], at);
  await record(trx, related.id, viewer, [{ kind: 'RELATION_ADDED', to: typeSeenFrom(row, related.id), relatedIssueId: issue.id }], at);
  return null;
}

/** Thrown inside a transaction to roll it back with the errors to answer. */
class Refused extends Error {
  constructor(readonly errors: readonly UserErrorModel[]) {
    super('refused');
  }
}

export async function addIssueRelation(db: DB, viewer: SignedIn, command: AddRelationCommand): Promise<RelationResult> {
  try {
    return await db.transaction().execute(async (trx) => {
      const both = await bothWritable(trx, viewer, command);
      if ('errors' in both) return both;
      const [issue, related] = both;
      const at = new Date();
      const refused = await relate(trx, viewer, issue, related, command.type, at);
      if (refused) throw new Refused([refused]);
      // Each side's followers are told (closing as a duplicate relates too, and tells of it in its own words).
      await notifyLinked(trx, viewer, at, 'RELATED', [
        { issueId: issue.id, sourceIssueId: related.id },
        { issueId: related.id, sourceIssueId: issue.id },
      ]);
      const [after, relatedAfter] = await reload(trx, [issue.id, related.id]);
      return { issue: after ?? issue, relatedIssue: relatedAfter ?? related };
    });
  } catch (error) {
    if (error instanceof Refused) return { errors: error.errors };
    throw error;
  }
}

/** Removes the relation between two issues, whatever its type; removing none changes and records nothing. */
export function removeIssueRelation(db: DB, viewer: SignedIn, command: RelationCommand): Promise<RelationResult> {
  return db.transaction().execute(async (trx) => {
    const both = await bothWritable(trx, viewer, command);
    if ('errors' in both) return both;
    const [issue, related] = both;
    const existing = await relationBetween(trx, issue.id, related.id);
    if (!existing) return { issue, relatedIssue: related };
    const at = new Date();
    await trx.deleteFrom('issue_relations').where('id', '=', existing.id).execute();
    await record(
      trx,
      issue.id,
      viewer,
      [{ kind: 'RELATION_REMOVED', from: typeSeenFrom(existing, issue.id), relatedIssueId: related.id }],
      at,
    );
    await record(
      trx,
      related.id,
      viewer,
      [{ kind: 'RELATION_REMOVED', from: typeSeenFrom(existing, related.id), relatedIssueId: issue.id }],
      at,
    );
    const [after, relatedAfter] = await reload(trx, [issue.id, related.id]);
    return { issue: after ?? issue, relatedIssue: relatedAfter ?? related };
  });
}

/** One of an issue's relations as that issue sees it; whether the reader may see the other issue is not checked. */
export interface RelationSeen {
  readonly type: IssueRelationType;
  readonly otherId: number;
  readonly createdAt: Date;
}

type StoredRelation = Pick<IssueRelationRow, 'id' | 'issue_id' | 'related_issue_id' | 'kind' | 'created_at'>;

/** `issueId`'s relations among `rows`, oldest first. */
export function relationsSeenFrom(rows: readonly StoredRelation[], issueId: number): RelationSeen[] {
  return rows
    .filter((r) => r.issue_id === issueId || r.related_issue_id === issueId)
    .sort((a, b) => a.id - b.id)
    .map((r) => ({
      type: typeSeenFrom(r, issueId),
      otherId: r.issue_id === issueId ? r.related_issue_id : r.issue_id,
      createdAt: r.created_at,
    }));
}

/** Each issue's relations, oldest first (the issue page reads them with the issue: batchReads.issuesByNumbers). */
export async function relationsOfIssues(db: DB, issueIds: readonly number[]): Promise<RelationSeen[][]> {
  const rows = await db
    .selectFrom('issue_relations')
    .selectAll()
    .where((eb) => eb.or([eb('issue_id', 'in', issueIds), eb('related_issue_id', 'in', issueIds)]))
    .execute();
  return issueIds.map((id) => relationsSeenFrom(rows, id));
}
