// Sessions in the database: the browser holds a random token in an httpOnly cookie; the database holds
// only the token's SHA-256. Sessions last 30 days from their last use.
import { createHash, randomBytes } from 'node:crypto';
import type { DB } from '../db/database.ts';
import { sessionCacheOf } from '../db/sessionCache.ts';
import { USERS_USER_COLUMNS, type SessionRow, type UserRow } from '../db/tables/accounts.ts';
import { userError, type UserErrorModel } from './userError.ts';
import type { SignedIn } from './viewer.ts';

export const SESSION_COOKIE = 'triage_session';
export const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
/** last_used_at (and the user's last_active_at) is written at most this often, so reading pages does not write on every request. */
const TOUCH_EVERY_MS = 60 * 60 * 1000;
/** The most of a User-Agent kept: enough to name any real browser. */
const USER_AGENT_MAX_LENGTH = 512;
/** The most sessions listed to their owner (the most recently used). */
export const SESSIONS_LISTED = 100;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Opens a session for the user; `userAgent` is the browser's header, kept to name the device in their list. */
export async function createSession(db: DB, userId: number, userAgent: string | null): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db
    .insertInto('sessions')
    .values({
      token_hash: hashToken(token),
      user_id: userId,
      expires_at: new Date(Date.now() + SESSION_LIFETIME_MS),
      user_agent: userAgent?.slice(0, USER_AGENT_MAX_LENGTH) || null,
    })
    .execute();
  await db.updateTable('users').set({ last_active_at: new Date() }).where('id', '=', userId).execute();
  return token;
}

/** The signed-in user a session token stands for, or null when it is unknown or expired. */
export async function viewerOfSession(db: DB, token: string | undefined): Promise<SignedIn | null> {
  const user = await userOfSession(db, token);
  return user ? { id: user.id, role: user.role } : null;
}

/** viewerOfSession with the person's whole row (a request that shows them then reads it no more). */
export async function userOfSession(db: DB, token: string | undefined): Promise<UserRow | null> {
  return (await lookUpSession(db, token)).user;
}

/**
 * userOfSession, answered from this process's cache when it holds the session (db/sessionCache.ts), unless
 * `fresh` (a write asks the database); `cached` tells which.
 */
export async function lookUpSession(
  db: DB,
  token: string | undefined,
  { fresh = false } = {},
): Promise<{ readonly user: UserRow | null; readonly cached: boolean }> {
  const cache = sessionCacheOf(db);
  if (!cache || !wellFormed(token)) return { user: (await usersOfSessions(db, [token]))[0] ?? null, cached: false };
  const hash = hashToken(token);
  const now = Date.now();
  const kept = fresh ? undefined : cache.find(hash);
  // Past its hour, the session is read again, which extends it.
  if (kept && kept.expiresAt > now && now - kept.lastUsedAt <= TOUCH_EVERY_MS) return { user: kept.user, cached: true };
  const generation = cache.generation;
  const row = (await sessionRows(db, [hash])).get(hash);
  if (!row) return { user: null, cached: false };
  const user = Object.freeze(userOfRow(row));
  cache.keep(hash, { user, expiresAt: row.expires_at.getTime(), lastUsedAt: row.last_used_at.getTime() }, generation);
  return { user, cached: false };
}

const wellFormed = (token: string | undefined): token is string => !!token && token.length <= 100 && /^[A-Za-z0-9_-]+$/.test(token);

/** viewerOfSession for many tokens in one query (live streams re-check their sessions on every change). */
export async function viewersOfSessions(db: DB, tokens: readonly (string | undefined)[]): Promise<(SignedIn | null)[]> {
  return (await usersOfSessions(db, tokens)).map((user) => (user ? { id: user.id, role: user.role } : null));
}

async function usersOfSessions(db: DB, tokens: readonly (string | undefined)[]): Promise<(UserRow | null)[]> {
  const hashes = tokens.map((token) => (wellFormed(token) ? hashToken(token) : null));
  const live = await sessionRows(db, [...new Set(hashes.filter((hash) => hash !== null))]);
  return hashes.map((hash) => {
    const row = hash === null ? undefined : live.get(hash);
    return row ? userOfRow(row) : null;
  });
}

