// The first screens rendered on the server (src/server/http/firstScreen.ts, src/client/serverEntry.tsx), through
// the real server, the real built client (its `.ssr/` render) and the demo workspace: the issue list's page has its
// rows in its HTML, Griffel's rules for them among index.html's, the theme of the viewer's cookie; the issue page
// and the sign-in page are rendered from the answers they carry too; a render that fails or gives nothing leaves
// the page as it was before (rendered in the browser), never an error.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import { buildClientForTests } from '../../scripts/testClient.ts';
import type { RenderFirstScreen } from '../../src/server/http/firstScreen.ts';
import { rendererIdPropertiesOnHeap } from './griffelRendererIds.ts';
import { CODE_AFTER_PAINT_SCRIPT } from '../../src/shared/codeAfterPaint.ts';
import { FIRST_ANSWERS_ELEMENT_ID } from '../../src/shared/firstQueries.ts';
import { startTestServer, type Session, type TestServer } from './harness.ts';

const ANSWERS = new RegExp(`<script type="application/json" id="${FIRST_ANSWERS_ELEMENT_ID}">(.*?)</script>`, 's');
const STYLE_ELEMENTS = /<style [^>]*data-make-styles-bucket[^>]*>[^<]*<\/style>/g;

/**
 * The page as the browser gets it, ungzipped. Each on a connection of its own (`agent: false`): the Griffel test
 * below holds this process (server and all) for seconds while it takes heap snapshots, past the server's keep-alive
 * timeout, and a request written on a kept-alive socket as the server closed it was reset (ECONNRESET, Node 24).
 */
function get(url: string, headers: Record<string, string>): Promise<{ status: number; headers: http.IncomingHttpHeaders; page: string }> {
  return new Promise((resolve, reject) =>
    http
      .get(url, { agent: false, headers: { 'Accept-Encoding': 'gzip', ...headers } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk)).on('error', reject);
        response.on('end', () => {
          const body = Buffer.concat(chunks);
          const page = response.headers['content-encoding'] === 'gzip' ? zlib.gunzipSync(body) : body;
          resolve({ status: response.statusCode ?? 0, headers: response.headers, page: page.toString('utf8') });
        });
      })
      .on('error', reject),
  );
}

/** What #root holds (empty for a page the browser renders). */
function rootOf(page: string): string {
  return page.match(/<div id="root"[^>]*>([\s\S]*)<\/div>\s*<noscript>/)?.[1] ?? assert.fail('the page has its #root');
}

// `any`: the inlined answer is arbitrary GraphQL JSON; the tests read the titles of its rows.
function rowTitles(page: string): string[] {
  const match = ANSWERS.exec(page) ?? assert.fail('the page carries its answer');
  const [answer] = JSON.parse(match[1] ?? '') as any[];
  return answer.response.data.project.issues.edges.map((edge: any) => String(edge.node.title));
}

/** HTML text as React writes it (the titles are compared with the rendered rows). */
function escaped(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');
}

