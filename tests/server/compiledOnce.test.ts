// Queries built and compiled once per shape (db/compiledOnce.ts, issue 14): each call answers what the same query
// built afresh answers, the build runs once per shape and database, and a build that does not pass every value as
// a parameter is refused instead of cached with one call's values in it. On the seeded demo, each backend.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import { compiledOnce } from '../../src/server/db/compiledOnce.ts';
import type { DB } from '../../src/server/db/database.ts';
import { projectPagesBySlugs } from '../../src/server/domain/projectPageRead.ts';
import { backends, openTestDatabase } from './harness.ts';

for (const backend of backends) {
  describe(`compiledOnce (${backend})`, () => {
    let db: DB;
    let cleanup: () => Promise<void>;
    before(async () => {
      const opened = await openTestDatabase(backend, 'seeded');
      db = opened.database.db;
      cleanup = async () => {
        await opened.database.close();
        await opened.cleanup();
      };
    });
    after(() => cleanup());

    const issuesOf = (db: DB, [slug, state, limit]: readonly [string, 'OPEN' | 'CLOSED', number]) =>
      db
        .selectFrom('issues')
        .innerJoin('projects', 'projects.id', 'issues.project_id')
        .select(['issues.number', 'issues.title'])
        .where('projects.slug', '=', slug)
        .where('issues.state', '=', state)
        .orderBy('issues.number', 'desc')
        .limit(limit);

    test('answers each call with its own values, as the query built afresh does; builds once per shape', async () => {
      let builds = 0;
      const query = compiledOnce((db: DB, values: readonly [string, 'OPEN' | 'CLOSED', number]) => {
        builds += 1;
        return issuesOf(db, values);
      });
      const calls: [string, 'OPEN' | 'CLOSED', number][] = [
        ['web', 'OPEN', 3],
        ['web', 'CLOSED', 2],
        ['api', 'OPEN', 5],
      ];
      for (const values of calls) {
        const expected = await issuesOf(db, values).execute();
        assert.ok(expected.length > 0, `the demo has ${values.join(' ')} issues`);
        assert.deepEqual(await query(db, 'one', values), expected);
      }
      assert.equal(builds, 1);
      await query(db, 'another', ['web', 'OPEN', 1]);
      assert.equal(builds, 2);
    });

    test('an `in` list of each length is its own shape', async () => {
      const query = compiledOnce((db: DB, slugs: readonly string[]) =>
        db.selectFrom('projects').select('slug').where('slug', 'in', slugs).orderBy('slug'),
      );
      assert.deepEqual(await query(db, '1', ['web']), [{ slug: 'web' }]);
      assert.deepEqual(await query(db, '2', ['web', 'api']), [{ slug: 'api' }, { slug: 'web' }]);
      assert.deepEqual(await query(db, '1', ['api']), [{ slug: 'api' }]);
    });

    test('refuses a build that leaves a value out or writes it into the SQL text', async () => {
      const branching = compiledOnce((db: DB, [slug]: readonly [string]) =>
        // Looks at its value: cached, the first call's choice would hold for every later call.
        db
          .selectFrom('projects')
          .select('slug')
          .where('slug', '=', slug === 'web' ? 'web' : 'api'),
      );
      await assert.rejects(branching(db, 'x', ['web']), /uses 0 of the 1 values/);
      const literal = compiledOnce((db: DB, [slug]: readonly [string]) =>
        db.selectFrom('projects').select('slug').where('slug', '=', sql.lit(slug)),
      );
      await assert.rejects(literal(db, 'x', ['web']), /written into the SQL text/);
    });

    test("the project pages' read answers as before for the viewer's saved views, signed out too", async () => {
      const admin = await db.selectFrom('users').select(['id', 'role']).where('role', '=', 'ADMIN').executeTakeFirstOrThrow();
      const web = await db.selectFrom('projects').select('id').where('slug', '=', 'web').executeTakeFirstOrThrow();
      await db.insertInto('saved_views').values({ project_id: web.id, user_id: admin.id, name: 'Mine', query: 'is:open' }).execute();
      const [asAdmin] = await projectPagesBySlugs(db, { id: admin.id, role: admin.role }, ['web']);
      const [signedOut] = await projectPagesBySlugs(db, null, ['web']);
      const views = await db
        .selectFrom('saved_views')
        .innerJoin('projects', 'projects.id', 'saved_views.project_id')
        .select('saved_views.id')
        .where('projects.slug', '=', 'web')
        .where('saved_views.user_id', '=', admin.id)
        .execute();
      assert.ok(views.length > 0);
      assert.equal(asAdmin?.project.slug, 'web');
      assert.deepEqual(asAdmin?.savedViews?.map((view) => view.id).sort(), views.map((view) => view.id).sort());
      assert.deepEqual(signedOut?.savedViews, []);
      assert.deepEqual(
        (await projectPagesBySlugs(db, null, ['web', 'nope', 'api'])).map((page) => page?.project.slug ?? null),
        ['web', null, 'api'],
      );
    });
  });
}
