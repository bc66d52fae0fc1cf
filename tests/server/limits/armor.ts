import assert from 'node:assert/strict';
import { ABUSE_LIMITS } from '../../../src/server/graphql/abuseLimits.ts';
import { type Limit, type Outcome, outcome, type World } from './table.ts';

// What one GraphQL document may ask for (graphql-armor), each counted as armor counts it.

/** A document `n` levels deep: project → issues → edges → node → project → … → a scalar. */
function nested(n: number): string {
  const steps = ['issues(first: 1)', 'edges', 'node', 'project'];
  const leafOf: Record<string, string> = { 'issues(first: 1)': 'totalCount', edges: 'cursor', node: 'id', project: 'id' };
  const fields = ['project(slug: "web")'];
  while (fields.length < n - 1) fields.push(steps[(fields.length - 1) % steps.length] as string);
  return `{ ${fields.join(' { ')} { ${leafOf[fields.at(-1) === 'project(slug: "web")' ? 'project' : (fields.at(-1) as string)]} }${' }'.repeat(fields.length - 1)} }`;
}

async function document(w: World, query: string): Promise<Outcome> {
  const result = await w.server.graphql(query, { ids: [] });
  return outcome(result, undefined, () => assert.equal(result.body.errors, undefined));
}

const armorCases: [keyof typeof ABUSE_LIMITS, string, (n: number) => string, (v: number) => RegExp][] = [
  ['maxDepth', 'query depth', (n: number) => nested(n), (v: number) => new RegExp(`Query depth limit of ${v} exceeded, found ${v + 1}`)],
  [
    'maxAliases',
    'aliases',
    (n: number) => `{ ${Array.from({ length: n }, (_, i) => `a${i}: viewer { id }`).join(' ')} }`,
    (v: number) => new RegExp(`Aliases limit of ${v} exceeded, found ${v + 1}`),
  ],
  [
    'maxDirectives',
    'directives',
    (n: number) => `{ viewer { ${'... @include(if: true) { id } '.repeat(n)}} }`,
    (v: number) => new RegExp(`Directives limit of ${v} exceeded, found ${v + 1}`),
  ],
  // Tokens from a variable's default list (the request sends the variable, so the default is never used):
  // repeating a field instead would trip graphql-js's budget for comparing overlapping fields first. The
  // document around the list is 26 tokens.
  [
    'maxTokens',
    'tokens',
    (n: number) => `query($ids: [ID!]! = [${'"x" '.repeat(n - 26)}]) { nodes(ids: $ids) { id } }`,
    (v: number) => new RegExp(`Token limit of ${v} exceeded`),
  ],
];
export const armorLimits: Limit[] = armorCases.map(([key, what, make, message]) => ({
  name: `${what} in one document (graphql-armor)`,
  value: ABUSE_LIMITS[key],
  source: `ABUSE_LIMITS.${key}, src/server/graphql/abuseLimits.ts`,
  bound: 'max',
  refusal: { status: 400, code: 'QUERY_TOO_COMPLEX', field: null, message: message(ABUSE_LIMITS[key]) },
  attempt: (w, n) => document(w, make(n)),
}));
