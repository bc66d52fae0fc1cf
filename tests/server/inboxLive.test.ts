// The inbox live (issue 17), over real HTTP on each backend: a notification written for someone reaches
// their own `inboxChanged` streams with their new unread count, and nobody else's; reading it in one tab
// reaches their other tabs; signing out ends the stream. Across two processes: liveFanOut.test.ts.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { toGlobalId } from '../../src/server/graphql/globalId.ts';
import { backends, type Session, startTestServer, type TestServer } from './harness.ts';
import { INBOX_CHANGED, subscribe, type Stream } from './liveClient.ts';
import { mutate } from './mutate.ts';

type Person = Session & { readonly id: number; readonly globalId: string; readonly login: string };

for (const backend of backends) {
  describe(`the inbox live on ${backend}`, () => {
    let server: TestServer;
    let webId = '';
    let count = 0;
    const streams: Stream[] = [];

    const person = async (): Promise<Person> => {
      const login = `live${++count}`;
      const session = await server.createAccount(login, 'MEMBER');
      return { ...session, globalId: toGlobalId('User', session.id), login };
    };
    const open = async (session: Session) => {
      const stream = subscribe(server.url, session, INBOX_CHANGED, {});
      streams.push(stream);
      await stream.ready();
      return stream;
    };
    const ok = async (session: Session, name: string, input: Record<string, unknown>, select = '') => {
      const { body } = await mutate(session, name, input, select);
      assert.equal(body.errors, undefined, JSON.stringify(body.errors));
      assert.deepEqual(body.data[name].errors, [], name);
      return body.data[name];
    };
    const newIssue = async (session: Session, title: string) =>
      (await ok(session, 'createIssue', { projectId: webId, title }, 'issue { id }')).issue.id as string;
    /** The stream's next event, which must carry data: [whose inbox, unread count]. */
    const nextCount = async (stream: Stream) => {
      const { value, done } = await stream.next();
      assert.ok(!done, 'the stream ended early');
      assert.equal(value.errors, undefined, JSON.stringify(value.errors));
      return [value.data.inboxChanged.viewer.id, value.data.inboxChanged.viewer.unreadNotificationCount];
    };

    before(async () => {
      server = await startTestServer(backend);
      const { body } = await server.graphql('{ web: project(slug: "web") { id } }');
      webId = body.data.web.id;
    });
    after(async () => {
      await Promise.all(streams.map((s) => s.close()));
      await server.close();
    });

    test('a mention reaches the stream of the one mentioned, with their count, and not another viewer’s', async () => {
      const [author, mentioned, other] = [await person(), await person(), await person()];
      const mentionedStream = await open(mentioned);
      const otherStream = await open(other);

      const issue = await newIssue(author, 'Live mention');
      await ok(author, 'addComment', { issueId: issue, body: `@${mentioned.login} have a look` });
      assert.deepEqual(await nextCount(mentionedStream), [mentioned.globalId, 1]);

      // Then something for the other: the first thing their stream carries is that, and their own count.
      const second = await newIssue(author, 'Live mention, the other');
      await ok(author, 'addComment', { issueId: second, body: `@${other.login} and you` });
      assert.deepEqual(await nextCount(otherStream), [other.globalId, 1]);
    });

    test('reading in one tab reaches the person’s other tabs; the one who acted hears nothing of it', async () => {
      const [author, reader] = [await person(), await person()];
      const authorStream = await open(author);
      const firstTab = await open(reader);
      const secondTab = await open(reader);
      const issue = await newIssue(author, 'Read elsewhere');
      await ok(author, 'addComment', { issueId: issue, body: `@${reader.login} two tabs` });
      assert.deepEqual(await nextCount(firstTab), [reader.globalId, 1]);
      assert.deepEqual(await nextCount(secondTab), [reader.globalId, 1]);

      await ok(reader, 'markAllNotificationsRead', {});
      assert.deepEqual(await nextCount(firstTab), [reader.globalId, 0]);
      assert.deepEqual(await nextCount(secondTab), [reader.globalId, 0]);

      // The reader answers: the author (following what they opened) is told; nothing earlier reached their stream.
      await ok(reader, 'addComment', { issueId: issue, body: 'Seen' });
      assert.deepEqual(await nextCount(authorStream), [author.globalId, 1]);
    });

    test('nobody signed in cannot subscribe (401); a stream ends with UNAUTHENTICATED once its session signed out', async () => {
      const response = await fetch(`${server.url}/graphql`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream', 'X-Triage-CSRF': '1' },
        body: JSON.stringify({ query: INBOX_CHANGED }),
      });
      assert.equal(response.status, 401);
      assert.match(await response.text(), /UNAUTHENTICATED/);

      const [author, leaving] = [await person(), await person()];
      const stream = await open(leaving);
      await leaving.graphql('mutation { signOut { clientMutationId } }');
      const issue = await newIssue(author, 'Told after leaving');
      await ok(author, 'addComment', { issueId: issue, body: `@${leaving.login} gone` });
      const { value, done } = await stream.next();
      assert.ok(!done, 'the stream must end with an error');
      assert.equal(value.data, undefined, 'a change after the sign-out was heard');
      assert.equal(value.errors?.[0]?.extensions?.code, 'UNAUTHENTICATED');
    });
  });
}
