// Invitations by link: an admin invites an email address with a role (and private projects); the invitee
// signs up through a single-use link that expires. The link's token is shown once, to the admin who made
// it; the database keeps only its SHA-256. When the server mails invitations, the mail (with the secret, until
// it is sent) is queued in the same transaction: see invitationMails.ts.
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { DB } from '../db/database.ts';
import { USER_COLUMNS, type Role, type UserRow } from '../db/tables/accounts.ts';
import type { InvitationRow } from '../db/tables/invitations.ts';
import { isUniqueViolation } from '../db/uniqueViolation.ts';
import { checkEmail, checkNewAccount, emailTaken, loginTaken, type NewAccountFields } from './accounts.ts';
import { recordAudit } from './auditLog.ts';
import { isAdmin } from './authorization.ts';
import { cancelQueuedInvitationMails, queueInvitationMail } from './invitationMails.ts';
import { emptyConnection, encodeCursor, keysetConnection, type Connection, type PageRequest } from './pagination.ts';
import { hashPassword } from './passwords.ts';
import { forgetSignUpAttempt, reserveSignUpAttempt } from './rateLimit.ts';
import { createSession, hashToken } from './sessions.ts';
import { userError, type UserErrorModel } from './userError.ts';
import type { SignedIn, Viewer } from './viewer.ts';
import { signUpSetting, type SignUpOverride } from './workspaceSettings.ts';

export const DEFAULT_INVITATION_DAYS = 7;
export const MAX_INVITATION_DAYS = 30;
const MAX_INVITATION_PROJECTS = 100;
const DAY_MS = 24 * 60 * 60 * 1000;
const forbidden = { errors: [userError(null, 'FORBIDDEN', 'Only admins can do this.')] } as const;

export type InvitationState = 'PENDING' | 'ACCEPTED' | 'REVOKED' | 'EXPIRED';

export function invitationState(row: InvitationRow, now = Date.now()): InvitationState {
  if (row.accepted_at) return 'ACCEPTED';
  if (row.revoked_at) return 'REVOKED';
  return row.expires_at.getTime() <= now ? 'EXPIRED' : 'PENDING';
}

/** Why a link that is not pending cannot be used, in the words the invitation page shows. */
export const UNAVAILABLE_MESSAGES: Readonly<Record<Exclude<InvitationState, 'PENDING'>, string>> = {
  ACCEPTED: 'This invitation link has already been used. Sign in, or ask an admin for a new invitation.',
  REVOKED: 'This invitation was revoked by an admin. Ask them for a new one if you still need access.',
  EXPIRED: 'This invitation link has expired. Ask an admin to invite you again.',
};

export interface CreateInvitationCommand {
  readonly email: string;
  readonly role: Role;
  /** Keys of the projects; null for an id that names no project. */
  readonly projectIds: readonly (number | null)[];
  readonly expiresInDays: number | null | undefined;
  /** Whether this server mails invitations (SMTP_URL): the mail is then queued with the invitation. */
  readonly mail: boolean;
}

