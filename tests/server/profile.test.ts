// The profile, through the real HTTP server: anyone signed in changes their own display name; a blank,
// too long or multi-line name is a field error that writes nothing; signed out, the request is refused.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { changed, snapshot } from './dbSnapshot.ts';
import { backends, startTestServer, type TestServer } from './harness.ts';
import { sendMutation } from './mutations.ts';

for (const backend of backends) {
  describe(`the profile on ${backend}`, () => {
    let server: TestServer;

    before(async () => {
      server = await startTestServer(backend, { seed: false });
    });
    after(() => server?.close());

    test('a viewer changes their own name, trimmed; others see it', async () => {
      const viewer = await server.createAccount('vic', 'VIEWER');
      const { body } = await sendMutation(viewer, 'updateProfile', { name: '  Vic Viewer  ' }, { select: 'viewer { login name }' });
      assert.deepEqual(body.data.updateProfile, { errors: [], viewer: { login: 'vic', name: 'Vic Viewer' } });
      const { body: listed } = await server.graphql('{ users(first: 100) { edges { node { login name } } } }');
      assert.ok(listed.data.users.edges.some(({ node }: { node: { login: string; name: string } }) => node.name === 'Vic Viewer'));
    });

    test('bad names are field errors and write nothing; signed out is refused', async () => {
      for (const [name, code] of [
        ['   ', 'REQUIRED'],
        ['n'.repeat(101), 'TOO_LONG'],
        ['two\nlines', 'INVALID'],
      ] as const) {
        const before = await snapshot(server);
        const { body } = await sendMutation(server, 'updateProfile', { name });
        assert.deepEqual(body.data.updateProfile.errors, [{ code, field: ['name'] }], JSON.stringify(name));
        assert.deepEqual(changed(before, await snapshot(server)), []);
      }
      const anonymous = await sendMutation(server.anonymous, 'updateProfile', { name: 'Nobody' });
      assert.equal(anonymous.status, 401);
    });
  });
}
