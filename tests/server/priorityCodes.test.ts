// Migration 0009: change-of-priority events recorded before it (by the words the timeline shows) are
// converted to codes, the codes are then the only values the table accepts, and going down restores the
// words. On PGlite and PostgreSQL, through Kysely's migrator as the server runs it.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { Migrator, sql } from 'kysely';
import type { OpenedDatabase } from '../../src/server/db/database.ts';
import { migrations } from '../../src/server/db/migrations/index.ts';
import { backends, openEmptyDatabase } from './harness.ts';

/** The words 0004 to 0008 stored for each priority, in the pairs a timeline could hold. */
const RECORDED = [
  ['No priority', 'Urgent'],
  ['Urgent', 'High'],
  ['High', 'Medium'],
  ['Medium', 'Low'],
  ['Low', 'No priority'],
] as const;
const CODES = [
  ['NONE', 'URGENT'],
  ['URGENT', 'HIGH'],
  ['HIGH', 'MEDIUM'],
  ['MEDIUM', 'LOW'],
  ['LOW', 'NONE'],
] as const;

for (const backend of backends) {
  describe(`priority codes migration on ${backend}`, () => {
    let database: OpenedDatabase;
    let cleanup: () => Promise<void>;
    const migrator = () => new Migrator({ db: database.db, provider: { getMigrations: async () => migrations } });
    const events = async () =>
      (
        await sql<{ kind: string; from_value: string | null; to_value: string | null }>`
          select kind, from_value, to_value from issue_events order by id`.execute(database.db)
      ).rows;

    before(async () => {
      ({ database, cleanup } = await openEmptyDatabase(backend));
      const { error } = await migrator().migrateTo('0008_idempotency_keys');
      assert.equal(error, undefined);
      const db = database.db;
      const [user] = (
        await sql<{ id: number }>`insert into users (login, name, email) values ('p', 'P', 'p@example.test') returning id`.execute(db)
      ).rows;
      const [project] = (
        await sql<{ id: number }>`insert into projects (slug, name, description) values ('p', 'P', '') returning id`.execute(db)
      ).rows;
      const [issue] = (
        await sql<{
          id: number;
        }>`insert into issues (project_id, number, title, body, author_id) values (${project!.id}, 1, 'A title', '', ${user!.id}) returning id`.execute(
          db,
        )
      ).rows;
      for (const [from, to] of RECORDED) {
        await sql`insert into issue_events (issue_id, actor_id, kind, from_value, to_value) values (${issue!.id}, ${user!.id}, 'PRIORITY_CHANGED', ${from}, ${to})`.execute(
          db,
        );
      }
      // Other kinds keep their values, even one that reads like a priority's words.
      await sql`insert into issue_events (issue_id, actor_id, kind, from_value, to_value) values (${issue!.id}, ${user!.id}, 'RENAMED', 'High', 'Low')`.execute(
        db,
      );
    });
    after(async () => {
      await database.close();
      await cleanup();
    });

    test('up converts the recorded words to codes, and leaves other kinds of event alone', async () => {
      const { error } = await migrator().migrateToLatest();
      assert.equal(error, undefined);
      assert.deepEqual(await events(), [
        ...CODES.map(([from, to]) => ({ kind: 'PRIORITY_CHANGED', from_value: from, to_value: to })),
        { kind: 'RENAMED', from_value: 'High', to_value: 'Low' },
      ]);
    });

    test('after it, a change of priority recorded as words is refused', async () => {
      const [issue] = (await sql<{ id: number }>`select id from issues`.execute(database.db)).rows;
      await assert.rejects(
        sql`insert into issue_events (issue_id, kind, from_value, to_value) values (${issue!.id}, 'PRIORITY_CHANGED', 'High', 'LOW')`.execute(
          database.db,
        ),
        /issue_events_priority_codes/,
      );
    });

    test('down restores the words', async () => {
      const { error } = await migrator().migrateTo('0008_idempotency_keys');
      assert.equal(error, undefined);
      assert.deepEqual(await events(), [
        ...RECORDED.map(([from, to]) => ({ kind: 'PRIORITY_CHANGED', from_value: from, to_value: to })),
        { kind: 'RENAMED', from_value: 'High', to_value: 'Low' },
      ]);
    });
  });
}