type SessionOfUser = UserRow & Pick<SessionRow, 'token_hash' | 'last_used_at' | 'expires_at'>;

/** The live sessions of these token hashes with their people, each extended when its hour has passed. */
async function sessionRows(db: DB, hashes: readonly string[]): Promise<Map<string, SessionOfUser>> {
  if (hashes.length === 0) return new Map();
  const rows = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select(USERS_USER_COLUMNS)
    .select(['sessions.token_hash', 'sessions.last_used_at', 'sessions.expires_at'])
    .where('sessions.token_hash', 'in', hashes)
    // Deactivating deletes the sessions; this also refuses one raced past that.
    .where('users.deactivated_at', 'is', null)
    .execute();
  const now = Date.now();
  const live = new Map(rows.filter((row) => row.expires_at.getTime() > now).map((row) => [row.token_hash, row]));
  for (const row of live.values()) {
    if (now - row.last_used_at.getTime() > TOUCH_EVERY_MS) await touch(db, row.token_hash, row.id);
  }
  return live;
}

function userOfRow({ token_hash: _hash, last_used_at: _used, expires_at: _expires, ...user }: SessionOfUser): UserRow {
  return user;
}

/** Extends a session in use, and records the person's last activity (as precise as the session's: to the hour). */
async function touch(db: DB, tokenHash: string, userId: number): Promise<void> {
  const now = new Date();
  await db
    .updateTable('sessions')
    .set({ last_used_at: now, expires_at: new Date(now.getTime() + SESSION_LIFETIME_MS) })
    .where('token_hash', '=', tokenHash)
    .execute();
  await db.updateTable('users').set({ last_active_at: now }).where('id', '=', userId).execute();
}

export async function endSession(db: DB, token: string | undefined): Promise<void> {
  if (token) await db.deleteFrom('sessions').where('token_hash', '=', hashToken(token)).execute();
}

/** Ends every session of a user but the one given (after a password change, or when asked); answers the ended ones' ids. */
export async function endOtherSessions(db: DB, userId: number, keepToken: string | undefined): Promise<number[]> {
  let query = db.deleteFrom('sessions').where('user_id', '=', userId);
  if (keepToken) query = query.where('token_hash', '!=', hashToken(keepToken));
  return (await query.returning('id').execute()).map((row) => row.id);
}

/** The user's sessions that have not expired, the most recently used first (at most SESSIONS_LISTED). */
export async function sessionsOf(db: DB, userId: number): Promise<SessionRow[]> {
  return db
    .selectFrom('sessions')
    .selectAll()
    .where('user_id', '=', userId)
    .where('expires_at', '>', new Date())
    .orderBy('last_used_at', 'desc')
    .orderBy('id', 'desc')
    .limit(SESSIONS_LISTED)
    .execute();
}

/** One of the viewer's own sessions by its id; undefined for anyone else's (or none), which look alike. */
export async function sessionOfViewer(db: DB, viewer: SignedIn, sessionId: number): Promise<SessionRow | undefined> {
  return db
    .selectFrom('sessions')
    .selectAll()
    .where('id', '=', sessionId)
    .where('user_id', '=', viewer.id)
    .where('expires_at', '>', new Date())
    .executeTakeFirst();
}

/** Whether `token` (the request's cookie) is the one this session was opened with. */
export function isSessionOfToken(session: SessionRow, token: string | undefined): boolean {
  return token !== undefined && session.token_hash === hashToken(token);
}

/**
 * Ends one of the viewer's sessions (null: the id named none of theirs). Answers the ended session, so that the
 * caller can tell whether it was the one the request came with.
 */
export async function endSessionOfViewer(
  db: DB,
  viewer: SignedIn,
  sessionId: number | null,
): Promise<{ ended: SessionRow } | { errors: readonly UserErrorModel[] }> {
  const ended =
    sessionId === null
      ? undefined
      : await db.deleteFrom('sessions').where('id', '=', sessionId).where('user_id', '=', viewer.id).returningAll().executeTakeFirst();
  // Another person's session and no session at all answer alike.
  if (!ended) return { errors: [userError('sessionId', 'NOT_FOUND', 'This session has ended already.')] };
  return { ended };
}
