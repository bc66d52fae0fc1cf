// The write matrix's rows for administration: projects, roles, invitations, members, archiving and deactivating accounts.
import assert from 'node:assert/strict';
import type { ProjectVisibility } from '../../../src/server/db/tables/projects.ts';
import {
  type Cell,
  type Fixture,
  type Row,
  type RowMaker,
  type MutationName,
  ADMINS,
  ANYONE,
  NOT_ONESELF,
  id,
  sessionRow,
} from './table.ts';

export const administrationRows = {
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

  deactivateUser: (f) => activationRow(f, true),
  reactivateUser: (f) => activationRow(f, false),
} satisfies Partial<Record<MutationName, RowMaker>>;

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
