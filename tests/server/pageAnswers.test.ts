// The first query's answer travels with the page (src/server/http/pageAnswers.ts), through the real server on the
// demo workspace: the project's issue list and the issue page carry their route's persisted query's answer for the
// signed-in viewer (and the header's query's beside it), the same answer /graphql gives that viewer, escaped, gzipped with the page's fixed part made
// once, and kept from every cache; signed out, or for a page without a first query, nothing is inlined.
import assert from 'node:assert/strict';
import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import zlib from 'node:zlib';
import { firstAnswerOf, firstAnswersOf, firstQueryIds, type RunQuery } from '../../src/server/http/pageAnswers.ts';
import { loadPersistedOperations } from '../../src/server/graphql/persistedOperations.ts';
import { FIRST_ANSWERS_ELEMENT_ID } from '../../src/shared/firstQueries.ts';
import { startTestServer, type Session, type TestServer } from './harness.ts';

const root = path.resolve(import.meta.dirname, '../..');
const HTML = `<!doctype html><html><head><title>Triage</title><!-- ${'padding '.repeat(150)}--></head><body><div id="root"></div></body></html>`;
const MANIFEST = {
  'src/client/main.tsx': { file: 'assets/index-1.js', isEntry: true },
  'src/client/projects/ProjectsPage.tsx': { file: 'assets/ProjectsPage-2.js' },
  'src/client/issueList/ProjectIssuesPage.tsx': { file: 'assets/ProjectIssuesPage-3.js' },
  'src/client/issue/IssuePage.tsx': { file: 'assets/IssuePage-4.js' },
  'src/client/account/SignInPage.tsx': { file: 'assets/SignInPage-5.js' },
};
const ids = firstQueryIds(path.join(root, '__generated__'), loadPersistedOperations(path.join(root, 'persisted-queries.json')));
const ANSWERS = new RegExp(`<script type="application/json" id="${FIRST_ANSWERS_ELEMENT_ID}">(.*?)</script>`, 's');

/** The page's bytes as they travel (fetch would decompress them), with the response's status and headers. */
function raw(url: string, headers: Record<string, string>): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) =>
    http
      .get(url, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk)).on('error', reject);
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject),
  );
}

// `any`: the inlined answers are arbitrary GraphQL JSON; each test checks the shape it expects.
function answersIn(page: string): any {
  const match = ANSWERS.exec(page);
  assert.ok(match, 'the page carries its first answers');
  return JSON.parse(match[1] ?? '');
}

test('the first queries are the ids the client is built with', () => {
  assert.ok(ids.get('ProjectIssuesPageQuery'));
  assert.ok(ids.get('IssuePageQuery'));
  assert.ok(ids.get('SignInPageQuery'));
  assert.ok(ids.get('HeaderAccountQuery'));
});

test('a query slower than the budget is left out; the page does not wait for it', async () => {
  const never = () => new Promise<unknown>(() => {});
  const answer = await firstAnswerOf(new URL('http://localhost/projects/web'), ids, never, 20);
  assert.equal(answer, undefined);
  // A page without a first query runs nothing.
  let ran = 0;
  const counted = () => ((ran += 1), Promise.resolve({ data: {} }));
  assert.equal(await firstAnswerOf(new URL('http://localhost/projects/web/labels'), ids, counted, 1000), undefined);
  assert.equal(await firstAnswerOf(new URL('http://localhost/projects/web/issues/new'), ids, counted, 1000), undefined);
  assert.equal(ran, 0);
  assert.deepEqual(await firstAnswersOf(new URL('http://localhost/projects/web/labels'), ids, counted, 1000), []);
  assert.equal(ran, 0);
  // The header's answer goes with the page's, never alone: a page whose own query is late carries none.
  const onlyHeader: RunQuery = (id) => (id === ids.get('HeaderAccountQuery') ? Promise.resolve({ data: { viewer: null } }) : never());
  assert.deepEqual(await firstAnswersOf(new URL('http://localhost/projects/web'), ids, onlyHeader, 20), []);
  // The page's without the header's when the header's is late.
  const onlyPage: RunQuery = (id) => (id === ids.get('HeaderAccountQuery') ? never() : Promise.resolve({ data: { project: null } }));
  const answers = await firstAnswersOf(new URL('http://localhost/projects/web'), ids, onlyPage, 20);
  assert.deepEqual(
    answers.map((answer) => answer.id),
    [ids.get('ProjectIssuesPageQuery')],
  );
});

