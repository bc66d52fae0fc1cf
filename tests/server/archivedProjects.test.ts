// Archived projects, through the real HTTP server: every mutation of the schema either changes something in
// a project (then, aimed at an archived project, it answers ARCHIVED and writes nothing) or is listed below
// with the reason it is not about a project's contents; a new mutation fails the suite until it is placed.
// Also: archiving is for admins, keeps the first archive time, hides the project from the default list but
// not from lookups, turns the viewer's permissions off, and `is:archived` finds the issues.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { DB } from '../../src/server/db/database.ts';
import type { ProjectVisibility } from '../../src/server/db/tables/projects.ts';
import { refreshSearchDocuments } from '../../src/server/domain/searchIndex.ts';
import { toGlobalId as id } from '../../src/server/graphql/globalId.ts';
import { changed, snapshot } from './dbSnapshot.ts';
import { backends, type Session, startTestServer, type TestServer } from './harness.ts';
import type { TestFile } from './multipart.ts';
import { schemaMutationNames, sendMutation } from './mutations.ts';

/** Mutations that are not about what a project holds, and why an archived project does not refuse them. */
const NOT_ABOUT_CONTENTS: Record<string, string> = {
  signUp: 'accounts',
  signIn: 'accounts',
  signOut: 'accounts',
  changePassword: 'accounts',
  updateProfile: 'accounts',
  updateAvatar: 'accounts',
  removeAvatar: 'accounts',
  signOutSession: 'accounts',
  signOutOtherSessions: 'accounts',
  acceptInvitation: 'accounts (joining an archived private project is access, not content)',
  createProject: 'a new project is active',
  createInvitation: 'access: an admin may still invite people into an archived private project',
  revokeInvitation: 'access',
  updateWorkspaceSettings: 'the workspace',
  setUserRole: 'people',
  addProjectMember: 'access: who may read an archived private project stays the admins’ to decide',
  removeProjectMember: 'access, as above',
  archiveProject: 'the archive itself (archiving twice is no error)',
  unarchiveProject: 'the way out of the archive',
  deactivateUser: 'people',
  reactivateUser: 'people',
  markNotificationsRead: 'the viewer’s own inbox',
  markAllNotificationsRead: 'the viewer’s own inbox',
  markNotificationsDone: 'the viewer’s own inbox',
  setIssueSubscription: 'the viewer’s own inbox: following an archived project’s issue changes nothing in it',
};

interface Objects {
  readonly projectId: number;
  readonly issueId: number;
  /** A second issue of the project, for the writes that join two (relations). */
  readonly otherIssueId: number;
  readonly commentId: number;
  readonly labelId: number;
  readonly savedViewId: number;
  readonly userId: number;
  readonly attachmentId: number;
}

