// Private files never outlive the right to see them in a browser's cache: attachments are revalidated on every
// use (`private, no-cache` with an ETag, and a 304 only after the visibility check), avatars are `private`, and
// signing out tells the browser to drop its cache (Clear-Site-Data).
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { backends, startTestServer, type Session, type TestServer } from './harness.ts';
import { multipartFiles } from './multipart.ts';

const ADD = 'mutation($input: AddIssueAttachmentsInput!) { addIssueAttachments(input: $input) { errors { code } attachments { url } } }';

for (const backend of backends) {
  describe(`caching of private files on ${backend}`, () => {
    let server: TestServer;
    let viewer: Session;
    let url = '';
    let etag = '';
    before(async () => {
      server = await startTestServer(backend);
      viewer = await server.signIn('viewer@triage.test');
      const issueId = (await server.graphql('{ project(slug: "mobile") { issue(number: 1) { id } } }')).body.data.project.issue.id;
      const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 7, 7, 7]);
      const uploaded = await server.fetch(
        '/graphql',
        multipartFiles(ADD, { issueId }, [{ name: 'secret.png', type: 'image/png', bytes: png }]),
      );
      const body = await uploaded.json();
      url = body.data.addIssueAttachments.attachments[0].url;
      const first = await server.fetch(url);
      assert.equal(first.status, 200);
      etag = first.headers.get('etag') ?? '';
    });
    after(() => server.close());

    test('an attachment may be kept only for revalidation: private, no-cache, with an ETag', async () => {
      const response = await server.fetch(url);
      assert.equal(response.headers.get('cache-control'), 'private, no-cache');
      assert.match(etag, /^"[0-9a-f]{64}"$/);
    });

    test('revalidation answers 304 to someone who may see the file, 404 to someone who may not', async () => {
      assert.equal((await server.fetch(url, { headers: { 'If-None-Match': etag } })).status, 304);
      const refused = await viewer.fetch(url, { headers: { 'If-None-Match': etag } });
      assert.equal(refused.status, 404, 'the viewer is not a member of the private project');
      assert.equal(refused.headers.get('etag'), null);
      assert.equal((await server.anonymous.fetch(url, { headers: { 'If-None-Match': etag } })).status, 401);
    });

    test('avatars are private to the browser', async () => {
      const response = await viewer.fetch('/avatars/ada.svg');
      assert.equal(response.status, 200);
      assert.equal(response.headers.get('cache-control'), 'private, max-age=3600');
    });

    test('signing out asks the browser to clear its cache', async () => {
      const session = await server.signIn('member@triage.test');
      const response = await session.fetch('/graphql', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ query: 'mutation { signOut(input: {}) { clientMutationId } }' }),
      });
      assert.equal(response.status, 200);
      assert.equal(response.headers.get('clear-site-data'), '"cache"');
      assert.match(response.headers.get('set-cookie') ?? '', /Max-Age=0/);
    });
  });
}
