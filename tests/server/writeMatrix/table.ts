// The write matrix's vocabulary: who asks, at what, what may happen, and the world the rows write to.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import type { DB } from '../../../src/server/db/database.ts';
import type { IssueState, StateReason } from '../../../src/server/db/tables/issues.ts';
import type { Role } from '../../../src/server/db/tables/accounts.ts';
import { hashToken, SESSION_COOKIE } from '../../../src/server/domain/sessions.ts';
import type { Mutation } from '../../../src/server/graphql/__generated__/resolvers-types.ts';
import { toGlobalId } from '../../../src/server/graphql/globalId.ts';
import { type GraphQLResult, type Session, type TestServer } from '../harness.ts';
import type { TestFile } from '../multipart.ts';

/**
 * Who asks. `outsider` is a member who is not a member of the private project `mobile`; `demoted` was a member
 * of `mobile` who wrote things, then was made a viewer by an admin (keeping the session they had before).
 */
export const ACTORS = ['anonymous', 'viewer', 'member', 'outsider', 'demoted', 'admin'] as const;
export type Actor = (typeof ACTORS)[number];
export type Person = Exclude<Actor, 'anonymous'> | 'ada';

/**
 * What the write is aimed at:
 * - web: in the workspace-visible project `web` (the actor's own object where objects have an owner);
 * - mobile: in the private project `mobile` (the actor's own object, made while they could see it);
 * - others: another user's object (in `web`), e.g. someone else's comment or saved view;
 * - self: the actor's own account (or, for anonymous, the account they name).
 * Objects of anonymous are ada's. A row lists only the targets its mutation can have, and says why.
 */
export type Target = 'web' | 'mobile' | 'others' | 'self';

/**
 * - ok: no errors, and the write took effect;
 * - unauthenticated: HTTP 401, UNAUTHENTICATED, no data;
 * - hidden: the one UserError NOT_FOUND, on the input field that names the target (it does not exist for them);
 * - forbidden: the one UserError FORBIDDEN, on the whole input;
 * - forbidden-self: the one UserError FORBIDDEN, on `userId` (an admin changing their own role).
 * Every outcome but ok must also leave the database and the file store exactly as they were.
 */
export type Outcome = 'ok' | 'unauthenticated' | 'hidden' | 'forbidden' | 'forbidden-self';
export type Expected = Record<Actor, Outcome>;

export const OK = 'ok';
export const AUTH = 'unauthenticated';
export const HIDDEN = 'hidden';
export const FORBIDDEN = 'forbidden';

/** The outcomes in the order of ACTORS. */
export function by(...outcomes: [Outcome, Outcome, Outcome, Outcome, Outcome, Outcome]): Expected {
  return Object.fromEntries(ACTORS.map((actor, i) => [actor, outcomes[i]])) as Expected;
}

// The rules of src/server/domain/authorization.ts as the rows use them.
//                              anonymous viewer     member     outsider   demoted    admin
export const MEMBERS_IN_WEB = by(AUTH, FORBIDDEN, OK, OK, FORBIDDEN, OK);
export const MEMBERS_IN_MOBILE = by(AUTH, HIDDEN, OK, HIDDEN, FORBIDDEN, OK);
export const ADMINS = by(AUTH, FORBIDDEN, FORBIDDEN, FORBIDDEN, FORBIDDEN, OK);
export const ADMINS_IN_MOBILE = by(AUTH, HIDDEN, FORBIDDEN, HIDDEN, FORBIDDEN, OK);
export const SIGNED_IN = by(AUTH, OK, OK, OK, OK, OK);
export const WHO_SEES_MOBILE = by(AUTH, HIDDEN, OK, HIDDEN, OK, OK);
export const ITS_OWNER_ONLY = by(AUTH, HIDDEN, HIDDEN, HIDDEN, HIDDEN, HIDDEN);
export const ANYONE = by(OK, OK, OK, OK, OK, OK);
export const NOBODY = by(FORBIDDEN, FORBIDDEN, FORBIDDEN, FORBIDDEN, FORBIDDEN, FORBIDDEN);
export const NOT_ONESELF = by(AUTH, FORBIDDEN, FORBIDDEN, FORBIDDEN, FORBIDDEN, 'forbidden-self');

/** What one cell sends, and how to tell that it took effect. */
export interface Attempt {
  readonly input: Record<string, unknown>;
  /** Sent as a multipart request filling `input.files`. */
  readonly files?: readonly TestFile[];
  /** A session of the actor's other than their usual one (for mutations that end the session they run in). */
  readonly session?: Session;
  /** Throws unless the write can be read back from the database (called after an `ok`). */
  tookEffect(response: GraphQLResult): Promise<void>;
  /** Puts back what later cells rely on (called after the cell's assertions). */
  cleanup?(): Promise<void>;
}

