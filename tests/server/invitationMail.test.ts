// Invitation mails, through the real HTTP server and a real SMTP server on loopback (smtp-server): with
// SMTP_URL set, creating an invitation mails its link, which then works; a mail that fails loses nothing (the
// invitation is stored and its link answered, the payload says FAILED). And the settings, checked at start.
import assert from 'node:assert/strict';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { SMTPServer } from 'smtp-server';
import { ConfigError, loadConfig } from '../../src/server/config.ts';
import { backends, startTestServer, type TestServer } from './harness.ts';
import { sendMutation } from './mutations.ts';

const PUBLIC_URL = 'https://triage.example.test/team';

interface Received {
  readonly from: string;
  readonly to: readonly string[];
  readonly raw: string;
}

/** An SMTP server on a free loopback port that keeps what it receives and wants the login in its URL. */
async function smtpCatcher(): Promise<{ url: string; received: Received[]; refuse: Set<string>; close: () => Promise<void> }> {
  const received: Received[] = [];
  const refuse = new Set<string>();
  const server = new SMTPServer({
    // Plain text on loopback: no certificate to make; the login is still required.
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    onAuth: (auth, _session, callback) =>
      auth.username === 'triage' && auth.password === 'mail secret'
        ? callback(null, { user: auth.username })
        : callback(new Error('Invalid username or password')),
    onRcptTo: (address, _session, callback) => (refuse.has(address.address) ? callback(new Error('Mailbox unavailable')) : callback()),
    onData: (stream, session, callback) => {
      let raw = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => (raw += chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://triage:${encodeURIComponent('mail secret')}@127.0.0.1:${port}`,
    received,
    refuse,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The mail's text, undoing quoted-printable (soft line breaks and =XX escapes). */
function bodyOf(raw: string): string {
  const body = raw.slice(raw.indexOf('\r\n\r\n') + 4);
  return body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** A loopback port nothing listens on. */
async function closedPort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

const INVITE = 'invitation { id email state } token emailDelivery';

for (const backend of backends) {
  describe(`invitation mails on ${backend}`, () => {
    let catcher: Awaited<ReturnType<typeof smtpCatcher>>;
    let server: TestServer;

    before(async () => {
      catcher = await smtpCatcher();
      server = await startTestServer(backend, {
        seed: false,
        mail: { smtpUrl: catcher.url, publicUrl: PUBLIC_URL, from: 'Triage <triage@example.test>' },
      });
    });
    after(async () => {
      await server?.close();
      await catcher?.close();
    });

    test('creating an invitation mails its link, after it is stored; the link works', async () => {
      const { body } = await sendMutation(server, 'createInvitation', { email: 'Kim@Example.test', role: 'MEMBER' }, { select: INVITE });
      const payload = body.data.createInvitation;
      assert.deepEqual(payload.errors, []);
      assert.equal(payload.emailDelivery, 'SENT');
      assert.equal(catcher.received.length, 1);
      const [mail] = catcher.received;
      assert.ok(mail);
      assert.deepEqual([mail.from, mail.to], ['triage@example.test', ['kim@example.test']]);
      assert.match(mail.raw, /^Subject: admin invited you to Triage\r$/m);
      const text = bodyOf(mail.raw);
      assert.match(text, /admin invited you to join Triage as a member\./);
      const link = /https:\/\/\S+/.exec(text)?.[0] ?? '';
      assert.equal(link, `${PUBLIC_URL}/invitations/${payload.token}`, 'the link is the public address and the token');

      // The link opens the invitation, and signs the person up.
      const token = decodeURIComponent(link.slice(`${PUBLIC_URL}/invitations/`.length));
      const { body: read } = await server.anonymous.graphql('query($t: String!) { invitationByToken(token: $t) { email state } }', {
        t: token,
      });
      assert.deepEqual(read.data.invitationByToken, { email: 'kim@example.test', state: 'PENDING' });
      const { body: accepted } = await sendMutation(
        server.anonymous,
        'acceptInvitation',
        { token, name: 'Kim', login: 'kim', password: 'a long enough password' },
        { select: 'viewer { login role }' },
      );
      assert.deepEqual(accepted.data.acceptInvitation, { errors: [], viewer: { login: 'kim', role: 'MEMBER' } });
    });

    test('a mail the server refuses loses nothing: the invitation is stored, its link answered, FAILED said', async () => {
      catcher.refuse.add('lost@example.test');
      const before = catcher.received.length;
      const { body } = await sendMutation(server, 'createInvitation', { email: 'lost@example.test', role: 'VIEWER' }, { select: INVITE });
      const payload = body.data.createInvitation;
      assert.deepEqual(payload.errors, []);
      assert.equal(payload.emailDelivery, 'FAILED');
      assert.equal(payload.invitation.state, 'PENDING');
      assert.equal(catcher.received.length, before, 'nothing was delivered');
      const { body: read } = await server.anonymous.graphql('query($t: String!) { invitationByToken(token: $t) { email } }', {
        t: payload.token,
      });
      assert.deepEqual(read.data.invitationByToken, { email: 'lost@example.test' });
    });

    test('admins are told invitations are mailed; nobody else is', async () => {
      const { body } = await server.graphql('{ workspace { mailsInvitations } }');
      assert.equal(body.data.workspace.mailsInvitations, true);
      const member = await server.createAccount('mailless', 'MEMBER');
      const { body: theirs } = await member.graphql('{ workspace { mailsInvitations } }');
      assert.equal(theirs.data.workspace.mailsInvitations, false);
    });
  });

  describe(`invitation mails that cannot go out, on ${backend}`, () => {
    let server: TestServer;
    before(async () => {
      server = await startTestServer(backend, {
        seed: false,
        mail: { smtpUrl: `smtp://127.0.0.1:${await closedPort()}`, publicUrl: PUBLIC_URL, from: 'triage@example.test' },
      });
    });
    after(() => server?.close());

    test('no mail server listening: the invitation stands and says FAILED', async () => {
      const { body } = await sendMutation(server, 'createInvitation', { email: 'nobody@example.test', role: 'MEMBER' }, { select: INVITE });
      assert.deepEqual(body.data.createInvitation.errors, []);
      assert.equal(body.data.createInvitation.emailDelivery, 'FAILED');
      assert.ok(body.data.createInvitation.token);
      const rows = await server.database.db.selectFrom('invitations').select('email').execute();
      assert.deepEqual(rows, [{ email: 'nobody@example.test' }]);
    });
  });
}

describe('without SMTP_URL', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer('pglite', { seed: false });
  });
  after(() => server?.close());

  test('nothing is mailed, and the payload says so', async () => {
    const { body } = await sendMutation(server, 'createInvitation', { email: 'quiet@example.test', role: 'MEMBER' }, { select: INVITE });
    assert.equal(body.data.createInvitation.emailDelivery, 'NOT_SENT');
    const { body: workspace } = await server.graphql('{ workspace { mailsInvitations } }');
    assert.equal(workspace.data.workspace.mailsInvitations, false);
  });
});

describe('the mail settings, checked at start', () => {
  const mail = (env: Record<string, string>) => loadConfig(env, '/tmp').mail;
  const refusal = (env: Record<string, string>, variable: string) =>
    assert.throws(
      () => mail(env),
      (error: unknown) => error instanceof ConfigError && error.variable === variable && error.message.startsWith(`${variable}: `),
    );

  test('no SMTP_URL, no mail', () => {
    assert.equal(mail({}), null);
    assert.equal(mail({ TRIAGE_PUBLIC_URL: 'https://triage.example.com' }), null);
  });

  test('SMTP_URL with the public address; the sender defaults to its host', () => {
    assert.deepEqual(mail({ SMTP_URL: 'smtps://u:p@mail.example.com:465', TRIAGE_PUBLIC_URL: 'https://triage.example.com/' }), {
      smtpUrl: 'smtps://u:p@mail.example.com:465',
      publicUrl: 'https://triage.example.com',
      from: 'Triage <triage@triage.example.com>',
    });
    assert.equal(
      mail({ SMTP_URL: 'smtp://mail.example.com', TRIAGE_PUBLIC_URL: 'http://10.0.0.5:4000', TRIAGE_MAIL_FROM: 'ops@example.com' })?.from,
      'ops@example.com',
    );
  });

  test('a bad value stops the server naming its variable', () => {
    refusal({ SMTP_URL: 'mail.example.com' }, 'SMTP_URL');
    refusal({ SMTP_URL: 'https://mail.example.com', TRIAGE_PUBLIC_URL: 'https://t.example.com' }, 'SMTP_URL');
    refusal({ SMTP_URL: 'smtp://mail.example.com' }, 'TRIAGE_PUBLIC_URL');
    refusal({ SMTP_URL: 'smtp://mail.example.com', TRIAGE_PUBLIC_URL: 'ftp://t.example.com' }, 'TRIAGE_PUBLIC_URL');
    refusal({ SMTP_URL: 'smtp://mail.example.com', TRIAGE_PUBLIC_URL: 'https://t.example.com/?a=1' }, 'TRIAGE_PUBLIC_URL');
    refusal({ TRIAGE_PUBLIC_URL: 'not a url' }, 'TRIAGE_PUBLIC_URL');
    refusal(
      { SMTP_URL: 'smtp://mail.example.com', TRIAGE_PUBLIC_URL: 'https://t.example.com', TRIAGE_MAIL_FROM: 'Triage <not an address>' },
      'TRIAGE_MAIL_FROM',
    );
  });
});
