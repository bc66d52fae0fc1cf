// Every query of the persisted map (persisted-queries.json: the app's current operations and the older
// versions still served to clients not yet reloaded), run on the demo data with plausible variables as the
// demo admin, compared with a stored snapshot of its JSON. Reads are reworked for fewer SQL statements
// (issue 14); this proves the answers stay the same, on PGlite and on PostgreSQL alike (one snapshot for both).
// After a deliberate change of what a query answers: TRIAGE_UPDATE_SNAPSHOTS=1 and review the diff.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import { toGlobalId } from '../../src/server/graphql/globalId.ts';
import { backends, startTestServer, type Session, type TestServer } from './harness.ts';

const repoRoot = path.resolve(import.meta.dirname, '..', '..');
const SNAPSHOT_FILE = path.join(import.meta.dirname, 'snapshots', 'persistedQueries.json');
const updating = process.env.TRIAGE_UPDATE_SNAPSHOTS === '1';

const persisted = JSON.parse(fs.readFileSync(path.join(repoRoot, 'persisted-queries.json'), 'utf8')) as Record<string, string>;
/** The queries only (mutations change the data; subscriptions stream). */
const queries = Object.entries(persisted)
  .filter(([, text]) => text.startsWith('query '))
  .sort(([a], [b]) => a.localeCompare(b));

/** The demo data's fixed clock: anything later was written by this run (a session, a last activity). */
const DEMO_NOW = Date.parse('2026-11-01T12:00:00Z');

/** Times written by this run differ between runs: they become a placeholder (their presence still counts). */
function stable(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(stable);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, stable(v)]));
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value) && Date.parse(value) > DEMO_NOW) return '<this run>';
  return value;
}

interface DemoIds {
  readonly project: string;
  readonly issue: string;
  /** The admin who asks (their inbox is paged by refetching them). */
  readonly admin: string;
}

/** The variables an operation declares, each given a plausible value on the demo data (or left to its default). */
function variablesOf(text: string, ids: DemoIds): Record<string, unknown> {
  const name = /^query (\w+)/.exec(text)?.[1] ?? '';
  const declared = /^query \w+\(([^)]*)\)/.exec(text)?.[1] ?? '';
  const variables: Record<string, unknown> = {};
  for (const [, variable] of declared.matchAll(/\$(\w+):/g)) {
    switch (variable) {
      case 'slug':
        variables.slug = 'web';
        break;
      case 'number':
        variables.number = 12;
        break;
      case 'query':
        // The list's default, and a search through labels, a person and a sort in the pagination queries.
        variables.query = name.includes('Pagination') ? 'label:bug assignee:ada sort:updated-desc' : 'is:open';
        break;
      case 'openQuery':
        variables.openQuery = 'is:open';
        break;
      case 'closedQuery':
        variables.closedQuery = 'is:closed';
        break;
      case 'state':
        variables.state = 'OPEN';
        break;
      case 'filter':
        variables.filter = 'ALL';
        break;
      case 'relation':
        variables.relation = 'ASSIGNED';
        break;
      case 'includeArchived':
        variables.includeArchived = true;
        break;
      case 'token':
        variables.token = 'no-such-invitation';
        break;
      case 'id':
        // The pagination of a project's list refetches the project; the rest refetch an issue (or, for an
        // invitation's mail state, ask with an id of the wrong type, which answers null).
        variables.id = name === 'IssueListPaginationQuery' ? ids.project : name === 'InboxListPaginationQuery' ? ids.admin : ids.issue;
        break;
      default:
        // count, cursor, action, actorId...: the operation's default.
        break;
    }
  }
  return variables;
}

for (const backend of backends) {
  describe(`persisted queries answer as the snapshot (${backend})`, () => {
    let server: TestServer;
    let admin: Session;
    let ids: DemoIds;
    const answers: Record<string, unknown> = {};
    before(async () => {
      server = await startTestServer(backend);
      admin = await server.signIn('admin@triage.test');
      const { db } = server.database;
      const project = await db.selectFrom('projects').select('id').where('slug', '=', 'web').executeTakeFirstOrThrow();
      const issue = await db
        .selectFrom('issues')
        .select('id')
        .where('project_id', '=', project.id)
        .where('number', '=', 12)
        .executeTakeFirstOrThrow();
      const adminUser = await db.selectFrom('users').select('id').where('login', '=', 'admin').executeTakeFirstOrThrow();
      ids = { project: toGlobalId('Project', project.id), issue: toGlobalId('Issue', issue.id), admin: toGlobalId('User', adminUser.id) };
      // One inbox entry of the admin's in place of the demo's, at a fixed time and with the first id, so that the
      // inbox's answers stay those of this file whatever the demo's inbox holds.
      await db.deleteFrom('notifications').where('user_id', '=', adminUser.id).execute();
      await sql`alter table notifications alter column id restart with 1`.execute(db);
      await db
        .insertInto('notifications')
        .values({ user_id: adminUser.id, issue_id: issue.id, reason: 'MENTIONED', unread_count: 2, updated_at: new Date(DEMO_NOW) })
        .execute();
    });
    after(async () => {
      if (updating && backend === backends[0]) {
        fs.mkdirSync(path.dirname(SNAPSHOT_FILE), { recursive: true });
        fs.writeFileSync(SNAPSHOT_FILE, `${JSON.stringify(answers, null, 1)}\n`);
      }
      await server.close();
    });

    test(`${queries.length} queries`, async () => {
      const stored = updating ? {} : (JSON.parse(fs.readFileSync(SNAPSHOT_FILE, 'utf8')) as Record<string, unknown>);
      for (const [id, text] of queries) {
        const variables = variablesOf(text, ids);
        const answer = await admin.graphql(text, variables);
        const got = stable({ name: /^query (\w+)/.exec(text)?.[1], variables, status: answer.status, body: answer.body });
        answers[id] = got;
        if (!updating) assert.deepEqual(got, stored[id], `query ${id} answered otherwise than its snapshot`);
      }
      // Updating writes the queries asked, nothing else: a snapshot holds only what is checked.
      const stale = Object.keys(stored).filter((id) => !(id in answers));
      if (!updating)
        assert.deepEqual(stale, [], 'snapshots of queries no longer in persisted-queries.json (TRIAGE_UPDATE_SNAPSHOTS=1 drops them)');
    });
  });
}
