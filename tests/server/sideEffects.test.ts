// What a change writes besides its own row, checked both ways: search documents after a create, an edit
// and a delete (and never lagging behind); one timeline event per change (and the issue's updated time
// bumped), none for a change that changes nothing; failed guesses counted toward the sign-in limits, and
// cleared by a right password.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import { PASSWORD_MAX_LENGTH } from '../../src/server/domain/passwords.ts';
import { MAX_FAILURES_PER_ACCOUNT } from '../../src/server/domain/rateLimit.ts';
import { keyOf } from '../../src/server/graphql/globalId.ts';
import { backends, DEMO_PASSWORD, type GraphQLResult, type Session, startTestServer, type TestServer } from './harness.ts';
import { mutate } from './mutate.ts';

const ISSUE = `query($id: ID!) { node(id: $id) { ... on Issue { number title body state stateReason priority labels { name } assignees { login }
  timeline(first: 100) { edges { node { __typename
    ... on IssueEvent { kind from to actor { login } label { name } assignee { login } }
    ... on Comment { body editedAt } } } } } } }`;

interface EventSeen {
  readonly kind: string;
  readonly from: string | null;
  readonly to: string | null;
  readonly actor: { readonly login: string } | null;
  readonly label: { readonly name: string } | null;
  readonly assignee: { readonly login: string } | null;
}

