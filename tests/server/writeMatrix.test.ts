// The write matrix: every mutation of schema.graphql × six actors × the targets it can have. Each cell's
// outcome is asserted exactly; a refused write is shown to have written nothing (every table and the file
// store compared before and after), an allowed one to have taken effect (read back from the database).
// The mutation list is read from the schema: a mutation without a row here fails the suite, naming it.
// Reads are in permissions.test.ts; a role or membership changed mid-session in roleChanges.test.ts.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { isDeepStrictEqual } from 'node:util';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import sharp from 'sharp';
import type { DB } from '../../src/server/db/database.ts';
import type { IssueState, ProjectVisibility, Role, StateReason } from '../../src/server/db/tables.ts';
import { verifyPassword } from '../../src/server/domain/passwords.ts';
import { refreshSearchDocuments } from '../../src/server/domain/searchIndex.ts';
import { hashToken, SESSION_COOKIE } from '../../src/server/domain/sessions.ts';
import type { Mutation } from '../../src/server/graphql/__generated__/resolvers-types.ts';
import { toGlobalId } from '../../src/server/graphql/globalId.ts';
import { changed, snapshot } from './dbSnapshot.ts';
import { backends, DEMO_PASSWORD, type GraphQLResult, type Session, startTestServer, type TestServer } from './harness.ts';
import { schemaMutationNames, sendMutation } from './mutations.ts';
import type { TestFile } from './multipart.ts';

/**
 * Who asks. `outsider` is a member who is not a member of the private project `mobile`; `demoted` was a member
 * of `mobile` who wrote things, then was made a viewer by an admin (keeping the session they had before).
 */
const ACTORS = ['anonymous', 'viewer', 'member', 'outsider', 'demoted', 'admin'] as const;
type Actor = (typeof ACTORS)[number];
type Person = Exclude<Actor, 'anonymous'> | 'ada';

/**
 * What the write is aimed at:
 * - web: in the workspace-visible project `web` (the actor's own object where objects have an owner);
 * - mobile: in the private project `mobile` (the actor's own object, made while they could see it);
 * - others: another user's object (in `web`), e.g. someone else's comment or saved view;
 * - self: the actor's own account (or, for anonymous, the account they name).
 * Objects of anonymous are ada's. A row lists only the targets its mutation can have, and says why.
 */
type Target = 'web' | 'mobile' | 'others' | 'self';

/**
 * - ok: no errors, and the write took effect;
 * - unauthenticated: HTTP 401, UNAUTHENTICATED, no data;
 * - hidden: the one UserError NOT_FOUND, on the input field that names the target (it does not exist for them);
 * - forbidden: the one UserError FORBIDDEN, on the whole input;
 * - forbidden-self: the one UserError FORBIDDEN, on `userId` (an admin changing their own role).
 * Every outcome but ok must also leave the database and the file store exactly as they were.
 */
type Outcome = 'ok' | 'unauthenticated' | 'hidden' | 'forbidden' | 'forbidden-self';
type Expected = Record<Actor, Outcome>;

const OK = 'ok';
const AUTH = 'unauthenticated';
const HIDDEN = 'hidden';
const FORBIDDEN = 'forbidden';

/** The outcomes in the order of ACTORS. */
function by(...outcomes: [Outcome, Outcome, Outcome, Outcome, Outcome, Outcome]): Expected {
  return Object.fromEntries(ACTORS.map((actor, i) => [actor, outcomes[i]])) as Expected;
}

// The rules of src/server/domain/authorization.ts as the rows use them.
//                              anonymous viewer     member     outsider   demoted    admin
const MEMBERS_IN_WEB = by(AUTH, FORBIDDEN, OK, OK, FORBIDDEN, OK);
const MEMBERS_IN_MOBILE = by(AUTH, HIDDEN, OK, HIDDEN, FORBIDDEN, OK);
const ADMINS = by(AUTH, FORBIDDEN, FORBIDDEN, FORBIDDEN, FORBIDDEN, OK);
const ADMINS_IN_MOBILE = by(AUTH, HIDDEN, FORBIDDEN, HIDDEN, FORBIDDEN, OK);
const SIGNED_IN = by(AUTH, OK, OK, OK, OK, OK);
const WHO_SEES_MOBILE = by(AUTH, HIDDEN, OK, HIDDEN, OK, OK);
const ITS_OWNER_ONLY = by(AUTH, HIDDEN, HIDDEN, HIDDEN, HIDDEN, HIDDEN);
const ANYONE = by(OK, OK, OK, OK, OK, OK);
const NOBODY = by(FORBIDDEN, FORBIDDEN, FORBIDDEN, FORBIDDEN, FORBIDDEN, FORBIDDEN);
const NOT_ONESELF = by(AUTH, FORBIDDEN, FORBIDDEN, FORBIDDEN, FORBIDDEN, 'forbidden-self');

