// Files that no row refers to (an upload cut off by a crash between storing the bytes and inserting the row)
// and temporary files of interrupted writes are swept periodically while the server runs, not only at the
// next start: old ones go, young ones (a process may be between its rename and its insert) and every file a
// row names stay. The start-up sweep after a crash is shown in startup.test.ts.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { sweepOrphanFilesPeriodically } from '../../src/server/storage/sweep.ts';
import { backends, startTestServer, type TestServer } from './harness.ts';
import { multipartFiles } from './multipart.ts';

const HOUR_AGO = new Date(Date.now() - 60 * 60 * 1000);

for (const backend of backends) {
  describe(`the periodic orphan sweep on ${backend}`, () => {
    let server: TestServer;
    before(async () => {
      server = await startTestServer(backend);
    });
    after(() => server.close());

    const age = async (file: string) => fs.utimes(file, HOUR_AGO, HOUR_AGO);
    const exists = (file: string) =>
      fs.access(file).then(
        () => true,
        () => false,
      );

    test('removes old orphans and temporary files; keeps young ones and every file a row names', async () => {
      const issueId = (await server.graphql('{ project(slug: "web") { issue(number: 2) { id } } }')).body.data.project.issue.id;
      const upload = await server.fetch(
        '/graphql',
        multipartFiles(
          'mutation($input: AddIssueAttachmentsInput!) { addIssueAttachments(input: $input) { errors { code } } }',
          { issueId },
          [{ name: 'kept.txt', type: 'text/plain', bytes: randomBytes(64) }],
        ),
      );
      assert.deepEqual((await upload.json()).data.addIssueAttachments.errors, []);
      const [referenced] = await server.files.list();
      assert.ok(referenced);
      await age(server.files.pathOf(referenced));

      const oldOrphan = await server.files.put(randomBytes(32));
      await age(server.files.pathOf(oldOrphan.sha256));
      const youngOrphan = await server.files.put(randomBytes(32));
      const tmp = path.join(server.files.root, 'tmp');
      await fs.writeFile(path.join(tmp, 'old.part'), 'cut off');
      await age(path.join(tmp, 'old.part'));
      await fs.writeFile(path.join(tmp, 'young.part'), 'being written');

      const swept = await new Promise<{ removed: number } | { error: unknown }>((resolve) => {
        const stop = sweepOrphanFilesPeriodically(server.database.db, server.files, {
          everyMs: 20,
          graceMs: 10 * 60 * 1000,
          report: (outcome) => {
            stop();
            resolve(outcome);
          },
        });
      });
      assert.deepEqual(swept, { removed: 2 });
      assert.equal(await exists(server.files.pathOf(oldOrphan.sha256)), false);
      assert.equal(await exists(path.join(tmp, 'old.part')), false);
      assert.equal(await exists(server.files.pathOf(youngOrphan.sha256)), true);
      assert.equal(await exists(path.join(tmp, 'young.part')), true);
      assert.equal(await exists(server.files.pathOf(referenced)), true);
    });
  });
}