describe('the issue list rendered on the server', () => {
  let clientDir: string;
  let indexHtml: string;
  let server: TestServer;
  let member: Session;
  before(async () => {
    clientDir = await buildClientForTests();
    indexHtml = fs.readFileSync(path.join(clientDir, 'index.html'), 'utf8');
    server = await startTestServer('pglite', { seed: true, clientDir, firstAnswerBudgetMs: 30_000 });
    member = await server.signIn('member@triage.test');
  });
  after(() => server.close());

  test('the rows are in the HTML, before any script, with their styles among index.html’s', async () => {
    const { status, headers, page } = await get(`${server.url}/projects/web`, { Cookie: member.cookie });
    assert.equal(status, 200);
    assert.equal(headers['content-encoding'], 'gzip');
    assert.equal(headers['cache-control'], 'private, no-store');
    const root = rootOf(page);
    const titles = rowTitles(page);
    assert.ok(titles.length > 0, 'the demo project has open issues');
    for (const title of titles) assert.ok(root.includes(escaped(title)), `the row "${title}" is rendered`);
    // The page's own title, the header's account drawn from the answer that came with the page's (no placeholder
    // that would be replaced, moving the header's tools), its menu button unavailable until hydrated, nothing left to finish.
    assert.match(page, /<title[^>]*>Web app · Triage<\/title>/);
    // (Booleans: a failing match would print the whole page.)
    assert.ok(!root.includes('aria-label="Loading account"'), 'no placeholder for the account');
    const menuButton = /<button [^>]*aria-label="Morgan Member \(Member\)"[^>]*>/.exec(root)?.[0];
    assert.ok(menuButton?.includes('aria-disabled="true"'), `the account's menu button, unavailable until hydrated: ${menuButton}`);
    assert.ok(/<a [^>]*href="\/inbox"/.test(root), 'the inbox link');
    assert.doesNotMatch(root, /<!--\$[!?]-->/);
    // index.html's Griffel rules are all still there, in elements of their own buckets, with the render's added.
    const before = indexHtml.match(STYLE_ELEMENTS) ?? [];
    const rendered = page.match(STYLE_ELEMENTS) ?? [];
    assert.ok(before.length > 0);
    const cssOf = (elements: string[]) => elements.map((element) => element.replace(/^<style[^>]*>|<\/style>$/g, '')).join('');
    assert.ok(cssOf(rendered).length > cssOf(before).length, 'the render adds the app’s own rules');
    for (const element of before) {
      const [, open = '', css = ''] = /^(<style[^>]*>)([^<]*)<\/style>$/.exec(element) ?? [];
      const same = rendered.find((candidate) => candidate.startsWith(open));
      assert.ok(same?.includes(css), `${open} keeps index.html's rules`);
    }
    // No rule twice: a second copy of one of index.html's rules (a component's `padding: 0` that Fluent's base
    // style has too) would land after the app's own rules of its bucket and beat them, where the browser's
    // renderer, which knows index.html's rules, never inserts it again (label chips lost their padding so).
    const atomicRules: string[] = cssOf(rendered).match(/\.f[a-z0-9]+\{[^{}]*\}/g) ?? [];
    assert.ok(atomicRules.length > 300, 'the atomic rules are read');
    const twice = atomicRules.filter((rule, index) => atomicRules.indexOf(rule) !== index);
    assert.deepEqual(twice, [], 'rules the page carries twice');
    // The script carrying the answer comes after the rendered rows, as before.
    assert.ok(page.indexOf(FIRST_ANSWERS_ELEMENT_ID) > page.indexOf('<div id="root"'));
  });

  test('the theme is the cookie’s; without one, light with the dark theme under prefers-color-scheme', async () => {
    const themeRule = (page: string) => /<style id="[^"]*">([^<]*)<\/style>/.exec(rootOf(page))?.[1] ?? assert.fail('the theme rule');
    // webLightTheme's and webDarkTheme's colorNeutralBackground1.
    // (Booleans: a failing match would print the whole theme.)
    const system = themeRule((await get(`${server.url}/projects/web`, { Cookie: member.cookie })).page);
    const [light, darkUnderMedia] = system.split('@media (prefers-color-scheme: dark){');
    assert.ok(light?.includes('--colorNeutralBackground1: #ffffff;'), 'light first');
    assert.ok(darkUnderMedia?.includes('--colorNeutralBackground1: #292929;'), 'then dark under the media query');
    const dark = themeRule((await get(`${server.url}/projects/web`, { Cookie: `${member.cookie}; triage-theme=dark` })).page);
    assert.ok(dark.includes('--colorNeutralBackground1: #292929;'), 'dark');
    assert.ok(!dark.includes('prefers-color-scheme'), 'dark whatever the system');
    const chosenLight = themeRule((await get(`${server.url}/projects/web`, { Cookie: `${member.cookie}; triage-theme=light` })).page);
    assert.ok(chosenLight.includes('--colorNeutralBackground1: #ffffff;'), 'light');
    assert.ok(!chosenLight.includes('prefers-color-scheme'), 'light whatever the system');
    // The page says which it was drawn in: the browser hydrates it only if that is its own choice (main.tsx).
    assert.match(
      (await get(`${server.url}/projects/web`, { Cookie: `${member.cookie}; triage-theme=dark` })).page,
      /<div id="root" data-theme-preference="dark">/,
    );
  });

  test('the sign-in page is rendered too, signed out, from the answer it carries', async () => {
    const { status, headers, page } = await get(`${server.url}/sign-in?next=%2Fprojects%2Fweb`, {});
    assert.equal(status, 200);
    assert.equal(headers['cache-control'], 'private, no-store');
    const root = rootOf(page);
    // `any`: the inlined answer is arbitrary GraphQL JSON; the test reads the workspace and the viewer.
    const [answer] = JSON.parse(ANSWERS.exec(page)?.[1] ?? 'null') as any[];
    assert.equal(answer.response.data.viewer, null);
    // The workspace's name (React separates the two texts with an empty comment), the form, the page's title.
    assert.ok(root.includes(`to <!-- -->${escaped(String(answer.response.data.workspace.name))}`), 'the workspace is named');
    assert.match(root, /<form [^>]*aria-label="Sign in"/);
    assert.match(root, /<input [^>]*name="email"/);
    assert.match(page, /<title[^>]*>Sign in · Triage<\/title>/);
    // The button waits for the code: a native submission would be a GET with the password in the address.
    assert.match(root, /<button [^>]*type="submit"[^>]*disabled=""/);
    // Signed out, the header has no account to show on the way in: no placeholder that would vanish once hydrated.
    assert.ok(!root.includes('aria-label="Loading account"'), 'no placeholder for the account');
    assert.doesNotMatch(root, /<!--\$[!?]-->/);
  });

  test('pages rendered leave no record behind in Griffel’s style hooks', async () => {
    // The built render, run here as the server runs it, page after page: Griffel's own insertion kept one property
    // per page's renderer in every style hook that rendered (20 a page on the list), for the life of the process.
    const { page } = await get(`${server.url}/projects/web`, { Cookie: member.cookie });
    const answers = JSON.parse(ANSWERS.exec(page)?.[1] ?? 'null') as Parameters<RenderFirstScreen>[0]['answers'];
    const pageStyles = (indexHtml.match(STYLE_ELEMENTS) ?? []).join('');
    const { renderFirstScreen } = (await import(pathToFileURL(path.join(clientDir, '.ssr', 'serverEntry.js')).href)) as {
      renderFirstScreen: RenderFirstScreen;
    };
    const before = await rendererIdPropertiesOnHeap();
    const pages = 10;
    for (let i = 0; i < pages; i++) assert.ok(await renderFirstScreen({ url: '/projects/web', answers, cookies: '', pageStyles }));
    const held = (await rendererIdPropertiesOnHeap()) - before;
    assert.ok(held < pages, `${held} renderer ids held after ${pages} pages`);
  });

  test("the server's render is not served as a static file", async () => {
    assert.ok(fs.existsSync(path.join(clientDir, '.ssr', 'serverEntry.js')), 'the build made it');
    const { page } = await get(`${server.url}/.ssr/serverEntry.js`, { Cookie: member.cookie });
    assert.ok(!page.includes('renderFirstScreen'), 'its code is not sent');
  });

  test('the issue page is rendered too: its title, description, sidebar and timeline, the comment box waiting', async () => {
    const { status, headers, page } = await get(`${server.url}/projects/web/issues/12`, { Cookie: member.cookie });
    assert.equal(status, 200);
    assert.equal(headers['cache-control'], 'private, no-store');
    const root = rootOf(page);
    const match = ANSWERS.exec(page) ?? assert.fail('the page carries its answer');
    // `any`: the inlined answer is arbitrary GraphQL JSON; the test reads the issue's title and timeline.
    const [answer] = JSON.parse(match[1] ?? '') as any[];
    const issue = answer.response.data.project.issue;
    assert.match(page, new RegExp(`<title[^>]*>#12 ${escaped(String(issue.title))} · Web app · Triage</title>`));
    assert.ok(root.includes(`>${escaped(String(issue.title))}<!-- --> <span`), 'the title');
    // The description's Markdown, rendered (the demo's issue 12 has a GFM table), and the sidebar's sections.
    assert.match(root, /<table>/);
    assert.match(root, /<h2 [^>]*>Labels<\/h2>/);
    // The timeline, its times as the list's are (the server's "ago", no tooltip until hydrated).
    assert.match(root, /<h2 [^>]*>Activity<\/h2>/);
    assert.ok((root.match(/<time [^>]*datetime="[^"]+"[^>]*>[^<]+ ago<\/time>/gi) ?? []).length > 1, 'the timeline’s times');
    assert.doesNotMatch(root, /<time [^>]*title=/);
    // Nothing left to finish: the comment box (its code is the browser's to load) is its placeholder.
    assert.doesNotMatch(root, /<!--\$[!?]-->/);
    assert.doesNotMatch(root, /aria-label="Add a comment"/);
  });

  test('a rendered page’s code is fetched once it is painted: its links inert, started by a script the CSP allows', async () => {
    const { headers, page } = await get(`${server.url}/projects/web`, { Cookie: member.cookie });
    assert.notEqual(rootOf(page), '');
    const head = page.slice(0, page.indexOf('</head>'));
    const entry =
      /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(indexHtml)?.[1] ?? assert.fail('index.html has its entry');
    // The module script and every modulepreload of index.html (and the page's own) are there, inert.
    assert.doesNotMatch(head, /<script type="module"/);
    assert.doesNotMatch(head, /<link rel="modulepreload"/);
    assert.ok(head.includes(`<link data-after-paint="entry" href="${entry}">`));
    // The issue page's chunks the list prefetches (pagePreloads.ts) wait for the paint too.
    assert.doesNotMatch(head, /<link rel="prefetch"/);
    assert.match(head, /<link data-after-paint="prefetch" href="\/assets\/IssuePage-[^"]+\.js">/);
    for (const [, href] of indexHtml.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)) {
      assert.ok(head.includes(`<link data-after-paint="preload" href="${href}">`), `${href} is preloaded after the paint`);
    }
    assert.ok(head.includes(`<script>${CODE_AFTER_PAINT_SCRIPT}</script>`));
    const hash = createHash('sha256').update(CODE_AFTER_PAINT_SCRIPT).digest('base64');
    assert.ok(String(headers['content-security-policy']).includes(`'sha256-${hash}'`), 'the CSP allows the script by its hash');
    // A page sent unrendered keeps index.html's links as built.
    const labels = (await get(`${server.url}/projects/web/labels`, { Cookie: member.cookie })).page;
    assert.ok(labels.includes(`<script type="module" crossorigin src="${entry}"></script>`));
    assert.doesNotMatch(labels, /data-after-paint/);
  });

  test('pages that are not rendered carry their answer only, or nothing', async () => {
    assert.equal(rootOf((await get(`${server.url}/projects/web/labels`, { Cookie: member.cookie })).page), '');
    assert.equal(rootOf((await get(`${server.url}/`, { Cookie: member.cookie })).page), '');
  });
});

