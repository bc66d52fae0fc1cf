// Production mode: introspection off, field suggestions hidden, internal errors masked; and the security
// headers every response carries.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import { CLICK_BEFORE_HYDRATION_SCRIPT } from '../../src/shared/clickBeforeHydration.ts';
import { CODE_AFTER_PAINT_SCRIPT } from '../../src/shared/codeAfterPaint.ts';
import { KEYS_BEFORE_HYDRATION_SCRIPT } from '../../src/shared/keysBeforeHydration.ts';
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
      // Scripts only from our origin, and three inline scripts by their hashes (the keys and the click held before
      // the page's code runs; what starts a rendered page's code once it is painted), nothing else inline.
      const inline = [KEYS_BEFORE_HYDRATION_SCRIPT, CLICK_BEFORE_HYDRATION_SCRIPT, CODE_AFTER_PAINT_SCRIPT].map(
        (script) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`,
      );
      const scriptSrc = csp
        .split(';')
        .map((directive) => directive.trim())
        .find((directive) => directive.startsWith('script-src '));
      assert.equal(scriptSrc, `script-src 'self' ${inline.join(' ')}`, `${path}: scripts only from our origin, three inline by hash`);
      assert.match(csp, /frame-ancestors 'none'/, path);
      assert.match(csp, /object-src 'none'/, path);
      assert.equal(response.headers.get('x-content-type-options'), 'nosniff', path);
      assert.equal(response.headers.get('referrer-policy'), 'same-origin', path);
    }
  });
});