export interface Cell {
  readonly expected: Expected;
  /** Makes a fresh target for the actor: no cell sees what another cell did. */
  prepare(actor: Actor): Promise<Attempt>;
}

export interface Row {
  /** The input field that names the target: where a hidden target's NOT_FOUND is reported. */
  readonly targetField: string | null;
  readonly targets: Partial<Record<Target, Cell>>;
}

export type MutationName = Exclude<keyof Mutation, '__typename'>;

/** The world the cells write to, and fresh objects in it. */
export interface Fixture {
  readonly server: TestServer;
  readonly db: DB;
  readonly users: Record<Person, number>;
  readonly sessions: Record<Actor, Session>;
  readonly projects: Record<'web' | 'mobile', number>;
  /** A label of each project, for adding to and removing from issues. */
  readonly labels: Record<'web' | 'mobile', number>;
  /** A number no other call returned, for unique names. */
  next(): number;
  /** The actor's user; ada stands in for anonymous. */
  owner(actor: Actor): number;
  /** A session of the actor's that no other cell uses. */
  freshSession(actor: Actor): Promise<Session>;
  issue(project: 'web' | 'mobile', authorId: number, state?: { state: IssueState; state_reason: StateReason }): Promise<number>;
  comment(issueId: number, authorId: number): Promise<number>;
  label(project: 'web' | 'mobile'): Promise<number>;
  savedView(userId: number, project: 'web' | 'mobile'): Promise<number>;
  user(role: Role): Promise<number>;
  /** A pending invitation (as a viewer, into no project) made by the admin, and its link's token. */
  invitation(): Promise<{ invitationId: number; token: string; email: string }>;
  file(): TestFile;
}

export const id = toGlobalId;

/** The actor's own issue in web and in mobile, and another user's issue in web; open unless `state` says otherwise. */
export function onIssues(
  f: Fixture,
  make: (issueId: number, project: 'web' | 'mobile', actor: Actor) => Promise<Attempt>,
  state?: { state: IssueState; state_reason: StateReason },
): Row {
  return {
    targetField: 'issueIds',
    targets: {
      web: { expected: MEMBERS_IN_WEB, prepare: async (actor) => make(await f.issue('web', f.owner(actor), state), 'web', actor) },
      mobile: {
        expected: MEMBERS_IN_MOBILE,
        prepare: async (actor) => make(await f.issue('mobile', f.owner(actor), state), 'mobile', actor),
      },
      others: { expected: MEMBERS_IN_WEB, prepare: async (actor) => make(await f.issue('web', f.users.ada, state), 'web', actor) },
    },
  };
}

/** The actor's own comment in web and in mobile, and another user's comment in web (all on ada's issues). */
export function onComments(f: Fixture, make: (commentId: number, actor: Actor) => Promise<Attempt>): Row {
  const comment = async (project: 'web' | 'mobile', authorId: number) => f.comment(await f.issue(project, f.users.ada), authorId);
  return {
    targetField: 'commentId',
    targets: {
      web: { expected: MEMBERS_IN_WEB, prepare: async (actor) => make(await comment('web', f.owner(actor)), actor) },
      mobile: { expected: MEMBERS_IN_MOBILE, prepare: async (actor) => make(await comment('mobile', f.owner(actor)), actor) },
      others: { expected: ADMINS, prepare: async (actor) => make(await comment('web', f.users.ada), actor) },
    },
  };
}

export async function issueRow(f: Fixture, issueId: number) {
  return f.db.selectFrom('issues').selectAll().where('id', '=', issueId).executeTakeFirstOrThrow();
}

export async function eventKinds(f: Fixture, issueId: number): Promise<string[]> {
  return (await f.db.selectFrom('issue_events').select('kind').where('issue_id', '=', issueId).orderBy('id').execute()).map((e) => e.kind);
}

export async function attachmentNamed(f: Fixture, filename: string) {
  const row = await f.db.selectFrom('attachments').selectAll().where('filename', '=', filename).executeTakeFirst();
  assert.ok(row, `an attachment ${filename} was stored`);
  assert.ok(fs.existsSync(f.server.files.pathOf(row.sha256)), 'its bytes are in the file store');
  return row;
}

/** The sessions row behind a test session's cookie. */
export function sessionRow(f: Fixture, session: Session) {
  const token = session.cookie.slice(`${SESSION_COOKIE}=`.length);
  return f.db.selectFrom('sessions').select(['id', 'user_id']).where('token_hash', '=', hashToken(token)).executeTakeFirst();
}

/** Makes a mutation's row on the world of one backend. */
export type RowMaker = (f: Fixture) => Row;
