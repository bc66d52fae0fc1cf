// Invitation mails, through the real HTTP server and a real SMTP server on loopback (smtp-server): with
// SMTP_URL set, creating an invitation queues its mail in the same transaction and answers at once; the
// sender mails the link, which then works. A mail that fails loses nothing: it is tried again, then given up
// (FAILED, with the reason), and the invitation and its link stand. The outbox itself (claims, cancelling,
// a sender that died mid-send, two senders at once) on both databases. And the settings, checked at start.
import assert from 'node:assert/strict';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { SMTPServer } from 'smtp-server';
import { ConfigError } from '../../src/server/config/variables.ts';
import { loadConfig } from '../../src/server/config.ts';
import { claimDueInvitationMails } from '../../src/server/domain/invitationMails.ts';
import { createInvitation, revokeInvitation } from '../../src/server/domain/invitations.ts';
import { startInvitationMailSender } from '../../src/server/jobs/invitationMailSender.ts';
import { createInvitationMailer } from '../../src/server/mail/invitationMailer.ts';
import { backends, startTestServer, type TestServer } from './harness.ts';
import { sendMutation } from './mutations.ts';

const PUBLIC_URL = 'https://triage.example.test/team';

interface Received {
  readonly from: string;
  readonly to: readonly string[];
  readonly raw: string;
}

