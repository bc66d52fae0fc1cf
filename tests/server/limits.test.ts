// Every documented limit at its edge, in one table. Each value is imported from where the code defines it
// (never copied here), and each limit is tried through the real server AT the value (accepted, and the
// effect checked), ONE BEYOND it (refused with its exact status and code, and nothing written) and, where
// the rule has two sides or the count builds up, one inside it too.
//
// Limits without a row, and why: labels per issue (there is none: an issue can carry every label of its
// project); query cost (armor's static estimate cannot be hit exactly; abuseLimits.test.ts keeps the client
// under half of it); time per request and session lifetime (time, not size: no timing assertions here).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { after, before, describe, test } from 'node:test';
import { buildSchema, isObjectType } from 'graphql';
import { sql } from 'kysely';
import { DEFAULT_MAX_BODY_BYTES } from '../../src/server/config.ts';
import { DEFAULT_UPLOAD_MAX_BYTES, DEFAULT_UPLOAD_MAX_FILES } from '../../src/server/config/uploads.ts';
import { EMAIL_MAX_LENGTH, LOGIN_MAX_LENGTH, LOGIN_MIN_LENGTH, NAME_MAX_LENGTH } from '../../src/server/domain/accounts.ts';
import {
  PROJECT_DESCRIPTION_MAX_LENGTH,
  PROJECT_NAME_MAX_LENGTH,
  SLUG_MAX_LENGTH,
  SLUG_MIN_LENGTH,
} from '../../src/server/domain/administration.ts';
import { MAX_ISSUES_PER_CHANGE } from '../../src/server/domain/issueChangeSteps.ts';
import { BODY_MAX_LENGTH, MAX_ASSIGNEES, TITLE_MAX_LENGTH } from '../../src/server/domain/issues.ts';
import { LABEL_DESCRIPTION_MAX_LENGTH, LABEL_NAME_MAX_LENGTH } from '../../src/server/domain/labels.ts';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../src/server/domain/passwords.ts';
import { MAX_FAILURES_PER_ACCOUNT, MAX_FAILURES_PER_ADDRESS } from '../../src/server/domain/rateLimit.ts';
import { MAX_SAVED_VIEWS, SAVED_VIEW_NAME_MAX_LENGTH } from '../../src/server/domain/savedViews.ts';
import { MAX_QUERY_LENGTH } from '../../src/server/domain/searchQuery.ts';
import { ABUSE_LIMITS } from '../../src/server/graphql/abuseLimits.ts';
import { MAX_PAGE_SIZE } from '../../src/server/domain/pagination.ts';
import { toGlobalId } from '../../src/server/graphql/globalId.ts';
import { MAX_NODES } from '../../src/server/graphql/resolvers/node.ts';
import { backends, DEMO_PASSWORD, type GraphQLResult, type Session, startTestServer, type TestServer } from './harness.ts';
import { multipartFiles, type TestFile } from './multipart.ts';
import { mutate, mutationText } from './mutate.ts';

/** How the server answered a try: it did what was asked (and the test saw the effect), or it refused. */
type Outcome = 'accepted' | Refusal;

interface Refusal {
  readonly status: number;
  /** The UserError's code, or the GraphQL error's `extensions.code`. */
  readonly code: string;
  /** The UserError's field, or `[argument]` of a GraphQL error; null when the refusal names none. */
  readonly field: readonly string[] | null;
  readonly message?: string;
}

interface Expected {
  readonly status: number;
  readonly code: string;
  readonly field: readonly string[] | null;
  /** Checked when given: the message names the limit (and, for armor, what it found). */
  readonly message?: RegExp;
}

// `any`: response JSON (as GraphQLResult.body is); each row reads the part it asserts on.
type Json = any;

/** Everything the tries need, set up once per backend. */
interface World {
  /** The seeded server; as a session, its admin. */
  readonly server: TestServer;
  /** A server that takes sign-ups, for the account rules. */
  readonly signUps: TestServer;
  readonly member: Session;
  /** 200 issues of the demo's web project, newest first. */
  readonly webIssueIds: readonly string[];
  /** A project of this test's own, with an issue, a comment on it and a label. */
  readonly projectId: string;
  readonly issueId: string;
  readonly commentId: string;
  readonly labelId: string;
  /** MAX_ASSIGNEES + 1 members who may be assigned. */
  readonly people: readonly string[];
}

interface Limit {
  readonly name: string;
  readonly value: number;
  /** Where the code defines the value. */
  readonly source: string;
  /** `max`: the most accepted (value + 1 is refused); `min`: the least (value − 1 is refused). */
  readonly bound: 'max' | 'min';
  readonly refusal: Expected;
  /** Also try one inside the limit (value − 1 for a max, value + 1 for a min). */
  readonly inside?: boolean;
  readonly attempt: (world: World, n: number) => Promise<Outcome>;
}

let serial = 0;
const unique = () => (serial += 1);

/** Exactly `n` characters (code points), starting with `tag`: letters, accents, CJK and astral symbols. */
function text(n: number, tag: string): string {
  const cycle = ['é', '𝒜', '日', 'x', 'ß'];
  return [...tag, ...Array.from({ length: Math.max(0, n - [...tag].length) }, (_, i) => cycle[i % cycle.length])].slice(0, n).join('');
}

/** Exactly `n` ASCII characters starting with `tag` (passwords: the rule counts UTF-16 units). */
function ascii(n: number, tag: string): string {
  return (tag + 'a1b2c3d4e5'.repeat(Math.ceil(n / 10) + 1)).slice(0, n);
}

