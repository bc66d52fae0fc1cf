// Queries compiled by graphql-jit (graphql/compiledQueries.ts, issue 14): on by default, TRIAGE_GRAPHQL_JIT=0 runs
// them on graphql-js. Both answer the app's pages with the same values (querySnapshots checks every persisted query
// with it on); the compiled path shows in the answer's key order, which graphql-jit builds otherwise; a query whose
// variables are refused gets graphql-js's refusal either way (400, BAD_USER_INPUT).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { loadConfig } from '../../src/server/config.ts';
import { ConfigError } from '../../src/server/config/variables.ts';
import { backends, startTestServer, type Session, type TestServer } from './harness.ts';

const persisted = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, '../../persisted-queries.json'), 'utf8')) as Record<
  string,
  string
>;
/** The newest text of a persisted operation by its name (the map keeps older versions too). */
const operation = (name: string) => {
  const texts = Object.values(persisted).filter((text) => text.includes(`query ${name}(`));
  return texts.at(-1) ?? assert.fail(`${name} is not in persisted-queries.json`);
};

test('the setting: on by default, 0 turns it off, anything else is refused at start', () => {
  assert.equal(loadConfig({}, '/tmp').compiledQueries, true);
  assert.equal(loadConfig({ TRIAGE_GRAPHQL_JIT: '0' }, '/tmp').compiledQueries, false);
  assert.throws(() => loadConfig({ TRIAGE_GRAPHQL_JIT: 'fast' }, '/tmp'), ConfigError);
});

for (const backend of backends) {
  describe(`queries compiled by graphql-jit (${backend})`, () => {
    let on: TestServer;
    let off: TestServer;
    let asAdminOn: Session;
    let asAdminOff: Session;
    before(async () => {
      on = await startTestServer(backend);
      off = await startTestServer(backend, { compiledQueries: false });
      asAdminOn = await on.signIn('admin@triage.test');
      asAdminOff = await off.signIn('admin@triage.test');
    });
    after(async () => {
      await on.close();
      await off.close();
    });

    const pages = [
      { name: 'ProjectIssuesPageQuery', variables: { slug: 'web', query: 'is:open', openQuery: 'is:open', closedQuery: 'is:closed' } },
      { name: 'IssuePageQuery', variables: { slug: 'web', number: 12 } },
    ];
    for (const page of pages) {
      test(`${page.name}: the same values either way`, async () => {
        const compiled = await asAdminOn.graphql(operation(page.name), page.variables);
        const walked = await asAdminOff.graphql(operation(page.name), page.variables);
        assert.equal(compiled.status, 200);
        assert.equal(compiled.body.errors, undefined);
        assert.ok(compiled.body.data.project, 'the page has data');
        assert.deepEqual(compiled.body, walked.body);
      });
    }

    test('the compiled path ran: the list page comes with its keys in graphql-jit’s order, not the query’s', async () => {
      const { name, variables } = pages[0]!;
      const keys = async (session: Session) => Object.keys((await session.graphql(operation(name), variables)).body.data.project);
      const [compiled, walked] = [await keys(asAdminOn), await keys(asAdminOff)];
      assert.deepEqual([...compiled].sort(), [...walked].sort());
      assert.notDeepEqual(compiled, walked);
    });

    test('a refused variable gets graphql-js’s answer either way', async () => {
      const query = 'query($n: Int) { projects(first: $n) { totalCount } }';
      const compiled = await asAdminOn.graphql(query, { n: 2 ** 31 });
      const walked = await asAdminOff.graphql(query, { n: 2 ** 31 });
      assert.equal(compiled.status, 400);
      assert.equal(compiled.body.errors[0].extensions.code, 'BAD_USER_INPUT');
      assert.deepEqual(compiled.body, walked.body);
    });
  });
}