export async function createInvitation(
  db: DB,
  viewer: Viewer,
  command: CreateInvitationCommand,
): Promise<{ invitation: InvitationRow; token: string } | { errors: readonly UserErrorModel[] }> {
  if (!viewer || !isAdmin(viewer)) return forbidden;
  const errors: UserErrorModel[] = [];
  const email = checkEmail('email', command.email);
  if ('error' in email) errors.push(email.error);
  else if (await emailTaken(db, email.email))
    errors.push(userError('email', 'TAKEN', 'Someone with this email address already has an account.'));
  const days = command.expiresInDays ?? DEFAULT_INVITATION_DAYS;
  if (!Number.isInteger(days) || days < 1 || days > MAX_INVITATION_DAYS) {
    errors.push(userError('expiresInDays', 'INVALID', `Choose from 1 to ${MAX_INVITATION_DAYS} days.`));
  }
  const projectIds = [...new Set(command.projectIds)];
  if (projectIds.length > MAX_INVITATION_PROJECTS) {
    errors.push(userError('projectIds', 'TOO_MANY', `Choose at most ${MAX_INVITATION_PROJECTS} projects.`));
  } else {
    const keys = projectIds.filter((key): key is number => key !== null);
    const known = keys.length === 0 ? [] : await db.selectFrom('projects').select('id').where('id', 'in', keys).execute();
    if (known.length !== projectIds.length) errors.push(userError('projectIds', 'NOT_FOUND', 'No such project.'));
  }
  if (errors.length > 0 || 'error' in email) return { errors };

  const token = randomBytes(32).toString('base64url');
  const invitation = await db.transaction().execute(async (trx) => {
    // One live link per address: inviting again replaces the pending one (and is how an admin gets a new link).
    const replaced = await trx
      .updateTable('invitations')
      .set({ revoked_at: new Date() })
      .where(sql<boolean>`lower(email) = ${email.email}`)
      .where('accepted_at', 'is', null)
      .where('revoked_at', 'is', null)
      .returning(['id', 'email', 'expires_at'])
      .execute();
    await cancelQueuedInvitationMails(
      trx,
      replaced.map((r) => r.id),
    );
    // A link that had expired already is not revoked in anyone's eyes: only pending ones are recorded.
    for (const old of replaced.filter((r) => r.expires_at.getTime() > Date.now())) {
      await recordAudit(trx, { action: 'INVITATION_REVOKED', actorId: viewer.id, invitationId: old.id, email: old.email });
    }
    const created = await trx
      .insertInto('invitations')
      .values({
        token_hash: hashToken(token),
        email: email.email,
        role: command.role,
        invited_by: viewer.id,
        expires_at: new Date(Date.now() + days * DAY_MS),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    if (projectIds.length > 0) {
      await trx
        .insertInto('invitation_projects')
        .values((projectIds as number[]).map((projectId) => ({ invitation_id: created.id, project_id: projectId })))
        .execute();
    }
    if (command.mail) await queueInvitationMail(trx, created.id, token);
    await recordAudit(trx, {
      action: 'INVITATION_CREATED',
      actorId: viewer.id,
      invitationId: created.id,
      email: created.email,
      to: created.role,
    });
    return created;
  });
  return { invitation, token };
}

export async function revokeInvitation(
  db: DB,
  viewer: Viewer,
  invitationId: number | null,
): Promise<{ invitation: InvitationRow } | { errors: readonly UserErrorModel[] }> {
  if (!viewer || !isAdmin(viewer)) return forbidden;
  const row =
    invitationId === null ? undefined : await db.selectFrom('invitations').selectAll().where('id', '=', invitationId).executeTakeFirst();
  if (!row) return { errors: [userError('invitationId', 'NOT_FOUND', 'No such invitation.')] };
  const state = invitationState(row);
  if (state === 'REVOKED') return { invitation: row };
  if (state !== 'PENDING')
    return {
      errors: [
        userError(
          'invitationId',
          'UNAVAILABLE',
          state === 'ACCEPTED' ? 'This invitation was already used.' : 'This invitation has already expired.',
        ),
      ],
    };
  const invitation = await db.transaction().execute(async (trx) => {
    const revoked = await trx
      .updateTable('invitations')
      .set({ revoked_at: new Date() })
      .where('id', '=', row.id)
      .where('accepted_at', 'is', null)
      .where('revoked_at', 'is', null)
      .returningAll()
      .executeTakeFirst();
    // Accepted or revoked by someone else meanwhile: as it stands now, and nothing recorded here.
    if (!revoked) return trx.selectFrom('invitations').selectAll().where('id', '=', row.id).executeTakeFirstOrThrow();
    await cancelQueuedInvitationMails(trx, [revoked.id]);
    await recordAudit(trx, { action: 'INVITATION_REVOKED', actorId: viewer.id, invitationId: revoked.id, email: revoked.email });
    return revoked;
  });
  const now = invitationState(invitation);
  if (now === 'ACCEPTED') return { errors: [userError('invitationId', 'UNAVAILABLE', 'This invitation was already used.')] };
  return { invitation };
}

/** The invitation a link's token stands for, if any (whatever its state). */
export async function invitationByToken(db: DB, token: string): Promise<InvitationRow | undefined> {
  if (token.length === 0 || token.length > 100) return undefined;
  return db.selectFrom('invitations').selectAll().where('token_hash', '=', hashToken(token)).executeTakeFirst();
}

export interface AcceptInvitationCommand extends NewAccountFields {
  readonly token: string;
  /** The client's network address, for the per-address limit. */
  readonly address: string;
  /** The browser's User-Agent, to name the new session's device. */
  readonly userAgent: string | null;
}

/**
 * Creates the invited account and a session for it. The invitation is claimed in the same transaction as
 * the account is created (an UPDATE that only matches a pending row), so a link works exactly once even
 * when two people use it at the same moment.
 */
export async function acceptInvitation(
  db: DB,
  command: AcceptInvitationCommand,
  override: SignUpOverride,
): Promise<{ user: UserRow; token: string } | { errors: readonly UserErrorModel[] }> {
  // Counted as a failure unless it succeeds or fails on the form alone: links cannot be guessed at speed.
  const attempt = await reserveSignUpAttempt(db, command.address);
  if (attempt === null) {
    return { errors: [userError(null, 'RATE_LIMITED', 'Too many attempts from your network. Wait 15 minutes, then try again.')] };
  }
  const row = await invitationByToken(db, command.token);
  if (!row) return { errors: [userError('token', 'NOT_FOUND', 'This invitation link is not valid. Check that you copied all of it.')] };
  const state = invitationState(row);
  if (state !== 'PENDING') return { errors: [userError('token', 'UNAVAILABLE', UNAVAILABLE_MESSAGES[state])] };
  if ((await signUpSetting(db, override)).policy === 'NOBODY') {
    await forgetSignUpAttempt(db, attempt);
    return {
      errors: [
        userError(null, 'FORBIDDEN', 'This workspace is not taking new accounts at the moment, not even by invitation. Ask an admin.'),
      ],
    };
  }
  const fields = checkNewAccount(command);
  if ('errors' in fields) {
    await forgetSignUpAttempt(db, attempt);
    return { errors: fields.errors };
  }
  const errors: UserErrorModel[] = [];
  if (await emailTaken(db, row.email))
    errors.push(userError(null, 'TAKEN', 'An account with this email address already exists: sign in instead.'));
  if (await loginTaken(db, command.login)) errors.push(userError('login', 'TAKEN', 'This login is taken.'));
  if (errors.length > 0) return { errors };

  const passwordHash = await hashPassword(command.password);
  const claim = db.transaction().execute(async (trx) => {
    const claimed = await trx
      .updateTable('invitations')
      .set({ accepted_at: new Date() })
      .where('id', '=', row.id)
      .where('accepted_at', 'is', null)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', new Date())
      .returning('id')
      .executeTakeFirst();
    if (!claimed) return null;
    const created = await trx
      .insertInto('users')
      .values({ email: row.email, name: fields.name, login: command.login, password_hash: passwordHash, role: row.role })
      .returning(USER_COLUMNS)
      .executeTakeFirstOrThrow();
    await trx.updateTable('invitations').set({ accepted_by: created.id }).where('id', '=', row.id).execute();
    await cancelQueuedInvitationMails(trx, [row.id]);
    await recordAudit(trx, {
      action: 'INVITATION_ACCEPTED',
      actorId: created.id,
      userId: created.id,
      invitationId: row.id,
      email: row.email,
      to: row.role,
    });
    await trx
      .insertInto('project_members')
      .columns(['project_id', 'user_id'])
      .expression((eb) =>
        eb
          .selectFrom('invitation_projects')
          .select(['project_id', sql<number>`${created.id}::int`.as('user_id')])
          .where('invitation_id', '=', row.id),
      )
      .execute();
    return created;
  });
  const user = await claim.catch((error: unknown) => {
    // The same login taken at the same moment by another sign-up.
    if (isUniqueViolation(error)) return 'TAKEN' as const;
    throw error;
  });
  if (user === 'TAKEN') return { errors: [userError('login', 'TAKEN', 'This login is taken.')] };
  if (!user) return { errors: [userError('token', 'UNAVAILABLE', UNAVAILABLE_MESSAGES.ACCEPTED)] };
  await forgetSignUpAttempt(db, attempt);
  return { user, token: await createSession(db, user.id, command.userAgent) };
}

/** The cursor of an invitation in the invitation list (newest first by id), for a new one's edge. */
export function invitationCursor(invitation: InvitationRow): string {
  return encodeCursor([invitation.id]);
}

/** The workspace's invitations, newest first (admins); nobody else sees any. */
export function listInvitations(db: DB, viewer: SignedIn, page: PageRequest): Connection<InvitationRow> {
  if (!isAdmin(viewer)) return emptyConnection();
  return keysetConnection(page, {
    shape: ['int'],
    rows: (after, limit) => {
      let query = db.selectFrom('invitations').selectAll().orderBy('id', 'desc').limit(limit);
      if (after) query = query.where('id', '<', after[0] as number);
      return query.execute();
    },
    keyOf: (i) => [i.id],
    count: async () =>
      (
        await db
          .selectFrom('invitations')
          .select(sql<number>`count(*)::int`.as('count'))
          .executeTakeFirstOrThrow()
      ).count,
  });
}

export async function projectsOfInvitation(db: DB, invitationId: number) {
  return db
    .selectFrom('invitation_projects')
    .innerJoin('projects', 'projects.id', 'invitation_projects.project_id')
    .selectAll('projects')
    .where('invitation_projects.invitation_id', '=', invitationId)
    .orderBy(sql`lower(projects.name)`)
    .execute();
}