/** A refusal read from a response: the first GraphQL error, else the first UserError of `payloadKey`. */
function refusalOf(result: GraphQLResult, payloadKey?: string): Refusal | null {
  const { status, body } = result;
  const error = body?.errors?.[0];
  if (error) {
    const argument = error.extensions?.argument;
    return { status, code: error.extensions?.code, field: typeof argument === 'string' ? [argument] : null, message: error.message };
  }
  const userError = payloadKey ? body?.data?.[payloadKey]?.errors?.[0] : undefined;
  return userError ? { status, code: userError.code, field: userError.field, message: userError.message } : null;
}

/** Accepted when nothing was refused and `effect` holds (it asserts what was done); otherwise the refusal. */
async function outcome(result: GraphQLResult, payloadKey: string | undefined, effect: () => void | Promise<void>): Promise<Outcome> {
  const refusal = refusalOf(result, payloadKey);
  if (refusal) return refusal;
  assert.equal(result.status, 200);
  await effect();
  return 'accepted';
}

async function fetchResult(response: Response): Promise<GraphQLResult> {
  const raw = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    body = raw;
  }
  return { status: response.status, headers: response.headers, body };
}

async function count(server: TestServer, table: 'attachments' | 'comments' | 'sign_in_failures'): Promise<number> {
  return (await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}`.execute(server.database.db)).rows[0]?.n ?? -1;
}

/** What the database and the file store hold, to show a refused try wrote nothing. */
async function footprint(server: TestServer) {
  return {
    attachments: await count(server, 'attachments'),
    comments: await count(server, 'comments'),
    files: (await server.files.list()).length,
  };
}

// ---------------------------------------------------------------------------------------------------------
// Lists: `first` on every connection of the schema, and ids in `nodes`.

/** How to reach each connection that takes `first`, and its page in the answer. */
const PAGED_LISTS: Readonly<Record<string, { query: (w: World) => string; page: (data: Json) => Json }>> = {
  'Query.projects': { query: () => '{ projects(first: $n) { totalCount edges { cursor } } }', page: (d) => d.projects },
  'Query.users': { query: () => '{ users(first: $n) { totalCount edges { cursor } } }', page: (d) => d.users },
  'Query.invitations': { query: () => '{ invitations(first: $n) { totalCount edges { cursor } } }', page: (d) => d.invitations },
  'Query.auditLog': { query: () => '{ auditLog(first: $n) { totalCount edges { cursor } } }', page: (d) => d.auditLog },
  'Query.myIssues': { query: () => '{ myIssues(first: $n) { totalCount edges { cursor } } }', page: (d) => d.myIssues },
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
function connectionsInSchema(): string[] {
  const schema = buildSchema(fs.readFileSync(new URL('../../schema.graphql', import.meta.url), 'utf8'));
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

const listLimits: Limit[] = Object.keys(PAGED_LISTS).map((list) => ({
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

const nodesLimit: Limit = {
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

// ---------------------------------------------------------------------------------------------------------
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
const searchLimits: Limit[] = searches.map(([name, make]) => ({
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

// ---------------------------------------------------------------------------------------------------------
// Counts: assignees per issue, issues per change, saved views per project.

async function freshIssue(w: World, title: string): Promise<string> {
  const { body } = await mutate(w.server, 'createIssue', { projectId: w.projectId, title }, 'issue { id }');
  return body.data.createIssue.issue.id;
}

async function assigneesOf(w: World, issueId: string): Promise<number> {
  return (await w.server.graphql('query($id: ID!) { node(id: $id) { ... on Issue { assignees { id } } } }', { id: issueId })).body.data.node
    .assignees.length;
}

const countLimits: Limit[] = [
  {
    name: 'assignees per issue, assigned at once',
    value: MAX_ASSIGNEES,
    source: 'MAX_ASSIGNEES, src/server/domain/issues.ts',
    bound: 'max',
    inside: true,
    refusal: { status: 200, code: 'TOO_MANY', field: ['userIds'], message: new RegExp(`more than ${MAX_ASSIGNEES} assignees`) },
    async attempt(w, n) {
      const issueId = await freshIssue(w, `${n} assignees at once`);
      const result = await mutate(
        w.member,
        'addAssigneesToIssues',
        { issueIds: [issueId], userIds: w.people.slice(0, n) },
        'issues { assignees { id } }',
      );
      const answer = await outcome(result, 'addAssigneesToIssues', () =>
        assert.equal(result.body.data.addAssigneesToIssues.issues[0].assignees.length, n),
      );
      if (answer !== 'accepted') assert.equal(await assigneesOf(w, issueId), 0, 'refused whole: nobody was assigned');
      return answer;
    },
  },
  {
    name: 'assignees per issue, one more to an issue that has the rest',
    value: MAX_ASSIGNEES,
    source: 'MAX_ASSIGNEES, src/server/domain/issues.ts',
    bound: 'max',
    refusal: { status: 200, code: 'TOO_MANY', field: ['userIds'] },
    async attempt(w, n) {
      const issueId = await freshIssue(w, `${n} assignees, the last alone`);
      const first = await mutate(
        w.member,
        'addAssigneesToIssues',
        { issueIds: [issueId], userIds: w.people.slice(0, n - 1) },
        'issues { id }',
      );
      assert.deepEqual(first.body.data.addAssigneesToIssues.errors, []);
      const result = await mutate(
        w.member,
        'addAssigneesToIssues',
        { issueIds: [issueId], userIds: [w.people[n - 1]] },
        'issues { assignees { id } }',
      );
      const answer = await outcome(result, 'addAssigneesToIssues', () =>
        assert.equal(result.body.data.addAssigneesToIssues.issues[0].assignees.length, n),
      );
      if (answer !== 'accepted') assert.equal(await assigneesOf(w, issueId), n - 1, 'the refused one was not assigned');
      return answer;
    },
  },
  {
    name: 'issues in one change',
    value: MAX_ISSUES_PER_CHANGE,
    source: 'MAX_ISSUES_PER_CHANGE, src/server/domain/issueChanges.ts',
    bound: 'max',
    refusal: { status: 200, code: 'TOO_MANY', field: ['issueIds'] },
    async attempt(w, n) {
      const web = (await w.server.graphql('{ project(slug: "web") { id } }')).body.data.project.id;
      const name = `bulk-${unique()}`;
      const label = (await mutate(w.server, 'createLabel', { projectId: web, name, color: 'aabbcc' }, 'label { id }')).body.data.createLabel
        .label.id;
      const issueIds = w.webIssueIds.slice(0, n);
      assert.equal(issueIds.length, n);
      const result = await mutate(w.member, 'addLabelsToIssues', { issueIds, labelIds: [label] }, 'issues { labels { name } }');
      const answer = await outcome(result, 'addLabelsToIssues', () => {
        const issues = result.body.data.addLabelsToIssues.issues;
        assert.equal(issues.length, n);
        assert.ok(issues.every((i: { labels: { name: string }[] }) => i.labels.some((l) => l.name === name)));
      });
      const labelled = (await w.server.graphql(`{ project(slug: "web") { issues(first: 0, query: "label:${name}") { totalCount } } }`)).body
        .data.project.issues.totalCount;
      assert.equal(labelled, answer === 'accepted' ? n : 0, 'all or none');
      return answer;
    },
  },
  {
    name: 'saved views per person and project',
    value: MAX_SAVED_VIEWS,
    source: 'MAX_SAVED_VIEWS, src/server/domain/savedViews.ts',
    bound: 'max',
    refusal: { status: 200, code: 'TOO_MANY', field: null, message: new RegExp(`at most ${MAX_SAVED_VIEWS} views`) },
    async attempt(w, n) {
      const person = await w.server.createAccount(`views-${unique()}`, 'MEMBER');
      for (let i = 1; i < n; i += 1) {
        const { body } = await mutate(
          person,
          'createSavedView',
          { projectId: w.projectId, name: `View ${i}`, query: 'is:open' },
          'savedView { id }',
        );
        assert.deepEqual(body.data.createSavedView.errors, []);
      }
      const result = await mutate(
        person,
        'createSavedView',
        { projectId: w.projectId, name: `View ${n}`, query: 'is:open' },
        'savedView { name }',
      );
      const answer = await outcome(result, 'createSavedView', () =>
        assert.equal(result.body.data.createSavedView.savedView.name, `View ${n}`),
      );
      const { body } = await person.graphql('{ project(slug: "limits") { savedViews { id } } }');
      assert.equal(body.data.project.savedViews.length, answer === 'accepted' ? n : n - 1);
      return answer;
    },
  },
];

// ---------------------------------------------------------------------------------------------------------
// Text: every length rule of every form, through every mutation that applies it.

interface TextRule {
  readonly name: string;
  readonly value: number;
  readonly source: string;
  readonly bound?: 'max' | 'min';
  readonly code: string;
  readonly field: string;
  /** Builds the text of length n (code points unless the rule says otherwise). */
  readonly make?: (n: number, tag: string) => string;
  /** Sends the text; returns the response, the payload's key, and the value as stored. */
  readonly send: (w: World, value: string) => Promise<{ result: GraphQLResult; key: string; stored: () => unknown }>;
  /** A further check of an accepted value (a password signs in). */
  readonly after?: (w: World, value: string, result: GraphQLResult) => Promise<void>;
}

const slugOf = (n: number, tag: string) => (tag.toLowerCase().replace(/[^a-z0-9]/g, '') + '0123456789'.repeat(5)).slice(0, n);
const loginOf = (n: number, tag: string) => (tag.replace(/[^A-Za-z0-9]/g, '') + 'L0123456789'.repeat(4)).slice(0, n);
const emailOf = (n: number, tag: string) => {
  // Addresses are stored lower-cased.
  const local = `${tag.toLowerCase()}-${'l'.repeat(64)}`.slice(0, 64);
  return `${local}@${'d'.repeat(n - local.length - 1 - '.test'.length)}.test`;
};

function signUp(w: World, fields: Partial<Record<'email' | 'name' | 'login' | 'password', string>>) {
  const n = unique();
  return mutate(
    w.signUps.anonymous,
    'signUp',
    {
      email: `person${n}@example.test`,
      name: `Person ${n}`,
      login: `person${n}`,
      password: 'a long enough password',
      ...fields,
    },
    'viewer { email name login }',
  );
}

const textRules: TextRule[] = [
  {
    name: 'issue title (createIssue)',
    value: TITLE_MAX_LENGTH,
    source: 'TITLE_MAX_LENGTH, src/server/domain/issues.ts',
    code: 'TOO_LONG',
    field: 'title',
    send: async (w, title) => {
      const result = await mutate(w.member, 'createIssue', { projectId: w.projectId, title }, 'issue { title }');
      return { result, key: 'createIssue', stored: () => result.body.data.createIssue.issue.title };
    },
  },
  {
    name: 'issue title (createIssue)',
    value: 1,
    source: 'required: true, src/server/domain/issues.ts',
    bound: 'min',
    code: 'REQUIRED',
    field: 'title',
    send: async (w, title) => {
      const result = await mutate(w.member, 'createIssue', { projectId: w.projectId, title }, 'issue { title }');
      return { result, key: 'createIssue', stored: () => result.body.data.createIssue.issue.title };
    },
  },
  {
    name: 'issue title (updateIssue)',
    value: TITLE_MAX_LENGTH,
    source: 'TITLE_MAX_LENGTH, src/server/domain/issues.ts',
    code: 'TOO_LONG',
    field: 'title',
    send: async (w, title) => {
      const result = await mutate(w.member, 'updateIssue', { issueId: w.issueId, title }, 'issue { title }');
      return { result, key: 'updateIssue', stored: () => result.body.data.updateIssue.issue.title };
    },
  },
  {
    name: 'issue body (createIssue)',
    value: BODY_MAX_LENGTH,
    source: 'BODY_MAX_LENGTH, src/server/domain/issues.ts',
    code: 'TOO_LONG',
    field: 'body',
    send: async (w, body) => {
      const result = await mutate(w.member, 'createIssue', { projectId: w.projectId, title: 'Long body', body }, 'issue { body }');
      return { result, key: 'createIssue', stored: () => result.body.data.createIssue.issue.body };
    },
  },
  {
    name: 'issue body (updateIssue)',
    value: BODY_MAX_LENGTH,
    source: 'BODY_MAX_LENGTH, src/server/domain/issues.ts',
    code: 'TOO_LONG',
    field: 'body',
    send: async (w, body) => {
      const result = await mutate(w.member, 'updateIssue', { issueId: w.issueId, body }, 'issue { body }');
      return { result, key: 'updateIssue', stored: () => result.body.data.updateIssue.issue.body };
    },
  },
  {
    name: 'comment (addComment)',
    value: BODY_MAX_LENGTH,
    source: 'BODY_MAX_LENGTH, src/server/domain/issues.ts',
    code: 'TOO_LONG',
    field: 'body',
    send: async (w, body) => {
      const result = await mutate(w.member, 'addComment', { issueId: w.issueId, body }, 'comment { body }');
      return { result, key: 'addComment', stored: () => result.body.data.addComment.comment.body };
    },
  },
  {
    name: 'comment (addComment)',
    value: 1,
    source: 'required: true, src/server/domain/comments.ts',
    bound: 'min',
    code: 'REQUIRED',
    field: 'body',
    send: async (w, body) => {
      const result = await mutate(w.member, 'addComment', { issueId: w.issueId, body }, 'comment { body }');
      return { result, key: 'addComment', stored: () => result.body.data.addComment.comment.body };
    },
  },
  {
    name: 'comment (updateComment)',
    value: BODY_MAX_LENGTH,
    source: 'BODY_MAX_LENGTH, src/server/domain/issues.ts',
    code: 'TOO_LONG',
    field: 'body',
    send: async (w, body) => {
      const result = await mutate(w.server, 'updateComment', { commentId: w.commentId, body }, 'comment { body }');
      return { result, key: 'updateComment', stored: () => result.body.data.updateComment.comment.body };
    },
  },
  {
    name: 'label name (createLabel)',
    value: LABEL_NAME_MAX_LENGTH,
    source: 'LABEL_NAME_MAX_LENGTH, src/server/domain/labels.ts',
    code: 'TOO_LONG',
    field: 'name',
    send: async (w, name) => {
      const result = await mutate(w.server, 'createLabel', { projectId: w.projectId, name, color: 'abcdef' }, 'label { name }');
      return { result, key: 'createLabel', stored: () => result.body.data.createLabel.label.name };
    },
  },
  {
    name: 'label name (updateLabel)',
    value: LABEL_NAME_MAX_LENGTH,
    source: 'LABEL_NAME_MAX_LENGTH, src/server/domain/labels.ts',
    code: 'TOO_LONG',
    field: 'name',
    send: async (w, name) => {
      const result = await mutate(w.server, 'updateLabel', { labelId: w.labelId, name }, 'label { name }');
      return { result, key: 'updateLabel', stored: () => result.body.data.updateLabel.label.name };
    },
  },
  {
    name: 'label description (createLabel)',
    value: LABEL_DESCRIPTION_MAX_LENGTH,
    source: 'LABEL_DESCRIPTION_MAX_LENGTH, src/server/domain/labels.ts',
    code: 'TOO_LONG',
    field: 'description',
    send: async (w, description) => {
      const result = await mutate(
        w.server,
        'createLabel',
        { projectId: w.projectId, name: `described ${unique()}`, color: 'abcdef', description },
        'label { description }',
      );
      return { result, key: 'createLabel', stored: () => result.body.data.createLabel.label.description };
    },
  },
  {
    name: 'label description (updateLabel)',
    value: LABEL_DESCRIPTION_MAX_LENGTH,
    source: 'LABEL_DESCRIPTION_MAX_LENGTH, src/server/domain/labels.ts',
    code: 'TOO_LONG',
    field: 'description',
    send: async (w, description) => {
      const result = await mutate(w.server, 'updateLabel', { labelId: w.labelId, description }, 'label { description }');
      return { result, key: 'updateLabel', stored: () => result.body.data.updateLabel.label.description };
    },
  },
  {
    name: 'project name',
    value: PROJECT_NAME_MAX_LENGTH,
    source: 'PROJECT_NAME_MAX_LENGTH, src/server/domain/administration.ts',
    code: 'TOO_LONG',
    field: 'name',
    send: async (w, name) => {
      const result = await mutate(w.server, 'createProject', { slug: `named-${unique()}`, name }, 'project { name }');
      return { result, key: 'createProject', stored: () => result.body.data.createProject.project.name };
    },
  },
  {
    name: 'project description',
    value: PROJECT_DESCRIPTION_MAX_LENGTH,
    source: 'PROJECT_DESCRIPTION_MAX_LENGTH, src/server/domain/administration.ts',
    code: 'TOO_LONG',
    field: 'description',
    send: async (w, description) => {
      const result = await mutate(
        w.server,
        'createProject',
        { slug: `described-${unique()}`, name: 'Described', description },
        'project { description }',
      );
      return { result, key: 'createProject', stored: () => result.body.data.createProject.project.description };
    },
  },
  {
    name: 'project slug',
    value: SLUG_MAX_LENGTH,
    source: 'SLUG_MAX_LENGTH, src/server/domain/administration.ts',
    code: 'TOO_LONG',
    field: 'slug',
    make: slugOf,
    send: async (w, slug) => {
      const result = await mutate(w.server, 'createProject', { slug, name: 'Slugged' }, 'project { slug }');
      return { result, key: 'createProject', stored: () => result.body.data.createProject.project.slug };
    },
  },
  {
    name: 'project slug',
    value: SLUG_MIN_LENGTH,
    source: 'SLUG_MIN_LENGTH, src/server/domain/administration.ts',
    bound: 'min',
    code: 'INVALID',
    field: 'slug',
    make: slugOf,
    send: async (w, slug) => {
      const result = await mutate(w.server, 'createProject', { slug, name: 'Slugged' }, 'project { slug }');
      return { result, key: 'createProject', stored: () => result.body.data.createProject.project.slug };
    },
  },
  {
    name: 'saved view name',
    value: SAVED_VIEW_NAME_MAX_LENGTH,
    source: 'SAVED_VIEW_NAME_MAX_LENGTH, src/server/domain/savedViews.ts',
    code: 'TOO_LONG',
    field: 'name',
    send: async (w, name) => {
      const result = await mutate(w.member, 'createSavedView', { projectId: w.projectId, name, query: 'is:open' }, 'savedView { name }');
      return { result, key: 'createSavedView', stored: () => result.body.data.createSavedView.savedView.name };
    },
  },
  {
    name: "person's name (signUp)",
    value: NAME_MAX_LENGTH,
    source: 'NAME_MAX_LENGTH, src/server/domain/accounts.ts',
    code: 'TOO_LONG',
    field: 'name',
    send: async (w, name) => {
      const result = await signUp(w, { name });
      return { result, key: 'signUp', stored: () => result.body.data.signUp.viewer.name };
    },
  },
  {
    name: 'login (signUp)',
    value: LOGIN_MAX_LENGTH,
    source: 'LOGIN_MAX_LENGTH, src/server/domain/accounts.ts',
    code: 'INVALID',
    field: 'login',
    make: loginOf,
    send: async (w, login) => {
      const result = await signUp(w, { login });
      return { result, key: 'signUp', stored: () => result.body.data.signUp.viewer.login };
    },
  },
  {
    name: 'login (signUp)',
    value: LOGIN_MIN_LENGTH,
    source: 'LOGIN_MIN_LENGTH, src/server/domain/accounts.ts',
    bound: 'min',
    code: 'INVALID',
    field: 'login',
    make: loginOf,
    send: async (w, login) => {
      const result = await signUp(w, { login });
      return { result, key: 'signUp', stored: () => result.body.data.signUp.viewer.login };
    },
  },
  {
    name: 'email address (signUp)',
    value: EMAIL_MAX_LENGTH,
    source: 'EMAIL_MAX_LENGTH, src/server/domain/accounts.ts',
    code: 'INVALID',
    field: 'email',
    make: emailOf,
    send: async (w, email) => {
      const result = await signUp(w, { email });
      return { result, key: 'signUp', stored: () => result.body.data.signUp.viewer.email };
    },
  },
  ...(['max', 'min'] as const).flatMap((bound): TextRule[] => {
    const value = bound === 'max' ? PASSWORD_MAX_LENGTH : PASSWORD_MIN_LENGTH;
    const source = `${bound === 'max' ? 'PASSWORD_MAX_LENGTH' : 'PASSWORD_MIN_LENGTH'}, src/server/domain/passwords.ts`;
    const code = bound === 'max' ? 'TOO_LONG' : 'INVALID';
    return [
      {
        name: 'password (signUp)',
        value,
        source,
        bound,
        code,
        field: 'password',
        make: ascii,
        send: async (w, password) => {
          const result = await signUp(w, { password });
          return { result, key: 'signUp', stored: () => password };
        },
        // The new account signs in with it.
        after: async (w, password, result) => {
          await w.signUps.signIn(result.body.data.signUp.viewer.email, password);
        },
      },
      {
        name: 'password (changePassword)',
        value,
        source,
        bound,
        code,
        field: 'newPassword',
        make: ascii,
        send: async (w, newPassword) => {
          const person = await w.server.createAccount(`changes-${unique()}`, 'MEMBER');
          const result = await mutate(person, 'changePassword', { currentPassword: DEMO_PASSWORD, newPassword }, 'viewer { email }');
          return { result, key: 'changePassword', stored: () => newPassword };
        },
        after: async (w, password, result) => {
          await w.server.signIn(result.body.data.changePassword.viewer.email, password);
        },
      },
    ];
  }),
];

const textLimits: Limit[] = textRules.map((rule) => ({
  name: rule.name,
  value: rule.value,
  source: rule.source,
  bound: rule.bound ?? 'max',
  // Required fields: one character is enough (and none is REQUIRED); other rules have two sides to show.
  inside: rule.code !== 'REQUIRED',
  refusal: { status: 200, code: rule.code, field: [rule.field] },
  async attempt(w, n) {
    const value = (rule.make ?? text)(n, `T${unique()}`);
    assert.equal(rule.make === ascii ? value.length : [...value].length, n, 'the text is as long as the try says');
    const { result, key, stored } = await rule.send(w, value);
    return outcome(result, key, async () => {
      assert.equal(stored(), value, 'stored whole');
      await rule.after?.(w, value, result);
    });
  },
}));

// ---------------------------------------------------------------------------------------------------------
// Uploads and request bodies.

const ADD_ISSUE_ATTACHMENTS = mutationText('addIssueAttachments', 'attachments { size }');
const ADD_COMMENT_ATTACHMENTS = mutationText('addCommentAttachments', 'attachments { size }');
const ADD_COMMENT = mutationText('addComment', 'comment { attachments { size } }');

const smallFile = (i: number): TestFile => ({ name: `f${i}.txt`, type: 'text/plain', bytes: new TextEncoder().encode(`file ${i}`) });

/** A multipart request whose `n` files come from n − 1 parts: the first part fills two variables. */
function mappedTwice(query: string, input: Record<string, unknown>, n: number): RequestInit {
  const form = new FormData();
  form.set('operations', JSON.stringify({ query, variables: { input: { ...input, files: Array.from({ length: n }, () => null) } } }));
  const map: Record<string, string[]> = { 0: ['variables.input.files.0', 'variables.input.files.1'] };
  for (let part = 1; part < n - 1; part += 1) map[String(part)] = [`variables.input.files.${part + 1}`];
  form.set('map', JSON.stringify(map));
  for (let part = 0; part < n - 1; part += 1)
    form.set(String(part), new Blob([new Uint8Array(smallFile(part).bytes)], { type: 'text/plain' }), `f${part}.txt`);
  return { method: 'POST', body: form };
}

/** Sends an upload; refused tries must leave no row and no file behind. */
async function upload(w: World, init: RequestInit, key: string, sizes: (payload: Json) => number[], expected: number[]): Promise<Outcome> {
  const before = await footprint(w.server);
  const result = await fetchResult(await w.server.fetch('/graphql', init));
  const answer = await outcome(result, key, () => assert.deepEqual(sizes(result.body.data[key]), expected));
  if (answer !== 'accepted') assert.deepEqual(await footprint(w.server), before, 'refused: nothing written, nothing stored');
  return answer;
}

const uploadLimits: Limit[] = [
  {
    name: 'files per upload, counted by the multipart parser',
    value: DEFAULT_UPLOAD_MAX_FILES,
    source: 'DEFAULT_UPLOAD_MAX_FILES (TRIAGE_UPLOAD_MAX_FILES), src/server/config.ts',
    bound: 'max',
    refusal: { status: 400, code: 'BAD_REQUEST', field: null, message: new RegExp(`Files limit exceeded: ${DEFAULT_UPLOAD_MAX_FILES}`) },
    attempt: (w, n) =>
      upload(
        w,
        {
          ...multipartFiles(
            ADD_ISSUE_ATTACHMENTS,
            { issueId: w.issueId },
            Array.from({ length: n }, (_, i) => smallFile(i)),
          ),
          headers: {},
        },
        'addIssueAttachments',
        (p) => p.attachments.map((a: { size: number }) => a.size),
        Array.from({ length: n }, (_, i) => smallFile(i).bytes.byteLength),
      ),
  },
  // One part may fill several variables (the multipart spec allows it), so the parser's count of parts is not
  // the number of files a mutation gets: the domain counts again, in each mutation that takes files.
  ...(
    [
      ['addIssueAttachments', ADD_ISSUE_ATTACHMENTS, (w: World) => ({ issueId: w.issueId }), (p: Json) => p.attachments],
      ['addCommentAttachments', ADD_COMMENT_ATTACHMENTS, (w: World) => ({ commentId: w.commentId }), (p: Json) => p.attachments],
      ['addComment', ADD_COMMENT, (w: World) => ({ issueId: w.issueId, body: 'With files' }), (p: Json) => p.comment.attachments],
    ] as const
  ).map(([key, query, input, attachments]): Limit => ({
    name: `files per ${key}, counted by the domain (one part filling two variables)`,
    value: DEFAULT_UPLOAD_MAX_FILES,
    source:
      'DEFAULT_UPLOAD_MAX_FILES (TRIAGE_UPLOAD_MAX_FILES), src/server/config.ts; checkFileCount, src/server/domain/attachmentFiles.ts',
    bound: 'max',
    refusal: { status: 200, code: 'TOO_MANY', field: ['files'], message: new RegExp(`At most ${DEFAULT_UPLOAD_MAX_FILES} files`) },
    attempt: (w, n) =>
      upload(
        w,
        mappedTwice(query, input(w), n),
        key,
        (p) => attachments(p).map((a: { size: number }) => a.size),
        [smallFile(0), ...Array.from({ length: n - 1 }, (_, i) => smallFile(i))].map((f) => f.bytes.byteLength),
      ),
  })),
  {
    name: 'file size, in bytes',
    value: DEFAULT_UPLOAD_MAX_BYTES,
    source: 'DEFAULT_UPLOAD_MAX_BYTES (TRIAGE_UPLOAD_MAX_BYTES), src/server/config.ts',
    bound: 'max',
    refusal: { status: 413, code: 'REQUEST_ENTITY_TOO_LARGE', field: null, message: /File size limit exceeded/ },
    attempt: (w, n) =>
      upload(
        w,
        {
          ...multipartFiles(ADD_ISSUE_ATTACHMENTS, { issueId: w.issueId }, [
            { name: 'big.txt', type: 'text/plain', bytes: new Uint8Array(n).fill(0x61) },
          ]),
          headers: {},
        },
        'addIssueAttachments',
        (p) => p.attachments.map((a: { size: number }) => a.size),
        [n],
      ),
  },
  {
    name: 'request body other than uploads, in bytes',
    value: DEFAULT_MAX_BODY_BYTES,
    source: 'DEFAULT_MAX_BODY_BYTES (TRIAGE_MAX_BODY_BYTES), src/server/config.ts',
    bound: 'max',
    refusal: {
      status: 413,
      code: 'REQUEST_ENTITY_TOO_LARGE',
      field: null,
      message: new RegExp(`larger than ${DEFAULT_MAX_BODY_BYTES} bytes`),
    },
    async attempt(w, n) {
      // A query padded with a comment (comments are not tokens, so armor's limits do not mind).
      const start = '{"query":"{ viewer { login } } #';
      const body = `${start}${'x'.repeat(n - start.length - 2)}"}`;
      assert.equal(Buffer.byteLength(body), n);
      const result = await fetchResult(
        await w.server.fetch('/graphql', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body }),
      );
      return outcome(result, undefined, () => assert.equal(result.body.data.viewer.login, 'admin'));
    },
  },
];