/** What each write sends when aimed at the archived project's objects. */
const WRITES: Record<string, (o: Objects) => { input: Record<string, unknown>; files?: TestFile[] }> = {
  createIssue: (o) => ({ input: { projectId: id('Project', o.projectId), title: 'New' } }),
  updateIssue: (o) => ({ input: { issueId: id('Issue', o.issueId), title: 'Renamed' } }),
  closeIssues: (o) => ({ input: { issueIds: [id('Issue', o.issueId)] } }),
  reopenIssues: (o) => ({ input: { issueIds: [id('Issue', o.issueId)] } }),
  setIssuesPriority: (o) => ({ input: { issueIds: [id('Issue', o.issueId)], priority: 'HIGH' } }),
  addIssueRelation: (o) => ({ input: { issueId: id('Issue', o.issueId), relatedIssueId: id('Issue', o.otherIssueId), type: 'BLOCKS' } }),
  removeIssueRelation: (o) => ({ input: { issueId: id('Issue', o.issueId), relatedIssueId: id('Issue', o.otherIssueId) } }),
  setIssueParent: (o) => ({ input: { issueId: id('Issue', o.issueId), parentId: id('Issue', o.otherIssueId) } }),
  addLabelsToIssues: (o) => ({ input: { issueIds: [id('Issue', o.issueId)], labelIds: [id('Label', o.labelId)] } }),
  removeLabelsFromIssues: (o) => ({ input: { issueIds: [id('Issue', o.issueId)], labelIds: [id('Label', o.labelId)] } }),
  addAssigneesToIssues: (o) => ({ input: { issueIds: [id('Issue', o.issueId)], userIds: [id('User', o.userId)] } }),
  removeAssigneesFromIssues: (o) => ({ input: { issueIds: [id('Issue', o.issueId)], userIds: [id('User', o.userId)] } }),
  addComment: (o) => ({ input: { issueId: id('Issue', o.issueId), body: 'Still here?' } }),
  updateComment: (o) => ({ input: { commentId: id('Comment', o.commentId), body: 'Edited' } }),
  deleteComment: (o) => ({ input: { commentId: id('Comment', o.commentId) } }),
  createLabel: (o) => ({ input: { projectId: id('Project', o.projectId), name: 'new', color: '00ff00' } }),
  updateLabel: (o) => ({ input: { labelId: id('Label', o.labelId), name: 'renamed' } }),
  deleteLabel: (o) => ({ input: { labelId: id('Label', o.labelId) } }),
  createSavedView: (o) => ({ input: { projectId: id('Project', o.projectId), name: 'Mine', query: 'is:open' } }),
  updateSavedView: (o) => ({ input: { savedViewId: id('SavedView', o.savedViewId), name: 'Renamed' } }),
  deleteSavedView: (o) => ({ input: { savedViewId: id('SavedView', o.savedViewId) } }),
  addIssueAttachments: (o) => ({ input: { issueId: id('Issue', o.issueId), files: [] }, files: [note()] }),
  addCommentAttachments: (o) => ({ input: { commentId: id('Comment', o.commentId), files: [] }, files: [note()] }),
  updateProject: (o) => ({ input: { projectId: id('Project', o.projectId), name: 'Renamed' } }),
  deleteIssue: (o) => ({ input: { issueId: id('Issue', o.issueId) } }),
  removeAttachment: (o) => ({ input: { attachmentId: id('Attachment', o.attachmentId) } }),
};

/** The write `name` aimed at `objects`. */
function writeOf(name: string, objects: Objects): { input: Record<string, unknown>; files?: TestFile[] } {
  const write = WRITES[name];
  if (!write) throw new Error(`${name} is not among the writes`);
  return write(objects);
}

function note(): TestFile {
  return { name: 'note.txt', type: 'text/plain', bytes: new TextEncoder().encode('a note') };
}

const ARCHIVED = [{ code: 'ARCHIVED', field: null }];

test('every mutation either refuses to change an archived project or says why it is not about one', () => {
  const unplaced = schemaMutationNames.filter((name) => !Object.hasOwn(WRITES, name) && !Object.hasOwn(NOT_ABOUT_CONTENTS, name));
  const both = schemaMutationNames.filter((name) => Object.hasOwn(WRITES, name) && Object.hasOwn(NOT_ABOUT_CONTENTS, name));
  const stale = [...Object.keys(WRITES), ...Object.keys(NOT_ABOUT_CONTENTS)].filter((name) => !schemaMutationNames.includes(name));
  assert.deepEqual({ unplaced, both, stale }, { unplaced: [], both: [], stale: [] });
});

