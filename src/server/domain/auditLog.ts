// The audit log: who did what to the workspace and when. Each entry is written by the action it records, in
// that action's transaction (`recordAudit(trx, …)`), so there is never an entry without the action nor an
// action without its entry. Only changes are recorded: archiving an archived project records nothing.
// Admins read it, newest first, whole or by kind of action or by actor.
import { sql } from 'kysely';
import type { DB } from '../db/database.ts';
import type { AuditAction, AuditEntryRow } from '../db/tables/administration.ts';
import { ForbiddenError, isAdmin } from './authorization.ts';
import { emptyConnection, keysetConnection, type Connection, type PageRequest } from './pagination.ts';
import type { SignedIn } from './viewer.ts';

export interface AuditRecord {
  readonly action: AuditAction;
  /** Who did it; null when nobody was signed in. */
  readonly actorId: number | null;
  readonly userId?: number | null;
  readonly projectId?: number | null;
  readonly invitationId?: number | null;
  readonly email?: string | null;
  readonly from?: string | null;
  readonly to?: string | null;
  readonly address?: string | null;
}

/** Adds one entry; call it with the transaction of the action it records. */
export async function recordAudit(trx: DB, entry: AuditRecord): Promise<void> {
  await trx
    .insertInto('audit_entries')
    .values({
      action: entry.action,
      actor_id: entry.actorId,
      user_id: entry.userId ?? null,
      project_id: entry.projectId ?? null,
      invitation_id: entry.invitationId ?? null,
      email: entry.email ?? null,
      from_value: entry.from ?? null,
      to_value: entry.to ?? null,
      address: entry.address ?? null,
    })
    .execute();
}

export interface AuditFilter {
  readonly action: AuditAction | null;
  /** Only what this user did; `unknown` when the id asked for names nobody (the list is then empty). */
  readonly actorId: number | null | 'unknown';
}

/** The log, newest first (by id: entries are numbered as they are written), for admins only. */
export function listAuditEntries(db: DB, viewer: SignedIn, filter: AuditFilter, page: PageRequest): Connection<AuditEntryRow> {
  if (!isAdmin(viewer)) throw new ForbiddenError('Only admins can read the audit log.');
  if (filter.actorId === 'unknown') return emptyConnection();
  const { action, actorId } = filter;
  const filtered = () => {
    let query = db.selectFrom('audit_entries');
    if (action !== null) query = query.where('action', '=', action);
    if (actorId !== null) query = query.where('actor_id', '=', actorId);
    return query;
  };
  return keysetConnection(page, {
    shape: ['int'],
    rows: (after, limit) => {
      let query = filtered().selectAll().orderBy('id', 'desc').limit(limit);
      if (after) query = query.where('id', '<', after[0] as number);
      return query.execute();
    },
    keyOf: (entry) => [entry.id],
    count: async () =>
      (
        await filtered()
          .select(sql<number>`count(*)::int`.as('count'))
          .executeTakeFirstOrThrow()
      ).count,
  });
}

/** One entry by its id, for admins (null for anyone else, and for no such entry). */
export async function auditEntryById(db: DB, viewer: SignedIn, id: number): Promise<AuditEntryRow | null> {
  if (!isAdmin(viewer)) return null;
  return (await db.selectFrom('audit_entries').selectAll().where('id', '=', id).executeTakeFirst()) ?? null;
}