// ---------------------------------------------------------------------------------------------------------
// Failed sign-ins: n attempts in the window, the first n − 1 wrong and the last right.

type Guess = (w: World, email: string, session: Session, password: string) => Promise<GraphQLResult>;
const bySignIn: Guess = (w, email, _session, password) => mutate(w.server.anonymous, 'signIn', { email, password }, 'viewer { email }');
const byChangingPassword: Guess = (_w, _email, session, password) =>
  mutate(session, 'changePassword', { currentPassword: password, newPassword: 'a new password for sure' }, 'viewer { email }');

/** n − 1 wrong guesses (by `wrong`, in turn), then the right password by `last`. */
function guesses(wrong: readonly Guess[], last: Guess) {
  return async (w: World, n: number): Promise<Outcome> => {
    await sql`delete from sign_in_failures`.execute(w.server.database.db);
    const login = `guessed-${unique()}`;
    const session = await w.server.createAccount(login, 'MEMBER');
    const email = `${login}@example.test`;
    for (let i = 0; i < n - 1; i += 1) {
      const { body } = await (wrong[i % wrong.length] as Guess)(w, email, session, `wrong guess ${i}`);
      assert.equal(
        (Object.values(body.data)[0] as { errors: { code: string }[] }).errors[0]?.code,
        'INVALID_CREDENTIALS',
        `guess ${i + 1} is judged`,
      );
    }
    const result = await last(w, email, session, DEMO_PASSWORD);
    await sql`delete from sign_in_failures`.execute(w.server.database.db);
    const key = last === bySignIn ? 'signIn' : 'changePassword';
    return outcome(result, key, () => assert.equal(result.body.data[key].viewer.email, email));
  };
}

