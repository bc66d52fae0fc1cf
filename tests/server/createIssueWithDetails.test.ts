// createIssue with what an issue can start with (issue 15's new-issue form): labels, assignees, a priority and
// files, all saved with the issue or not at all. Anything wrong with one of them is a UserError that writes
// nothing: no issue, no number used up, no file row.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import { MAX_ASSIGNEES } from '../../src/server/domain/issues.ts';
import { backends, startTestServer, type Session, type TestServer } from './harness.ts';
import { multipartFiles } from './multipart.ts';

const CREATE = `mutation($input: CreateIssueInput!) {
  createIssue(input: $input) {
    errors { field message code }
    issue {
      number title priority
      labels { name }
      assignees { login }
      attachments { filename size }
      timeline(first: 10) { edges { node { __typename } } }
    }
  }
}`;
const file = (name: string, content = name) => ({ name, type: 'text/plain', bytes: new TextEncoder().encode(content) });

for (const backend of backends) {
  describe(`createIssue with labels, assignees, priority and files on ${backend}`, () => {
    let server: TestServer;
    let member: Session;
    let projectId: string;
    let labels: Map<string, string>;
    let people: Map<string, string>;
    let otherProjectLabel: string;

    const count = async (table: 'issues' | 'issue_labels' | 'issue_assignees' | 'attachments') =>
      (await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}`.execute(server.database.db)).rows[0]?.n;
    const counts = async () => Promise.all([count('issues'), count('issue_labels'), count('issue_assignees'), count('attachments')]);
    const nextNumber = async () =>
      (await server.database.db.selectFrom('projects').select('next_issue_number').where('slug', '=', 'web').executeTakeFirstOrThrow())
        .next_issue_number;

    before(async () => {
      server = await startTestServer(backend);
      member = await server.signIn('member@triage.test');
      const { body } = await member.graphql(`{
        project(slug: "web") { id labels { id name } assignableUsers { id login } }
        mobile: project(slug: "mobile") { labels { id } }
      }`);
      projectId = body.data.project.id;
      labels = new Map(body.data.project.labels.map((l: { id: string; name: string }) => [l.name, l.id]));
      people = new Map(body.data.project.assignableUsers.map((u: { id: string; login: string }) => [u.login, u.id]));
      otherProjectLabel = body.data.mobile.labels[0].id;
    });
    after(() => server.close());

    test('an issue opens with its labels, assignees, priority and files, and its timeline starts empty', async () => {
      const [bug, docs] = [...labels.values()];
      const [first, second] = [...people.values()];
      const input = { projectId, title: 'Opened with everything', labelIds: [bug, docs], assigneeIds: [first, second], priority: 'HIGH' };
      const response = await member.fetch('/graphql', multipartFiles(CREATE, input, [file('trace.txt', 'stack'), file('notes.txt')]));
      const payload = (await response.json()).data.createIssue;
      assert.deepEqual(payload.errors, []);
      const { issue } = payload;
      assert.equal(issue.priority, 'HIGH');
      assert.deepEqual(issue.labels.map((l: { name: string }) => l.name).sort(), [...labels.keys()].slice(0, 2).sort());
      assert.deepEqual(issue.assignees.map((u: { login: string }) => u.login).sort(), [...people.keys()].slice(0, 2).sort());
      assert.deepEqual(
        issue.attachments.map((a: { filename: string; size: number }) => [a.filename, a.size]),
        [
          ['trace.txt', 5],
          ['notes.txt', 9],
        ],
      );
      // What an issue opens with is the issue as opened, not a change to it.
      assert.deepEqual(issue.timeline.edges, []);
      // The list's label filter and the search find it at once.
      const found = await member.graphql(
        `{ project(slug: "web") { issues(first: 5, query: "label:\\"${issue.labels[0].name}\\" everything") { edges { node { number } } } } }`,
      );
      assert.deepEqual(found.body.data.project.issues.edges, [{ node: { number: issue.number } }]);
    });

    test('without the new fields, an issue opens as before: no labels, nobody assigned, no priority, no files', async () => {
      const { body } = await member.graphql(CREATE, { input: { projectId, title: 'Plain' } });
      assert.deepEqual(body.data.createIssue.errors, []);
      const { issue } = body.data.createIssue;
      assert.equal(issue.priority, 'NONE');
      assert.deepEqual([issue.labels, issue.assignees, issue.attachments], [[], [], []]);
    });

    const refused: [string, () => Record<string, unknown>, { field: string; code: string; message: RegExp }][] = [
      [
        'a label of another project',
        () => ({ labelIds: [otherProjectLabel] }),
        { field: 'labelIds', code: 'NOT_FOUND', message: /not this project's/ },
      ],
      [
        'a label id that names no label',
        () => ({ labelIds: ['nope'] }),
        { field: 'labelIds', code: 'INVALID', message: /each label once/ },
      ],
      [
        'the same label twice',
        () => ({ labelIds: [[...labels.values()][0], [...labels.values()][0]] }),
        { field: 'labelIds', code: 'INVALID', message: /each label once/ },
      ],
      [
        'the same person twice',
        () => ({ assigneeIds: [[...people.values()][0], [...people.values()][0]] }),
        { field: 'assigneeIds', code: 'INVALID', message: /each person once/ },
      ],
      [
        `${MAX_ASSIGNEES + 1} assignees`,
        () => ({ assigneeIds: Array.from({ length: MAX_ASSIGNEES + 1 }, (_, i) => Buffer.from(`User:${1000 + i}`).toString('base64url')) }),
        { field: 'assigneeIds', code: 'TOO_MANY', message: new RegExp(`at most ${MAX_ASSIGNEES} assignees`) },
      ],
      [
        'a person who cannot be assigned here',
        () => ({ assigneeIds: [Buffer.from('User:4242').toString('base64url')] }),
        { field: 'assigneeIds', code: 'NOT_FOUND', message: /cannot be assigned here/ },
      ],
    ];
    for (const [name, extra, expected] of refused) {
      test(`${name} is refused, and nothing is written, not even a number or a file`, async () => {
        const before = await counts();
        const number = await nextNumber();
        const response = await member.fetch(
          '/graphql',
          multipartFiles(CREATE, { projectId, title: 'Refused', ...extra() }, [file('kept-out.txt')]),
        );
        const payload = (await response.json()).data.createIssue;
        assert.equal(payload.issue, null);
        assert.deepEqual(
          payload.errors.map((e: { field: string[]; code: string }) => [e.field[0], e.code]),
          [[expected.field, expected.code]],
        );
        assert.match(payload.errors[0].message, expected.message);
        assert.deepEqual(await counts(), before);
        assert.equal(await nextNumber(), number);
      });
    }

    test('a viewer cannot open an issue with labels either', async () => {
      const viewer = await server.signIn('viewer@triage.test');
      const before = await counts();
      const { body } = await viewer.graphql(CREATE, { input: { projectId, title: 'No', labelIds: [[...labels.values()][0]] } });
      assert.deepEqual(
        body.data.createIssue.errors.map((e: { code: string }) => e.code),
        ['FORBIDDEN'],
      );
      assert.deepEqual(await counts(), before);
    });
  });
}
