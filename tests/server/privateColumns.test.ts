// Pages that show people read only what they show of them (issue 14): the list's authors and assignees, the issue
// page's people, the people list, a person by login, a project's members and the viewer's own session once carried
// every column of `users` into the server's memory, the password's hash included. Each page is asked of a real
// server; every read statement it sent is run again as it was sent, and no row (nor any JSON inside one) may hold a
// `password_hash` or any person's hash.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { CompiledQuery } from 'kysely';
import { backends, startTestServer, type Session, type TestServer } from './harness.ts';

const PAGES = {
  'the list page': `query { viewer { login } project(slug: "web") { assignableUsers { login } members { login }
    issues(first: 25) { edges { node { author { login } assignees { login } } } } } }`,
  'a search by person': `query { project(slug: "web") { issues(first: 10, query: "assignee:ada") { totalCount edges { node { author { login } } } } } }`,
  'the issue page': `query { project(slug: "web") { issue(number: 12) { author { login } assignees { login }
    comments(first: 10) { edges { node { author { login } } } } } } }`,
  'the people list': `query { users(first: 50) { edges { node { login email } } } }`,
};

/** Every place in `value` (rows, and the JSON inside them) where a private column or a hash shows. */
function leaks(value: unknown, hashes: ReadonlySet<string>, at = '$'): string[] {
  if (typeof value === 'string') return hashes.has(value) ? [`${at}: a password hash`] : [];
  if (Array.isArray(value)) return value.flatMap((item, i) => leaks(item, hashes, `${at}[${i}]`));
  if (value && typeof value === 'object' && !(value instanceof Date) && !(value instanceof Uint8Array))
    return Object.entries(value).flatMap(([key, item]) => [
      ...(key === 'password_hash' ? [`${at}.${key}`] : []),
      ...leaks(item, hashes, `${at}.${key}`),
    ]);
  return [];
}

/** Whether `value` holds a person as a row or as JSON (something with a login). */
function holdsPeople(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(holdsPeople);
  if (value && typeof value === 'object' && !(value instanceof Date) && !(value instanceof Uint8Array))
    return 'login' in value || Object.values(value).some(holdsPeople);
  return false;
}

for (const backend of backends) {
  describe(`reads of people carry no private column (${backend})`, () => {
    let server: TestServer;
    let admin: Session;
    let hashes: Set<string>;
    before(async () => {
      server = await startTestServer(backend);
      admin = await server.signIn('admin@triage.test');
      const rows = await server.database.db.selectFrom('users').select('password_hash').where('password_hash', 'is not', null).execute();
      hashes = new Set(rows.map((row) => row.password_hash as string));
      assert.ok(hashes.size > 0);
    });
    after(() => server.close());

    for (const [page, query] of Object.entries(PAGES)) {
      test(page, async () => {
        const recording = server.database.statements.record();
        const answer = await admin.graphql(query);
        recording.stop();
        assert.equal(answer.body.errors, undefined, JSON.stringify(answer.body.errors));
        const reads = recording.statements.filter((sent) => /^\s*(select|with)\b/i.test(sent.sql));
        let people = false;
        for (const sent of reads) {
          const { rows } = await server.database.db.executeQuery(CompiledQuery.raw(sent.sql, [...sent.parameters]));
          assert.deepEqual(leaks(rows, hashes), [], sent.sql);
          people ||= holdsPeople(rows);
        }
        // Not vacuous: the page read people in its statements.
        assert.ok(people, `no statement of ${page} read a person:\n${reads.map((sent) => sent.sql).join('\n\n')}`);
      });
    }
  });
}