const rateLimits: Limit[] = [
  {
    name: 'sign-in attempts per account (15 minutes)',
    value: MAX_FAILURES_PER_ACCOUNT,
    source: 'MAX_FAILURES_PER_ACCOUNT, src/server/domain/rateLimit.ts',
    bound: 'max',
    inside: true,
    refusal: { status: 200, code: 'RATE_LIMITED', field: null },
    attempt: guesses([bySignIn], bySignIn),
  },
  {
    name: 'password-change attempts per account (15 minutes)',
    value: MAX_FAILURES_PER_ACCOUNT,
    source: 'MAX_FAILURES_PER_ACCOUNT, src/server/domain/rateLimit.ts',
    bound: 'max',
    refusal: { status: 200, code: 'RATE_LIMITED', field: null },
    attempt: guesses([byChangingPassword], byChangingPassword),
  },
  {
    name: 'attempts per account, sign-in and password change sharing one count',
    value: MAX_FAILURES_PER_ACCOUNT,
    source: 'MAX_FAILURES_PER_ACCOUNT, src/server/domain/rateLimit.ts',
    bound: 'max',
    refusal: { status: 200, code: 'RATE_LIMITED', field: null },
    attempt: guesses([byChangingPassword, bySignIn], bySignIn),
  },
  {
    name: 'sign-in attempts per network address (15 minutes)',
    value: MAX_FAILURES_PER_ADDRESS,
    source: 'MAX_FAILURES_PER_ADDRESS, src/server/domain/rateLimit.ts',
    bound: 'max',
    refusal: { status: 200, code: 'RATE_LIMITED', field: null },
    async attempt(w, n) {
      await sql`delete from sign_in_failures`.execute(w.server.database.db);
      // Each wrong guess names another account, so only the address's count can refuse the last.
      for (let i = 0; i < n - 1; i += 1) {
        const { body } = await mutate(
          w.server.anonymous,
          'signIn',
          { email: `stranger${i}@example.test`, password: 'wrong' },
          'viewer { id }',
        );
        assert.equal(body.data.signIn.errors[0]?.code, 'INVALID_CREDENTIALS');
      }
      const login = `addressed-${unique()}`;
      await w.server.createAccount(login, 'MEMBER');
      const result = await mutate(
        w.server.anonymous,
        'signIn',
        { email: `${login}@example.test`, password: DEMO_PASSWORD },
        'viewer { login }',
      );
      await sql`delete from sign_in_failures`.execute(w.server.database.db);
      return outcome(result, 'signIn', () => assert.equal(result.body.data.signIn.viewer.login, login));
    },
  },
];

