// GET /avatars/<login>.svg: a generated avatar (the user's initials on a colour derived from the login).
// Generated here, with the name escaped, so no user-supplied markup is ever served from our origin.
// GET /avatars/<login>.webp?v=<version>: the picture they uploaded, as the server re-encoded it (domain/avatars.ts);
// the version changes with every upload, so a response for the current one may be kept for good.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { DB } from '../db/database.ts';
import { personByLogin } from '../domain/accounts.ts';
import { avatarVersion, uploadedAvatar } from '../domain/avatars.ts';

const PALETTE = ['#8a3ffc', '#0f62fe', '#007d79', '#198038', '#b28600', '#da1e28', '#d12771', '#005d5d'];

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words.at(-1)] : [words[0] ?? '?'];
  return letters.map((w) => [...(w ?? '')][0]?.toUpperCase() ?? '').join('') || '?';
}

export function avatarSvg(login: string, name: string): string {
  let hash = 0;
  for (const char of login) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  const colour = PALETTE[hash % PALETTE.length];
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64" role="img" aria-label="${escapeXml(name)}">` +
    `<rect width="64" height="64" rx="32" fill="${colour}"/>` +
    `<text x="32" y="40" font-family="system-ui, sans-serif" font-size="24" font-weight="600" fill="#fff" text-anchor="middle">${escapeXml(initialsOf(name))}</text></svg>`
  );
}

/** Which avatar a request asks for: the generated one, or the uploaded one in a version. */
export interface AvatarRequest {
  readonly login: string;
  readonly uploaded: boolean;
  /** The `v` the URL carries (uploaded avatars only). */
  readonly version: string | null;
}

export async function serveAvatar(db: DB, asked: AvatarRequest, res: ServerResponse): Promise<void> {
  if (asked.uploaded) return serveUploadedAvatar(db, asked, res);
  const login = asked.login;
  const user = await personByLogin(db, login);
  if (!user) {
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('No such user.\n');
    return;
  }
  res
    .writeHead(200, {
      'Content-Type': 'image/svg+xml',
      // Served to signed-in people only: no shared cache may keep it.
      'Cache-Control': 'private, max-age=3600',
      // An SVG opened directly must not run anything.
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    })
    .end(avatarSvg(user.login, user.name));
}

async function serveUploadedAvatar(db: DB, asked: AvatarRequest, res: ServerResponse): Promise<void> {
  const avatar = await uploadedAvatar(db, asked.login);
  if (!avatar) {
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'private, no-cache' }).end('No such picture.\n');
    return;
  }
  const current = asked.version === avatarVersion(avatar.updatedAt);
  res
    .writeHead(200, {
      'Content-Type': 'image/webp',
      'Content-Length': String(avatar.image.byteLength),
      // The current version never changes (a new picture gets a new URL): kept for good, by this browser only.
      // An old or missing version is answered with today's picture, to be asked again next time.
      'Cache-Control': current ? 'private, max-age=31536000, immutable' : 'private, no-cache',
      'Content-Security-Policy': "default-src 'none'; sandbox",
    })
    .end(avatar.image);
}

export function avatarRequest(req: IncomingMessage, pathname: string, search: URLSearchParams): AvatarRequest | null {
  if (req.method !== 'GET' && req.method !== 'HEAD') return null;
  const match = /^\/avatars\/([^/]+)\.(svg|webp)$/.exec(pathname);
  if (!match?.[1]) return null;
  try {
    const uploaded = match[2] === 'webp';
    return { login: decodeURIComponent(match[1]), uploaded, version: uploaded ? search.get('v') : null };
  } catch {
    return null;
  }
}
