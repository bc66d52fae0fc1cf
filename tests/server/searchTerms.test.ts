// The search grammar's work is bounded, not only its length: repeated values count once, at most
// MAX_TERMS_PER_KIND labels and people may be named (at the limit accepted, one over explained), and each kind
// of term is one subquery however many values it names — with the same answers as before.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { MAX_QUERY_LENGTH, MAX_TERMS_PER_KIND, parseIssueQuery } from '../../src/server/domain/searchQuery.ts';
import { backends, startTestServer, type TestServer } from './harness.ts';

interface Row {
  number: number;
  labels: { name: string }[];
  assignees: { login: string }[];
}

test('repeated values count once', () => {
  const parsed = parseIssueQuery(`${'assignee:a '.repeat(38)}label:bug label:BUG -label:x -label:x`);
  assert.ok('filter' in parsed);
  assert.deepEqual(parsed.filter.assignees, ['a']);
  assert.deepEqual(parsed.filter.labels, ['bug']);
  assert.deepEqual(parsed.filter.notLabels, ['x']);
});

for (const [kind, make] of [
  ['labels', (i: number) => (i % 2 === 0 ? `label:l${i}` : `-label:l${i}`)],
  ['people', (i: number) => (i % 2 === 0 ? `assignee:p${i}` : `-assignee:p${i}`)],
] as const) {
  test(`${MAX_TERMS_PER_KIND} distinct ${kind} are accepted; one more is TOO_MANY naming the limit`, () => {
    const terms = Array.from({ length: MAX_TERMS_PER_KIND + 1 }, (_, i) => make(i));
    assert.ok('filter' in parseIssueQuery(terms.slice(0, MAX_TERMS_PER_KIND).join(' ')));
    const over = parseIssueQuery(terms.join(' '));
    assert.ok('errors' in over);
    assert.equal(over.errors[0]?.code, 'TOO_MANY');
    assert.match(over.errors[0]?.message ?? '', new RegExp(`at most ${MAX_TERMS_PER_KIND} `));
  });
}

for (const backend of backends) {
  describe(`bounded searches give the same answers on ${backend}`, () => {
    let server: TestServer;
    let all: Row[] = [];
    /** Every issue the search finds, page after page. */
    const pages = async (query: string): Promise<Row[]> => {
      const rows: Row[] = [];
      let after: string | null = null;
      for (;;) {
        const { body } = await server.graphql(
          `query($q: String, $after: String) { project(slug: "web") { issues(first: 100, query: $q, after: $after) {
          queryErrors { message } pageInfo { hasNextPage endCursor } edges { node { number labels { name } assignees { login } } } } } }`,
          { q: query, after },
        );
        const { issues } = body.data.project;
        assert.deepEqual(issues.queryErrors, [], query);
        rows.push(...(issues.edges as { node: Row }[]).map((e) => e.node));
        if (!issues.pageInfo.hasNextPage) return rows;
        after = issues.pageInfo.endCursor;
      }
    };
    const search = async (query: string) => (await pages(query)).map((r) => r.number).sort((a, b) => a - b);
    before(async () => {
      server = await startTestServer(backend);
      // The whole project, to compute each expected answer independently of the SQL under test.
      all = [...(await pages('is:open')), ...(await pages('is:closed'))];
    });
    after(() => server.close());

    const expect = (keep: (row: Row) => boolean) =>
      all
        .filter(keep)
        .map((r) => r.number)
        .sort((a, b) => a - b);
    const has = (row: Row, label: string) => row.labels.some((l) => l.name.toLowerCase() === label);
    const assigned = (row: Row, login: string) => row.assignees.some((a) => a.login === login);

    test('the whole project was read', () => {
      assert.equal(all.length, 200);
    });

    test('several labels: issues with every one of them; several exclusions: issues with none', async () => {
      const labels = [...new Set(all.flatMap((r) => r.labels.map((l) => l.name.toLowerCase())))].slice(0, 3);
      assert.equal(labels.length, 3);
      const [a, b, c] = labels as [string, string, string];
      assert.deepEqual(
        await search(`label:"${a}" label:"${b}"`),
        expect((r) => has(r, a) && has(r, b)),
      );
      assert.deepEqual(
        await search(`-label:"${a}" -label:"${b}" -label:"${c}"`),
        expect((r) => !has(r, a) && !has(r, b) && !has(r, c)),
      );
      assert.deepEqual(
        await search(`label:"${a}" -label:"${b}"`),
        expect((r) => has(r, a) && !has(r, b)),
      );
    });

    test('several people: issues assigned to all of them; an unknown login matches nothing; exclusions', async () => {
      const logins = [...new Set(all.flatMap((r) => r.assignees.map((a) => a.login)))];
      const pair = all.find((r) => r.assignees.length >= 2)?.assignees.map((a) => a.login) ?? [];
      assert.ok(pair.length >= 2, 'the demo has issues with two assignees');
      const [x, y] = pair as [string, string];
      assert.deepEqual(
        await search(`assignee:${x} assignee:${y}`),
        expect((r) => assigned(r, x) && assigned(r, y)),
      );
      assert.deepEqual(await search(`assignee:${x} assignee:nobody-by-this-name`), []);
      assert.deepEqual(
        await search(`-assignee:${x} -assignee:${y}`),
        expect((r) => !assigned(r, x) && !assigned(r, y)),
      );
      const repeated = `assignee:${x} `.repeat(Math.floor(MAX_QUERY_LENGTH / (x.length + 10)));
      assert.deepEqual(
        await search(repeated),
        expect((r) => assigned(r, x)),
        'the same person repeated up to the length limit',
      );
      assert.ok(logins.length > 2);
    });

    test('assignee:@me together with one’s own login means one person', async () => {
      assert.deepEqual(await search('assignee:@me assignee:admin'), await search('assignee:@me'));
    });
  });
}