// ---------------------------------------------------------------------------------------------------------
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
const armorLimits: Limit[] = armorCases.map(([key, what, make, message]) => ({
  name: `${what} in one document (graphql-armor)`,
  value: ABUSE_LIMITS[key],
  source: `ABUSE_LIMITS.${key}, src/server/graphql/abuseLimits.ts`,
  bound: 'max',
  refusal: { status: 400, code: 'QUERY_TOO_COMPLEX', field: null, message: message(ABUSE_LIMITS[key]) },
  attempt: (w, n) => document(w, make(n)),
}));

const LIMITS: readonly Limit[] = [
  ...listLimits,
  nodesLimit,
  ...searchLimits,
  ...countLimits,
  ...textLimits,
  ...uploadLimits,
  ...rateLimits,
  ...armorLimits,
];

test('every connection in the schema has a `first` row in the table', () => {
  assert.deepEqual(Object.keys(PAGED_LISTS).sort(), connectionsInSchema());
});

for (const backend of backends) {
  describe(`limits on ${backend}`, () => {
    let world: World;
    before(async () => {
      const server = await startTestServer(backend);
      const signUps = await startTestServer(backend, { seed: false, allowSignUp: true });
      const ok = async (session: Session, field: string, input: Record<string, unknown>, select: string) => {
        const { body } = await mutate(session, field, input, select);
        assert.deepEqual(body.errors ?? body.data[field].errors, [], JSON.stringify(body));
        return body.data[field];
      };
      const webIssueIds: string[] = [];
      let after: string | null = null;
      while (webIssueIds.length < 200) {
        const { body } = await server.graphql(
          'query($after: String) { project(slug: "web") { issues(first: 100, after: $after) { pageInfo { endCursor } edges { node { id } } } } }',
          { after },
        );
        webIssueIds.push(...body.data.project.issues.edges.map((e: { node: { id: string } }) => e.node.id));
        after = body.data.project.issues.pageInfo.endCursor;
      }
      const projectId = (await ok(server, 'createProject', { slug: 'limits', name: 'Limits' }, 'project { id }')).project.id;
      const issueId = (await ok(server, 'createIssue', { projectId, title: 'The limits issue' }, 'issue { id }')).issue.id;
      const commentId = (await ok(server, 'addComment', { issueId, body: 'The limits comment' }, 'comment { id }')).comment.id;
      const labelId = (await ok(server, 'createLabel', { projectId, name: 'limits', color: 'abcdef' }, 'label { id }')).label.id;
      const people: string[] = [];
      for (let i = 0; i <= MAX_ASSIGNEES; i += 1)
        people.push(toGlobalId('User', (await server.createAccount(`assignee-${i}`, 'MEMBER')).id));
      world = {
        server,
        signUps,
        member: await server.signIn('member@triage.test'),
        webIssueIds,
        projectId,
        issueId,
        commentId,
        labelId,
        people,
      };
    });
    after(async () => {
      await world?.server.close();
      await world?.signUps.close();
    });

    for (const limit of LIMITS) {
      const beyond = limit.bound === 'max' ? limit.value + 1 : limit.value - 1;
      const inside = limit.bound === 'max' ? limit.value - 1 : limit.value + 1;
      const title = `${limit.name} (${limit.bound === 'max' ? 'at most' : 'at least'} ${limit.value}: ${limit.source})`;
      test(`${title}: ${limit.value} is accepted`, async () => {
        assert.equal(await limit.attempt(world, limit.value), 'accepted');
      });
      test(`${title}: ${beyond} is refused with ${limit.refusal.code}`, async () => {
        const answer = await limit.attempt(world, beyond);
        assert.notEqual(answer, 'accepted', `${beyond} was accepted`);
        const { message, ...refusal } = answer as Refusal;
        const { message: pattern, ...expected } = limit.refusal;
        assert.deepEqual(refusal, expected);
        if (pattern) assert.match(message ?? '', pattern);
      });
      if (limit.inside) {
        test(`${title}: ${inside} is accepted`, async () => {
          assert.equal(await limit.attempt(world, inside), 'accepted');
        });
      }
    }
  });
}
