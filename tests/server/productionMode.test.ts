// Production mode: introspection off, field suggestions hidden, internal errors masked; and the security
// headers every response carries.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import { startTestServer, type TestServer } from './harness.ts';

describe('production mode', () => {
  let server: TestServer;
  // Documents as text are allowed here only so the test can send hostile ones; production refuses them.
  before(async () => {
    server = await startTestServer('pglite', { production: true, allowArbitraryOperations: true });
  });
  after(() => server.close());

  test('introspection is refused', async () => {
    const { status, body } = await server.graphql('{ __schema { types { name } } }');
    assert.equal(status, 400);
    assert.match(body.errors[0].message, /introspection/i);
    assert.equal(body.data, undefined);
  });

  test('a mistyped field gets no suggestion of the real one', async () => {
    const { status, body } = await server.graphql('{ projectz { totalCount } }');
    assert.equal(status, 400);
    assert.doesNotMatch(JSON.stringify(body), /Did you mean|projects/);
  });

  test('an internal failure is masked: no SQL, no stack, just "Unexpected error."', async () => {
    await sql`alter table labels rename to labels_gone`.execute(server.database.db);
    try {
      const { body } = await server.graphql('{ project(slug: "web") { name labels { name } } }');
      assert.equal(body.errors[0].message, 'Unexpected error.');
      assert.doesNotMatch(JSON.stringify(body), /relation|does not exist|labels_gone|stack|\.ts:/);
      assert.equal(body.errors[0].extensions.code, 'INTERNAL_SERVER_ERROR');
      // The project is read with its labels in one statement (issue 14), so the failure is the project's.
      assert.deepEqual(body.errors[0].path, ['project']);
    } finally {
      await sql`alter table labels_gone rename to labels`.execute(server.database.db);
    }
  });

  test('every response carries the security headers', async () => {
    for (const path of ['/healthz', '/graphql', '/nowhere']) {
      const response = await server.fetch(path);
      const csp = response.headers.get('content-security-policy') ?? '';
      assert.match(csp, /default-src 'self'/, path);
      // Scripts only from our origin, and two inline scripts by their hashes (the keys held before the page's code
      // runs; what starts a rendered page's code once it is painted).
      assert.match(
        csp,
        /script-src 'self' 'sha256-[A-Za-z0-9+/]{43}=' 'sha256-[A-Za-z0-9+/]{43}='(;|$)/,
        `${path}: scripts only from our origin, two inline by hash`,
      );
      assert.match(csp, /frame-ancestors 'none'/, path);
      assert.match(csp, /object-src 'none'/, path);
      assert.equal(response.headers.get('x-content-type-options'), 'nosniff', path);
      assert.equal(response.headers.get('referrer-policy'), 'same-origin', path);
    }
  });
});