describe('a render that fails leaves the page rendered in the browser', () => {
  let clientDir: string;
  const servers: TestServer[] = [];
  before(async () => {
    clientDir = await buildClientForTests();
  });
  after(() => Promise.all(servers.map((server) => server.close())));

  for (const [name, render] of [
    ['throws', () => Promise.reject(new Error('the render broke'))],
    ['gives nothing', () => Promise.resolve(undefined)],
  ] as const satisfies ReadonlyArray<readonly [string, RenderFirstScreen]>) {
    test(`a render that ${name}: the page as before, with its answer, status 200`, async () => {
      const server = await startTestServer('pglite', { seed: true, clientDir, firstAnswerBudgetMs: 30_000, firstScreen: render });
      servers.push(server);
      const member = await server.signIn('member@triage.test');
      const { status, headers, page } = await get(`${server.url}/projects/web`, { Cookie: member.cookie });
      assert.equal(status, 200);
      assert.equal(headers['content-encoding'], 'gzip');
      assert.equal(rootOf(page), '');
      assert.ok(rowTitles(page).length > 0);
      // Its code goes as index.html has it, fetched at once.
      assert.match(page, /<script type="module" crossorigin src="[^"]+"><\/script>/);
      assert.doesNotMatch(page, /data-after-paint/);
      assert.equal(
        (page.match(STYLE_ELEMENTS) ?? []).join(''),
        (fs.readFileSync(path.join(clientDir, 'index.html'), 'utf8').match(STYLE_ELEMENTS) ?? []).join(''),
      );
    });
  }
});
