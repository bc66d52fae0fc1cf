// Sends the queued invitation mails (domain/invitationMails.ts) in the background of a server process: at once
// when an invitation is made in this process (`wake`), and every so often for mails queued by another process,
// retried after a failure, or left behind by a process that stopped mid-send.
import type { DB } from '../db/database.ts';
import {
  claimDueInvitationMails,
  INVITATION_MAIL_RETRY_DELAYS_MS,
  recordInvitationMailFailure,
  recordInvitationMailSent,
} from '../domain/invitationMails.ts';
import type { InvitationMailer } from '../mail/invitationMailer.ts';

/** How often a process looks for due mails it was not woken for. */
const POLL_EVERY_MS = 15_000;
/** Mails taken per claim; a mail server is slow, and other processes take the rest meanwhile. */
const CLAIM_BATCH = 5;

export interface InvitationMailSenderOptions {
  readonly db: DB;
  readonly mailer: InvitationMailer;
  readonly workspaceName: string;
  readonly retryDelaysMs?: readonly number[];
  readonly pollEveryMs?: number;
  /** Told of each failed try (the admin's list shows it too). */
  readonly onFailure?: (email: string, reason: string) => void;
}

export interface InvitationMailSender {
  /** Look for due mails now (an invitation was just made). */
  wake(): void;
  /** Resolves once no due mail is left and no round is running. */
  idle(): Promise<void>;
  /** Stops looking; a mail being handed over is dropped with the connection and retried by a later process. */
  stop(): void;
}

export function startInvitationMailSender(options: InvitationMailSenderOptions): InvitationMailSender {
  const { db, mailer, workspaceName } = options;
  const retryDelaysMs = options.retryDelaysMs ?? INVITATION_MAIL_RETRY_DELAYS_MS;
  let stopped = false;
  let running: Promise<void> | null = null;
  let again = false;

  async function sendDue(): Promise<void> {
    for (;;) {
      const due = await claimDueInvitationMails(db, CLAIM_BATCH);
      if (due.length === 0 || stopped) return;
      for (const mail of due) {
        if (stopped) return;
        try {
          await mailer.send({
            to: mail.email,
            token: mail.token,
            role: mail.role,
            inviterName: mail.inviterName ?? 'An admin',
            workspaceName,
            expiresAt: mail.expiresAt,
          });
          await recordInvitationMailSent(db, mail.invitationId);
        } catch (error) {
          const reason = error instanceof Error ? error.message : String(error);
          options.onFailure?.(mail.email, reason);
          await recordInvitationMailFailure(db, mail, reason, retryDelaysMs);
        }
      }
    }
  }

  /** One round at a time; a wake during a round asks for one more round after it. */
  function round(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = sendDue()
      .catch((error: unknown) => {
        // The database went away (a stop, a restart of PostgreSQL): the next round tries again.
        if (!stopped) console.error('Sending invitation mails failed:', error);
      })
      .finally(() => {
        running = null;
        if (again && !stopped) {
          again = false;
          void round();
        }
      });
    return running;
  }

  const timer = setInterval(() => void round(), options.pollEveryMs ?? POLL_EVERY_MS);
  timer.unref();
  void round();

  return {
    wake: () => void round(),
    async idle() {
      while (running) await running;
    },
    stop() {
      stopped = true;
      clearInterval(timer);
      mailer.close();
    },
  };
}
