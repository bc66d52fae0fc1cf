// Saved-view names are unique per person and project, ignoring case (issue 22): the application's check
// answers a plain clash, and migration 0031's index `saved_views_owner_name` answers a race between two
// creates or two renames that both passed that check, with the same clear error. The migration renames the
// duplicates such a race left in an older database. On PGlite and PostgreSQL.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { Migrator, sql } from 'kysely';
import type { OpenedDatabase } from '../../src/server/db/database.ts';
import { migrations } from '../../src/server/db/migrations/index.ts';
import { backends, openEmptyDatabase, startTestServer, type Session, type TestServer } from './harness.ts';

const TAKEN = { field: ['name'], code: 'TAKEN', message: 'You already have a view with this name.' };
const CREATE = `mutation($input: CreateSavedViewInput!) { createSavedView(input: $input) { savedView { id name } errors { field code message } } }`;
const UPDATE = `mutation($input: UpdateSavedViewInput!) { updateSavedView(input: $input) { savedView { id name } errors { field code message } } }`;

interface Answer {
  savedView: { id: string; name: string } | null;
  errors: unknown[];
}

for (const backend of backends) {
  describe(`saved-view names on ${backend}`, () => {
    let server: TestServer;
    let member: Session;
    let projectId: string;
    const create = async (name: string): Promise<Answer> =>
      (await member.graphql(CREATE, { input: { projectId, name, query: 'is:open' } })).body.data.createSavedView;
    const rename = async (savedViewId: string, name: string): Promise<Answer> =>
      (await member.graphql(UPDATE, { input: { savedViewId, name } })).body.data.updateSavedView;
    const names = async () =>
      (
        await sql<{
          name: string;
        }>`select v.name from saved_views v join users u on u.id = v.user_id where u.login = 'member' order by v.name`.execute(
          server.database.db,
        )
      ).rows.map((row) => row.name);

    before(async () => {
      server = await startTestServer(backend);
      member = await server.signIn('member@triage.test');
      projectId = (await member.graphql('{ project(slug: "web") { id } }')).body.data.project.id;
    });
    after(() => server.close());

    test('creates of one name at once (in any case): one is saved, every other gets the usual error', async () => {
      const spellings = ['Race', 'race', 'RACE', 'rAce', 'Race', 'raCE', 'RaCe', 'racE'];
      const answers = await Promise.all(spellings.map(create));
      assert.equal(answers.filter((answer) => answer.savedView !== null).length, 1, JSON.stringify(answers));
      for (const answer of answers.filter((a) => a.savedView === null)) assert.deepEqual(answer.errors, [TAKEN]);
      assert.equal((await names()).filter((name) => name.toLowerCase() === 'race').length, 1);
    });

    test('renames to one name at once: one is renamed, the others keep their names with the usual error', async () => {
      const ids: string[] = [];
      for (let i = 0; i < 8; i++) ids.push((await create(`Before ${i}`)).savedView!.id);
      const answers = await Promise.all(ids.map((id, i) => rename(id, i % 2 ? 'Same name' : 'SAME NAME')));
      assert.equal(answers.filter((answer) => answer.savedView !== null).length, 1, JSON.stringify(answers));
      for (const answer of answers.filter((a) => a.savedView === null)) assert.deepEqual(answer.errors, [TAKEN]);
      const left = await names();
      assert.equal(left.filter((name) => name.toLowerCase() === 'same name').length, 1);
      assert.equal(left.filter((name) => name.startsWith('Before ')).length, 7);
    });

    test("a name another person's view has, or one in another project, is no clash", async () => {
      assert.deepEqual((await create('Shared name')).errors, []);
      const admin = (await server.graphql(CREATE, { input: { projectId, name: 'shared NAME', query: 'is:open' } })).body.data
        .createSavedView;
      assert.deepEqual(admin.errors, []);
      const mobile = (await member.graphql('{ project(slug: "mobile") { id } }')).body.data.project;
      if (mobile) {
        const other = (await member.graphql(CREATE, { input: { projectId: mobile.id, name: 'SHARED name', query: 'is:open' } })).body.data
          .createSavedView;
        assert.deepEqual(other.errors, []);
      }
    });
  });

  describe(`migration 0031 on ${backend}`, () => {
    let database: OpenedDatabase;
    let cleanup: () => Promise<void>;
    const migrator = () => new Migrator({ db: database.db, provider: { getMigrations: async () => migrations } });

    before(async () => {
      ({ database, cleanup } = await openEmptyDatabase(backend));
      assert.equal((await migrator().migrateTo('0030_inbox_notices')).error, undefined);
    });
    after(async () => {
      await database.close();
      await cleanup();
    });

    test('names a race left twice get the later id after them; the index then refuses another', async () => {
      await sql`insert into users (login, name, email) values ('ada', 'Ada', 'ada@example.test')`.execute(database.db);
      await sql`insert into projects (slug, name) values ('web', 'Web')`.execute(database.db);
      const long = 'x'.repeat(50);
      await sql`insert into saved_views (user_id, project_id, name, query)
        select u.id, p.id, n.name, 'is:open' from users u, projects p, (values ('Bugs'), ('bugs'), ('BUGS'), (${long}), (${long}), ('Other')) n(name)`.execute(
        database.db,
      );
      assert.equal((await migrator().migrateToLatest()).error, undefined);
      const rows = (await sql<{ id: number; name: string }>`select id, name from saved_views order by id`.execute(database.db)).rows;
      const [bugs, bugs2, bugs3, long1, long2, other] = rows;
      assert.deepEqual(
        rows.map((row) => row.name),
        [
          'Bugs',
          `bugs (${bugs2!.id})`,
          `BUGS (${bugs3!.id})`,
          long,
          `${'x'.repeat(50 - ` (${long2!.id})`.length)} (${long2!.id})`,
          'Other',
        ],
      );
      assert.ok(rows.every((row) => row.name.length <= 50));
      assert.ok(bugs && long1 && other);
      await assert.rejects(
        sql`insert into saved_views (user_id, project_id, name, query) select user_id, project_id, 'OTHER', '' from saved_views limit 1`.execute(
          database.db,
        ),
        (error: { code?: string }) => error.code === '23505',
      );
    });

    test('going down drops the index and brings back the one it replaced', async () => {
      assert.equal((await migrator().migrateTo('0030_inbox_notices')).error, undefined);
      const indexes = (
        await sql<{ indexname: string }>`select indexname from pg_indexes where tablename = 'saved_views'`.execute(database.db)
      ).rows.map((row) => row.indexname);
      assert.ok(indexes.includes('saved_views_owner'));
      assert.ok(!indexes.includes('saved_views_owner_name'));
    });
  });
}
