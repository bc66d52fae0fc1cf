// Who may see and do what (src/server/domain/authorization.ts), the SQL conditions: visible projects, one
// visible project, who can be assigned where and who of several sees a project, run on a real database with a
// public and two private projects and people of every role. The write matrix shows the same through every
// mutation on a seeded server; this suite opens an empty database with a handful of rows (authorizationRules.
// test.ts has the rules that need no database).
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { OpenedDatabase } from '../../src/server/db/database.ts';
import { migrateToLatest } from '../../src/server/db/database.ts';
import type { Role } from '../../src/server/db/tables/accounts.ts';
import { assignableIn, projectVisibleToUsers, visibleProject, visibleProjects } from '../../src/server/domain/authorization.ts';
import type { SignedIn } from '../../src/server/domain/viewer.ts';
import { backends, openEmptyDatabase } from './harness.ts';

for (const backend of backends) {
  describe(`the SQL conditions on ${backend}`, () => {
    let database: OpenedDatabase;
    let cleanup: () => Promise<void>;
    const ids: Record<string, number> = {};
    const people: Record<string, SignedIn> = {};

    before(async () => {
      ({ database, cleanup } = await openEmptyDatabase(backend));
      const { db } = database;
      await migrateToLatest(db);
      // ada admin; bo member of mobile; cy member elsewhere; di viewer of mobile; ed member of mobile, deactivated.
      const users: [string, Role, boolean][] = [
        ['ada', 'ADMIN', false],
        ['bo', 'MEMBER', false],
        ['cy', 'MEMBER', false],
        ['di', 'VIEWER', false],
        ['ed', 'MEMBER', true],
      ];
      for (const [login, role, deactivated] of users) {
        const row = await db
          .insertInto('users')
          .values({ login, name: login, email: `${login}@example.test`, role, deactivated_at: deactivated ? new Date() : null })
          .returning('id')
          .executeTakeFirstOrThrow();
        people[login] = { id: row.id, role };
      }
      for (const [slug, visibility] of [
        ['web', 'PUBLIC'],
        ['mobile', 'PRIVATE'],
        ['ops', 'PRIVATE'],
      ] as const) {
        const row = await db
          .insertInto('projects')
          .values({ slug, name: slug, description: '', visibility })
          .returning('id')
          .executeTakeFirstOrThrow();
        ids[slug] = row.id;
      }
      await db
        .insertInto('project_members')
        .values(['bo', 'di', 'ed'].map((login) => ({ project_id: ids.mobile!, user_id: people[login]!.id })))
        .execute();
    });
    after(async () => {
      await database.close();
      await cleanup();
    });

    test('visible projects: admins all, others the public ones and the private ones they belong to', async () => {
      const visible = async (who: SignedIn) =>
        (await database.db.selectFrom('projects').select('slug').where(visibleProjects(who)).orderBy('slug').execute()).map(
          (row) => row.slug,
        );
      assert.deepEqual(await visible(people.ada!), ['mobile', 'ops', 'web']);
      assert.deepEqual(await visible(people.bo!), ['mobile', 'web']);
      assert.deepEqual(await visible(people.cy!), ['web']);
      assert.deepEqual(await visible(people.di!), ['mobile', 'web']);
    });

    test('one visible project by id, or nothing: for nobody, for someone outside it, for an id that does not exist', async () => {
      const { db } = database;
      assert.equal((await visibleProject(db, people.bo!, ids.mobile!))?.slug, 'mobile');
      assert.equal((await visibleProject(db, people.ada!, ids.ops!))?.slug, 'ops');
      assert.equal(await visibleProject(db, people.cy!, ids.mobile!), undefined);
      assert.equal(await visibleProject(db, null, ids.web!), undefined);
      assert.equal(await visibleProject(db, people.ada!, 999_999), undefined);
    });

    test('who can be assigned where: active admins everywhere, active members where they see; viewers never', async () => {
      const rows = await database.db
        .selectFrom(['users', 'projects'])
        .select(['users.login', 'projects.slug'])
        .where(assignableIn)
        .orderBy('users.login')
        .orderBy('projects.slug')
        .execute();
      assert.deepEqual(
        rows.map((row) => `${row.login} ${row.slug}`),
        ['ada mobile', 'ada ops', 'ada web', 'bo mobile', 'bo web', 'cy web'],
      );
    });

    test('who of several sees a project, in the order asked, each as often as asked', async () => {
      const { db } = database;
      const asked = ['bo', 'cy', 'ada', 'di', 'bo', 'ed'].map((login) => people[login]!);
      assert.deepEqual(await projectVisibleToUsers(db, ids.mobile!, asked), [true, false, true, true, true, true]);
      assert.deepEqual(await projectVisibleToUsers(db, ids.ops!, asked), [false, false, true, false, false, false]);
      assert.deepEqual(await projectVisibleToUsers(db, ids.web!, asked), [true, true, true, true, true, true]);
      assert.deepEqual(await projectVisibleToUsers(db, ids.web!, []), []);
    });
  });
}