for (const backend of backends) {
  describe(`archived projects on ${backend}`, () => {
    let server: TestServer;
    let db: DB;
    let member: Session & { id: number };
    let viewer: Session & { id: number };
    let serial = 0;

    before(async () => {
      server = await startTestServer(backend, { seed: false });
      db = server.database.db;
      member = await server.createAccount('member', 'MEMBER');
      viewer = await server.createAccount('viewer', 'VIEWER');
    });
    after(() => server?.close());

    /** A project with one of each thing in it (the member's comment and saved view), archived unless told. */
    async function project(visibility: ProjectVisibility = 'PUBLIC', archived = true): Promise<Objects> {
      const slug = `shelf-${++serial}`;
      const { id: projectId } = await db
        .insertInto('projects')
        .values({ slug, name: `Shelf ${serial}`, description: '', visibility, next_issue_number: 3 })
        .returning('id')
        .executeTakeFirstOrThrow();
      const { id: issueId } = await db
        .insertInto('issues')
        .values({ project_id: projectId, number: 1, title: `Kept ${serial}`, body: 'searchable words', author_id: member.id })
        .returning('id')
        .executeTakeFirstOrThrow();
      const { id: otherIssueId } = await db
        .insertInto('issues')
        .values({ project_id: projectId, number: 2, title: `Also kept ${serial}`, body: '', author_id: member.id })
        .returning('id')
        .executeTakeFirstOrThrow();
      const { id: commentId } = await db
        .insertInto('comments')
        .values({ issue_id: issueId, author_id: member.id, body: 'A comment' })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db.updateTable('issues').set({ comment_count: 1 }).where('id', '=', issueId).execute();
      await refreshSearchDocuments(db, [issueId]);
      const { id: labelId } = await db
        .insertInto('labels')
        .values({ project_id: projectId, name: 'bug', color: 'd73a4a', description: '' })
        .returning('id')
        .executeTakeFirstOrThrow();
      // Labelled and assigned, so that removing either would change something.
      await db.insertInto('issue_labels').values({ issue_id: issueId, label_id: labelId }).execute();
      await db.insertInto('issue_assignees').values({ issue_id: issueId, user_id: member.id }).execute();
      const { id: savedViewId } = await db
        .insertInto('saved_views')
        .values({ user_id: member.id, project_id: projectId, name: 'Open', query: 'is:open' })
        .returning('id')
        .executeTakeFirstOrThrow();
      const { id: attachmentId } = await db
        .insertInto('attachments')
        .values({
          issue_id: issueId,
          comment_id: null,
          uploader_id: member.id,
          filename: 'kept.txt',
          content_type: 'text/plain',
          size: 1,
          sha256: 'ab'.repeat(32),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (archived) await db.updateTable('projects').set({ archived_at: new Date() }).where('id', '=', projectId).execute();
      return { projectId, issueId, otherIssueId, commentId, labelId, savedViewId, userId: member.id, attachmentId };
    }

    async function send(session: Session, name: string, input: Record<string, unknown>, files?: TestFile[]) {
      const before = await snapshot(server);
      const { status, body } = await sendMutation(session, name, input, { files });
      assert.equal(status, 200, JSON.stringify(body));
      return { errors: body.data[name].errors, written: changed(before, await snapshot(server)) };
    }

    test('every write aimed at an archived project answers ARCHIVED and writes nothing, for admins and members', async () => {
      const objects = await project();
      // Saved views are their owner's alone: the admin deletes one of their own.
      const admin = await db.selectFrom('users').select('id').where('role', '=', 'ADMIN').executeTakeFirstOrThrow();
      const { id: adminView } = await db
        .insertInto('saved_views')
        .values({ user_id: admin.id, project_id: objects.projectId, name: 'Admin view', query: 'is:open' })
        .returning('id')
        .executeTakeFirstOrThrow();
      const outcomes: Record<string, unknown> = {};
      for (const [name, write] of Object.entries(WRITES)) {
        const { input, files } = write({ ...objects, savedViewId: adminView });
        outcomes[name] = await send(server, name, input, files);
      }
      const expected = Object.fromEntries(Object.keys(WRITES).map((name) => [name, { errors: ARCHIVED, written: [] }]));
      assert.deepEqual(outcomes, expected);
      // A member (who wrote the comment and the saved view) is refused the same way.
      for (const name of ['createIssue', 'closeIssues', 'addComment', 'updateComment', 'deleteSavedView', 'addIssueAttachments']) {
        const { input, files } = writeOf(name, objects);
        assert.deepEqual(await send(member, name, input, files), { errors: ARCHIVED, written: [] }, `${name} by a member`);
      }
    });

    test('who cannot write hears why first: a viewer is FORBIDDEN, an outsider finds nothing', async () => {
      const open = await project();
      assert.deepEqual(await send(viewer, 'createIssue', writeOf('createIssue', open).input), {
        errors: [{ code: 'FORBIDDEN', field: null }],
        written: [],
      });
      const hidden = await project('PRIVATE');
      assert.deepEqual(await send(viewer, 'addComment', writeOf('addComment', hidden).input), {
        errors: [{ code: 'NOT_FOUND', field: ['issueId'] }],
        written: [],
      });
    });

    test('unarchiving makes the same writes work again; archiving keeps the first archive time', async () => {
      const objects = await project();
      const archivedAt = (
        await db.selectFrom('projects').select('archived_at').where('id', '=', objects.projectId).executeTakeFirstOrThrow()
      ).archived_at;
      const projectId = id('Project', objects.projectId);
      const again = await send(server, 'archiveProject', { projectId });
      assert.deepEqual(again, { errors: [], written: [] }, 'archiving an archived project changes nothing');
      assert.deepEqual((await send(server, 'unarchiveProject', { projectId })).errors, []);
      assert.deepEqual((await send(server, 'createIssue', writeOf('createIssue', objects).input)).errors, []);
      assert.deepEqual((await send(member, 'addComment', writeOf('addComment', objects).input)).errors, []);
      assert.deepEqual((await send(server, 'archiveProject', { projectId })).errors, []);
      const rearchived = await db
        .selectFrom('projects')
        .select('archived_at')
        .where('id', '=', objects.projectId)
        .executeTakeFirstOrThrow();
      assert.ok(rearchived.archived_at && archivedAt && rearchived.archived_at > archivedAt, 'archived anew after an unarchive');
      assert.deepEqual(await send(server, 'archiveProject', { projectId: id('Project', 999_999) }), {
        errors: [{ code: 'NOT_FOUND', field: ['projectId'] }],
        written: [],
      });
      assert.deepEqual(await send(server, 'archiveProject', { projectId: id('User', objects.userId) }), {
        errors: [{ code: 'NOT_FOUND', field: ['projectId'] }],
        written: [],
      });
    });

    test('archived projects leave the default list, stay reachable, read-only, and their issues searchable', async () => {
      const active = await project('PUBLIC', false);
      const archived = await project('PUBLIC', true);
      const list = async (session: Session, includeArchived?: boolean) => {
        const { body } = await session.graphql(
          'query($all: Boolean) { projects(first: 100, includeArchived: $all) { totalCount edges { node { id archivedAt } } } }',
          { all: includeArchived },
        );
        const ids = body.data.projects.edges.map((e: { node: { id: string } }) => e.node.id);
        return { ids, totalCount: body.data.projects.totalCount };
      };
      for (const session of [server, member]) {
        const standard = await list(session);
        assert.ok(standard.ids.includes(id('Project', active.projectId)));
        assert.ok(!standard.ids.includes(id('Project', archived.projectId)), 'an archived project is not listed by default');
        assert.equal(standard.totalCount, standard.ids.length);
        const all = await list(session, true);
        assert.ok(all.ids.includes(id('Project', archived.projectId)), 'includeArchived lists it');
        assert.equal(all.totalCount, all.ids.length);
      }
      const slugOf = async (o: Objects) =>
        (await db.selectFrom('projects').select('slug').where('id', '=', o.projectId).executeTakeFirstOrThrow()).slug;
      const read = async (o: Objects, query: string) =>
        (
          await member.graphql(
            `query($slug: String!, $q: String) { project(slug: $slug) { archivedAt viewerCanCreateIssue
              issues(query: $q) { totalCount queryErrors { message } edges { node { viewerCanUpdate } } }
              issue(number: 1) { comments { edges { node { viewerCanUpdate } } } } } }`,
            { slug: await slugOf(o), q: query },
          )
        ).body.data.project;
      const shelved = await read(archived, 'is:archived searchable');
      assert.equal(typeof shelved.archivedAt, 'string');
      assert.equal(shelved.viewerCanCreateIssue, false);
      assert.deepEqual(shelved.issues, { totalCount: 1, queryErrors: [], edges: [{ node: { viewerCanUpdate: false } }] });
      assert.deepEqual(shelved.issue.comments.edges, [{ node: { viewerCanUpdate: false } }], 'even its author cannot edit a comment');
      const live = await read(active, 'is:archived');
      assert.equal(live.archivedAt, null);
      assert.equal(live.viewerCanCreateIssue, true);
      assert.equal(live.issues.totalCount, 0, 'is:archived finds nothing in an active project');
      assert.deepEqual((await read(active, 'searchable')).issues.edges, [{ node: { viewerCanUpdate: true } }]);
    });
  });
}