describe('pages carry their first answer', () => {
  let server: TestServer;
  let dir: string;
  let member: Session;
  let viewer: Session;
  before(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'triage-client-'));
    await fs.mkdir(path.join(dir, '.vite'));
    await fs.writeFile(path.join(dir, 'index.html'), HTML);
    await fs.writeFile(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
    // A generous budget: these tests are about what is inlined, not how fast (a loaded machine is slow).
    server = await startTestServer('pglite', { seed: true, clientDir: dir, firstAnswerBudgetMs: 30_000 });
    member = await server.signIn('member@triage.test');
    viewer = await server.signIn('viewer@triage.test');
  });
  after(async () => {
    await server.close();
    await fs.rm(dir, { recursive: true, force: true });
  });

  test("the issue list carries the viewer's answer to its query, as /graphql gives it, kept from every cache", async () => {
    const { status, headers, body } = await raw(`${server.url}/projects/web`, {
      Cookie: member.cookie,
      'Accept-Encoding': 'gzip, deflate, br',
    });
    assert.equal(status, 200);
    // Brotli streams cannot be joined: a page with an answer goes as gzip, its fixed part compressed once.
    assert.equal(headers['content-encoding'], 'gzip');
    assert.equal(headers['cache-control'], 'private, no-store');
    assert.match(String(headers.vary), /Cookie/);
    assert.equal(headers.etag, undefined);
    assert.equal(Number(headers['content-length']), body.byteLength);
    const page = zlib.gunzipSync(body).toString('utf8');
    assert.ok(page.endsWith('</script></body></html>'));
    const [answer, header, ...others] = answersIn(page);
    assert.equal(others.length, 0);
    // The header's query beside it (the viewer's account), as /graphql gives it too.
    assert.equal(header.id, ids.get('HeaderAccountQuery'));
    assert.deepEqual(header.variables, {});
    const askedHeader = await member.fetch('/graphql', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ doc_id: header.id, variables: {} }),
    });
    assert.deepEqual(header.response, await askedHeader.json());
    assert.equal(typeof header.response.data.viewer.unreadNotificationCount, 'number');
    const variables = { slug: 'web', query: 'is:open', openQuery: 'is:open', closedQuery: 'is:closed' };
    assert.deepEqual(answer.variables, variables);
    assert.equal(answer.id, ids.get('ProjectIssuesPageQuery'));
    const asked = await member.fetch('/graphql', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ doc_id: answer.id, variables }),
    });
    assert.deepEqual(answer.response, await asked.json());
    assert.equal(answer.response.data.project.slug, 'web');
    // The same page unencoded.
    const plain = await raw(`${server.url}/projects/web?q=label:bug`, { Cookie: member.cookie });
    assert.equal(plain.headers['content-encoding'], undefined);
    assert.deepEqual(answersIn(plain.body.toString('utf8'))[0].variables, {
      slug: 'web',
      query: 'label:bug',
      openQuery: 'is:open label:bug',
      closedQuery: 'is:closed label:bug',
    });
  });

  test('each viewer gets their own answer; signed out, the page is not sent at all', async () => {
    const ask = async (as: Session) =>
      answersIn((await raw(`${server.url}/projects/mobile`, { Cookie: as.cookie })).body.toString('utf8'))[0];
    // `mobile` is private: the member belongs to it, the viewer does not.
    assert.equal((await ask(member)).response.data.project.slug, 'mobile');
    assert.equal((await ask(viewer)).response.data.project, null);
    const signedOut = await raw(`${server.url}/projects/mobile`, {});
    assert.equal(signedOut.status, 303);
    assert.doesNotMatch(signedOut.body.toString('utf8'), new RegExp(FIRST_ANSWERS_ELEMENT_ID));
  });

  test('the sign-in page carries its answer signed out: the workspace, no viewer', async () => {
    const { status, headers, body } = await raw(`${server.url}/sign-in?next=%2Fprojects%2Fweb`, {});
    assert.equal(status, 200);
    assert.equal(headers['cache-control'], 'private, no-store');
    const [answer, header, ...others] = answersIn(body.toString('utf8'));
    assert.equal(others.length, 0);
    assert.deepEqual(header, { id: ids.get('HeaderAccountQuery'), variables: {}, response: { data: { viewer: null } } });
    assert.equal(answer.id, ids.get('SignInPageQuery'));
    assert.deepEqual(answer.variables, {});
    assert.equal(answer.response.data.viewer, null);
    assert.equal(typeof answer.response.data.workspace.name, 'string');
    assert.equal(typeof answer.response.data.workspace.allowsSignUp, 'boolean');
  });

  test('an answer holding </script> and <!-- cannot end its element', async () => {
    const title = '</script><script>window.pwned = 1</script><!-- x';
    const project = await member.graphql('query { project(slug: "web") { id } }');
    const created = await member.graphql('mutation($input: CreateIssueInput!) { createIssue(input: $input) { issue { number } } }', {
      input: { projectId: project.body.data.project.id, title },
    });
    const number: number = created.body.data.createIssue.issue.number;
    const page = (await raw(`${server.url}/projects/web/issues/${number}`, { Cookie: member.cookie })).body.toString('utf8');
    assert.doesNotMatch(page, /window\.pwned = 1<\/script>/);
    assert.equal(page.match(/<\/script>/g)?.length, 1);
    const [answer] = answersIn(page);
    assert.equal(answer.id, ids.get('IssuePageQuery'));
    assert.deepEqual(answer.variables, { slug: 'web', number });
    assert.equal(answer.response.data.project.issue.title, title);
  });

  test('a page without a first query, HEAD, and an issue that cannot exist carry none', async () => {
    for (const pathname of ['/', '/projects/web/labels', '/projects/web/issues/0']) {
      const { status, body } = await raw(`${server.url}${pathname}`, { Cookie: member.cookie });
      assert.equal(status, 200, pathname);
      assert.doesNotMatch(body.toString('utf8'), new RegExp(FIRST_ANSWERS_ELEMENT_ID), pathname);
    }
    const head = await new Promise<http.IncomingMessage>((resolve, reject) =>
      http
        .request(`${server.url}/projects/web`, { method: 'HEAD', headers: { Cookie: member.cookie } }, resolve)
        .on('error', reject)
        .end(),
    );
    assert.equal(head.statusCode, 200);
    assert.equal(head.headers['cache-control'], 'no-cache');
  });
});
