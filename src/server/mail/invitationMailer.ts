// Invitation mails, sent through an SMTP server (SMTP_URL) with nodemailer. Below the domain, like storage/:
// it knows how to send a message, not when one is due (graphql/ sends it once the invitation has committed).
import nodemailer from 'nodemailer';
import type { MailConfig } from '../config/mail.ts';

export interface InvitationMail {
  readonly to: string;
  /** The single-use link's secret; the mail's link is the public address's `/invitations/<token>`. */
  readonly token: string;
  readonly role: 'ADMIN' | 'MEMBER' | 'VIEWER';
  readonly inviterName: string;
  readonly workspaceName: string;
  readonly expiresAt: Date;
}

export interface InvitationMailer {
  /** Resolves once the SMTP server has accepted the message; rejects when it refused or could not be reached. */
  send(mail: InvitationMail): Promise<void>;
  close(): void;
}

const ROLE_WORDS = { ADMIN: 'an admin', MEMBER: 'a member', VIEWER: 'a viewer' } as const;
/** An SMTP server that does not answer within this time fails the send (the invitation stands either way). */
const SMTP_TIMEOUT_MS = 15_000;

export function invitationLink(publicUrl: string, token: string): string {
  return `${publicUrl}/invitations/${encodeURIComponent(token)}`;
}

export function createInvitationMailer(config: MailConfig): InvitationMailer {
  const transport = nodemailer.createTransport({
    url: config.smtpUrl,
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
  });
  return {
    async send(mail) {
      const link = invitationLink(config.publicUrl, mail.token);
      const until = mail.expiresAt.toUTCString();
      await transport.sendMail({
        from: config.from,
        to: mail.to,
        subject: `${mail.inviterName} invited you to ${mail.workspaceName}`,
        // Plain text only: nothing to render, nothing to track.
        text: [
          `${mail.inviterName} invited you to join ${mail.workspaceName} as ${ROLE_WORDS[mail.role]}.`,
          '',
          'Open this link to choose your name, login and password:',
          link,
          '',
          `The link works once, until ${until}. If you did not expect this invitation, ignore this mail.`,
        ].join('\n'),
      });
    },
    close: () => transport.close(),
  };
}