for (const backend of backends) {
  describe(`side effects on ${backend}`, () => {
    let server: TestServer;
    let member: Session;
    let projectId: string;
    let bugLabel: string;
    let memberId: string;

    /** Sends a mutation that must succeed; returns its payload. */
    const ok = async (session: Session, field: string, input: Record<string, unknown>, select = '') => {
      const { body } = await mutate(session, field, input, select);
      assert.equal(body.errors, undefined, JSON.stringify(body.errors));
      assert.deepEqual(body.data[field].errors, [], `${field}: ${JSON.stringify(body.data[field].errors)}`);
      return body.data[field];
    };
    const newIssue = async (title: string, body = '') =>
      (await ok(member, 'createIssue', { projectId, title, body }, 'issue { id number }')).issue as { id: string; number: number };
    /** The numbers of the project's issues a search finds. */
    const found = async (query: string): Promise<number[]> => {
      const { body } = await member.graphql(
        'query($q: String) { project(slug: "effects") { issues(first: 100, query: $q) { queryErrors { message } edges { node { number } } } } }',
        { q: query },
      );
      assert.deepEqual(body.data.project.issues.queryErrors, []);
      return body.data.project.issues.edges.map((e: { node: { number: number } }) => e.node.number);
    };
    const read = async (id: string) => (await member.graphql(ISSUE, { id })).body.data.node;
    const events = async (id: string): Promise<EventSeen[]> =>
      (await read(id)).timeline.edges
        .map((e: { node: { __typename: string } }) => e.node)
        .filter((n: { __typename: string }) => n.__typename === 'IssueEvent')
        .map(({ __typename: _type, ...event }: { __typename: string } & EventSeen) => event);
    /** The issue's updated time as PostgreSQL holds it (microseconds), and its events. */
    const state = async (id: string) => {
      const { rows } = await sql<{ at: string }>`select updated_at::text as at from issues where id = ${keyOf(id, 'Issue')}`.execute(
        server.database.db,
      );
      return { updatedAt: rows[0]?.at, events: await events(id) };
    };

    before(async () => {
      server = await startTestServer(backend);
      member = await server.signIn('member@triage.test');
      projectId = (await ok(server, 'createProject', { slug: 'effects', name: 'Effects' }, 'project { id }')).project.id;
      bugLabel = (await ok(server, 'createLabel', { projectId, name: 'bug', color: 'd73a4a' }, 'label { id }')).label.id;
      memberId = (await member.graphql('{ viewer { id } }')).body.data.viewer.id;
    });
    after(() => server.close());

    test('search documents follow titles, bodies and comments as they are written, edited and deleted', async () => {
      const issue = await newIssue('Aardvark sighting', 'A bumblebee in the garden.');
      const bystander = await newIssue('Bystander', 'Keeps its own gnu.');
      let commentId = '';
      let otherCommentId = '';
      const steps: [string, () => Promise<unknown>, Record<string, boolean>][] = [
        ['created', async () => {}, { aardvark: true, bumblebee: true }],
        [
          'title edited',
          () => ok(member, 'updateIssue', { issueId: issue.id, title: 'Capybara sighting' }),
          { aardvark: false, capybara: true, bumblebee: true },
        ],
        [
          'body edited',
          () => ok(member, 'updateIssue', { issueId: issue.id, body: 'A dromedary in the garden.' }),
          { bumblebee: false, dromedary: true, capybara: true },
        ],
        [
          'a comment added',
          async () => {
            commentId = (await ok(member, 'addComment', { issueId: issue.id, body: 'An echidna too.' }, 'comment { id }')).comment.id;
          },
          { echidna: true },
        ],
        [
          'another comment added',
          async () => {
            otherCommentId = (await ok(member, 'addComment', { issueId: issue.id, body: 'And a hedgehog.' }, 'comment { id }')).comment.id;
          },
          { echidna: true, hedgehog: true },
        ],
        [
          'the comment edited',
          () => ok(member, 'updateComment', { commentId, body: 'A flamingo, I meant.' }),
          { echidna: false, flamingo: true, hedgehog: true },
        ],
        [
          'the comment deleted',
          () => ok(member, 'deleteComment', { commentId }),
          { flamingo: false, hedgehog: true, capybara: true, dromedary: true },
        ],
        [
          'the other comment deleted',
          () => ok(member, 'deleteComment', { commentId: otherCommentId }),
          { hedgehog: false, capybara: true },
        ],
      ];
      for (const [step, act, expected] of steps) {
        await act();
        for (const [word, findable] of Object.entries(expected)) {
          assert.deepEqual(
            await found(word),
            findable ? [issue.number] : [],
            `after "${step}", "${word}" is ${findable ? '' : 'no longer '}found`,
          );
        }
        assert.deepEqual(await found('gnu'), [bystander.number], `after "${step}", the other issue's document is untouched`);
      }
    });

    test('a refused edit leaves the search document as it was', async () => {
      const issue = await newIssue('Ibex report', 'About a jackal.');
      const { body } = await mutate(member, 'updateIssue', { issueId: issue.id, title: 'Kangaroo', body: 'x'.repeat(70_000) });
      assert.deepEqual(
        body.data.updateIssue.errors.map((e: { code: string }) => e.code),
        ['TOO_LONG'],
      );
      assert.deepEqual([await found('ibex'), await found('jackal'), await found('kangaroo')], [[issue.number], [issue.number], []]);
    });

    // Each change, applied to a fresh issue (after `prepare`), writes exactly its event and bumps the issue's
    // updated time; applied again, it changes nothing and writes nothing.
    const changes: {
      name: string;
      prepare?: (id: string) => Promise<unknown>;
      apply: (id: string) => Promise<unknown>;
      event: Omit<EventSeen, 'actor'> | null;
      then?: Record<string, unknown>;
    }[] = [
      {
        name: 'renaming',
        apply: (id) => ok(member, 'updateIssue', { issueId: id, title: 'Renamed' }),
        event: { kind: 'RENAMED', from: 'The changed issue', to: 'Renamed', label: null, assignee: null },
        then: { title: 'Renamed' },
      },
      {
        name: 'setting a priority',
        apply: (id) => ok(member, 'updateIssue', { issueId: id, priority: 'HIGH' }),
        event: { kind: 'PRIORITY_CHANGED', from: 'No priority', to: 'High', label: null, assignee: null },
        then: { priority: 'HIGH' },
      },
      {
        name: 'removing the priority',
        prepare: (id) => ok(member, 'updateIssue', { issueId: id, priority: 'URGENT' }),
        apply: (id) => ok(member, 'updateIssue', { issueId: id, priority: 'NONE' }),
        event: { kind: 'PRIORITY_CHANGED', from: 'Urgent', to: 'No priority', label: null, assignee: null },
        then: { priority: 'NONE' },
      },
      {
        name: 'editing the description',
        apply: (id) => ok(member, 'updateIssue', { issueId: id, body: 'A new body' }),
        event: { kind: 'DESCRIPTION_EDITED', from: null, to: null, label: null, assignee: null },
        then: { body: 'A new body' },
      },
      {
        name: 'closing as completed',
        apply: (id) => ok(member, 'closeIssues', { issueIds: [id], reason: 'COMPLETED' }),
        event: { kind: 'CLOSED', from: null, to: 'COMPLETED', label: null, assignee: null },
        then: { state: 'CLOSED', stateReason: 'COMPLETED' },
      },
      {
        name: 'reopening',
        prepare: (id) => ok(member, 'closeIssues', { issueIds: [id], reason: 'NOT_PLANNED' }),
        apply: (id) => ok(member, 'reopenIssues', { issueIds: [id] }),
        event: { kind: 'REOPENED', from: null, to: null, label: null, assignee: null },
        then: { state: 'OPEN', stateReason: null },
      },
      {
        name: 'adding a label',
        apply: (id) => ok(member, 'addLabelsToIssues', { issueIds: [id], labelIds: [bugLabel] }),
        event: { kind: 'LABELED', from: null, to: null, label: { name: 'bug' }, assignee: null },
        then: { labels: [{ name: 'bug' }] },
      },
      {
        name: 'removing a label',
        prepare: (id) => ok(member, 'addLabelsToIssues', { issueIds: [id], labelIds: [bugLabel] }),
        apply: (id) => ok(member, 'removeLabelsFromIssues', { issueIds: [id], labelIds: [bugLabel] }),
        event: { kind: 'UNLABELED', from: null, to: null, label: { name: 'bug' }, assignee: null },
        then: { labels: [] },
      },
      {
        name: 'assigning',
        apply: (id) => ok(member, 'addAssigneesToIssues', { issueIds: [id], userIds: [memberId] }),
        event: { kind: 'ASSIGNED', from: null, to: null, label: null, assignee: { login: 'member' } },
        then: { assignees: [{ login: 'member' }] },
      },
      {
        name: 'unassigning',
        prepare: (id) => ok(member, 'addAssigneesToIssues', { issueIds: [id], userIds: [memberId] }),
        apply: (id) => ok(member, 'removeAssigneesFromIssues', { issueIds: [id], userIds: [memberId] }),
        event: { kind: 'UNASSIGNED', from: null, to: null, label: null, assignee: { login: 'member' } },
        then: { assignees: [] },
      },
    ];
    for (const change of changes) {
      test(`${change.name}: ${change.event ? `one ${change.event.kind} event` : 'no event'} and a new updated time; repeated, nothing`, async () => {
        const { id } = await newIssue('The changed issue');
        await change.prepare?.(id);
        const before = await state(id);
        await change.apply(id);
        const once = await state(id);
        assert.deepEqual(once.events.slice(before.events.length), change.event ? [{ ...change.event, actor: { login: 'member' } }] : []);
        assert.notEqual(once.updatedAt, before.updatedAt, 'the updated time moved');
        const issue = await read(id);
        for (const [field, value] of Object.entries(change.then ?? {})) assert.deepEqual(issue[field], value, field);
        await change.apply(id);
        assert.deepEqual(await state(id), once, 'the same change again writes nothing');
      });
    }

    // Changes that find nothing to change, from the start.
    const noOps: [string, (id: string) => Promise<unknown>][] = [
      [
        'renaming to the same title (blanks around it are trimmed)',
        (id) => ok(member, 'updateIssue', { issueId: id, title: '  The unchanged issue ' }),
      ],
      ['setting the priority it has', (id) => ok(member, 'updateIssue', { issueId: id, priority: 'NONE' })],
      ['setting the body it has', (id) => ok(member, 'updateIssue', { issueId: id, body: 'Its body' })],
      ['reopening an open issue', (id) => ok(member, 'reopenIssues', { issueIds: [id] })],
      ['removing a label it does not have', (id) => ok(member, 'removeLabelsFromIssues', { issueIds: [id], labelIds: [bugLabel] })],
      ['unassigning someone not assigned', (id) => ok(member, 'removeAssigneesFromIssues', { issueIds: [id], userIds: [memberId] })],
    ];
    test('closing a closed issue, with another reason (a stale page): no event, the reason and updated time unchanged', async () => {
      const { id } = await newIssue('The unchanged issue', 'Its body');
      await ok(member, 'closeIssues', { issueIds: [id], reason: 'COMPLETED' });
      const before = await state(id);
      await ok(member, 'closeIssues', { issueIds: [id], reason: 'DUPLICATE' });
      assert.deepEqual(await state(id), before);
      assert.equal((await read(id)).stateReason, 'COMPLETED');
    });

    for (const [name, apply] of noOps) {
      test(`${name}: no event, the updated time unchanged`, async () => {
        const { id } = await newIssue('The unchanged issue', 'Its body');
        const before = await state(id);
        await apply(id);
        assert.deepEqual(await state(id), before);
      });
    }

    test('a comment saved unchanged is not marked edited; changed, it is, once', async () => {
      const { id } = await newIssue('Commented');
      const { comment } = await ok(member, 'addComment', { issueId: id, body: 'Same words.' }, 'comment { id }');
      const edited = async () =>
        (await read(id)).timeline.edges
          .map((e: { node: { editedAt?: string | null } }) => e.node.editedAt)
          .filter((v: unknown) => v !== undefined);
      await ok(member, 'updateComment', { commentId: comment.id, body: 'Same words.' });
      assert.deepEqual(await edited(), [null]);
      await ok(member, 'updateComment', { commentId: comment.id, body: 'Other words.' });
      const [editedAt] = await edited();
      assert.ok(editedAt);
      await ok(member, 'updateComment', { commentId: comment.id, body: 'Other words.' });
      assert.deepEqual(await edited(), [editedAt], 'saving the same text again keeps the edit time');
    });

    test('a bulk change records one event per issue it changed, none for an issue it left as it was', async () => {
      const labelled = await newIssue('Already labelled');
      const plain = await newIssue('Not yet labelled');
      await ok(member, 'addLabelsToIssues', { issueIds: [labelled.id], labelIds: [bugLabel] });
      const [labelledBefore, plainBefore] = [await state(labelled.id), await state(plain.id)];
      await ok(member, 'addLabelsToIssues', { issueIds: [labelled.id, plain.id], labelIds: [bugLabel] });
      assert.deepEqual(await state(labelled.id), labelledBefore);
      assert.deepEqual(
        (await events(plain.id)).slice(plainBefore.events.length).map((e) => [e.kind, e.label?.name]),
        [['LABELED', 'bug']],
      );
    });

    describe('failed guesses count toward the sign-in limit', () => {
      const signIn = (email: string, password: string) => mutate(server.anonymous, 'signIn', { email, password }, 'viewer { login }');
      const changePassword = (session: Session, currentPassword: string) =>
        mutate(session, 'changePassword', { currentPassword, newPassword: 'another long password' }, 'viewer { login }');
      const codeOf = (body: { data: Record<string, { errors: { code: string }[] }> }) =>
        Object.values(body.data)[0]?.errors[0]?.code ?? null;
      const fresh = async () => {
        await sql`delete from sign_in_failures`.execute(server.database.db);
        const login = `guessed-${Math.random().toString(36).slice(2, 8)}`;
        return { session: await server.createAccount(login, 'MEMBER'), email: `${login}@example.test` };
      };
      after(() => sql`delete from sign_in_failures`.execute(server.database.db));

      // Every way of guessing wrong: each, MAX_FAILURES_PER_ACCOUNT times, locks the account for the right password.
      const wrongGuesses: [string, (session: Session, email: string) => Promise<GraphQLResult>][] = [
        ['a wrong password at sign-in', (_s, email) => signIn(email, 'not the password')],
        ['an overlong password at sign-in (never even compared)', (_s, email) => signIn(email, 'x'.repeat(PASSWORD_MAX_LENGTH + 1))],
        ['a wrong current password when changing it', (session) => changePassword(session, 'not the password')],
        ['an overlong current password when changing it', (session) => changePassword(session, 'x'.repeat(PASSWORD_MAX_LENGTH + 1))],
      ];
      for (const [name, guess] of wrongGuesses) {
        test(`${name} counts`, async () => {
          const { session, email } = await fresh();
          for (let i = 0; i < MAX_FAILURES_PER_ACCOUNT; i += 1)
            assert.equal(codeOf((await guess(session, email)).body), 'INVALID_CREDENTIALS');
          assert.equal(codeOf((await signIn(email, DEMO_PASSWORD)).body), 'RATE_LIMITED', 'sign-in is locked');
          assert.equal(codeOf((await changePassword(session, DEMO_PASSWORD)).body), 'RATE_LIMITED', 'so is changing the password');
        });
      }

      for (const [name, right] of [
        ['a right sign-in', (_s: Session, email: string) => signIn(email, DEMO_PASSWORD)],
        ['a right current password', (session: Session) => changePassword(session, DEMO_PASSWORD)],
      ] as const) {
        test(`${name} clears the account's failures`, async () => {
          const { session, email } = await fresh();
          const almost = MAX_FAILURES_PER_ACCOUNT - 1;
          for (let i = 0; i < almost; i += 1) assert.equal(codeOf((await signIn(email, 'wrong')).body), 'INVALID_CREDENTIALS');
          assert.equal(codeOf((await right(session, email)).body), null);
          const password = name === 'a right sign-in' ? DEMO_PASSWORD : 'another long password';
          for (let i = 0; i < almost; i += 1) assert.equal(codeOf((await signIn(email, 'wrong')).body), 'INVALID_CREDENTIALS');
          assert.equal(
            codeOf((await signIn(email, password)).body),
            null,
            `${2 * almost} failures in all, but never ${MAX_FAILURES_PER_ACCOUNT} since the last right password`,
          );
        });
      }
    });
  });
}
