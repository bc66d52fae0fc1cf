// What live subscribers hear about (issue 12): a notice that something of an issue changed, carrying ids
// only (the database's triggers send them; db/changeNotices.ts), and who may still hear it. Each server
// process reads what a notice points at as the subscriber, so nobody learns what they may not read.
import type { DB } from '../db/database.ts';
import { projectVisibleToUsers } from './authorization.ts';
import { viewersOfSessions } from './sessions.ts';
import type { SignedIn } from './viewer.ts';

export type ChangeKind =
  'issue.created' | 'issue.updated' | 'event' | 'comment.created' | 'comment.updated' | 'comment.deleted' | 'attachment';

const KINDS = new Set<string>([
  'issue.created',
  'issue.updated',
  'event',
  'comment.created',
  'comment.updated',
  'comment.deleted',
  'attachment',
]);

export interface ChangeNotice {
  readonly kind: ChangeKind;
  readonly issueId: number;
  readonly projectId: number;
  /** The event or comment concerned (for `attachment`, the comment the file went to; null for the issue's own). */
  readonly itemId: number | null;
}

/**
 * That someone's inbox changed (issue 17): notifications of theirs written, read or done. Sent for many people
 * at once (migration 0030: one notice per statement and up to 500 people), heard as one notice per person.
 */
export interface InboxNotice {
  readonly kind: 'inbox';
  readonly userId: number;
}

/** What a live stream hears: a change to an issue, or to one person's inbox. */
export type LiveNotice = ChangeNotice | InboxNotice;

const isKey = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value > 0;

/** A payload's JSON object; null when it is not one. */
function objectOf(payload: string): Record<string, unknown> | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(payload);
  } catch {
    return null;
  }
  return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : null;
}

/** A notice from its payload (JSON written by the triggers of migration 0009); null for anything else. */
export function parseChangeNotice(payload: string): ChangeNotice | null {
  const object = objectOf(payload);
  if (object === null) return null;
  const { k, i, p, x } = object;
  if (typeof k !== 'string' || !KINDS.has(k) || !isKey(i) || !isKey(p) || !(x === null || x === undefined || isKey(x))) return null;
  return { kind: k as ChangeKind, issueId: i, projectId: p, itemId: x ?? null };
}

/**
 * The notices of a payload: one for an issue's change (parseChangeNotice), one per person for an inbox's
 * (migration 0030: `{"k":"inbox","u":[ids]}`); null for anything else, never a half-read list.
 */
export function parseLiveNotices(payload: string): readonly LiveNotice[] | null {
  const object = objectOf(payload);
  if (object?.k === 'inbox') {
    const { u } = object;
    if (!Array.isArray(u) || u.length === 0 || !u.every(isKey)) return null;
    return u.map((userId: number): InboxNotice => ({ kind: 'inbox', userId }));
  }
  const notice = parseChangeNotice(payload);
  return notice ? [notice] : null;
}

/** Whether a notice changes what a list of the project's issues shows (the issue's row), not only its page. */
export function changesIssueRow(notice: ChangeNotice): boolean {
  return notice.kind === 'issue.created' || notice.kind === 'issue.updated';
}

/** The comment or event a notice adds to the issue's timeline, if it adds one. */
export function addedItem(notice: ChangeNotice): { type: 'Comment' | 'IssueEvent'; id: number } | null {
  if (notice.itemId === null) return null;
  if (notice.kind === 'event') return { type: 'IssueEvent', id: notice.itemId };
  if (notice.kind === 'comment.created') return { type: 'Comment', id: notice.itemId };
  return null;
}

export type Follower = SignedIn | 'signed out' | 'no access';

/**
 * Who hears of a change in the project, asked again for every notice, for many sessions at once (a process's
 * streams): each session must still be signed in (signing out ends the stream) and its user still see the
 * project (a removed member stops hearing of it).
 */
export async function followersOf(db: DB, sessionTokens: readonly (string | undefined)[], projectId: number): Promise<Follower[]> {
  const viewers = await viewersOfSessions(db, sessionTokens);
  const signedIn = viewers.filter((viewer) => viewer !== null);
  const sees = await projectVisibleToUsers(db, projectId, signedIn);
  const seeing = new Set(signedIn.filter((_, i) => sees[i] === true));
  return viewers.map((viewer) => (viewer === null ? 'signed out' : seeing.has(viewer) ? viewer : 'no access'));
}

/** Who hears of a change to `userId`'s inbox: that person only, while signed in. */
export async function inboxFollowersOf(db: DB, sessionTokens: readonly (string | undefined)[], userId: number): Promise<Follower[]> {
  const viewers = await viewersOfSessions(db, sessionTokens);
  return viewers.map((viewer) => (viewer === null ? 'signed out' : viewer.id === userId ? viewer : 'no access'));
}
