// Searches that name alternatives or issue numbers (issue 22): label:bug,docs lists issues with either label
// (as on GitHub), -label:bug,docs those with neither, #12 finds issue 12 and a search for a number alone also
// does; a list where the grammar has none (assignee:a,b) is refused with a message, never a silent empty list.
// Each answer is checked against one computed here from the whole project, not from the SQL under test.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { parseIssueQuery } from '../../src/server/domain/searchQuery.ts';
import { backends, startTestServer, type TestServer } from './harness.ts';

interface Row {
  number: number;
  labels: { name: string }[];
}

test('label:a,"b c" is a choice of two labels; a choice a required label already meets asks nothing more', () => {
  const parsed = parseIssueQuery('label:Bug,"help wanted" label:docs,ui label:ui');
  assert.ok('filter' in parsed);
  assert.deepEqual(parsed.filter.labelChoices, [['bug', 'help wanted']]);
  assert.deepEqual(parsed.filter.labels, ['ui']);
});

test('the labels of choices count toward the limit of labels a search may name', () => {
  const eleven = Array.from({ length: 11 }, (_, i) => `l${i}`);
  assert.ok('filter' in parseIssueQuery(`label:${eleven.slice(0, 10).join(',')}`));
  const over = parseIssueQuery(`label:${eleven.slice(0, 10).join(',')} -label:${eleven[10]}`);
  assert.ok('errors' in over);
  assert.equal(over.errors[0]?.code, 'TOO_MANY');
});

for (const [query, message] of [
  ['assignee:ada,grace', /takes one login; repeat assignee:/],
  ['-assignee:ada,grace', /repeat -assignee:/],
  ['author:ada,grace', /takes one login/],
  ['label:bug,', /none of them empty/],
  ['label:,bug', /none of them empty/],
  ['#0', /"#0" is not an issue number/],
  ['#2147483648', /is not an issue number/],
] as const) {
  test(`"${query}" is refused with a message saying why`, () => {
    const parsed = parseIssueQuery(query);
    assert.ok('errors' in parsed, query);
    assert.match(parsed.errors[0]?.message ?? '', message);
  });
}

for (const backend of backends) {
  describe(`alternatives and numbers in searches on ${backend}`, () => {
    let server: TestServer;
    let all: Row[] = [];
    const pages = async (query: string): Promise<Row[]> => {
      const rows: Row[] = [];
      let after: string | null = null;
      for (;;) {
        const { body } = await server.graphql(
          `query($q: String, $after: String) { project(slug: "web") { issues(first: 100, query: $q, after: $after) {
          queryErrors { message } pageInfo { hasNextPage endCursor } edges { node { number labels { name } } } } } }`,
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
    const expect = (keep: (row: Row) => boolean) =>
      all
        .filter(keep)
        .map((r) => r.number)
        .sort((a, b) => a - b);
    const has = (row: Row, label: string) => row.labels.some((l) => l.name.toLowerCase() === label);
    let labels: string[] = [];

    before(async () => {
      server = await startTestServer(backend);
      all = [...(await pages('is:open')), ...(await pages('is:closed'))];
      labels = [...new Set(all.flatMap((r) => r.labels.map((l) => l.name.toLowerCase())))].sort();
    });
    after(() => server.close());

    test('label:a,b lists the issues with either label, and more than label:a alone', async () => {
      const [a, b] = labels as [string, string];
      const either = await search(`label:${a},${b}`);
      assert.deepEqual(
        either,
        expect((r) => has(r, a) || has(r, b)),
      );
      assert.ok(either.length > (await search(`label:${a}`)).length, 'the second label adds issues');
    });

    test('choices combine with AND, with each other and with required labels; a label in two choices meets both', async () => {
      const [a, b, c, d] = labels as [string, string, string, string];
      assert.deepEqual(
        await search(`label:${a},${b} label:${c},${d}`),
        expect((r) => (has(r, a) || has(r, b)) && (has(r, c) || has(r, d))),
      );
      assert.deepEqual(
        await search(`label:${a},${b} label:${b},${c}`),
        expect((r) => has(r, b) || (has(r, a) && has(r, c))),
      );
      assert.deepEqual(
        await search(`label:${a},${b} label:${c}`),
        expect((r) => (has(r, a) || has(r, b)) && has(r, c)),
      );
    });

    test('-label:a,b lists the issues with neither label', async () => {
      const [a, b] = labels as [string, string];
      assert.deepEqual(
        await search(`-label:${a},${b}`),
        expect((r) => !has(r, a) && !has(r, b)),
      );
    });

    test('#N finds issue N; several numbers find each; with a qualifier, only if it matches too', async () => {
      assert.deepEqual(await search('#7'), [7]);
      assert.deepEqual(await search('#7 #19 #7'), [7, 19]);
      const seven = all.find((r) => r.number === 7);
      assert.ok(seven);
      for (const label of labels.slice(0, 3)) assert.deepEqual(await search(`#7 label:"${label}"`), has(seven, label) ? [7] : [], label);
      assert.deepEqual(await search('#999999'), []);
    });

    test('a number alone finds the issue of that number and the issues whose text holds it', async () => {
      const byText = await search('"7"');
      const found = await search('7');
      assert.ok(found.includes(7));
      assert.deepEqual(
        found,
        [...new Set([7, ...byText])].sort((a, b) => a - b),
      );
      // With another word it is text only, as before.
      assert.ok(!(await search('7 zzzunlikelyword')).includes(7));
    });
  });
}
