// An attachment whose row is in the database but whose file is not in this process's storage (several
// processes on one PostgreSQL with different data folders, or a damaged folder) answers 404 with a message
// that says so, not a 500 "Internal error".
import assert from 'node:assert/strict';
import fs from 'node:fs/promises';
import { after, before, describe, test } from 'node:test';
import { backends, startTestServer, type TestServer } from './harness.ts';
import { multipartFiles } from './multipart.ts';

const ADD = 'mutation($input: AddIssueAttachmentsInput!) { addIssueAttachments(input: $input) { errors { code } attachments { url } } }';

for (const backend of backends) {
  describe(`an attachment whose file is missing, on ${backend}`, () => {
    let server: TestServer;
    before(async () => {
      server = await startTestServer(backend);
    });
    after(() => server.close());

    test('is a 404 saying the file is missing from storage; the server goes on serving', async () => {
      const issueId = (await server.graphql('{ project(slug: "web") { issue(number: 3) { id } } }')).body.data.project.issue.id;
      const uploaded = await server.fetch(
        '/graphql',
        multipartFiles(ADD, { issueId }, [{ name: 'notes.txt', type: 'text/plain', bytes: new TextEncoder().encode('stored elsewhere') }]),
      );
      const url: string = (await uploaded.json()).data.addIssueAttachments.attachments[0].url;
      assert.equal((await server.fetch(url)).status, 200);

      const [sha256] = await server.files.list();
      assert.ok(sha256);
      await fs.rm(server.files.pathOf(sha256));
      for (const method of ['GET', 'HEAD']) {
        const response = await server.fetch(url, { method });
        assert.equal(response.status, 404, method);
        assert.equal(response.headers.get('cache-control'), 'no-store');
      }
      assert.match(await (await server.fetch(url)).text(), /missing from the server’s storage/);
      assert.equal((await fetch(`${server.url}/healthz`)).status, 200);
    });
  });
}
