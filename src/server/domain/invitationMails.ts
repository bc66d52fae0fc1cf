// Invitation mails, sent through an outbox: `queueInvitationMail` writes the mail in the invitation's own
// transaction; a sender in any server process claims due mails (`claimDueInvitationMails`), hands them to the
// mail server and records the outcome. A claim is a lease: a process that dies mid-send leaves its mails to be
// claimed again once the lease runs out, so a mail is sent at least once, and twice only after such a crash.
// A mail the mail server refuses is tried again after growing delays, then given up (FAILED).
import type { DB } from '../db/database.ts';
import type { InvitationMailState } from '../db/tables/invitations.ts';
import type { Role } from '../db/tables/accounts.ts';

/** Waits before each new try after a failure; one more failure than there are delays gives the mail up. */
export const INVITATION_MAIL_RETRY_DELAYS_MS: readonly number[] = [30_000, 120_000, 600_000, 3_600_000];
/** How long a claimed mail is left to its claimant before another process may claim it again. */
const CLAIM_LEASE_MS = 60_000;
/** What an SMTP error may say in the admin's list: a line, not a transcript. */
const MAX_ERROR_LENGTH = 300;

export interface DueInvitationMail {
  readonly invitationId: number;
  readonly token: string;
  readonly email: string;
  readonly role: Role;
  readonly inviterName: string | null;
  readonly expiresAt: Date;
  /** Tries so far, this one included. */
  readonly attempt: number;
}

/** Writes the mail of a new invitation; call it in the transaction that creates the invitation. */
export async function queueInvitationMail(trx: DB, invitationId: number, token: string): Promise<void> {
  await trx.insertInto('invitation_mails').values({ invitation_id: invitationId, token, state: 'QUEUED' }).execute();
}

/**
 * Cancels the queued mails of invitations that were just revoked or used; call it in that transaction, so the
 * admin's list never shows a mail still on its way for a dead link. (A claim in flight is left to finish.)
 */
export async function cancelQueuedInvitationMails(trx: DB, invitationIds: readonly number[], now = new Date()): Promise<void> {
  if (invitationIds.length === 0) return;
  await trx
    .updateTable('invitation_mails')
    .set({ state: 'CANCELLED', token: null, updated_at: now })
    .where('invitation_id', 'in', [...invitationIds])
    .where('state', '=', 'QUEUED')
    .execute();
}

/**
 * Takes up to `limit` mails that are due, leasing them to the caller. Mails whose invitation was revoked, used
 * or expired meanwhile are cancelled instead (and their secret dropped): nobody should get a dead link.
 */
export async function claimDueInvitationMails(db: DB, limit: number, now = new Date()): Promise<DueInvitationMail[]> {
  const claimed = await db.transaction().execute(async (trx) => {
    // SKIP LOCKED: processes claiming at the same moment take different mails rather than wait for each other.
    const due = await trx
      .selectFrom('invitation_mails')
      .select('invitation_id')
      .where('state', '=', 'QUEUED')
      .where('next_attempt_at', '<=', now)
      .orderBy('next_attempt_at')
      .limit(limit)
      .forUpdate()
      .skipLocked()
      .execute();
    if (due.length === 0) return [];
    const ids = due.map((row) => row.invitation_id);
    const rows = await trx
      .selectFrom('invitation_mails as m')
      .innerJoin('invitations as i', 'i.id', 'm.invitation_id')
      .leftJoin('users as u', 'u.id', 'i.invited_by')
      .select(['m.invitation_id', 'm.token', 'm.attempts', 'i.email', 'i.role', 'i.expires_at', 'i.accepted_at', 'i.revoked_at', 'u.name'])
      .where('m.invitation_id', 'in', ids)
      .execute();
    // Still pending (the rule of invitations.ts's `invitationState`, which imports this module).
    const live = rows.filter((row) => !row.accepted_at && !row.revoked_at && row.expires_at > now && row.token);
    const dead = rows.filter((row) => !live.includes(row)).map((row) => row.invitation_id);
    if (dead.length > 0) {
      await trx
        .updateTable('invitation_mails')
        .set({ state: 'CANCELLED', token: null, updated_at: now })
        .where('invitation_id', 'in', dead)
        .execute();
    }
    if (live.length > 0) {
      await trx
        .updateTable('invitation_mails')
        .set((eb) => ({ attempts: eb('attempts', '+', 1), next_attempt_at: new Date(now.getTime() + CLAIM_LEASE_MS), updated_at: now }))
        .where(
          'invitation_id',
          'in',
          live.map((row) => row.invitation_id),
        )
        .execute();
    }
    return live;
  });
  return claimed.map((row) => ({
    invitationId: row.invitation_id,
    token: row.token as string,
    email: row.email,
    role: row.role,
    inviterName: row.name,
    expiresAt: row.expires_at,
    attempt: row.attempts + 1,
  }));
}

/** The mail server took the mail: done, and the secret is no longer kept. */
export async function recordInvitationMailSent(db: DB, invitationId: number, now = new Date()): Promise<void> {
  await db
    .updateTable('invitation_mails')
    .set({ state: 'SENT', token: null, last_error: null, updated_at: now })
    .where('invitation_id', '=', invitationId)
    .where('state', '=', 'QUEUED')
    .execute();
}

/** The try failed: try again later, or give up after the last delay (the secret is then dropped too). */
export async function recordInvitationMailFailure(
  db: DB,
  mail: Pick<DueInvitationMail, 'invitationId' | 'attempt'>,
  reason: string,
  retryDelaysMs: readonly number[] = INVITATION_MAIL_RETRY_DELAYS_MS,
  now = new Date(),
): Promise<void> {
  const delay = retryDelaysMs[mail.attempt - 1];
  const lastError = reason.replace(/\s+/g, ' ').trim().slice(0, MAX_ERROR_LENGTH) || 'The mail server did not take the mail.';
  await db
    .updateTable('invitation_mails')
    .set(
      delay === undefined
        ? { state: 'FAILED', token: null, last_error: lastError, updated_at: now }
        : { next_attempt_at: new Date(now.getTime() + delay), last_error: lastError, updated_at: now },
    )
    .where('invitation_id', '=', mail.invitationId)
    .where('state', '=', 'QUEUED')
    .execute();
}

export interface InvitationMailStatus {
  readonly state: InvitationMailState;
  /** Why the last try failed, while it is being retried or once it was given up. */
  readonly lastError: string | null;
}

/** The mail of each invitation, in the order asked (null for an invitation that has none). */
export async function invitationMailStatuses(db: DB, invitationIds: readonly number[]): Promise<(InvitationMailStatus | null)[]> {
  const rows = await db
    .selectFrom('invitation_mails')
    .select(['invitation_id', 'state', 'last_error'])
    .where('invitation_id', 'in', [...invitationIds])
    .execute();
  const byId = new Map(rows.map((row) => [row.invitation_id, { state: row.state, lastError: row.last_error }]));
  return invitationIds.map((id) => byId.get(id) ?? null);
}
