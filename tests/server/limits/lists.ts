import assert from 'node:assert/strict';
import fs from 'node:fs';
import { buildSchema, isObjectType } from 'graphql';
import { MAX_PAGE_SIZE } from '../../../src/server/domain/pagination.ts';
import { MAX_NODES } from '../../../src/server/graphql/resolvers/node.ts';
import { type Json, type Limit, type Outcome, outcome, type World } from './table.ts';

// Lists: `first` on every connection of the schema, and ids in `nodes`.

/** How to reach each connection that takes `first`, and its page in the answer. */
export const PAGED_LISTS: Readonly<Record<string, { query: (w: World) => string; page: (data: Json) => Json }>> = {
  'Query.projects': { query: () => '{ projects(first: $n) { totalCount edges { cursor } } }', page: (d) => d.projects },
  'Query.users': { query: () => '{ users(first: $n) { totalCount edges { cursor } } }', page: (d) => d.users },
  'Query.invitations': { query: () => '{ invitations(first: $n) { totalCount edges { cursor } } }', page: (d) => d.invitations },
  'Query.auditLog': { query: () => '{ auditLog(first: $n) { totalCount edges { cursor } } }', page: (d) => d.auditLog },
  'Query.myIssues': { query: () => '{ myIssues(first: $n) { totalCount edges { cursor } } }', page: (d) => d.myIssues },
  'User.notifications': {
    query: () => '{ viewer { notifications(first: $n, filter: ALL) { totalCount edges { cursor } } } }',
    page: (d) => d.viewer.notifications,
  },
  'Project.issues': {
    query: () => '{ project(slug: "web") { issues(first: $n) { totalCount edges { cursor } } } }',
    page: (d) => d.project.issues,
  },
  'Issue.comments': {
    query: (w) => `{ node(id: "${w.issueId}") { ... on Issue { comments(first: $n) { totalCount edges { cursor } } } } }`,
    page: (d) => d.node.comments,
  },
  'Issue.timeline': {
    query: (w) => `{ node(id: "${w.issueId}") { ... on Issue { timeline(first: $n) { totalCount edges { cursor } } } } }`,
    page: (d) => d.node.timeline,
  },
};

/** Every field of schema.graphql that takes `first`. */
export function connectionsInSchema(): string[] {
  const schema = buildSchema(fs.readFileSync(new URL('../../../schema.graphql', import.meta.url), 'utf8'));
  return Object.values(schema.getTypeMap())
    .filter(isObjectType)
    .filter((t) => !t.name.startsWith('__'))
    .flatMap((t) =>
      Object.values(t.getFields())
        .filter((f) => f.args.some((a) => a.name === 'first'))
        .map((f) => `${t.name}.${f.name}`),
    )
    .sort();
}

async function page(w: World, list: string, n: number): Promise<Outcome> {
  const { query, page: pageOf } = PAGED_LISTS[list] ?? assert.fail(`no way to reach ${list}`);
  const result = await w.server.graphql(`query($n: Int) ${query(w)}`, { n });
  return outcome(result, undefined, () => {
    const connection = pageOf(result.body.data);
    assert.equal(connection.edges.length, Math.min(n, connection.totalCount), `${list}: a page of ${n}`);
  });
}

export const listLimits: Limit[] = Object.keys(PAGED_LISTS).map((list) => ({
  name: `\`first\` on ${list}`,
  value: MAX_PAGE_SIZE,
  source: 'MAX_PAGE_SIZE, src/server/domain/pagination.ts',
  bound: 'max',
  refusal: {
    status: 200,
    code: 'BAD_USER_INPUT',
    field: ['first'],
    message: new RegExp(`between 0 and ${MAX_PAGE_SIZE}, got ${MAX_PAGE_SIZE + 1}`),
  },
  attempt: (w, n) => page(w, list, n),
}));

export const nodesLimit: Limit = {
  name: 'ids in `nodes`',
  value: MAX_NODES,
  source: 'MAX_NODES, src/server/graphql/resolvers/node.ts',
  bound: 'max',
  refusal: { status: 200, code: 'BAD_USER_INPUT', field: ['ids'] },
  async attempt(w, n) {
    const ids = w.webIssueIds.slice(0, n);
    assert.equal(ids.length, n);
    const result = await w.server.graphql('query($ids: [ID!]!) { nodes(ids: $ids) { id } }', { ids });
    return outcome(result, undefined, () =>
      assert.deepEqual(
        result.body.data.nodes.map((node: { id: string } | null) => node?.id),
        ids,
      ),
    );
  },
};
