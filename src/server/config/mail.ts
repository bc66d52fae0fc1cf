// Invitation mails: SMTP_URL, TRIAGE_PUBLIC_URL (where mailed links start) and TRIAGE_MAIL_FROM.
import { ConfigError, type Env } from './variables.ts';

export interface MailConfig {
  /** SMTP_URL: smtp://user:password@host:port (smtps: for TLS from the first byte). */
  readonly smtpUrl: string;
  /** TRIAGE_PUBLIC_URL without a trailing slash: where people open the app, the start of every link in a mail. */
  readonly publicUrl: string;
  /** TRIAGE_MAIL_FROM: the sender, `Name <address>` or a bare address. */
  readonly from: string;
}

function parseSmtpUrl(env: Env): string | undefined {
  const raw = env.SMTP_URL;
  if (raw === undefined || raw.trim() === '') return undefined;
  let url: URL | undefined;
  try {
    url = new URL(raw);
  } catch {
    url = undefined;
  }
  if (!url || (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') || url.hostname === '') {
    throw new ConfigError('SMTP_URL', 'expected a URL such as smtp://user:password@mail.example.com:587 (smtp: or smtps:)');
  }
  return raw;
}

/** The app's public address (scheme, host, port and an optional path), for links that leave the app. */
function parsePublicUrl(env: Env): string | undefined {
  const raw = env.TRIAGE_PUBLIC_URL;
  if (raw === undefined || raw.trim() === '') return undefined;
  let url: URL | undefined;
  try {
    url = new URL(raw);
  } catch {
    url = undefined;
  }
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.search !== '' || url.hash !== '' || url.username !== '') {
    throw new ConfigError(
      'TRIAGE_PUBLIC_URL',
      `expected the address people open Triage at, such as https://triage.example.com (http: or https:, no query, no credentials), got "${raw}"`,
    );
  }
  return url.href.replace(/\/$/, '');
}

const MAIL_ADDRESS = /^[^\s<>@]+@[^\s<>@]+$/;

export function parseMail(env: Env): MailConfig | null {
  const smtpUrl = parseSmtpUrl(env);
  const publicUrl = parsePublicUrl(env);
  if (smtpUrl === undefined) return null;
  if (publicUrl === undefined) {
    throw new ConfigError(
      'TRIAGE_PUBLIC_URL',
      'must be set when SMTP_URL is: mailed invitation links start with it, e.g. https://triage.example.com',
    );
  }
  const raw = env.TRIAGE_MAIL_FROM?.trim();
  const from = raw || `Triage <triage@${new URL(publicUrl).hostname}>`;
  const address = /<([^<>]*)>$/.exec(from)?.[1] ?? from;
  if (!MAIL_ADDRESS.test(address)) {
    throw new ConfigError(
      'TRIAGE_MAIL_FROM',
      `expected an address such as triage@example.com or "Triage <triage@example.com>", got "${from}"`,
    );
  }
  return { smtpUrl, publicUrl, from };
}
