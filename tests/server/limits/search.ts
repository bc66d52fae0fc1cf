import assert from 'node:assert/strict';
import { MAX_QUERY_LENGTH } from '../../../src/server/domain/searchQuery.ts';
import { type Limit, type Outcome, outcome, type World } from './table.ts';

// Search: its length, as one long word and as the most terms that fit.

/** A search of exactly `n` characters made of as many qualifiers and words as fit, padded with a word. */
function searchOfTerms(n: number): string {
  const terms = [
    'is:open',
    'label:bug',
    '-label:wontfix',
    'no:assignee',
    'priority:high',
    '"a phrase"',
    '-word',
    'assignee:@me',
    'sort:updated-asc',
    'label:"help wanted"',
  ];
  let query = '';
  for (let i = 0; ; i += 1) {
    const next = `${query}${query ? ' ' : ''}${terms[i % terms.length]}`;
    if (next.length > n - 2) break;
    query = next;
  }
  return `${query} ${'x'.repeat(n - query.length - 1)}`;
}

async function search(w: World, query: string): Promise<Outcome> {
  assert.ok(query.trim().length === query.length);
  const result = await w.server.graphql(
    'query($q: String) { project(slug: "web") { issues(first: 1, query: $q) { queryErrors { field code message } } } }',
    { q: query },
  );
  const queryError = result.body.data?.project?.issues?.queryErrors?.[0];
  if (queryError) return { status: result.status, code: queryError.code, field: queryError.field, message: queryError.message };
  return outcome(result, undefined, () => assert.deepEqual(result.body.data.project.issues.queryErrors, []));
}

const searches: [string, (n: number) => string][] = [
  ['a search, one long word', (n) => 'searchword'.repeat(Math.ceil(n / 10)).slice(0, n)],
  ['a search, as many terms as fit', searchOfTerms],
];
export const searchLimits: Limit[] = searches.map(([name, make]) => ({
  name,
  value: MAX_QUERY_LENGTH,
  source: 'MAX_QUERY_LENGTH, src/server/domain/searchQuery.ts',
  bound: 'max',
  refusal: { status: 200, code: 'TOO_LONG', field: ['query'], message: new RegExp(`at most ${MAX_QUERY_LENGTH} characters`) },
  attempt: (w, n) => {
    const query = make(n);
    assert.equal(query.length, n);
    return search(w, query);
  },
}));
