// Signed-out visits to pages that need a session are sent to the sign-in page by the server
// (src/server/http/signInFirst.ts), before any of the client's code runs; signed in, or on the pages for
// people with no session, the page is served as before; signed in, the sign-in and sign-up pages answer 303 to where
// they would send the visitor once rendered (`next` if it is a path of this app, else home). Through the real server, on both databases (the
// session is read from the database).
import assert from 'node:assert/strict';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import { backends, startTestServer, type TestServer } from './harness.ts';

const HTML = '<!doctype html><html><head><title>Triage</title></head><body><div id="root"></div></body></html>';

/** The answer to a GET without following redirects: its status, where it sends the browser, and its caching. */
async function visit(server: TestServer, address: string, cookie?: string) {
  const response = await fetch(`${server.url}${address}`, { redirect: 'manual', headers: cookie ? { Cookie: cookie } : {} });
  return { status: response.status, location: response.headers.get('location'), cacheControl: response.headers.get('cache-control') };
}

for (const backend of backends) {
  describe(`pages that need a session, on ${backend}`, () => {
    let server: TestServer;
    let dir: string;
    before(async () => {
      dir = await fs.mkdtemp(path.join(os.tmpdir(), 'triage-client-'));
      await fs.mkdir(path.join(dir, 'assets'));
      await fs.writeFile(path.join(dir, 'index.html'), HTML);
      await fs.writeFile(path.join(dir, 'assets', 'index-1.js'), 'export {};');
      await fs.writeFile(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
      server = await startTestServer(backend, { seed: false, clientDir: dir });
    });
    after(async () => {
      await server.close();
      await fs.rm(dir, { recursive: true, force: true });
    });

    test('signed out, a page that needs a session answers 303 to the sign-in page, coming back to the page', async () => {
      const cases: [address: string, signIn: string][] = [
        ['/projects/web', '/sign-in?next=%2Fprojects%2Fweb'],
        ['/projects/web?state=closed&q=is%3Aopen', '/sign-in?next=%2Fprojects%2Fweb%3Fstate%3Dclosed%26q%3Dis%253Aopen'],
        ['/projects/web/issues/12', '/sign-in?next=%2Fprojects%2Fweb%2Fissues%2F12'],
        ['/admin/people', '/sign-in?next=%2Fadmin%2Fpeople'],
        ['/settings/profile', '/sign-in?next=%2Fsettings%2Fprofile'],
        ['/no/such/page', '/sign-in?next=%2Fno%2Fsuch%2Fpage'],
        // The home page: the sign-in page then goes home, as the client's redirect does.
        ['/', '/sign-in'],
      ];
      for (const [address, signIn] of cases) {
        assert.deepEqual(await visit(server, address), { status: 303, location: signIn, cacheControl: 'no-store' }, address);
      }
    });

    test('a cookie that is no session (made up, ended, or of a deactivated account) is signed out', async () => {
      assert.equal((await visit(server, '/projects/web', 'triage_session=made-up')).status, 303);
      const person = await server.createAccount(`leaver-${backend}`, 'MEMBER');
      assert.equal((await visit(server, '/projects/web', person.cookie)).status, 200);
      await sql`update users set deactivated_at = now() where id = ${person.id}`.execute(server.database.db);
      assert.equal((await visit(server, '/projects/web', person.cookie)).status, 303);
    });

    test('signed in, the page is served; the pages for people with no session and the files are served to anyone', async () => {
      for (const address of ['/projects/web', '/projects/web/issues/12', '/', '/admin/people']) {
        const answer = await visit(server, address, server.cookie);
        assert.equal(answer.status, 200, address);
      }
      for (const address of [
        '/sign-in',
        '/sign-in?next=%2Fprojects%2Fweb',
        '/sign-up',
        '/invitations/abc-DEF_123',
        '/assets/index-1.js',
        '/favicon.svg',
      ]) {
        assert.equal((await visit(server, address)).status, 200, address);
      }
    });

    test('signed in, the sign-in and sign-up pages answer 303 to their `next` (a path of this app), else home', async () => {
      const cases: [address: string, goesTo: string][] = [
        ['/sign-in', '/'],
        ['/sign-in/', '/'],
        ['/sign-in?next=%2Fprojects%2Fweb%3Fq%3Dlabel%253Abug', '/projects/web?q=label%3Abug'],
        ['/sign-up?next=%2Fprojects%2Fweb%2Fissues%2F12', '/projects/web/issues/12'],
        // Not followed (safeNextPath): another site, a scheme-relative address, a backslash, the way in itself.
        ['/sign-in?next=https%3A%2F%2Fevil.example%2F', '/'],
        ['/sign-in?next=%2F%2Fevil.example%2F', '/'],
        ['/sign-in?next=%2F%5Cevil.example', '/'],
        ['/sign-in?next=%2Fsign-in', '/'],
      ];
      for (const [address, goesTo] of cases) {
        assert.deepEqual(await visit(server, address, server.cookie), { status: 303, location: goesTo, cacheControl: 'no-store' }, address);
      }
      // A cookie that is no session is signed out: the page itself.
      assert.equal((await visit(server, '/sign-in?next=%2Fprojects%2Fweb', 'triage_session=made-up')).status, 200);
    });
  });
}
