// The write matrix's rows for labels (a project's) and saved views (a person's).
import assert from 'node:assert/strict';
import {
  type Actor,
  type Cell,
  type Expected,
  type RowMaker,
  type MutationName,
  ADMINS,
  ADMINS_IN_MOBILE,
  SIGNED_IN,
  WHO_SEES_MOBILE,
  ITS_OWNER_ONLY,
  id,
} from './table.ts';

export const labelAndViewRows = {
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

  updateSavedView: (f) => {
    const cell = (project: 'web' | 'mobile', owner: (actor: Actor) => number, expected: Expected): Cell => ({
      expected,
      prepare: async (actor) => {
        const viewId = await f.savedView(owner(actor), project);
        const name = `Renamed ${f.next()}`;
        return {
          input: { savedViewId: id('SavedView', viewId), name, query: 'is:closed' },
          tookEffect: async () =>
            assert.deepEqual(await f.db.selectFrom('saved_views').select(['name', 'query']).where('id', '=', viewId).executeTakeFirst(), {
              name,
              query: 'is:closed',
            }),
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
} satisfies Partial<Record<MutationName, RowMaker>>;