/** An SMTP server on a free loopback port that keeps what it receives and wants the login in its URL. */
async function smtpCatcher(): Promise<{
  url: string;
  received: Received[];
  refuse: Set<string>;
  /** Recipients offered, refused ones included, by address. */
  offered: Map<string, number>;
  close: () => Promise<void>;
}> {
  const received: Received[] = [];
  const refuse = new Set<string>();
  const offered = new Map<string, number>();
  const server = new SMTPServer({
    // Plain text on loopback: no certificate to make; the login is still required.
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    onAuth: (auth, _session, callback) =>
      auth.username === 'triage' && auth.password === 'mail secret'
        ? callback(null, { user: auth.username })
        : callback(new Error('Invalid username or password')),
    onRcptTo: (address, _session, callback) => {
      offered.set(address.address, (offered.get(address.address) ?? 0) + 1);
      return refuse.has(address.address) ? callback(new Error('Mailbox unavailable')) : callback();
    },
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
    offered,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The mail's text, undoing quoted-printable (soft line breaks and =XX escapes). */
function bodyOf(raw: string): string {
  const body = raw.slice(raw.indexOf('\r\n\r\n') + 4);
  return body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** A mail server that takes connections and never says a word: a hung one. */
async function silentMailServer(): Promise<{ url: string; connected: Promise<void>; close: () => Promise<void> }> {
  const sockets = new Set<net.Socket>();
  let connected!: () => void;
  const firstConnection = new Promise<void>((resolve) => (connected = resolve));
  const server = net.createServer((socket) => {
    sockets.add(socket);
    connected();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    connected: firstConnection,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

const INVITE = 'invitation { id email state } token emailDelivery';
const MAIL_STATE = 'query($id: ID!) { node(id: $id) { ... on Invitation { emailDelivery emailProblem } } }';

/** The invitation's mail as the admin sees it. */
async function mailOf(server: TestServer, invitationId: string): Promise<{ emailDelivery: string; emailProblem: string | null }> {
  const { body } = await server.graphql(MAIL_STATE, { id: invitationId });
  return body.data.node;
}

/** Asks until the invitation's mail is no longer QUEUED (a sender tries again after its delays). */
async function settledMailOf(server: TestServer, invitationId: string): Promise<{ emailDelivery: string; emailProblem: string | null }> {
  for (;;) {
    const mail = await mailOf(server, invitationId);
    if (mail.emailDelivery !== 'QUEUED') return mail;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

for (const backend of backends) {
  describe(`invitation mails on ${backend}`, () => {
    let catcher: Awaited<ReturnType<typeof smtpCatcher>>;
    let server: TestServer;

    before(async () => {
      catcher = await smtpCatcher();
      server = await startTestServer(backend, {
        seed: false,
        mail: { smtpUrl: catcher.url, publicUrl: PUBLIC_URL, from: 'Triage <triage@example.test>' },
        // Two more tries after the first, quickly: the real delays are minutes. A retry is picked up by the
        // sender's poll, so it looks often too (15 s by default, which made this suite wait 30 s per database).
        mailRetryDelaysMs: [20, 20],
        mailPollEveryMs: 50,
      });
    });
    after(async () => {
      await server?.close();
      await catcher?.close();
    });

    test('creating an invitation queues its mail, which then goes out; the link works; the secret is not kept', async () => {
      const { body } = await sendMutation(server, 'createInvitation', { email: 'Kim@Example.test', role: 'MEMBER' }, { select: INVITE });
      const payload = body.data.createInvitation;
      assert.deepEqual(payload.errors, []);
      assert.equal(payload.emailDelivery, 'QUEUED');
      await server.invitationMails?.idle();
      assert.deepEqual(await mailOf(server, payload.invitation.id), { emailDelivery: 'SENT', emailProblem: null });
      assert.equal(catcher.received.length, 1);
      const [mail] = catcher.received;
      assert.ok(mail);
      assert.deepEqual([mail.from, mail.to], ['triage@example.test', ['kim@example.test']]);
      assert.match(mail.raw, /^Subject: admin invited you to Triage\r$/m);
      const text = bodyOf(mail.raw);
      assert.match(text, /admin invited you to join Triage as a member\./);
      const link = /https:\/\/\S+/.exec(text)?.[0] ?? '';
      assert.equal(link, `${PUBLIC_URL}/invitations/${payload.token}`, 'the link is the public address and the token');
      const kept = await server.database.db.selectFrom('invitation_mails').select(['state', 'token']).execute();
      assert.deepEqual(kept, [{ state: 'SENT', token: null }], 'once sent, the database keeps no secret of the link');

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

    test('a mail the server refuses is tried three times, then given up with the reason; the invitation and link stand', async () => {
      catcher.refuse.add('lost@example.test');
      const before = catcher.received.length;
      const { body } = await sendMutation(server, 'createInvitation', { email: 'lost@example.test', role: 'VIEWER' }, { select: INVITE });
      const payload = body.data.createInvitation;
      assert.deepEqual(payload.errors, []);
      assert.equal(payload.emailDelivery, 'QUEUED');
      const settled = await settledMailOf(server, payload.invitation.id);
      assert.equal(settled.emailDelivery, 'FAILED');
      assert.match(settled.emailProblem ?? '', /Mailbox unavailable/);
      assert.equal(catcher.offered.get('lost@example.test'), 3, 'the first try and one after each delay');
      assert.equal(catcher.received.length, before, 'nothing was delivered');
      const kept = await server.database.db
        .selectFrom('invitation_mails')
        .select(['state', 'token', 'attempts'])
        .where('state', '=', 'FAILED')
        .execute();
      assert.deepEqual(kept, [{ state: 'FAILED', token: null, attempts: 3 }]);
      const { body: read } = await server.anonymous.graphql('query($t: String!) { invitationByToken(token: $t) { email state } }', {
        t: payload.token,
      });
      assert.deepEqual(read.data.invitationByToken, { email: 'lost@example.test', state: 'PENDING' });
    });

    test('admins are told invitations are mailed, and where each mail stands; nobody else is', async () => {
      const { body } = await server.graphql('{ workspace { mailsInvitations } }');
      assert.equal(body.data.workspace.mailsInvitations, true);
      const { body: created } = await sendMutation(
        server,
        'createInvitation',
        { email: 'seen@example.test', role: 'MEMBER' },
        { select: INVITE },
      );
      await server.invitationMails?.idle();
      const member = await server.createAccount('mailless', 'MEMBER');
      const { body: theirs } = await member.graphql('{ workspace { mailsInvitations } }');
      assert.equal(theirs.data.workspace.mailsInvitations, false);
      // Whoever holds the link may read the invitation, not its mail.
      const { body: byLink } = await member.graphql(
        'query($t: String!) { invitationByToken(token: $t) { email emailDelivery emailProblem } }',
        {
          t: created.data.createInvitation.token,
        },
      );
      assert.deepEqual(byLink.data.invitationByToken, { email: 'seen@example.test', emailDelivery: null, emailProblem: null });
    });
  });

  describe(`invitation mails that cannot go out, on ${backend}`, () => {
    let server: TestServer;
    let silent: Awaited<ReturnType<typeof silentMailServer>>;
    before(async () => {
      silent = await silentMailServer();
      server = await startTestServer(backend, {
        seed: false,
        mail: { smtpUrl: silent.url, publicUrl: PUBLIC_URL, from: 'triage@example.test' },
      });
    });
    after(async () => {
      await server?.close();
      await silent?.close();
    });

    test('a mail server that never answers does not hold up the admin; the failure is kept for another try', async () => {
      const { body } = await sendMutation(server, 'createInvitation', { email: 'nobody@example.test', role: 'MEMBER' }, { select: INVITE });
      const payload = body.data.createInvitation;
      assert.deepEqual(payload.errors, []);
      assert.equal(payload.emailDelivery, 'QUEUED');
      // Answered while the mail server had said nothing yet (it never does): the send was not awaited.
      await silent.connected;
      assert.deepEqual(await mailOf(server, payload.invitation.id), { emailDelivery: 'QUEUED', emailProblem: null });
      await silent.close();
      await server.invitationMails?.idle();
      const mail = await mailOf(server, payload.invitation.id);
      assert.equal(mail.emailDelivery, 'QUEUED', 'tried again later (minutes, by default)');
      assert.ok(mail.emailProblem, 'with the reason the try failed');
      const rows = await server.database.db.selectFrom('invitations').select('email').execute();
      assert.deepEqual(rows, [{ email: 'nobody@example.test' }]);
    });
  });

  describe(`the invitation mail outbox on ${backend}`, () => {
    let catcher: Awaited<ReturnType<typeof smtpCatcher>>;
    let server: TestServer;
    const admin = { id: 0, role: 'ADMIN' } as const;
    let adminId = 0;

    before(async () => {
      catcher = await smtpCatcher();
      // No sender runs in this server: the tests below run their own, as server processes would.
      server = await startTestServer(backend, { seed: false });
      adminId = (await server.database.db.selectFrom('users').select('id').where('role', '=', 'ADMIN').executeTakeFirstOrThrow()).id;
    });
    after(async () => {
      await server?.close();
      await catcher?.close();
    });

    const queue = async (email: string) => {
      const result = await createInvitation(
        server.database.db,
        { ...admin, id: adminId },
        {
          email,
          role: 'MEMBER',
          projectIds: [],
          expiresInDays: null,
          mail: true,
        },
      );
      assert.ok(!('errors' in result), JSON.stringify(result));
      return result;
    };
    const sender = () =>
      startInvitationMailSender({
        db: server.database.db,
        mailer: createInvitationMailer({ smtpUrl: catcher.url, publicUrl: PUBLIC_URL, from: 'triage@example.test' }),
        workspaceName: 'Triage',
      });
    const delivered = (to: string) => catcher.received.filter((mail) => mail.to.includes(to)).length;

    test('an invitation revoked or replaced before its mail went is not mailed, and its secret is dropped', async () => {
      const { invitation } = await queue('revoked@example.test');
      const { invitation: replaced } = await queue('replaced@example.test');
      await queue('replaced@example.test');
      const revoked = await revokeInvitation(server.database.db, { ...admin, id: adminId }, invitation.id);
      assert.ok(!('errors' in revoked));
      const cancelled = await server.database.db
        .selectFrom('invitation_mails')
        .select(['invitation_id', 'state', 'token'])
        .where('invitation_id', 'in', [invitation.id, replaced.id])
        .orderBy('invitation_id')
        .execute();
      assert.deepEqual(cancelled, [
        { invitation_id: invitation.id, state: 'CANCELLED', token: null },
        { invitation_id: replaced.id, state: 'CANCELLED', token: null },
      ]);
      const one = sender();
      await one.idle();
      one.stop();
      assert.equal(delivered('revoked@example.test'), 0);
      assert.equal(delivered('replaced@example.test'), 1, 'only the link that still works');
    });

    test('a mail claimed by a process that stopped mid-send is sent by another once the claim runs out', async () => {
      const { invitation, token } = await queue('orphaned@example.test');
      // The process that died had claimed it: one try counted, leased to it for a minute.
      const claimed = await claimDueInvitationMails(server.database.db, 10);
      assert.deepEqual(
        claimed.map((mail) => [mail.email, mail.attempt]),
        [['orphaned@example.test', 1]],
      );
      const early = sender();
      await early.idle();
      early.stop();
      assert.equal(delivered('orphaned@example.test'), 0, 'while the claim holds, nobody else sends it');
      // A minute later: the claim has run out.
      await server.database.db
        .updateTable('invitation_mails')
        .set({ next_attempt_at: new Date(Date.now() - 1000) })
        .where('invitation_id', '=', invitation.id)
        .execute();
      const next = sender();
      await next.idle();
      next.stop();
      assert.equal(delivered('orphaned@example.test'), 1);
      assert.ok(bodyOf(catcher.received.at(-1)?.raw ?? '').includes(encodeURIComponent(token)));
      const row = await server.database.db
        .selectFrom('invitation_mails')
        .select(['state', 'attempts'])
        .where('invitation_id', '=', invitation.id)
        .executeTakeFirstOrThrow();
      assert.deepEqual(row, { state: 'SENT', attempts: 2 });
    });

    test('two senders at once send each queued mail exactly once', async () => {
      const addresses = Array.from({ length: 12 }, (_, i) => `team${i}@example.test`);
      for (const address of addresses) await queue(address);
      const [a, b] = [sender(), sender()];
      await Promise.all([a.idle(), b.idle()]);
      a.stop();
      b.stop();
      assert.deepEqual(
        addresses.map((address) => delivered(address)),
        addresses.map(() => 1),
      );
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