/** What one cell sends, and how to tell that it took effect. */
interface Attempt {
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

interface Cell {
  readonly expected: Expected;
  /** Makes a fresh target for the actor: no cell sees what another cell did. */
  prepare(actor: Actor): Promise<Attempt>;
}

interface Row {
  /** The input field that names the target: where a hidden target's NOT_FOUND is reported. */
  readonly targetField: string | null;
  readonly targets: Partial<Record<Target, Cell>>;
}

type MutationName = Exclude<keyof Mutation, '__typename'>;

/** The world the cells write to, and fresh objects in it. */
interface Fixture {
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

const id = toGlobalId;

/** The actor's own issue in web and in mobile, and another user's issue in web; open unless `state` says otherwise. */
function onIssues(
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
function onComments(f: Fixture, make: (commentId: number, actor: Actor) => Promise<Attempt>): Row {
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

async function issueRow(f: Fixture, issueId: number) {
  return f.db.selectFrom('issues').selectAll().where('id', '=', issueId).executeTakeFirstOrThrow();
}

async function eventKinds(f: Fixture, issueId: number): Promise<string[]> {
  return (await f.db.selectFrom('issue_events').select('kind').where('issue_id', '=', issueId).orderBy('id').execute()).map((e) => e.kind);
}

async function attachmentNamed(f: Fixture, filename: string) {
  const row = await f.db.selectFrom('attachments').selectAll().where('filename', '=', filename).executeTakeFirst();
  assert.ok(row, `an attachment ${filename} was stored`);
  assert.ok(fs.existsSync(f.server.files.pathOf(row.sha256)), 'its bytes are in the file store');
  return row;
}

/** One row per mutation of the schema (the compiler and the first test below both insist). */
const MATRIX: Record<MutationName, (f: Fixture) => Row> = {
  // Projects have no owner: a new issue goes into web or mobile.
  createIssue: (f) => {
    const cell = (project: 'web' | 'mobile', expected: Expected): Cell => ({
      expected,
      prepare: async (actor) => {
        const title = `Opened by ${actor} ${f.next()}`;
        return {
          input: { projectId: id('Project', f.projects[project]), title },
          tookEffect: async () => {
            const issue = await f.db.selectFrom('issues').select(['project_id', 'author_id']).where('title', '=', title).executeTakeFirst();
            assert.deepEqual(issue, { project_id: f.projects[project], author_id: f.owner(actor) });
          },
        };
      },
    });
    return { targetField: 'projectId', targets: { web: cell('web', MEMBERS_IN_WEB), mobile: cell('mobile', MEMBERS_IN_MOBILE) } };
  },

  updateIssue: (f) => ({
    ...onIssues(f, async (issueId) => {
      const title = `Renamed ${f.next()}`;
      return {
        input: { issueId: id('Issue', issueId), title },
        tookEffect: async () => {
          assert.equal((await issueRow(f, issueId)).title, title);
          assert.deepEqual(await eventKinds(f, issueId), ['RENAMED']);
        },
      };
    }),
    targetField: 'issueId',
  }),

  closeIssues: (f) =>
    onIssues(f, async (issueId) => ({
      input: { issueIds: [id('Issue', issueId)], reason: 'NOT_PLANNED' },
      tookEffect: async () => {
        const issue = await issueRow(f, issueId);
        assert.deepEqual([issue.state, issue.state_reason, issue.closed_at !== null], ['CLOSED', 'NOT_PLANNED', true]);
        assert.deepEqual(await eventKinds(f, issueId), ['CLOSED']);
      },
    })),

  reopenIssues: (f) =>
    onIssues(
      f,
      async (issueId) => ({
        input: { issueIds: [id('Issue', issueId)] },
        tookEffect: async () => {
          const issue = await issueRow(f, issueId);
          assert.deepEqual([issue.state, issue.state_reason, issue.closed_at], ['OPEN', null, null]);
          assert.deepEqual(await eventKinds(f, issueId), ['REOPENED']);
        },
      }),
      { state: 'CLOSED', state_reason: 'COMPLETED' },
    ),

  setIssuesPriority: (f) =>
    onIssues(f, async (issueId) => ({
      input: { issueIds: [id('Issue', issueId)], priority: 'HIGH' },
      tookEffect: async () => {
        assert.equal((await issueRow(f, issueId)).priority, 2);
        assert.deepEqual(await eventKinds(f, issueId), ['PRIORITY_CHANGED']);
      },
    })),

  addLabelsToIssues: (f) =>
    onIssues(f, async (issueId, project) => ({
      input: { issueIds: [id('Issue', issueId)], labelIds: [id('Label', f.labels[project])] },
      tookEffect: async () => {
        const labels = await f.db.selectFrom('issue_labels').select('label_id').where('issue_id', '=', issueId).execute();
        assert.deepEqual(labels, [{ label_id: f.labels[project] }]);
        assert.deepEqual(await eventKinds(f, issueId), ['LABELED']);
      },
    })),

  removeLabelsFromIssues: (f) =>
    onIssues(f, async (issueId, project) => {
      await f.db.insertInto('issue_labels').values({ issue_id: issueId, label_id: f.labels[project] }).execute();
      return {
        input: { issueIds: [id('Issue', issueId)], labelIds: [id('Label', f.labels[project])] },
        tookEffect: async () => {
          assert.deepEqual(await f.db.selectFrom('issue_labels').select('label_id').where('issue_id', '=', issueId).execute(), []);
          assert.deepEqual(await eventKinds(f, issueId), ['UNLABELED']);
        },
      };
    }),

  // ada is a member of mobile too, so she can be assigned in both projects.
  addAssigneesToIssues: (f) =>
    onIssues(f, async (issueId) => ({
      input: { issueIds: [id('Issue', issueId)], userIds: [id('User', f.users.ada)] },
      tookEffect: async () => {
        const assignees = await f.db.selectFrom('issue_assignees').select('user_id').where('issue_id', '=', issueId).execute();
        assert.deepEqual(assignees, [{ user_id: f.users.ada }]);
        assert.deepEqual(await eventKinds(f, issueId), ['ASSIGNED']);
      },
    })),

  removeAssigneesFromIssues: (f) =>
    onIssues(f, async (issueId) => {
      await f.db.insertInto('issue_assignees').values({ issue_id: issueId, user_id: f.users.ada }).execute();
      return {
        input: { issueIds: [id('Issue', issueId)], userIds: [id('User', f.users.ada)] },
        tookEffect: async () => {
          assert.deepEqual(await f.db.selectFrom('issue_assignees').select('user_id').where('issue_id', '=', issueId).execute(), []);
          assert.deepEqual(await eventKinds(f, issueId), ['UNASSIGNED']);
        },
      };
    }),

  addComment: (f) => ({
    ...onIssues(f, async (issueId, _project, actor) => {
      const body = `Comment by ${actor} ${f.next()}`;
      return {
        input: { issueId: id('Issue', issueId), body },
        tookEffect: async () => {
          const comments = await f.db.selectFrom('comments').select(['author_id', 'body']).where('issue_id', '=', issueId).execute();
          assert.deepEqual(comments, [{ author_id: f.owner(actor), body }]);
          assert.equal((await issueRow(f, issueId)).comment_count, 1);
        },
      };
    }),
    targetField: 'issueId',
  }),

  updateComment: (f) =>
    onComments(f, async (commentId) => {
      const body = `Edited ${f.next()}`;
      return {
        input: { commentId: id('Comment', commentId), body },
        tookEffect: async () => {
          const comment = await f.db
            .selectFrom('comments')
            .select(['body', 'edited_at'])
            .where('id', '=', commentId)
            .executeTakeFirstOrThrow();
          assert.equal(comment.body, body);
          assert.notEqual(comment.edited_at, null);
        },
      };
    }),

  deleteComment: (f) =>
    onComments(f, async (commentId) => {
      const { issue_id: issueId } = await f.db
        .selectFrom('comments')
        .select('issue_id')
        .where('id', '=', commentId)
        .executeTakeFirstOrThrow();
      return {
        input: { commentId: id('Comment', commentId) },
        tookEffect: async () => {
          assert.equal(await f.db.selectFrom('comments').select('id').where('id', '=', commentId).executeTakeFirst(), undefined);
          assert.equal((await issueRow(f, issueId)).comment_count, 0);
        },
      };
    }),

  addCommentAttachments: (f) =>
    onComments(f, async (commentId, actor) => {
      const file = f.file();
      return {
        input: { commentId: id('Comment', commentId) },
        files: [file],
        tookEffect: async () => {
          const attachment = await attachmentNamed(f, file.name);
          assert.deepEqual([attachment.comment_id, attachment.uploader_id], [commentId, f.owner(actor)]);
        },
      };
    }),

  addIssueAttachments: (f) => ({
    ...onIssues(f, async (issueId, _project, actor) => {
      const file = f.file();
      return {
        input: { issueId: id('Issue', issueId) },
        files: [file],
        tookEffect: async () => {
          const attachment = await attachmentNamed(f, file.name);
          assert.deepEqual([attachment.issue_id, attachment.comment_id, attachment.uploader_id], [issueId, null, f.owner(actor)]);
        },
      };
    }),
    targetField: 'issueId',
  }),

  // Admins delete issues, whoever opened them: an issue with a comment and a file, so that all of it must go.
  deleteIssue: (f) => {
    const cell = (expected: Expected, project: 'web' | 'mobile', author: (actor: Actor) => number): Cell => ({
      expected,
      prepare: async (actor) => {
        const issueId = await f.issue(project, author(actor));
        const commentId = await f.comment(issueId, author(actor));
        const file = f.file();
        const { sha256, size } = await f.server.files.put(file.bytes);
        await f.db
          .insertInto('attachments')
          .values({
            issue_id: issueId,
            comment_id: commentId,
            uploader_id: author(actor),
            filename: file.name,
            content_type: file.type,
            size,
            sha256,
          })
          .execute();
        return {
          input: { issueId: id('Issue', issueId) },
          tookEffect: async () => {
            assert.equal(await f.db.selectFrom('issues').select('id').where('id', '=', issueId).executeTakeFirst(), undefined);
            assert.equal(await f.db.selectFrom('comments').select('id').where('id', '=', commentId).executeTakeFirst(), undefined);
            assert.equal(await f.db.selectFrom('attachments').select('id').where('issue_id', '=', issueId).executeTakeFirst(), undefined);
            assert.equal(fs.existsSync(f.server.files.pathOf(sha256)), false, 'its bytes left the file store');
          },
        };
      },
    });
    return {
      targetField: 'issueId',
      targets: {
        web: cell(ADMINS, 'web', (actor) => f.owner(actor)),
        mobile: cell(ADMINS_IN_MOBILE, 'mobile', (actor) => f.owner(actor)),
        others: cell(ADMINS, 'web', () => f.users.ada),
      },
    };
  },

  // The uploader's own file (on an issue in web, on a comment in mobile) and another person's (in web).
  removeAttachment: (f) => {
    const cell = (expected: Expected, project: 'web' | 'mobile', onComment: boolean, uploader: (actor: Actor) => number): Cell => ({
      expected,
      prepare: async (actor) => {
        const issueId = await f.issue(project, f.users.ada);
        const commentId = onComment ? await f.comment(issueId, f.users.ada) : null;
        const file = f.file();
        const { sha256, size } = await f.server.files.put(file.bytes);
        const { id: attachmentId } = await f.db
          .insertInto('attachments')
          .values({
            issue_id: issueId,
            comment_id: commentId,
            uploader_id: uploader(actor),
            filename: file.name,
            content_type: file.type,
            size,
            sha256,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        return {
          input: { attachmentId: id('Attachment', attachmentId) },
          tookEffect: async () => {
            assert.equal(await f.db.selectFrom('attachments').select('id').where('id', '=', attachmentId).executeTakeFirst(), undefined);
            assert.deepEqual(await eventKinds(f, issueId), ['ATTACHMENT_REMOVED']);
            assert.equal(fs.existsSync(f.server.files.pathOf(sha256)), false, 'its bytes left the file store');
          },
        };
      },
    });
    return {
      targetField: 'attachmentId',
      targets: {
        web: cell(MEMBERS_IN_WEB, 'web', false, (actor) => f.owner(actor)),
        mobile: cell(MEMBERS_IN_MOBILE, 'mobile', true, (actor) => f.owner(actor)),
        others: cell(ADMINS, 'web', false, () => f.users.ada),
      },
    };
  },

  // Labels belong to a project, not to a person: no `others`.
  createLabel: (f) => {
    const cell = (project: 'web' | 'mobile', expected: Expected): Cell => ({
      expected,
      prepare: async () => {
        const name = `made ${f.next()}`;
        return {
          input: { projectId: id('Project', f.projects[project]), name, color: 'd73a4a' },
          tookEffect: async () => {
            const label = await f.db.selectFrom('labels').select('project_id').where('name', '=', name).executeTakeFirst();
            assert.deepEqual(label, { project_id: f.projects[project] });
          },
        };
      },
    });
    return { targetField: 'projectId', targets: { web: cell('web', ADMINS), mobile: cell('mobile', ADMINS_IN_MOBILE) } };
  },

  updateLabel: (f) => {
    const cell = (project: 'web' | 'mobile', expected: Expected): Cell => ({
      expected,
      prepare: async () => {
        const labelId = await f.label(project);
        const name = `renamed ${f.next()}`;
        return {
          input: { labelId: id('Label', labelId), name },
          tookEffect: async () =>
            assert.equal((await f.db.selectFrom('labels').select('name').where('id', '=', labelId).executeTakeFirstOrThrow()).name, name),
        };
      },
    });
    return { targetField: 'labelId', targets: { web: cell('web', ADMINS), mobile: cell('mobile', ADMINS_IN_MOBILE) } };
  },

  deleteLabel: (f) => {
    const cell = (project: 'web' | 'mobile', expected: Expected): Cell => ({
      expected,
      prepare: async () => {
        const labelId = await f.label(project);
        return {
          input: { labelId: id('Label', labelId) },
          tookEffect: async () =>
            assert.equal(await f.db.selectFrom('labels').select('id').where('id', '=', labelId).executeTakeFirst(), undefined),
        };
      },
    });
    return { targetField: 'labelId', targets: { web: cell('web', ADMINS), mobile: cell('mobile', ADMINS_IN_MOBILE) } };
  },

  // A saved view is made for oneself: no `others` when creating.
  createSavedView: (f) => {
    const cell = (project: 'web' | 'mobile', expected: Expected): Cell => ({
      expected,
      prepare: async (actor) => {
        const name = `View ${f.next()}`;
        return {
          input: { projectId: id('Project', f.projects[project]), name, query: 'is:open' },
          tookEffect: async () => {
            const view = await f.db.selectFrom('saved_views').select(['user_id', 'project_id']).where('name', '=', name).executeTakeFirst();
            assert.deepEqual(view, { user_id: f.owner(actor), project_id: f.projects[project] });
          },
        };
      },
    });
    return { targetField: 'projectId', targets: { web: cell('web', SIGNED_IN), mobile: cell('mobile', WHO_SEES_MOBILE) } };
  },

  deleteSavedView: (f) => {
    const cell = (project: 'web' | 'mobile', owner: (actor: Actor) => number, expected: Expected): Cell => ({
      expected,
      prepare: async (actor) => {
        const viewId = await f.savedView(owner(actor), project);
        return {
          input: { savedViewId: id('SavedView', viewId) },
          tookEffect: async () =>
            assert.equal(await f.db.selectFrom('saved_views').select('id').where('id', '=', viewId).executeTakeFirst(), undefined),
        };
      },
    });
    return {
      targetField: 'savedViewId',
      targets: {
        web: cell('web', (actor) => f.owner(actor), SIGNED_IN),
        mobile: cell('mobile', (actor) => f.owner(actor), WHO_SEES_MOBILE),
        others: cell('web', () => f.users.ada, ITS_OWNER_ONLY),
      },
    };
  },

  // Account mutations act on the asker's own account (`self`); the harness's workspace does not take sign-ups.
  signUp: (f) => ({
    targetField: null,
    targets: {
      self: {
        expected: NOBODY,
        prepare: async () => {
          const login = `newcomer-${f.next()}`;
          return {
            input: { email: `${login}@example.test`, name: login, login, password: 'a long enough password' },
            tookEffect: async () => assert.ok(await f.db.selectFrom('users').select('id').where('login', '=', login).executeTakeFirst()),
          };
        },
      },
    },
  }),

  signIn: (f) => ({
    targetField: null,
    targets: {
      self: {
        expected: ANYONE,
        prepare: async (actor) => {
          // Signing in ends the session the request came with: not the actor's usual one.
          const session = await f.freshSession(actor);
          const { email } = await f.db.selectFrom('users').select('email').where('id', '=', f.owner(actor)).executeTakeFirstOrThrow();
          return {
            input: { email, password: DEMO_PASSWORD },
            session,
            tookEffect: async (response) => {
              const token = new RegExp(`^${SESSION_COOKIE}=([^;]+);`).exec(response.headers.get('set-cookie') ?? '')?.[1];
              assert.ok(token, 'a session cookie is set');
              const row = await f.db.selectFrom('sessions').select('user_id').where('token_hash', '=', hashToken(token)).executeTakeFirst();
              assert.deepEqual(row, { user_id: f.owner(actor) });
              if (actor !== 'anonymous') assert.equal(await sessionRow(f, session), undefined, 'the session it came with has ended');
            },
          };
        },
      },
    },
  }),

  signOut: (f) => ({
    targetField: null,
    targets: {
      self: {
        expected: ANYONE,
        prepare: async (actor) => {
          const session = await f.freshSession(actor);
          return {
            input: {},
            session,
            tookEffect: async (response) => {
              assert.match(
                response.headers.get('set-cookie') ?? '',
                new RegExp(`^${SESSION_COOKIE}=;.*Max-Age=0`),
                'the cookie is cleared',
              );
              assert.equal(await sessionRow(f, session), undefined, 'the session has ended');
            },
          };
        },
      },
    },
  }),

  changePassword: (f) => ({
    targetField: null,
    targets: {
      self: {
        expected: SIGNED_IN,
        prepare: async (actor) => {
          const userId = f.owner(actor);
          const { password_hash: previous } = await f.db
            .selectFrom('users')
            .select('password_hash')
            .where('id', '=', userId)
            .executeTakeFirstOrThrow();
          const newPassword = `another password ${f.next()}`;
          return {
            input: { currentPassword: DEMO_PASSWORD, newPassword },
            tookEffect: async () => {
              const { password_hash: hash } = await f.db
                .selectFrom('users')
                .select('password_hash')
                .where('id', '=', userId)
                .executeTakeFirstOrThrow();
              assert.ok(hash && (await verifyPassword(newPassword, hash)), 'the new password is the one stored');
            },
            cleanup: async () => {
              await f.db.updateTable('users').set({ password_hash: previous }).where('id', '=', userId).execute();
            },
          };
        },
      },
    },
  }),

  updateAvatar: (f) => ({
    targetField: null,
    targets: {
      self: {
        expected: SIGNED_IN,
        prepare: async (actor) => ({
          input: {},
          files: [{ name: 'me.png', type: 'image/png', bytes: await picture('png') }],
          tookEffect: async () => {
            const row = await f.db.selectFrom('user_avatars').select('image').where('user_id', '=', f.owner(actor)).executeTakeFirst();
            assert.ok(row && (await sharp(row.image).metadata()).format === 'webp', 'the picture is stored, as WebP');
          },
          cleanup: async () => {
            await f.db.deleteFrom('user_avatars').where('user_id', '=', f.owner(actor)).execute();
            await f.db.updateTable('users').set({ avatar_updated_at: null }).where('id', '=', f.owner(actor)).execute();
          },
        }),
      },
    },
  }),

  removeAvatar: (f) => ({
    targetField: null,
    targets: {
      self: {
        expected: SIGNED_IN,
        prepare: async (actor) => {
          const userId = f.owner(actor);
          await f.db
            .insertInto('user_avatars')
            .values({ user_id: userId, image: await picture('webp') })
            .execute();
          await f.db.updateTable('users').set({ avatar_updated_at: new Date() }).where('id', '=', userId).execute();
          return {
            input: {},
            tookEffect: async () => {
              assert.equal(
                await f.db.selectFrom('user_avatars').select('user_id').where('user_id', '=', userId).executeTakeFirst(),
                undefined,
              );
            },
            cleanup: async () => {
              await f.db.deleteFrom('user_avatars').where('user_id', '=', userId).execute();
              await f.db.updateTable('users').set({ avatar_updated_at: null }).where('id', '=', userId).execute();
            },
          };
        },
      },
    },
  }),

  // `self` ends another session of the actor's own; `others` names a session of ada's, which nobody else may see.
  signOutSession: (f) => {
    const cell = (expected: Expected, ownerOf: (actor: Actor) => Actor): Cell => ({
      expected,
      prepare: async (actor) => {
        const owner = ownerOf(actor);
        const target = await f.server.sessionOf(f.owner(owner));
        const sessionId = (await sessionRow(f, target))?.id ?? 0;
        return {
          input: { sessionId: id('Session', sessionId) },
          tookEffect: async () => {
            assert.equal(await sessionRow(f, target), undefined, 'the session named has ended');
            assert.ok(await sessionRow(f, f.sessions[actor]), 'the one the request came with goes on');
          },
        };
      },
    });
    return {
      targetField: 'sessionId',
      targets: {
        self: cell(SIGNED_IN, (actor) => actor),
        others: cell(ITS_OWNER_ONLY, () => 'anonymous'),
      },
    };
  },

  signOutOtherSessions: (f) => ({
    targetField: null,
    targets: {
      self: {
        expected: SIGNED_IN,
        prepare: async (actor) => {
          const other = await f.server.sessionOf(f.owner(actor));
          const someoneElses = await f.server.sessionOf(f.users.ada);
          return {
            input: {},
            tookEffect: async () => {
              assert.equal(await sessionRow(f, other), undefined, 'the other session has ended');
              assert.ok(await sessionRow(f, f.sessions[actor]), 'the one the request came with goes on');
              assert.ok(await sessionRow(f, someoneElses), "someone else's session goes on");
            },
          };
        },
      },
    },
  }),

  // Admin mutations act on the workspace: `web` makes or changes a public project, `mobile` a private one.
  createProject: (f) => {
    const cell = (visibility: ProjectVisibility): Cell => ({
      expected: ADMINS,
      prepare: async () => {
        const slug = `made-${f.next()}`;
        return {
          input: { slug, name: `Made ${slug}`, visibility },
          tookEffect: async () => {
            const project = await f.db
              .selectFrom('projects')
              .select(['id', 'visibility'])
              .where('slug', '=', slug)
              .executeTakeFirstOrThrow();
            assert.equal(project.visibility, visibility);
            const members = await f.db.selectFrom('project_members').select('user_id').where('project_id', '=', project.id).execute();
            assert.deepEqual(members, [{ user_id: f.users.admin }]);
          },
        };
      },
    });
    return { targetField: null, targets: { web: cell('PUBLIC'), mobile: cell('PRIVATE') } };
  },

  // Another user's role, or one's own: viewers, members and outsiders try to make themselves admins, the admin
  // to step down.
  setUserRole: (f) => ({
    targetField: 'userId',
    targets: {
      others: {
        expected: ADMINS,
        prepare: async () => {
          const userId = await f.user('VIEWER');
          return {
            input: { userId: id('User', userId), role: 'MEMBER' },
            tookEffect: async () =>
              assert.equal(
                (await f.db.selectFrom('users').select('role').where('id', '=', userId).executeTakeFirstOrThrow()).role,
                'MEMBER',
              ),
          };
        },
      },
      self: {
        expected: NOT_ONESELF,
        prepare: async (actor) => ({
          input: { userId: id('User', f.owner(actor)), role: actor === 'admin' ? 'VIEWER' : 'ADMIN' },
          tookEffect: async () => assert.fail('nobody changes their own role'),
        }),
      },
    },
  }),

  // A fresh project each (public in web, private in mobile), renamed with a new slug; the old slug becomes an alias.
  updateProject: (f) => {
    const cell = (visibility: ProjectVisibility): Cell => ({
      expected: ADMINS,
      prepare: async () => {
        const slug = `before-${f.next()}`;
        const { id: projectId } = await f.db
          .insertInto('projects')
          .values({ slug, name: slug, description: '', visibility })
          .returning('id')
          .executeTakeFirstOrThrow();
        const renamed = `after-${f.next()}`;
        return {
          input: {
            projectId: id('Project', projectId),
            slug: renamed,
            name: `Renamed ${renamed}`,
            description: 'Now described',
            visibility: visibility === 'PUBLIC' ? 'PRIVATE' : 'PUBLIC',
          },
          tookEffect: async () => {
            const row = await f.db
              .selectFrom('projects')
              .select(['slug', 'name', 'description', 'visibility'])
              .where('id', '=', projectId)
              .executeTakeFirstOrThrow();
            assert.deepEqual(row, {
              slug: renamed,
              name: `Renamed ${renamed}`,
              description: 'Now described',
              visibility: visibility === 'PUBLIC' ? 'PRIVATE' : 'PUBLIC',
            });
            const alias = await f.db.selectFrom('project_slug_aliases').select('project_id').where('slug', '=', slug).executeTakeFirst();
            assert.deepEqual(alias, { project_id: projectId }, 'the old slug leads to the project');
          },
        };
      },
    });
    return { targetField: 'projectId', targets: { web: cell('PUBLIC'), mobile: cell('PRIVATE') } };
  },

  // Invitations are the workspace's: web invites with no project, mobile into the private project.
  createInvitation: (f) => {
    const cell = (project: 'web' | 'mobile'): Cell => ({
      expected: ADMINS,
      prepare: async () => {
        const email = `invited-${f.next()}@example.test`;
        return {
          input: { email, role: 'MEMBER', projectIds: project === 'mobile' ? [id('Project', f.projects.mobile)] : [] },
          tookEffect: async () => {
            const row = await f.db
              .selectFrom('invitations')
              .select(['id', 'role', 'invited_by'])
              .where('email', '=', email)
              .executeTakeFirstOrThrow();
            assert.deepEqual({ role: row.role, invited_by: row.invited_by }, { role: 'MEMBER', invited_by: f.users.admin });
            const projects = await f.db
              .selectFrom('invitation_projects')
              .select('project_id')
              .where('invitation_id', '=', row.id)
              .execute();
            assert.deepEqual(projects, project === 'mobile' ? [{ project_id: f.projects.mobile }] : []);
          },
        };
      },
    });
    return { targetField: null, targets: { web: cell('web'), mobile: cell('mobile') } };
  },

  revokeInvitation: (f) => ({
    targetField: 'invitationId',
    targets: {
      web: {
        expected: ADMINS,
        prepare: async () => {
          const { invitationId } = await f.invitation();
          return {
            input: { invitationId: id('Invitation', invitationId) },
            tookEffect: async () => {
              const row = await f.db
                .selectFrom('invitations')
                .select('revoked_at')
                .where('id', '=', invitationId)
                .executeTakeFirstOrThrow();
              assert.ok(row.revoked_at, 'the invitation is revoked');
            },
          };
        },
      },
    },
  }),

  // Whoever holds a pending link may use it, signed in or not (the session they came with ends).
  acceptInvitation: (f) => ({
    targetField: null,
    targets: {
      self: {
        expected: ANYONE,
        prepare: async (actor) => {
          const { token, email } = await f.invitation();
          const login = `joiner-${f.next()}`;
          const session = await f.freshSession(actor);
          return {
            input: { token, name: 'Joiner', login, password: 'a long enough password' },
            session,
            tookEffect: async () => {
              const user = await f.db.selectFrom('users').select(['login', 'role']).where('email', '=', email).executeTakeFirstOrThrow();
              assert.deepEqual(user, { login, role: 'VIEWER' });
              if (actor !== 'anonymous') assert.equal(await sessionRow(f, session), undefined, 'the session it came with has ended');
            },
          };
        },
      },
    },
  }),

  // The workspace's setting (its one target: the workspace, listed as web).
  updateWorkspaceSettings: (f) => ({
    targetField: null,
    targets: {
      web: {
        expected: ADMINS,
        prepare: async () => ({
          input: { signUpPolicy: 'NOBODY' },
          tookEffect: async () => {
            const row = await f.db.selectFrom('workspace_settings').select('sign_up_policy').executeTakeFirstOrThrow();
            assert.equal(row.sign_up_policy, 'NOBODY');
          },
          cleanup: async () => {
            await f.db.updateTable('workspace_settings').set({ sign_up_policy: 'INVITED_ONLY' }).execute();
          },
        }),
      },
    },
  }),

  addProjectMember: (f) => {
    const cell = (project: 'web' | 'mobile'): Cell => ({
      expected: ADMINS,
      prepare: async () => {
        const userId = await f.user('MEMBER');
        return {
          input: { projectId: id('Project', f.projects[project]), userId: id('User', userId) },
          tookEffect: async () => assert.ok(await membership(f, project, userId)),
        };
      },
    });
    return { targetField: 'projectId', targets: { web: cell('web'), mobile: cell('mobile') } };
  },

  removeProjectMember: (f) => {
    const cell = (project: 'web' | 'mobile'): Cell => ({
      expected: ADMINS,
      prepare: async () => {
        const userId = await f.user('MEMBER');
        await f.db.insertInto('project_members').values({ project_id: f.projects[project], user_id: userId }).execute();
        return {
          input: { projectId: id('Project', f.projects[project]), userId: id('User', userId) },
          tookEffect: async () => assert.equal(await membership(f, project, userId), undefined),
        };
      },
    });
    return { targetField: 'projectId', targets: { web: cell('web'), mobile: cell('mobile') } };
  },

  // A fresh project each (public in web, private in mobile), active for archiveProject, archived for unarchiveProject.
  archiveProject: (f) => archiveRow(f, true),
  unarchiveProject: (f) => archiveRow(f, false),

  // Another user's account (a fresh member, active for deactivateUser, deactivated for reactivateUser), or one's own.
  // One's own name: there is no other target.
  updateProfile: (f) => ({
    targetField: null,
    targets: {
      self: {
        expected: SIGNED_IN,
        prepare: async (actor) => {
          const name = `Renamed ${actor} ${f.next()}`;
          return {
            input: { name },
            tookEffect: async () =>
              assert.equal(
                (await f.db.selectFrom('users').select('name').where('id', '=', f.owner(actor)).executeTakeFirstOrThrow()).name,
                name,
              ),
          };
        },
      },
    },
  }),

  deactivateUser: (f) => activationRow(f, true),
  reactivateUser: (f) => activationRow(f, false),
};

function activationRow(f: Fixture, deactivating: boolean): Row {
  return {
    targetField: 'userId',
    targets: {
      others: {
        expected: ADMINS,
        prepare: async () => {
          const userId = await f.user('MEMBER');
          if (!deactivating) await f.db.updateTable('users').set({ deactivated_at: new Date() }).where('id', '=', userId).execute();
          return {
            input: { userId: id('User', userId) },
            tookEffect: async () => {
              const row = await f.db.selectFrom('users').select('deactivated_at').where('id', '=', userId).executeTakeFirstOrThrow();
              assert.equal(
                row.deactivated_at !== null,
                deactivating,
                deactivating ? 'the account is deactivated' : 'the account is active',
              );
            },
          };
        },
      },
      self: {
        expected: NOT_ONESELF,
        prepare: async (actor) => ({
          input: { userId: id('User', f.owner(actor)) },
          tookEffect: async () => assert.fail('nobody deactivates or reactivates their own account'),
        }),
      },
    },
  };
}

function archiveRow(f: Fixture, archiving: boolean): Row {
  const cell = (visibility: ProjectVisibility): Cell => ({
    expected: ADMINS,
    prepare: async () => {
      const slug = `shelf-${f.next()}`;
      const { id: projectId } = await f.db
        .insertInto('projects')
        .values({ slug, name: slug, description: '', visibility, archived_at: archiving ? null : new Date() })
        .returning('id')
        .executeTakeFirstOrThrow();
      return {
        input: { projectId: id('Project', projectId) },
        tookEffect: async () => {
          const row = await f.db.selectFrom('projects').select('archived_at').where('id', '=', projectId).executeTakeFirstOrThrow();
          assert.equal(row.archived_at !== null, archiving, archiving ? 'the project is archived' : 'the project is active again');
        },
      };
    },
  });
  return { targetField: 'projectId', targets: { web: cell('PUBLIC'), mobile: cell('PRIVATE') } };
}

function membership(f: Fixture, project: 'web' | 'mobile', userId: number) {
  return f.db
    .selectFrom('project_members')
    .select('user_id')
    .where('project_id', '=', f.projects[project])
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** A small picture in `format`, made by sharp. */
async function picture(format: 'png' | 'webp'): Promise<Uint8Array> {
  const image = sharp({ create: { width: 40, height: 30, channels: 3, background: '#3366cc' } });
  return new Uint8Array(await (format === 'png' ? image.png() : image.webp()).toBuffer());
}

function sessionRow(f: Fixture, session: Session) {
  const token = session.cookie.slice(`${SESSION_COOKIE}=`.length);
  return f.db.selectFrom('sessions').select(['id', 'user_id']).where('token_hash', '=', hashToken(token)).executeTakeFirst();
}

/** What the answer means, in the words of `Outcome`; anything else is described as it is. */
function outcomeOf(name: string, row: Row, response: GraphQLResult): string {
  const { status, body } = response;
  if (status === 401) {
    const refused = body.data === undefined && body.errors?.length === 1 && body.errors[0].extensions?.code === 'UNAUTHENTICATED';
    return refused ? AUTH : `401 with ${JSON.stringify(body)}`;
  }
  if (status !== 200 || body.errors !== undefined) return `${status} with ${JSON.stringify(body)}`;
  const errors: unknown = body.data[name].errors ?? [];
  if (isDeepStrictEqual(errors, [])) return OK;
  if (isDeepStrictEqual(errors, [{ code: 'NOT_FOUND', field: [row.targetField] }])) return HIDDEN;
  if (isDeepStrictEqual(errors, [{ code: 'FORBIDDEN', field: null }])) return FORBIDDEN;
  if (isDeepStrictEqual(errors, [{ code: 'FORBIDDEN', field: ['userId'] }])) return 'forbidden-self';
  return `errors ${JSON.stringify(errors)}`;
}

test('every mutation of schema.graphql has a row in the write matrix, and every row a mutation', () => {
  const missing = schemaMutationNames.filter((name) => !Object.hasOwn(MATRIX, name));
  const stale = Object.keys(MATRIX).filter((name) => !schemaMutationNames.includes(name));
  assert.deepEqual(missing, [], `mutations without a row in tests/server/writeMatrix.test.ts: ${missing.join(', ')}`);
  assert.deepEqual(stale, [], `rows of the write matrix for mutations the schema no longer has: ${stale.join(', ')}`);
});

for (const backend of backends) {
  describe(`write matrix on ${backend}`, () => {
    let f: Fixture;

    before(async () => {
      const server = await startTestServer(backend, { seed: false });
      const db = server.database.db;
      const admin = await db.selectFrom('users').select('id').where('role', '=', 'ADMIN').executeTakeFirstOrThrow();
      const accounts = {
        viewer: await server.createAccount('viewer', 'VIEWER'),
        member: await server.createAccount('member', 'MEMBER'),
        outsider: await server.createAccount('outsider', 'MEMBER'),
        demoted: await server.createAccount('demoted', 'MEMBER'),
        ada: await server.createAccount('ada', 'MEMBER'),
      };
      const project = async (slug: string, visibility: ProjectVisibility) =>
        (
          await db
            .insertInto('projects')
            .values({ slug, name: slug, description: '', visibility })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id;
      const projects = { web: await project('web', 'PUBLIC'), mobile: await project('mobile', 'PRIVATE') };
      await db
        .insertInto('project_members')
        .values([accounts.member, accounts.demoted, accounts.ada].map((u) => ({ project_id: projects.mobile, user_id: u.id })))
        .execute();
      const label = async (projectId: number, name: string) =>
        (
          await db
            .insertInto('labels')
            .values({ project_id: projectId, name, color: 'd73a4a', description: '' })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id;
      let serial = 0;
      const next = () => ++serial;
      const users: Record<Person, number> = {
        viewer: accounts.viewer.id,
        member: accounts.member.id,
        outsider: accounts.outsider.id,
        demoted: accounts.demoted.id,
        ada: accounts.ada.id,
        admin: admin.id,
      };
      f = {
        server,
        db,
        users,
        sessions: { anonymous: server.anonymous, admin: server, ...accounts },
        projects,
        labels: { web: await label(projects.web, 'bug'), mobile: await label(projects.mobile, 'bug') },
        next,
        owner: (actor) => (actor === 'anonymous' ? users.ada : users[actor]),
        freshSession: async (actor) => (actor === 'anonymous' ? server.anonymous : server.sessionOf(users[actor])),
        async issue(slug, authorId, closed) {
          const { number } = await db
            .updateTable('projects')
            .set({ next_issue_number: sql`next_issue_number + 1` })
            .where('id', '=', projects[slug])
            .returning(sql<number>`next_issue_number - 1`.as('number'))
            .executeTakeFirstOrThrow();
          const { id: issueId } = await db
            .insertInto('issues')
            .values({
              project_id: projects[slug],
              number,
              title: `Issue ${next()}`,
              body: '',
              author_id: authorId,
              ...(closed ? { ...closed, closed_at: new Date() } : {}),
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          await refreshSearchDocuments(db, [issueId]);
          return issueId;
        },
        async comment(issueId, authorId) {
          const { id: commentId } = await db
            .insertInto('comments')
            .values({ issue_id: issueId, author_id: authorId, body: `Said ${next()}` })
            .returning('id')
            .executeTakeFirstOrThrow();
          await db
            .updateTable('issues')
            .set({ comment_count: sql`comment_count + 1` })
            .where('id', '=', issueId)
            .execute();
          await refreshSearchDocuments(db, [issueId]);
          return commentId;
        },
        label: (slug) => label(projects[slug], `label ${next()}`),
        async savedView(userId, slug) {
          return (
            await db
              .insertInto('saved_views')
              .values({ user_id: userId, project_id: projects[slug], name: `Saved ${next()}`, query: 'is:open' })
              .returning('id')
              .executeTakeFirstOrThrow()
          ).id;
        },
        async user(role) {
          const login = `person-${next()}`;
          return (
            await db
              .insertInto('users')
              .values({ login, name: login, email: `${login}@example.test`, role, password_hash: null })
              .returning('id')
              .executeTakeFirstOrThrow()
          ).id;
        },
        async invitation() {
          const token = `token-${next()}-${Math.random().toString(36).slice(2)}`;
          const email = `invitee-${next()}@example.test`;
          const { id: invitationId } = await db
            .insertInto('invitations')
            .values({
              token_hash: hashToken(token),
              email,
              role: 'VIEWER',
              invited_by: admin.id,
              expires_at: new Date(Date.now() + 86_400_000),
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          return { invitationId, token, email };
        },
        file: () => {
          const n = next();
          return { name: `note-${n}.txt`, type: 'text/plain', bytes: new TextEncoder().encode(`written by cell ${n}`) };
        },
      };
      // The demoted author: demoted by the admin through the API; their session from before stays in use.
      const demotion = await server.graphql('mutation($input: SetUserRoleInput!) { setUserRole(input: $input) { errors { code } } }', {
        input: { userId: id('User', users.demoted), role: 'VIEWER' },
      });
      assert.deepEqual(demotion.body.data.setUserRole.errors, []);
    });
    after(() => f?.server.close());

    for (const name of schemaMutationNames) {
      test(name, async () => {
        const makeRow = (MATRIX as Partial<Record<string, (f: Fixture) => Row>>)[name];
        if (!makeRow) return assert.fail(`${name} has no row in the write matrix (tests/server/writeMatrix.test.ts)`);
        const row = makeRow(f);
        const expected: Partial<Record<Target, Expected>> = {};
        const actual: Partial<Record<Target, Record<Actor, string>>> = {};
        for (const [target, cell] of Object.entries(row.targets) as [Target, Cell][]) {
          expected[target] = cell.expected;
          const outcomes = {} as Record<Actor, string>;
          for (const actor of ACTORS) {
            const attempt = await cell.prepare(actor);
            const session = attempt.session ?? f.sessions[actor];
            const before = await snapshot(f.server);
            const response = await sendMutation(session, name, attempt.input, { files: attempt.files });
            let outcome = outcomeOf(name, row, response);
            if (outcome === OK) {
              await attempt.tookEffect(response).catch((error: Error) => {
                outcome = `ok, but ${error.message}`;
              });
            } else {
              const written = changed(before, await snapshot(f.server));
              if (written.length > 0) outcome = `${outcome}, but it wrote to ${written.join(', ')}`;
            }
            await attempt.cleanup?.();
            outcomes[actor] = outcome;
          }
          actual[target] = outcomes;
        }
        assert.deepEqual(actual, expected, `${name}: outcomes by target and actor`);
      });
    }
  });
}
