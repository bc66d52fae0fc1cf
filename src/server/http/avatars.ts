// GET /avatars/<login>.svg: a generated avatar (the user's initials on a colour derived from the login).
// Generated here, with the name escaped, so no user-supplied markup is ever served from our origin.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { DB } from '../db/database.ts';
import { personByLogin } from '../domain/accounts.ts';

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

export async function serveAvatar(db: DB, login: string, res: ServerResponse): Promise<void> {
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

export function avatarLogin(req: IncomingMessage, pathname: string): string | null {
  if (req.method !== 'GET' && req.method !== 'HEAD') return null;
  const match = /^\/avatars\/([^/]+)\.svg$/.exec(pathname);
  if (!match?.[1]) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return null;
  }
}
